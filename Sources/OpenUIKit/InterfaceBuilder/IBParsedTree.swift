import Foundation

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
        /// Its character data in `texts`, or -1 for none.
        var text: Int32
        /// Where its start tag ends in the file.
        var line: Int32
        var column: Int32
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

    /// The character data of node `index`.
    func text(of index: Int32) -> String {
        let text = nodes[Int(index)].text
        return text < 0 ? "" : texts[Int(text)]
    }

    /// Where node `index`'s start tag ends.
    func location(of index: Int32) -> IBLocation {
        let node = nodes[Int(index)]
        return IBLocation(file: file, line: Int(node.line), column: Int(node.column))
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
