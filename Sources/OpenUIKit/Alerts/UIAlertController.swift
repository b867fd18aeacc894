import Foundation

/// An alert or action sheet, drawn as iOS draws them: an alert is a 270-point box with
/// 14-point corners over the dimmed window, its bold 17-point title and 13-point message
/// centered above 44-point buttons separated by hairlines (two side by side, more stacked);
/// an action sheet is a stack of rounded groups at the bottom of a compact window (the
/// cancel action in its own group), or a popover from its source in a regular one.
///
/// A button's handler runs after the alert has been dismissed. With a keyboard, Return
/// chooses the preferred action (an alert's only one) and Esc the cancel action. A popover
/// action sheet tapped outside is dismissed as if cancelled: its cancel action's handler
/// runs. Text fields (`addTextField`) stack under the message; the first is edited when
/// the alert appears.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// How the controller is shown; fixed at creation.
    open private(set) var preferredStyle = UIAlertController.Style.alert
    /// The actions, in the order added.
    open private(set) var actions: [UIAlertAction] = []
    /// The text below the title.
    open var message: String? {
        didSet { contentView?.textDidChange() }
    }
    /// The title, bold above the message.
    open override var title: String? {
        didSet { contentView?.textDidChange() }
    }
    /// The action Return chooses, drawn bold (instead of the cancel action). It must be one
    /// of `actions`; any other is refused with a warning. Alerts only, as in UIKit.
    open var preferredAction: UIAlertAction? {
        get { preferredActionStorage }
        set {
            if let newValue, !actions.contains(where: { $0 === newValue }) {
                Diagnostics.warn("UIAlertController.preferredAction must be one of its actions; add \"\(newValue.title ?? "")\" first")
                return
            }
            preferredActionStorage = newValue
            contentView?.actionsDidChange()
        }
    }
    private var preferredActionStorage: UIAlertAction?
    /// The action chosen, once one is: later taps and keys are ignored.
    private(set) var chosenAction: UIAlertAction?
    private var contentView: AlertContentView? { viewIfLoaded as? AlertContentView }
    /// The presentation controller and animators of an alert and of a compact action sheet.
    private let alertTransitioning = AlertTransitioning()

    /// An alert or action sheet with a title and a message.
    public convenience init(title: String?, message: String?, preferredStyle: UIAlertController.Style) {
        self.init(nibName: nil, bundle: nil)
        self.title = title
        self.message = message
        self.preferredStyle = preferredStyle
        configurePresentation()
    }

    /// An alert with no title, message or actions yet.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        configurePresentation()
    }

    /// Alerts are not archived: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    private func configurePresentation() {
        transitioningDelegate = alertTransitioning
        // An action sheet reads as a popover so its source can be set before presenting;
        // in a compact width, and always for an alert, the alert's own presentation is used.
        modalPresentationStyle = preferredStyle == .actionSheet ? .popover : .custom
        let style = preferredStyle
        ownPresentationStyle = { traits in
            style == .actionSheet && traits.horizontalSizeClass == .regular ? .popover : .custom
        }
    }

    /// Adds an action. A second cancel action is refused with a warning, as UIKit refuses it.
    open func addAction(_ action: UIAlertAction) {
        if action.style == .cancel, actions.contains(where: { $0.style == .cancel }) {
            Diagnostics.warn("UIAlertController can only have one action with a style of cancel; \"\(action.title ?? "")\" was not added")
            return
        }
        actions.append(action)
        action.onEnabledChange = { [weak self] in self?.contentView?.actionsDidChange() }
        contentView?.actionsDidChange()
    }

    /// The text fields added with `addTextField(configurationHandler:)`, top to bottom; nil
    /// when there are none, as in UIKit.
    open var textFields: [UITextField]? { textFieldsStorage.isEmpty ? nil : textFieldsStorage }
    private var textFieldsStorage: [UITextField] = []

    /// Adds a text field under the message, in the iOS look (stacked, in a thin frame), and
    /// lets `configurationHandler` set it up (placeholder, secure entry, …). Only alerts take
    /// text fields; an action sheet refuses, with a warning. The first field is edited when
    /// the alert appears, and Return in a field chooses the alert's default action.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            Diagnostics.warn("UIAlertController: text fields can only be added to alerts, not to action sheets; the field was not added",
                             once: "UIAlertController.addTextField.actionSheet")
            return
        }
        let field = UITextField(frame: .zero)
        field.font = .systemFont(ofSize: AlertContentView.textFieldFontSize)
        field.leavesReturnToKeyCommands = true
        textFieldsStorage.append(field)
        configurationHandler?(field)
        contentView?.actionsDidChange()
    }

    /// The alert's view: the box, or the action sheet's groups.
    open override func loadView() {
        view = AlertContentView(controller: self)
    }

    /// The popover's content size: the action sheet's buttons at a popover's width.
    open override var preferredContentSize: CGSize {
        get {
            guard preferredStyle == .actionSheet, let content = view as? AlertContentView else { return super.preferredContentSize }
            return content.popoverContentSize
        }
        set { super.preferredContentSize = newValue }
    }

    // MARK: Choosing

    /// Which layout the view uses now: the presentation decides.
    var layoutMode: AlertContentView.Mode {
        if preferredStyle == .alert { return .alert }
        return presentationControllerStorage?.presentationStyle == .popover ? .popover : .sheet
    }

    /// The cancel action, if any.
    var cancelAction: UIAlertAction? { actions.first { $0.style == .cancel } }

    /// What Return chooses: the preferred action, else (UIKit's behaviour with a keyboard)
    /// the only action that is not the cancel one. Alerts only.
    var returnAction: UIAlertAction? {
        guard preferredStyle == .alert else { return nil }
        if let preferredActionStorage { return preferredActionStorage }
        let others = actions.filter { $0.style != .cancel }
        return others.count == 1 ? others[0] : nil
    }

    /// A button was chosen: the alert is dismissed, then the action's handler runs.
    func choose(_ action: UIAlertAction) {
        guard action.isEnabled, chosenAction == nil, actions.contains(where: { $0 === action }) else { return }
        chosenAction = action
        guard presentingViewController != nil else {
            action.handler?(action)
            return
        }
        dismiss(animated: true) { action.handler?(action) }
    }

    /// Return and Esc, as an alert takes them with a keyboard.
    open override var keyCommands: [UIKeyCommand]? {
        var commands: [UIKeyCommand] = []
        if returnAction?.isEnabled == true {
            commands.append(UIKeyCommand(input: "\r", modifierFlags: [], action: Selector(UIAlertController.returnPressed)))
        }
        if cancelAction?.isEnabled == true {
            commands.append(UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Selector(UIAlertController.escapePressed)))
        }
        return commands
    }

    func returnPressed(_ sender: UIKeyCommand) {
        if let returnAction { choose(returnAction) }
    }

    func escapePressed(_ sender: UIKeyCommand) {
        if let cancelAction { choose(cancelAction) }
    }

    /// A dismissal the user made without a button (a tap outside a popover action sheet)
    /// cancels: the cancel action's handler runs, as in UIKit.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        if chosenAction == nil, dismissedByUser, let cancelAction {
            chosenAction = cancelAction
            cancelAction.handler?(cancelAction)
        }
    }
}
