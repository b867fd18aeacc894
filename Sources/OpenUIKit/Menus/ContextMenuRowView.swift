import Foundation

/// One row of a context menu, as iOS 14 draws it: a checkmark column when its menu has
/// checked rows, the title (and subtitle) at the leading edge, the image at the trailing
/// edge; red when destructive, grey when disabled; grey behind while pressed or chosen
/// with the arrows.
final class ContextMenuRowView: UIView {
    /// What a row does when chosen.
    enum Kind {
        /// Runs the action, which `parent` holds.
        case action(UIAction, parent: UIMenu)
        /// Opens the menu in place of its parent.
        case submenu(UIMenu)
        /// The header of a submenu open in place: goes back to the parent.
        case back(UIMenu)
        /// A deferred element waiting for its provider: "Loading…" and a spinner; nothing
        /// to choose.
        case loading(UIDeferredMenuElement)
    }

    /// The title of a deferred element's row until its provider completes.
    static let loadingTitle = "Loading…"

    let kind: Kind
    private let titleLabel = UILabel()
    private let subtitleLabel = UILabel()
    private let imageView = UIImageView()
    private let checkmarkView = UIImageView()
    /// Turns at the trailing edge of a loading row.
    private let spinner = UIActivityIndicatorView(style: .medium)
    /// The platter the row is in, told when the row is chosen.
    weak var platter: ContextMenuPlatterView?
    /// Whether the row reserves the leading checkmark column.
    private let showsCheckmarkColumn: Bool

    /// The colour behind a pressed or keyboard-highlighted row.
    static let highlightColor = UIColor(white: 0, alpha: 0.1)

    /// Whether the row shows pressed.
    var isHighlighted = false {
        didSet { backgroundColor = isHighlighted ? Self.highlightColor : .clear }
    }

    init(kind: Kind, showsCheckmarkColumn: Bool) {
        self.kind = kind
        self.showsCheckmarkColumn = showsCheckmarkColumn
        super.init(frame: .zero)
        let element = self.element
        let destructive: Bool
        switch kind {
        case .action(let action, _): destructive = action.attributes.contains(.destructive)
        case .submenu(let menu), .back(let menu): destructive = menu.options.contains(.destructive)
        case .loading: destructive = false
        }
        let color: UIColor = isLoading ? .secondaryLabel : !isEnabled ? .tertiaryLabel : destructive ? .systemRed : .label
        titleLabel.text = isLoading ? Self.loadingTitle : element.title
        titleLabel.font = isBack ? .boldSystemFont(ofSize: 17) : .systemFont(ofSize: 17)
        titleLabel.textColor = color
        addSubview(titleLabel)
        if let subtitle = element.subtitle, !subtitle.isEmpty {
            subtitleLabel.text = subtitle
            subtitleLabel.font = .systemFont(ofSize: 12)
            subtitleLabel.textColor = isEnabled ? .secondaryLabel : .tertiaryLabel
            addSubview(subtitleLabel)
        }
        switch kind {
        case .action: imageView.image = element.image
        case .submenu: imageView.image = UIImage(systemName: "chevron.right")
        case .back: imageView.image = UIImage(systemName: "chevron.down")
        case .loading:
            spinner.color = .secondaryLabel
            spinner.startAnimating()
            addSubview(spinner)
        }
        imageView.tintColor = color
        imageView.contentMode = .scaleAspectFit
        addSubview(imageView)
        if case .action(let action, _) = kind, action.state != .off {
            checkmarkView.image = UIImage(systemName: action.state == .on ? "checkmark" : "minus")
            checkmarkView.tintColor = color
            checkmarkView.contentMode = .scaleAspectFit
            addSubview(checkmarkView)
        }
        isAccessibilityElement = true
        accessibilityLabel = titleLabel.text
        var traits: UIAccessibilityTraits = .button
        if !isEnabled { traits.insert(.notEnabled) }
        if case .action(let action, _) = kind, action.state == .on { traits.insert(.selected) }
        accessibilityTraits = traits
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    /// The element the row shows.
    var element: UIMenuElement {
        switch kind {
        case .action(let action, _): return action
        case .submenu(let menu), .back(let menu): return menu
        case .loading(let deferred): return deferred
        }
    }

    /// Whether choosing the row does something: a disabled action's and a loading row's do not.
    var isEnabled: Bool {
        switch kind {
        case .action(let action, _): return !action.attributes.contains(.disabled)
        case .loading: return false
        case .submenu, .back: return true
        }
    }

    /// Whether the row stands for a deferred element still loading.
    private var isLoading: Bool {
        if case .loading = kind { return true }
        return false
    }

    private var isBack: Bool {
        if case .back = kind { return true }
        return false
    }

    /// The row's height for its content.
    var preferredHeight: CGFloat {
        subtitleLabel.superview == nil ? ContextMenuThresholds.rowHeight : ContextMenuThresholds.rowWithSubtitleHeight
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let inset = ContextMenuThresholds.rowInset, side = ContextMenuThresholds.imageSide
        let leading = inset + (showsCheckmarkColumn ? ContextMenuThresholds.checkmarkColumn : 0)
        checkmarkView.frame = CGRect(x: inset - 2, y: (bounds.height - side) / 2, width: side, height: side)
        let hasImage = imageView.image != nil || spinner.superview != nil
        imageView.frame = CGRect(x: bounds.width - inset - side, y: (bounds.height - side) / 2, width: side, height: side)
        spinner.center = CGPoint(x: imageView.frame.midX, y: imageView.frame.midY)
        let titleWidth = max(0, bounds.width - leading - inset - (hasImage ? side + 8 : 0))
        let titleHeight = titleLabel.intrinsicContentSize.height
        if subtitleLabel.superview != nil {
            let subtitleHeight = subtitleLabel.intrinsicContentSize.height
            let top = (bounds.height - titleHeight - subtitleHeight - 2) / 2
            titleLabel.frame = CGRect(x: leading, y: top, width: titleWidth, height: titleHeight)
            subtitleLabel.frame = CGRect(x: leading, y: top + titleHeight + 2, width: titleWidth, height: subtitleHeight)
        } else {
            titleLabel.frame = CGRect(x: leading, y: (bounds.height - titleHeight) / 2, width: titleWidth, height: titleHeight)
        }
    }

    // MARK: Touches

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled else { return }
        platter?.highlight(self)
    }

    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, let touch = touches.first else { return }
        let inside = bounds.contains(touch.location(in: self))
        if inside != isHighlighted { platter?.highlight(inside ? self : nil) }
    }

    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, isHighlighted else { return }
        platter?.choose(self)
    }

    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if isHighlighted { platter?.highlight(nil) }
    }
}
