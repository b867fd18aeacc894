import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Testing
import TestSupport
@testable import OpenUIKit

/// The XML tokenizer itself: each construct Interface Builder files may hold, what it refuses
/// and where it says the problem is, the same trees as a general XML parser gives for every
/// fixture, and random cuts and damage of a real storyboard.
@Suite("Interface Builder XML tokenizer")
struct InterfaceBuilderXMLTokenizerTests {
    func parse(_ text: String, file: String = "T.xml") throws(IBError) -> IBElement {
        try IBXMLTokenizer.parse(Data(text.utf8), file: file)
    }

    func error(_ text: String) -> IBError? {
        IBFixtures.error { _ = try parse(text) }
    }

    func error(_ bytes: [UInt8]) -> IBError? {
        IBFixtures.error { _ = try IBXMLTokenizer.parse(Data(bytes), file: "T.xml") }
    }

    // MARK: What is read

    @Test func theDeclarationCommentsProcessingInstructionsAndCDATA() throws {
        let root = try parse("""
            \u{FEFF}<?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <!-- Xcode's header -->
            <?editor hint="x"?>
            <a><!-- inside --><b/><![CDATA[<x> & y ]]]><?skip me?></a>
            <!-- after -->
            <?after?>

            """)
        #expect(root.name == "a")
        #expect(root.children.map(\.name) == ["b"])
        #expect(root.text == "<x> & y ]")
    }

    @Test func entitiesAndCharacterReferencesInTextAndValues() throws {
        let root = try parse("<a v=\"&lt;&gt;&amp;&quot;&apos;&#65;&#x42;&#x1F600;\">&#233;t&#xE9; &amp; &lt;b&gt;</a>")
        #expect(root["v"] == "<>&\"'AB\u{1F600}")
        #expect(root.text == "été & <b>")
    }

    @Test(arguments: ["&#0;", "&#1;", "&#xD800;", "&#x110000;", "&#xFFFE;", "&#xFFFF;", "&#;", "&#x;", "&#12a;", "&#xZ1;", "&#X43;", "&#99999999999999999999;"])
    func invalidCharacterReferencesAreRefusedWhereTheyAre(reference: String) {
        let failure = error("<a>\n  x\(reference)</a>")
        #expect(failure?.kind == .malformed)
        #expect(failure?.location.line == 2 && failure?.location.column == 4, "\(String(describing: failure))")
        #expect(failure?.message.contains("names no XML character") == true, "\(String(describing: failure))")
    }

    @Test(arguments: ["&nbsp;", "&secret;", "&amp", "& x", "&;"])
    func otherEntitiesAndStrayAmpersandsAreErrors(text: String) {
        let failure = error("<a t=\"1\">\(text)</a>")
        #expect(failure?.kind == .malformed)
        #expect(failure?.location == IBLocation(file: "T.xml", line: 1, column: 10), "\(String(describing: failure))")
    }

    @Test func singleAndDoubleQuotesAndWhitespaceAroundEquals() throws {
        let root = try parse("<a one='say \"hi\"' two = \"it's\"\n\tthree='&apos;' ></a >")
        #expect(root.attributes == ["one": "say \"hi\"", "two": "it's", "three": "'"])
    }

    @Test func lineEndsAreNormalizedAndReadAsSpacesInValues() throws {
        let root = try parse("<a v=\"1\r\n2\n3\t4\r5&#10;6\">x\r\ny\rz</a>")
        // A character reference is kept as written: only literal line ends become spaces.
        #expect(root["v"] == "1 2 3 4 5\n6")
        #expect(root.text == "x\ny\nz")
    }

    @Test func indentationBetweenChildrenIsDroppedAndOtherTextKept() throws {
        let root = try parse("<a>\n  <b>  </b>\n  <c>\n    <d/>\n  </c>\n  <e> x <f/> y </e>\n</a>")
        #expect(root.text == "")
        #expect(root.children[0].text == "  ", "a leaf keeps its whitespace")
        #expect(root.children[1].text == "")
        #expect(root.children[2].text == " x  y ", "text around children, when not blank, is kept whole")
    }

    /// XML's name rule for ASCII: a letter, `_` or `:` starts a name; those, digits, `-` and
    /// `.` continue one. Every ASCII byte is tried in both places.
    @Test func everyASCIIByteStartsOrContinuesANameAsXMLSays() {
        for byte in UInt8(0x21)..<0x7F where byte != 0x3E && byte != 0x2F {   // not > or /, which end a tag
            let character = Character(Unicode.Scalar(byte))
            let starts = character.isLetter || byte == 0x5F || byte == 0x3A
            let continues = starts || character.isNumber || byte == 0x2D || byte == 0x2E
            let asStart = IBFixtures.error { _ = try parse("<\(character)a/>") }
            #expect((asStart == nil) == starts, "\(character) at the start: \(String(describing: asStart))")
            let asLater = try? parse("<a\(character)b/>")
            #expect((asLater?.name == "a\(character)b") == continues, "\(character) inside: \(String(describing: asLater?.name))")
        }
    }

    /// Values are read eight bytes at a time until a word holds the quote or a byte that
    /// needs a closer look: each such byte at each place of values 0 to 20 bytes long, in
    /// both quotes, reads as it would byte by byte.
    @Test func aValueReadsTheSameWhereverItsSpecialByteFalls() throws {
        let specials: [(written: String, read: String)] = [("&amp;", "&"), ("é", "é"), ("\t", " "), ("'", "'"), ("\"", "\""), ("", "")]
        for length in 0...20 {
            for place in 0...length {
                for special in specials {
                    for quote in ["\"", "'"] where special.written != quote {
                        let before = String(repeating: "a", count: place)
                        let after = String(repeating: "b", count: length - place)
                        let root = try parse("<e v=\(quote)\(before)\(special.written)\(after)\(quote) w=\"z\"/>")
                        #expect(root["v"] == before + special.read + after, "\(length) \(place) \(special.written) \(quote)")
                        #expect(root["w"] == "z")
                    }
                }
            }
        }
    }

    @Test func theDeclaredEncodingIsReadInAnyCase() {
        for accepted in ["UTF-8", "utf-8", "Utf-8", "uTF-8"] {
            #expect(error("<?xml version=\"1.0\" encoding=\"\(accepted)\"?><a/>") == nil, "\(accepted)")
        }
        for refused in ["UTF8", "UTF-16", "UTF-88", "ISO-8859-1", ""] {
            let failure = error("<?xml version=\"1.0\" encoding = '\(refused)'?><a/>")
            #expect(failure?.kind == .refused, "\(refused)")
            #expect(failure?.message == "the XML declaration names the encoding \"\(refused)\"; Interface Builder documents are UTF-8")
        }
    }

    @Test func aLocationIsWorkedOutWhenReadAndEqualsTheSamePlaceGivenByNumbers() throws {
        let root = try parse("<a>\r\n\t<b/>\n\n  <ç x=\"1\"/></a>")
        let places = root.children.map(\.location)
        #expect(places == [IBLocation(file: "T.xml", line: 2, column: 6), IBLocation(file: "T.xml", line: 4, column: 13)])
        #expect(Set(places + places).count == 2, "equal places hash alike")
        var moved = places[1]
        moved.line = 9
        #expect(moved == IBLocation(file: "T.xml", line: 9, column: 13))
        #expect(places[1].description == "T.xml:4:13")
    }

    @Test func nonASCIINamesValuesAndText() throws {
        let root = try parse("<café naïve=\"☕️\">日本語</café>")
        #expect(root.name == "café")
        #expect(root["naïve"] == "☕️")
        #expect(root.text == "日本語")
    }

    @Test func elementsArePlacedAtTheEndOfTheirStartTagsInCharacters() throws {
        let root = try parse("<a>\n  <é x=\"ü\"\n     y=\"2\"/>\n</a>")
        #expect(root.location == IBLocation(file: "T.xml", line: 1, column: 4))
        #expect(root.children[0].location == IBLocation(file: "T.xml", line: 3, column: 13))
    }

    // MARK: What is refused

    @Test(arguments: [
        ("<a x=\"1\"y=\"2\"/>", 1, 9, "expected whitespace, > or /> after the name or an attribute of the tag <a>"),
        ("< a/>", 1, 2, "expected an element name after <, found the byte 0x20"),
        ("<a x/>", 1, 5, "expected = after the attribute x of <a>"),
        ("<a x=1/>", 1, 6, "the value of x in <a> is not in quotes"),
        ("<a x=\"<\"/>", 1, 7, "a < inside the value of an attribute of <a>; XML needs &lt; there"),
        ("<a x=\"1\" x=\"2\"/>", 1, 10, "an attribute appears twice in one element (x in <a>)"),
        ("<a/>\n<b/>", 2, 1, "there is more after the root element ends"),
        ("<a/>\ntext", 2, 1, "there is more after the root element ends"),
        ("<a/></a>", 1, 5, "there is more after the root element ends"),
        ("</a>", 1, 1, "an end tag with no element open"),
        ("<a>\n<b>\n</a>", 3, 2, "a closing tag does not match <b> (opened at line 2)"),
        ("<a id=\"x1\">\n  <b>text", 2, 10, "the file ends inside <b> (opened at line 2); is it truncated?"),
        ("<a id=\"x1\">\n  <b", 2, 5, "the file ends inside <a id=\"x1\"> (opened at line 1); is it truncated?"),
        ("<a>]]></a>", 1, 4, "]]> in text outside a CDATA section inside <a> (opened at line 1)"),
        ("<a><!-- x -- y --></a>", 1, 11, "a comment contains \"--\", which XML does not allow"),
        ("<a><!DOCTYPE a></a>", 1, 4, "a declaration (<!…>) after the root element starts; XML allows none there inside <a> (opened at line 1)"),
        ("<a/><!DOCTYPE a>", 1, 5, "a declaration (<!…>) after the root element starts; XML allows none there"),
        ("<a>\n<?xml version=\"1.0\"?></a>", 2, 1, "an XML declaration (<?xml …?>) may only start the file"),
        ("<!-- x", 1, 7, "a comment is never closed"),
        ("<a>\u{7}</a>", 1, 4, "the control character U+0007 is not allowed in XML inside <a> (opened at line 1)"),
        ("<a>\u{FFFF}</a>", 1, 4, "the character U+FFFF is not allowed in XML inside <a> (opened at line 1)"),
    ])
    func malformedXMLIsOneErrorAtItsPlace(_ example: (text: String, line: Int, column: Int, message: String)) {
        let (text, line, column, message) = example
        let failure = error(text)
        #expect(failure?.kind == .malformed, "\(String(describing: failure))")
        #expect(failure?.message == message, "\(String(describing: failure))")
        #expect(failure?.location == IBLocation(file: "T.xml", line: line, column: column), "\(String(describing: failure))")
    }

    @Test(arguments: [
        [0xC0, 0x80],             // an overlong NUL
        [0xE0, 0x80, 0x80],       // an overlong three-byte form
        [0xED, 0xA0, 0x80],       // a surrogate
        [0x80],                   // a continuation byte alone
        [0xF5, 0x80, 0x80, 0x80], // past U+10FFFF
        [0xE2, 0x82],             // cut short
    ] as [[UInt8]])
    func bytesThatAreNotUTF8AreAnErrorAtTheirPlace(sequence: [UInt8]) {
        for (before, after) in [("<a>\n  x", "</a>"), ("<a>\n  <b v=\"x", "\"/></a>"), ("<a>\n  <b", "/></a>"), ("<a>\n<!--x", "--></a>")] {
            let failure = error(Array(before.utf8) + sequence + Array(after.utf8))
            #expect(failure?.kind == .malformed)
            #expect(failure?.message.hasPrefix("the text is not valid UTF-8 XML") == true, "\(before): \(String(describing: failure))")
            #expect(failure?.location.line == 2, "\(before): \(String(describing: failure))")
            #expect(failure?.location.column == before.split(separator: "\n").last!.count + 1, "\(before): \(String(describing: failure))")
        }
    }

    @Test func aDOCTYPEAndOtherDeclarationsBeforeTheRootAreRefused() {
        #expect(error("<?xml version=\"1.0\"?>\n<!DOCTYPE a>\n<a/>")?.location == IBLocation(file: "T.xml", line: 2, column: 1))
        #expect(error("<!DOCTYPE a [<!ENTITY e \"x\">]><a>&e;</a>")?.kind == .refused)
        #expect(error("<!ELEMENT a ANY><a/>")?.message == "a declaration (<!…>) before the root element; Interface Builder never writes one")
        #expect(error("<!-- c --><![CDATA[x]]><a/>")?.message == "a CDATA section outside the root element")
    }

    @Test func tooManyAttributesAreRefusedAtTheTagsLine() {
        var text = "<a>\n<b"
        for index in 0...IBXMLReader.maximumAttributesPerElement { text += "\n a\(index)='1'" }
        text += "/></a>"
        let failure = error(text)
        #expect(failure?.kind == .refused)
        #expect(failure?.location == IBLocation(file: "T.xml", line: 2, column: 0), "\(String(describing: failure))")
    }

    @Test func aLongLineOfManyElementsIsPlacedInLinearTime() throws {
        // 50,000 elements on one line: columns are counted forward once, not per element
        // (per element, it would be over a billion bytes counted).
        let count = 50_000
        let text = "<a>" + String(repeating: "<b x=\"é\"/>", count: count) + "</a>"
        let start = ContinuousClock.now
        let root = try parse(text)
        let elapsed = ContinuousClock.now - start
        #expect(root.children.count == count)
        #expect(root.children.last?.location.column == 4 + 10 * count)
        #expect(elapsed < .seconds(30), "\(elapsed)")
    }

    // MARK: The same trees as libxml2

    /// The tree `XMLParser` (libxml2) makes of `data`, built as the reader used to build it.
    final class ReferenceTree: NSObject, XMLParserDelegate {
        struct Node: Equatable {
            var name: String
            var attributes: [String: String]
            var text = ""
            var line: Int
            var children: [Node] = []
        }
        var stack: [Node] = []
        var root: Node?

        func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                    qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
            stack.append(Node(name: elementName, attributes: attributeDict, line: parser.lineNumber))
        }

        func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
            var node = stack.removeLast()
            if !node.children.isEmpty, IBXMLReader.isBlank(node.text) { node.text = "" }
            if stack.isEmpty { root = node } else { stack[stack.count - 1].children.append(node) }
        }

        func parser(_ parser: XMLParser, foundCharacters string: String) {
            if !stack.isEmpty { stack[stack.count - 1].text += string }
        }

        func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
            if !stack.isEmpty { stack[stack.count - 1].text += String(decoding: CDATABlock, as: UTF8.self) }
        }

        static func of(_ data: Data) -> Node? {
            let parser = XMLParser(data: data)
            let tree = ReferenceTree()
            parser.delegate = tree
            return parser.parse() ? tree.root : nil
        }
    }

    static func node(_ element: IBElement) -> ReferenceTree.Node {
        ReferenceTree.Node(name: element.name, attributes: element.attributes.dictionary, text: element.text, line: element.location.line,
                           children: element.children.map(node))
    }

    @Test func everyFixtureReadsAsLibXML2ReadsIt() throws {
        let names = try IBFixtures.all()
        #expect(names.count >= 5, "the five fixtures beside these tests")
        for name in names {
            let data = try Data(contentsOf: URL(fileURLWithPath: IBFixtures.path(name)))
            let reference = try #require(ReferenceTree.of(data), "\(name)")
            let ours = try IBXMLTokenizer.parse(data, file: name)
            #expect(Self.node(ours) == reference, "\(name)")
        }
        let mixed = Data("<a x='1&#10;2\t3'>\r\n  <b>t&amp;<![CDATA[ c ]]>é</b>\n<c/> tail</a>".utf8)
        #expect(Self.node(try IBXMLTokenizer.parse(mixed, file: "m")) == ReferenceTree.of(mixed))
    }

    /// Blank runs are only noted while an element's text is blank, and copied when it
    /// turns out to keep them: a leaf's runs around comments and CDATA, and the runs before
    /// the first text that is not blank, each in its place; a carriage return still reads
    /// as a line feed. Each sample reads as libxml2 reads it.
    @Test func blankRunsAreKeptInOrderWhenTheirElementKeepsItsText() throws {
        let samples = [
            "<a>\n  <!-- c -->\t\n  </a>",
            "<a>  <b/>\t<!--x-->\n y <c/>  </a>",
            "<a> \r\n <b/> </a>",
            "<a> \r\n </a>",
            "<a><![CDATA[  ]]> <b> <![CDATA[ ]]> </b>\n</a>",
            "<a>\n  <b>\n    <c>  </c>\n  </b>\n  x\n</a>",
        ]
        for sample in samples {
            let data = Data(sample.utf8)
            let reference = try #require(ReferenceTree.of(data), "\(sample)")
            #expect(Self.node(try IBXMLTokenizer.parse(data, file: "blank")) == reference, "\(sample)")
        }
        let root = try parse("<a>  <b/>\t<!--x-->\n y <c/>  </a>")
        #expect(root.text == "  \t\n y   ")
        #expect(try parse("<a>\n  <!-- c -->\t\n  </a>").text == "\n  \t\n  ")
    }

    // MARK: Damage

    @Test func randomCutsAndDamageOfARealStoryboardGiveAnErrorOrATree() throws {
        let data = try Data(contentsOf: URL(fileURLWithPath: IBFixtures.path("PlayingCard.storyboard")))
        var random = SeededRandomNumberGenerator(seed: 0x5EED)
        let start = ContinuousClock.now
        var errors = 0
        for round in 0..<600 {
            var bytes = [UInt8](data)
            if round % 2 == 0 {
                bytes.removeSubrange(Int.random(in: 0..<bytes.count, using: &random)...)
            } else {
                for _ in 0..<Int.random(in: 1...4, using: &random) {
                    bytes[Int.random(in: 0..<bytes.count, using: &random)] = UInt8.random(in: 0...255, using: &random)
                }
            }
            do {
                _ = try IBXMLTokenizer.parse(Data(bytes), file: "Damaged.storyboard")
            } catch {
                errors += 1
                #expect(error.description.hasPrefix("Damaged.storyboard"), "\(error)")
                #expect(!error.message.isEmpty)
            }
        }
        // Every cut before the last end tag breaks the document.
        #expect(errors >= 250, "\(errors)")
        #expect(ContinuousClock.now - start < .seconds(60))
    }

    /// Attribute values are checked eight bytes at a time when they are plain ASCII: a byte
    /// that is not (a reference, a tab, a line end, a multi-byte character, a control
    /// character, a `<`) must be read as before wherever it falls in a word.
    @Test func everyByteOfAValueIsReadWhereverItFallsInAWord() throws {
        for length in 1...19 {
            for position in 0..<length {
                func value(_ special: String) -> String {
                    String(repeating: "v", count: position) + special + String(repeating: "w", count: length - position - 1)
                }
                for (written, read) in [("&amp;", "&"), ("&lt;", "<"), ("\t", " "), ("\n", " "), ("é", "é"), ("~", "~"), ("\u{7F}", "\u{7F}"), ("'", "'")] {
                    let root = try parse("<a v=\"\(value(written))\"/>")
                    #expect(root["v"] == value(read), "\(length) \(position) \(written.debugDescription)")
                }
                #expect(error("<a v=\"\(value("<"))\"/>")?.message.contains("a < inside the value") == true, "\(length) \(position)")
                #expect(error("<a v=\"\(value("\u{1}"))\"/>")?.message.contains("control character U+0001") == true, "\(length) \(position)")
                #expect(error(Array("<a v=\"\(value("x"))".utf8) + [0xC3, 0x28] + Array("\"/>".utf8)) != nil, "\(length) \(position)")
            }
        }
    }
}
