import Foundation

/// The presentation controller of a sheet (`.pageSheet`, `.formSheet`, and `.automatic`):
/// the heights the card rests at (`detents`), which one it shows, whether the window behind
/// stays dimmed and touchable, the grabber, and the corners.
///
/// Detents apply where the card rises from the bottom edge, in a compact width; in a regular
/// width a sheet keeps the iPad's centred card at its full size, as UIKit does there. The
/// user drags the card between its detents; dragged below the smallest (or flicked down
/// from it), it is dismissed, unless dismissal is refused.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// The medium detent's share of the height the card can take.
    static let mediumFraction: CGFloat = 0.5
    /// The grabber's size and its gap below the card's top edge, in points.
    static let grabberSize = CGSize(width: 36, height: 5)
    static let grabberTopInset: CGFloat = 5
    /// The grabber's colour: a grey that shows on light and dark content.
    static let grabberColor = UIColor(white: 0.5, alpha: 0.45)
    /// How far ahead a flick carries the card when choosing the detent it settles at, in
    /// seconds of its release speed (a light flick moves one detent).
    static let flickProjection: TimeInterval = 0.15

    /// The heights the card can rest at, smallest first once resolved; `[.large()]` by
    /// default. An empty list counts as `[.large()]`.
    open var detents: [Detent] = [.large()] {
        didSet { applyDetentChange() }
    }

    /// The detent showing; nil is the smallest.
    open var selectedDetentIdentifier: Detent.Identifier? {
        didSet { applyDetentChange() }
    }

    /// The largest detent at which the window behind stays undimmed and takes touches; nil
    /// (the default) dims at every detent.
    open var largestUndimmedDetentIdentifier: Detent.Identifier? {
        didSet { applyDetentChange() }
    }

    /// Whether a grabber shows at the card's top edge (false by default).
    open var prefersGrabberVisible = false {
        didSet { updateGrabber() }
    }

    /// The radius of the card's corners; nil for the system's.
    open var preferredCornerRadius: CGFloat? {
        didSet {
            if let r = preferredCornerRadius, !(r.isFinite && r >= 0) {
                Diagnostics.warn("UISheetPresentationController.preferredCornerRadius must be 0 or more points, not \(r); the system's radius is used",
                                 once: "UISheetPresentationController.preferredCornerRadius")
                preferredCornerRadius = nil
                return
            }
            updateCorners()
        }
    }

    /// Changes made in `changes` (the detents, the selected one) animate the card to its new
    /// height; outside such a block they apply at once.
    open func animateChanges(_ changes: () -> Void) {
        animatesChanges = true
        changes()
        animatesChanges = false
        guard let presentedView, isShownWithDetents else { return }
        let frame = frameOfPresentedViewInContainerView
        UIView.animate(withDuration: SheetChrome.springBackDuration, delay: 0, usingSpringWithDamping: 1,
                       initialSpringVelocity: 0, options: [], animations: {
                           presentedView.frame = frame
                           self.sheetChrome?.dimmingView.alpha = self.isDimmed ? 1 : 0
                       })
    }

    /// The detents' heights changed (a custom resolver reads something new): lays the card
    /// out again.
    open func invalidateDetents() {
        applyDetentChange()
    }

    private var animatesChanges = false
    private var grabber: CALayer?

    // MARK: Layout

    /// In a compact width, the card at the selected detent's height, standing on the
    /// container's bottom edge; elsewhere as every sheet.
    open override var frameOfPresentedViewInContainerView: CGRect {
        guard let containerView, isShownWithDetents else { return super.frameOfPresentedViewInContainerView }
        let bounds = containerView.bounds
        let height = resolvedHeight(of: currentDetentIdentifier) ?? maximumDetentValue
        return CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
    }

    /// Whether the card stands on the bottom edge with detents (a sheet in a compact width).
    var isShownWithDetents: Bool {
        guard presentationStyle.isSheet, let containerView else { return false }
        return containerView.traitCollection.horizontalSizeClass == .compact
    }

    /// The tallest the card can be, in points: the container less the gap above a sheet.
    var maximumDetentValue: CGFloat {
        guard let containerView else { return 0 }
        return max(0, containerView.bounds.height - SheetLayout.compactTopInset)
    }

    /// The detents with their heights in the current container, smallest first.
    func resolvedDetents() -> [(identifier: Detent.Identifier, height: CGFloat)] {
        let context = SheetDetentResolutionContext(containerTraitCollection: traitCollection, maximumDetentValue: maximumDetentValue)
        let list = detents.isEmpty ? [Detent.large()] : detents
        let resolved = list.compactMap { detent in detent.resolvedValue(in: context).map { (detent.identifier, $0) } }
        let sorted = resolved.sorted { $0.1 < $1.1 }
        return sorted.isEmpty ? [(Detent.Identifier.large, maximumDetentValue)] : sorted
    }

    /// The detent showing: the selected one when it is among the detents, else the smallest.
    var currentDetentIdentifier: Detent.Identifier {
        let resolved = resolvedDetents()
        if let selected = selectedDetentIdentifier, resolved.contains(where: { $0.identifier == selected }) { return selected }
        return resolved[0].identifier
    }

    func resolvedHeight(of identifier: Detent.Identifier) -> CGFloat? {
        resolvedDetents().first { $0.identifier == identifier }?.height
    }

    /// Whether the window behind is dimmed at the current detent.
    var isDimmed: Bool { isDimmed(atHeight: resolvedHeight(of: currentDetentIdentifier) ?? maximumDetentValue) }

    func isDimmed(atHeight height: CGFloat) -> Bool {
        guard isShownWithDetents, let undimmed = largestUndimmedDetentIdentifier,
              let limit = resolvedHeight(of: undimmed) else { return true }
        return height > limit + 0.5
    }

    /// Touches outside the card reach the window behind when it is not dimmed.
    override var passesTouchesOutsidePresentedView: Bool { !isDimmed }

    /// Where a swipe let go with the card's top `height` points above the bottom, moving
    /// up at `upwardVelocity` points/s: the detent to settle at, or nil to dismiss.
    func detentAfterSwipe(height: CGFloat, upwardVelocity: CGFloat) -> Detent.Identifier? {
        let resolved = resolvedDetents()
        let projected = height + upwardVelocity * CGFloat(UISheetPresentationController.flickProjection)
        let smallest = resolved[0]
        // Below the smallest detent by the dismissal share of its height, or flicked down
        // fast from near it: dismissed.
        let dismissLine = smallest.height * (1 - SheetChrome.dismissDistanceFraction)
        if height < dismissLine || (-upwardVelocity > SheetChrome.dismissVelocity && projected < smallest.height) {
            return nil
        }
        return resolved.min { abs($0.height - projected) < abs($1.height - projected) }?.identifier
    }

    /// The user settled the card at `identifier`: selects it and tells the delegate.
    func userSelectedDetent(_ identifier: Detent.Identifier) {
        guard identifier != currentDetentIdentifier else { return }
        animatesChanges = true
        selectedDetentIdentifier = identifier
        animatesChanges = false
        (delegate as? UISheetPresentationControllerDelegate)?.sheetPresentationControllerDidChangeSelectedDetentIdentifier(self)
    }

    private func applyDetentChange() {
        guard !animatesChanges, let presentedView, presentedView.superview === containerView, isShownWithDetents,
              presentedViewController.presentingStorage?.runningPresentationTransition == nil else { return }
        presentedView.frame = frameOfPresentedViewInContainerView
        sheetChrome?.dimmingView.alpha = isDimmed ? 1 : 0
        updateGrabber()
    }

    // MARK: The system's views

    override func installSystemChrome() {
        super.installSystemChrome()
        updateCorners()
        updateGrabber()
        if let chrome = sheetChrome, !isDimmed { chrome.dimmingView.alpha = 0 }
    }

    override func removeSystemChrome() {
        grabber?.removeFromSuperlayer()
        grabber = nil
        super.removeSystemChrome()
    }

    override func systemPresentationDidFinish() {
        updateGrabber()
    }

    override func layoutSystemViews(presentedView: UIView) {
        super.layoutSystemViews(presentedView: presentedView)
        updateGrabber()
    }

    override func animateChrome(appearing: Bool, animated: Bool, duration: TimeInterval) {
        guard isDimmed else { return }
        super.animateChrome(appearing: appearing, animated: animated, duration: duration)
    }

    private func updateCorners() {
        guard sheetChrome != nil, let presentedView else { return }
        presentedView.layer.cornerRadius = preferredCornerRadius ?? SheetLayout.cornerRadius
    }

    /// The grabber is a layer of the card's own, above its content (so the app's subviews
    /// stay as the app made them), centred at the top.
    private func updateGrabber() {
        guard prefersGrabberVisible, sheetChrome != nil, let presentedView else {
            grabber?.removeFromSuperlayer()
            grabber = nil
            return
        }
        let layer = grabber ?? CALayer()
        if grabber == nil {
            layer.backgroundColor = UISheetPresentationController.grabberColor.cgColor
            layer.cornerRadius = UISheetPresentationController.grabberSize.height / 2
            layer.zPosition = .greatestFiniteMagnitude
            presentedView.layer.addSublayer(layer)
            grabber = layer
        }
        let size = UISheetPresentationController.grabberSize
        CATransaction.begin()
        CATransaction.setDisableActions(true)
        layer.frame = CGRect(x: ((presentedView.bounds.width - size.width) / 2).rounded(),
                             y: UISheetPresentationController.grabberTopInset, width: size.width, height: size.height)
        CATransaction.commit()
    }
}
