import Foundation
import Testing
@testable import OpenUIKit

/// Documents kept between loads of the same file, and the readings kept between
/// instantiations of the same scene: reused only for the very same bytes and elements.
@Suite("Interface Builder document cache")
struct InterfaceBuilderDocumentCacheTests {
    static let scene = """
        <scene sceneID="s1"><objects>
            <viewController id="vc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="box">
                            <rect key="frame" x="10" y="10" width="100" height="100"/>
                        </view>
                    </subviews>
                    <constraints>
                        <constraint firstItem="box" firstAttribute="width" constant="100" id="c1"/>
                    </constraints>
                </view>
            </viewController>
            <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
        </objects></scene>
        """

    /// A fresh folder holding `Cached.storyboard` with `text`, removed by the caller.
    func folder(with text: String) throws -> (URL, String) {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("ib-cache-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        let path = url.appendingPathComponent("Cached.storyboard").path
        try text.write(toFile: path, atomically: false, encoding: .utf8)
        return (url, path)
    }

    @Test func anUnchangedFileGivesTheDocumentParsedBefore() throws {
        let (url, path) = try folder(with: IBFixtures.storyboard(initial: "vc", Self.scene))
        defer { try? FileManager.default.removeItem(at: url) }
        let first = try IBDocumentCache.document(contentsOfFile: path)
        let second = try IBDocumentCache.document(contentsOfFile: path)
        // The kept document shares its readings with the first: one parse.
        #expect(first.readings === second.readings)
        #expect(try second.element("box")["translatesAutoresizingMaskIntoConstraints"] == "NO")
    }

    @Test func aFileRewrittenWithTheSameSizeIsParsedAgain() throws {
        let original = IBFixtures.storyboard(initial: "vc", Self.scene)
        let (url, path) = try folder(with: original)
        defer { try? FileManager.default.removeItem(at: url) }
        let first = try IBDocumentCache.document(contentsOfFile: path)
        // Same length, same moment (well within any file system's timestamp granularity):
        // only the bytes tell the files apart.
        let edited = original.replacingOccurrences(of: "width=\"100\" height=\"100\"", with: "width=\"200\" height=\"100\"")
        #expect(edited.utf8.count == original.utf8.count && edited != original)
        try edited.write(toFile: path, atomically: false, encoding: .utf8)
        let second = try IBDocumentCache.document(contentsOfFile: path)
        #expect(first.readings !== second.readings)
        #expect(try second.element("box").child("rect")?["width"] == "200")
    }

    @Test func aFileThatBreaksIsReportedAgainNotServedFromTheCache() throws {
        let (url, path) = try folder(with: IBFixtures.storyboard(initial: "vc", Self.scene))
        defer { try? FileManager.default.removeItem(at: url) }
        _ = try IBDocumentCache.document(contentsOfFile: path)
        try "<document>\n  <scenes>\n".write(toFile: path, atomically: false, encoding: .utf8)
        let broken = IBFixtures.error { _ = try IBDocumentCache.document(contentsOfFile: path) }
        #expect(broken?.kind == .malformed, "\(String(describing: broken))")
        try FileManager.default.removeItem(atPath: path)
        let missing = IBFixtures.error { _ = try IBDocumentCache.document(contentsOfFile: path) }
        #expect(missing?.description == "\(path): cannot read the file: there is no such file")
    }

    @MainActor
    @Test func aStoryboardMadeAgainFromAnUnchangedFileMakesTheSameScene() throws {
        let (url, _) = try folder(with: IBFixtures.storyboard(initial: "vc", Self.scene))
        defer { try? FileManager.default.removeItem(at: url) }
        let bundle = try #require(Bundle(path: url.path))
        var boxes: [UIView] = []
        for _ in 0..<3 {
            let storyboard = UIStoryboard(name: "Cached", bundle: bundle)
            let controller = try #require(storyboard.instantiateInitialViewController())
            let box = try #require(controller.view.subviews.first)
            // The kept constraint list still makes each instantiation constraints of its own.
            #expect(box.constraints.count == 1)
            #expect(box.constraints.first?.firstItem === box)
            controller.view.layoutIfNeeded()
            #expect(box.frame.size.width == 100)
            boxes.append(box)
        }
        #expect(boxes[0] !== boxes[1] && boxes[1] !== boxes[2])
    }

    @Test func removeAllForgetsEveryDocument() throws {
        let (url, path) = try folder(with: IBFixtures.storyboard(initial: "vc", Self.scene))
        defer { try? FileManager.default.removeItem(at: url) }
        let first = try IBDocumentCache.document(contentsOfFile: path)
        #expect(IBDocumentCache.count >= 1)
        IBDocumentCache.removeAll()
        let second = try IBDocumentCache.document(contentsOfFile: path)
        #expect(first.readings !== second.readings)
    }

    // MARK: Readings

    @Test func aConstraintListIsReadOnceAndAnEditedCopyAfresh() throws {
        let document = try IBFixtures.parse(IBFixtures.storyboard(initial: "vc", Self.scene))
        let root = try document.element("root")
        let first = try document.readings.constraints(ownedBy: root)
        let again = try document.readings.constraints(ownedBy: root)
        #expect(first == again && first.count == 1)
        // A copy whose constraints list was replaced (as a size-class overlay replaces
        // children) has other children: read afresh, not served the kept list.
        var edited = root
        let index = try #require(edited.children.firstIndex { $0.name == "constraints" })
        edited.children[index].children.append(IBElement(name: "constraint", attributes: [
            "firstItem": "box", "firstAttribute": "height", "constant": "50", "id": "c2",
        ]))
        let editedList = try document.readings.constraints(ownedBy: edited)
        #expect(editedList.map(\.id) == ["c1", "c2"])
        #expect(try document.readings.constraints(ownedBy: root).map(\.id) == ["c1"])
    }

    @Test func aMalformedListGivesItsErrorEachTime() throws {
        let document = try IBFixtures.parse(IBFixtures.storyboard(initial: "vc", """
            <scene sceneID="s1"><objects>
                <viewController id="vc" sceneMemberID="viewController">
                    <connections><outlet property="view" id="o1"/></connections>
                </viewController>
            </objects></scene>
            """))
        let controller = try document.element("vc")
        let first = IBFixtures.error { _ = try document.readings.connections(of: controller) }
        let second = IBFixtures.error { _ = try document.readings.connections(of: controller) }
        #expect(first != nil)
        #expect(first?.description == second?.description)
        #expect(first?.description == IBFixtures.error { _ = try IBConnection.list(of: controller) }?.description)
    }

    // MARK: Walking and whitespace

    @Test func theWalksVisitEveryElementInDocumentOrder() throws {
        let document = try IBFixtures.parse(IBFixtures.storyboard(initial: "vc", Self.scene))
        var walked: [String] = []
        try document.root.forEachElement { element, parent in
            walked.append("\(parent?.name ?? "-")>\(element.name)")
        }
        func recursive(_ element: IBElement, _ parent: IBElement?) -> [String] {
            ["\(parent?.name ?? "-")>\(element.name)"] + element.children.flatMap { recursive($0, element) }
        }
        #expect(walked == recursive(document.root, nil))
        var ids: [String] = []
        document.root.forEachID { ids.append($0) }
        #expect(ids == ["vc", "root", "box", "c1", "fr"])
    }

    @Test func indentationIsDroppedAndOtherTextKept() throws {
        let nbsp = "\u{00A0}"
        let element = try IBFixtures.element("<a>\r\n\t <b/>\u{2003}\(nbsp)\n<c>  </c><d>x<e/> </d></a>")
        // Only whitespace between children (Unicode's too, as Character.isWhitespace says).
        #expect(element.text == "")
        // A leaf keeps its text, blank or not; a parent keeps text that is not all blank.
        #expect(element.child("c")?.text == "  ")
        #expect(element.child("d")?.text == "x ")
        // The byte test answers as the Unicode one it stands in front of.
        for text in ["", " \t\r\n", "\r\n", " x ", "\u{0B}\u{0C}", " \u{0301}", "\u{0085}\u{2028} \r\n", "\u{00A0}", "\u{00E9}", "  \u{200B}"] {
            #expect(IBXMLReader.isBlank(text) == text.allSatisfy(\.isWhitespace), "\(text.unicodeScalars.map(\.value))")
        }
    }
}
