import Foundation

extension UIStackView {
    /// How a stack view sizes and places its arranged views along its axis. The raw values
    /// are UIKit's.
    public enum Distribution: Int, Sendable, CaseIterable {
        /// The views fill the axis. The one that hugs its content least stretches when there
        /// is room to spare, the one that resists compression least shrinks when there is
        /// not; between equals, the earlier arranged view takes the room and the later one
        /// gives it up.
        case fill = 0
        /// The views fill the axis with equal sizes.
        case fillEqually = 1
        /// The views fill the axis with sizes in the proportions of their intrinsic sizes.
        case fillProportionally = 2
        /// The views keep their intrinsic sizes; the gaps between them are equal, and at
        /// least `spacing`.
        case equalSpacing = 3
        /// The views keep their intrinsic sizes; their centres are equally far apart, with
        /// gaps of at least `spacing`.
        case equalCentering = 4
    }
}
