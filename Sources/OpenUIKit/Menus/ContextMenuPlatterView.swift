import Foundation

/// The rounded menu of a context menu: the menu's title, then its rows, hairlines between
/// rows and a thicker band between inline sections; a submenu opens in place, under a
/// header that goes back.
final class ContextMenuPlatterView: UIView {
    private weak var session: ContextMenuSession?
    /// The menus open, the top level first; the last one is shown.
    private(set) var menus: [UIMenu] = []
    /// The rows shown, top to bottom.
    private(set) var rows: [ContextMenuRowView] = []
    private let content = UIView()
    private let titleLabel = UILabel()
    /// The height of everything shown, in points.
    private var contentHeight: CGFloat = 0

    /// The platter's colour, over the blurred window: iOS 13's light menu material.
    static let fillColor = UIColor(red: 0.97, green: 0.97, blue: 0.98, alpha: 0.96)
    /// The band between inline sections.
    static let sectionGapColor = UIColor(white: 0, alpha: 0.08)

    init(session: ContextMenuSession) {
        self.session = session
        super.init(frame: .zero)
        layer.shadowColor = UIColor.black.cgColor
        layer.shadowOpacity = ContextMenuThresholds.platterShadowOpacity
        layer.shadowRadius = ContextMenuThresholds.platterShadowRadius
        layer.shadowOffset = .zero
        content.backgroundColor = Self.fillColor
        content.layer.cornerRadius = ContextMenuThresholds.cornerRadius
        content.clipsToBounds = true
        addSubview(content)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    /// The platter's size for what it shows.
    var fittingSize: CGSize { CGSize(width: ContextMenuThresholds.platterWidth, height: contentHeight) }

    /// Shows `menu` as the top level.
    func show(_ menu: UIMenu) {
        menus = [menu]
        rebuild()
    }

    /// The sections a menu shows: its own elements, with each inline menu's elements (and
    /// theirs) as sections of their own; hidden actions and empty sections left out. A
    /// deferred element is replaced by what `provided` says it gave, in place, else shown as
    /// a loading row.
    static func sections(of menu: UIMenu, provided: (UIDeferredMenuElement) -> [UIMenuElement]? = { _ in nil })
        -> [[ContextMenuRowView.Kind]] {
        var sections: [[ContextMenuRowView.Kind]] = []
        var current: [ContextMenuRowView.Kind] = []
        func add(_ elements: [UIMenuElement]) {
            for element in elements where element.isShownInMenu {
                if let action = element as? UIAction {
                    current.append(.action(action, parent: menu))
                } else if let deferred = element as? UIDeferredMenuElement {
                    if let elements = provided(deferred) { add(elements) } else { current.append(.loading(deferred)) }
                } else if let submenu = element as? UIMenu {
                    if submenu.options.contains(.displayInline) {
                        if !current.isEmpty { sections.append(current) }
                        current = []
                        sections += Self.sections(of: submenu, provided: provided)
                    } else if !submenu.children.isEmpty {
                        current.append(.submenu(submenu))
                    }
                }
            }
        }
        add(menu.children)
        if !current.isEmpty { sections.append(current) }
        return sections
    }

    // MARK: Deferred elements

    /// What the deferred elements shown in this menu gave, for as long as it is open.
    private var providedElements: [ObjectIdentifier: [UIMenuElement]] = [:]
    /// The deferred elements asked for while this menu is open: each is asked once per
    /// showing (a cached one answers from its cache after the first).
    private var askedElements: Set<ObjectIdentifier> = []
    /// Whether the rows are being made, so an answer that comes at once does not remake them.
    private var isAsking = false

    /// Asks every deferred element `elements` show (inline menus included, submenus when
    /// they open) for its elements, once per showing; an answer that comes later remakes the
    /// rows, the elements taking the loading row's place.
    private func askDeferredElements(in elements: [UIMenuElement]) {
        for element in elements where element.isShownInMenu {
            if let deferred = element as? UIDeferredMenuElement {
                let key = ObjectIdentifier(deferred)
                if let provided = providedElements[key] {
                    askDeferredElements(in: provided)
                } else if askedElements.insert(key).inserted {
                    deferred.requestElements { [weak self] elements in
                        guard let self else { return }
                        self.providedElements[key] = elements
                        if !self.isAsking, self.window != nil { self.reshow() }
                    }
                    if let provided = providedElements[key] { askDeferredElements(in: provided) }
                }
            } else if let submenu = element as? UIMenu, submenu.options.contains(.displayInline) {
                askDeferredElements(in: submenu.children)
            }
        }
    }

    /// Makes the rows of the menu shown now.
    private func rebuild() {
        for view in content.subviews { view.removeFromSuperview() }
        rows = []
        guard let menu = menus.last else { return }
        var y: CGFloat = 0
        let width = ContextMenuThresholds.platterWidth
        if menus.count > 1 {
            let back = ContextMenuRowView(kind: .back(menu), showsCheckmarkColumn: false)
            back.platter = self
            back.frame = CGRect(x: 0, y: y, width: width, height: ContextMenuThresholds.rowHeight)
            content.addSubview(back)
            rows.append(back)
            y += back.frame.height
            addBand(at: &y)
        } else if !menu.title.isEmpty {
            titleLabel.text = menu.title
            titleLabel.font = .systemFont(ofSize: 13)
            titleLabel.textColor = .secondaryLabel
            titleLabel.textAlignment = .center
            titleLabel.frame = CGRect(x: ContextMenuThresholds.rowInset, y: 0,
                                      width: width - 2 * ContextMenuThresholds.rowInset, height: ContextMenuThresholds.headerHeight)
            titleLabel.accessibilityTraits = .header
            content.addSubview(titleLabel)
            y += ContextMenuThresholds.headerHeight
            addHairline(at: &y)
        }
        isAsking = true
        askDeferredElements(in: menu.children)
        isAsking = false
        let sections = Self.sections(of: menu) { [providedElements] in providedElements[ObjectIdentifier($0)] }
        let checks = sections.joined().contains { kind in
            if case .action(let action, _) = kind { return action.state != .off }
            return false
        }
        for (index, section) in sections.enumerated() {
            if index > 0 { addBand(at: &y) }
            for (rowIndex, kind) in section.enumerated() {
                if rowIndex > 0 { addHairline(at: &y) }
                let row = ContextMenuRowView(kind: kind, showsCheckmarkColumn: checks)
                row.platter = self
                row.frame = CGRect(x: 0, y: y, width: width, height: row.preferredHeight)
                content.addSubview(row)
                rows.append(row)
                y += row.frame.height
            }
        }
        contentHeight = y
        content.frame = CGRect(x: 0, y: 0, width: width, height: y)
        layer.shadowPath = UIBezierPath(roundedRect: content.frame, cornerRadius: ContextMenuThresholds.cornerRadius).cgPath
    }

    private func addHairline(at y: inout CGFloat) {
        let line = UIView(frame: CGRect(x: 0, y: y, width: ContextMenuThresholds.platterWidth,
                                        height: ContextMenuThresholds.rowSeparator))
        line.backgroundColor = .separator
        content.addSubview(line)
        y += line.frame.height
    }

    private func addBand(at y: inout CGFloat) {
        let band = UIView(frame: CGRect(x: 0, y: y, width: ContextMenuThresholds.platterWidth,
                                        height: ContextMenuThresholds.sectionGap))
        band.backgroundColor = Self.sectionGapColor
        content.addSubview(band)
        y += band.frame.height
    }

    // MARK: Choosing

    /// Shows `row` pressed (and no other); nil clears.
    func highlight(_ row: ContextMenuRowView?) {
        for other in rows { other.isHighlighted = other === row }
    }

    /// The row highlighted now.
    var highlightedRow: ContextMenuRowView? { rows.first { $0.isHighlighted } }

    /// Does what `row` does: runs its action after the menu closes, opens its submenu in
    /// place, or goes back to the parent menu.
    func choose(_ row: ContextMenuRowView) {
        guard row.isEnabled else { return }
        switch row.kind {
        case .action(let action, let parent):
            session?.dismiss(choosing: action, in: parent)
        case .submenu(let menu):
            menus.append(menu)
            reshow()
        case .back:
            goBack()
        case .loading:
            break
        }
    }

    /// Shows the parent of the submenu open; false at the top level.
    @discardableResult
    func goBack() -> Bool {
        guard menus.count > 1 else { return false }
        menus.removeLast()
        reshow()
        return true
    }

    private func reshow() {
        rebuild()
        (superview as? ContextMenuOverlayView)?.platterSizeChanged()
    }

    /// A key pressed while the menu is open; returns whether it was the menu's.
    func handleKey(_ key: UIKeyboardHIDUsage) -> Bool {
        let choosable = rows.filter(\.isEnabled)
        let current = highlightedRow.flatMap { row in choosable.firstIndex { $0 === row } }
        switch key {
        case .keyboardDownArrow:
            guard !choosable.isEmpty else { return true }
            highlight(choosable[current.map { ($0 + 1) % choosable.count } ?? 0])
        case .keyboardUpArrow:
            guard !choosable.isEmpty else { return true }
            highlight(choosable[current.map { ($0 + choosable.count - 1) % choosable.count } ?? choosable.count - 1])
        case .keyboardReturnOrEnter:
            if let row = highlightedRow { choose(row) }
        case .keyboardRightArrow:
            if let row = highlightedRow, case .submenu = row.kind { choose(row) }
        case .keyboardLeftArrow:
            goBack()
        case .keyboardEscape:
            if !goBack() { session?.dismiss(choosing: nil) }
        default:
            return false
        }
        return true
    }

    // The platter takes the touches that miss its rows, so they do not close the menu.
    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}
}
