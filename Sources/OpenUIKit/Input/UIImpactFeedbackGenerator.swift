import Foundation

/// Haptic feedback for a physical impact: a view snapping into place, a collision.
///
/// Plays nothing here (see `UIFeedbackGenerator`: there is no Taptic Engine); the
/// intensity is still checked as UIKit checks it.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// The mass of the objects colliding.
    public enum FeedbackStyle: Int, Sendable {
        /// A light impact.
        case light = 0
        /// A medium impact.
        case medium = 1
        /// A heavy impact.
        case heavy = 2
        /// A soft, flexible impact (iOS 13).
        case soft = 3
        /// A rigid, hard impact (iOS 13).
        case rigid = 4
    }

    /// The intensities UIKit plays: a value outside is brought to the nearer end.
    static let intensityRange: ClosedRange<CGFloat> = 0...1

    /// A generator of impacts of `style` (which, with no Taptic Engine, plays as every
    /// other style: not at all).
    public init(style: FeedbackStyle) {
        super.init()
    }

    /// A generator of medium impacts, UIKit's default.
    public convenience override init() {
        self.init(style: .medium)
    }

    /// Plays an impact at full intensity (nothing, with no Taptic Engine).
    open func impactOccurred() {
        impactOccurred(intensity: 1)
    }

    /// Plays an impact at `intensity` (0…1; outside, the nearer end, as UIKit clamps it).
    /// A NaN intensity is refused with a warning.
    open func impactOccurred(intensity: CGFloat) {
        _ = UIImpactFeedbackGenerator.playedIntensity(for: intensity)
    }

    /// What `impactOccurred(intensity:)` plays for `intensity`: clamped to 0…1; nil, with a
    /// warning, for a value that is not a number.
    static func playedIntensity(for intensity: CGFloat) -> CGFloat? {
        guard !intensity.isNaN else {
            Diagnostics.warn("UIImpactFeedbackGenerator.impactOccurred(intensity: nan) was refused: the intensity must be a number from 0 to 1",
                             once: "UIImpactFeedbackGenerator.intensity.nan")
            return nil
        }
        return Swift.min(intensityRange.upperBound, Swift.max(intensityRange.lowerBound, intensity))
    }
}
