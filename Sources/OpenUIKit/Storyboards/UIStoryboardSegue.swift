import Foundation

/// One run of a storyboard segue: the transition from `source` to a new `destination`.
///
/// A storyboard makes one for each time a segue runs, hands it to the source's
/// `prepare(for:sender:)`, then calls ``perform()``. The base class performs the kind the
/// storyboard gives the segue: `embed` puts the destination's view in the container view, as
/// a child controller; `show` and `showDetail` route as `show(_:sender:)` and
/// `showDetailViewController(_:sender:)` do; `presentation` and `popoverPresentation`
/// present; an unwind finds the controller implementing its action up the source's
/// parents, navigation stack and presenters, sends it the action, and goes back to it.
@preconcurrency @MainActor
open class UIStoryboardSegue: NSObject {
    private let storedIdentifier: String?
    private let storedSource: UIViewController
    private let storedDestination: UIViewController
    /// The storyboard's kind for this segue; nil for one made in code.
    var kind: IBSegue.Kind?
    /// The container view an embed segue fills.
    weak var containerView: UIView?
    /// The storyboard's `modalPresentationStyle` and `modalTransitionStyle` for a present
    /// segue, as member names (`formSheet`, `crossDissolve`); nil keeps the destination's.
    var presentationStyleName: String?
    var transitionStyleName: String?
    /// What the segue was performed from (a button, a cell), where a popover points.
    weak var senderView: UIView?
    /// The bar button item the segue was triggered from, or the one the storyboard anchors
    /// it to, where a popover points.
    weak var senderBarButtonItem: UIBarButtonItem?
    /// For an unwind segue: the Objective-C name of the unwind action (`unwindToList:`).
    var unwindActionName: String?

    /// A segue between two controllers; `identifier` is the storyboard's, if any.
    public init(identifier: String?, source: UIViewController, destination: UIViewController) {
        storedIdentifier = identifier
        storedSource = source
        storedDestination = destination
        super.init()
    }

    /// The segue's identifier in the storyboard.
    open var identifier: String? { storedIdentifier }
    /// The controller the segue starts from.
    open var source: UIViewController { storedSource }
    /// The controller the segue goes to, made anew for this run.
    open var destination: UIViewController { storedDestination }

    /// Runs the transition. Subclasses (custom segues) override it; the base class performs
    /// the storyboard's kind.
    open func perform() {
        StoryboardSegueRoutes.perform(self)
    }
}
