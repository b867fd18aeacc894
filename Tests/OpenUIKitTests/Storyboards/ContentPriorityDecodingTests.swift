import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// The size inspector's content hugging and compression resistance priorities, as Xcode
/// writes them (only where they differ from UIKit's 250 and 750).
@Suite(.serialized)
@MainActor
struct ContentPriorityDecodingTests {
    static let objects = """
        <view contentMode="scaleToFill" id="root-v">
            <rect key="frame" x="0.0" y="0.0" width="300" height="200"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" horizontalHuggingPriority="251" verticalHuggingPriority="251" text="Flips: 0" translatesAutoresizingMaskIntoConstraints="NO" id="label-v">
                    <rect key="frame" x="0.0" y="0.0" width="100" height="30"/>
                </label>
                <view contentMode="scaleToFill" horizontalCompressionResistancePriority="740" verticalCompressionResistancePriority="999" id="resist-v">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                </view>
                <view contentMode="scaleToFill" verticalHuggingPriority="2000" id="odd-v">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                </view>
            </subviews>
        </view>
        """

    @Test func viewsDecodeTheirContentPriorities() throws {
        let before = Diagnostics.warningCount()
        let nib = UINib(data: Data(StoryboardLoadingTests.xib(Self.objects).utf8), bundle: nil)
        let root = try #require(nib.instantiate(withOwner: nil, options: nil).first as? UIView)
        let label = root.subviews[0], resisting = root.subviews[1], odd = root.subviews[2]
        #expect(label.contentHuggingPriority(for: .horizontal).rawValue == 251)
        #expect(label.contentHuggingPriority(for: .vertical).rawValue == 251)
        #expect(label.contentCompressionResistancePriority(for: .vertical) == .defaultHigh)
        #expect(resisting.contentCompressionResistancePriority(for: .horizontal).rawValue == 740)
        #expect(resisting.contentCompressionResistancePriority(for: .vertical).rawValue == 999)
        #expect(resisting.contentHuggingPriority(for: .vertical) == .defaultLow)
        #expect(odd.contentHuggingPriority(for: .vertical) == .defaultLow, "2000 is no priority: the default stays")
        #expect(Diagnostics.warningCount() > before, "the bad value is reported")
    }
}
