import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// A search bar made from a xib, with the attributes and children Xcode writes for it.
@Suite(.serialized)
@MainActor
struct SearchBarDecodingTests {
    /// The file's owner, the search bar's delegate through its outlet.
    final class Owner: NSObject, UISearchBarDelegate {}

    static let objects = """
        <placeholder placeholderIdentifier="IBFilesOwner" id="-1" userLabel="File's Owner"/>
        <view contentMode="scaleToFill" id="root-v">
            <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
            <subviews>
                <searchBar contentMode="redraw" searchBarStyle="minimal" text="Lyon" placeholder="Cities" prompt="Where to?" showsCancelButton="YES" showsBookmarkButton="YES" showsScopeBar="YES" translucent="NO" translatesAutoresizingMaskIntoConstraints="NO" id="sb-1">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="130"/>
                    <color key="barTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                    <textInputTraits key="textInputTraits" autocorrectionType="no" returnKeyType="go"/>
                    <scopeButtonTitles>
                        <string>All</string>
                        <string>France</string>
                    </scopeButtonTitles>
                    <connections>
                        <outlet property="delegate" destination="-1" id="o-1"/>
                    </connections>
                </searchBar>
                <searchBar contentMode="redraw" id="sb-2">
                    <rect key="frame" x="0.0" y="140" width="375" height="56"/>
                    <textInputTraits key="textInputTraits"/>
                </searchBar>
            </subviews>
        </view>
        """

    @Test func aSearchBarDecodesItsInspectorValuesAndDelegate() throws {
        let owner = Owner()
        let nib = UINib(data: Data(StoryboardLoadingTests.xib(Self.objects).utf8), bundle: nil)
        let before = Diagnostics.warningCount()
        let root = try #require(nib.instantiate(withOwner: owner, options: nil).first as? UIView)
        let messages = Array(Diagnostics.recentWarnings().suffix(Diagnostics.warningCount() - before))
        #expect(!messages.contains { $0.contains("searchBar") || $0.contains("scopeButtonTitles") }, "\(messages)")
        #expect(root.subviews.count == 2)
        let bar = try #require(root.subviews.first as? UISearchBar)
        #expect(bar.text == "Lyon" && bar.placeholder == "Cities" && bar.prompt == "Where to?")
        #expect(bar.searchBarStyle == .minimal && bar.showsCancelButton && bar.showsBookmarkButton && bar.showsScopeBar)
        #expect(bar.scopeButtonTitles == ["All", "France"] && bar.selectedScopeButtonIndex == 0)
        #expect(bar.barTintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1) && !bar.isTranslucent)
        #expect(bar.searchTextField.autocorrectionType == .no && bar.searchTextField.returnKeyType == .go)
        #expect(bar.delegate === owner)
        #expect(bar.frame.height == 130 && bar.intrinsicContentSize.height == 130)

        let plain = try #require(root.subviews.last as? UISearchBar)
        #expect(plain.searchBarStyle == .default && plain.placeholder == nil && plain.searchTextField.placeholder == "Search")
        #expect(!plain.showsCancelButton && plain.scopeButtonTitles == nil && plain.searchTextField.returnKeyType == .search)
    }
}
