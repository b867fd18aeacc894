import Foundation

/// What a navigation bar shows for one state of its stack: the top item's buttons, title
/// (or title view), prompt and large title, and the back button naming the item below.
/// The bar makes a new one whenever its stack or an item changes, so that a push or pop can
/// cross-fade the old one out and the new one in.
@MainActor
final class NavigationBarContentView: UIView {
    /// The side margin in a regular width (an iPad-sized window), in points.
    static let regularSideMargin: CGFloat = 20
    /// The side margin in a compact width, in points.
    static let compactSideMargin: CGFloat = 16
    /// Where the back chevron starts, in points from the leading edge (as on iOS).
    static let backChevronInset: CGFloat = 8
    /// Space between neighbouring items, in points (besides the items' own padding).
    static let itemSpacing: CGFloat = 8
    /// Least space kept between the title and the buttons beside it, in points.
    static let titleGap: CGFloat = 8
    /// The title's size in points, and the large title's.
    static let titleFontSize: CGFloat = 17
    static let largeTitleFontSize: CGFloat = 34
    /// The prompt's text size in points.
    static let promptFontSize: CGFloat = 13
    /// The back title UIKit falls back to when the previous title does not fit.
    static let genericBackTitle = "Back"

    let topItem: UINavigationItem
    let backItem: UINavigationItem?
    private unowned let bar: UINavigationBar
    private let showsLargeTitle: Bool

    private var leftViews: [UIView] = []
    private var rightViews: [UIView] = []
    private var backButton: BarButtonItemView?
    private let titleLabel = UILabel()
    private let promptLabel = UILabel()
    private let largeTitleLabel = UILabel()

    init(top: UINavigationItem, back: UINavigationItem?, bar: UINavigationBar, showsLargeTitle: Bool) {
        topItem = top
        backItem = back
        self.bar = bar
        self.showsLargeTitle = showsLargeTitle
        super.init(frame: .zero)
        backgroundColor = nil
        // Drawn with transparent parts: the store needs its alpha channel.
        isOpaque = false
        // A screen reader announces a bar's title as a heading, as on iOS.
        titleLabel.accessibilityTraits = [.staticText, .header]
        largeTitleLabel.accessibilityTraits = [.staticText, .header]
        leftViews = (top.leftBarButtonItems ?? []).filter { !$0.isHidden }.map(makeView)
        rightViews = (top.rightBarButtonItems ?? []).filter { !$0.isHidden }.map(makeView)
        for view in leftViews + rightViews { addSubview(view) }
        if let titleView = top.titleView {
            addSubview(titleView)
        } else if !showsLargeTitle {
            configure(titleLabel, text: top.title, font: .systemFont(ofSize: Self.titleFontSize, weight: .semibold),
                      attributes: bar.effectiveTitleTextAttributes)
            titleLabel.textAlignment = .center
            addSubview(titleLabel)
        }
        if let prompt = top.prompt {
            configure(promptLabel, text: prompt, font: .systemFont(ofSize: Self.promptFontSize), attributes: nil)
            promptLabel.textColor = .secondaryLabel
            promptLabel.textAlignment = .center
            addSubview(promptLabel)
        }
        if showsLargeTitle {
            configure(largeTitleLabel, text: top.title, font: .boldSystemFont(ofSize: Self.largeTitleFontSize),
                      attributes: bar.effectiveLargeTitleTextAttributes)
            addSubview(largeTitleLabel)
        }
    }

    required init?(coder: NSCoder) { nil }

    private func configure(_ label: UILabel, text: String?, font: UIFont, attributes: [NSAttributedString.Key: Any]?) {
        label.text = text
        label.font = (attributes?[.font] as? UIFont) ?? font
        label.textColor = (attributes?[.foregroundColor] as? UIColor) ?? .label
        label.lineBreakMode = .byTruncatingTail
    }

    private func makeView(for item: UIBarButtonItem) -> UIView {
        if let custom = item.customView { return custom }
        return BarButtonItemView(content: .item(item)) { [weak self] _ in
            item.sendTapAction(from: self?.bar, event: nil)
        }
    }

    /// Whether the back button shows: there is an item below, the top one does not hide it,
    /// and its left items (if any) supplement it.
    private var showsBackButton: Bool {
        guard backItem != nil, !topItem.hidesBackButton else { return false }
        return leftViews.isEmpty || topItem.leftItemsSupplementBackButton
    }

    /// The back title the item below asks for: its `backButtonTitle`, its back item's title,
    /// else its own title.
    private var preferredBackTitle: String? {
        guard let backItem else { return nil }
        return backItem.backButtonTitle ?? backItem.backBarButtonItem?.title ?? backItem.title
    }

    private func width(of view: UIView) -> CGFloat {
        if let button = view as? BarButtonItemView { return button.contentWidth }
        if view.bounds.width > 0 { return view.bounds.width }
        let intrinsic = view.intrinsicContentSize.width
        return intrinsic > 0 ? intrinsic : view.sizeThatFits(.zero).width
    }

    private func height(of view: UIView, in rowHeight: CGFloat) -> CGFloat {
        if view is BarButtonItemView { return rowHeight }
        if view.bounds.height > 0 { return min(view.bounds.height, rowHeight) }
        let intrinsic = view.intrinsicContentSize.height
        return intrinsic > 0 ? min(intrinsic, rowHeight) : rowHeight
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let regular = traitCollection.horizontalSizeClass != .compact
        let margin = regular ? Self.regularSideMargin : Self.compactSideMargin
        let rowTop = topItem.prompt == nil ? 0 : UINavigationBar.promptHeight
        let rowHeight = UINavigationBar.standardHeight
        let padding = BarButtonItemView.horizontalPadding

        if let prompt = topItem.prompt, !prompt.isEmpty {
            promptLabel.frame = CGRect(x: margin, y: 0, width: max(0, bounds.width - 2 * margin), height: UINavigationBar.promptHeight)
        }

        // The right items, the first at the trailing edge.
        var right = bounds.width - margin + padding
        for view in rightViews {
            let w = width(of: view), h = height(of: view, in: rowHeight)
            right -= w
            view.frame = CGRect(x: right, y: rowTop + (rowHeight - h) / 2, width: w, height: h)
            right -= Self.itemSpacing
        }
        right += Self.itemSpacing

        // The back button (if any) starts near the edge; the left items follow it, or start
        // at the leading margin.
        let backSlot = Self.backChevronInset - padding
        var left = showsBackButton ? backSlot : margin - padding
        let leftItemsStart = left
        var leftItemsWidth: CGFloat = 0
        for view in leftViews { leftItemsWidth += width(of: view) + Self.itemSpacing }

        // The title: centred in the bar, moved aside or shortened to clear the buttons.
        let titleContent: UIView? = topItem.titleView ?? (showsLargeTitle ? nil : titleLabel)
        var titleFrame = CGRect.zero
        if let titleContent {
            let wanted = titleContent === titleLabel ? ceil(titleLabel.intrinsicContentSize.width) : width(of: titleContent)
            let h = titleContent === titleLabel ? rowHeight : height(of: titleContent, in: rowHeight)
            // The least the back button needs: its chevron alone.
            let backMinimum = showsBackButton ? BarButtonItemView.chevronSize.width + 2 * padding + Self.itemSpacing : 0
            let minX = leftItemsStart + backMinimum + leftItemsWidth + Self.titleGap - (leftViews.isEmpty && !showsBackButton ? padding : 0)
            let maxX = right - Self.titleGap
            let available = max(0, maxX - minX)
            let w = min(wanted, available)
            var x = (bounds.width - w) / 2
            x = min(max(x, minX), maxX - w)
            titleFrame = CGRect(x: x, y: rowTop + (rowHeight - h) / 2, width: w, height: h)
            titleContent.frame = titleFrame
        }

        if showsBackButton {
            // The previous title if it fits before the title, else "Back", else the chevron.
            let limit = (titleContent == nil ? right : titleFrame.minX - Self.titleGap) - leftItemsWidth - backSlot
            let chosen = [preferredBackTitle, Self.genericBackTitle].lazy.compactMap { $0 }
                .first { !$0.isEmpty && BarButtonItemView.backButtonWidth(title: $0) <= limit }
            if backButton == nil || backTitle(of: backButton) != chosen {
                backButton?.removeFromSuperview()
                let button = BarButtonItemView(content: .back(title: chosen)) { [weak self] _ in self?.bar.userTappedBackButton() }
                addSubview(button)
                backButton = button
            }
            if let backButton {
                let w = backButton.contentWidth
                backButton.frame = CGRect(x: backSlot, y: rowTop, width: w, height: rowHeight)
                left = backSlot + w + Self.itemSpacing
            }
        } else {
            backButton?.removeFromSuperview()
            backButton = nil
        }
        for view in leftViews {
            let w = width(of: view), h = height(of: view, in: rowHeight)
            view.frame = CGRect(x: left, y: rowTop + (rowHeight - h) / 2, width: w, height: h)
            left += w + Self.itemSpacing
        }

        if showsLargeTitle {
            let top = rowTop + rowHeight
            largeTitleLabel.frame = CGRect(x: margin, y: top, width: max(0, bounds.width - 2 * margin),
                                           height: UINavigationBar.largeTitleHeight)
        }
    }

    private func backTitle(of view: BarButtonItemView?) -> String? {
        if case .back(let title)? = view?.content { return title }
        return nil
    }

    /// The back button now shown, for tests.
    var shownBackTitle: String? { backTitle(of: backButton) }
    /// Whether a back button is shown, for tests.
    var hasBackButton: Bool { backButton != nil }
    /// The title label's frame, for tests.
    var titleLabelFrame: CGRect { titleLabel.frame }
}
