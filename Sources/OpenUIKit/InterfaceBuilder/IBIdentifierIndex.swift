import Foundation

/// Every element of a document by its `id=`, for the references between them
/// (`destination=`, `firstItem=`, `initialViewController=`).
///
/// A document read from a file is indexed in its own tree: a table of node numbers placed by
/// a hash of each id's bytes in the file, so building it makes no string and hashes each id
/// once with a cheap byte hash, and a lookup compares bytes. (A dictionary of strings to
/// elements, built for every parse, cost as much as reading a fifth of the file.) An element
/// tree made in code is indexed in a dictionary.
struct IBIdentifierIndex: Sendable {
    private enum Storage: Sendable {
        /// Node numbers of `tree` in slots chosen by `IBAttributeStore.valueHash`; -1 is empty.
        case parsed(IBParsedTree, slots: [Int32])
        case made([String: IBElement])
    }

    private let storage: Storage

    /// The slots per id at least: a table at most half full keeps probe runs short.
    private static let slotsPerID = 2
    /// The smallest table made.
    private static let minimumSlotCount = 16

    /// The index of `root` and everything below it. A repeated id is an error naming both
    /// places: references to it would be ambiguous.
    init(root: IBElement) throws(IBError) {
        if let (tree, node) = root.parsedPlace, node == tree.rootIndex {
            storage = .parsed(tree, slots: try IBIdentifierIndex.slots(of: tree))
        } else {
            storage = .made(try IBIdentifierIndex.dictionary(root: root))
        }
    }

    /// The element with this id, if there is one.
    func element(withID id: String) -> IBElement? {
        switch storage {
        case .made(let elements):
            return elements[id]
        case .parsed(let tree, let slots):
            var id = id
            return id.withUTF8 { utf8 -> IBElement? in
                let mask = slots.count - 1
                var slot = Int(truncatingIfNeeded: IBAttributeStore.hash(UnsafeRawBufferPointer(utf8))) & mask
                while slots[slot] >= 0 {
                    let node = slots[slot]
                    if tree.store.value(at: tree.idRecord(of: node)!, equals: UnsafeRawBufferPointer(utf8)) {
                        return IBElement(tree: tree, node: node)
                    }
                    slot = (slot + 1) & mask
                }
                return nil
            }
        }
    }

    private static func slots(of tree: IBParsedTree) throws(IBError) -> [Int32] {
        var count = minimumSlotCount
        while count < tree.idCount * slotsPerID { count <<= 1 }
        let mask = count - 1
        var slots = [Int32](repeating: -1, count: count)
        for node in 0..<Int32(tree.nodes.count) {
            guard let record = tree.idRecord(of: node) else { continue }
            var slot = Int(truncatingIfNeeded: tree.store.valueHash(at: record)) & mask
            while slots[slot] >= 0 {
                let other = slots[slot]
                if tree.store.value(at: record, equalsValueAt: tree.idRecord(of: other)!) {
                    // The nodes are in the order their elements end; the message names the
                    // one that comes first in the file as the earlier.
                    let (earlier, later) = tree.nodes[Int(other)].place < tree.nodes[Int(node)].place ? (other, node) : (node, other)
                    let laterElement = IBElement(tree: tree, node: later)
                    throw laterElement.error("repeats the id of <\(tree.name(of: earlier))> at line \(tree.location(of: earlier).line); ids must be unique in a document")
                }
                slot = (slot + 1) & mask
            }
            slots[slot] = node
        }
        return slots
    }

    private static func dictionary(root: IBElement) throws(IBError) -> [String: IBElement] {
        var elements: [String: IBElement] = [:]
        try root.forEachIdentifiedElement { (id, element) throws(IBError) in
            // One lookup for both the check and the insertion; a repeat ends the read anyway.
            if let earlier = elements.updateValue(element, forKey: id) {
                throw element.error("repeats the id of <\(earlier.name)> at line \(earlier.location.line); ids must be unique in a document")
            }
        }
        return elements
    }
}
