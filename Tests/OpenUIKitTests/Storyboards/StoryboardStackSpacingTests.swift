import Foundation
import Testing
@testable import OpenUIKit

/// A stack view's "Standard" spacing, which Xcode 11 and later write as
/// `spacingType="standard"`: UIKit's `UIStackView.spacingUseSystem`, laid out as the system
/// spacing between two standard views (8 points).
@Suite(.serialized)
@MainActor
struct StoryboardStackSpacingTests {
    static func scene(_ spacingAttributes: String) -> String {
        """
        <scene sceneID="s1"><objects>
            <viewController id="vc" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <stackView opaque="NO" contentMode="scaleToFill" axis="vertical" distribution="fillEqually" \(spacingAttributes) translatesAutoresizingMaskIntoConstraints="NO" id="stack">
                            <rect key="frame" x="0.0" y="0.0" width="100" height="208"/>
                            <subviews>
                                <view contentMode="scaleToFill" id="top"><rect key="frame" x="0.0" y="0.0" width="100" height="100"/></view>
                                <view contentMode="scaleToFill" id="bottom"><rect key="frame" x="0.0" y="108" width="100" height="100"/></view>
                            </subviews>
                        </stackView>
                    </subviews>
                    <constraints>
                        <constraint firstItem="stack" firstAttribute="top" secondItem="root" secondAttribute="top" id="c1"/>
                        <constraint firstItem="stack" firstAttribute="leading" secondItem="root" secondAttribute="leading" id="c2"/>
                        <constraint firstItem="stack" firstAttribute="width" constant="100" id="c3"/>
                        <constraint firstItem="stack" firstAttribute="height" constant="208" id="c4"/>
                    </constraints>
                </view>
            </viewController>
        </objects></scene>
        """
    }

    /// The stack view of the scene, laid out in a 320×480 window.
    func stack(_ spacingAttributes: String) throws -> UIStackView {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("stack-spacing-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try IBFixtures.storyboard(initial: "vc", Self.scene(spacingAttributes))
            .write(to: directory.appendingPathComponent("Stacks.storyboard"), atomically: true, encoding: .utf8)
        let board = UIStoryboard(name: "Stacks", bundle: Bundle(path: directory.path))
        let controller = try #require(board.instantiateInitialViewController())
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        window.rootViewController = controller
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        return try #require(controller.view.subviews.first as? UIStackView)
    }

    @Test func standardSpacingIsTheSystemSpacingOfEightPoints() throws {
        let stack = try stack(#"spacingType="standard""#)
        #expect(stack.spacing == UIStackView.spacingUseSystem)
        #expect(stack.arrangedSubviews.count == 2)
        let top = stack.arrangedSubviews[0].frame, bottom = stack.arrangedSubviews[1].frame
        // 208 points for two equal views and one standard gap: 100, 8, 100.
        #expect(top == CGRect(x: 0, y: 0, width: 100, height: 100))
        #expect(bottom == CGRect(x: 0, y: 108, width: 100, height: 100))
    }

    @Test func standardSpacingWinsOverANumberBesideIt() throws {
        let stack = try stack(#"spacing="20" spacingType="standard""#)
        #expect(stack.spacing == UIStackView.spacingUseSystem)
        #expect(stack.arrangedSubviews[1].frame.minY == 108)
    }

    @Test func aNumberAloneIsThatSpacing() throws {
        let stack = try stack(#"spacing="20""#)
        #expect(stack.spacing == 20)
        #expect(stack.arrangedSubviews[0].frame.height == 94)
        #expect(stack.arrangedSubviews[1].frame.minY == 114)
    }

    @Test func anUnknownSpacingTypeIsReportedAndTheNumberUsed() throws {
        let before = Diagnostics.warningCount()
        let stack = try stack(#"spacing="4" spacingType="roomy""#)
        #expect(stack.spacing == 4)
        let warnings = Diagnostics.recentWarnings().suffix(Diagnostics.warningCount() - before)
        #expect(warnings.contains { $0.contains(#"spacingType="roomy" is not a stack view spacing type"#) }, "\(warnings)")
    }

    @Test func theSystemSpacingConstantsAreUIKits() {
        #expect(UIStackView.spacingUseSystem == CGFloat(Float.leastNormalMagnitude))
        #expect(UIStackView.spacingUseDefault == CGFloat(Float.greatestFiniteMagnitude))
    }
}
