import Foundation

/// A service an activity view controller offers for its items: UIKit's abstract class that
/// an app subclasses for its own services (`applicationActivities`), and that the system's
/// own services (copy, save image) are made from.
///
/// A subclass overrides `activityType`, `activityTitle`, `activityImage`,
/// `canPerform(withActivityItems:)` and `prepare(withActivityItems:)`, then either
/// `activityViewController` (a controller of its own, presented over the sheet) or
/// `perform()`; either way it calls `activityDidFinish(_:)` when done, which dismisses the
/// sheet and runs its `completionWithItemsHandler`.
@preconcurrency @MainActor
open class UIActivity: NSObject {
    /// Where the activity is listed: `.action` (the default) or `.share`.
    open class var activityCategory: UIActivity.Category { .action }

    /// The activity's identity, which `excludedActivityTypes` and the completion handler name.
    /// nil by default.
    open var activityType: UIActivity.ActivityType? { nil }

    /// The row's title. nil by default, which lists the activity untitled.
    open var activityTitle: String? { nil }

    /// The row's image, drawn as a template in the label colour. nil by default.
    open var activityImage: UIImage? { nil }

    /// Whether the activity can act on these items (an item source's placeholder items); it
    /// is listed only if so. False by default.
    open func canPerform(withActivityItems activityItems: [Any]) -> Bool { false }

    /// Called once the user chooses the activity, with the items as resolved for its type.
    /// Does nothing by default.
    open func prepare(withActivityItems activityItems: [Any]) {}

    /// A controller presented over the sheet instead of calling `perform()`; it calls
    /// `activityDidFinish(_:)` when the user is done with it. nil by default.
    open var activityViewController: UIViewController? { nil }

    /// Does the work for activities with no controller of their own, then calls
    /// `activityDidFinish(_:)`. By default it finishes at once, not completed.
    open func perform() {
        activityDidFinish(false)
    }

    /// Tells the activity view controller the activity is done: the sheet (and the
    /// activity's own controller) is dismissed and the completion handler runs with
    /// `completed`.
    open func activityDidFinish(_ completed: Bool) {
        host?.activity(self, didFinishCompleted: completed, error: nil)
    }

    /// The activity view controller running this activity, while it runs.
    weak var host: UIActivityViewController?

    /// An activity with no type, title or image: for subclasses.
    public override init() {
        super.init()
    }
}
