import Foundation
import TestSupport
import Testing
@testable import OpenUIKit

/// Haptic feedback on a desktop without a Taptic Engine: every call does nothing, as UIKit
/// documents for devices without one, whatever order it comes in, and an impact's
/// intensity is still checked as UIKit checks it.
@MainActor
@Suite(.serialized) struct UIFeedbackGeneratorTests {
    @Test func theStylesAndTypesHaveUIKitsNumbers() {
        #expect(UIImpactFeedbackGenerator.FeedbackStyle.light.rawValue == 0)
        #expect(UIImpactFeedbackGenerator.FeedbackStyle.heavy.rawValue == 2)
        #expect(UIImpactFeedbackGenerator.FeedbackStyle.rigid.rawValue == 4)
        #expect(UINotificationFeedbackGenerator.FeedbackType.success.rawValue == 0)
        #expect(UINotificationFeedbackGenerator.FeedbackType.error.rawValue == 2)
    }

    @Test func intensityIsClampedToZeroThroughOne() {
        #expect(UIImpactFeedbackGenerator.playedIntensity(for: 0.4) == 0.4)
        #expect(UIImpactFeedbackGenerator.playedIntensity(for: 1.7) == 1)
        #expect(UIImpactFeedbackGenerator.playedIntensity(for: -2) == 0)
        #expect(UIImpactFeedbackGenerator.playedIntensity(for: .infinity) == 1)
    }

    @Test func aNaNIntensityIsRefusedWithAWarning() {
        let before = Diagnostics.warningCount()
        #expect(UIImpactFeedbackGenerator.playedIntensity(for: .nan) == nil)
        UIImpactFeedbackGenerator(style: .soft).impactOccurred(intensity: .nan)
        let warnings = Diagnostics.recentWarnings().suffix(Diagnostics.warningCount() - before)
        #expect(warnings.count == 2 && warnings.allSatisfy { $0.contains("impactOccurred(intensity: nan)") })
    }

    /// Triggered with and without `prepare()`, repeatedly and from subclasses: nothing happens
    /// and nothing warns.
    @Test func everyCallWorksPreparedOrNot() {
        final class Custom: UISelectionFeedbackGenerator {
            var changes = 0
            override func selectionChanged() {
                super.selectionChanged()
                changes += 1
            }
        }
        let before = Diagnostics.warningCount()
        let impact = UIImpactFeedbackGenerator()
        impact.impactOccurred()
        impact.prepare()
        impact.impactOccurred(intensity: 0.5)
        impact.impactOccurred(intensity: 3)
        let notification = UINotificationFeedbackGenerator()
        notification.notificationOccurred(.warning)
        notification.prepare()
        notification.prepare()
        notification.notificationOccurred(.error)
        let custom = Custom()
        custom.selectionChanged()
        custom.prepare()
        custom.selectionChanged()
        UIFeedbackGenerator().prepare()
        #expect(custom.changes == 2)
        #expect(Diagnostics.warningCount() == before)
    }
}
