import Foundation

/// The view a tab bar makes for one item: its picture and title, in the tint colour when
/// selected and grey otherwise, the picture over the title where the width is compact and
/// beside it where it is regular, and the badge at the picture's top right. A tap (touch up
/// inside) selects the item.
@MainActor
final class TabBarButton: UIControl {
    /// The title's size under the picture (compact width), in points.
    static let stackedTitleFontSize: CGFloat = 10
    /// The title's size beside the picture (regular width), in points.
    static let besideTitleFontSize: CGFloat = 13
    /// The picture's top edge in a stacked item, from the bar's top, in points.
    static let stackedImageTop: CGFloat = 6
    /// The title's baseline area: the gap from the title's bottom to the bar's bottom, in points.
    static let stackedTitleBottomGap: CGFloat = 4
    /// The gap between the picture and the title beside it, in points.
    static let besideGap: CGFloat = 6
    /// The badge's height and smallest width, in points.
    static let badgeHeight: CGFloat = 18
    /// The badge text's size, in points.
    static let badgeFontSize: CGFloat = 13
    /// The badge text's padding on each side inside the oval, in points.
    static let badgeTextPadding: CGFloat = 5
    /// How far the badge's left edge sits from the picture's centre, to the right, in points.
    static let badgeOffsetFromImageCenter: CGFloat = 4
    /// The colour of items that are not selected (iOS's `systemGray`).
    static let unselectedColor = UIColor.systemGray

    let item: UITabBarItem
    /// Whether this is the bar's selected item.
    var isSelectedItem = false {
        didSet { if isSelectedItem != oldValue { setNeedsDisplay() } }
    }
    /// The colour of unselected items, from the bar.
    var unselectedTint: UIColor? {
        didSet { setNeedsDisplay() }
    }

    init(item: UITabBarItem, onTap: @escaping (TabBarButton) -> Void) {
        self.item = item
        super.init(frame: .zero)
        backgroundColor = nil
        // Drawn with transparent parts: the store needs its alpha channel.
        isOpaque = false
        isEnabled = item.isEnabled
        addAction(UIAction { [unowned self] _ in onTap(self) }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { nil }

    override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { setNeedsDisplay() } }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsDisplay()
    }

    /// Whether the title goes beside the picture: in a regular width, as iPads show it.
    var titleBeside: Bool { traitCollection.horizontalSizeClass == .regular }

    private var shownImage: UIImage? { isSelectedItem ? item.displayedSelectedImage : item.displayedImage }

    /// The bar's active appearance's look for this item's layout, nil when the bar draws with
    /// its legacy properties.
    private var layoutAppearance: UITabBarItemAppearance? {
        guard let bar = superview as? UITabBar, let appearance = bar.activeAppearance else { return nil }
        return appearance.itemAppearance(beside: titleBeside, compactHeight: traitCollection.verticalSizeClass == .compact)
    }

    /// The look of the item's state in the active appearance, nil without one.
    private var stateAppearance: UITabBarItemStateAppearance? {
        layoutAppearance?.state(enabled: isEnabled, isSelected: isSelectedItem)
    }

    private func titleAttributes(color: UIColor) -> [NSAttributedString.Key: Any] {
        var attributes = item.titleTextAttributes(for: .normal) ?? [:]
        if isSelectedItem, let selected = item.titleTextAttributes(for: .selected) { attributes.merge(selected) { _, new in new } }
        if let state = stateAppearance { attributes.merge(state.titleTextAttributes) { _, new in new } }
        if attributes[.font] == nil {
            let size = layoutAppearance?.defaultTitleFontSize ?? (titleBeside ? Self.besideTitleFontSize : Self.stackedTitleFontSize)
            attributes[.font] = UIFont.systemFont(ofSize: size, weight: .medium)
        }
        if attributes[.foregroundColor] == nil { attributes[.foregroundColor] = color }
        return attributes
    }

    /// The width the picture and title need side by side (for a regular-width bar).
    var besideContentWidth: CGFloat {
        let imageWidth = shownImage?.size.width ?? 0
        let titleWidth = ceil((item.displayedTitle ?? "").size(withAttributes: titleAttributes(color: .black)).width)
        return imageWidth + (imageWidth > 0 && titleWidth > 0 ? Self.besideGap : 0) + titleWidth
    }

    /// Where the picture goes.
    private(set) var imageFrame = CGRect.zero

    override func draw(_ rect: CGRect) {
        let color: UIColor
        if !isEnabled {
            color = BarButtonItemView.disabledColor
        } else {
            color = isSelectedItem ? tintColor : (unselectedTint ?? Self.unselectedColor)
        }
        let state = stateAppearance
        if isSelectedItem, let appearance = (superview as? UITabBar)?.activeAppearance, let indicator = appearance.selectionIndicatorImage {
            let template = indicator.renderingMode == .alwaysTemplate
            let tint: UIColor = appearance.selectionIndicatorTintColor ?? tintColor
            ButtonImageView.draw(indicator, in: bounds, rendering: template ? .template(tint) : .original)
        }
        let attributes = titleAttributes(color: color)
        let iconColor = state?.iconColor ?? color
        let title = item.displayedTitle ?? ""
        let titleSize = title.isEmpty ? .zero : title.size(withAttributes: attributes)
        let image = shownImage
        let imageSize = image.map { CGSize(width: $0.size.width - item.imageInsets.left - item.imageInsets.right,
                                           height: $0.size.height - item.imageInsets.top - item.imageInsets.bottom) } ?? .zero
        var titleOrigin: CGPoint
        if titleBeside {
            let total = besideContentWidth
            let left = (bounds.width - total) / 2
            imageFrame = CGRect(x: left, y: (bounds.height - imageSize.height) / 2, width: imageSize.width, height: imageSize.height)
            let titleX = left + (imageSize.width > 0 ? imageSize.width + Self.besideGap : 0)
            titleOrigin = CGPoint(x: titleX, y: (bounds.height - titleSize.height) / 2)
        } else {
            imageFrame = CGRect(x: (bounds.width - imageSize.width) / 2, y: Self.stackedImageTop,
                                width: imageSize.width, height: imageSize.height)
            titleOrigin = CGPoint(x: (bounds.width - titleSize.width) / 2, y: bounds.height - Self.stackedTitleBottomGap - titleSize.height)
        }
        if let image {
            let template = image.renderingMode != .alwaysOriginal
            ButtonImageView.draw(image, in: imageFrame, rendering: template ? .template(iconColor) : .original)
        }
        let adjustment = state?.titlePositionAdjustment ?? .zero
        titleOrigin.x += item.titlePositionAdjustment.horizontal + adjustment.horizontal
        titleOrigin.y += item.titlePositionAdjustment.vertical + adjustment.vertical
        if !title.isEmpty { title.draw(at: titleOrigin, withAttributes: attributes) }
        if let badge = item.badgeValue { drawBadge(badge, state: state) }
    }

    /// The badge: white text in a red oval (a circle for one character) over the picture's
    /// top right; an empty value is a small dot.
    private func drawBadge(_ value: String, state: UITabBarItemStateAppearance?) {
        var attributes = item.badgeTextAttributes(for: .normal) ?? [:]
        if let state { attributes.merge(state.badgeTextAttributes) { _, new in new } }
        let offset = state?.badgePositionAdjustment ?? .zero
        let textOffset = state?.badgeTitlePositionAdjustment ?? .zero
        if attributes[.font] == nil { attributes[.font] = UIFont.systemFont(ofSize: Self.badgeFontSize) }
        if attributes[.foregroundColor] == nil { attributes[.foregroundColor] = UIColor.white }
        let textSize = value.size(withAttributes: attributes)
        let width = value.isEmpty ? Self.badgeHeight / 2 : max(Self.badgeHeight, ceil(textSize.width) + 2 * Self.badgeTextPadding)
        let height = value.isEmpty ? Self.badgeHeight / 2 : Self.badgeHeight
        let anchor = imageFrame.isEmpty ? CGPoint(x: bounds.midX, y: Self.stackedImageTop) : CGPoint(x: imageFrame.midX, y: imageFrame.minY)
        let oval = CGRect(x: anchor.x + Self.badgeOffsetFromImageCenter + offset.horizontal,
                          y: max(0, anchor.y - height / 3) + offset.vertical, width: width, height: height)
        (state?.badgeBackgroundColor ?? item.badgeColor ?? .systemRed).setFill()
        UIBezierPath(roundedRect: oval, cornerRadius: height / 2).fill()
        guard !value.isEmpty else { return }
        value.draw(at: CGPoint(x: oval.midX - textSize.width / 2 + textOffset.horizontal,
                               y: oval.midY - textSize.height / 2 + textOffset.vertical), withAttributes: attributes)
    }
}
