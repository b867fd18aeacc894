import Foundation
import Synchronization

/// Every element of a document read from a file, as one flat array of plain records: what an
/// `IBElement` read from a file points into (the tree and its place in it).
///
/// A tree of structs, each holding its own array of children, strings and a copy of the
/// file's name, cost an allocation and several reference counts per element to build, the
/// same again to copy an element into the document's id index, and again to free the whole
/// tree when the document went. Here an element is a record of numbers (where its name,
/// attributes, children and text are), so building the tree appends records, an element
/// handed out is this object and an index, and freeing the document frees a few arrays.
///
/// The children of an element are consecutive records, so a child lookup scans a range.
// @unchecked Sendable: the tokenizer fills the arrays while it parses, before any element
// that refers to the tree is handed out; after that nothing changes them.
final class IBParsedTree: @unchecked Sendable {
    /// One element.
    struct Node {
        /// Its tag, in `names`.
        var name: Int32
        /// Its attributes: `attributeCount` records of `store` from `firstAttribute`, with the
        /// places of `id=` and `key=` among them (-1: absent).
        var firstAttribute: Int32
        var attributeCount: Int32
        var idIndex: Int32
        var keyIndex: Int32
        /// Its children: `childCount` nodes from `firstChild`.
        var firstChild: Int32
        var childCount: Int32
        /// Where its descendants start: every element below it is a node from here to the
        /// end of its children, since the nodes appended while it is open (at the ends of
        /// the elements inside it) are exactly those. Meaningless without children.
        var descendantsStart: Int32
        /// Its character data in `texts`, or -1 for none.
        var text: Int32
        /// Where its start tag ends in the file, in bytes: the line and column are worked out
        /// from it when asked (`location(of:)`), which is rarely (messages, a constraint's
        /// place), rather than counted for every element while parsing.
        var place: Int32
    }

    /// The file's bytes and the attributes' places in them.
    let store: IBAttributeStore
    /// The file as named to the reader, for each element's location.
    let file: String
    /// Every element; the root is the last.
    @exclusivity(unchecked) var nodes: [Node] = []
    /// The tags, each distinct one once (up to the tokenizer's bound on interned names).
    @exclusivity(unchecked) var names: [String] = []
    /// The elements' character data, for the few that have any.
    @exclusivity(unchecked) var texts: [String] = []
    /// Where each line after the first starts in the file, in bytes (just after each line
    /// feed), in order: found the first time a line is asked for (`lineAndColumn(ofByte:)`),
    /// which most documents never need.
    private let lineStarts = Mutex<[Int32]?>(nil)
    /// How many elements have an `id=`.
    var idCount = 0

    init(store: IBAttributeStore, file: String) {
        self.store = store
        self.file = file
    }

    /// The index of the root element.
    var rootIndex: Int32 { Int32(nodes.count - 1) }

    /// The tag of node `index`.
    func name(of index: Int32) -> String {
        names[Int(nodes[Int(index)].name)]
    }

    /// The value of node `index`'s attribute `name`, if it has one.
    func attribute(_ name: String, of index: Int32) -> String? {
        let node = nodes[Int(index)]
        let first = Int(node.firstAttribute)
        guard let found = store.index(of: name, in: first..<first + Int(node.attributeCount)) else { return nil }
        return store.value(at: found)
    }

    /// The place in `store` of node `index`'s attribute `name`, if it has one.
    func attributeRecord(_ name: String, of index: Int32) -> Int? {
        let node = nodes[Int(index)]
        let first = Int(node.firstAttribute)
        return store.index(of: name, in: first..<first + Int(node.attributeCount))
    }

    /// Whether node `index` has the attribute `name`.
    func hasAttribute(_ name: String, of index: Int32) -> Bool {
        let node = nodes[Int(index)]
        let first = Int(node.firstAttribute)
        return store.index(of: name, in: first..<first + Int(node.attributeCount)) != nil
    }

    /// The `id=` of node `index`.
    func id(of index: Int32) -> String? {
        let node = nodes[Int(index)]
        return node.idIndex < 0 ? nil : store.value(at: Int(node.firstAttribute + node.idIndex))
    }

    /// The place in `store` of node `index`'s `id=`, if it has one.
    func idRecord(of index: Int32) -> Int? {
        let node = nodes[Int(index)]
        return node.idIndex < 0 ? nil : Int(node.firstAttribute + node.idIndex)
    }

    /// The `key=` of node `index`.
    func key(of index: Int32) -> String? {
        let node = nodes[Int(index)]
        return node.keyIndex < 0 ? nil : store.value(at: Int(node.firstAttribute + node.keyIndex))
    }

    /// Whether node `index` has `key="key"`, compared byte for byte (no string made).
    func hasKey(_ key: String, at index: Int32) -> Bool {
        let node = nodes[Int(index)]
        guard node.keyIndex >= 0 else { return false }
        return store.value(at: Int(node.firstAttribute + node.keyIndex), equals: key)
    }

    /// The attributes of node `index`.
    func attributes(of index: Int32) -> IBAttributes {
        let node = nodes[Int(index)]
        return IBAttributes(store: store, first: Int(node.firstAttribute), count: Int(node.attributeCount),
                            idIndex: Int(node.idIndex), keyIndex: Int(node.keyIndex))
    }

    /// Whether node `other` is node `index` or below it.
    func contains(_ other: Int32, in index: Int32) -> Bool {
        if other == index { return true }
        let node = nodes[Int(index)]
        return node.childCount > 0 && other >= node.descendantsStart && other < node.firstChild + node.childCount
    }

    /// The character data of node `index`.
    func text(of index: Int32) -> String {
        let text = nodes[Int(index)].text
        return text < 0 ? "" : texts[Int(text)]
    }

    /// Where node `index`'s start tag ends: the 1-based line (counting line feeds, as the
    /// tokenizer's messages do) and column (in characters), worked out when read.
    func location(of index: Int32) -> IBLocation {
        IBLocation(file: file, tree: self, byte: nodes[Int(index)].place)
    }

    /// The 1-based line and column (in characters) of byte `place` of the file.
    func lineAndColumn(ofByte place: Int) -> (line: Int, column: Int) {
        let starts = lineStarts.withLock { starts in
            if starts == nil { starts = IBParsedTree.lineStarts(of: store.buffer) }
            return starts!
        }
        // The number of line starts at or before `place` is the line's number less one.
        var low = 0
        var high = starts.count
        while low < high {
            let middle = (low + high) / 2
            if Int(starts[middle]) <= place { low = middle + 1 } else { high = middle }
        }
        let lineStart = low == 0 ? 0 : Int(starts[low - 1])
        return (low + 1, IBParsedTree.characters(in: store.buffer, from: lineStart, to: place) + 1)
    }

    /// The characters (every byte but UTF-8's continuation bytes, 10xxxxxx) from `start` up to
    /// `end` of `bytes`, counted eight bytes at a time.
    static func characters(in bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Int {
        let end = min(end, bytes.count)
        guard start < end, let base = bytes.baseAddress else { return 0 }
        let raw = UnsafeRawPointer(base)
        var count = 0
        var index = start
        while index + 8 <= end {
            let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
            let continuation = word & ~(word << 1) & 0x8080_8080_8080_8080
            count += 8 - continuation.nonzeroBitCount
            index += 8
        }
        while index < end {
            if bytes[index] & 0xC0 != 0x80 { count += 1 }
            index += 1
        }
        return count
    }

    /// Where each line after the first starts in `bytes` (just after each line feed).
    static func lineStarts(of bytes: UnsafeBufferPointer<UInt8>) -> [Int32] {
        guard let base = bytes.baseAddress else { return [] }
        var starts: [Int32] = []
        var index = 0
        while index < bytes.count, let found = memchr(base + index, 0x0A, bytes.count - index) {
            index = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base + 1
            starts.append(Int32(index))
        }
        return starts
    }

    /// Calls `body` with node `index` and each node below it, parents before children, in
    /// document order, with the parent's index (-1 for `index` itself). Iterative, so a deep
    /// tree cannot exhaust the stack.
    func forEachNode<Failure: Error>(from index: Int32, _ body: (_ node: Int32, _ parent: Int32) throws(Failure) -> Void) throws(Failure) {
        try body(index, -1)
        // One frame per node whose children are being visited: the node and its next child.
        var frames: [(node: Int32, next: Int32)] = [(index, 0)]
        try nodes.withUnsafeBufferPointer { (nodes: UnsafeBufferPointer<Node>) throws(Failure) in
            while let last = frames.indices.last {
                let parent = frames[last].node
                let next = frames[last].next
                guard next < nodes[Int(parent)].childCount else {
                    frames.removeLast()
                    continue
                }
                frames[last].next = next + 1
                let child = nodes[Int(parent)].firstChild + next
                try body(child, parent)
                if nodes[Int(child)].childCount > 0 { frames.append((child, 0)) }
            }
        }
    }
}
