import Foundation

/// Shows a controller in a popover: a rounded bubble with an arrow pointing at a source
/// view, sized by the presented controller's `preferredContentSize`. A tap outside the bubble
/// dismisses it (except on `passthroughViews`), asking the delegate as a sheet's swipe does.
///
/// In a compact width the popover adapts to a sheet rising from the bottom, unless the
/// delegate's `adaptivePresentationStyle(for:traitCollection:)` returns `.none`. Set the
/// popover's `delegate` to a `UIPopoverPresentationControllerDelegate` to hear
/// `prepareForPopoverPresentation(_:)` as well.
///
/// UIKit requires `sourceView` (or a bar button item) and ends the app without one; here a
/// popover without a source is shown centered, without an arrow, after a warning.
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    /// The view the arrow points at; `sourceRect` is in its coordinates.
    open weak var sourceView: UIView?
    /// The rectangle in `sourceView` the arrow points at; `.zero` means the whole view.
    open var sourceRect = CGRect.zero
    /// A bar button item the arrow points at, in a navigation bar or toolbar; it takes
    /// precedence over `sourceView`, as in UIKit.
    open var barButtonItem: UIBarButtonItem?
    /// The sides the arrow may be on (default `.any`).
    open var permittedArrowDirections = UIPopoverArrowDirection.any
    /// The side the arrow is on: `.unknown` until the popover is shown (and for one without
    /// a source).
    open private(set) var arrowDirection = UIPopoverArrowDirection.unknown
    /// The bubble's colour, arrow included; nil for the system background.
    open var backgroundColor: UIColor? {
        didSet { bubbleView?.fillColor = backgroundColor ?? PopoverBubbleView.defaultFill }
    }
    /// Views outside the popover that keep getting touches while it is shown; a tap anywhere
    /// else outside dismisses it.
    open var passthroughViews: [UIView]?

    private var bubbleView: PopoverBubbleView?
    /// Whether the delegate has heard `prepareForPopoverPresentation(_:)` for this showing.
    var preparedForPresentation = false
    private var outsideTapView: PopoverOutsideView?

    /// Where the bubble goes now, in the container's coordinates.
    private var currentLayout: PopoverLayout? {
        guard presentationStyle == .popover, let containerView else { return nil }
        var source: CGRect?
        if let itemView = barButtonItem?.anchorView, itemView.window != nil {
            source = itemView.convert(itemView.bounds, to: containerView)
        } else if let sourceView {
            let rect = sourceRect == .zero ? sourceView.bounds : sourceRect
            source = sourceView.convert(rect, to: containerView)
        }
        return PopoverLayout.place(preferred: presentedViewController.preferredContentSize, source: source,
                                   in: containerView.bounds, permitted: permittedArrowDirections)
    }

    /// The content's frame beside the source while shown as a popover; a sheet's card once
    /// adapted.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let layout = currentLayout else { return super.frameOfPresentedViewInContainerView }
        return layout.contentFrame
    }

    // MARK: The system's views

    override func installSystemChrome() {
        guard presentationStyle == .popover, let containerView else { return super.installSystemChrome() }
        if !preparedForPresentation {
            preparedForPresentation = true
            (delegate as? UIPopoverPresentationControllerDelegate)?.prepareForPopoverPresentation(self)
        }
        if sourceView == nil, barButtonItem?.anchorView == nil {
            Diagnostics.warn("UIPopoverPresentationController for \(type(of: presentedViewController)) should have a non-nil sourceView before the presentation occurs; it is shown centered without an arrow")
        }
        let outside = PopoverOutsideView(popover: self)
        outside.frame = containerView.bounds
        outside.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        containerView.insertSubview(outside, at: 0)
        outsideTapView = outside
        let bubble = PopoverBubbleView(frame: .zero)
        bubble.fillColor = backgroundColor ?? PopoverBubbleView.defaultFill
        containerView.insertSubview(bubble, aboveSubview: outside)
        bubbleView = bubble
        placeBubble()
        if let presentedView {
            presentedView.layer.cornerRadius = PopoverLayout.cornerRadius
            presentedView.clipsToBounds = true
        }
    }

    override func removeSystemChrome() {
        super.removeSystemChrome()
        presentedView?.layer.cornerRadius = 0
        presentedView?.clipsToBounds = false
        bubbleView?.removeFromSuperview()
        outsideTapView?.removeFromSuperview()
        bubbleView = nil
        outsideTapView = nil
        arrowDirection = .unknown
    }

    override func animateChrome(appearing: Bool, animated: Bool, duration: TimeInterval) {
        guard let bubbleView else { return super.animateChrome(appearing: appearing, animated: animated, duration: duration) }
        if appearing { UIView.performWithoutAnimation { bubbleView.alpha = 0 } }
        UIView.animate(withDuration: animated ? duration : 0) { bubbleView.alpha = appearing ? 1 : 0 }
    }

    override func layoutSystemViews(presentedView: UIView) {
        super.layoutSystemViews(presentedView: presentedView)
        placeBubble()
    }

    private func placeBubble() {
        guard let layout = currentLayout else { return }
        bubbleView?.layout = layout
        arrowDirection = layout.arrowDirection
    }

    /// A touch outside the bubble at `point` (container coordinates): the passthrough view
    /// under it, if any.
    func passthroughView(at point: CGPoint, in container: UIView, with event: UIEvent?) -> UIView? {
        for view in passthroughViews ?? [] where view.window != nil {
            if let hit = view.hitTest(container.convert(point, to: view), with: event) { return hit }
        }
        return nil
    }
}
