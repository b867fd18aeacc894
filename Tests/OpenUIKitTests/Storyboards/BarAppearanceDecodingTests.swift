import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// A tab bar's and a toolbar's appearances made from a xib, as Xcode 13 and later write them
/// (`<tabBarAppearance key=…>` and `<toolbarAppearance key=…>` inside the bar's element).
@Suite(.serialized)
@MainActor
struct BarAppearanceDecodingTests {
    static let objects = """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <view contentMode="scaleToFill" id="root-v">
            <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
            <subviews>
                <tabBar contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tb-1">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="49"/>
                    <tabBarAppearance key="standardAppearance">
                        <color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                        <color key="shadowColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </tabBarAppearance>
                    <tabBarAppearance key="scrollEdgeAppearance"/>
                </tabBar>
                <toolbar opaque="NO" clearsContextBeforeDrawing="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="tl-1">
                    <rect key="frame" x="0.0" y="100" width="375" height="44"/>
                    <items>
                        <barButtonItem title="Item" id="bbi-1"/>
                    </items>
                    <toolbarAppearance key="standardAppearance">
                        <color key="backgroundColor" red="0.0" green="1" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    </toolbarAppearance>
                    <toolbarAppearance key="compactAppearance"/>
                </toolbar>
            </subviews>
        </view>
        """

    @Test func barsDecodeTheirAppearances() throws {
        let nib = UINib(data: Data(StoryboardLoadingTests.xib(Self.objects).utf8), bundle: nil)
        let before = Diagnostics.warningCount()
        let root = try #require(nib.instantiate(withOwner: nil, options: nil).first as? UIView)
        let messages = Array(Diagnostics.recentWarnings().suffix(Diagnostics.warningCount() - before))
        #expect(!messages.contains { $0.contains("Appearance") }, "\(messages)")
        let tabBar = try #require(root.subviews.first as? UITabBar)
        #expect(tabBar.standardAppearance.backgroundColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(tabBar.standardAppearance.shadowColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(tabBar.standardAppearance.backgroundEffect != nil, "over the default background")
        let edge = try #require(tabBar.scrollEdgeAppearance, "an empty element is the default appearance")
        #expect(edge.backgroundColor == nil && edge.backgroundEffect != nil)

        let toolbar = try #require(root.subviews.last as? UIToolbar)
        #expect(toolbar.standardAppearance.backgroundColor == UIColor(red: 0, green: 1, blue: 0, alpha: 1))
        #expect(toolbar.compactAppearance != nil && toolbar.scrollEdgeAppearance == nil)
        #expect(toolbar.items?.count == 1)
    }
}
