import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// Visual effect views made from a xib, as Interface Builder writes them: the content view
/// with its subviews, and the blur or vibrancy effect.
@Suite(.serialized)
@MainActor
struct VisualEffectDecodingTests {
    static let objects = """
        <view contentMode="scaleToFill" id="root-v">
            <rect key="frame" x="0.0" y="0.0" width="375" height="400"/>
            <subviews>
                <visualEffectView opaque="NO" contentMode="scaleToFill" translatesAutoresizingMaskIntoConstraints="NO" id="fx-1">
                    <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" multipleTouchEnabled="YES" contentMode="center" insetsLayoutMarginsFromSafeArea="NO" id="fx-1-c">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="200"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                        <subviews>
                            <visualEffectView opaque="NO" contentMode="scaleToFill" id="fx-2">
                                <rect key="frame" x="10" y="10" width="200" height="60"/>
                                <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="fx-2-c">
                                    <rect key="frame" x="0.0" y="0.0" width="200" height="60"/>
                                    <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                                    <subviews>
                                        <label opaque="NO" userInteractionEnabled="NO" contentMode="left" text="Vibrant" id="lbl-1">
                                            <rect key="frame" x="8" y="8" width="100" height="21"/>
                                        </label>
                                    </subviews>
                                </view>
                                <vibrancyEffect style="secondaryLabel">
                                    <blurEffect style="systemMaterial"/>
                                </vibrancyEffect>
                            </visualEffectView>
                        </subviews>
                    </view>
                    <blurEffect style="systemMaterial"/>
                </visualEffectView>
                <visualEffectView opaque="NO" contentMode="scaleToFill" id="fx-3">
                    <rect key="frame" x="0.0" y="220" width="375" height="100"/>
                    <view key="contentView" opaque="NO" clipsSubviews="YES" contentMode="center" id="fx-3-c">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="100"/>
                        <autoresizingMask key="autoresizingMask" widthSizable="YES" heightSizable="YES"/>
                    </view>
                    <vibrancyEffect>
                        <blurEffect style="dark"/>
                    </vibrancyEffect>
                </visualEffectView>
                <visualEffectView opaque="NO" contentMode="scaleToFill" id="fx-4">
                    <rect key="frame" x="0.0" y="330" width="375" height="60"/>
                    <view key="contentView" opaque="NO" contentMode="center" id="fx-4-c">
                        <rect key="frame" x="0.0" y="0.0" width="375" height="60"/>
                    </view>
                    <blurEffect style="frosted"/>
                </visualEffectView>
            </subviews>
        </view>
        """

    @Test func effectViewsDecodeTheirContentAndEffect() throws {
        let nib = UINib(data: Data(StoryboardLoadingTests.xib(Self.objects).utf8), bundle: nil)
        let before = Diagnostics.warningCount()
        let root = try #require(nib.instantiate(withOwner: nil, options: nil).first as? UIView)
        let warnings = Diagnostics.recentWarnings().suffix(Diagnostics.warningCount() - before)

        let blur = try #require(root.subviews.first as? UIVisualEffectView)
        #expect((blur.effect as? UIBlurEffect)?.style == .systemMaterial)
        #expect(blur.subviews == [blur.contentView])
        #expect(blur.contentView.frame == CGRect(x: 0, y: 0, width: 375, height: 200))
        #expect(blur.contentView.autoresizingMask == [.flexibleWidth, .flexibleHeight])

        let vibrant = try #require(blur.contentView.subviews.first as? UIVisualEffectView)
        #expect(vibrant.effect == UIVibrancyEffect(blurEffect: UIBlurEffect(style: .systemMaterial), style: .secondaryLabel))
        #expect((vibrant.contentView.subviews.first as? UILabel)?.text == "Vibrant")
        #expect(vibrant.layer.modelState.backdrop.vibrancy == UIVibrancyEffectStyle.secondaryLabel.vibrancyAmount)

        let classic = try #require(root.subviews[1] as? UIVisualEffectView)
        #expect(classic.effect == UIVibrancyEffect(blurEffect: UIBlurEffect(style: .dark)))

        // An unknown style is reported and shows no effect.
        let unknown = try #require(root.subviews[2] as? UIVisualEffectView)
        #expect(unknown.effect == nil)
        #expect(warnings.contains { $0.contains("frosted") })
        // Nothing warned about the content views as direct subviews, nor about the effect elements.
        #expect(!warnings.contains { $0.contains("contentView instead") || $0.contains("blurEffect>") && !$0.contains("frosted") })
        #expect(!warnings.contains { $0.contains("vibrancyEffect") || $0.contains("visualEffectView") })
    }
}
