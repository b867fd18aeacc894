import Foundation

/// Gives the pointer's motion to the hover recognizers (`UIHoverGestureRecognizer`) of the
/// views under it: pointer motion with no button held, which never becomes a touch.
///
/// On every such motion the view under the pointer is hit-tested and its hover recognizers
/// and its ancestors' are collected: those the pointer just reached begin (if their
/// delegate lets them receive the `.hover` event), those it is still over change, and those
/// it left end. Leaving the window cancels every one. While a button is held the hovering
/// stands still (the drag is a touch) and is brought up to date at the next motion
/// without a button.
///
/// It keeps its own record of which recognizers the pointer is over, so a recognizer that
/// declined (its delegate refused to begin) is not asked again until the pointer leaves its
/// view and comes back.
@MainActor
final class HoverRouter {
    private struct Visit {
        weak var recognizer: UIHoverGestureRecognizer?
    }

    private weak var window: UIWindow?
    private let environment: GestureEnvironment
    /// The recognizers the pointer is over, in the order it reached them.
    private var visits: [Visit] = []
    /// The event delegates are asked about (`gestureRecognizer(_:shouldReceive:)`).
    private let hoverEvent = UIEvent(type: .hover, timestamp: 0)

    init(window: UIWindow, environment: GestureEnvironment) {
        self.window = window
        self.environment = environment
    }

    /// How many recognizers the pointer is over (for tests).
    var visitCount: Int { visits.count }

    /// One pointer event.
    func handle(_ pointer: PointerInput) {
        switch pointer.phase {
        case .exited:
            leaveAll(cancelled: true)
        case .moved, .entered, .released:
            guard pointer.buttonsDown.isEmpty, pointer.location.isFinite else { return }
            hoverEvent.timestamp = pointer.timestamp
            update(at: pointer.location)
        case .pressed:
            break
        }
    }

    /// Ends every hover: the pointer left the window, or the window lost its input.
    func leaveAll(cancelled: Bool) {
        let leaving = visits
        visits = []
        for visit in leaving {
            guard let recognizer = visit.recognizer else { continue }
            environment.drive(recognizer) { recognizer.pointerExited(cancelled: cancelled) }
        }
    }

    private func update(at location: CGPoint) {
        guard let window else { return }
        var under: [UIHoverGestureRecognizer] = []
        var view = window.hitTest(location, with: hoverEvent)
        while let current = view {
            for case let hover as UIHoverGestureRecognizer in current.attachedGestureRecognizers where hover.isEnabled {
                under.append(hover)
            }
            view = current.superview
        }
        var staying: [Visit] = []
        for visit in visits {
            guard let recognizer = visit.recognizer else { continue }
            if under.contains(where: { $0 === recognizer }) {
                staying.append(visit)
                environment.drive(recognizer) { recognizer.pointerMoved(to: location) }
            } else {
                environment.drive(recognizer) { recognizer.pointerExited(cancelled: false) }
            }
        }
        for recognizer in under where !staying.contains(where: { $0.recognizer === recognizer }) {
            staying.append(Visit(recognizer: recognizer))
            guard recognizer.delegate?.gestureRecognizer(recognizer, shouldReceive: hoverEvent) ?? true else { continue }
            environment.drive(recognizer) { recognizer.pointerEntered(at: location) }
        }
        visits = staying
    }
}
