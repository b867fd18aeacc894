import Foundation

/// The attributes of one `IBElement`, in the order the file writes them.
///
/// Not a dictionary, because of what a storyboard's elements are: a few attributes each
/// (a `<rect>` has five, a label about fifteen), read a handful of times while the scene is
/// instantiated. An element read from a file holds no strings of its own: only where its
/// attributes are in the document's bytes (an `IBAttributeStore` the whole tree shares), and
/// a value becomes a `String` when it is asked for. Building the strings and a dictionary or
/// array for every element up front, then freeing them when the document went, cost more
/// than the instantiations ever read. An element made in code, or edited, holds an array of
/// name and value pairs instead.
///
/// Equality ignores order, as a dictionary's would: two elements with the same attributes
/// written in another order are equal.
struct IBAttributes: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
    /// One attribute as the file writes it (entities already replaced).
    struct Pair: Sendable, Hashable {
        var name: String
        var value: String
    }

    /// The document's bytes when the attributes were read from a file (then `pairs` is
    /// empty), else nil.
    private var store: IBAttributeStore?
    /// The first of the element's records in `store`, and how many it has.
    private var first: Int32 = 0
    private var storedCount: Int32 = 0
    /// The attributes of an element made in code or edited, in order, each name once.
    private var pairs: [Pair] = []
    /// Where `id` and `key` are (-1: absent), found once: every walk of the tree asks each
    /// element for its id, and every keyed lookup of a child asks each child for its key.
    private var idIndex: Int32 = -1
    private var keyIndex: Int32 = -1

    /// No attributes.
    init() {}

    /// `pairs`, whose names the caller has made sure are distinct.
    init(uniquePairs pairs: [Pair]) {
        self.pairs = pairs
        findCommonNames()
    }

    /// The `count` records of `store` from `first`, with the places of `id` and `key` among
    /// them (-1 when absent), as the tokenizer found them.
    init(store: IBAttributeStore, first: Int, count: Int, idIndex: Int, keyIndex: Int) {
        self.store = store
        self.first = Int32(first)
        storedCount = Int32(count)
        self.idIndex = Int32(idIndex)
        self.keyIndex = Int32(keyIndex)
    }

    private mutating func findCommonNames() {
        idIndex = -1
        keyIndex = -1
        var index = 0
        while index < pairs.count {
            if pairs[index].name == "id" { idIndex = Int32(index) } else if pairs[index].name == "key" { keyIndex = Int32(index) }
            index += 1
        }
    }

    /// The attributes of a dictionary, sorted by name so that the order is the same each time.
    init(_ dictionary: [String: String]) {
        pairs = dictionary.sorted { $0.key < $1.key }.map { Pair(name: $0.key, value: $0.value) }
        findCommonNames()
    }

    init(dictionaryLiteral elements: (String, String)...) {
        pairs.reserveCapacity(elements.count)
        for (name, value) in elements { self[name] = value }
    }

    /// The value at `index` in document order.
    private func value(at index: Int) -> String {
        if let store { return store.value(at: Int(first) + index) }
        return pairs[index].value
    }

    /// The name at `index` in document order.
    private func name(at index: Int) -> String {
        if let store { return store.name(at: Int(first) + index) }
        return pairs[index].name
    }

    /// The `id=` attribute.
    var id: String? { idIndex < 0 ? nil : value(at: Int(idIndex)) }
    /// The `key=` attribute.
    var key: String? { keyIndex < 0 ? nil : value(at: Int(keyIndex)) }

    /// Where the attribute `name` is in document order, if the element has it.
    private func index(of name: String) -> Int? {
        if let store {
            let found = store.index(of: name, in: Int(first)..<Int(first + storedCount))
            return found.map { $0 - Int(first) }
        }
        // Through the buffer, index by index: no iterator, and no pair copied to be compared.
        return pairs.withUnsafeBufferPointer { buffer -> Int? in
            guard let base = buffer.baseAddress else { return nil }
            var index = 0
            while index < buffer.count {
                if base[index].name == name { return index }
                index += 1
            }
            return nil
        }
    }

    /// The stored records as pairs, so the attributes can be edited.
    private mutating func makeEditable() {
        guard store != nil else { return }
        pairs = (0..<Int(storedCount)).map { Pair(name: name(at: $0), value: value(at: $0)) }
        store = nil
        first = 0
        storedCount = 0
    }

    /// The value of the attribute `name`, or nil when the element has none. Setting nil
    /// removes it; setting a new name appends it.
    subscript(name: String) -> String? {
        get {
            index(of: name).map { value(at: $0) }
        }
        set {
            makeEditable()
            let index = pairs.firstIndex { $0.name == name }
            switch (index, newValue) {
            case let (index?, value?): pairs[index].value = value
            case let (index?, nil): pairs.remove(at: index)
            case let (nil, value?): pairs.append(Pair(name: name, value: value))
            case (nil, nil): break
            }
            findCommonNames()
        }
    }

    /// How many attributes there are.
    var count: Int { store == nil ? pairs.count : Int(storedCount) }
    /// Whether there are none.
    var isEmpty: Bool { count == 0 }
    /// The attribute names, in document order.
    var keys: [String] { (0..<count).map { name(at: $0) } }
    /// The attributes as a dictionary, for callers that keep them by name.
    var dictionary: [String: String] {
        Dictionary((0..<count).map { (name(at: $0), value(at: $0)) }, uniquingKeysWith: { _, last in last })
    }

    // MARK: Sequence

    /// Each attribute as a dictionary would give it, so code that walked the dictionary reads
    /// the same.
    typealias Element = (key: String, value: String)

    /// Walks the attributes in document order.
    struct Iterator: IteratorProtocol {
        fileprivate let attributes: IBAttributes
        fileprivate var index = 0
        mutating func next() -> Element? {
            guard index < attributes.count else { return nil }
            defer { index += 1 }
            return (attributes.name(at: index), attributes.value(at: index))
        }
    }

    func makeIterator() -> Iterator {
        Iterator(attributes: self)
    }

    var underestimatedCount: Int { count }

    // MARK: Equality, order aside

    static func == (lhs: IBAttributes, rhs: IBAttributes) -> Bool {
        guard lhs.count == rhs.count else { return false }
        if let store = lhs.store, store === rhs.store, lhs.first == rhs.first { return true }
        return lhs.allSatisfy { rhs[$0.key] == $0.value }
    }

    func hash(into hasher: inout Hasher) {
        // Order-independent, like `==`: the pairs' own hashes combined by a commutative sum.
        var sum = 0
        for (name, value) in self { sum = sum &+ Pair(name: name, value: value).hashValue }
        hasher.combine(count)
        hasher.combine(sum)
    }
}
