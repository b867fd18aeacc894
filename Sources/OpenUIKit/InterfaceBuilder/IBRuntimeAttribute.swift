import Foundation

/// A `<userDefinedRuntimeAttribute type keyPath [value]>`: a value Interface Builder sets on
/// the object by key path after decoding it and before `awakeFromNib` (how `@IBInspectable`
/// properties and `layer.cornerRadius` arrive).
struct IBRuntimeAttribute: Sendable, Hashable {
    /// The value, typed as the file declares it.
    enum Value: Sendable, Hashable {
        case boolean(Bool)
        /// `type="number"` with an `<integer key="value">` child.
        case integer(Int)
        /// `type="number"` with a `<real key="value">` child.
        case real(Double)
        case string(String)
        case color(IBColor)
        case size(CGSize)
        case point(CGPoint)
        case rect(CGRect)
        case range(location: Int, length: Int)
        /// An image by its asset name.
        case image(String)
        /// `type="nil"`: set the key path to nil.
        case `nil`
    }

    /// The attributes this reader interprets, by element, for `IBCensus` (the value children
    /// `<integer>`, `<real>` and `<range>` are read here; `<color>`, `<size>`, `<point>` and
    /// `<rect>` by their own readers).
    static let attributes: [String: Set<String>] = [
        "userDefinedRuntimeAttributes": [],
        "userDefinedRuntimeAttribute": ["type", "keyPath", "value"],
        "integer": ["key", "value"],
        "real": ["key", "value"],
        "range": ["key", "location", "length"],
    ]

    /// The property path, e.g. `rank` or `layer.cornerRadius`.
    var keyPath: String
    var value: Value
    var location: IBLocation

    init(keyPath: String, value: Value, location: IBLocation = .file("")) {
        self.keyPath = keyPath
        self.value = value
        self.location = location
    }

    /// The runtime attributes of `element`, in document order; empty when it has none.
    static func list(of element: IBElement, resources: IBResources = IBResources()) throws(IBError) -> [IBRuntimeAttribute] {
        guard let list = element.child("userDefinedRuntimeAttributes") else { return [] }
        var result: [IBRuntimeAttribute] = []
        for child in list.children {
            result.append(try IBRuntimeAttribute(child, resources: resources))
        }
        return result
    }

    /// One `<userDefinedRuntimeAttribute>`.
    init(_ element: IBElement, resources: IBResources = IBResources()) throws(IBError) {
        try element.expect("userDefinedRuntimeAttribute")
        keyPath = try element.required("keyPath")
        location = element.location
        let type = try element.required("type")
        /// The `key="value"` child holding the value, for the types that use one.
        func valueChild(_ names: String...) throws(IBError) -> IBElement {
            guard let child = element.children.first(where: { names.contains($0.name) && $0.key == "value" }) else {
                throw element.error("a \(type) attribute needs a <\(names.joined(separator: "> or <"))> child with key=\"value\"")
            }
            return child
        }
        switch type {
        case "boolean":
            guard let flag = try element.bool("value") else { throw element.error("a boolean attribute needs value=\"YES\" or \"NO\"") }
            value = .boolean(flag)
        case "number":
            let number = try valueChild("integer", "real")
            if number.name == "integer" {
                guard let whole = try number.integer("value") else { throw number.error("needs a value= attribute") }
                value = .integer(whole)
            } else {
                guard let real = try number.number("value") else { throw number.error("needs a value= attribute") }
                value = .real(real)
            }
        case "string":
            value = .string(element["value"] ?? "")
        case "color":
            value = .color(try IBColor(try valueChild("color"), resources: resources))
        case "size":
            value = .size(try valueChild("size").size())
        case "point":
            value = .point(try valueChild("point").point())
        case "rect":
            value = .rect(try valueChild("rect").rect())
        case "range":
            let range = try valueChild("range")
            guard let start = try range.integer("location"), let length = try range.integer("length"), start >= 0, length >= 0 else {
                throw range.error("a range needs whole, non-negative location= and length=")
            }
            value = .range(location: start, length: length)
        case "image":
            value = .image(try element.required("value"))
        case "nil":
            value = .nil
        default:
            throw element.error("type=\"\(MessageText.quoted(type))\" is not a runtime attribute type")
        }
    }
}
