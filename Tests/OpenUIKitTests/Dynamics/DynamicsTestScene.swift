import Foundation
@testable import OpenUIKit

/// A window with a headless 60 Hz frame clock and a reference view filling it: where the
/// dynamics tests put their items.
@MainActor
final class DynamicsTestScene {
    let window: UIWindow
    let clock: HeadlessFrameClock
    let reference: UIView
    let animator: UIDynamicAnimator

    init(size: CGSize = CGSize(width: 800, height: 600)) {
        window = UIWindow(frame: CGRect(origin: .zero, size: size))
        window.inputClock = ManualInputClock(now: 100)
        clock = HeadlessFrameClock(window: window)
        reference = UIView(frame: CGRect(origin: .zero, size: size))
        window.addSubview(reference)
        animator = UIDynamicAnimator(referenceView: reference)
    }

    /// A subview of the reference view of `size` centred at `center`.
    func addItem(size: CGSize, center: CGPoint) -> UIView {
        let view = UIView(frame: CGRect(x: 0, y: 0, width: size.width, height: size.height))
        view.center = center
        reference.addSubview(view)
        return view
    }

    /// Steps the animator by hand: `seconds` of simulation in fixed steps.
    func simulate(seconds: Double) {
        animator.runSteps(Int((seconds / UIDynamicAnimator.fixedStep).rounded()))
    }
}

/// Records what an animator and its collision behaviors report, in order.
@MainActor
final class DynamicsTranscript: NSObject, UIDynamicAnimatorDelegate, UICollisionBehaviorDelegate {
    var entries: [String] = []
    var names: [ObjectIdentifier: String] = [:]

    func name(_ item: UIDynamicItem) -> String { names[ObjectIdentifier(item)] ?? "?" }

    func dynamicAnimatorWillResume(_ animator: UIDynamicAnimator) { entries.append("resume") }
    func dynamicAnimatorDidPause(_ animator: UIDynamicAnimator) { entries.append("pause") }

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item1: UIDynamicItem,
                           with item2: UIDynamicItem, at p: CGPoint) {
        entries.append("began \(name(item1))-\(name(item2))")
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item1: UIDynamicItem, with item2: UIDynamicItem) {
        entries.append("ended \(name(item1))-\(name(item2))")
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, beganContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?, at p: CGPoint) {
        entries.append("began \(name(item))-\((identifier as? NSString).map { String($0) } ?? "bounds")")
    }

    func collisionBehavior(_ behavior: UICollisionBehavior, endedContactFor item: UIDynamicItem,
                           withBoundaryIdentifier identifier: NSCopying?) {
        entries.append("ended \(name(item))-\((identifier as? NSString).map { String($0) } ?? "bounds")")
    }
}
