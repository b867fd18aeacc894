import Foundation

/// One action's button in an alert or action sheet: its title centered in the colour its
/// style gives (tint, red for destructive, grey when disabled), bold when emphasised, and a
/// grey wash while pressed.
@MainActor
final class AlertActionButton: UIControl {
    /// The wash over a pressed button.
    static let highlightColor = UIColor(white: 0, alpha: 0.1)
    /// The title colour of a disabled action.
    static let disabledColor = UIColor(white: 0.55, alpha: 0.6)
    /// The gap between the title and the button's sides, in points.
    static let titleInset: CGFloat = 8

    let action: UIAlertAction
    let titleLabel = UILabel()

    init(action: UIAlertAction, fontSize: CGFloat, emphasized: Bool) {
        self.action = action
        super.init(frame: .zero)
        titleLabel.text = action.title
        titleLabel.textAlignment = .center
        titleLabel.font = emphasized ? .systemFont(ofSize: fontSize, weight: .semibold) : .systemFont(ofSize: fontSize)
        addSubview(titleLabel)
        isEnabled = action.isEnabled
        titleLabel.textColor = titleColor
    }

    required init?(coder: NSCoder) { nil }

    private var titleColor: UIColor {
        guard action.isEnabled else { return AlertActionButton.disabledColor }
        return action.style == .destructive ? .systemRed : .systemBlue
    }

    /// The title's width at its font, for choosing between side-by-side and stacked buttons.
    var titleWidth: CGFloat { titleLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)).width }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? AlertActionButton.highlightColor : .clear }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        titleLabel.frame = bounds.insetBy(dx: AlertActionButton.titleInset, dy: 0)
    }
}
