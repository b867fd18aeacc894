import Foundation
import DemoSupport
import OpenUIKit

/// Shows a `FacialExpression` in a `FaceView` and lets gestures and keys change it.
///
/// This is the lecture's MVC: the model (`expression`) knows nothing of drawing, the view
/// knows nothing of the model, and the controller maps one onto the other in `updateUI()`
/// whenever the model is set. Gestures change the model, never the view, except the pinch:
/// zoom is presentation, so the face view handles it itself.
///
/// **Gestures**, all on the face view:
/// - pinch: scales the face (`FaceView.changeScale(byReactingTo:)`);
/// - tap: closes open or squinting eyes, opens closed ones;
/// - swipe up / down: one mouth stop happier / sadder;
/// - one-finger vertical drag: bends the mouth continuously, up is happier
///   (`panPointsPerMouthCurvature` points per unit);
/// - two fingers turning: tilt the brows, clockwise relaxes them
///   (`rotationRadiansPerBrowTilt` radians per unit);
/// - long press: back to `restingExpression`.
///
/// **Keys:** up and down arrows are happier and sadder, space opens or closes the eyes; other
/// keys go on up the responder chain (Esc and q quit there). A key calls the same action as
/// its gesture, so it changes the face the same way.
///
/// **What eases.** A step (a swipe, an arrow key), the eyes (a tap, space) and a reset (the
/// long press) change the model at once, and the face view eases its drawing to it. The
/// one-finger drag and the two-finger turn set the view without easing: like the pinch,
/// they are direct manipulation, and an ease would leave the mouth or the brows trailing
/// the fingers by half its length.
///
/// **Why swipes and the drag do not fight.** A vertical swipe and a vertical drag start the
/// same way, so the pan requires both swipes to fail (`require(toFail:)`). That costs a slow
/// drag nothing: a swipe judges speed as soon as the finger has moved 10 pt, the same
/// distance at which a pan begins, and fails there if the finger is slower than a flick
/// (200 pt/s), so the pan begins on that very event. A quick flick is recognized as a swipe
/// within 50 pt and the pan fails, so the mouth steps exactly once instead of also bending.
/// Users expect exactly this from UIKit apps: flick to step, drag to adjust. The pan's
/// delegate also refuses drags that are more sideways than vertical, since only vertical
/// movement means anything here, and the pan takes one finger only, so that two fingers are
/// left to the pinch and the rotation, which may recognize together (zoom while turning).
@MainActor
open class FaceViewController: DemoViewController {
    /// Points of vertical drag per unit of mouth curvature: 200 pt takes a full frown to a
    /// full smile, about the height of a phone-sized face, so the mouth follows the finger.
    public static let panPointsPerMouthCurvature: CGFloat = 100

    /// Radians of two-finger turn per unit of brow tilt: a quarter turn clockwise takes
    /// level brows to fully relaxed, a comfortable wrist movement.
    public static let rotationRadiansPerBrowTilt: CGFloat = .pi / 2

    /// What the face shows; setting it updates the view.
    public var expression = FacialExpression.default {
        didSet { updateUI() }
    }

    /// What a long press resets the expression to.
    public var restingExpression = FacialExpression.default

    /// The face, filling the controller's view: pinned to its edges by constraints.
    public let faceView = FaceView()

    /// The recognizers on the face view, for apps that want to adjust or observe them.
    public let pinchRecognizer = UIPinchGestureRecognizer()
    public let tapRecognizer = UITapGestureRecognizer()
    public let swipeUpRecognizer = UISwipeGestureRecognizer()
    public let swipeDownRecognizer = UISwipeGestureRecognizer()
    public let panRecognizer = UIPanGestureRecognizer()
    public let rotationRecognizer = UIRotationGestureRecognizer()
    public let longPressRecognizer = UILongPressGestureRecognizer()

    /// Keeps the arbitration rules (which the recognizers hold weakly) out of the
    /// controller's public interface.
    private lazy var arbiter = FaceGestureArbiter(controller: self)

    public override init() {
        super.init()
    }

    /// A controller showing `expression`, which is also what a long press resets to.
    public convenience init(expression: FacialExpression) {
        self.init()
        self.expression = expression
        restingExpression = expression
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: View lifecycle

    /// A plain root view with the face in it, as the lecture's storyboard has it.
    open override func loadView() {
        view = UIView()
        faceView.backgroundColor = .white
        // With a background colour filling it, the face view's pixels are all opaque, which
        // composites faster.
        faceView.isOpaque = true
        view.addSubview(faceView)
    }

    open override func viewDidLoad() {
        super.viewDidLoad()
        pinFaceViewToTheEdges()
        installGestureRecognizers()
        updateUI()
    }

    /// The lecture pins the face to its superview's edges (not the margins or the safe area:
    /// the face scales itself to fit), so it follows every resize of the window.
    private func pinFaceViewToTheEdges() {
        faceView.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            faceView.topAnchor.constraint(equalTo: view.topAnchor),
            faceView.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            faceView.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            faceView.trailingAnchor.constraint(equalTo: view.trailingAnchor),
        ])
    }

    /// Maps the model onto the view.
    private func updateUI() {
        switch expression.eyes {
        case .open: faceView.eyes = .open
        case .closed: faceView.eyes = .closed
        case .squinting: faceView.eyes = .squinting
        }
        faceView.mouthCurvature = expression.mouthCurvature
        faceView.eyeBrowTilt = expression.browTilt
    }

    private func installGestureRecognizers() {
        pinchRecognizer.addTarget(faceView, action: FaceView.changeScale(byReactingTo:))
        tapRecognizer.addTarget(self, action: FaceViewController.toggleEyes)
        swipeUpRecognizer.direction = .up
        swipeUpRecognizer.addTarget(self, action: FaceViewController.increaseHappiness)
        swipeDownRecognizer.direction = .down
        swipeDownRecognizer.addTarget(self, action: FaceViewController.decreaseHappiness)
        panRecognizer.maximumNumberOfTouches = 1
        panRecognizer.require(toFail: swipeUpRecognizer)
        panRecognizer.require(toFail: swipeDownRecognizer)
        panRecognizer.addTarget(self, action: FaceViewController.changeMouthCurvature(byReactingTo:))
        rotationRecognizer.addTarget(self, action: FaceViewController.changeBrowTilt(byReactingTo:))
        longPressRecognizer.addTarget(self, action: FaceViewController.resetExpression(byReactingTo:))

        panRecognizer.delegate = arbiter
        pinchRecognizer.delegate = arbiter
        rotationRecognizer.delegate = arbiter

        for recognizer: UIGestureRecognizer in [pinchRecognizer, tapRecognizer, swipeUpRecognizer, swipeDownRecognizer,
                                                panRecognizer, rotationRecognizer, longPressRecognizer] {
            faceView.addGestureRecognizer(recognizer)
        }
    }

    // MARK: Actions

    /// Closes open or squinting eyes; opens closed ones.
    public func toggleEyes() {
        expression.eyes = expression.eyes.toggled
    }

    /// Moves the mouth to the next stop up.
    public func increaseHappiness() {
        expression = expression.happier
    }

    /// Moves the mouth to the next stop down.
    public func decreaseHappiness() {
        expression = expression.sadder
    }

    /// Bends the mouth by the drag's vertical movement since the last call (up is happier).
    /// The translation at `.began` is left to the first change, so the 10 pt it took to
    /// recognize the drag still counts.
    public func changeMouthCurvature(byReactingTo panRecognizer: UIPanGestureRecognizer) {
        switch panRecognizer.state {
        case .changed, .ended:
            let translation = panRecognizer.translation(in: faceView)
            // The mouth follows the finger: no easing behind it.
            UIView.performWithoutAnimation {
                expression.mouthCurvature -= Double(translation.y / FaceViewController.panPointsPerMouthCurvature)
            }
            panRecognizer.setTranslation(.zero, in: faceView)
        default:
            break
        }
    }

    /// Tilts the brows by the fingers' turn since the last call (clockwise relaxes them).
    public func changeBrowTilt(byReactingTo rotationRecognizer: UIRotationGestureRecognizer) {
        switch rotationRecognizer.state {
        case .changed, .ended:
            // The brows follow the fingers: no easing behind them.
            UIView.performWithoutAnimation {
                expression.browTilt += Double(rotationRecognizer.rotation / FaceViewController.rotationRadiansPerBrowTilt)
            }
            rotationRecognizer.rotation = 0
        default:
            break
        }
    }

    /// Resets the expression once the press has been held long enough.
    public func resetExpression(byReactingTo longPressRecognizer: UILongPressGestureRecognizer) {
        if longPressRecognizer.state == .began {
            expression = restingExpression
        }
    }

    // MARK: Keys

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        let unhandled = presses.filter { !handleKey(of: $0) }
        if !unhandled.isEmpty { super.pressesBegan(unhandled, with: event) }
    }

    open override func pressesEnded(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        // The ends of the presses this controller acted on stop here too, as UIKit asks of
        // a responder that handles a press's beginning.
        let unhandled = presses.filter { press in press.key.map { FaceViewController.action(for: $0) == nil } ?? true }
        if !unhandled.isEmpty { super.pressesEnded(unhandled, with: event) }
    }

    /// The keys this controller answers, and what they do.
    private enum KeyAction {
        case happier, sadder, toggleEyes
    }

    private static func action(for key: UIKey) -> KeyAction? {
        // Modified keys (Ctrl+Up and the like) are left to whoever binds them.
        guard key.modifierFlags.isDisjoint(with: [.control, .alternate, .command]) else { return nil }
        switch key.keyCode {
        case .keyboardUpArrow: return .happier
        case .keyboardDownArrow: return .sadder
        case .keyboardSpacebar: return .toggleEyes
        default: return nil
        }
    }

    /// Acts on `press` if it is one of this controller's keys; returns whether it was.
    private func handleKey(of press: UIPress) -> Bool {
        guard let key = press.key, let action = FaceViewController.action(for: key) else { return false }
        switch action {
        case .happier: increaseHappiness()
        case .sadder: decreaseHappiness()
        case .toggleEyes: toggleEyes()
        }
        return true
    }

    // MARK: Arbitration, asked by `FaceGestureArbiter`

    /// Pinch and rotation recognize together; nothing else does.
    fileprivate func allowsSimultaneousRecognition(of a: UIGestureRecognizer, and b: UIGestureRecognizer) -> Bool {
        let twoFinger: [UIGestureRecognizer] = [pinchRecognizer, rotationRecognizer]
        return a !== b && twoFinger.contains { $0 === a } && twoFinger.contains { $0 === b }
    }

    /// The pan begins only for drags more vertical than horizontal.
    fileprivate func allowsBeginning(of recognizer: UIGestureRecognizer) -> Bool {
        guard recognizer === panRecognizer else { return true }
        let translation = panRecognizer.translation(in: faceView)
        return abs(translation.y) >= abs(translation.x)
    }
}

/// The face controller's gesture delegate: a small object so that the delegate methods do
/// not become part of the controller's public interface.
@MainActor
private final class FaceGestureArbiter: NSObject, UIGestureRecognizerDelegate {
    unowned let controller: FaceViewController

    init(controller: FaceViewController) {
        self.controller = controller
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        controller.allowsBeginning(of: gestureRecognizer)
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool {
        controller.allowsSimultaneousRecognition(of: gestureRecognizer, and: otherGestureRecognizer)
    }
}
