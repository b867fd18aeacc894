import Foundation

extension UIStackView {
    /// How a stack view places its arranged views across its axis. The raw values are
    /// UIKit's; `top` and `bottom` are the horizontal names of `leading` and `trailing`.
    public enum Alignment: Int, Sendable, CaseIterable {
        /// Each view is stretched to the stack view's full extent across the axis.
        case fill = 0
        /// The views' leading edges line up on the stack view's (top edges, for a
        /// horizontal stack).
        case leading = 1
        /// Horizontal stacks: the views' first baselines line up, and the group hangs from
        /// the top edge. A vertical stack, whose views have no common baseline, aligns them
        /// as `leading`.
        case firstBaseline = 2
        /// The views' centres line up on the stack view's centre line.
        case center = 3
        /// The views' trailing edges line up on the stack view's (bottom edges, for a
        /// horizontal stack).
        case trailing = 4
        /// Horizontal stacks: the views' last baselines line up, and the group stands on the
        /// bottom edge. A vertical stack aligns them as `trailing`.
        case lastBaseline = 5

        /// `leading`, as a horizontal stack's top edge.
        public static var top: Alignment { .leading }
        /// `trailing`, as a horizontal stack's bottom edge.
        public static var bottom: Alignment { .trailing }
    }
}
