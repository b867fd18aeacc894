import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// A view Interface Builder shows without constraints ("Layout: Inferred") is saved with
/// `fixedFrame="YES"` and, often, `translatesAutoresizingMaskIntoConstraints="NO"` as well: at
/// run time its frame and autoresizing mask place it, as on iOS.
@Suite(.serialized)
@MainActor
struct FixedFrameDecodingTests {
    static let objects = """
        <view contentMode="scaleToFill" id="root-v">
            <rect key="frame" x="0.0" y="0.0" width="130" height="109"/>
            <subviews>
                <label opaque="NO" userInteractionEnabled="NO" contentMode="left" fixedFrame="YES" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="fixed-l">
                    <rect key="frame" x="44" y="44" width="42" height="21"/>
                    <autoresizingMask key="autoresizingMask" flexibleMinX="YES" flexibleMaxY="YES"/>
                    <fontDescription key="fontDescription" type="system" pointSize="17"/>
                </label>
                <view contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="pinned-v">
                    <rect key="frame" x="0.0" y="0.0" width="10" height="10"/>
                </view>
            </subviews>
            <constraints>
                <constraint firstItem="pinned-v" firstAttribute="leading" secondItem="root-v" secondAttribute="leading" id="c1"/>
                <constraint firstItem="pinned-v" firstAttribute="top" secondItem="root-v" secondAttribute="top" id="c2"/>
            </constraints>
        </view>
        """

    @Test func aFixedFrameViewIsPlacedByItsAutoresizingMask() throws {
        let nib = UINib(data: Data(StoryboardLoadingTests.xib(Self.objects).utf8), bundle: nil)
        let root = try #require(nib.instantiate(withOwner: nil, options: nil).first as? UIView)
        let label = try #require(root.subviews.first as? UILabel)
        let pinned = root.subviews[1]
        #expect(label.translatesAutoresizingMaskIntoConstraints, "fixedFrame wins over the attribute")
        #expect(!pinned.translatesAutoresizingMaskIntoConstraints, "a constrained view stays an Auto Layout view")
        #expect(label.frame == CGRect(x: 44, y: 44, width: 42, height: 21))

        // Growing the root by 50 points moves a flexible-left-margin view right by as much.
        root.frame.size = CGSize(width: 180, height: 109)
        root.layoutIfNeeded()
        #expect(label.frame == CGRect(x: 94, y: 44, width: 42, height: 21))
    }

    /// A collection view cell whose only subview has a fixed frame has no Auto Layout content
    /// to size itself by: a self-sizing layout keeps the size it offered.
    @Test func aCellWithOnlyFixedFrameContentKeepsTheOfferedSize() throws {
        let cellXib = """
            <collectionViewCell opaque="NO" clipsSubviews="YES" contentMode="center" reuseIdentifier="CustomCell" id="cell-c">
                <rect key="frame" x="0.0" y="0.0" width="130" height="109"/>
                <autoresizingMask key="autoresizingMask"/>
                <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center">
                    <rect key="frame" x="0.0" y="0.0" width="130" height="109"/>
                    <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                    <subviews>
                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" fixedFrame="YES" text="Label" translatesAutoresizingMaskIntoConstraints="NO" id="cell-l">
                            <rect key="frame" x="44" y="44" width="42" height="21"/>
                            <autoresizingMask key="autoresizingMask" flexibleMaxX="YES" flexibleMaxY="YES"/>
                            <fontDescription key="fontDescription" type="system" pointSize="17"/>
                        </label>
                    </subviews>
                </view>
            </collectionViewCell>
            """
        let nib = UINib(data: Data(StoryboardLoadingTests.xib(cellXib).utf8), bundle: nil)
        let cell = try #require(nib.instantiate(withOwner: nil, options: nil).first as? UICollectionViewCell)
        let offered = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: 0, section: 0))
        offered.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
        let preferred = cell.preferredLayoutAttributesFitting(offered)
        #expect(preferred.size == CGSize(width: 50, height: 50))
    }
}
