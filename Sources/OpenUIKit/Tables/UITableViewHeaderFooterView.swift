import Foundation

/// A reusable view for a section's header or footer: a content view, a title label and a
/// background. The table uses one for each section title the data source gives.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The grouped styles' title size, in points (iOS's footnote).
    static let groupedTitleFontSize: CGFloat = 13
    /// The plain style's title size, in points (iOS's headline).
    static let plainTitleFontSize: CGFloat = 17
    /// The space below a grouped header's title, in points.
    static let groupedTitleBottomPadding: CGFloat = 7
    /// The space above a grouped footer's text, in points.
    static let groupedFooterTopPadding: CGFloat = 7

    /// The identifier the table reuses the view under.
    public private(set) var reuseIdentifier: String?
    /// The view holding the content: add custom views here.
    public let contentView = UIView()
    private var textLabelStorage: UILabel?
    /// The style of the table showing the view, and whether it is a footer: how the title looks.
    var placement: (style: UITableView.Style, isFooter: Bool) = (.plain, false) {
        didSet { applyPlacement() }
    }

    /// A view reused under `reuseIdentifier`.
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        super.init(frame: .zero)
        addSubview(contentView)
    }

    /// A view with no reuse identifier.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// A view decoded from a storyboard or nib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        addSubview(contentView)
    }

    /// How the table makes a registered class's view: through `init(reuseIdentifier:)`, which
    /// subclasses override as in UIKit (a required initializer, so a class value can be made).
    public required convenience init(registeredReuseIdentifier: String?) {
        self.init(reuseIdentifier: registeredReuseIdentifier)
    }

    /// The title label, made when first asked for.
    open var textLabel: UILabel? {
        if let textLabelStorage { return textLabelStorage }
        let label = UILabel()
        label.numberOfLines = 0
        contentView.addSubview(label)
        textLabelStorage = label
        applyPlacement()
        return label
    }

    /// A view behind the content.
    open var backgroundView: UIView? {
        didSet {
            if oldValue !== backgroundView { oldValue?.removeFromSuperview() }
            if let backgroundView { insertSubview(backgroundView, at: 0) }
            setNeedsLayout()
        }
    }

    /// Called before the table hands the view out again.
    open func prepareForReuse() {}

    // MARK: Content configuration

    /// What the content view shows, as a value (iOS 14's way): setting it puts the
    /// configuration's view in the content view, or updates the one there, and hides the
    /// title label. Nil takes the configuration's view away.
    open var contentConfiguration: (any UIContentConfiguration)? {
        get { contentConfigurationStorage }
        set {
            contentConfigurationStorage = newValue
            guard let newValue else {
                configurationView?.removeFromSuperview()
                configurationView = nil
                textLabelStorage?.isHidden = false
                return
            }
            if let view = configurationView, view.supports(newValue) {
                view.configuration = newValue
            } else {
                configurationView?.removeFromSuperview()
                let view = newValue.makeContentView()
                contentView.addSubview(view)
                configurationView = view
            }
            textLabelStorage?.isHidden = true
            setNeedsLayout()
        }
    }
    private var contentConfigurationStorage: (any UIContentConfiguration)?
    /// The view showing `contentConfiguration`.
    private var configurationView: (any UIView & UIContentView)?

    /// A list configuration with the looks of the table's headers or footers and no content:
    /// `plainHeader()` or `plainFooter()` in a plain table, `groupedHeader()` or
    /// `groupedFooter()` in a grouped one. The table tells a view it hands out from
    /// `dequeueReusableHeaderFooterView(withIdentifier:)` which it will be.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch (placement.style, placement.isFooter) {
        case (.plain, false): .plainHeader()
        case (.plain, true): .plainFooter()
        case (_, false): .groupedHeader()
        case (_, true): .groupedFooter()
        }
    }

    /// Whether the content configuration is updated for each new state through its
    /// `updated(for:)`.
    open var automaticallyUpdatesContentConfiguration = true

    /// The view's state now: its traits, and whether it is pinned to the table's top.
    open var configurationState: UIViewConfigurationState {
        var state = UIViewConfigurationState(traitCollection: traitCollection)
        state.isPinned = isPinned
        return state
    }

    /// Whether a plain table holds the header at its top while its section scrolls under it.
    var isPinned = false {
        didSet { if isPinned != oldValue { setNeedsUpdateConfiguration() } }
    }

    /// Asks for `updateConfiguration(using:)` with the current state.
    open func setNeedsUpdateConfiguration() {
        updateConfiguration(using: configurationState)
    }

    /// Updates the content configuration for `state`; override to change more with the state.
    open func updateConfiguration(using state: UIViewConfigurationState) {
        guard automaticallyUpdatesContentConfiguration, let configuration = contentConfigurationStorage else { return }
        contentConfiguration = configuration.updated(for: state)
    }

    /// The height the content configuration needs at `width`; nil without one.
    func configuredHeight(forWidth width: CGFloat) -> CGFloat? {
        guard let configurationView else { return nil }
        return configurationView.sizeThatFits(CGSize(width: width, height: 0)).height.rounded(.up)
    }

    private func applyPlacement() {
        guard let label = textLabelStorage else { return }
        switch placement.style {
        case .plain:
            label.font = .systemFont(ofSize: Self.plainTitleFontSize, weight: .semibold)
            label.textColor = .label
        case .grouped, .insetGrouped:
            label.font = .systemFont(ofSize: Self.groupedTitleFontSize)
            label.textColor = .secondaryLabel
        }
        setNeedsLayout()
    }

    /// The side margin: the cells' text's, so titles line up with rows.
    private var sideMargin: CGFloat {
        traitCollection.horizontalSizeClass == .regular ? UITableViewCell.regularSideMargin : UITableViewCell.compactSideMargin
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = bounds
        contentView.frame = bounds
        configurationView?.frame = contentView.bounds
        guard let label = textLabelStorage else { return }
        let inset = placement.style == .insetGrouped ? 2 * sideMargin : sideMargin
        let width = max(0, bounds.width - 2 * inset)
        let height = label.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        switch (placement.style, placement.isFooter) {
        case (.plain, _):
            label.frame = CGRect(x: inset, y: ((bounds.height - height) / 2).rounded(), width: width, height: height)
        case (_, false):
            label.frame = CGRect(x: inset, y: bounds.height - Self.groupedTitleBottomPadding - height, width: width, height: height)
        case (_, true):
            label.frame = CGRect(x: inset, y: Self.groupedFooterTopPadding, width: width, height: height)
        }
    }

    /// The height the title needs at `width` in the table's style.
    func titleHeight(forWidth width: CGFloat) -> CGFloat {
        guard let label = textLabelStorage else { return 0 }
        let inset = placement.style == .insetGrouped ? 2 * sideMargin : sideMargin
        return label.sizeThatFits(CGSize(width: max(0, width - 2 * inset), height: .greatestFiniteMagnitude)).height
    }
}
