import Foundation

/// The delegate of a window scene: a scene delegate with the scene's main window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window. With a storyboard in the scene's configuration, the launch
    /// sets it before `scene(_:willConnectTo:options:)`. A delegate that does not declare it
    /// has none (the default ignores what is set).
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window, unless the delegate declares the property: what is set is not kept.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
