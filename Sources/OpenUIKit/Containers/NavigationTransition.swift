import Foundation

/// One push or pop a navigation controller is showing: the controllers leaving and
/// arriving, the dimming between them, the bar's cross-fade, and (for a swipe back) the
/// progress a finger sets.
///
/// The arriving view slides in from the right edge while the leaving one moves left by a
/// third of the width under a dimming veil (a push); a pop is the reverse. Positions are
/// translations, so the views' frames and safe areas stay as laid out.
@MainActor
final class NavigationTransition {
    /// How long an animated push or pop takes, in seconds.
    static let duration: TimeInterval = 0.35
    /// The part of the width the view underneath moves by (UIKit's parallax).
    static let parallaxFraction: CGFloat = 1.0 / 3.0
    /// The opacity of the black veil over the view underneath when it is fully covered.
    static let dimmingAlpha: CGFloat = 0.1

    enum Operation {
        case push
        case pop
    }

    let operation: Operation
    let from: UIViewController
    let to: UIViewController
    let isAnimated: Bool
    let isInteractive: Bool
    /// The bar's items before, restored if a swipe back is cancelled.
    let previousItems: [UINavigationItem]
    private let container: UIView
    private let dimmingView = UIView()
    private let barOutgoing: UIView?
    private let barIncoming: UIView?

    init(operation: Operation, from: UIViewController, to: UIViewController, animated: Bool, interactive: Bool,
         container: UIView, previousItems: [UINavigationItem], bar: (outgoing: UIView?, incoming: UIView?)) {
        self.operation = operation
        self.from = from
        self.to = to
        self.isAnimated = animated
        self.isInteractive = interactive
        self.container = container
        self.previousItems = previousItems
        barOutgoing = bar.outgoing
        barIncoming = bar.incoming
        dimmingView.backgroundColor = UIColor(white: 0, alpha: Self.dimmingAlpha)
        dimmingView.isUserInteractionEnabled = false
    }

    /// The view that ends on top in a push (the arriving one), or starts on top in a pop.
    private var upper: UIViewController { operation == .push ? to : from }
    private var lower: UIViewController { operation == .push ? from : to }

    /// Puts the arriving view in the container at its starting place.
    func install() {
        let view = to.view!
        view.frame = container.bounds
        if operation == .push {
            container.addSubview(view)
        } else {
            container.insertSubview(view, belowSubview: from.view)
        }
        dimmingView.frame = container.bounds
        container.insertSubview(dimmingView, aboveSubview: lower.view)
        apply(progress: 0)
    }

    /// Places the views for `progress` (0 at the start, 1 at the end).
    func apply(progress: CGFloat) {
        let width = container.bounds.width
        // How much of the upper view covers the container: rising in a push, falling in a pop.
        let cover = operation == .push ? progress : 1 - progress
        upper.view.transform = CGAffineTransform(translationX: (1 - cover) * width, y: 0)
        lower.view.transform = CGAffineTransform(translationX: -cover * width * Self.parallaxFraction, y: 0)
        dimmingView.alpha = cover
        barOutgoing?.alpha = 1 - progress
        barIncoming?.alpha = progress
    }

    /// Puts everything back in its resting place and takes the veil away.
    func tearDown() {
        from.viewIfLoaded?.transform = .identity
        to.viewIfLoaded?.transform = .identity
        dimmingView.removeFromSuperview()
        barOutgoing?.alpha = 1
        barIncoming?.alpha = 1
    }
}
