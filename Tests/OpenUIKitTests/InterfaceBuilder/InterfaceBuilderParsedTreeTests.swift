import Foundation
import Testing
@testable import OpenUIKit

/// Elements read from a file are places in one flat tree: they read, compare and change as
/// elements made in code do, and changing a copy leaves the document as it was.
@Suite("Interface Builder parsed tree")
struct InterfaceBuilderParsedTreeTests {
    static let xml = """
        <a id="top" v="1">
            <b key="first" id="b1"><c id="c1">text &amp; more</c></b>
            <b key="second"/>
            <d id="d1"><e/><f id="f1"/></d>
        </a>
        """

    /// The same tree as `xml`, made in code, with the places the tokenizer gives.
    static func madeInCode() -> IBElement {
        func at(_ line: Int, _ column: Int) -> IBLocation { IBLocation(file: "T.xml", line: line, column: column) }
        return IBElement(name: "a", attributes: IBAttributes(uniquePairs: [.init(name: "id", value: "top"), .init(name: "v", value: "1")]), children: [
            IBElement(name: "b", attributes: IBAttributes(uniquePairs: [.init(name: "key", value: "first"), .init(name: "id", value: "b1")]), children: [
                IBElement(name: "c", attributes: ["id": "c1"], text: "text & more", location: at(2, 39)),
            ], location: at(2, 28)),
            IBElement(name: "b", attributes: ["key": "second"], location: at(3, 22)),
            IBElement(name: "d", attributes: ["id": "d1"], children: [
                IBElement(name: "e", location: at(4, 20)),
                IBElement(name: "f", attributes: ["id": "f1"], location: at(4, 32)),
            ], location: at(4, 16)),
        ], location: at(1, 19))
    }

    func parse() throws -> IBElement {
        try IBXMLTokenizer.parse(Data(Self.xml.utf8), file: "T.xml")
    }

    @Test func aParsedTreeReadsAndComparesAsTheSameTreeMadeInCode() throws {
        let parsed = try parse()
        let made = Self.madeInCode()
        #expect(parsed == made)
        #expect(made == parsed)
        #expect(parsed.hashValue == made.hashValue)
        #expect(parsed.children.map(\.name) == ["b", "b", "d"])
        #expect(parsed.children[0].children[0].text == "text & more")
        #expect(parsed.child("b", key: "second")?.location == IBLocation(file: "T.xml", line: 3, column: 22))
        #expect(parsed.child(key: "first")?.id == "b1")
        #expect(parsed.child("b", key: "third") == nil)
        #expect(parsed.children.last?.children.map(\.id) == [nil, "f1"])
        #expect(parsed.children(named: "b").count == 2)
        #expect(parsed.hasAttribute("v") && !parsed.hasAttribute("w"))
        var ids: [String] = []
        parsed.forEachID { ids.append($0) }
        #expect(ids == ["top", "b1", "c1", "d1", "f1"])
        var walked: [String] = []
        try parsed.forEachElement { element, parent in walked.append("\(parent?.name ?? "-")>\(element.name)") }
        #expect(walked == ["->a", "a>b", "b>c", "a>b", "a>d", "d>e", "d>f"])
    }

    @Test func theSameChildrenReadTwiceAreTheSameStorage() throws {
        let parsed = try parse()
        let children = parsed.children
        #expect(children.isSame(as: parsed.children))
        #expect(!children.isSame(as: parsed.children[2].children))
        var copy = parsed
        copy.children.append(IBElement(name: "g"))
        #expect(!copy.children.isSame(as: parsed.children))
        #expect(copy.children.count == 4 && parsed.children.count == 3)
    }

    @Test func changingACopyLeavesTheParsedElementAsItWas() throws {
        let parsed = try parse()
        var edited = parsed
        edited.attributes["v"] = "2"
        edited.children[2].children[1].name = "g"
        edited.children.removeAll { $0.key == "second" }
        #expect(parsed["v"] == "1" && edited["v"] == "2")
        #expect(edited.children.map(\.name) == ["b", "d"])
        #expect(edited.children[1].children.map(\.name) == ["e", "g"])
        #expect(parsed == Self.madeInCode())
        #expect(edited != parsed)
        // Copies of an edited element share its fields until one of them changes.
        var second = edited
        second.text = "changed"
        #expect(edited.text == "" && second.text == "changed")
    }

    @Test func theDocumentsIndexHandsOutTheTreesElements() throws {
        let document = try IBFixtures.parse(IBFixtures.storyboard(initial: "vc", InterfaceBuilderDocumentCacheTests.scene))
        let box = try document.element("box")
        var found: IBElement?
        try document.root.forEachElement { element, _ in if element.id == "box" { found = element } }
        #expect(found == box)
        #expect(box.child("rect", key: "frame")?["width"] == "100")
        #expect(document.scene(containing: "c1")?.sceneID == "s1")
    }

    /// Locations are worked out from the element's byte offset when asked: each must be the
    /// line (counting line feeds) and column (in characters) where its start tag ends, on
    /// every line of a long file and after multi-byte characters.
    @Test func locationsAreTheLineAndColumnWhereEachStartTagEnds() throws {
        var xml = "<root>\n"
        for line in 0..<300 {
            let indent = String(repeating: " ", count: line % 37)
            xml += line % 3 == 0 ? "\(indent)<é a=\"ü€\" id=\"n\(line)\"/>\n" : "\(indent)<n id=\"n\(line)\"></n>\n"
        }
        xml += "</root>"
        let root = try IBXMLTokenizer.parse(Data(xml.utf8), file: "L.xml")
        let lines = xml.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(root.location == IBLocation(file: "L.xml", line: 1, column: 7))
        #expect(root.children.count == 300)
        for (index, child) in root.children.enumerated() {
            let text = lines[index + 1]
            let tagEnd = text.firstIndex(of: ">").map { text.distance(from: text.startIndex, to: $0) + 1 } ?? -1
            #expect(child.location == IBLocation(file: "L.xml", line: index + 2, column: tagEnd + 1), "\(text)")
        }
    }

    /// An element's descendants are one range of its tree's nodes: `contains(_:)` must say
    /// exactly what a walk of the element says, for every pair of elements, and nothing for
    /// elements of different trees or made in code.
    @Test func containmentByPlaceAgreesWithAWalk() throws {
        let xml = """
            <a><b><c/><d><e/><f><g/></f></d></b><h/><i><j><k/></j><l/></i><m><n/></m></a>
            """
        let root = try IBXMLTokenizer.parse(Data(xml.utf8), file: "C.xml")
        var all: [IBElement] = []
        try root.forEachElement { element, _ in all.append(element) }
        #expect(all.count == 14)
        for outer in all {
            var below: [IBElement] = []
            try outer.forEachElement { element, _ in below.append(element) }
            for inner in all {
                let walked = below.contains { $0.name == inner.name }
                #expect(outer.contains(inner) == walked, "<\(outer.name)> and <\(inner.name)>")
            }
        }
        let other = try IBXMLTokenizer.parse(Data(xml.utf8), file: "C.xml")
        #expect(root.contains(other) == nil)
        #expect(root.contains(IBElement(name: "a")) == nil)
    }
}
