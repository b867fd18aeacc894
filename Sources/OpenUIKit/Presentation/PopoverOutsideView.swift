import Foundation

/// The clear view under a popover's bubble that covers the rest of the window: a tap on it
/// asks to dismiss the popover, and touches on the popover's passthrough views go through
/// to them.
@MainActor
final class PopoverOutsideView: UIView {
    private weak var popover: UIPopoverPresentationController?

    init(popover: UIPopoverPresentationController) {
        self.popover = popover
        super.init(frame: .zero)
        backgroundColor = .clear
        addGestureRecognizer(UITapGestureRecognizer(target: self, action: Selector(PopoverOutsideView.tapped)))
    }

    required init?(coder: NSCoder) { nil }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        guard let hit = super.hitTest(point, with: event) else { return nil }
        if let popover, let container = superview,
           let through = popover.passthroughView(at: convert(point, to: container), in: container, with: event) {
            return through
        }
        return hit
    }

    func tapped(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, let popover, popover.presentedViewController.presentedStorage == nil else { return }
        popover.userRequestedDismissal()
    }
}
