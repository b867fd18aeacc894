import Foundation

/// The state of a list's data at one moment: its sections, in order, and the items of each,
/// all named by identifiers.
///
/// A diffable data source applies a snapshot by comparing it with the one shown, so the list
/// animates the difference. Identifiers must be unique across the whole snapshot: UIKit stops
/// the app on a duplicate, this one reports it through `Diagnostics` and leaves the snapshot
/// as it was. Operations naming an identifier the snapshot does not hold are reported and
/// ignored the same way.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable, ItemIdentifierType: Hashable> {
    /// One section's identifier and its items, in order.
    fileprivate struct Section {
        var identifier: SectionIdentifierType
        var items: [ItemIdentifierType]
    }

    fileprivate var sections: [Section] = []
    /// Where each section sits in `sections`.
    private var sectionPositions: [SectionIdentifierType: Int] = [:]
    /// The section each item belongs to.
    private var itemSections: [ItemIdentifierType: SectionIdentifierType] = [:]
    private var reloadedSections: [SectionIdentifierType] = []
    private var reloadedItems: [ItemIdentifierType] = []
    private var reconfiguredItems: [ItemIdentifierType] = []

    /// An empty snapshot: no sections, no items.
    public init() {}

    // MARK: Reading

    /// How many items the snapshot holds, across all sections.
    public var numberOfItems: Int { itemSections.count }

    /// How many sections the snapshot holds.
    public var numberOfSections: Int { sections.count }

    /// The sections' identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections.map(\.identifier) }

    /// All items' identifiers, section after section.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap(\.items) }

    /// The sections marked for reloading with `reloadSections(_:)`.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }

    /// The items marked for reloading with `reloadItems(_:)`.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }

    /// The items marked for reconfiguring with `reconfigureItems(_:)`.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }

    /// How many items the section holds (0, with a warning, for a section not in the snapshot).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        guard let position = position(ofSection: identifier, for: "numberOfItems(inSection:)") else { return 0 }
        return sections[position].items.count
    }

    /// The section's items, in order (none, with a warning, for a section not in the snapshot).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let position = position(ofSection: identifier, for: "itemIdentifiers(inSection:)") else { return [] }
        return sections[position].items
    }

    /// The section holding the item, or nil when the snapshot does not hold it.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemSections[identifier]
    }

    /// The item's position among all items, section after section, or nil when absent.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = itemSections[identifier], let position = sectionPositions[section] else { return nil }
        let before = sections[..<position].reduce(0) { $0 + $1.items.count }
        guard let inSection = sections[position].items.firstIndex(of: identifier) else { return nil }
        return before + inSection
    }

    /// The section's position, or nil when the snapshot does not hold it.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? {
        sectionPositions[identifier]
    }

    // MARK: Items

    /// Adds items at the end of a section: the last one when `sectionIdentifier` is nil.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        let target: Int
        if let sectionIdentifier {
            guard let position = position(ofSection: sectionIdentifier, for: "appendItems(_:toSection:)") else { return }
            target = position
        } else {
            guard !sections.isEmpty else {
                warn("appendItems(_:) needs a section to append to; append sections first")
                return
            }
            target = sections.count - 1
        }
        guard acceptsNew(identifiers, for: "appendItems") else { return }
        sections[target].items.append(contentsOf: identifiers)
        for item in identifiers { itemSections[item] = sections[target].identifier }
    }

    /// Inserts items just before an item already in the snapshot, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, nextTo: beforeIdentifier, after: false, operation: "insertItems(_:beforeItem:)")
    }

    /// Inserts items just after an item already in the snapshot, in its section.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, nextTo: afterIdentifier, after: true, operation: "insertItems(_:afterItem:)")
    }

    /// Removes items from the snapshot (items it does not hold are ignored).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        let doomed = Set(identifiers)
        var touched = Set<SectionIdentifierType>()
        for item in identifiers {
            if let section = itemSections.removeValue(forKey: item) { touched.insert(section) }
        }
        for section in touched {
            guard let position = sectionPositions[section] else { continue }
            sections[position].items.removeAll { doomed.contains($0) }
        }
        reloadedItems.removeAll { doomed.contains($0) }
        reconfiguredItems.removeAll { doomed.contains($0) }
    }

    /// Removes every item and every section.
    public mutating func deleteAllItems() {
        self = NSDiffableDataSourceSnapshot()
    }

    /// Moves an item to just before another (possibly in another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, nextTo: toIdentifier, after: false, operation: "moveItem(_:beforeItem:)")
    }

    /// Moves an item to just after another (possibly in another section).
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, nextTo: toIdentifier, after: true, operation: "moveItem(_:afterItem:)")
    }

    /// Marks items to be reloaded: the list asks for new cells for them when it applies the snapshot.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        guard holdsAll(identifiers, for: "reloadItems(_:)") else { return }
        for item in identifiers where !reloadedItems.contains(item) { reloadedItems.append(item) }
    }

    /// Marks items to be reconfigured: their existing cells are configured again, not replaced.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        guard holdsAll(identifiers, for: "reconfigureItems(_:)") else { return }
        for item in identifiers where !reconfiguredItems.contains(item) { reconfiguredItems.append(item) }
    }

    // MARK: Sections

    /// Adds empty sections at the end.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard acceptsNewSections(identifiers, for: "appendSections(_:)") else { return }
        sections.append(contentsOf: identifiers.map { Section(identifier: $0, items: []) })
        indexSections()
    }

    /// Inserts empty sections just before a section already in the snapshot.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, nextTo: toIdentifier, after: false, operation: "insertSections(_:beforeSection:)")
    }

    /// Inserts empty sections just after a section already in the snapshot.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, nextTo: toIdentifier, after: true, operation: "insertSections(_:afterSection:)")
    }

    /// Removes sections and all their items (sections it does not hold are ignored).
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        var removedItems = Set<ItemIdentifierType>()
        for section in sections where doomed.contains(section.identifier) {
            for item in section.items {
                itemSections.removeValue(forKey: item)
                removedItems.insert(item)
            }
        }
        sections.removeAll { doomed.contains($0.identifier) }
        reloadedSections.removeAll { doomed.contains($0) }
        reloadedItems.removeAll { removedItems.contains($0) }
        reconfiguredItems.removeAll { removedItems.contains($0) }
        indexSections()
    }

    /// Moves a section, with its items, to just before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, nextTo: toIdentifier, after: false, operation: "moveSection(_:beforeSection:)")
    }

    /// Moves a section, with its items, to just after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, nextTo: toIdentifier, after: true, operation: "moveSection(_:afterSection:)")
    }

    /// Marks sections to be reloaded when the snapshot is applied.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers {
            guard position(ofSection: section, for: "reloadSections(_:)") != nil else { return }
        }
        for section in identifiers where !reloadedSections.contains(section) { reloadedSections.append(section) }
    }

    // MARK: Checks and edits shared by the operations

    private func warn(_ message: String) {
        Diagnostics.warn("NSDiffableDataSourceSnapshot: \(message)")
    }

    private func position(ofSection identifier: SectionIdentifierType, for operation: String) -> Int? {
        guard let position = sectionPositions[identifier] else {
            warn("\(operation): the snapshot has no section \(String(describing: identifier))")
            return nil
        }
        return position
    }

    private func holdsAll(_ identifiers: [ItemIdentifierType], for operation: String) -> Bool {
        if let missing = identifiers.first(where: { itemSections[$0] == nil }) {
            warn("\(operation): the snapshot has no item \(String(describing: missing)); nothing changed")
            return false
        }
        return true
    }

    /// Whether items may be added: none is in the snapshot already and none is repeated.
    private func acceptsNew(_ identifiers: [ItemIdentifierType], for operation: String) -> Bool {
        var seen = Set<ItemIdentifierType>()
        for item in identifiers {
            if itemSections[item] != nil || !seen.insert(item).inserted {
                warn("\(operation): item \(String(describing: item)) would appear twice; identifiers must be unique, nothing changed")
                return false
            }
        }
        return true
    }

    private func acceptsNewSections(_ identifiers: [SectionIdentifierType], for operation: String) -> Bool {
        var seen = Set<SectionIdentifierType>()
        for section in identifiers {
            if sectionPositions[section] != nil || !seen.insert(section).inserted {
                warn("\(operation): section \(String(describing: section)) would appear twice; identifiers must be unique, nothing changed")
                return false
            }
        }
        return true
    }

    private mutating func indexSections() {
        sectionPositions = Dictionary(uniqueKeysWithValues: sections.enumerated().map { ($1.identifier, $0) })
    }

    /// The section position and item position of an item the snapshot holds.
    private func location(of item: ItemIdentifierType, for operation: String) -> (section: Int, index: Int)? {
        guard let section = itemSections[item], let position = sectionPositions[section],
              let index = sections[position].items.firstIndex(of: item) else {
            warn("\(operation): the snapshot has no item \(String(describing: item)); nothing changed")
            return nil
        }
        return (position, index)
    }

    private mutating func insert(_ identifiers: [ItemIdentifierType], nextTo anchor: ItemIdentifierType, after: Bool, operation: String) {
        guard let (section, index) = location(of: anchor, for: operation),
              acceptsNew(identifiers, for: operation) else { return }
        sections[section].items.insert(contentsOf: identifiers, at: after ? index + 1 : index)
        for item in identifiers { itemSections[item] = sections[section].identifier }
    }

    private mutating func move(_ item: ItemIdentifierType, nextTo anchor: ItemIdentifierType, after: Bool, operation: String) {
        guard item != anchor else {
            warn("\(operation): an item cannot move relative to itself (\(String(describing: item)))")
            return
        }
        guard let from = location(of: item, for: operation), location(of: anchor, for: operation) != nil else { return }
        sections[from.section].items.remove(at: from.index)
        // The anchor's place is found after the removal, which may have shifted it.
        guard let to = location(of: anchor, for: operation) else { return }
        sections[to.section].items.insert(item, at: after ? to.index + 1 : to.index)
        itemSections[item] = sections[to.section].identifier
    }

    private mutating func insertSections(_ identifiers: [SectionIdentifierType], nextTo anchor: SectionIdentifierType, after: Bool, operation: String) {
        guard let position = position(ofSection: anchor, for: operation),
              acceptsNewSections(identifiers, for: operation) else { return }
        sections.insert(contentsOf: identifiers.map { Section(identifier: $0, items: []) }, at: after ? position + 1 : position)
        indexSections()
    }

    private mutating func moveSection(_ section: SectionIdentifierType, nextTo anchor: SectionIdentifierType, after: Bool, operation: String) {
        guard section != anchor else {
            warn("\(operation): a section cannot move relative to itself (\(String(describing: section)))")
            return
        }
        guard let from = position(ofSection: section, for: operation), position(ofSection: anchor, for: operation) != nil else { return }
        let moving = sections.remove(at: from)
        indexSections()
        guard let to = sectionPositions[anchor] else { return }
        sections.insert(moving, at: after ? to + 1 : to)
        indexSections()
    }
}

extension NSDiffableDataSourceSnapshot: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}

extension NSDiffableDataSourceSnapshot.Section: Sendable where SectionIdentifierType: Sendable, ItemIdentifierType: Sendable {}
