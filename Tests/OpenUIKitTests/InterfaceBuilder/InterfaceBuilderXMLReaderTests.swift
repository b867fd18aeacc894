import Foundation
import Glibc
import Testing
@testable import OpenUIKit

/// Interface Builder files written to hurt, or merely broken: each is refused quickly with
/// one message that names the file and, where there is one, the place.
@Suite("Interface Builder XML: hostile and malformed input")
struct InterfaceBuilderXMLReaderTests {
    /// A fresh directory for files made by one test, removed by the caller.
    func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ib-reader-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }

    func seconds(_ body: () -> Void) -> Double {
        let start = ContinuousClock.now
        body()
        let elapsed = ContinuousClock.now - start
        return Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18
    }

    // MARK: Size

    @Test func aFiftyMegabyteFileIsRefusedWithOneMessageBeforeItIsRead() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("Huge.storyboard").path
        // A sparse 50 MB file: the size is what the reader checks first.
        #expect(FileManager.default.createFile(atPath: path, contents: Data("<document>".utf8)))
        #expect(truncate(path, 50_000_000) == 0)
        var error: IBError?
        let time = seconds { error = IBFixtures.error { _ = try IBDocument(contentsOfFile: path) } }
        let refused = try #require(error)
        #expect(refused.kind == .tooLarge)
        #expect(refused.description == "\(path): the file is 50000000 bytes; an Interface Builder document may be at most 8388608 bytes (8 MiB)")
        #expect(time < 1, "refused from its size, not by reading it: \(time) s")
    }

    @Test func dataOverTheLimitIsRefusedToo() {
        let data = Data(count: IBXMLReader.maximumFileSize + 1)
        let error = IBFixtures.error { _ = try IBXMLReader.parse(data, file: "Big.xib") }
        #expect(error?.kind == .tooLarge)
        #expect(error?.description.hasPrefix("Big.xib: the file is 8388609 bytes") == true)
    }

    // MARK: Entities and DOCTYPEs

    /// The classic entity-expansion bomb: ten levels of ten references, a billion "lol"s.
    static let billionLaughs = """
        <?xml version="1.0"?>
        <!DOCTYPE lolz [
         <!ENTITY lol "lol">
         <!ENTITY lol1 "&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;&lol;">
         <!ENTITY lol2 "&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;&lol1;">
         <!ENTITY lol3 "&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;&lol2;">
         <!ENTITY lol4 "&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;&lol3;">
         <!ENTITY lol5 "&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;&lol4;">
         <!ENTITY lol6 "&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;&lol5;">
         <!ENTITY lol7 "&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;&lol6;">
         <!ENTITY lol8 "&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;&lol7;">
         <!ENTITY lol9 "&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;&lol8;">
        ]>
        <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" targetRuntime="iOS.CocoaTouch">
            <scenes><scene sceneID="a"><objects><viewController id="v" title="&lol9;"/></objects></scene></scenes>
        </document>
        """

    @Test func aBillionLaughsDocumentIsRefusedFastNamingTheDOCTYPE() {
        var error: IBError?
        let time = seconds { error = IBFixtures.error { _ = try IBFixtures.parse(Self.billionLaughs, file: "Laughs.storyboard") } }
        #expect(error?.kind == .refused)
        #expect(error?.location == IBLocation(file: "Laughs.storyboard", line: 2, column: 1))
        #expect(error?.description.hasPrefix("Laughs.storyboard:2:1: the document has a DOCTYPE") == true, "\(String(describing: error))")
        #expect(time < 1, "refused before any expansion: \(time) s")
    }

    @Test(arguments: [
        // An external entity that would read a local file.
        "<!DOCTYPE document [<!ENTITY secret SYSTEM \"file:///etc/passwd\">]>\n<document>&secret;</document>",
        // An external DTD.
        "<!DOCTYPE document SYSTEM \"http://example.com/evil.dtd\">\n<document/>",
        // Behind a byte-order mark, the XML declaration and a comment: still the prolog.
        "\u{FEFF}<?xml version=\"1.0\"?>\n<!-- a comment -->\n<!DOCTYPE d [<!ENTITY a \"b\">]><document/>",
        // Lower case is not a DOCTYPE, but no declaration of any kind is accepted there.
        "<!doctype document><document/>",
    ])
    func everyDOCTYPEIsRefusedBeforeParsing(text: String) {
        let error = IBFixtures.error { _ = try IBFixtures.parse(text) }
        #expect(error?.kind == .refused, "\(String(describing: error))")
    }

    @Test func anEncodingOtherThanUTF8IsRefused() {
        let declared = IBFixtures.error { _ = try IBFixtures.parse("<?xml version=\"1.0\" encoding=\"UTF-16\"?><document/>") }
        #expect(declared?.kind == .refused)
        #expect(declared?.message.contains("encoding \"UTF-16\"") == true)
        var utf16 = Data([0xFF, 0xFE])
        utf16.append("<document/>".data(using: .utf16LittleEndian)!)
        #expect(IBFixtures.error { _ = try IBXMLReader.parse(utf16, file: "Wide.xib") }?.kind == .refused)
        // UTF-8 named in any case is fine.
        #expect(IBFixtures.error { _ = try IBXMLReader.parse(Data("<?xml version='1.0' encoding='utf-8'?><a/>".utf8), file: "a") } == nil)
    }

    @Test func anUndeclaredEntityIsMalformedNotResolved() {
        let error = IBFixtures.error { _ = try IBXMLReader.parse(Data("<a>\n  <b title=\"&secret;\"/>\n</a>".utf8), file: "E.xib") }
        #expect(error?.kind == .malformed)
        #expect(error?.location.line == 2, "\(String(describing: error))")
    }

    @Test func theFiveXMLEntitiesAndCharacterReferencesAreRead() throws {
        let element = try IBFixtures.element("<label text=\"&lt;&amp;&gt;&quot;&apos; &#x2665;&#65;\"/>")
        #expect(element["text"] == "<&>\"' ♥A")
    }

    // MARK: Shape

    @Test func nestingDeeperThanTheLimitIsRefusedNamingTheLine() {
        let depth = IBXMLReader.maximumDepth + 1
        let text = String(repeating: "<v>\n", count: depth) + String(repeating: "</v>", count: depth)
        let error = IBFixtures.error { _ = try IBXMLReader.parse(Data(text.utf8), file: "Deep.xib") }
        #expect(error?.kind == .refused)
        #expect(error?.location.line == depth, "\(String(describing: error))")
        #expect(error?.message.contains("deeper than \(IBXMLReader.maximumDepth)") == true)
        // At the limit it is read.
        let fits = String(repeating: "<v>", count: depth - 1) + String(repeating: "</v>", count: depth - 1)
        #expect(IBFixtures.error { _ = try IBXMLReader.parse(Data(fits.utf8), file: "Deep.xib") } == nil)
    }

    @Test func moreElementsThanTheLimitAreRefused() {
        let text = "<a>" + String(repeating: "<b/>", count: IBXMLReader.maximumElementCount) + "</a>"
        let error = IBFixtures.error { _ = try IBXMLReader.parse(Data(text.utf8), file: "Many.xib") }
        #expect(error?.kind == .refused)
        #expect(error?.message.contains("more than \(IBXMLReader.maximumElementCount) elements") == true, "\(String(describing: error))")
    }

    @Test func aTagWithTooManyAttributesIsRefusedBeforeTheParserSlowsDown() {
        // 100 000 distinct attributes (1.3 MB): libxml2 alone takes seconds on these, and
        // about ten minutes on the million an 8 MiB file holds.
        var text = "<document>\n<!-- a > \"quoted\" = comment -->\n<view title=\"a=b\" id='v'/>\n<view"
        for index in 0..<100_000 { text += " a\(index)=\"\"" }
        text += "/></document>"
        var error: IBError?
        let time = seconds { error = IBFixtures.error { _ = try IBXMLReader.parse(Data(text.utf8), file: "Wide.xib") } }
        #expect(error?.kind == .refused)
        #expect(error?.description == "Wide.xib:4: an element has more than \(IBXMLReader.maximumAttributesPerElement) attributes, more than any Interface Builder document")
        #expect(time < 2, "refused by counting, not by parsing: \(time) s")
        // At the limit, and with `=` inside values, comments and CDATA, it is read.
        var fits = "<a><![CDATA[ <b x=1 y=2> ]]><b"
        for index in 0..<IBXMLReader.maximumAttributesPerElement { fits += " a\(index)=\"x=y\"" }
        fits += "/></a>"
        #expect(IBFixtures.error { _ = try IBXMLReader.parse(Data(fits.utf8), file: "Wide.xib") } == nil)
    }

    // MARK: Malformed XML

    @Test func aTruncatedFileNamesTheElementItEndsInside() throws {
        let text = try String(contentsOfFile: IBFixtures.path("PlayingCard.storyboard"), encoding: .utf8)
        let cut = String(text.prefix(text.count / 2))
        let error = try #require(IBFixtures.error { _ = try IBFixtures.parse(cut, file: "Cut.storyboard") })
        #expect(error.kind == .malformed)
        #expect(error.location.line > 1)
        #expect(error.description.hasPrefix("Cut.storyboard:\(error.location.line):"))
        #expect(error.message.contains("the file ends inside <"), "\(error)")
        #expect(error.message.contains("is it truncated?"))
    }

    @Test func aMismatchedTagNamesTheLineColumnAndTheOpenElement() throws {
        let text = "<document>\n  <scenes>\n    <scene sceneID=\"s\">\n    </scenes>\n</document>"
        let error = try #require(IBFixtures.error { _ = try IBFixtures.parse(text, file: "Bad.storyboard") })
        #expect(error.kind == .malformed)
        #expect(error.location.line == 4, "\(error)")
        #expect(error.location.column > 0)
        #expect(error.message == "a closing tag does not match <scene> (opened at line 3)", "\(error)")
    }

    @Test(arguments: [
        ("", "the file is empty"),
        ("   \n  ", "the file holds no XML element"),
        ("bplist00\u{1}\u{2}", "the file does not start with an XML tag (is it a compiled nib or not XML at all?)"),
        ("<?xml version=\"1.0\"", "a processing instruction is never closed"),
    ])
    func nonXMLIsOneClearError(text: String, message: String) {
        let error = IBFixtures.error { _ = try IBXMLReader.parse(Data(text.utf8), file: "X.xib") }
        #expect(error?.kind == .malformed)
        #expect(error?.message == message, "\(String(describing: error))")
    }

    @Test func controlCharactersInMessagesAreEscaped() {
        let error = IBFixtures.error { _ = try IBFixtures.parse("<document\u{1B}[2J/>", file: "Esc\u{7}.xib") }
        let shown = String(describing: error)
        #expect(error != nil)
        #expect(!shown.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(shown)")
    }

    // MARK: Files that are not files

    @Test func aMissingFileADirectoryAndAFIFOAreRefusedByName() throws {
        let directory = try temporaryDirectory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let missing = directory.appendingPathComponent("Missing.storyboard").path
        #expect(IBFixtures.error { _ = try IBDocument(contentsOfFile: missing) }?.description
                == "\(missing): cannot read the file: there is no such file")
        #expect(IBFixtures.error { _ = try IBDocument(contentsOfFile: directory.path) }?.message
                == "cannot read the file: it is a directory, not a file")
        let fifo = directory.appendingPathComponent("Pipe.storyboard").path
        #expect(mkfifo(fifo, 0o600) == 0)
        let error = IBFixtures.error { _ = try IBDocument(contentsOfFile: fifo) }
        #expect(error?.kind == .unreadable)
        #expect(error?.message == "cannot read the file: it is a FIFO (named pipe), not a regular file")
    }
}
