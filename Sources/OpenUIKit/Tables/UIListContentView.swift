import Foundation

/// The view that shows a `UIListContentConfiguration`: the image at the leading margin, the
/// text beside it, and the secondary text under the text or, in a value cell, at the trailing
/// margin when both fit on one line.
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    private let imageView = UIImageView()
    private let textLabel = UILabel()
    private let secondaryTextLabel = UILabel()
    private var listConfiguration: UIListContentConfiguration

    /// A view showing `configuration`.
    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
        backgroundColor = nil
        isOpaque = false
        for label in [textLabel, secondaryTextLabel] {
            label.backgroundColor = nil
            label.isOpaque = false
            addSubview(label)
        }
        addSubview(imageView)
        apply()
    }

    /// A list content view decoded from a nib, showing an empty cell configuration.
    public required init?(coder: NSCoder) {
        listConfiguration = .cell()
        super.init(coder: coder)
        addSubview(imageView)
        addSubview(textLabel)
        addSubview(secondaryTextLabel)
        apply()
    }

    /// The list configuration shown.
    open var configuration: any UIContentConfiguration {
        get { listConfiguration }
        set {
            guard let list = newValue as? UIListContentConfiguration else {
                return Diagnostics.warn("UIListContentView shows only UIListContentConfiguration; \(type(of: newValue)) is ignored")
            }
            listConfiguration = list
            apply()
        }
    }

    /// Whether `configuration` is a list configuration.
    open func supports(_ configuration: any UIContentConfiguration) -> Bool {
        configuration is UIListContentConfiguration
    }

    private func apply() {
        let content = listConfiguration
        style(textLabel, text: content.text, attributed: content.attributedText, with: content.textProperties)
        style(secondaryTextLabel, text: content.secondaryText, attributed: content.secondaryAttributedText,
              with: content.secondaryTextProperties)
        if content.prefersSideBySideTextAndSecondaryText, content.secondaryTextProperties.alignment == .natural {
            secondaryTextLabel.textAlignment = .right
        }
        imageView.image = content.image
        imageView.tintColor = content.imageProperties.tintColor
        imageView.isHidden = content.image == nil
        imageView.contentMode = .scaleAspectFit
        imageView.layer.cornerRadius = content.imageProperties.cornerRadius
        imageView.clipsToBounds = content.imageProperties.cornerRadius > 0
        invalidateIntrinsicContentSize()
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    private func style(_ label: UILabel, text: String?, attributed: NSAttributedString?, with properties: UIListContentConfiguration.TextProperties) {
        if let attributed {
            label.attributedText = attributed
        } else {
            label.text = text.map { properties.transform.apply(to: $0) }
        }
        label.font = properties.font
        label.textColor = properties.color
        label.textAlignment = properties.alignment
        label.numberOfLines = properties.numberOfLines
        label.lineBreakMode = properties.lineBreakMode
        label.isHidden = (label.text ?? "").isEmpty && (label.attributedText?.length ?? 0) == 0
    }

    // MARK: Layout

    private struct Frames {
        var image: CGRect = .zero
        var text: CGRect = .zero
        var secondary: CGRect = .zero
        var height: CGFloat = 0
    }

    /// Where everything goes at `width`, and the height it takes.
    private func frames(forWidth width: CGFloat) -> Frames {
        let content = listConfiguration
        let margins = content.directionalLayoutMargins
        var frames = Frames()
        var leading = margins.leading
        let trailing = width - margins.trailing
        var imageHeight: CGFloat = 0
        var imageWidth: CGFloat = 0
        if let image = content.image {
            let room = content.imageProperties.layoutSize(of: image.size)
            imageWidth = room.width
            imageHeight = room.height
            leading += room.width + content.imageToTextPadding
        }
        let available = max(0, trailing - leading)
        let unlimited = CGSize(width: available, height: .greatestFiniteMagnitude)
        let hasText = !textLabel.isHidden
        let hasSecondary = !secondaryTextLabel.isHidden
        let textSize = hasText ? textLabel.sizeThatFits(unlimited) : .zero
        let secondarySize = hasSecondary ? secondaryTextLabel.sizeThatFits(unlimited) : .zero
        let sideBySide = content.prefersSideBySideTextAndSecondaryText && hasText && hasSecondary
            && textSize.width + content.textToSecondaryTextHorizontalPadding + secondarySize.width <= available
        let textsHeight: CGFloat
        if sideBySide {
            textsHeight = max(textSize.height, secondarySize.height)
        } else {
            let gap = hasText && hasSecondary ? content.textToSecondaryTextVerticalPadding : 0
            textsHeight = textSize.height + gap + secondarySize.height
        }
        let innerHeight = max(textsHeight, imageHeight)
        frames.height = (margins.top + innerHeight + margins.bottom).rounded(.up)
        let top = margins.top
        if content.image != nil {
            let drawn = content.imageProperties.drawnSize(of: content.image?.size ?? .zero)
            frames.image = CGRect(x: margins.leading + ((imageWidth - drawn.width) / 2).rounded(),
                                  y: top + ((innerHeight - drawn.height) / 2).rounded(), width: drawn.width, height: drawn.height)
        }
        if sideBySide {
            frames.text = CGRect(x: leading, y: top + ((innerHeight - textSize.height) / 2).rounded(), width: textSize.width, height: textSize.height)
            frames.secondary = CGRect(x: trailing - secondarySize.width, y: top + ((innerHeight - secondarySize.height) / 2).rounded(),
                                      width: secondarySize.width, height: secondarySize.height)
        } else {
            var y = top + ((innerHeight - textsHeight) / 2).rounded()
            frames.text = CGRect(x: leading, y: y, width: available, height: textSize.height)
            if hasText { y += textSize.height + (hasSecondary ? content.textToSecondaryTextVerticalPadding : 0) }
            frames.secondary = CGRect(x: leading, y: y, width: available, height: secondarySize.height)
        }
        return frames
    }

    /// The width given and the height the content needs at it.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: frames(forWidth: size.width).height)
    }

    /// Places the image and the texts.
    open override func layoutSubviews() {
        super.layoutSubviews()
        let placed = frames(forWidth: bounds.width)
        imageView.frame = placed.image
        textLabel.frame = placed.text
        secondaryTextLabel.frame = placed.secondary
    }
}
