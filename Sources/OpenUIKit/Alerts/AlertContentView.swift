import Foundation

/// An alert controller's view: the alert's box, or an action sheet's rounded groups (the
/// cancel action in a group of its own), or, in a popover, the sheet's buttons alone.
@MainActor
final class AlertContentView: UIView {
    /// Which of the three an alert controller looks like now.
    enum Mode { case alert, sheet, popover }

    /// An alert's width, in points.
    static let alertWidth: CGFloat = 270
    /// An action sheet's width in a popover, in points.
    static let popoverWidth: CGFloat = 304
    /// The radius of an alert's corners, in points.
    static let alertCornerRadius: CGFloat = 14
    /// The radius of an action sheet group's corners, in points.
    static let sheetCornerRadius: CGFloat = 13
    /// An alert button's height, in points.
    static let alertButtonHeight: CGFloat = 44
    /// An action sheet button's height, in points.
    static let sheetButtonHeight: CGFloat = 57
    /// The gap between an action sheet's groups, in points.
    static let groupSpacing: CGFloat = 8
    /// The margins around an alert's title and message, in points.
    static let alertTextInsets = UIEdgeInsets(top: 20, left: 16, bottom: 20, right: 16)
    /// The margins around an action sheet's title and message, in points.
    static let sheetTextInsets = UIEdgeInsets(top: 14, left: 16, bottom: 14, right: 16)
    /// The gap between the title and the message, in points.
    static let titleMessageSpacing: CGFloat = 3
    /// The font sizes, in points: an alert's title, the message (and an action sheet's
    /// title), an alert's buttons, an action sheet's buttons.
    static let alertTitleSize: CGFloat = 17
    static let messageSize: CGFloat = 13
    static let alertButtonFontSize: CGFloat = 17
    static let sheetButtonFontSize: CGFloat = 20
    /// The light, slightly translucent material behind an alert and an action sheet's main
    /// group (UIKit blurs what is behind; here it is a wash).
    static let materialColor = UIColor(white: 0.97, alpha: 0.94)
    /// The colour of an action sheet's title and message.
    static let sheetHeaderColor = UIColor(white: 0.55, alpha: 1)
    /// An alert's text fields: their font size and height, in points, the space above the
    /// first and below the last, and the grey of their frames.
    static let textFieldFontSize: CGFloat = 13
    static let textFieldHeight: CGFloat = 26
    static let textFieldTopSpacing: CGFloat = 14
    static let textFieldBottomSpacing: CGFloat = 18
    static let textFieldTextInset: CGFloat = 4
    static let textFieldBorderColor = UIColor(white: 0.72, alpha: 1)

    private weak var controller: UIAlertController?
    private let mainGroup = UIView()
    private let cancelGroup = UIView()
    private let titleLabel = UILabel()
    private let messageLabel = UILabel()
    private var mainButtons: [AlertActionButton] = []
    private var cancelButton: AlertActionButton?
    private var separators: [UIView] = []
    /// The white frame each of the controller's text fields sits in.
    private var fieldFrames: [UIView] = []
    private var builtMode: Mode?

    init(controller: UIAlertController) {
        self.controller = controller
        super.init(frame: .zero)
        backgroundColor = .clear
        isOpaque = false
        for group in [mainGroup, cancelGroup] {
            group.clipsToBounds = true
            addSubview(group)
        }
        for label in [titleLabel, messageLabel] {
            label.numberOfLines = 0
            label.textAlignment = .center
            mainGroup.addSubview(label)
        }
        textDidChange()
    }

    required init?(coder: NSCoder) { nil }

    private var mode: Mode { controller?.layoutMode ?? .alert }
    private var hasText: Bool { !(titleLabel.text ?? "").isEmpty || !(messageLabel.text ?? "").isEmpty }

    /// The title or message changed.
    func textDidChange() {
        titleLabel.text = controller?.title
        messageLabel.text = controller?.message
        builtMode = nil
        setNeedsLayout()
    }

    /// An action was added, enabled or disabled, or the preferred action changed.
    func actionsDidChange() {
        builtMode = nil
        setNeedsLayout()
    }

    /// The content size of an action sheet shown in a popover.
    var popoverContentSize: CGSize {
        CGSize(width: AlertContentView.popoverWidth, height: arrange(width: AlertContentView.popoverWidth, mode: .popover, apply: false))
    }

    /// The height the content needs at `width`.
    func fittingHeight(forWidth width: CGFloat) -> CGFloat {
        arrange(width: width, mode: mode, apply: false)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        if builtMode != mode { rebuild(for: mode) }
        arrange(width: bounds.width, mode: mode, apply: true)
    }

    // MARK: Building

    /// Makes the buttons and styles the groups for `mode`.
    private func rebuild(for mode: Mode) {
        builtMode = mode
        mainButtons.forEach { $0.removeFromSuperview() }
        cancelButton?.removeFromSuperview()
        separators.forEach { $0.removeFromSuperview() }
        separators.removeAll()
        fieldFrames.forEach { $0.removeFromSuperview() }
        fieldFrames.removeAll()
        guard let controller else { return }
        for field in controller.textFields ?? [] {
            let frame = UIView()
            frame.backgroundColor = .white
            frame.layer.borderColor = AlertContentView.textFieldBorderColor.cgColor
            frame.addSubview(field)
            mainGroup.addSubview(frame)
            fieldFrames.append(frame)
        }
        let alert = mode == .alert
        let fontSize = alert ? AlertContentView.alertButtonFontSize : AlertContentView.sheetButtonFontSize
        let emphasized = alert ? (controller.preferredAction ?? controller.cancelAction) : controller.cancelAction
        let make = { (action: UIAlertAction) -> AlertActionButton in
            let button = AlertActionButton(action: action, fontSize: fontSize, emphasized: action === emphasized)
            button.addTarget(self, action: Selector(AlertContentView.buttonTapped), for: .touchUpInside)
            return button
        }
        let others = controller.actions.filter { $0.style != .cancel }
        mainButtons = others.map(make)
        cancelButton = controller.cancelAction.map(make)
        if alert, let cancelButton {
            // Two buttons side by side put cancel on the left; stacked ones put it last.
            if others.count == 1 { mainButtons.insert(cancelButton, at: 0) } else { mainButtons.append(cancelButton) }
            self.cancelButton = nil
        }
        if mode == .popover { cancelButton = nil }
        mainButtons.forEach { mainGroup.addSubview($0) }
        if let cancelButton { cancelGroup.addSubview(cancelButton) }
        cancelGroup.isHidden = cancelButton == nil

        mainGroup.backgroundColor = mode == .popover ? .clear : AlertContentView.materialColor
        mainGroup.layer.cornerRadius = alert ? AlertContentView.alertCornerRadius : mode == .sheet ? AlertContentView.sheetCornerRadius : 0
        cancelGroup.backgroundColor = .white
        cancelGroup.layer.cornerRadius = AlertContentView.sheetCornerRadius
        titleLabel.font = alert ? .boldSystemFont(ofSize: AlertContentView.alertTitleSize)
            : .systemFont(ofSize: AlertContentView.messageSize, weight: .semibold)
        messageLabel.font = .systemFont(ofSize: AlertContentView.messageSize)
        titleLabel.textColor = alert ? .label : AlertContentView.sheetHeaderColor
        messageLabel.textColor = alert ? .label : AlertContentView.sheetHeaderColor
    }

    /// An alert with text fields edits the first when it appears, as iOS's does.
    override func didMoveToWindow() {
        super.didMoveToWindow()
        guard window != nil, let first = controller?.textFields?.first else { return }
        layoutIfNeeded()
        first.becomeFirstResponder()
    }

    func buttonTapped(_ button: AlertActionButton) {
        controller?.choose(button.action)
    }

    // MARK: Arranging

    /// One device pixel, in points: the hairlines' thickness.
    private var hairline: CGFloat {
        let scale = window?.screenScale ?? 1
        return 1 / max(1, scale)
    }

    /// Lays the content out at `width` for `mode` (frames set only when `apply`), returning
    /// its height.
    @discardableResult
    private func arrange(width: CGFloat, mode: Mode, apply: Bool) -> CGFloat {
        if builtMode != mode { rebuild(for: mode) }
        let alert = mode == .alert
        let insets = alert ? AlertContentView.alertTextInsets : AlertContentView.sheetTextInsets
        let rowHeight = alert ? AlertContentView.alertButtonHeight : AlertContentView.sheetButtonHeight
        let textWidth = max(0, width - insets.left - insets.right)
        var y: CGFloat = 0
        if hasText {
            y = insets.top
            for label in [titleLabel, messageLabel] where !(label.text ?? "").isEmpty {
                if label === messageLabel, !(titleLabel.text ?? "").isEmpty { y += AlertContentView.titleMessageSpacing }
                let height = ceil(label.sizeThatFits(CGSize(width: textWidth, height: .greatestFiniteMagnitude)).height)
                if apply { label.frame = CGRect(x: insets.left, y: y, width: textWidth, height: height) }
                y += height
            }
            y += insets.bottom
        }
        if !fieldFrames.isEmpty {
            // The fields stack under the message, each frame's top hairline on the one above.
            y += hasText ? AlertContentView.textFieldTopSpacing - insets.bottom : AlertContentView.textFieldTopSpacing
            for frame in fieldFrames {
                if apply {
                    frame.frame = CGRect(x: insets.left, y: y, width: textWidth, height: AlertContentView.textFieldHeight)
                    frame.layer.borderWidth = hairline
                    frame.subviews.first?.frame = frame.bounds.insetBy(dx: AlertContentView.textFieldTextInset, dy: 0)
                }
                y += AlertContentView.textFieldHeight - hairline
            }
            y += hairline + AlertContentView.textFieldBottomSpacing
        }
        if apply {
            titleLabel.isHidden = (titleLabel.text ?? "").isEmpty
            messageLabel.isHidden = (messageLabel.text ?? "").isEmpty
            separators.forEach { $0.removeFromSuperview() }
            separators.removeAll()
        }
        let half = (width - hairline) / 2
        let sideBySide = alert && mainButtons.count == 2
            && mainButtons.allSatisfy { $0.titleWidth <= half - 2 * AlertActionButton.titleInset }
        if sideBySide {
            if apply {
                addSeparator(CGRect(x: 0, y: y, width: width, height: hairline))
                addSeparator(CGRect(x: half, y: y + hairline, width: hairline, height: rowHeight))
                mainButtons[0].frame = CGRect(x: 0, y: y + hairline, width: half, height: rowHeight)
                mainButtons[1].frame = CGRect(x: half + hairline, y: y + hairline, width: width - half - hairline, height: rowHeight)
            }
            y += hairline + rowHeight
        } else {
            for (index, button) in mainButtons.enumerated() {
                // The first button of a sheet without a title sits on no hairline.
                if hasText || index > 0 || alert {
                    if apply { addSeparator(CGRect(x: 0, y: y, width: width, height: hairline)) }
                    y += hairline
                }
                if apply { button.frame = CGRect(x: 0, y: y, width: width, height: rowHeight) }
                y += rowHeight
            }
        }
        if apply { mainGroup.frame = CGRect(x: 0, y: 0, width: width, height: y) }
        if let cancelButton, mode == .sheet {
            y += AlertContentView.groupSpacing
            if apply {
                cancelGroup.frame = CGRect(x: 0, y: y, width: width, height: rowHeight)
                cancelButton.frame = cancelGroup.bounds
            }
            y += rowHeight
        }
        return y
    }

    private func addSeparator(_ frame: CGRect) {
        let line = UIView(frame: frame)
        line.backgroundColor = .separator
        mainGroup.addSubview(line)
        separators.append(line)
    }
}
