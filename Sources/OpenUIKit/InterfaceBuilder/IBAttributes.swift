import Foundation

/// The attributes of one `IBElement`, in the order the file writes them: a short array of
/// name and value pairs.
///
/// Not a dictionary, because of what a storyboard's elements are: a few attributes each
/// (a `<rect>` has five, a label about fifteen), read a handful of times while the scene is
/// instantiated. A dictionary per element cost an allocation and a string hash per attribute
/// to build, and a hash per lookup; here building appends to one array, and a lookup compares
/// names with `==`, which settles most mismatches from the strings' lengths or inline bytes.
/// The tokenizer interns names, so a file's names share their storage.
///
/// Equality ignores order, as the dictionary's did: two elements with the same attributes
/// written in another order are equal.
struct IBAttributes: Sendable, Hashable, Sequence, ExpressibleByDictionaryLiteral {
    /// One attribute as the file writes it (entities already replaced).
    struct Pair: Sendable, Hashable {
        var name: String
        var value: String
    }

    /// The attributes, in document order, each name once.
    private(set) var pairs: [Pair] {
        didSet { findCommonNames() }
    }
    /// Where `id` and `key` are in `pairs` (-1: absent), found once: every walk of the tree
    /// asks each element for its id, and every keyed lookup of a child asks each child for
    /// its key. Indexes rather than copies of the strings, so an element (copied often as it
    /// is handed around) holds no more references than it did.
    private var idIndex: Int32 = -1
    private var keyIndex: Int32 = -1

    /// No attributes.
    init() {
        pairs = []
    }

    /// `pairs`, whose names the caller has made sure are distinct (the tokenizer refuses a
    /// repeated attribute before it gets here).
    init(uniquePairs pairs: [Pair]) {
        self.pairs = pairs
        findCommonNames()
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

    /// The `id=` attribute.
    var id: String? { idIndex < 0 ? nil : pairs[Int(idIndex)].value }
    /// The `key=` attribute.
    var key: String? { keyIndex < 0 ? nil : pairs[Int(keyIndex)].value }

    /// The attributes of a dictionary, sorted by name so that the order is the same each time.
    init(_ dictionary: [String: String]) {
        pairs = dictionary.sorted { $0.key < $1.key }.map { Pair(name: $0.key, value: $0.value) }
        findCommonNames()
    }

    init(dictionaryLiteral elements: (String, String)...) {
        pairs = []
        pairs.reserveCapacity(elements.count)
        for (name, value) in elements { self[name] = value }
    }

    /// The value of the attribute `name`, or nil when the element has none. Setting nil
    /// removes it; setting a new name appends it.
    subscript(name: String) -> String? {
        get {
            // Through the buffer, index by index: no iterator, and no pair copied to be
            // compared (only the value found is).
            pairs.withUnsafeBufferPointer { buffer -> String? in
                guard let base = buffer.baseAddress else { return nil }
                var index = 0
                while index < buffer.count {
                    if base[index].name == name { return base[index].value }
                    index += 1
                }
                return nil
            }
        }
        set {
            let index = pairs.firstIndex { $0.name == name }
            switch (index, newValue) {
            case let (index?, value?): pairs[index].value = value
            case let (index?, nil): pairs.remove(at: index)
            case let (nil, value?): pairs.append(Pair(name: name, value: value))
            case (nil, nil): break
            }
        }
    }

    /// How many attributes there are.
    var count: Int { pairs.count }
    /// Whether there are none.
    var isEmpty: Bool { pairs.isEmpty }
    /// The attribute names, in document order.
    var keys: [String] { pairs.map(\.name) }
    /// The attributes as a dictionary, for callers that keep them by name.
    var dictionary: [String: String] {
        Dictionary(pairs.map { ($0.name, $0.value) }, uniquingKeysWith: { _, last in last })
    }

    // MARK: Sequence

    /// Each attribute as a dictionary would give it, so code that walked the dictionary reads
    /// the same.
    typealias Element = (key: String, value: String)

    /// Walks the attributes in document order.
    struct Iterator: IteratorProtocol {
        fileprivate var base: IndexingIterator<[Pair]>
        mutating func next() -> Element? {
            base.next().map { ($0.name, $0.value) }
        }
    }

    func makeIterator() -> Iterator {
        Iterator(base: pairs.makeIterator())
    }

    var underestimatedCount: Int { pairs.count }

    // MARK: Equality, order aside

    static func == (lhs: IBAttributes, rhs: IBAttributes) -> Bool {
        // The indexes of id and key follow from the pairs, so only the pairs are compared.
        guard lhs.pairs.count == rhs.pairs.count else { return false }
        return lhs.pairs.allSatisfy { rhs[$0.name] == $0.value }
    }

    func hash(into hasher: inout Hasher) {
        // Order-independent, like `==`: the pairs' own hashes combined by a commutative sum.
        var sum = 0
        for pair in pairs { sum = sum &+ pair.hashValue }
        hasher.combine(pairs.count)
        hasher.combine(sum)
    }
}
