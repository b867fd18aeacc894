import Foundation

/// The view a bar makes for one bar button item, or for its back button: the item's title
/// or glyph in the tint colour (bold for `.done`), dimmed while pressed and greyed when
/// disabled. A tap (touch up inside) sends the item's action, or, for the back button, tells
/// the bar.
@MainActor
final class BarButtonItemView: UIControl {
    /// The font of item titles: the 17-point body text bars use.
    static let titleFontSize: CGFloat = 17
    /// Blank space on each side of the drawn content inside the item's touch area, in points.
    static let horizontalPadding: CGFloat = 4
    /// The opacity of a pressed item's content (UIKit dims it to about a fifth).
    static let highlightedAlpha: CGFloat = 0.2
    /// The colour of a disabled item's content.
    static let disabledColor = UIColor(white: 0, alpha: 0.25)
    /// The back chevron's size in points (SF Symbols' chevron at the bar's 17-point size).
    static let chevronSize = CGSize(width: 12.5, height: 21)
    /// The gap between the back chevron and the back title, in points.
    static let chevronTitleGap: CGFloat = 6

    /// What the view shows.
    enum Content {
        /// A bar button item (not a space, not a custom view).
        case item(UIBarButtonItem)
        /// The back button: the chevron and, when it is not nil, a title.
        case back(title: String?)
    }

    let content: Content
    /// Opens the item's `menu` under (or above) this view, when the item has one.
    private(set) var menuPresenter: ControlMenuPresenter?

    init(content: Content, onTap: @escaping (BarButtonItemView) -> Void) {
        self.content = content
        super.init(frame: .zero)
        backgroundColor = nil
        // Drawn with transparent parts: the store needs its alpha channel.
        isOpaque = false
        if case .item(let item) = content {
            isEnabled = item.isEnabled
            item.shownView = self
            if let menu = item.menu {
                // The bar makes a new view when the item changes, so the menu is read once.
                let presenter = ControlMenuPresenter(control: self, sender: item)
                presenter.menu = menu
                menuPresenter = presenter
            }
        }
        addAction(UIAction { [unowned self] _ in
            if let item, item.opensMenuOnTap, let menuPresenter {
                menuPresenter.openFromTap()
            } else {
                onTap(self)
            }
        }, for: .touchUpInside)
    }

    required init?(coder: NSCoder) { nil }

    var item: UIBarButtonItem? {
        if case .item(let item) = content { return item }
        return nil
    }

    override var isHighlighted: Bool {
        didSet { if isHighlighted != oldValue { setNeedsDisplay() } }
    }

    override var isEnabled: Bool {
        didSet { if isEnabled != oldValue { setNeedsDisplay() } }
    }

    override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    // MARK: Appearances (iOS 13)

    /// The look of this kind of button in the bar's active appearance (a toolbar's or a
    /// navigation bar's), nil when the bar draws with its legacy properties.
    private var buttonAppearance: UIBarButtonItemAppearance? {
        let done = item?.style == .done
        var view = superview
        while let current = view {
            if let toolbar = current as? UIToolbar {
                return toolbar.activeAppearance.map { done ? $0.doneButtonAppearance : $0.buttonAppearance }
            }
            if let bar = current as? UINavigationBar {
                guard let appearance = bar.activeAppearance else { return nil }
                if case .back = content { return appearance.backButtonAppearance }
                return done ? appearance.doneButtonAppearance : appearance.buttonAppearance
            }
            view = current.superview
        }
        return nil
    }

    /// The look of the button's state in its appearance, nil without one.
    private var stateAppearance: UIBarButtonItemStateAppearance? {
        buttonAppearance?.state(enabled: isEnabled, highlighted: isHighlighted)
    }

    // MARK: Measuring

    /// The font the title is drawn in: the appearance's attributes for the state over the
    /// item's, else 17-point regular, semibold for `.done` items. The back button keeps the
    /// bar's font, which sizes it.
    private var titleAttributes: [NSAttributedString.Key: Any] {
        var attributes = item?.titleTextAttributes(for: .normal) ?? [:]
        if let item, !isEnabled, let disabled = item.titleTextAttributes(for: .disabled) {
            attributes.merge(disabled) { _, new in new }
        } else if let item, isHighlighted, let highlighted = item.titleTextAttributes(for: .highlighted) {
            attributes.merge(highlighted) { _, new in new }
        }
        let appearance = buttonAppearance
        if let appearance {
            attributes.merge(appearance.state(enabled: isEnabled, highlighted: isHighlighted).titleTextAttributes) { _, new in new }
            if case .back = content { attributes[.font] = nil }
        }
        if attributes[.font] == nil {
            let bold = (appearance?.style ?? item?.style) == .done
            attributes[.font] = UIFont.systemFont(ofSize: Self.titleFontSize, weight: bold ? .semibold : .regular)
        }
        return attributes
    }

    /// The item's image as shown here: `landscapeImagePhone` where the height is compact
    /// (a phone on its side), as UIKit picks it, else the image or system glyph.
    private var shownImage: UIImage? {
        guard let item else { return nil }
        if traitCollection.verticalSizeClass == .compact, item.systemItem == nil, let landscape = item.landscapeImagePhone {
            return landscape
        }
        return item.displayedImage
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        setNeedsDisplay()
    }

    private var title: String? {
        switch content {
        case .item(let item): return shownImage == nil ? item.displayedTitle : nil
        case .back(let title): return title
        }
    }

    /// The width of a back button showing `title` (nil: the chevron alone), padding included.
    static func backButtonWidth(title: String?) -> CGFloat {
        let font = UIFont.systemFont(ofSize: titleFontSize)
        let text = title.map { chevronTitleGap + ceil($0.size(withAttributes: [.font: font]).width) } ?? 0
        return chevronSize.width + text + 2 * horizontalPadding
    }

    /// The width the content needs, padding included; an item's `width` overrides it.
    var contentWidth: CGFloat {
        if let item, item.width > 0 { return item.width }
        let padding = 2 * Self.horizontalPadding
        switch content {
        case .back(let title):
            return Self.backButtonWidth(title: title)
        case .item(let item):
            if let image = shownImage {
                return image.size.width - item.imageInsets.left - item.imageInsets.right + padding
            }
            var widest = ceil((title ?? "").size(withAttributes: titleAttributes).width)
            for candidate in item.possibleTitles ?? [] {
                widest = max(widest, ceil(candidate.size(withAttributes: titleAttributes).width))
            }
            return widest + padding
        }
    }

    // MARK: Drawing

    /// The colour the content is drawn in now.
    private var contentColor: UIColor {
        if !isEnabled {
            // An appearance's disabled title colour replaces the grey; the legacy attributes do not.
            if title != nil, let color = stateAppearance?.titleTextAttributes[.foregroundColor] as? UIColor { return color }
            return Self.disabledColor
        }
        if let color = titleAttributes[.foregroundColor] as? UIColor, title != nil { return color }
        return item?.tintColor ?? tintColor
    }

    override func draw(_ rect: CGRect) {
        let alpha = isHighlighted ? Self.highlightedAlpha : 1
        let color = contentColor.withAlphaComponent(contentColor.cgColor.alpha * alpha)
        let state = stateAppearance
        if let background = state?.backgroundImage {
            let offset = state?.backgroundImagePositionAdjustment ?? .zero
            background.draw(in: bounds.offsetBy(dx: offset.horizontal, dy: offset.vertical))
        }
        let titleOffset = state?.titlePositionAdjustment ?? .zero
        var x = Self.horizontalPadding
        if case .back = content {
            drawChevron(at: x, color: color)
            x += Self.chevronSize.width + Self.chevronTitleGap
        }
        if let item, let image = shownImage {
            let inset = item.imageInsets
            let size = CGSize(width: image.size.width - inset.left - inset.right, height: image.size.height - inset.top - inset.bottom)
            let frame = CGRect(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2,
                               width: size.width, height: size.height)
            let template = image.renderingMode != .alwaysOriginal
            ButtonImageView.draw(image, in: frame, rendering: template ? .template(color) : .original)
            return
        }
        guard let title else { return }
        var attributes = titleAttributes
        attributes[.foregroundColor] = color
        let size = title.size(withAttributes: attributes)
        if case .item = content { x = (bounds.width - size.width) / 2 }
        title.draw(at: CGPoint(x: x + titleOffset.horizontal, y: (bounds.height - size.height) / 2 + titleOffset.vertical),
                   withAttributes: attributes)
    }

    /// The back chevron: two strokes meeting at the left, as iOS draws it.
    private func drawChevron(at x: CGFloat, color: UIColor) {
        let size = Self.chevronSize
        let top = (bounds.height - size.height) / 2
        let stroke: CGFloat = 3
        let path = UIBezierPath()
        path.move(to: CGPoint(x: x + size.width - stroke / 2, y: top + stroke / 2))
        path.addLine(to: CGPoint(x: x + stroke / 2, y: top + size.height / 2))
        path.addLine(to: CGPoint(x: x + size.width - stroke / 2, y: top + size.height - stroke / 2))
        path.lineWidth = stroke
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        color.setStroke()
        path.stroke()
    }
}
