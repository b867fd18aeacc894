import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// Counts the elements an SVG's references make librsvg draw again, without drawing it.
///
/// A `<use>` draws its target again, and so does a `url(#…)` paint, clip, mask, marker or
/// filter; references to groups of references multiply. Ten levels of ten uses are sixty
/// elements in the file and a million drawn. librsvg stops at 500,000 referenced elements,
/// but reaching that took 21 s on the benchmark machine: a hang for an app. So a document
/// whose references would draw more than ``maximumReferencedElementCount`` elements is
/// refused before it is drawn. The count follows `href="#id"` (with any prefix) and
/// `url(#id)` in any attribute; references from CSS style sheets are not seen.
final class SVGReferenceCounter: NSObject, XMLParserDelegate {
    /// The most elements references may add to a drawing. Real icons and illustrations reuse
    /// a shape a few hundred times at most; this many take about a second to draw here.
    static let maximumReferencedElementCount = 20_000
    /// How deep elements and references may nest before the document is refused as if over
    /// the count: libxml2's own element depth limit, and the count recurses once per level.
    static let maximumDepth = 256

    /// One element: its children and the ids it refers to.
    private struct Node {
        var children: [Int] = []
        var references: [String] = []
    }

    private var nodes: [Node] = []
    private var stack: [Int] = []
    private var ids: [String: Int] = [:]

    /// How many elements the references in `data` (an SVG librsvg has already parsed) add when
    /// it is drawn, up to just past `limit`; nil when the XML cannot be read.
    static func referencedElementCount(in data: Data, limit: Int = maximumReferencedElementCount) -> Int? {
        let counter = SVGReferenceCounter()
        let parser = XMLParser(data: data)
        parser.delegate = counter
        parser.shouldResolveExternalEntities = false
        guard parser.parse() else { return nil }
        return counter.referencedCount(limit: limit)
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        var node = Node()
        for (name, value) in attributes {
            if name == "id" { ids[value] = nodes.count }
            if name == "href" || name.hasSuffix(":href"), value.hasPrefix("#") {
                node.references.append(String(value.dropFirst()))
            }
            node.references.append(contentsOf: Self.urlReferences(in: value))
        }
        if let parent = stack.last { nodes[parent].children.append(nodes.count) }
        stack.append(nodes.count)
        nodes.append(node)
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        _ = stack.popLast()
    }

    /// The ids named by `url(#id)` in an attribute value.
    private static func urlReferences(in value: String) -> [String] {
        guard value.contains("url(") else { return [] }
        var found: [String] = []
        var rest = Substring(value)
        while let start = rest.range(of: "url(") {
            rest = rest[start.upperBound...].drop { $0 == " " || $0 == "\"" || $0 == "'" }
            guard rest.first == "#" else { continue }
            let id = rest.dropFirst().prefix { $0 != ")" && $0 != " " && $0 != "\"" && $0 != "'" }
            found.append(String(id))
            rest = rest.dropFirst(id.count + 1)
        }
        return found
    }

    /// The elements references add, summed over the document and capped just past `limit`
    /// (saturating, so ten levels of ten cannot overflow). A reference cycle adds nothing:
    /// librsvg refuses to draw one. Nesting past ``maximumDepth`` counts as past the limit.
    private func referencedCount(limit: Int) -> Int {
        // drawn[i]: the elements drawing node i visits, itself and its references included.
        var drawn = [Int?](repeating: nil, count: nodes.count)
        var visiting = Set<Int>()
        func drawnCount(_ index: Int, depth: Int) -> Int {
            if let known = drawn[index] { return known }
            guard depth <= Self.maximumDepth else { return limit + 1 }
            guard visiting.insert(index).inserted else { return 0 }
            defer { visiting.remove(index) }
            var total = 1
            for child in nodes[index].children {
                total = min(total + drawnCount(child, depth: depth + 1), limit + 1)
            }
            for reference in nodes[index].references {
                if let target = ids[reference] { total = min(total + drawnCount(target, depth: depth + 1), limit + 1) }
            }
            drawn[index] = total
            return total
        }
        guard !nodes.isEmpty else { return 0 }
        let withReferences = drawnCount(0, depth: 0)
        return withReferences >= limit + 1 ? limit + 1 : max(0, withReferences - nodes.count)
    }
}
