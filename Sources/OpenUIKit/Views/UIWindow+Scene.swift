import Foundation

extension UIWindow {
    /// A window in `windowScene`, the size of its screen: what a scene delegate makes in
    /// `scene(_:willConnectTo:options:)`.
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.coordinateSpace.bounds)
        // An initializer's own assignments do not run `didSet`.
        self.windowScene = windowScene
        windowScene.attach(self)
    }
}
