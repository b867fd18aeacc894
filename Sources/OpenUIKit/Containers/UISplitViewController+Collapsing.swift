import Foundation

/// The split view's bookkeeping: which controller is in which column, collapsing into the
/// primary navigation controller and expanding out of it, the display mode, and the layout.
extension UISplitViewController {
    /// Controllers moved onto the primary navigation controller while collapsed: a
    /// navigation controller's stack (`count` of them), or a controller itself (one).
    struct MovedStack {
        let source: UIViewController
        let count: Int
    }

    // MARK: Columns

    /// Puts `vc` in `column`, replacing what was there.
    func place(_ vc: UIViewController, in column: Column) {
        if style == .unspecified, column != .primary, column != .secondary {
            Diagnostics.warn("UISplitViewController: the classic interface has no \(column) column; use init(style:); ignored")
            return
        }
        if column == .secondary, style == .unspecified, isCollapsed {
            // Classic, collapsed: kept for when the interface expands.
            collapsedSecondary = vc
            return
        }
        assigned[column] = vc
        let child: UIViewController = style != .unspecified && !(vc is UINavigationController)
            ? UINavigationController(rootViewController: vc) : vc
        if let old = columnChildren[column], old !== child { detachColumn(column) }
        guard child.parent !== self else { return }
        addChild(child)
        guard child.parent === self else { return }
        columnChildren[column] = child
        child.didMove(toParent: self)
        if isViewLoaded { installColumnViews() }
    }

    /// Takes `column`'s controller out of the split view.
    func removeColumn(_ column: Column) {
        assigned[column] = nil
        detachColumn(column)
        if isViewLoaded { installColumnViews() }
    }

    private func detachColumn(_ column: Column) {
        guard let child = columnChildren[column] else { return }
        columnChildren[column] = nil
        child.willMove(toParent: nil)
        child.viewIfLoaded?.removeFromSuperview()
        child.removeFromParent()
    }

    /// The primary column's navigation controller, if it is one.
    private var primaryNavigation: UINavigationController? { columnChildren[.primary] as? UINavigationController }

    // MARK: Display mode

    /// The display mode `preferredDisplayMode` asks for now, `.automatic` resolved: leading
    /// columns beside (or over) the secondary one in a window wider than it is tall, else the
    /// secondary alone; a two-column interface shows at most one leading column.
    var resolvedPreferredDisplayMode: DisplayMode {
        // (Before the view is in a window the choice waits: the secondary alone, until the
        // view joins one.)
        resolvedDisplayMode(in: viewIfLoaded?.window?.bounds.size ?? viewIfLoaded?.bounds.size ?? .zero)
    }

    /// `preferredDisplayMode` resolved for a window of `size`.
    func resolvedDisplayMode(in size: CGSize) -> DisplayMode {
        var mode = preferredDisplayMode
        if mode == .automatic {
            mode = size.width > size.height ? leadingMode(count: style == .tripleColumn ? 2 : 1) : .secondaryOnly
        }
        if style != .tripleColumn, mode.leadingColumns.count == 2 {
            mode = mode.leadingColumns.overlaid ? .oneOverSecondary : .oneBesideSecondary
        }
        return mode
    }

    /// The mode showing `count` leading columns with the split behaviour.
    func leadingMode(count: Int) -> DisplayMode {
        switch (count, splitBehavior) {
        case (0, _): return .secondaryOnly
        case (1, .overlay): return .oneOverSecondary
        case (1, _): return .oneBesideSecondary
        case (_, .overlay): return .twoOverSecondary
        case (_, .displace): return .twoDisplaceSecondary
        default: return .twoBesideSecondary
        }
    }

    /// Changes the display mode (not while collapsed), telling the delegate first.
    func setDisplayMode(_ mode: DisplayMode) {
        guard !isCollapsed, mode != displayMode else { return }
        delegate?.splitViewController(self, willChangeTo: mode)
        displayMode = mode
        if isViewLoaded { installColumnViews() }
    }

    // MARK: Following the window's width

    /// The view is about to join `window`: collapsed or not, and the display mode, as the
    /// window says, before the columns' views join it.
    func prepare(for window: UIWindow) {
        if !isCollapsed, window.windowTraitCollection.horizontalSizeClass != .compact {
            setDisplayMode(resolvedDisplayMode(in: window.bounds.size))
        }
        followSizeClass(window.windowTraitCollection.horizontalSizeClass)
        installColumnViews()
    }

    /// Collapses in a compact width, expands in a regular one.
    func followSizeClass(_ sizeClass: UIUserInterfaceSizeClass) {
        let compact = sizeClass == .compact
        guard compact != isCollapsed else { return }
        if compact { collapse() } else { expand() }
    }

    /// Into one stack: the secondary column's controllers go onto the primary navigation
    /// controller (see the class's documentation for who decides).
    func collapse() {
        isCollapsed = true
        displayModeButtonItem.isHidden = true
        if displayMode != .secondaryOnly {
            delegate?.splitViewController(self, willChangeTo: .secondaryOnly)
            displayMode = .secondaryOnly
        }
        movedStacks = []
        primaryDepth = primaryNavigation?.viewControllers.count ?? 0
        if style == .unspecified {
            if let secondary = columnChildren[.secondary], let primary = columnChildren[.primary] {
                assigned[.secondary] = nil
                detachColumn(.secondary)
                collapsedSecondary = secondary
                let handled = delegate?.splitViewController(self, collapseSecondary: secondary, onto: primary) ?? false
                if !handled, let navigation = primaryNavigation { move(secondary, onto: navigation, animated: false) }
            }
        } else if columnChildren[.compact] == nil, primaryNavigation != nil {
            let top = delegate?.splitViewController(self, topColumnForCollapsingToProposedTopColumn: .secondary) ?? .secondary
            moveColumns(upTo: top)
        }
        installColumnViews()
    }

    /// Moves the columns up to `top` (supplementary, then secondary) onto the primary stack.
    private func moveColumns(upTo top: Column) {
        guard let navigation = primaryNavigation else { return }
        var columns: [Column] = []
        if style == .tripleColumn, top == .supplementary || top == .secondary { columns.append(.supplementary) }
        if top == .secondary { columns.append(.secondary) }
        for column in columns {
            if let source = columnChildren[column] { move(source, onto: navigation, animated: false) }
        }
    }

    /// Pushes `source` onto `navigation` (a navigation controller's whole stack instead of
    /// itself, since navigation controllers do not nest) and records it.
    private func move(_ source: UIViewController, onto navigation: UINavigationController, animated: Bool) {
        if let sourceNavigation = source as? UINavigationController {
            let stack = sourceNavigation.viewControllers
            guard !stack.isEmpty else { return }
            sourceNavigation.setViewControllers([], animated: false)
            for (index, controller) in stack.enumerated() {
                navigation.pushViewController(controller, animated: animated && index == stack.count - 1)
            }
            movedStacks.append(MovedStack(source: sourceNavigation, count: stack.count))
        } else {
            if source.parent === self { source.willMove(toParent: nil); source.viewIfLoaded?.removeFromSuperview(); source.removeFromParent() }
            navigation.pushViewController(source, animated: animated)
            movedStacks.append(MovedStack(source: source, count: 1))
        }
    }

    /// Takes the controllers above the primary's own off the primary stack and gives the
    /// moved stacks back to their navigation controllers. Returns what was taken, bottom
    /// first.
    @discardableResult
    private func restoreMovedStacks() -> [UIViewController] {
        guard let navigation = primaryNavigation else { return [] }
        let stack = navigation.viewControllers
        let depth = min(primaryDepth, stack.count)
        let taken = Array(stack.dropFirst(depth))
        guard !taken.isEmpty else { return [] }
        navigation.setViewControllers(Array(stack.prefix(depth)), animated: false)
        var remaining = taken[...]
        for (index, moved) in movedStacks.enumerated() {
            guard let sourceNavigation = moved.source as? UINavigationController else {
                remaining = remaining.dropFirst(moved.count)
                continue
            }
            let part = index == movedStacks.count - 1 ? Array(remaining) : Array(remaining.prefix(moved.count))
            remaining = remaining.dropFirst(part.count)
            sourceNavigation.setViewControllers(part, animated: false)
        }
        return taken
    }

    /// Out of one stack: the secondary column comes back (see the class's documentation).
    func expand() {
        isCollapsed = false
        displayModeButtonItem.isHidden = false
        if style == .unspecified {
            var secondary: UIViewController?
            if let primary = columnChildren[.primary] {
                secondary = delegate?.splitViewController(self, separateSecondaryFrom: primary)
            }
            if secondary == nil {
                let taken = restoreMovedStacks()
                if let last = movedStacks.last, last.source is UINavigationController, !taken.isEmpty {
                    secondary = last.source
                } else if taken.count == 1 {
                    secondary = taken[0]
                } else if taken.count > 1 {
                    let navigation = UINavigationController()
                    navigation.setViewControllers(taken, animated: false)
                    secondary = navigation
                }
            }
            let kept = collapsedSecondary
            collapsedSecondary = nil
            movedStacks = []
            chooseExpandedDisplayMode()
            if let secondary = secondary ?? kept { place(secondary, in: .secondary) }
        } else {
            restoreMovedStacks()
            movedStacks = []
            chooseExpandedDisplayMode()
        }
        if isViewLoaded { installColumnViews() }
    }

    /// The display mode on expanding, before any column's view comes back.
    private func chooseExpandedDisplayMode() {
        let mode = resolvedPreferredDisplayMode
        guard mode != displayMode else { return }
        delegate?.splitViewController(self, willChangeTo: mode)
        displayMode = mode
    }

    /// `show(_:)` while collapsed: the primary column pops back to its own controllers; the
    /// others go on top of it.
    func showWhileCollapsed(_ column: Column) {
        switch column {
        case .primary:
            hideWhileCollapsed()
        case .supplementary, .secondary:
            guard style != .unspecified || movedStacks.isEmpty else { return }
            if style == .unspecified {
                guard let secondary = collapsedSecondary, let navigation = primaryNavigation else { return }
                collapsedSecondary = nil
                move(secondary, onto: navigation, animated: true)
            } else {
                restoreMovedStacks()
                movedStacks = []
                moveColumns(upTo: column)
            }
        case .compact:
            return
        }
    }

    /// `hide(_:)` while collapsed: back to the primary column's own controllers.
    func hideWhileCollapsed() {
        restoreMovedStacks()
        if style == .unspecified, let last = movedStacks.last { collapsedSecondary = last.source }
        movedStacks = []
    }

    /// `showDetailViewController(_:sender:)` once the delegate has declined.
    func showDetail(_ vc: UIViewController) {
        guard isCollapsed, let navigation = primaryNavigation else {
            if isCollapsed, style == .unspecified {
                // No navigation controller to push onto: the detail waits for expanding.
                collapsedSecondary = vc
                return
            }
            place(vc, in: .secondary)
            return
        }
        if style == .unspecified {
            // What was shown as the detail before is replaced.
            if navigation.viewControllers.count > primaryDepth {
                navigation.setViewControllers(Array(navigation.viewControllers.prefix(primaryDepth)), animated: false)
            }
            movedStacks = []
            collapsedSecondary = nil
            move(vc, onto: navigation, animated: true)
        } else {
            restoreMovedStacks()
            movedStacks = []
            place(vc, in: .secondary)
            moveColumns(upTo: .secondary)
        }
    }

    // MARK: Layout

    /// The columns whose views show now, leading first, the secondary last.
    private var shownColumns: (leading: [Column], secondary: Column?) {
        if isCollapsed {
            if style != .unspecified, columnChildren[.compact] != nil { return ([], .compact) }
            return ([], .primary)
        }
        let count = displayMode.leadingColumns.count
        var leading: [Column] = []
        if style == .tripleColumn {
            if count >= 2 { leading.append(.primary) }
            if count >= 1 { leading.append(.supplementary) }
        } else if count >= 1 {
            leading.append(.primary)
        }
        return (leading.filter { columnChildren[$0] != nil }, .secondary)
    }

    /// Puts the views of the columns that show in the root view (the secondary first, so
    /// leading columns overlaying it are above it) and takes the others out.
    func installColumnViews() {
        guard let root = viewIfLoaded else { return }
        let shown = shownColumns
        let visible = shown.leading + [shown.secondary].compactMap { $0 }
        for (column, child) in columnChildren where !visible.contains(column) {
            if child.viewIfLoaded?.superview === root { child.view.removeFromSuperview() }
        }
        // Leading first, as they are read; the secondary goes below them.
        for column in visible {
            guard let child = columnChildren[column], child.view.superview !== root else { continue }
            child.view.frame = root.bounds
            if let position = shown.leading.firstIndex(of: column) {
                let secondaryBelow = shown.secondary.flatMap { columnChildren[$0] }?.viewIfLoaded?.superview === root
                root.insertSubview(child.view, at: position + (secondaryBelow ? 1 : 0))
            } else {
                root.insertSubview(child.view, at: 0)
            }
        }
        for separator in separators { root.bringSubviewToFront(separator) }
        layOutColumns()
    }

    /// The frames: side by side (the primary `primaryColumnWidth` wide, a supplementary
    /// column 320 points, a hairline after each), the leading ones over the secondary one
    /// when the mode overlays them, or one column filling the view when collapsed.
    func layOutColumns() {
        guard let root = viewIfLoaded else { return }
        let bounds = root.bounds
        if preferredDisplayMode == .automatic, !isCollapsed, root.window != nil, displayModeSize != bounds.size {
            // The automatic choice is made for the window's shape once in it, and follows the
            // shape as the window is resized.
            displayModeSize = bounds.size
            let mode = resolvedPreferredDisplayMode
            if mode != displayMode {
                setDisplayMode(mode)
                return
            }
        }
        let shown = shownColumns
        let pixel = 1 / max(1, root.traitCollection.displayScale)
        var x: CGFloat = 0
        for (index, separator) in separators.enumerated() {
            separator.isHidden = index >= shown.leading.count
        }
        for (index, column) in shown.leading.enumerated() {
            let width = column == .primary ? primaryColumnWidth : Self.defaultSupplementaryColumnWidth
            columnChildren[column]?.view.frame = CGRect(x: x, y: 0, width: width, height: bounds.height)
            separators[index].frame = CGRect(x: x + width, y: 0, width: pixel, height: bounds.height)
            x += width + pixel
        }
        if let column = shown.secondary, let child = columnChildren[column] {
            let overlaid = displayMode.leadingColumns.overlaid || isCollapsed
            let left = overlaid ? 0 : min(x, bounds.width)
            child.view.frame = CGRect(x: left, y: 0, width: bounds.width - left, height: bounds.height)
        }
    }
}
