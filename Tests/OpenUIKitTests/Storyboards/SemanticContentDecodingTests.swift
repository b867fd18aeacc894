import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// A view's `semanticContentAttribute` and directional margins from a xib, as Xcode writes them.
@Suite(.serialized)
@MainActor
struct SemanticContentDecodingTests {
    static let objects = """
        <view contentMode="scaleToFill" semanticContentAttribute="forceRightToLeft" id="root-v">
            <rect key="frame" x="0.0" y="0.0" width="300" height="100"/>
            <subviews>
                <view contentMode="scaleToFill" semanticContentAttribute="playback" id="play-v">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                    <directionalEdgeInsets key="directionalLayoutMargins" top="1" leading="20" bottom="2" trailing="4"/>
                </view>
                <view contentMode="scaleToFill" semanticContentAttribute="sideways" id="odd-v">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                </view>
                <view contentMode="scaleToFill" id="plain-v">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                </view>
            </subviews>
        </view>
        """

    @Test func viewsDecodeTheirSemanticContentAttribute() throws {
        let before = Diagnostics.warningCount()
        let nib = UINib(data: Data(StoryboardLoadingTests.xib(Self.objects).utf8), bundle: nil)
        let root = try #require(nib.instantiate(withOwner: nil, options: nil).first as? UIView)
        #expect(root.semanticContentAttribute == .forceRightToLeft && root.effectiveUserInterfaceLayoutDirection == .rightToLeft)
        let views = root.subviews
        #expect(views.map(\.semanticContentAttribute) == [.playback, .unspecified, .unspecified])
        #expect(views[0].directionalLayoutMargins == NSDirectionalEdgeInsets(top: 1, leading: 20, bottom: 2, trailing: 4))
        #expect(views[0].layoutMargins == UIEdgeInsets(top: 1, left: 20, bottom: 2, right: 4), "playback runs left to right")
        #expect(Diagnostics.warningCount() > before, "the unknown value is reported")
    }
}
