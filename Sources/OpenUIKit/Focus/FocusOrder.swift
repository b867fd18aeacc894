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
        // The root's superviews are checked once; below it, each level on the way down.
        guard root.window === window, root.superview.map({ isShownAndInteractive($0, withSuperviews: true) }) ?? true else { return [] }
        var found: [Candidate] = []
        collect(root, group: effectiveGroup(of: root), window: window, into: &found)
        let ordered = readingOrder(found.map(\.frame)).map { found[$0] }
        return groupedInOrder(ordered.map { ($0.view, $0.group) })
    }

    /// `ordered` (views in reading order, each with its focus group) with each group's views
    /// kept together: a stable partition, the groups in the order their first view appears.
    static func groupedInOrder(_ ordered: [(view: UIView, group: String?)]) -> [UIView] {
        var groupOrder: [String?] = []
        var members: [String?: [UIView]] = [:]
        for candidate in ordered {
            if members[candidate.group] == nil { groupOrder.append(candidate.group) }
            members[candidate.group, default: []].append(candidate.view)
        }
        return groupOrder.flatMap { members[$0] ?? [] }
    }

    /// Whether `view` can take focus now: it says it can, it is in `window`, and neither it
    /// nor a superview is hidden, transparent to hits or refusing interaction, and it has
    /// an area.
    static func isFocusable(_ view: UIView, in window: UIWindow) -> Bool {
        view.canBecomeFocused && view.window === window && !view.bounds.isEmpty && isShownAndInteractive(view, withSuperviews: true)
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

    /// A focusable view found, its frame in window coordinates and its focus group.
    private struct Candidate {
        var view: UIView
        var frame: CGRect
        var group: String?
    }

    /// Adds the focusable views of `view`'s subtree, skipping subtrees that cannot be seen
    /// or touched; `group` is the focus group `view` is in.
    private static func collect(_ view: UIView, group: String?, window: UIWindow, into found: inout [Candidate]) {
        guard isShownAndInteractive(view, withSuperviews: false) else { return }
        let group = view.focusGroupIdentifier ?? group
        if view.canBecomeFocused, !view.bounds.isEmpty {
            found.append(Candidate(view: view, frame: view.convert(view.bounds, to: window), group: group))
        }
        for subview in view.subviews {
            collect(subview, group: group, window: window, into: &found)
        }
    }

    /// Whether `view` (and, when asked, every superview) is visible and takes interaction.
    static func isShownAndInteractive(_ view: UIView, withSuperviews: Bool) -> Bool {
        var current: UIView? = view
        while let candidate = current {
            guard !candidate.isHidden, candidate.alpha >= UIView.minimumHitTestAlpha, candidate.isUserInteractionEnabled else { return false }
            current = withSuperviews ? candidate.superview : nil
        }
        return true
    }

    /// The focus group `view` belongs to: its own identifier, else its nearest superview's.
    static func effectiveGroup(of view: UIView) -> String? {
        var current: UIView? = view
        while let ancestor = current {
            if let identifier = ancestor.focusGroupIdentifier { return identifier }
            current = ancestor.superview
        }
        return nil
    }
}
