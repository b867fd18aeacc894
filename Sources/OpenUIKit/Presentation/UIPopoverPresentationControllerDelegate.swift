import Foundation

/// A popover's delegate: everything an adaptive presentation's delegate hears (set it as the
/// popover controller's `delegate`; return `.none` from
/// `adaptivePresentationStyle(for:traitCollection:)` to keep the popover in a compact
/// width), plus the moment before the popover shows.
@preconcurrency @MainActor
public protocol UIPopoverPresentationControllerDelegate: UIAdaptivePresentationControllerDelegate {
    /// The popover is about to be shown: the last moment to set its source and arrows.
    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController)
}

extension UIPopoverPresentationControllerDelegate {
    /// Nothing to prepare.
    public func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {}
}
