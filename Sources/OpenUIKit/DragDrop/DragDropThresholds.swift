import Foundation

/// The timings and distances of drag and drop, with units; UIKit's where it documents them.
enum DragDropThresholds {
    /// How long a finger is held still before the items lift, in seconds: UIKit's long
    /// press (`UILongPressGestureRecognizer.minimumPressDuration`).
    static let liftDelay: TimeInterval = 0.5
    /// How far a finger may move before the lift without failing it, in points (the long
    /// press's `allowableMovement`).
    static let liftAllowableMovement: CGFloat = 10
    /// How far the mouse moves with the button down before the items lift, in points: a
    /// press that moves less is a click.
    static let pointerLiftDistance: CGFloat = 5
    /// How long a tap that adds items to a running drag may last, in seconds (a tap's).
    static let addTapMaximumDuration: TimeInterval = 0.35
    /// How much a lifted preview grows, as a scale factor.
    static let liftScale: CGFloat = 1.05
    /// How long the lift animation runs, in seconds.
    static let liftDuration: TimeInterval = 0.25
    /// How long a cancelled item takes to fly back, in seconds.
    static let cancelDuration: TimeInterval = 0.3
    /// How long the drop animation runs, in seconds.
    static let dropDuration: TimeInterval = 0.25
    /// How long after its animation should have ended a drag ends anyway, in seconds: a
    /// window that draws no frames (hidden, or never shown) runs no animation completions,
    /// and a drag must never stay stuck.
    static let endGrace: TimeInterval = 0.5
    /// How small the default drop preview shrinks as it fades, as a scale factor.
    static let dropScale: CGFloat = 0.5
    /// How far above the touch a precise drop's location is (`UIDropProposal.isPrecise`),
    /// in points: far enough to be seen beside a fingertip (about 10 mm wide); UIKit
    /// documents the offset but not its size.
    static let preciseDropOffset: CGFloat = 24
    /// How far each further item's preview sits from the one before in the stack, in points.
    static let stackOffset: CGFloat = 6
    /// The corner radius of a preview without a visible path, in points.
    static let previewCornerRadius: CGFloat = 10
    /// The lifted preview's shadow, as iOS draws it under a lifted item: black at this
    /// opacity (0…1), blurred by this radius in points, and dropped this far below it in
    /// points. UIKit documents no figures; these match its look at 1:1 (a soft, light shadow
    /// a few points under the item).
    static let liftShadowOpacity: Float = 0.22
    static let liftShadowRadius: CGFloat = 12
    static let liftShadowOffset = CGSize(width: 0, height: 6)
}
