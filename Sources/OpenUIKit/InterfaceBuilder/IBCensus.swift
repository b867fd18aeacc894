import Foundation

/// What of Interface Builder's format the code interprets, and a survey of documents against
/// it: which elements and attributes they use that nothing reads yet.
///
/// The table starts as what the document model reads (`documentModel`: the document and
/// scene structure, the typed readers, the attributes every object carries) plus what is
/// deliberately ignored because it only matters inside Xcode (the simulated device, canvas
/// positions, outline labels). The instantiating loader extends it with `interpret(_:_:)`
/// for each element and attribute it handles, so a survey of an app's storyboards is that
/// loader's to-do list, and a storyboard using something new shows up by name rather than
/// as a silently missing property.
///
/// A survey also runs the typed readers on every element they claim, so an element counted
/// as interpreted is one the model really decoded; what they refuse is listed as an error.
struct IBCensus: Sendable {
    /// Attributes interpreted by tag. An element's tag being a key means the element kind
    /// itself is interpreted; its set lists the attributes that are.
    private(set) var interpreted: [String: Set<String>]
    /// Attributes interpreted on any element (`id`, `customClass`, `key`, …).
    private(set) var interpretedEverywhere: Set<String>
    /// Elements that describe only Xcode's editor; they and everything inside them are skipped.
    private(set) var designTimeElements: Set<String>
    /// Attributes that describe only Xcode's editor, on any element.
    private(set) var designTimeAttributes: Set<String>

    /// The typed readers the survey runs, by the tag they read. The reader gets the element,
    /// its parent (which owns connections, constraints and runtime attributes) and the
    /// document (for colour fallbacks).
    private typealias Reader = @Sendable (_ element: IBElement, _ parent: IBElement?, _ document: IBDocument) throws(IBError) -> Void

    private static let readers: [String: Reader] = [
        "color": { element, _, document throws(IBError) in _ = try document.color(element) },
        "fontDescription": { element, _, _ throws(IBError) in _ = try IBFontDescription(element) },
        "rect": { element, _, _ throws(IBError) in _ = try element.rect() },
        "size": { element, _, _ throws(IBError) in _ = try element.size() },
        "point": { element, _, _ throws(IBError) in _ = try element.point() },
        "inset": { element, _, _ throws(IBError) in _ = try element.edgeInsets() },
        "edgeInsets": { element, _, _ throws(IBError) in _ = try element.edgeInsets() },
        "directionalEdgeInsets": { element, _, _ throws(IBError) in _ = try element.directionalEdgeInsets() },
        "autoresizingMask": { element, _, _ throws(IBError) in _ = try IBAutoresizingMask(element) },
        "connections": { _, parent, _ throws(IBError) in
            if let parent { _ = try IBConnection.list(of: parent) }
        },
        "userDefinedRuntimeAttributes": { _, parent, document throws(IBError) in
            if let parent { _ = try IBRuntimeAttribute.list(of: parent, resources: document.resources) }
        },
        "constraints": { _, parent, _ throws(IBError) in
            if let parent { _ = try IBConstraint.list(ownedBy: parent) }
        },
        "variation": { element, _, _ throws(IBError) in _ = try IBVariation(element) },
        "scene": { element, _, _ throws(IBError) in _ = try IBScene(element) },
        "resources": { element, _, _ throws(IBError) in _ = try IBResources(element) },
    ]

    /// What the document model interprets and deliberately ignores.
    static let documentModel: IBCensus = {
        var census = IBCensus(interpreted: [:], interpretedEverywhere: [], designTimeElements: [], designTimeAttributes: [])
        for (tag, attributes) in IBElement.geometryAttributes { census.interpret(tag, attributes) }
        census.interpret("color", IBColor.attributes)
        census.interpret("fontDescription", IBFontDescription.attributes)
        census.interpret("autoresizingMask", IBAutoresizingMask.attributes)
        census.interpret("constraints", [])
        census.interpret("constraint", IBConstraint.attributes)
        for table in [IBConnection.attributes, IBRuntimeAttribute.attributes, IBVariation.attributes, IBResources.attributes,
                      IBDocument.attributes] {
            for (tag, attributes) in table { census.interpret(tag, attributes) }
        }
        // Read by `IBElement` and `IBDocument` on whatever element carries them.
        census.interpretedEverywhere = ["id", "key", "customClass", "customModule", "customModuleProvider", "sceneMemberID",
                                        "storyboardIdentifier"]
        // The simulated device, the build dependencies, IB's own layout tie-breakers and
        // simulated bars, and the Xcode 7 animations marker: none has a runtime meaning.
        census.designTimeElements = ["device", "dependencies", "inferredMetricsTieBreakers", "animations",
                                     "simulatedNavigationBarMetrics", "simulatedStatusBarMetrics", "simulatedTabBarMetrics",
                                     "simulatedToolbarMetrics", "simulatedScreenMetrics", "simulatedOrientationMetrics",
                                     "freeformSimulatedSizeMetrics"]
        // The outline's labels, IB's layout warnings, the placeholder sizes of views sized by
        // their content at run time, and the document's editor settings.
        census.designTimeAttributes = ["userLabel", "colorLabel", "misplaced", "ambiguous", "placeholderIntrinsicWidth",
                                       "placeholderIntrinsicHeight", "propertyAccessControl", "colorMatched", "systemVersion"]
        return census
    }()

    /// Records that `attributes` of the element `tag` are interpreted, and so the element
    /// kind itself.
    mutating func interpret(_ tag: String, _ attributes: Set<String>) {
        interpreted[tag, default: []].formUnion(attributes)
    }

    /// Whether `attribute` of an element `tag` is interpreted or deliberately ignored.
    func accounts(for attribute: String, of tag: String) -> Bool {
        interpretedEverywhere.contains(attribute) || designTimeAttributes.contains(attribute)
            || interpreted[tag]?.contains(attribute) == true
    }

    // MARK: Surveys

    /// The result of a survey: counts of what is used and not interpreted, and the values
    /// the typed readers refused.
    struct Report: Sendable, CustomStringConvertible {
        var documents = 0
        var elements = 0
        /// Uninterpreted element kinds: how many elements of each tag.
        var uninterpretedElements: [String: Int] = [:]
        /// Uninterpreted attributes by tag: how many times each appears.
        var uninterpretedAttributes: [String: [String: Int]] = [:]
        /// What the typed readers refused, with places.
        var errors: [IBError] = []

        /// Every uninterpreted `tag.attribute`, sorted, without counts.
        var uninterpretedAttributeNames: [String] {
            uninterpretedAttributes.flatMap { tag, attributes in attributes.keys.map { "\(tag).\($0)" } }.sorted()
        }

        /// A report for people: one line per tag, elements first by how often they appear.
        var description: String {
            var lines = ["Interface Builder census: \(documents) document(s), \(elements) element(s) outside design-time parts."]
            let tags = Set(uninterpretedElements.keys).union(uninterpretedAttributes.keys).sorted { a, b in
                let (ca, cb) = (uninterpretedElements[a] ?? 0, uninterpretedElements[b] ?? 0)
                return ca != cb ? ca > cb : a < b
            }
            if tags.isEmpty { lines.append("Everything used is interpreted.") }
            else { lines.append("Not interpreted yet (element ×count: attribute ×count, …):") }
            for tag in tags {
                let head = uninterpretedElements[tag].map { "  <\(tag)> ×\($0)" } ?? "  <\(tag)> (interpreted; attributes not)"
                let attributes = (uninterpretedAttributes[tag] ?? [:]).sorted { $0.key < $1.key }.map { "\($0.key) ×\($0.value)" }
                lines.append(attributes.isEmpty ? head : head + ": " + attributes.joined(separator: ", "))
            }
            lines.append(errors.isEmpty ? "No values refused." : "Refused values (\(errors.count)):")
            lines += errors.map { "  \($0)" }
            return lines.joined(separator: "\n")
        }
    }

    /// Surveys `documents`: every element outside design-time parts is counted against the
    /// table, and every element a typed reader claims is decoded by it.
    func survey(_ documents: [IBDocument]) -> Report {
        var report = Report()
        for document in documents {
            report.documents += 1
            var stack: [(element: IBElement, parent: IBElement?)] = [(document.root, nil)]
            while let (element, parent) = stack.popLast() {
                guard !designTimeElements.contains(element.name) else { continue }
                report.elements += 1
                if interpreted[element.name] == nil { report.uninterpretedElements[element.name, default: 0] += 1 }
                for attribute in element.attributes.keys where !accounts(for: attribute, of: element.name) {
                    report.uninterpretedAttributes[element.name, default: [:]][attribute, default: 0] += 1
                }
                if let reader = IBCensus.readers[element.name] {
                    do throws(IBError) { try reader(element, parent, document) } catch { report.errors.append(error) }
                }
                for child in element.children.reversed() { stack.append((child, element)) }
            }
        }
        return report
    }
}
