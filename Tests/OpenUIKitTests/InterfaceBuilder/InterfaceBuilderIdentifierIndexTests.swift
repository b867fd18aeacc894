import Foundation
import Testing
@testable import OpenUIKit

/// The id index of a document: the table over a parsed tree finds what a dictionary of the
/// same elements finds, and refuses a repeated id naming the earlier element in the file.
@Suite("Interface Builder id index")
struct InterfaceBuilderIdentifierIndexTests {
    /// Every id of a fixture storyboard, looked up in the parsed tree's table and in the
    /// index of the same tree made in code, gives the same element; ids that are not there
    /// give nothing.
    @Test func theParsedTableFindsWhatADictionaryFinds() throws {
        let root = try IBXMLReader.read(contentsOfFile: IBFixtures.path("PlayingCard.storyboard"))
        let parsed = try IBIdentifierIndex(root: root)
        var ids: [String] = []
        root.forEachID { ids.append($0) }
        #expect(ids.count > 10)
        let made = try IBIdentifierIndex(root: Self.copyMadeInCode(root))
        for id in ids {
            let found = parsed.element(withID: id)
            #expect(found?.id == id)
            #expect(found?.name == made.element(withID: id)?.name, "\(id)")
        }
        for absent in ["", "nope", String(ids[0].dropLast()), ids[0] + "x"] {
            #expect(parsed.element(withID: absent) == nil, "\(absent)")
        }
    }

    @Test func anIdWithAReferenceIsFoundByItsText() throws {
        let root = try IBXMLTokenizer.parse(Data("<a><b id=\"x&amp;y\"/><c id=\"x&amp;z\"/><d id=\"é\"/></a>".utf8), file: "T.xml")
        let index = try IBIdentifierIndex(root: root)
        #expect(index.element(withID: "x&y")?.name == "b")
        #expect(index.element(withID: "x&z")?.name == "c")
        #expect(index.element(withID: "é")?.name == "d")
        #expect(index.element(withID: "x&amp;y") == nil)
    }

    /// A child that repeats its parent's id: the parent comes first in the file, although the
    /// tree records the child's node first.
    @Test func aRepeatedIdNamesTheEarlierElementInTheFile() throws {
        let root = try IBXMLTokenizer.parse(Data("<a>\n<view id=\"v\">\n<label id=\"v\"/>\n</view>\n</a>".utf8), file: "T.xml")
        #expect(throws: IBError.self) { _ = try IBIdentifierIndex(root: root) }
        do {
            _ = try IBIdentifierIndex(root: root)
        } catch {
            #expect(error.message == "<label id=\"v\">: repeats the id of <view> at line 2; ids must be unique in a document")
            #expect(error.location.line == 3)
        }
    }

    @Test func manyIdsFillATableLargerThanTheSmallest() throws {
        let items = (0..<500).map { "<v id=\"id-\($0)\"/>" }.joined()
        let root = try IBXMLTokenizer.parse(Data("<a>\(items)</a>".utf8), file: "T.xml")
        let index = try IBIdentifierIndex(root: root)
        for number in [0, 1, 250, 499] { #expect(index.element(withID: "id-\(number)")?.id == "id-\(number)") }
        #expect(index.element(withID: "id-500") == nil)
    }

    /// The same tree with every element made in code (so indexed in a dictionary).
    static func copyMadeInCode(_ element: IBElement) -> IBElement {
        IBElement(name: element.name, attributes: element.attributes, children: element.children.map(copyMadeInCode),
                  text: element.text, location: element.location)
    }
}
