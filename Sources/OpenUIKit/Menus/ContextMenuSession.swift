import Foundation

/// One open context menu, from its opening to the end of its closing animation: it asks the
/// interaction's delegate in UIKit's order, shows the overlay, and runs a chosen action
/// once the menu has gone.
@MainActor
final class ContextMenuSession {
    /// The interaction that opened the menu.
    private(set) weak var interaction: UIContextMenuInteraction?
    let configuration: UIContextMenuConfiguration
    private weak var window: UIWindow?
    /// The menu the configuration made, if any.
    let menu: UIMenu?
    /// The view controller the configuration made as the preview, if any.
    let previewController: UIViewController?
    /// What covers the window while the menu is open.
    private(set) var overlay: ContextMenuOverlayView?
    /// Where the menu was opened, in window coordinates.
    let location: CGPoint
    private var highlightPreview: UITargetedPreview?
    private var previousResponder: UIResponder?
    private var isClosing = false
    private var hasEnded = false
    private var animators: [ContextMenuAnimator] = []
    private var endDeadline: InputTimer?
    /// What a chosen action's `sender` is: the control a control's menu is under (or the bar
    /// button item it shows).
    private weak var sender: AnyObject?

    init(interaction: UIContextMenuInteraction, configuration: UIContextMenuConfiguration, window: UIWindow,
         location: CGPoint) {
        self.interaction = interaction
        self.configuration = configuration
        self.window = window
        self.location = location
        menu = configuration.actionProvider?([])
        sender = interaction.isAnchoredToView ? interaction.menuSender ?? interaction.view : nil
        previewController = configuration.previewProvider?()
    }

    /// The menu open in `window`, if there is one.
    static func showing(in window: UIWindow) -> ContextMenuSession? {
        for case let overlay as ContextMenuOverlayView in window.subviews.reversed() {
            if let session = overlay.session, !session.isClosing { return session }
        }
        return nil
    }

    /// Whether a menu is open in `window` (and not yet closing).
    static func isShowing(in window: UIWindow) -> Bool {
        showing(in: window) != nil
    }

    /// Lifts the preview and shows the menu: the highlight preview is asked for, then the
    /// delegate hears that the menu will show, with the animation it may join.
    func present() {
        guard let window, let interaction, let view = interaction.view else { return }
        let delegate = interaction.delegate
        let preview = delegate?.contextMenuInteraction(interaction, previewForHighlightingMenuWithConfiguration: configuration)
            ?? UITargetedPreview(view: view)
        highlightPreview = preview
        let animator = ContextMenuAnimator(previewViewController: previewController)
        animators.append(animator)
        delegate?.contextMenuInteraction(interaction, willDisplayMenuFor: configuration, animator: animator)

        let overlay = ContextMenuOverlayView(session: self, frame: window.bounds, blurs: !interaction.isAnchoredToView)
        self.overlay = overlay
        if interaction.isAnchoredToView {
            overlay.showAnchor(view.convert(view.bounds, to: nil))
        } else {
            overlay.showPreview(preview, controller: previewController)
        }
        if let menu { overlay.platter.show(menu) }
        window.addSubview(overlay)
        overlay.layoutForOpening(at: location)
        previousResponder = UIResponder.currentFirstResponder(in: window)
        _ = overlay.becomeFirstResponder()
        UIView.animate(withDuration: ContextMenuThresholds.presentDuration, delay: 0, options: [.curveEaseOut], animations: {
            overlay.showOpen()
            for animation in animator.animations { animation() }
        }, completion: { _ in animator.runCompletions() })
    }

    /// Closes the menu; `action` (a row chosen in `parent`) runs once it has gone. The
    /// delegate is asked for the preview to settle into, then hears that the menu ends.
    func dismiss(choosing action: UIAction?, in parent: UIMenu? = nil) {
        guard !isClosing else { return }
        isClosing = true
        guard let interaction else { return end(running: nil, in: nil) }
        let delegate = interaction.delegate
        let target = delegate?.contextMenuInteraction(interaction, previewForDismissingMenuWithConfiguration: configuration)
            ?? highlightPreview
        let animator = ContextMenuAnimator(previewViewController: previewController)
        animators.append(animator)
        delegate?.contextMenuInteraction(interaction, willEndFor: configuration, animator: animator)
        close(settlingInto: target, animator: animator, running: action, in: parent)
    }

    /// The preview was tapped: the delegate hears it (and may pick how the preview goes),
    /// then the menu closes as a dismissal does.
    func commitPreview() {
        guard !isClosing, let interaction else { return }
        let animator = ContextMenuAnimator(previewViewController: previewController)
        animators.append(animator)
        interaction.delegate?.contextMenuInteraction(interaction, willPerformPreviewActionForMenuWith: configuration,
                                                     animator: animator)
        dismiss(choosing: nil)
    }

    private func close(settlingInto target: UITargetedPreview?, animator: ContextMenuAnimator, running action: UIAction?,
                       in parent: UIMenu?) {
        guard let overlay, let window else { return end(running: action, in: parent) }
        _ = overlay.resignFirstResponder()
        let duration = ContextMenuThresholds.dismissDuration
        UIView.animate(withDuration: duration, delay: 0, options: [.curveEaseIn], animations: {
            overlay.showClosed(settlingInto: target)
            for animation in animator.animations { animation() }
        }, completion: { [weak self] _ in self?.end(running: action, in: parent) })
        endDeadline = window.inputClock.schedule(after: duration + ContextMenuThresholds.endGrace) { [weak self] in
            self?.end(running: action, in: parent)
        }
    }

    /// After the closing animation: the overlay goes, keys go back where they were, the
    /// delegate's completions run, and then the chosen action.
    private func end(running action: UIAction?, in parent: UIMenu?) {
        guard !hasEnded else { return }
        hasEnded = true
        endDeadline?.cancel()
        overlay?.removeFromSuperview()
        overlay = nil
        if let previousResponder, previousResponder !== overlay, (previousResponder as? UIView)?.window != nil {
            _ = previousResponder.becomeFirstResponder()
        }
        if interaction?.session === self { interaction?.session = nil }
        for animator in animators { animator.runCompletions() }
        guard let action else { return }
        parent?.applySingleSelection(choosing: action)
        // A pop-up button's selection moves to the chosen row before its handler runs.
        if interaction?.isAnchoredToView == true, let button = interaction?.view as? UIButton {
            button.menuActionWasChosen(action)
        }
        // A control's menu sends its actions from the control; a context menu from nothing.
        action.perform(sender: sender)
    }
}
