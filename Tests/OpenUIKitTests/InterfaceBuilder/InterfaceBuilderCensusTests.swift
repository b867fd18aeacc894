import Foundation
import Testing
@testable import OpenUIKit

/// The census: what the fixtures use that the document model does not interpret yet. The
/// list is printed for the loader's author; only documents that fail to read, or values the
/// typed readers refuse, fail the test.
@Suite("Interface Builder census")
struct InterfaceBuilderCensusTests {
    @Test func theFixturesCensus() throws {
        var documents: [IBDocument] = []
        var failures: [String] = []
        for name in try IBFixtures.all() {
            do throws(IBError) {
                documents.append(try IBDocument(contentsOfFile: IBFixtures.path(name)))
            } catch {
                failures.append(error.description)
            }
        }
        #expect(failures.isEmpty, "\(failures.joined(separator: "\n"))")
        let report = IBCensus.documentModel.survey(documents)
        print(report)
        #expect(report.errors.isEmpty, "\(report.errors.map(\.description).joined(separator: "\n"))")
        #expect(report.documents == documents.count && report.documents >= 5)
    }

    @Test func aSurveyCountsWhatIsNotInterpretedAndSkipsDesignTimeParts() throws {
        let document = try IBFixtures.parse(IBFixtures.storyboard(initial: "vc", """
                    <scene sceneID="s1"><objects>
                        <viewController id="vc" userLabel="Main" sceneMemberID="viewController">
                            <view key="view" contentMode="scaleToFill" id="v">
                                <rect key="frame" x="0" y="0" width="10" height="10"/>
                                <color key="backgroundColor" white="1" alpha="1" colorSpace="calibratedWhite" sparkle="YES"/>
                            </view>
                            <simulatedNavigationBarMetrics key="simulatedTopBarMetrics" prompted="NO"><odd/></simulatedNavigationBarMetrics>
                        </viewController>
                    </objects></scene>
            """, extra: "<device id=\"retina4_7\"><adaptation id=\"fullscreen\"/></device>"))
        let report = IBCensus.documentModel.survey([document])
        // document, scenes, scene, objects, viewController, view, rect, color: the simulated
        // metrics and the device are skipped with everything inside them.
        #expect(report.elements == 8)
        #expect(report.uninterpretedElements == ["viewController": 1, "view": 1])
        // `userLabel` is design-time and `id`, `key`, `sceneMemberID` are read everywhere.
        #expect(report.uninterpretedAttributeNames == ["color.sparkle", "view.contentMode"])
        #expect(report.errors.isEmpty)
        #expect(report.description.contains("<view> ×1: contentMode ×1"))
        #expect(report.description.contains("<color> (interpreted; attributes not): sparkle ×1"))

        // The loader extends the table as it learns elements.
        var census = IBCensus.documentModel
        census.interpret("view", ["contentMode"])
        census.interpret("viewController", [])
        let extended = census.survey([document])
        #expect(extended.uninterpretedElements.isEmpty)
        #expect(extended.uninterpretedAttributeNames == ["color.sparkle"])
    }

    @Test func aSurveyRunsTheTypedReadersAndListsWhatTheyRefuse() throws {
        let document = try IBFixtures.parse(IBFixtures.storyboard("""
                    <scene sceneID="s1"><objects>
                        <view id="v">
                            <color key="backgroundColor" red="x" green="0" blue="0" colorSpace="calibratedRGB"/>
                            <constraints><constraint firstAttribute="width" multiplier="1:0" secondItem="v" secondAttribute="height"/></constraints>
                            <connections><outlet property="p"/></connections>
                        </view>
                    </objects></scene>
            """), file: "Broken.storyboard")
        let report = IBCensus.documentModel.survey([document])
        #expect(report.errors.map(\.location.line) == [6, 7, 8], "\(report.errors)")
        #expect(report.errors.allSatisfy { $0.location.file == "Broken.storyboard" })
        #expect(report.description.contains("Refused values (3):"))
    }
}
