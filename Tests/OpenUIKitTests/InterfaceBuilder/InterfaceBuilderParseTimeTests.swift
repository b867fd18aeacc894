import Foundation
import Testing
@testable import OpenUIKit

/// How long reading takes: the largest fixture and a generated storyboard of about 1 MB.
/// The times are printed (median of several runs); what the test checks is that a large
/// document is read whole and correctly, since shared machines make time limits flaky.
@Suite("Interface Builder parse time")
struct InterfaceBuilderParseTimeTests {
    static let runs = 5

    /// A storyboard of `scenes` scenes, each a controller whose view holds a stack of
    /// `buttons` buttons with a colour, a font, a frame, an action and constraints.
    static func generated(scenes: Int, buttons: Int) -> String {
        var text = ""
        for s in 0..<scenes {
            var subviews = ""
            var constraints = ""
            for b in 0..<buttons {
                subviews += """
                    <button opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \
                    buttonType="roundedRect" lineBreakMode="middleTruncation" translatesAutoresizingMaskIntoConstraints="NO" id="b\(s)-\(b)">
                        <rect key="frame" x="0.0" y="\(b * 40)" width="343" height="36"/>
                        <color key="backgroundColor" red="1" green="0.57637232540000005" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <fontDescription key="fontDescription" type="system" pointSize="24"/>
                        <state key="normal" title="Button \(b)"/>
                        <connections><action selector="touch:" destination="vc\(s)" eventType="touchUpInside" id="a\(s)-\(b)"/></connections>
                    </button>

                    """
                constraints += """
                    <constraint firstItem="b\(s)-\(b)" firstAttribute="height" constant="36" priority="750" id="c\(s)-\(b)"/>

                    """
            }
            text += """
                <scene sceneID="s\(s)"><objects>
                    <viewController id="vc\(s)" customClass="ViewController" customModule="Big" sceneMemberID="viewController">
                        <view key="view" contentMode="scaleToFill" id="v\(s)">
                            <rect key="frame" x="0.0" y="0.0" width="375" height="667"/>
                            <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                            <subviews>\(subviews)</subviews>
                            <constraints>\(constraints)</constraints>
                        </view>
                    </viewController>
                    <placeholder placeholderIdentifier="IBFirstResponder" id="fr\(s)" sceneMemberID="firstResponder"/>
                </objects></scene>

                """
        }
        return IBFixtures.storyboard(initial: "vc0", text)
    }

    /// The median wall time of `runs` calls of `body`, in milliseconds.
    static func medianMilliseconds(_ body: () throws -> Void) rethrows -> Double {
        var times: [Double] = []
        for _ in 0..<runs {
            let start = ContinuousClock.now
            try body()
            let elapsed = ContinuousClock.now - start
            times.append(Double(elapsed.components.seconds) * 1000 + Double(elapsed.components.attoseconds) * 1e-15)
        }
        return times.sorted()[runs / 2]
    }

    @Test func aStoryboardJustUnderTheSizeLimitIsReadWhole() throws {
        // The limit is there because the XML parser fails past 10,000,000 bytes; everything
        // under it must read.
        let scenes = 370
        let data = Data(Self.generated(scenes: scenes, buttons: 28).utf8)
        #expect(data.count > IBXMLReader.maximumFileSize - 200_000 && data.count <= IBXMLReader.maximumFileSize, "\(data.count) bytes")
        let document = try IBDocument(data: data, file: "Huge.storyboard")
        #expect(document.scenes.count == scenes)
        #expect(try document.element("b\(scenes - 1)-27")["id"] == "b\(scenes - 1)-27")
    }

    @Test func theLargestFixtureAndAGeneratedMegabyteStoryboard() throws {
        let sizes = try IBFixtures.all().map { name in
            (name, try FileManager.default.attributesOfItem(atPath: IBFixtures.path(name))[.size] as? Int ?? 0)
        }
        let largest = try #require(sizes.max { $0.1 < $1.1 })
        let fixtureTime = try Self.medianMilliseconds { _ = try IBFixtures.document(largest.0) }

        let text = Self.generated(scenes: 50, buttons: 28)
        let data = Data(text.utf8)
        #expect(data.count > 900_000 && data.count < 1_300_000, "about 1 MB: \(data.count) bytes")
        var document: IBDocument?
        let generatedTime = try Self.medianMilliseconds { document = try IBDocument(data: data, file: "Big.storyboard") }
        let read = try #require(document)
        #expect(read.scenes.count == 50)
        #expect(try IBConstraint.list(ownedBy: try read.element("v49")).count == 28)
        #expect(read.element(withID: "b49-27")?.child("color")?["green"] == "0.57637232540000005")
        print("""
            Interface Builder parse time (median of \(Self.runs)): \(largest.0) (\(largest.1) bytes) \
            \(String(format: "%.1f", fixtureTime)) ms; generated storyboard (\(data.count) bytes, 50 scenes) \
            \(String(format: "%.1f", generatedTime)) ms
            """)
    }
}
