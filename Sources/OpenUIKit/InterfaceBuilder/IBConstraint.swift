import Foundation

/// A `<constraint>`: one Auto Layout equation, `first = second × multiplier + constant`, from
/// the `<constraints>` list of a view (its owner).
struct IBConstraint: Sendable, Hashable {
    /// `NSLayoutConstraint.Attribute`'s members by the names Interface Builder writes
    /// (`baseline` is `lastBaseline`).
    enum Attribute: String, Sendable, Hashable, CaseIterable {
        case left, right, top, bottom, leading, trailing, width, height, centerX, centerY
        case baseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
    }

    enum Relation: String, Sendable, Hashable {
        case lessThanOrEqual, equal, greaterThanOrEqual
    }

    /// The attributes this reader interprets, for `IBCensus`.
    static let attributes: Set<String> = [
        "id", "firstItem", "firstAttribute", "secondItem", "secondAttribute", "relation", "multiplier", "constant",
        "priority", "identifier", "placeholder", "symbolic",
    ]
    /// The required priority, and the most a priority may be.
    static let requiredPriority: Float = 1000

    var id: String?
    /// The first item's id: the `firstItem` attribute, or the owner of the list when absent.
    var firstItem: String
    var firstAttribute: Attribute
    var relation: Relation
    /// The second item's id; nil for a width or height constant.
    var secondItem: String?
    var secondAttribute: Attribute?
    var multiplier: Double
    var constant: Double
    /// 1…1000; 1000 (absent in the file) is required.
    var priority: Float
    /// `NSLayoutConstraint.identifier`.
    var identifier: String?
    /// `placeholder="YES"`: "remove at build time"; the loader skips it.
    var isPlaceholder: Bool
    /// `symbolic="YES"`: Interface Builder's standard spacing; `constant` holds its value.
    var isStandardSpacing: Bool
    var location: IBLocation

    /// The constraints in `owner`'s `<constraints>` list, in document order.
    static func list(ownedBy owner: IBElement) throws(IBError) -> [IBConstraint] {
        guard let list = owner.child("constraints") else { return [] }
        var result: [IBConstraint] = []
        for child in list.children {
            result.append(try IBConstraint(child, owner: owner))
        }
        return result
    }

    /// One `<constraint>` of `owner`'s list.
    init(_ element: IBElement, owner: IBElement) throws(IBError) {
        try element.expect("constraint")
        id = element.id
        guard let first = element["firstItem"] ?? owner.id else {
            throw element.error("has no firstItem= and its owner <\(owner.name)> has no id to stand for it")
        }
        firstItem = first
        guard let firstAttribute = try IBConstraint.attribute(element, "firstAttribute") else {
            throw element.error("needs a firstAttribute= attribute")
        }
        self.firstAttribute = firstAttribute
        secondItem = element["secondItem"]
        secondAttribute = try IBConstraint.attribute(element, "secondAttribute")
        if (secondItem == nil) != (secondAttribute == nil) {
            throw element.error("has a second item or a second attribute but not both")
        }
        switch element["relation"] {
        case nil: relation = .equal
        case let written?:
            guard let known = Relation(rawValue: written) else {
                throw element.error("relation=\"\(MessageText.quoted(written))\" is not a layout relation")
            }
            relation = known
        }
        multiplier = try IBConstraint.multiplier(element)
        constant = try element.number("constant") ?? 0
        if let written = element["priority"] {
            guard let value = Float(written), value.isFinite, value > 0, value <= IBConstraint.requiredPriority else {
                throw element.error("priority=\"\(MessageText.quoted(written))\" is not a priority between 1 and 1000")
            }
            priority = value
        } else {
            priority = IBConstraint.requiredPriority
        }
        identifier = element["identifier"]
        isPlaceholder = try element.bool("placeholder") ?? false
        isStandardSpacing = try element.bool("symbolic") ?? false
        location = element.location
    }

    private static func attribute(_ element: IBElement, _ name: String) throws(IBError) -> Attribute? {
        // Read from the file's bytes when parsed; any other spelling takes the string path,
        // which reports it.
        if let place = element.parsedPlace {
            guard let record = place.tree.attributeRecord(name, of: place.node) else { return nil }
            if let known = place.tree.store.withValueBytes(at: record, Attribute.init(utf8:)) ?? nil { return known }
        }
        guard let written = element[name] else { return nil }
        guard let attribute = Attribute(rawValue: written) else {
            throw element.error("\(name)=\"\(MessageText.quoted(written))\" is not a layout attribute")
        }
        return attribute
    }

    /// `multiplier=`: a ratio `a:b` (how Interface Builder writes aspect ratios, `3:4` is
    /// 0.75) or a decimal; 1 when absent. Zero denominators and non-finite values are refused.
    static func multiplier(_ element: IBElement) throws(IBError) -> Double {
        guard let written = element["multiplier"] else { return 1 }
        let parts = written.split(separator: ":", omittingEmptySubsequences: false)
        let invalid = element.error("multiplier=\"\(MessageText.quoted(written))\" is not a number or a ratio a:b")
        switch parts.count {
        case 1:
            guard let value = IBElement.finiteNumber(written) else { throw invalid }
            return value
        case 2:
            guard let numerator = IBElement.finiteNumber(parts[0]), let denominator = IBElement.finiteNumber(parts[1]) else { throw invalid }
            guard denominator != 0 else { throw element.error("multiplier=\"\(MessageText.quoted(written))\" divides by zero") }
            let value = numerator / denominator
            guard value.isFinite else { throw invalid }
            return value
        default:
            throw invalid
        }
    }
}

extension IBConstraint.Attribute {
    /// Each attribute with its name's bytes, their count and their first eight (little-endian,
    /// zero padded): a name is matched by two comparisons of numbers, then checked whole.
    private static let names: [(count: Int, prefix: UInt64, utf8: [UInt8], attribute: Self)] = allCases.map { attribute in
        let utf8 = Array(attribute.rawValue.utf8)
        return utf8.withUnsafeBytes { (utf8.count, prefix(of: $0), utf8, attribute) }
    }

    /// The first eight bytes of `bytes` as a little-endian number, zero padded.
    private static func prefix(of bytes: UnsafeRawBufferPointer) -> UInt64 {
        if bytes.count >= 8 { return bytes.loadUnaligned(as: UInt64.self) }
        var value: UInt64 = 0
        for index in 0..<bytes.count { value |= UInt64(bytes[index]) << (8 * UInt64(index)) }
        return value
    }

    /// The attribute whose name is the UTF-8 `bytes`, without making a string; nil for any
    /// other bytes.
    init?(utf8 bytes: UnsafeRawBufferPointer) {
        let prefix = Self.prefix(of: bytes)
        for entry in Self.names where entry.count == bytes.count && entry.prefix == prefix {
            guard entry.count <= 8 || entry.utf8.withUnsafeBytes({ memcmp($0.baseAddress!, bytes.baseAddress!, entry.count) == 0 }) else {
                return nil
            }
            self = entry.attribute
            return
        }
        return nil
    }
}
