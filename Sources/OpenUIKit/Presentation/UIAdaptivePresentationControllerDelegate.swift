import Foundation

/// Decides how a presentation adapts to a compact width, and takes part in dismissals the
/// user starts (a swipe down on a sheet, a tap outside a popover, Esc). Every method is
/// optional. The dismissal calls come only for the user's dismissals, never for
/// `dismiss(animated:completion:)`, as in UIKit.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// The style to use instead of the controller's in a compact width; `.none` keeps it.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The same, told the traits it adapts to; the default asks
    /// `adaptivePresentationStyle(for:)`.
    func adaptivePresentationStyle(for controller: UIPresentationController,
                                   traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// Whether the user may dismiss the presentation now; asked before a dismissal the user
    /// starts, unless the presented controller's `isModalInPresentation` already refuses it.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// A dismissal the user started is beginning (it may still be cancelled: a swipe let go
    /// early springs back).
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// A dismissal the user started has completed.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The user tried to dismiss, and `isModalInPresentation` or
    /// `presentationControllerShouldDismiss(_:)` refused: the place to ask about unsaved work.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// The presentation controller's own adaptation.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        controller.adaptivePresentationStyle
    }
    /// Asks `adaptivePresentationStyle(for:)`.
    public func adaptivePresentationStyle(for controller: UIPresentationController,
                                          traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        adaptivePresentationStyle(for: controller)
    }
    /// The user may dismiss.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Nothing to prepare.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Nothing to clean up.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Nothing to say.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
