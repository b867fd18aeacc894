import Foundation

extension UIView {
    /// How a view animation runs, with UIKit's raw values (the curve in bits 16–19, the
    /// transition in bits 20–23).
    public struct AnimationOptions: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews inside the animation, so layout changes animate too.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets animating views receive touches.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the presentation (on-screen) values rather than the model values.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation indefinitely.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Runs the animation backwards after each forward run.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Uses this animation's duration rather than that of an enclosing animation block.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Uses this animation's curve rather than that of an enclosing animation block.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Redraws the view's content during the animation instead of animating a snapshot.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides and shows views in a transition instead of removing and adding them.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Does not inherit options from an enclosing animation block.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)

        /// Starts slowly, speeds up, and slows down at the end (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Starts slowly and speeds up.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Starts quickly and slows down at the end.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Runs at a constant speed.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)

        /// Flips the view about its vertical axis, left edge first.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flips the view about its vertical axis, right edge first.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// A page curl upwards (drawn here as a cross-dissolve).
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// A page curl downwards (drawn here as a cross-dissolve).
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Fades the old content out as the new content fades in.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flips the view about its horizontal axis, top edge first.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flips the view about its horizontal axis, bottom edge first.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)

        /// Runs at the display's frame rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// Asks for 60 frames per second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// Asks for 30 frames per second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The bits that hold the curve.
        static let curveMask: UInt = 0xF << 16
        /// The bits that hold the transition.
        static let transitionMask: UInt = 0xF << 20
    }
}
