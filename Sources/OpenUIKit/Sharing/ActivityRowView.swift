import Foundation

/// One activity's row in the share sheet, as iOS 13 and later draw the action list: the
/// title on the left, the activity's image as a template on the right, grey while pressed.
/// Tapping it (`.touchUpInside`) chooses the activity.
@MainActor
final class ActivityRowView: UIControl {
    /// A row's height, in points.
    static let height: CGFloat = 52
    /// The inset of the title and the image from the row's sides, in points.
    static let sideInset: CGFloat = 16
    /// The side of the image's square, in points.
    static let imageSide: CGFloat = 24
    /// The title's size, in points.
    static let titleFontSize: CGFloat = 17

    let activity: UIActivity
    private let titleLabel = UILabel(frame: .zero)
    private let iconView = UIImageView(image: nil)

    init(activity: UIActivity) {
        self.activity = activity
        super.init(frame: .zero)
        backgroundColor = .secondarySystemGroupedBackground
        titleLabel.text = activity.activityTitle
        titleLabel.font = .systemFont(ofSize: Self.titleFontSize)
        titleLabel.textColor = .label
        iconView.image = activity.activityImage?.withRenderingMode(.alwaysTemplate)
        iconView.tintColor = .label
        iconView.contentMode = .scaleAspectFit
        addSubview(titleLabel)
        addSubview(iconView)
        isAccessibilityElement = true
        accessibilityLabel = activity.activityTitle
        accessibilityTraits = .button
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let side = Self.imageSide
        iconView.frame = CGRect(x: bounds.width - Self.sideInset - side, y: (bounds.height - side) / 2, width: side, height: side)
        titleLabel.frame = CGRect(x: Self.sideInset, y: 0, width: max(0, iconView.frame.minX - 2 * Self.sideInset), height: bounds.height)
    }

    override var isHighlighted: Bool {
        didSet { backgroundColor = isHighlighted ? .systemGray4 : .secondarySystemGroupedBackground }
    }
}
