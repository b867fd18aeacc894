import Foundation

/// A scene that shows the app's windows: on a desktop, the one window the host shows.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The windows made for the scene (`UIWindow(windowScene:)`), in the order they were made.
    private var windowReferences: [WeakWindow] = []

    /// A window held weakly, as a scene does not keep its windows alive.
    private struct WeakWindow {
        weak var window: UIWindow?
    }

    /// The scene's windows that are still alive.
    public var windows: [UIWindow] { windowReferences.compactMap(\.window) }

    /// The scene's key window: the app's key window if it is one of the scene's.
    public var keyWindow: UIWindow? {
        windows.first { $0.isKeyWindow }
    }

    /// The screen the scene is on.
    public var screen: UIScreen { UIScreen.main }

    /// The scene's traits: the screen's.
    public var traitCollection: UITraitCollection { screen.traitCollection }

    /// The scene's coordinate space: the screen's.
    public var coordinateSpace: any UICoordinateSpace { screen.coordinateSpace }

    /// Landscape when the screen (the window) is wider than tall, else portrait: a desktop
    /// window does not turn, so its shape is its orientation.
    public var interfaceOrientation: UIInterfaceOrientation {
        let size = screen.bounds.size
        return size.width > size.height ? .landscapeRight : .portrait
    }

    /// Notes that `window` belongs to the scene (`UIWindow.windowScene`).
    func attach(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
        windowReferences.append(WeakWindow(window: window))
    }

    /// Notes that `window` left the scene.
    func detach(_ window: UIWindow) {
        windowReferences.removeAll { $0.window == nil || $0.window === window }
    }
}
