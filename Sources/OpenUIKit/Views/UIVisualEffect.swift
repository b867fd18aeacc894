import Foundation

/// The base class of the effects a `UIVisualEffectView` shows: `UIBlurEffect` (the window
/// behind it, blurred and tinted) and `UIVibrancyEffect` (its content's colours pulled
/// toward what is behind).
///
/// Effects are immutable values: a copy is the effect itself, and two effects of the same
/// class and style are equal. A plain `UIVisualEffect` is no effect: a view showing one
/// draws nothing of its own.
open class UIVisualEffect: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    // Unchecked Sendable: NSObject is not, but an effect never changes after init.

    /// No effect.
    public override init() {
        super.init()
    }

    /// An effect read back from what ``encode(with:)`` wrote.
    public required init?(coder: NSCoder) {
        super.init()
    }

    // MARK: NSCopying

    /// The effect itself: it never changes, so a copy would be indistinguishable.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    // MARK: NSSecureCoding

    /// Effects decode only numbers.
    public class var supportsSecureCoding: Bool { true }

    /// Writes nothing: the base effect has no values.
    open func encode(with coder: NSCoder) {}

    // MARK: What is drawn

    /// What a view showing this effect draws of the window behind it, in the appearance
    /// `style` (light or dark); nothing for the base class.
    func backdropStyle(for style: UIUserInterfaceStyle) -> BackdropStyle { .none }
}
