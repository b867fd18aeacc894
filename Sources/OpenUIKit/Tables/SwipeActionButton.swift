import Foundation

/// One contextual action's button in a swiped row, drawn as iOS draws it: the action's
/// background colour filling the button's full height, its image above its white title.
/// It is the `sourceView` the action's handler gets.
final class SwipeActionButton: CellTapTargetView {
    /// The title's font size, in points.
    static let titleFontSize: CGFloat = 15
    /// Space on each side of the title or image, in points.
    static let horizontalPadding: CGFloat = 15
    /// The narrowest a button is, in points.
    static let minimumWidth: CGFloat = 74
    /// The gap between the image and the title under it, in points.
    static let imageTitleSpacing: CGFloat = 4

    let action: UIContextualAction
    private let titleLabel = UILabel()
    private let imageView = UIImageView()

    init(action: UIContextualAction) {
        self.action = action
        super.init(frame: .zero)
        backgroundColor = action.backgroundColor
        clipsToBounds = true
        titleLabel.text = action.title
        titleLabel.font = .systemFont(ofSize: Self.titleFontSize, weight: .medium)
        titleLabel.textColor = .white
        titleLabel.textAlignment = .center
        titleLabel.backgroundColor = nil
        titleLabel.isOpaque = false
        titleLabel.isHidden = action.title?.isEmpty ?? true
        imageView.image = action.image?.withRenderingMode(.alwaysTemplate)
        imageView.tintColor = .white
        imageView.contentMode = .center
        imageView.isHidden = action.image == nil
        addSubview(imageView)
        addSubview(titleLabel)
    }

    required init?(coder: NSCoder) {
        action = UIContextualAction(style: .normal, title: nil) { _, _, done in done(false) }
        super.init(coder: coder)
    }

    /// The width the button wants: its title or image and the padding, at least the minimum.
    var preferredWidth: CGFloat {
        let titleWidth = titleLabel.isHidden ? 0 : titleLabel.sizeThatFits(CGSize(width: CGFloat.greatestFiniteMagnitude, height: 40)).width
        let imageWidth = action.image?.size.width ?? 0
        return max(Self.minimumWidth, (max(titleWidth, imageWidth) + 2 * Self.horizontalPadding).rounded(.up))
    }

    /// The content keeps to the edge nearest the row while the button stretches during a swipe,
    /// as on iOS: `contentWidth` is the width it is laid out in, from `leadingEdge`.
    var contentWidth: CGFloat = 0 {
        didSet { setNeedsLayout() }
    }
    /// Whether the content is laid out from the button's leading (left) edge.
    var contentFromLeft = true {
        didSet { setNeedsLayout() }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = contentWidth > 0 ? min(contentWidth, bounds.width) : bounds.width
        let x = contentFromLeft ? 0 : bounds.width - width
        let titleSize = titleLabel.isHidden ? .zero : titleLabel.sizeThatFits(CGSize(width: width, height: bounds.height))
        let imageSize = imageView.isHidden ? .zero : (action.image?.size ?? .zero)
        let gap = titleLabel.isHidden || imageView.isHidden ? 0 : Self.imageTitleSpacing
        let total = imageSize.height + gap + titleSize.height
        var y = ((bounds.height - total) / 2).rounded()
        imageView.frame = CGRect(x: x + ((width - imageSize.width) / 2).rounded(), y: y, width: imageSize.width, height: imageSize.height)
        y += imageSize.height + gap
        titleLabel.frame = CGRect(x: x, y: y, width: width, height: titleSize.height)
    }
}
