import Foundation
import Testing
@testable import OpenUIKit

/// Views read the identity inspector's Accessibility section from a storyboard or xib, in
/// the form Xcode writes: attributes on `<accessibility key="accessibilityConfiguration">`,
/// the Enabled checkbox as `<bool key="isElement">`, the Traits as `YES` attributes.
@Suite(.serialized) @MainActor
struct AccessibilityDecodingTests {
    static let objects = """
        <view contentMode="scaleToFill" id="root-v">
            <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
            <subviews>
                <imageView userInteractionEnabled="NO" contentMode="scaleAspectFit" id="img-1">
                    <rect key="frame" x="20" y="20" width="100" height="100"/>
                    <accessibility key="accessibilityConfiguration" label="Meal photo" hint="Double tap to choose a photo" identifier="photoImageView">
                        <accessibilityTraits key="traits" image="YES" button="YES"/>
                        <bool key="isElement" value="YES"/>
                    </accessibility>
                </imageView>
                <label opaque="NO" text="Meal Name" id="lbl-1">
                    <rect key="frame" x="20" y="140" width="200" height="21"/>
                    <accessibility key="accessibilityConfiguration">
                        <accessibilityTraits key="traits" header="YES"/>
                    </accessibility>
                </label>
                <view contentMode="scaleToFill" id="deco-1">
                    <rect key="frame" x="20" y="180" width="10" height="10"/>
                    <accessibility key="accessibilityConfiguration" identifier="decoration">
                        <bool key="isElement" value="NO"/>
                    </accessibility>
                </view>
                <view contentMode="scaleToFill" id="bad-1">
                    <rect key="frame" x="20" y="200" width="10" height="10"/>
                    <accessibility key="accessibilityConfiguration">
                        <accessibilityTraits key="traits" sparkly="YES" button="MAYBE"/>
                    </accessibility>
                </view>
            </subviews>
        </view>
        """

    @Test func viewsDecodeTheirAccessibilityConfiguration() throws {
        let nib = UINib(data: Data(StoryboardLoadingTests.xib(Self.objects).utf8), bundle: nil)
        let root = try #require(nib.instantiate(withOwner: nil, options: nil).first as? UIView)
        let views = root.subviews
        let image = try #require(views.first as? UIImageView)
        #expect(image.isAccessibilityElement)
        #expect(image.accessibilityLabel == "Meal photo")
        #expect(image.accessibilityHint == "Double tap to choose a photo")
        #expect(image.accessibilityIdentifier == "photoImageView")
        #expect(image.accessibilityTraits == [.image, .button])
        let label = try #require(views[1] as? UILabel)
        #expect(label.accessibilityTraits == .header, "the inspector's traits replace the default .staticText")
        #expect(label.accessibilityLabel == "Meal Name" && label.isAccessibilityElement)
        #expect(!views[2].isAccessibilityElement && views[2].accessibilityIdentifier == "decoration")
        #expect(views[3].accessibilityTraits == .none)
        #expect(Diagnostics.recentWarnings().contains { $0.contains("sparkly") && $0.contains("not an accessibility trait") })
        #expect(Diagnostics.recentWarnings().contains { $0.contains("button=\"MAYBE\"") })
        let reading = AccessibilityTree(root: root).elements.map { $0.accessibilityLabel ?? "?" }
        #expect(reading == ["Meal photo", "Meal Name"])
    }

    @Test func runtimeAttributesSetAccessibilityByKeyPath() throws {
        let objects = """
            <view contentMode="scaleToFill" id="rt-v">
                <rect key="frame" x="0.0" y="0.0" width="100" height="100"/>
                <userDefinedRuntimeAttributes>
                    <userDefinedRuntimeAttribute type="boolean" keyPath="isAccessibilityElement" value="YES"/>
                    <userDefinedRuntimeAttribute type="string" keyPath="accessibilityLabel" value="Card back"/>
                    <userDefinedRuntimeAttribute type="string" keyPath="accessibilityIdentifier" value="cardBack"/>
                    <userDefinedRuntimeAttribute type="nil" keyPath="accessibilityHint"/>
                </userDefinedRuntimeAttributes>
            </view>
            """
        let before = Diagnostics.warningCount()
        let nib = UINib(data: Data(StoryboardLoadingTests.xib(objects).utf8), bundle: nil)
        let view = try #require(nib.instantiate(withOwner: nil, options: nil).first as? UIView)
        let warnings = Diagnostics.recentWarnings().suffix(Diagnostics.warningCount() - before)
        #expect(!warnings.contains { $0.contains("accessibility") }, "\(warnings)")
        #expect(view.isAccessibilityElement && view.accessibilityLabel == "Card back")
        #expect(view.accessibilityIdentifier == "cardBack" && view.accessibilityHint == nil)
    }
}
