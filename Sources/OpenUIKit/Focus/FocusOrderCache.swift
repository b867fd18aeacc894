import Foundation

/// A window's Tab order, kept between Tabs: the walk of the view tree and every candidate's
/// frame in window coordinates (the costly part of a Tab: converting each frame through the
/// layers) are made once and reused until the window's views change.
///
/// **What it keeps.** Every view under the search root that is shown, takes interaction and
/// has an area, with its focus group, in tree order; frames are converted the first time a
/// view is focusable at a Tab. Whether a view can take focus (`canBecomeFocused`, which
/// subclasses answer from state of their own such as `isEnabled`) is asked afresh at every
/// Tab, so a control enabled or disabled since needs no notice; the reading order of the
/// focusable ones is sorted again only when that set differs from the last Tab's.
///
/// **What drops it.** The window's `focusOrderGeneration`, which moves on whenever a view's
/// layer changes where or whether it is drawn (frame, bounds, transform, `isHidden`, alpha,
/// order among its siblings, joining the window: `CALayer.layerGeometryDidChange`), when a
/// view leaves the window, and when `isUserInteractionEnabled` or `focusGroupIdentifier`
/// changes. A scroll view scrolling moves its bounds, so it drops the cache too.
@MainActor
final class FocusOrderCache {
    private struct Entry {
        weak var view: UIView?
        var group: String?
        /// The view's frame in window coordinates, converted when first needed.
        var frame: CGRect?
    }

    private weak var root: UIView?
    private var generation: UInt64 = 0
    private var entries: [Entry] = []
    /// The entries focusable at the last Tab, and the views in Tab order made from them.
    private var lastFocusable: [Int] = []
    private var lastOrder: [UIView] = []
    private var isValid = false

    /// How many times the tree was walked: what the cache saves, for tests.
    private(set) var walks = 0

    /// The views inside `root` (itself included) that can take focus, in Tab order (see
    /// `FocusOrder.items(in:window:)`, whose answer this is).
    func items(in root: UIView, window: UIWindow) -> [UIView] {
        if !isValid || self.root !== root || generation != window.focusOrderGeneration {
            rebuild(root: root, window: window)
        }
        var focusable: [Int] = []
        for index in entries.indices {
            guard let view = entries[index].view else {
                // A view went away without the window hearing (it cannot, but a stale
                // answer must never be given): start again.
                isValid = false
                return items(in: root, window: window)
            }
            if view.canBecomeFocused { focusable.append(index) }
        }
        if focusable == lastFocusable { return lastOrder }
        var frames: [CGRect] = []
        frames.reserveCapacity(focusable.count)
        for index in focusable {
            if entries[index].frame == nil, let view = entries[index].view {
                entries[index].frame = view.convert(view.bounds, to: window)
            }
            frames.append(entries[index].frame ?? .zero)
        }
        let ordered = FocusOrder.readingOrder(frames).map { focusable[$0] }
        lastFocusable = focusable
        lastOrder = FocusOrder.groupedInOrder(ordered.compactMap { index in entries[index].view.map { ($0, entries[index].group) } })
        return lastOrder
    }

    /// Forgets everything (the focus system's window changed its views in a way no layer saw).
    func invalidate() {
        isValid = false
    }

    private func rebuild(root: UIView, window: UIWindow) {
        walks += 1
        self.root = root
        generation = window.focusOrderGeneration
        entries.removeAll(keepingCapacity: true)
        lastFocusable = []
        lastOrder = []
        isValid = true
        guard root.window === window, root.superview.map({ FocusOrder.isShownAndInteractive($0, withSuperviews: true) }) ?? true else { return }
        collect(root, group: FocusOrder.effectiveGroup(of: root))
    }

    private func collect(_ view: UIView, group: String?) {
        guard FocusOrder.isShownAndInteractive(view, withSuperviews: false) else { return }
        let group = view.focusGroupIdentifier ?? group
        if !view.bounds.isEmpty { entries.append(Entry(view: view, group: group)) }
        for subview in view.subviews { collect(subview, group: group) }
    }
}
