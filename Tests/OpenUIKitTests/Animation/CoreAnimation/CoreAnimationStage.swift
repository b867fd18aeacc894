import Foundation
@testable import OpenUIKit
import Testing

/// A window on a manual frame clock with one view, for Core Animation tests: the window is
/// key while a test runs (its clock is the app's), and `shown` reads the view's layer's
/// presentation.
@MainActor
final class CoreAnimationStage {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 150))
    let view = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
    let frames: HeadlessFrameClock
    private let previousKeyWindow: UIWindow?

    init() {
        window.addSubview(view)
        view.backgroundColor = .red
        frames = HeadlessFrameClock(window: window)
        window.renderIfNeeded()
        previousKeyWindow = UIApplication.shared.keyWindow
        UIApplication.shared.keyWindow = window
        CATransactionStack.reset()
    }

    /// Puts the key window back (call at the end of each test, with `defer`).
    func tearDown() {
        UIApplication.shared.keyWindow = previousKeyWindow
        CATransactionStack.reset()
    }

    var layer: CALayer { view.layer }

    /// The time now on the window's clock (what `CACurrentMediaTime()` reads in an app).
    var now: CFTimeInterval { frames.clock.now }

    /// The view's layer as shown now.
    var shown: CALayer { view.layer.presentation()! }

    /// A free-standing layer added to the view's layer and composited once: from then on its
    /// property changes animate implicitly, as a layer Core Animation has committed does.
    /// It is shown with a size first (a frame with nothing to draw composites nothing), then
    /// put back to the empty frame the tests start from, without animating.
    func hostedLayer() -> HostedLayer {
        let layer = HostedLayer()
        show(layer)
        return layer
    }

    /// Adds `layer` to the view's layer and composites it once (see `hostedLayer()`).
    func show(_ layer: CALayer) {
        layer.frame = CGRect(x: 0, y: 0, width: 1, height: 1)
        view.layer.addSublayer(layer)
        window.renderIfNeeded()
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.frame = .zero
        CATransaction.commit()
    }

    /// Moves the clock on by `seconds`, running the frames on the way.
    func advance(_ seconds: TimeInterval) {
        frames.advance(by: seconds)
    }
}

/// A layer with no view, a sublayer of the stage's view's layer (see
/// `CoreAnimationStage.hostedLayer()`).
final class HostedLayer: CALayer {}

/// Writes what an animation's delegate hears, in order, into a shared transcript.
final class AnimationTranscript: NSObject, CAAnimationDelegate {
    var events: [String] = []
    let name: String

    init(name: String = "") {
        self.name = name
    }

    func animationDidStart(_ anim: CAAnimation) {
        events.append("\(name)start")
    }

    func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {
        events.append("\(name)stop \(flag)")
    }
}

/// Whether two numbers agree to within `tolerance`.
func nearly(_ a: CGFloat, _ b: CGFloat, _ tolerance: CGFloat = 1e-6) -> Bool {
    abs(a - b) <= tolerance
}
