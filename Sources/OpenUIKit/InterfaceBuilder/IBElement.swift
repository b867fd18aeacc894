import Foundation

/// One XML element of an Interface Builder document, with everything the file says about it.
///
/// The tree is generic on purpose: the typed readers (`IBColor`, `IBConstraint`,
/// `IBConnection`, …) interpret the parts whose meaning is fixed by the format, and the
/// instantiating loader reads the rest (a `<button>`'s `buttonType`, a `<label>`'s `text`)
/// from `attributes`. `IBCensus` tells which is which.
///
/// A value. An element read from a file is its document's `IBParsedTree` and its place in it,
/// so copying one (into the id index, out of a lookup) costs one reference count and no copy
/// of the tree; changing one (a size-class overlay) gives it fields of its own, leaving the
/// document as it was. An element made in code holds its fields from the start.
struct IBElement: Sendable, Hashable {
    /// The fields of an element made in code or edited, shared by copies until one changes.
    // @unchecked Sendable: changed only through `ownFields()`, which first makes the box unique.
    private final class Fields: @unchecked Sendable {
        var name: String
        var attributes: IBAttributes
        var children: Children
        var text: String
        var location: IBLocation

        init(name: String, attributes: IBAttributes, children: Children, text: String, location: IBLocation) {
            self.name = name
            self.attributes = attributes
            self.children = children
            self.text = text
            self.location = location
        }
    }

    private enum Storage {
        /// Read from a file: node `1` of the tree.
        case parsed(IBParsedTree, Int32)
        case made(Fields)
    }

    private var storage: Storage

    init(name: String, attributes: IBAttributes = IBAttributes(), children: [IBElement] = [], text: String = "",
         location: IBLocation = .file("")) {
        storage = .made(Fields(name: name, attributes: attributes, children: Children(children), text: text, location: location))
    }

    /// Node `node` of a parsed tree.
    init(tree: IBParsedTree, node: Int32) {
        storage = .parsed(tree, node)
    }

    /// Makes this element's fields its own (its tree node's, read out, or a copy of a box
    /// another copy shares) and returns them, to be changed in place.
    private mutating func ownFields() -> Fields {
        switch storage {
        case .parsed(let tree, let node):
            let fields = Fields(name: tree.name(of: node), attributes: tree.attributes(of: node),
                                children: Children(tree: tree, node: node), text: tree.text(of: node),
                                location: tree.location(of: node))
            storage = .made(fields)
            return fields
        case .made(var fields):
            // Let go of `storage`'s reference first, so a box no other copy holds counts as unique.
            storage = .made(IBElement.detached)
            if !isKnownUniquelyReferenced(&fields) {
                fields = Fields(name: fields.name, attributes: fields.attributes, children: fields.children, text: fields.text,
                                location: fields.location)
            }
            storage = .made(fields)
            return fields
        }
    }

    /// What `storage` holds for the moment a box is checked for other owners.
    private static let detached = Fields(name: "", attributes: IBAttributes(), children: Children(), text: "", location: .file(""))

    /// The element's tag, e.g. `viewController`, `color`, `constraint`.
    var name: String {
        get {
            switch storage {
            case .parsed(let tree, let node): tree.name(of: node)
            case .made(let fields): fields.name
            }
        }
        set { ownFields().name = newValue }
    }

    /// The element's attributes, in document order (entities already replaced).
    var attributes: IBAttributes {
        get {
            switch storage {
            case .parsed(let tree, let node): tree.attributes(of: node)
            case .made(let fields): fields.attributes
            }
        }
        set { ownFields().attributes = newValue }
    }

    /// The child elements in document order.
    var children: Children {
        get {
            switch storage {
            case .parsed(let tree, let node): Children(tree: tree, node: node)
            case .made(let fields): fields.children
            }
        }
        set { ownFields().children = newValue }
        _modify {
            // In place, so appending children one by one does not copy the list each time.
            let fields = ownFields()
            yield &fields.children
        }
    }

    /// The character data directly inside the element (`<string key="text">two\nlines</string>`);
    /// empty for elements with children and only whitespace between them.
    var text: String {
        get {
            switch storage {
            case .parsed(let tree, let node): tree.text(of: node)
            case .made(let fields): fields.text
            }
        }
        set { ownFields().text = newValue }
    }

    /// Where the element's start tag ends in its file.
    var location: IBLocation {
        get {
            switch storage {
            case .parsed(let tree, let node): tree.location(of: node)
            case .made(let fields): fields.location
            }
        }
        set { ownFields().location = newValue }
    }

    /// The document-unique id other elements refer to it by (`destination=`, `firstItem=`).
    var id: String? {
        switch storage {
        case .parsed(let tree, let node): tree.id(of: node)
        case .made(let fields): fields.attributes.id
        }
    }

    /// Which property of the parent this element is (`<view key="view">` is its controller's
    /// view); nil for members of a list such as `<subviews>`.
    var key: String? {
        switch storage {
        case .parsed(let tree, let node): tree.key(of: node)
        case .made(let fields): fields.attributes.key
        }
    }

    /// Whether the element has `key="key"` (compared without making a string when parsed).
    func hasKey(_ key: String) -> Bool {
        switch storage {
        case .parsed(let tree, let node): tree.hasKey(key, at: node)
        case .made(let fields): fields.attributes.key == key
        }
    }

    // MARK: The attributes every object may carry

    /// The attribute `name`, or nil when absent.
    subscript(_ attribute: String) -> String? {
        switch storage {
        case .parsed(let tree, let node): tree.attribute(attribute, of: node)
        case .made(let fields): fields.attributes[attribute]
        }
    }

    /// Whether the element has the attribute `name`.
    func hasAttribute(_ attribute: String) -> Bool {
        switch storage {
        case .parsed(let tree, let node): tree.hasAttribute(attribute, of: node)
        case .made(let fields): fields.attributes[attribute] != nil
        }
    }

    /// The Swift class to make in place of the UIKit class the tag implies, without a module.
    var customClass: String? { self["customClass"] }
    /// The module that holds `customClass`; a hint only, since Xcode writes the target's
    /// module name, which need not match anything on disk.
    var customModule: String? { self["customModule"] }
    /// `target` when Interface Builder inherits the module from the target being built.
    var customModuleProvider: String? { self["customModuleProvider"] }
    /// The object's role in its scene: `viewController`, `firstResponder`, `exit`.
    var sceneMemberID: String? { self["sceneMemberID"] }

    /// Whether this is a proxy for an object outside the file (File's Owner, First Responder,
    /// a scene's exit), which is never instantiated.
    var isPlaceholder: Bool {
        let name = name
        return name == "placeholder" || name == "exit"
    }

    // MARK: Children

    /// The first child with this tag (and this `key`, when one is given).
    func child(_ name: String, key: String? = nil) -> IBElement? {
        switch storage {
        case .parsed(let tree, let node):
            // Compared in the tree, so only the child found becomes an element.
            let parent = tree.nodes[Int(node)]
            var index = parent.firstChild
            let end = index + parent.childCount
            while index < end {
                if tree.name(of: index) == name && (key == nil || tree.hasKey(key!, at: index)) {
                    return IBElement(tree: tree, node: index)
                }
                index += 1
            }
            return nil
        case .made(let fields):
            return fields.children.first { $0.name == name && (key == nil || $0.hasKey(key!)) }
        }
    }

    /// The first child with this `key`, whatever its tag (`<tableView key="view">`).
    func child(key: String) -> IBElement? {
        switch storage {
        case .parsed(let tree, let node):
            let parent = tree.nodes[Int(node)]
            var index = parent.firstChild
            let end = index + parent.childCount
            while index < end {
                if tree.hasKey(key, at: index) { return IBElement(tree: tree, node: index) }
                index += 1
            }
            return nil
        case .made(let fields):
            return fields.children.first { $0.hasKey(key) }
        }
    }

    /// Every child with this tag, in document order.
    func children(named name: String) -> [IBElement] {
        children.filter { $0.name == name }
    }

    /// Calls `body` with this element and each element below it, parents before children,
    /// in document order, with the element's parent (nil for this one). Iterative, so a
    /// deep tree cannot exhaust the stack.
    func forEachElement(_ body: (_ element: IBElement, _ parent: IBElement?) throws(IBError) -> Void) throws(IBError) {
        if case .parsed(let tree, let node) = storage {
            try tree.forEachNode(from: node) { (child, parent) throws(IBError) in
                try body(IBElement(tree: tree, node: child), parent < 0 ? nil : IBElement(tree: tree, node: parent))
            }
            return
        }
        try body(self, nil)
        // One frame per element whose children are being visited, with the next child's
        // index: each element is copied out once, not again as a stacked parent per child.
        var frames: [(element: IBElement, next: Int)] = [(self, 0)]
        while let last = frames.indices.last {
            let index = frames[last].next
            guard index < frames[last].element.children.count else {
                frames.removeLast()
                continue
            }
            frames[last].next = index + 1
            let child = frames[last].element.children[index]
            try body(child, frames[last].element)
            if !child.children.isEmpty { frames.append((child, 0)) }
        }
    }

    /// Calls `body` with each element at or below this one that has an id, and its id, in
    /// document order. A parsed tree makes an element only for the nodes with an id.
    func forEachIdentifiedElement(_ body: (_ id: String, _ element: IBElement) throws(IBError) -> Void) throws(IBError) {
        if case .parsed(let tree, let node) = storage {
            try tree.forEachNode(from: node) { (child, _) throws(IBError) in
                if let id = tree.id(of: child) { try body(id, IBElement(tree: tree, node: child)) }
            }
            return
        }
        try forEachElement { (element, _) throws(IBError) in
            if let id = element.id { try body(id, element) }
        }
    }

    /// Whether `other` is this element or one below it, when both are places in the same
    /// parsed tree (a check of two numbers); nil otherwise, when only a walk can tell.
    func contains(_ other: IBElement) -> Bool? {
        guard case .parsed(let tree, let node) = storage, case .parsed(let otherTree, let otherNode) = other.storage,
              tree === otherTree else { return nil }
        return tree.contains(otherNode, in: node)
    }

    /// The tree and node this element is, when it was read from a file.
    var parsedPlace: (tree: IBParsedTree, node: Int32)? {
        if case .parsed(let tree, let node) = storage { return (tree, node) }
        return nil
    }

    /// Calls `body` with the id of this element and of each element below it that has one,
    /// in document order. Iterative like `forEachElement`, and it copies no element.
    func forEachID(_ body: (String) -> Void) {
        if case .parsed(let tree, let node) = storage {
            tree.forEachNode(from: node) { (child, _) in
                if let id = tree.id(of: child) { body(id) }
            }
            return
        }
        if let id { body(id) }
        var frames: [(children: Children, next: Int)] = [(children, 0)]
        while let last = frames.indices.last {
            let index = frames[last].next
            guard index < frames[last].children.count else {
                frames.removeLast()
                continue
            }
            frames[last].next = index + 1
            let child = frames[last].children[index]
            if let id = child.id { body(id) }
            let grandchildren = child.children
            if !grandchildren.isEmpty { frames.append((grandchildren, 0)) }
        }
    }

    // MARK: Equality

    static func == (lhs: IBElement, rhs: IBElement) -> Bool {
        if case .parsed(let left, let leftNode) = lhs.storage, case .parsed(let right, let rightNode) = rhs.storage,
           left === right, leftNode == rightNode {
            return true
        }
        return lhs.name == rhs.name && lhs.attributes == rhs.attributes && lhs.text == rhs.text && lhs.location == rhs.location
            && lhs.children == rhs.children
    }

    func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        hasher.combine(attributes)
        hasher.combine(text)
        hasher.combine(location)
        hasher.combine(children)
    }

    // MARK: Typed attribute values

    /// An error at this element, naming it and its id, so the message finds it in a large file.
    func error(_ message: String, _ kind: IBError.Kind = .invalidValue) -> IBError {
        let what = id.map { "<\(name) id=\"\(MessageText.quoted($0))\">" } ?? "<\(name)>"
        return IBError(kind, at: location, "\(what): \(message)")
    }

    /// The attribute `name` when present, or an error saying that the element needs it.
    func required(_ attribute: String) throws(IBError) -> String {
        guard let value = self[attribute] else { throw error("needs a \(attribute)= attribute") }
        return value
    }

    /// A `YES`/`NO` attribute; nil when absent. Interface Builder writes only these two
    /// spellings, so anything else is refused rather than guessed at.
    func bool(_ attribute: String) throws(IBError) -> Bool? {
        // Read from the file's bytes when they spell one of the two, without a string.
        if case .parsed(let tree, let node) = storage {
            guard let record = tree.attributeRecord(attribute, of: node) else { return nil }
            if let value = tree.store.yesOrNo(at: record) { return value }
        }
        guard let value = self[attribute] else { return nil }
        switch value {
        case "YES": return true
        case "NO": return false
        default: throw error("\(attribute)=\"\(MessageText.quoted(value))\" is not YES or NO")
        }
    }

    /// A finite decimal number attribute; nil when absent. NaN and infinities are refused:
    /// they would poison geometry and colours downstream (Cairo stops drawing for good).
    func number(_ attribute: String) throws(IBError) -> Double? {
        // The common short decimals are read from the file's bytes, without a string.
        if case .parsed(let tree, let node) = storage {
            guard let record = tree.attributeRecord(attribute, of: node) else { return nil }
            if let value = tree.store.withValueBytes(at: record, { IBElement.exactDecimal($0) }) ?? nil { return value }
        }
        guard let value = self[attribute] else { return nil }
        guard let number = IBElement.finiteNumber(value) else {
            throw error("\(attribute)=\"\(MessageText.quoted(value))\" is not a finite number")
        }
        return number
    }

    /// A whole-number attribute; nil when absent.
    func integer(_ attribute: String) throws(IBError) -> Int? {
        guard let value = self[attribute] else { return nil }
        guard let number = Int(value) else { throw error("\(attribute)=\"\(MessageText.quoted(value))\" is not a whole number") }
        return number
    }

    /// `text` as a finite number: plain decimal notation only. Swift's `Double(_:)` also
    /// accepts `nan`, `inf` and hexadecimal floats, none of which Interface Builder writes.
    static func finiteNumber(_ text: some StringProtocol) -> Double? {
        if let exact = exactDecimal(text.utf8) { return exact }
        guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x2E || $0 == 0x2D || $0 == 0x2B || $0 == 0x65 || $0 == 0x45 }),
              let number = Double(text), number.isFinite else { return nil }
        return number
    }

    /// The most significant digits the short path reads: 10^19 is below 2^64, so they fit a
    /// `UInt64`. Xcode writes up to 17 (`0.90000000000000002`, the shortest text that reads
    /// back as the `Double` nearest 0.9).
    private static let maximumSignificantDigits = 19
    /// Digits up to 2^53 are a `Double` exactly.
    private static let exactIntegerLimit: UInt64 = 1 << 53
    /// 10^0 through 10^22, every one a `Double` exactly.
    private static let exactPowersOfTen: [Double] = (0...22).map { (0..<$0).reduce(1.0) { value, _ in value * 10 } }
    /// 10^0 through 10^19, as whole numbers.
    private static let wholePowersOfTen: [UInt64] = (0...19).map { (0..<$0).reduce(1 as UInt64) { value, _ in value * 10 } }

    /// The common decimals (`768`, `0.5`, `-12.25`, `0.90000000000000002`: a sign, at most 19
    /// significant digits, one point, no exponent) read without the C library, as the very
    /// `Double` that `Double(_:)` reads. Digits up to 2^53 over a power of ten up to 10^22
    /// are both exact, so one correctly rounded division gives the nearest `Double`; more
    /// digits are settled by `nearest(_:places:)`. Anything else is nil, for `Double(_:)`.
    static func exactDecimal(_ utf8: some Collection<UInt8>) -> Double? {
        var digits: UInt64 = 0
        var digitCount = 0
        var significantDigits = 0
        var fractionDigits = 0
        var sawPoint = false
        var negative = false
        var first = true
        for byte in utf8 {
            defer { first = false }
            switch byte {
            case 0x30...0x39:
                digitCount += 1
                // Leading zeros (`0.0625`, `007`) are not significant.
                if digits != 0 || byte != 0x30 {
                    significantDigits += 1
                    if significantDigits > maximumSignificantDigits { return nil }
                }
                digits = digits * 10 + UInt64(byte - 0x30)
                if sawPoint { fractionDigits += 1 }
            case 0x2E where !sawPoint:
                sawPoint = true
            case 0x2D where first:
                negative = true
            case 0x2B where first:
                break
            default:
                return nil
            }
        }
        guard digitCount > 0, fractionDigits < exactPowersOfTen.count else { return nil }
        let value: Double
        if digits <= exactIntegerLimit {
            value = Double(digits) / exactPowersOfTen[fractionDigits]
        } else {
            guard let nearest = nearest(digits, places: fractionDigits) else { return nil }
            value = nearest
        }
        return negative ? -value : value
    }

    /// The `Double` nearest `digits / 10^places` (ties to even), for digits above 2^53: a
    /// first guess from two roundings, within an ulp or two, moved to its neighbour while the
    /// exact value lies beyond the midpoint between them (`compare`). Nil when the numbers
    /// involved do not fit 128 bits (values below about 2^-64 or above 2^52 that need
    /// more), left to `Double(_:)`.
    static func nearest(_ digits: UInt64, places: Int) -> Double? {
        guard places < wholePowersOfTen.count else { return nil }
        let power = wholePowersOfTen[places]
        var candidate = Double(digits) / exactPowersOfTen[places]
        for _ in 0..<nearestAttempts {
            let isOdd = candidate.significandBitPattern & 1 == 1
            guard let above = compare(digits, over: power, withMidpointOf: candidate, candidate.nextUp) else { return nil }
            if above > 0 || (above == 0 && isOdd) {
                candidate = candidate.nextUp
                continue
            }
            guard let below = compare(digits, over: power, withMidpointOf: candidate.nextDown, candidate) else { return nil }
            if below < 0 || (below == 0 && isOdd) {
                candidate = candidate.nextDown
                continue
            }
            return candidate
        }
        return nil
    }

    /// How many neighbours `nearest` moves through at most; its first guess is off by at
    /// most about two.
    private static let nearestAttempts = 4

    /// The sign of `digits / power` less the midpoint of the adjacent positive `Double`s
    /// `low` and `high`, compared exactly in 128-bit integers: with `low` = a·2^e and
    /// `high` = b·2^f, the midpoint is (a·2^(e-m) + b·2^(f-m))·2^(m-1) for m = min(e, f),
    /// so the comparison is of digits·2^(1-m) with that sum times `power`. Nil when a side
    /// would not fit.
    static func compare(_ digits: UInt64, over power: UInt64, withMidpointOf low: Double, _ high: Double) -> Int? {
        guard low.isNormal, high.isNormal, low > 0 else { return nil }
        let implicitBit: UInt64 = 1 << 52
        let lowExponent = Int(low.exponentBitPattern) - doubleExponentBias
        let highExponent = Int(high.exponentBitPattern) - doubleExponentBias
        let exponent = min(lowExponent, highExponent)
        let sum = (UInt128(low.significandBitPattern | implicitBit) << (lowExponent - exponent))
            + (UInt128(high.significandBitPattern | implicitBit) << (highExponent - exponent))
        let shift = 1 - exponent
        // The sum is below 2^55 and the power below 2^64, so their product fits; the digits
        // shifted must fit too.
        guard shift >= 0, UInt64.bitWidth - digits.leadingZeroBitCount + shift < UInt128.bitWidth else { return nil }
        let left = UInt128(digits) << shift
        let right = sum * UInt128(power)
        return left < right ? -1 : (left == right ? 0 : 1)
    }

    /// What a `Double`'s stored exponent less this is: the power of two of its significand
    /// read as a 53-bit whole number (1023 + 52).
    private static let doubleExponentBias = 1075
}

extension IBElement {
    /// The children of an element: a range of its parsed tree's nodes, or the array of an
    /// element made in code or edited. Reads like an array; changing it (`append`, a
    /// subscript set) makes it an array.
    struct Children: RandomAccessCollection, ExpressibleByArrayLiteral, Hashable, Sendable {
        private enum Storage {
            /// `count` nodes of the tree from `first`.
            case parsed(IBParsedTree, first: Int32, count: Int32)
            case array([IBElement])
        }

        private var storage: Storage

        /// No children.
        init() {
            storage = .array([])
        }

        /// These elements.
        init(_ elements: [IBElement]) {
            storage = .array(elements)
        }

        init(arrayLiteral elements: IBElement...) {
            storage = .array(elements)
        }

        /// The children of node `node` of `tree`.
        init(tree: IBParsedTree, node: Int32) {
            let parent = tree.nodes[Int(node)]
            storage = .parsed(tree, first: parent.firstChild, count: parent.childCount)
        }

        typealias Index = Int
        typealias Indices = Range<Int>

        var startIndex: Int { 0 }

        var endIndex: Int {
            switch storage {
            case .parsed(_, _, let count): Int(count)
            case .array(let elements): elements.count
            }
        }

        var indices: Range<Int> { 0..<endIndex }

        subscript(position: Int) -> IBElement {
            get {
                switch storage {
                case .parsed(let tree, let first, let count):
                    precondition(position >= 0 && position < Int(count), "child index out of range")
                    return IBElement(tree: tree, node: first + Int32(position))
                case .array(let elements):
                    return elements[position]
                }
            }
            set {
                var elements = takeElements()
                elements[position] = newValue
                storage = .array(elements)
            }
        }

        /// The children as an array, left out of `storage` so it is changed in place.
        private mutating func takeElements() -> [IBElement] {
            switch storage {
            case .parsed(let tree, let first, let count):
                return (0..<count).map { IBElement(tree: tree, node: first + $0) }
            case .array(let elements):
                storage = .array([])
                return elements
            }
        }

        /// Adds `element` at the end.
        mutating func append(_ element: IBElement) {
            var elements = takeElements()
            elements.append(element)
            storage = .array(elements)
        }

        /// Removes the children `shouldBeRemoved` picks.
        mutating func removeAll(where shouldBeRemoved: (IBElement) throws -> Bool) rethrows {
            var elements = takeElements()
            defer { storage = .array(elements) }
            try elements.removeAll(where: shouldBeRemoved)
        }

        /// Whether both are the very same children: the same nodes of the same tree, or
        /// arrays sharing their storage (two empty lists count as the same: they hold nothing).
        func isSame(as other: Children) -> Bool {
            switch (storage, other.storage) {
            case let (.parsed(tree, first, count), .parsed(otherTree, otherFirst, otherCount)):
                return tree === otherTree && first == otherFirst && count == otherCount
            case let (.array(elements), .array(otherElements)):
                guard elements.count == otherElements.count else { return false }
                guard !elements.isEmpty else { return true }
                return elements.withUnsafeBufferPointer { x in otherElements.withUnsafeBufferPointer { y in x.baseAddress == y.baseAddress } }
            default:
                return isEmpty && other.isEmpty
            }
        }

        static func == (lhs: Children, rhs: Children) -> Bool {
            lhs.count == rhs.count && (lhs.isSame(as: rhs) || lhs.elementsEqual(rhs))
        }

        func hash(into hasher: inout Hasher) {
            hasher.combine(count)
            for element in self { hasher.combine(element) }
        }
    }
}
