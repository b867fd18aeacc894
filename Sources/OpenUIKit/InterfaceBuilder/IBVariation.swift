import Foundation

/// A `<variation key="heightClass=compact" …>`: what changes about its parent element under a
/// size class: overridden attributes (`hidden="YES"`, `axis="vertical"`), overriding child
/// elements (a `<fontDescription>`), and which constraints of the parent's list are excluded
/// or included (`<mask key="constraints">`), and which subviews (`<mask key="subviews">`).
///
/// `key="default"` is the any-width, any-height variation; its mask lists constraints that
/// are *not* installed by default. A size-class variation includes or excludes relative to
/// that, and the most specific variation matching the current traits applies.
struct IBVariation: Sendable, Hashable {
    /// `UIUserInterfaceSizeClass`'s two definite members, as the key writes them.
    enum SizeClass: String, Sendable, Hashable {
        case compact, regular
    }

    /// The attributes this reader interprets, by element, for `IBCensus`.
    static let attributes: [String: Set<String>] = [
        "variation": ["key"],
        "mask": ["key"],
        "include": ["reference"],
        "exclude": ["reference"],
    ]

    /// The horizontal size class the variation is for; nil for any.
    var widthClass: SizeClass?
    /// The vertical size class the variation is for; nil for any.
    var heightClass: SizeClass?
    /// The parent's attributes as they are under this variation (all the variation's
    /// attributes except its `key`).
    var attributeOverrides: [String: String]
    /// Child elements that replace the parent's children with the same tag and key.
    var elementOverrides: [IBElement]
    /// The ids of the parent's constraints this variation removes.
    var excludedConstraints: [String]
    /// The ids of the parent's constraints this variation adds back.
    var includedConstraints: [String]
    /// The ids of the parent's subviews this variation uninstalls.
    var excludedSubviews: [String]
    /// The ids of the parent's subviews this variation installs again.
    var includedSubviews: [String]
    var location: IBLocation

    /// The any/any variation (`key="default"`).
    var isDefault: Bool { widthClass == nil && heightClass == nil }

    /// The variations of `element`, in document order.
    static func list(of element: IBElement) throws(IBError) -> [IBVariation] {
        var result: [IBVariation] = []
        for child in element.children(named: "variation") {
            result.append(try IBVariation(child))
        }
        return result
    }

    /// The readable variations of `element`, in document order, each unreadable one
    /// reported through `report` and left out, so one bad key costs only its own variation.
    static func readable(of element: IBElement, report: (IBError) -> Void) -> [IBVariation] {
        var result: [IBVariation] = []
        for child in element.children(named: "variation") {
            do {
                result.append(try IBVariation(child))
            } catch {
                report(error)
            }
        }
        return result
    }

    init(_ element: IBElement) throws(IBError) {
        try element.expect("variation")
        let key = try element.required("key")
        location = element.location
        widthClass = nil
        heightClass = nil
        if key != "default" {
            // `heightClass=compact-widthClass=regular`: one or two traits joined by "-".
            for trait in key.split(separator: "-", omittingEmptySubsequences: false) {
                let parts = trait.split(separator: "=", omittingEmptySubsequences: false)
                guard parts.count == 2, let sizeClass = SizeClass(rawValue: String(parts[1])) else {
                    throw element.error("key=\"\(MessageText.quoted(key))\" is not \"default\" or size classes such as heightClass=compact")
                }
                switch parts[0] {
                case "widthClass" where widthClass == nil: widthClass = sizeClass
                case "heightClass" where heightClass == nil: heightClass = sizeClass
                default: throw element.error("key=\"\(MessageText.quoted(key))\" names a trait other than widthClass or heightClass, or one twice")
                }
            }
        }
        attributeOverrides = element.attributes.dictionary.filter { $0.key != "key" }
        elementOverrides = element.children.filter { $0.name != "mask" }
        excludedConstraints = []
        includedConstraints = []
        excludedSubviews = []
        includedSubviews = []
        for mask in element.children(named: "mask") {
            let isConstraints = mask.key == "constraints"
            guard isConstraints || mask.key == "subviews" else {
                throw mask.error("only constraint and subview masks (key=\"constraints\" or \"subviews\") are known")
            }
            for entry in mask.children {
                switch entry.name {
                case "exclude" where isConstraints: excludedConstraints.append(try entry.required("reference"))
                case "include" where isConstraints: includedConstraints.append(try entry.required("reference"))
                case "exclude": excludedSubviews.append(try entry.required("reference"))
                case "include": includedSubviews.append(try entry.required("reference"))
                default: throw entry.error("a mask holds only <include> and <exclude>")
                }
            }
        }
    }

    /// Whether the variation applies under these size classes (nil: unspecified).
    func matches(width: SizeClass?, height: SizeClass?) -> Bool {
        (widthClass == nil || widthClass == width) && (heightClass == nil || heightClass == height)
    }

    /// How many traits the variation names: the most specific matching variation wins.
    var specificity: Int { (widthClass == nil ? 0 : 1) + (heightClass == nil ? 0 : 1) }
}
