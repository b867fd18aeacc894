import Foundation

/// A control's target-action pairs and `UIAction`s, in the order they were added, with the
/// events each answers.
///
/// UIKit keeps one entry per pair: adding a target and selector already present adds the new
/// events to that entry (so reusing a cell and adding its button's action again does not make
/// it fire twice), and a `UIAction` replaces an earlier one with the same identifier. Targets
/// are held weakly; entries whose target is gone are dropped as the table is next used.
@MainActor
struct ControlActionTable {
    /// One pair, or one `UIAction`. A class: sending walks a snapshot of the list while the
    /// actions it runs may change the table.
    final class Entry {
        enum Kind {
            case selector(Selector)
            case action(UIAction)
        }

        /// The target; nil for a `UIAction`, for a pair added with a nil target (sent up the
        /// responder chain), and for a released target.
        weak var target: AnyObject?
        /// Whether a target was given (so a nil `target` means it was released).
        let hasTarget: Bool
        let kind: Kind
        var events: UIControl.Event

        init(target: AnyObject?, kind: Kind, events: UIControl.Event) {
            self.target = target
            hasTarget = target != nil
            self.kind = kind
            self.events = events
        }

        var selector: Selector? {
            if case .selector(let selector) = kind { return selector }
            return nil
        }

        var action: UIAction? {
            if case .action(let action) = kind { return action }
            return nil
        }

        /// A pair whose target has been released: it can never be sent again.
        var isOrphaned: Bool { hasTarget && target == nil }
    }

    private(set) var entries: [Entry] = []

    // MARK: Adding and removing

    mutating func add(target: AnyObject?, selector: Selector, for events: UIControl.Event) {
        dropOrphans()
        for entry in entries where entry.selector == selector && entry.target === target && entry.hasTarget == (target != nil) {
            entry.events.formUnion(events)
            return
        }
        entries.append(Entry(target: target, kind: .selector(selector), events: events))
    }

    mutating func add(_ action: UIAction, for events: UIControl.Event) {
        for index in entries.indices where entries[index].action?.identifier == action.identifier {
            let merged = Entry(target: nil, kind: .action(action), events: entries[index].events.union(events))
            entries[index] = merged
            return
        }
        entries.append(Entry(target: nil, kind: .action(action), events: events))
    }

    /// Takes `events` away from the pairs of `target` (nil: any target) with `selector`
    /// (nil: any selector); `UIAction`s go too when both are nil, the "remove everything"
    /// call. Entries left with no events are removed.
    mutating func remove(target: AnyObject?, selector: Selector?, for events: UIControl.Event) {
        let includesActions = target == nil && selector == nil
        subtract(events) { entry in
            if entry.action != nil { return includesActions }
            if let target, entry.target !== target { return false }
            guard let selector else { return true }
            return entry.selector == selector
        }
    }

    mutating func removeAction(identifiedBy identifier: UIAction.Identifier, for events: UIControl.Event) {
        subtract(events) { $0.action?.identifier == identifier }
    }

    // MARK: Queries

    /// The entries answering any of `events`, in the order added, whose target is alive
    /// (or was never given).
    func entries(for events: UIControl.Event) -> [Entry] {
        entries.filter { !$0.events.isDisjoint(with: events) && !$0.isOrphaned }
    }

    /// Every event some entry answers.
    var allEvents: UIControl.Event {
        entries.reduce(into: UIControl.Event()) { result, entry in
            if !entry.isOrphaned { result.formUnion(entry.events) }
        }
    }

    // MARK: Private

    private mutating func subtract(_ events: UIControl.Event, from matches: (Entry) -> Bool) {
        for entry in entries where matches(entry) {
            entry.events.subtract(events)
        }
        entries.removeAll { $0.events.isEmpty || $0.isOrphaned }
    }

    private mutating func dropOrphans() {
        entries.removeAll { $0.isOrphaned }
    }
}
