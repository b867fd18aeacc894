import Foundation
import OpenUIKit

/// What the launcher needs to know about a demo app: its window and its controller.
public struct DemoApp {
    /// The window title, and the name used in messages.
    public var title: String
    /// `WM_CLASS`'s class (its instance name is this in lower case), which desktops group
    /// windows by and match with the desktop entry's `StartupWMClass`.
    public var className: String
    /// The window size when `--size` is not given, in points.
    public var defaultSize: CGSize
    /// The smallest the window may be resized to, in points.
    public var minimumSize: CGSize
    /// Where the snapshot goes when there is no display and no `--snapshot`.
    public var defaultSnapshotPath: String
    /// The window's icon and the icon files `--export-icons` writes; nil for none.
    public var icon: AppIcon?
    /// Makes the window's root view controller, configured from the command line.
    public var makeRootViewController: @MainActor () -> UIViewController

    public init(title: String, className: String, defaultSize: CGSize,
                minimumSize: CGSize = UIApplicationConfiguration.defaultMinimumSize,
                defaultSnapshotPath: String, icon: AppIcon? = nil,
                makeRootViewController: @escaping @MainActor () -> UIViewController) {
        self.title = title
        self.className = className
        self.defaultSize = defaultSize
        self.minimumSize = minimumSize
        self.defaultSnapshotPath = defaultSnapshotPath
        self.icon = icon
        self.makeRootViewController = makeRootViewController
    }
}
