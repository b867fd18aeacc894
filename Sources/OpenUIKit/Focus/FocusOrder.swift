import Foundation

/// Which views in a window can take focus, and the order Tab visits them in.
///
/// The order is reading order in window coordinates: views sorted by their top edge fall
/// into rows (a view joins the row begun by the first view of the row while its vertical
/// middle lies within that first view's height), rows go top to bottom and each row left to
/// right. Views in the same focus group (the nearest `focusGroupIdentifier` up their
/// superviews) then keep together, the groups in the order of their first view.
@MainActor
enum FocusOrder {
    /// The views inside `root` (itself included) that can take focus, in Tab order.
    static func items(in root: UIView, window: UIWindow) -> [UIView] {
        var found: [(view: UIView, frame: CGRect)] = []
        collect(root, window: window, into: &found)
        let rows = readingOrder(found.map(\.frame))
        let ordered = rows.map { found[$0].view }
        // Stable partition by group, groups in the order their first member appears.
        var groupOrder: [String?] = []
        var members: [String?: [UIView]] = [:]
        for view in ordered {
            let group = effectiveGroup(of: view)
            if members[group] == nil { groupOrder.append(group) }
            members[group, default: []].append(view)
        }
        return groupOrder.flatMap { members[$0] ?? [] }
    }

    /// Whether `view` can take focus now: it says it can, it is in `window`, and neither it
    /// nor a superview is hidden, transparent to hits or refusing interaction, and it has
    /// an area.
    static func isFocusable(_ view: UIView, in window: UIWindow) -> Bool {
        guard view.canBecomeFocused, view.window === window, !view.bounds.isEmpty else { return false }
        var current: UIView? = view
        while let ancestor = current {
            if !isShownAndInteractive(ancestor) { return false }
            current = ancestor.superview
        }
        return true
    }

    /// The indexes of `frames` in reading order (see the type's summary).
    static func readingOrder(_ frames: [CGRect]) -> [Int] {
        let byTop = frames.indices.sorted { a, b in
            frames[a].minY != frames[b].minY ? frames[a].minY < frames[b].minY : frames[a].minX < frames[b].minX
        }
        var result: [Int] = []
        var row: [Int] = []
        var rowSpan: ClosedRange<CGFloat>?
        func flushRow() {
            result += row.sorted { frames[$0].minX != frames[$1].minX ? frames[$0].minX < frames[$1].minX : frames[$0].minY < frames[$1].minY }
            row.removeAll()
        }
        for index in byTop {
            let frame = frames[index]
            if let span = rowSpan, span.contains(frame.midY) {
                row.append(index)
                continue
            }
            flushRow()
            row = [index]
            rowSpan = frame.minY...max(frame.minY, frame.maxY)
        }
        flushRow()
        return result
    }

    // MARK: Walking the tree

    /// Adds the focusable views of `view`'s subtree, skipping subtrees that cannot be seen
    /// or touched.
    private static func collect(_ view: UIView, window: UIWindow, into found: inout [(view: UIView, frame: CGRect)]) {
        guard isShownAndInteractive(view) else { return }
        if isFocusable(view, in: window) {
            found.append((view, view.convert(view.bounds, to: window)))
        }
        for subview in view.subviews {
            collect(subview, window: window, into: &found)
        }
    }

    /// Whether `view` itself is visible and takes interaction.
    private static func isShownAndInteractive(_ view: UIView) -> Bool {
        !view.isHidden && view.alpha >= UIView.minimumHitTestAlpha && view.isUserInteractionEnabled
    }

    /// The focus group `view` belongs to: its own identifier, else its nearest superview's.
    private static func effectiveGroup(of view: UIView) -> String? {
        var current: UIView? = view
        while let ancestor = current {
            if let identifier = ancestor.focusGroupIdentifier { return identifier }
            current = ancestor.superview
        }
        return nil
    }
}
