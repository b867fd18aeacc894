import Foundation

/// The Auto Layout engine of one view hierarchy, kept by the hierarchy's root view (the window,
/// or the top view of a hierarchy not in a window yet, as UIKit solves those too).
///
/// It turns the active constraints of the hierarchy, and the constraints UIKit adds on its
/// own (the autoresizing-mask frame of every view that translates it, intrinsic content
/// sizes, the margins and safe-area guides), into rows of a `LayoutSolver`. A change to one
/// constraint's constant or one view's frame or intrinsic size re-solves only that row; a
/// change in which constraints or views take part rebuilds the rows. Solved frames are
/// applied by each superview's `layoutSubviews()`, as UIKit's base implementation does.
@MainActor
final class LayoutEngine {
    /// A fitting target instead of the root's own frame (`systemLayoutSizeFitting`).
    struct FittingTarget {
        var size: CGSize
        var horizontalPriority: UILayoutPriority
        var verticalPriority: UILayoutPriority
    }

    private weak var root: UIView?
    private let fitting: FittingTarget?
    private var solver = LayoutSolver()
    private var needsRebuild = true

    /// What the solver holds for one active constraint (nil: broken to resolve a conflict).
    private var rows: [ObjectIdentifier: (constraint: NSLayoutConstraint, row: SolverConstraint?)] = [:]
    /// Every item whose unknowns the solver uses, with the rows UIKit adds for it.
    private var items: [ObjectIdentifier: ItemEntry] = [:]
    private var dirtyConstraints: [NSLayoutConstraint] = []
    private var dirtyItems: Set<ObjectIdentifier> = []
    /// Items whose rows hold their margins or safe-area insets, watched for changes.
    private var marginWatchers: Set<ObjectIdentifier> = []
    private var needsSolve = true
    /// Constraints whose rows hold a view's baseline offset, by view.
    private var baselineDependents: [ObjectIdentifier: [ObjectIdentifier: NSLayoutConstraint]] = [:]
    /// Constraints whose rows hold a view's bounds origin, by view.
    private var originDependents: [ObjectIdentifier: [ObjectIdentifier: NSLayoutConstraint]] = [:]
    /// Items registered during a rebuild whose implicit rows are still to be added.
    private var pendingItems: [ObjectIdentifier] = []

    @MainActor
    private final class ItemEntry {
        weak var item: LayoutItem?
        /// Held here too, so reading the solution needs no weak load of the item.
        let variables: LayoutFrameVariables
        let isView: Bool
        /// The frame solved in the last update, in the parent's coordinates, snapped to pixels.
        var solved: CGRect?
        var implicitRows: [SolverConstraint] = []
        /// The margins or safe-area insets its rows were made with (views and system guides).
        var insets: UIEdgeInsets?
        init(_ item: LayoutItem) {
            self.item = item
            variables = item.layoutVariables
            isView = item is UIView
        }
    }

    init(root: UIView, fitting: FittingTarget? = nil) {
        self.root = root
        self.fitting = fitting
    }

    // MARK: Finding the engine

    /// The engine of `view`'s hierarchy, if it uses constraints.
    ///
    /// This is the Auto Layout gate, one per hierarchy: the root gets an engine when a
    /// constraint is installed anywhere in it or a stack view is made or joins it (and keeps
    /// it), and only then do its views pay for the hooks (re-solving on frame and intrinsic
    /// size changes, the constraint pass in `layoutIfNeeded()`, applying solved frames).
    /// A hierarchy without constraints, in a window or not, pays one walk to its root where
    /// layout asks, and nothing on frame changes of views Auto Layout never touched.
    static func existing(for view: UIView) -> LayoutEngine? {
        rootView(of: view).layoutStateStorage?.engine
    }

    /// The engine of `view`'s hierarchy, made if needed.
    static func engine(for view: UIView) -> LayoutEngine {
        let root = rootView(of: view)
        if let engine = root.layoutState.engine { return engine }
        let engine = LayoutEngine(root: root)
        root.layoutState.engine = engine
        return engine
    }

    private static func rootView(of view: UIView) -> UIView {
        var top = view
        while let parent = top.superview { top = parent }
        return top
    }

    // MARK: What changed

    func setNeedsRebuild() {
        needsRebuild = true
        needsSolve = true
    }

    func constraintWasRemoved(_ constraint: NSLayoutConstraint) {
        guard let entry = rows.removeValue(forKey: ObjectIdentifier(constraint)) else { return }
        if let row = entry.row { try? solver.remove(row) }
        needsSolve = true
    }

    func constraintDidChange(_ constraint: NSLayoutConstraint) {
        guard rows[ObjectIdentifier(constraint)] != nil else { return }
        dirtyConstraints.append(constraint)
        needsSolve = true
        markSuperviewsOfItems(constraint)
    }

    /// A view's frame (if it translates its autoresizing mask), intrinsic size or priorities
    /// changed.
    func itemDidChange(_ item: LayoutItem) {
        guard items[ObjectIdentifier(item)] != nil else { return }
        dirtyItems.insert(ObjectIdentifier(item))
        if let dependents = baselineDependents[ObjectIdentifier(item)] { dirtyConstraints += dependents.values }
        needsSolve = true
        root?.setNeedsLayout()
    }

    /// `view`'s bounds origin moved (a scroll): the rows written through it shift their
    /// constants in place, and so does its frame guide's, with no rebuild.
    func boundsOriginDidChange(_ view: UIView) {
        let key = ObjectIdentifier(view)
        if let dependents = originDependents[key] {
            dirtyConstraints += dependents.values
            for constraint in dependents.values { markSuperviewsOfItems(constraint) }
            needsSolve = true
            root?.setNeedsLayout()
        }
        if let guide = view.layoutStateStorage?.viewportGuide { itemDidChange(guide) }
    }

    /// Whether `view`'s frame comes from this engine.
    func places(_ view: UIView) -> Bool {
        items[ObjectIdentifier(view)]?.solved != nil
    }

    /// The frame solved for `view`, if this engine places it.
    func solvedFrame(of view: UIView) -> CGRect? {
        items[ObjectIdentifier(view)]?.solved
    }

    // MARK: Solving

    /// Brings the solver up to date with what changed and solves; asks for layout wherever a
    /// solved frame differs from the view's frame.
    func updateIfNeeded() {
        guard needsSolve, let root else { return }
        needsSolve = false
        if !needsRebuild, marginsChanged() { needsRebuild = true }
        if needsRebuild {
            rebuild(root: root)
        } else {
            refreshDirtyRows()
        }
        solver.updateVariables()
        recordSolution()
    }

    /// Builds every row again: UIKit's rows first (frames of views that translate their
    /// masks, intrinsic sizes, guides), then the app's constraints in installation order, so a
    /// conflicting constraint of the app's is the one left out.
    private func rebuild(root: UIView) {
        dirtyItems.removeAll()
        dirtyConstraints.removeAll()
        solver = LayoutSolver()
        rows.removeAll()
        items.removeAll()
        baselineDependents.removeAll()
        originDependents.removeAll()
        marginWatchers.removeAll()
        var constraints: [NSLayoutConstraint] = []
        pendingItems.removeAll()
        collectConstraints(in: root, into: &constraints)
        var prepared: [(NSLayoutConstraint, SolverConstraint)] = []
        for constraint in constraints {
            if let row = makeRow(for: constraint) { prepared.append((constraint, row)) }
        }
        if fitting != nil { register(root) }
        // Implicit rows may register more items (a guide's owner); the queue takes them too.
        while let key = pendingItems.popLast() {
            if let entry = items[key] { addImplicitRows(for: entry) }
        }
        needsRebuild = false
        for (constraint, row) in prepared {
            add(row, for: constraint)
        }
    }

    private func collectConstraints(in view: UIView, into list: inout [NSLayoutConstraint]) {
        if let state = view.layoutStateStorage { list += state.constraints }
        for subview in view.subviews { collectConstraints(in: subview, into: &list) }
    }

    private func refreshDirtyRows() {
        let itemKeys = dirtyItems
        dirtyItems.removeAll()
        for key in itemKeys {
            guard let entry = items[key] else { continue }
            let fresh = implicitRows(for: entry)
            if fresh.count == entry.implicitRows.count,
               zip(fresh, entry.implicitRows).allSatisfy({ LayoutEngine.sameShape($0, $1) }) {
                // A frame that moved or an intrinsic size that changed: only constants differ,
                // and the solver shifts each row in place (a resize, a drag).
                var shifted = true
                for (new, old) in zip(fresh, entry.implicitRows) where new.expression.constant != old.expression.constant {
                    do { try solver.updateConstant(of: old, to: new.expression.constant) } catch { shifted = false; break }
                }
                if shifted { continue }
            }
            for row in entry.implicitRows { try? solver.remove(row) }
            entry.implicitRows.removeAll()
            install(fresh, for: entry)
        }
        let changed = dirtyConstraints
        dirtyConstraints.removeAll()
        for constraint in changed {
            let key = ObjectIdentifier(constraint)
            guard let entry = rows[key] else { continue }
            if let old = entry.row, old.priority == constraint.storedPriority.rawValue, let second = constantTerm(for: constraint) {
                // Only the constant moved: the solver shifts the row in place.
                do {
                    try solver.updateConstant(of: old, to: second)
                    continue
                } catch {}
            }
            if let old = entry.row { try? solver.remove(old) }
            rows[key] = nil
            if let row = makeRow(for: constraint) { add(row, for: constraint) }
        }
    }

    /// The row's constant for `constraint`'s current constant, when only that changed.
    private func constantTerm(for constraint: NSLayoutConstraint) -> Double? {
        guard let fresh = makeRow(for: constraint, registering: false) else { return nil }
        return fresh.expression.constant
    }

    private func add(_ row: SolverConstraint, for constraint: NSLayoutConstraint) {
        do {
            try solver.add(row)
            rows[ObjectIdentifier(constraint)] = (constraint, row)
        } catch {
            rows[ObjectIdentifier(constraint)] = (constraint, nil)
            report(error, adding: constraint)
        }
    }

    // MARK: Rows

    /// `first.attr1 − (multiplier × second.attr2 + constant)  relation  0`, written in the
    /// items' nearest common ancestor's coordinates; nil (with a message) if they have none.
    private func makeRow(for constraint: NSLayoutConstraint, registering: Bool = true) -> SolverConstraint? {
        guard let first = constraint.firstItemStorage as? LayoutItem else { return nil }
        let second = constraint.secondItemStorage as? LayoutItem
        let space: UIView?
        if let second {
            space = LayoutGeometry.nearestCommonAncestor(first, second)
        } else {
            space = first.layoutContainerView
        }
        guard let space else {
            Diagnostics.warn("NSLayoutConstraint \(constraint) was left out of layout: its items are no longer in one view hierarchy")
            return nil
        }
        var used: [LayoutItem] = []
        var origins: [UIView] = []
        let rightToLeft = LayoutGeometry.runsRightToLeft(constraint, in: space)
        var sum = LayoutGeometry.sum(for: constraint.firstAttribute, of: first, in: space, rightToLeft: rightToLeft,
                                     used: &used, origins: &origins)
        if let second {
            sum = sum - LayoutGeometry.sum(for: constraint.secondAttribute, of: second, in: space, rightToLeft: rightToLeft,
                                           used: &used, origins: &origins)
                * Double(constraint.multiplier)
        }
        sum = sum - Double(constraint.storedConstant)
        if registering {
            used.forEach(register)
            noteDependencies(of: constraint, first: first, second: second)
            for view in origins {
                originDependents[ObjectIdentifier(view), default: [:]][ObjectIdentifier(constraint)] = constraint
            }
        }
        return SolverConstraint(expression: sum.expression, relation: LayoutRelation(constraint.relation),
                                priority: constraint.storedPriority.rawValue, tag: constraint)
    }

    /// Margins and baselines are constants in a row: remember which views' margins are
    /// watched for changes, and which constraints a view's text moves (its baselines).
    private func noteDependencies(of constraint: NSLayoutConstraint, first: LayoutItem, second: LayoutItem?) {
        for (item, attribute) in [(first, constraint.firstAttribute), (second, constraint.secondAttribute)] {
            guard let view = item as? UIView else { continue }
            if LayoutEngine.marginAttributes.contains(attribute) {
                items[ObjectIdentifier(view)]?.insets = view.layoutMargins
                marginWatchers.insert(ObjectIdentifier(view))
            }
            if attribute == .firstBaseline || attribute == .lastBaseline {
                baselineDependents[ObjectIdentifier(view), default: [:]][ObjectIdentifier(constraint)] = constraint
                // The descendant holding the baseline, whose text moves it.
                let baselineView = view.baselineView(last: attribute == .lastBaseline)
                if baselineView !== view {
                    baselineDependents[ObjectIdentifier(baselineView), default: [:]][ObjectIdentifier(constraint)] = constraint
                }
            }
        }
    }

    private static let marginAttributes: Set<NSLayoutConstraint.Attribute> = [
        .leftMargin, .rightMargin, .topMargin, .bottomMargin, .leadingMargin, .trailingMargin,
        .centerXWithinMargins, .centerYWithinMargins,
    ]

    private func register(_ item: LayoutItem) {
        let key = ObjectIdentifier(item)
        guard items[key] == nil else { return }
        let entry = ItemEntry(item)
        items[key] = entry
        if needsRebuild { pendingItems.append(key) } else { addImplicitRows(for: entry) }
    }

    /// The rows UIKit adds for an item on its own.
    private func addImplicitRows(for entry: ItemEntry) {
        install(implicitRows(for: entry), for: entry)
    }

    /// Whether two rows differ at most in their constants.
    private static func sameShape(_ a: SolverConstraint, _ b: SolverConstraint) -> Bool {
        guard a.relation == b.relation, a.priority == b.priority, a.expression.terms.count == b.expression.terms.count else { return false }
        return zip(a.expression.terms, b.expression.terms).allSatisfy { $0.variable === $1.variable && $0.coefficient == $1.coefficient }
    }

    /// The rows UIKit adds for an item, as they should be now (also noting the insets used).
    private func implicitRows(for entry: ItemEntry) -> [SolverConstraint] {
        guard let item = entry.item else { return [] }
        var made: [SolverConstraint] = []
        let v = item.layoutVariables
        if let view = item as? UIView {
            if let fitting, view === root {
                made.append(implicitRow(v.width, equals: Double(fitting.size.width), priority: fitting.horizontalPriority, view, "fitting-width"))
                made.append(implicitRow(v.height, equals: Double(fitting.size.height), priority: fitting.verticalPriority, view, "fitting-height"))
                made += intrinsicRows(for: view)
            } else if view.translatesAutoresizingMaskIntoConstraints || view === root {
                // The frame as it is: UIKit's NSAutoresizingMaskLayoutConstraints.
                let frame = view.untransformedFrame
                made.append(implicitRow(v.minX, equals: Double(frame.minX), priority: .required, view, "autoresizing minX"))
                made.append(implicitRow(v.minY, equals: Double(frame.minY), priority: .required, view, "autoresizing minY"))
                made.append(implicitRow(v.width, equals: Double(frame.width), priority: .required, view, "autoresizing width"))
                made.append(implicitRow(v.height, equals: Double(frame.height), priority: .required, view, "autoresizing height"))
            } else {
                made += intrinsicRows(for: view)
            }
        } else if let guide = item as? UILayoutGuide, let role = guide.systemRole, let owner = guide.owningView,
                  role == .contentArea || role == .viewport {
            made += scrollGuideRows(guide, role: role, owner: owner)
        } else if let guide = item as? UILayoutGuide, let role = guide.systemRole, let owner = guide.owningView {
            register(owner)
            let insets = role == .margins ? owner.layoutMargins : owner.safeAreaInsets
            entry.insets = insets
            marginWatchers.insert(ObjectIdentifier(guide))
            let o = owner.layoutVariables
            let name = guide.identifier
            made.append(implicitRow(v.minX, equals: Double(insets.left), priority: .required, guide, "\(name)-left"))
            made.append(implicitRow(v.minY, equals: Double(insets.top), priority: .required, guide, "\(name)-top"))
            made.append(SolverConstraint(expression: (LinearSum(v.width) - LinearSum(o.width) + Double(insets.left + insets.right)).expression,
                                         relation: .equal, tag: ImplicitConstraint(guide, "\(name)-width")))
            made.append(SolverConstraint(expression: (LinearSum(v.height) - LinearSum(o.height) + Double(insets.top + insets.bottom)).expression,
                                         relation: .equal, tag: ImplicitConstraint(guide, "\(name)-height")))
        }
        return made
    }

    /// A scroll view's guides: the content area from the content's origin, its size wanted
    /// (weakly) at the size the app set, so constraints decide it when they can; and the
    /// viewport, the frame in content coordinates, following the bounds origin.
    private func scrollGuideRows(_ guide: UILayoutGuide, role: UILayoutGuide.SystemRole, owner: UIView) -> [SolverConstraint] {
        let v = guide.layoutVariables, name = guide.identifier
        if role == .contentArea {
            let size = guide.preferredSize
            return [implicitRow(v.minX, equals: 0, priority: .required, guide, "\(name)-left"),
                    implicitRow(v.minY, equals: 0, priority: .required, guide, "\(name)-top"),
                    implicitRow(v.width, equals: Double(size.width), priority: LayoutEngine.contentAreaSizePriority, guide, "\(name)-width"),
                    implicitRow(v.height, equals: Double(size.height), priority: LayoutEngine.contentAreaSizePriority, guide, "\(name)-height")]
        }
        register(owner)
        let o = owner.layoutVariables, origin = owner.bounds.origin
        return [implicitRow(v.minX, equals: Double(origin.x), priority: .required, guide, "\(name)-left"),
                implicitRow(v.minY, equals: Double(origin.y), priority: .required, guide, "\(name)-top"),
                SolverConstraint(expression: (LinearSum(v.width) - LinearSum(o.width)).expression,
                                 relation: .equal, tag: ImplicitConstraint(guide, "\(name)-width")),
                SolverConstraint(expression: (LinearSum(v.height) - LinearSum(o.height)).expression,
                                 relation: .equal, tag: ImplicitConstraint(guide, "\(name)-height"))]
    }

    /// How strongly a scroll view's content area keeps the size the app set: below
    /// `fittingSizeLevel`, so any constraint of the app's on the content decides it.
    static let contentAreaSizePriority = UILayoutPriority(1)

    private func install(_ made: [SolverConstraint], for entry: ItemEntry) {
        for row in made {
            do {
                try solver.add(row)
                entry.implicitRows.append(row)
            } catch {
                if case .unsatisfiable(let conflicting) = error { reportConflict(conflicting, broken: row) }
            }
        }
    }

    /// Hugging (size ≤ intrinsic) and compression resistance (size ≥ intrinsic) per axis
    /// that has an intrinsic size: UIKit's NSContentSizeLayoutConstraints.
    private func intrinsicRows(for view: UIView) -> [SolverConstraint] {
        // The intrinsic size is the alignment rectangle's; the rows hold the frame's size.
        let content = view.intrinsicContentSize, insets = view.alignmentRectInsets
        let size = CGSize(width: content.width == UIView.noIntrinsicMetric ? content.width : content.width + insets.left + insets.right,
                          height: content.height == UIView.noIntrinsicMetric ? content.height : content.height + insets.top + insets.bottom)
        let state = view.layoutState
        let v = view.layoutVariables
        var made: [SolverConstraint] = []
        if size.width != UIView.noIntrinsicMetric, size.width.isFinite, size.width >= 0 {
            made.append(SolverConstraint(expression: LinearSum(v.width).expression - Double(size.width), relation: .lessThanOrEqual,
                                         priority: state.hugging.horizontal.rawValue, tag: ImplicitConstraint(view, "content-size width hugging")))
            made.append(SolverConstraint(expression: LinearSum(v.width).expression - Double(size.width), relation: .greaterThanOrEqual,
                                         priority: state.compressionResistance.horizontal.rawValue, tag: ImplicitConstraint(view, "content-size width compression")))
        }
        if size.height != UIView.noIntrinsicMetric, size.height.isFinite, size.height >= 0 {
            made.append(SolverConstraint(expression: LinearSum(v.height).expression - Double(size.height), relation: .lessThanOrEqual,
                                         priority: state.hugging.vertical.rawValue, tag: ImplicitConstraint(view, "content-size height hugging")))
            made.append(SolverConstraint(expression: LinearSum(v.height).expression - Double(size.height), relation: .greaterThanOrEqual,
                                         priority: state.compressionResistance.vertical.rawValue, tag: ImplicitConstraint(view, "content-size height compression")))
        }
        return made
    }

    private func implicitRow(_ variable: LayoutVariable, equals value: Double, priority: UILayoutPriority,
                             _ item: AnyObject, _ name: String) -> SolverConstraint {
        SolverConstraint(expression: LinearSum(variable).expression - value, relation: .equal,
                         priority: priority.rawValue, tag: ImplicitConstraint(item, name))
    }

    /// Margins and safe areas are constants in the rows; when one changed, rebuild.
    private func marginsChanged() -> Bool {
        for key in marginWatchers {
            guard let entry = items[key], let item = entry.item, let insets = entry.insets else { continue }
            if let view = item as? UIView, view.layoutMargins != insets { return true }
            if let guide = item as? UILayoutGuide, let owner = guide.owningView, guide.systemRole == .margins || guide.systemRole == .safeArea {
                let now = guide.systemRole == .margins ? owner.layoutMargins : owner.safeAreaInsets
                if now != insets { return true }
            }
        }
        return false
    }

    // MARK: The solution

    /// Records the solved frames, snapped to the pixel grid as UIKit does, and asks the
    /// superview of every view whose frame differs to lay out.
    private func recordSolution() {
        // One pixel grid for the hierarchy: the window's (a view's own content scale is for
        // its drawing, not its position).
        let scale = root?.window?.screenScale ?? root?.contentScaleFactor ?? 1
        for entry in items.values {
            guard entry.isView else {
                if let guide = entry.item as? UILayoutGuide, guide.systemRole == nil || guide.systemRole == .contentArea {
                    guide.solvedFrame = entry.variables.frame
                }
                continue
            }
            let frame = LayoutEngine.snapped(entry.variables.frame, scale: scale)
            // Only what moved since the last solution is compared with the view (a drag moves
            // one view of hundreds).
            guard frame != entry.solved else { continue }
            entry.solved = frame
            guard let view = entry.item as? UIView, view !== root, !view.translatesAutoresizingMaskIntoConstraints else { continue }
            if frame != view.untransformedFrame { view.superview?.setNeedsLayout() }
        }
    }

    /// Edges rounded to the nearest device pixel, so the size is whole pixels too.
    ///
    /// A half pixel rounds up, and so does an edge within the solver's round-off below one:
    /// the same layout reached another way (a resize and back, a constant changed and back)
    /// can come out a few 10⁻¹³ either side of a half pixel, and must snap alike, or a centred
    /// view of odd width would be a pixel narrower some of the time. A negative size (the
    /// constraints left no room) is no size at the frame's origin, not the mirrored rectangle
    /// that CGRect's `minX` and `maxX` would make of it.
    static func snapped(_ frame: CGRect, scale: CGFloat) -> CGRect {
        guard frame.isFinite else { return .zero }
        let s = scale > 0 ? scale : 1
        func snap(_ edge: CGFloat) -> CGFloat { (edge * s + 0.5 + snappingRoundOffInPixels).rounded(.down) / s }
        let minX = snap(frame.origin.x), minY = snap(frame.origin.y)
        let maxX = snap(frame.origin.x + frame.size.width), maxY = snap(frame.origin.y + frame.size.height)
        return CGRect(x: minX, y: minY, width: Swift.max(0, maxX - minX), height: Swift.max(0, maxY - minY))
    }

    /// How far below a half pixel an edge may be and still round up: far above the solver's
    /// round-off, far below anything a layout means.
    static let snappingRoundOffInPixels: CGFloat = 1e-6

    /// Whether any of the view's four unknowns could take another value with every
    /// constraint as well satisfied.
    func isAmbiguous(_ view: UIView) -> Bool {
        updateIfNeeded()
        guard items[ObjectIdentifier(view)] != nil else { return false }
        let v = view.layoutVariables
        return [v.minX, v.minY, v.width, v.height].contains { solver.isAmbiguous($0) }
    }

    /// The solved size of the root (fitting engines).
    var rootSize: CGSize {
        guard let root else { return .zero }
        let v = root.layoutVariables
        return CGSize(width: v.width.value, height: v.height.value)
    }

    private func markSuperviewsOfItems(_ constraint: NSLayoutConstraint) {
        for item in [constraint.firstItemStorage, constraint.secondItemStorage] {
            if let view = item as? UIView { view.superview?.setNeedsLayout() }
            if let guide = item as? UILayoutGuide { guide.owningView?.setNeedsLayout() }
        }
    }

    // MARK: Conflicts

    private func report(_ error: LayoutSolverError, adding constraint: NSLayoutConstraint) {
        switch error {
        case .unsatisfiable(let conflicting):
            reportConflict(conflicting, broken: nil, brokenConstraint: constraint)
        case .nonFinite:
            Diagnostics.warn("NSLayoutConstraint \(constraint) was left out of layout: it works out to a number that is not finite")
        default:
            Diagnostics.warn("NSLayoutConstraint \(constraint) was left out of layout (\(error))")
        }
    }

    /// UIKit's report: the conflicting constraints, then the one broken to go on.
    private func reportConflict(_ conflicting: [SolverConstraint], broken row: SolverConstraint?,
                                brokenConstraint: NSLayoutConstraint? = nil) {
        let listed = conflicting.map { "    \"\(LayoutEngine.describe($0.tag))\"" }
        let broken = brokenConstraint.map { "\($0)" } ?? LayoutEngine.describe(row?.tag)
        var message = "Unable to simultaneously satisfy constraints.\n"
        message += "    At least one of these constraints is probably not wanted. Look at each one, and find the code\n"
        message += "    that added the one you did not mean. (An NSAutoresizingMaskLayoutConstraint comes from a view\n"
        message += "    whose translatesAutoresizingMaskIntoConstraints is still true.)\n(\n"
        message += listed.joined(separator: ",\n") + "\n)\n"
        message += "Going on by breaking constraint\n\(broken)"
        Diagnostics.warn(message)
    }

    private static func describe(_ tag: AnyObject?) -> String {
        if let constraint = tag as? NSLayoutConstraint { return constraint.description }
        if let implicit = tag as? ImplicitConstraint { return implicit.description }
        return "(a constraint)"
    }
}

/// A row UIKit adds on its own, named in conflict reports as UIKit names its classes.
@MainActor
final class ImplicitConstraint {
    weak var item: AnyObject?
    let name: String

    init(_ item: AnyObject, _ name: String) {
        self.item = item
        self.name = name
    }

    var description: String {
        let kind = name.hasPrefix("autoresizing") ? "NSAutoresizingMaskLayoutConstraint"
            : name.hasPrefix("content-size") ? "NSContentSizeLayoutConstraint" : "NSLayoutConstraint"
        let who = item.map(LayoutDescription.name(of:)) ?? "(gone)"
        return "<\(kind) \(who) '\(name)'>"
    }
}

extension LayoutRelation {
    init(_ relation: NSLayoutConstraint.Relation) {
        switch relation {
        case .lessThanOrEqual: self = .lessThanOrEqual
        case .equal: self = .equal
        case .greaterThanOrEqual: self = .greaterThanOrEqual
        }
    }
}
