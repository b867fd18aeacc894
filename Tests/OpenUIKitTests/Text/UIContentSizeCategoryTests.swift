import Foundation
import OpenUIKit
import Testing

@MainActor
@Suite struct UIContentSizeCategoryTests {
    @Test func rawValuesAreUIKits() {
        #expect(UIContentSizeCategory.large.rawValue == "UICTContentSizeCategoryL")
        #expect(UIContentSizeCategory.extraSmall.rawValue == "UICTContentSizeCategoryXS")
        #expect(UIContentSizeCategory.accessibilityExtraExtraExtraLarge.rawValue == "UICTContentSizeCategoryAccessibilityXXXL")
        #expect(UIContentSizeCategory.allCategories.count == 12)
    }

    @Test func scaleFactorsAreBodySizesOverSeventeen() {
        let bodySizes: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
        for (category, body) in zip(UIContentSizeCategory.allCategories, bodySizes) {
            #expect(abs(category.textScaleFactor - body / 17) < 1e-12)
        }
        #expect(UIContentSizeCategory.unspecified.textScaleFactor == 1)
        #expect(UIContentSizeCategory(rawValue: "bogus").textScaleFactor == 1)
    }

    @Test func orderingAndAccessibility() {
        #expect(UIContentSizeCategory.small < .large)
        #expect(UIContentSizeCategory.extraExtraExtraLarge < .accessibilityMedium)
        #expect(UIContentSizeCategory.unspecified < .extraSmall)
        #expect(UIContentSizeCategory.accessibilityLarge.isAccessibilityCategory)
        #expect(!UIContentSizeCategory.extraExtraExtraLarge.isAccessibilityCategory)
    }

    @Test func namesAndRawValuesParse() {
        #expect(UIContentSizeCategory(name: "extraLarge") == .extraLarge)
        #expect(UIContentSizeCategory(name: "AccessibilityMedium") == .accessibilityMedium)
        #expect(UIContentSizeCategory(name: "UICTContentSizeCategoryXXL") == .extraExtraLarge)
        #expect(UIContentSizeCategory(name: "huge") == nil)
        #expect(UIContentSizeCategory.extraLarge.description == "extraLarge")
    }

    @Test func textScaleMapsToTheNearestCategory() {
        #expect(UIContentSizeCategory.nearest(toTextScale: 1) == .large)
        #expect(UIContentSizeCategory.nearest(toTextScale: 1.1) == .extraLarge)
        #expect(UIContentSizeCategory.nearest(toTextScale: 1.25) == .extraExtraLarge)
        #expect(UIContentSizeCategory.nearest(toTextScale: 1.6) == .accessibilityMedium)
        #expect(UIContentSizeCategory.nearest(toTextScale: 1.5) == .extraExtraExtraLarge)  // a tie goes to the smaller
        #expect(UIContentSizeCategory.nearest(toTextScale: 0.5) == .extraSmall)
        #expect(UIContentSizeCategory.nearest(toTextScale: 10) == .accessibilityExtraExtraExtraLarge)
        #expect(UIContentSizeCategory.nearest(toTextScale: .nan) == .large)
        #expect(UIContentSizeCategory.nearest(toTextScale: -2) == .large)
    }

    @Test func environmentSetsTheInitialCategory() {
        let category = UIContentSizeCategory.categoryEnvironmentVariable
        let scale = UIContentSizeCategory.textScaleEnvironmentVariable
        #expect(UIContentSizeCategory.fromEnvironment([:]) == .large)
        #expect(UIContentSizeCategory.fromEnvironment([category: "extraLarge"]) == .extraLarge)
        #expect(UIContentSizeCategory.fromEnvironment([category: "accessibilityMedium"]) == .accessibilityMedium)
        #expect(UIContentSizeCategory.fromEnvironment([scale: "1.25"]) == .extraExtraLarge)
        // A named category wins over a scale.
        #expect(UIContentSizeCategory.fromEnvironment([category: "small", scale: "2"]) == .small)

        let before = Diagnostics.warningCount()
        #expect(UIContentSizeCategory.fromEnvironment([category: "gigantic"]) == .large)
        #expect(UIContentSizeCategory.fromEnvironment([scale: "big"]) == .large)
        #expect(UIContentSizeCategory.fromEnvironment([scale: "0"]) == .large)
        #expect(Diagnostics.warningCount() >= before + 3)
    }
}

/// Tests that change the process-wide category. They run one at a time and put it back,
/// on the main actor, so that no window or label test (which read the category) runs
/// between the change and the restore.
@MainActor
@Suite(.serialized) struct CurrentContentSizeCategoryTests {
    @Test func preferredFontsAndMetricsFollowTheCurrentCategory() {
        let original = UIContentSizeCategory.current
        defer { UIContentSizeCategory.current = original }

        UIContentSizeCategory.current = .large
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 17)
        #expect(UIFontMetrics.default.scaledFont(for: .systemFont(ofSize: 17)).pointSize == 17)

        UIContentSizeCategory.current = .extraExtraExtraLarge
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 23)
        #expect(abs(UIFont.preferredFont(forTextStyle: .largeTitle).pointSize - 34 * 23 / 17) < 1e-9)
        let metrics = UIFontMetrics(forTextStyle: .headline)
        #expect(abs(metrics.scaledFont(for: .systemFont(ofSize: 10)).pointSize - 10 * 23 / 17) < 1e-9)
        #expect(abs(metrics.scaledValue(for: 17) - 23) < 1e-9)
        #expect(metrics.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 20).pointSize == 20)
        #expect(metrics.scaledFont(for: .boldSystemFont(ofSize: 17), maximumPointSize: 0).pointSize == 23)
        #expect(metrics.scaledFont(for: .boldSystemFont(ofSize: 17), maximumPointSize: 30).fontName == "DejaVu Sans Bold")

        UIContentSizeCategory.current = .extraSmall
        #expect(UIFont.preferredFont(forTextStyle: .body).pointSize == 14)
        #expect(UIFontMetrics.default.scaledValue(for: 34) == 28)
    }

    /// Lives here because it changes the process-wide setting, which this suite serializes.
    @MainActor
    @Test func labelsThatAdjustFollowTheSettingAndOthersDoNot() {
        let original = UIContentSizeCategory.current
        defer { UIContentSizeCategory.current = original }
        UIContentSizeCategory.current = .large
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 200))
        let adjusting = UILabel(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        adjusting.adjustsFontForContentSizeCategory = true
        adjusting.font = UIFont.preferredFont(forTextStyle: .body)
        adjusting.text = "Hello"
        let fixed = UILabel(frame: CGRect(x: 0, y: 100, width: 400, height: 100))
        fixed.font = UIFont.preferredFont(forTextStyle: .body)
        fixed.text = "Hello"
        window.addSubview(adjusting)
        window.addSubview(fixed)
        window.renderIfNeeded()
        let adjustingBefore = adjusting.sizeThatFits(.zero), fixedBefore = fixed.sizeThatFits(.zero)

        UIContentSizeCategory.current = .accessibilityExtraLarge
        let stats = window.renderIfNeeded()
        #expect((stats?.drawCalls ?? 0) >= 1)
        #expect(adjusting.sizeThatFits(.zero).width > adjustingBefore.width * 1.5)
        #expect(fixed.sizeThatFits(.zero) == fixedBefore)
    }

    @Test func changingTheCategoryPostsANotification() {
        let original = UIContentSizeCategory.current
        defer { UIContentSizeCategory.current = original }
        UIContentSizeCategory.current = .large

        nonisolated(unsafe) var received: [String] = []
        let observer = NotificationCenter.default.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
        ) { notification in
            if let value = notification.userInfo?[UIContentSizeCategory.newValueUserInfoKey] as? String {
                received.append(value)
            }
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        UIContentSizeCategory.current = .accessibilityLarge
        UIContentSizeCategory.current = .accessibilityLarge  // unchanged: no second post
        #expect(received == [UIContentSizeCategory.accessibilityLarge.rawValue])
    }
}

@MainActor
@Suite struct UIFontMetricsTests {

    /// UIKit declares `open class UIFontMetrics: NSObject`: apps subclass it to cap or
    /// round their scaling, and read it off the main thread while preparing text.
    @Test func isAnOpenNSObjectUsableOffTheMainThread() async {
        final class CappedMetrics: UIFontMetrics, @unchecked Sendable {
            override func scaledFont(for font: UIFont) -> UIFont {
                super.scaledFont(for: font, maximumPointSize: 20)
            }
        }
        let metrics: UIFontMetrics = CappedMetrics(forTextStyle: .body)
        let object: NSObject = metrics
        #expect(object.isEqual(metrics) && !object.isEqual(UIFontMetrics.default))
        let size = await Task.detached { metrics.scaledFont(for: .systemFont(ofSize: 40)).pointSize }.value
        #expect(size <= 20)
    }
    @Test func scalingForAnExplicitCategory() {
        let metrics = UIFontMetrics(forTextStyle: .body)
        let font = UIFont.systemFont(ofSize: 17)
        #expect(metrics.scaledFont(for: font, contentSizeCategory: .large) == font)
        #expect(metrics.scaledFont(for: font, contentSizeCategory: .extraLarge).pointSize == 19)
        #expect(metrics.scaledFont(for: font, contentSizeCategory: .accessibilityExtraExtraExtraLarge).pointSize == 53)
        #expect(metrics.scaledFont(for: font, maximumPointSize: 40, contentSizeCategory: .accessibilityExtraExtraExtraLarge).pointSize == 40)
        #expect(metrics.scaledFont(for: font, maximumPointSize: .nan, contentSizeCategory: .extraLarge).pointSize == 19)
        #expect(metrics.scaledValue(for: 8.5, contentSizeCategory: .extraExtraExtraLarge) == 11.5)
        #expect(UIFontMetrics.default.textStyle == .body)
    }
}
