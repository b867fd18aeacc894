import Foundation

/// Makes a view a drag source: a long press of a finger (or a press of the mouse that
/// moves `DragDropThresholds.pointerLiftDistance`, 5 pt) lifts the items its delegate
/// gives, which then follow the touch to a drop destination or fly back.
///
/// While a drag runs in the window, a tap of another finger on a view with a drag
/// interaction asks its delegate for items to add to the drag.
@preconcurrency @MainActor
open class UIDragInteraction: NSObject, UIInteraction {
    /// The delegate that answers for the source.
    open var delegate: (any UIDragInteractionDelegate)? { storedDelegate }
    private weak var storedDelegate: (any UIDragInteractionDelegate)?
    /// The view the interaction is attached to.
    public private(set) weak var view: UIView?

    /// Whether the view's other recognizers may go on recognizing during the lift (false:
    /// the lift prevents them, as in UIKit).
    open var allowsSimultaneousRecognitionDuringLift = false

    /// Whether the interaction lifts items; `isEnabledByDefault` at first.
    open var isEnabled = true {
        didSet { liftRecognizer.isEnabled = isEnabled }
    }

    /// Whether drag interactions start enabled: true, as on an iPad.
    open class var isEnabledByDefault: Bool { true }

    /// The recognizer that lifts, added to the view.
    let liftRecognizer = DragLiftGestureRecognizer()

    /// A drag interaction answered by `delegate`, which it holds weakly.
    public init(delegate: any UIDragInteractionDelegate) {
        storedDelegate = delegate
        super.init()
        liftRecognizer.interaction = self
        // Observers do not run for the initializer's own assignments.
        isEnabled = Self.isEnabledByDefault
        liftRecognizer.isEnabled = isEnabled
        liftRecognizer.addTarget(self, action: UIDragInteraction.liftRecognizerChanged)
    }

    /// Takes the lift recognizer off the old view.
    open func willMove(to view: UIView?) {
        self.view?.removeGestureRecognizer(liftRecognizer)
    }

    /// Puts the lift recognizer on the new view.
    open func didMove(to view: UIView?) {
        self.view = view
        view?.addGestureRecognizer(liftRecognizer)
    }

    /// The drag this interaction started, from its lift to the end of its last animation.
    var activeDriver: DragSessionDriver?

    /// Asks the delegate for the items at `location` (window points) and makes the drag
    /// (not started yet); nil when there is nothing to drag or a drag already runs in the
    /// window.
    func makeDrag(at location: CGPoint) -> DragSessionDriver? {
        guard let window = view?.window, window.activeDrag == nil else { return nil }
        return DragSessionDriver(source: self, window: window, location: location)
    }

    /// Adds the delegate's items at `location` (window points) to the window's running drag.
    func addItems(at location: CGPoint) {
        guard let window = view?.window, let driver = window.activeDrag else { return }
        driver.addItems(from: self, at: location)
    }

    private func liftRecognizerChanged(_ recognizer: DragLiftGestureRecognizer) {
        if recognizer.state == .began, let prepared = recognizer.takePreparedDrag() {
            activeDriver = prepared
            prepared.lift()
            return
        }
        guard let driver = activeDriver else { return }
        let location = recognizer.location(in: nil)
        switch recognizer.state {
        case .changed: driver.move(to: location)
        case .ended:
            driver.move(to: location)
            driver.end()
        case .cancelled: driver.cancel()
        default: break
        }
    }
}
