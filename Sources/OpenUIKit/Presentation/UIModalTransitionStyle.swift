import Foundation

/// The animation a presentation without a custom animator uses, with UIKit's raw values.
public enum UIModalTransitionStyle: Int, Sendable {
    /// Slides up from the bottom edge, and back down on dismissal.
    case coverVertical = 0
    /// Turns over about the vertical axis. Without 3-D layers this is drawn as a squash to a
    /// line and out again (the old view narrowing, the new one widening), not in perspective.
    case flipHorizontal = 1
    /// Fades in, and out on dismissal.
    case crossDissolve = 2
}
