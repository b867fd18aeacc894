import Foundation

/// Where the suit symbols (pips) go on an ace or a numbered card: the classic layout of real
/// playing cards, as pure data so it can be tested without drawing.
///
/// Positions are in the unit square of the *pip area*: x 0 and 1 are the centres of the left
/// and right columns, 0.5 the middle; y 0 and 1 are the centres of the top and bottom rows.
/// The view maps that square onto the card. Pips below the middle are printed upside down,
/// as on a real card, so the card reads the same either way up.
public enum PipLayout {
    /// One pip: where its centre goes, whether it is drawn rotated by 180°, and its size
    /// relative to a normal pip.
    public struct Pip: Equatable, Sendable {
        public var position: CGPoint
        public var isInverted: Bool
        public var relativeSize: CGFloat

        public init(position: CGPoint, isInverted: Bool, relativeSize: CGFloat = 1) {
            self.position = position
            self.isInverted = isInverted
            self.relativeSize = relativeSize
        }
    }

    /// How much bigger the ace's single pip is than a normal pip. Real aces carry one large
    /// symbol; 2.5 makes it about 40 % of the card's width at the usual proportions.
    public static let aceRelativeSize: CGFloat = 2.5

    /// The pips of `rank` (1 = ace … 10); empty for any other rank (face cards have a
    /// picture instead).
    public static func pips(forRank rank: Int) -> [Pip] {
        // Rows as fractions of the pip area's height. Nine and ten have four rows in each
        // column; six, seven and eight have three.
        let third: CGFloat = 1.0 / 3.0
        let left: CGFloat = 0, middle: CGFloat = 0.5, right: CGFloat = 1

        func columns(rows: [CGFloat]) -> [(CGFloat, CGFloat)] {
            rows.flatMap { y in [(left, y), (right, y)] }
        }
        let fourCorners = columns(rows: [0, 1])
        let columnsOfThree = columns(rows: [0, 0.5, 1])
        let columnsOfFour = columns(rows: [0, third, 2 * third, 1])

        let centres: [(CGFloat, CGFloat)]
        switch rank {
        case 1: return [Pip(position: CGPoint(x: middle, y: 0.5), isInverted: false, relativeSize: aceRelativeSize)]
        case 2: centres = [(middle, 0), (middle, 1)]
        case 3: centres = [(middle, 0), (middle, 0.5), (middle, 1)]
        case 4: centres = fourCorners
        case 5: centres = fourCorners + [(middle, 0.5)]
        case 6: centres = columnsOfThree
        // Seven: the extra pip sits halfway between the top and middle rows.
        case 7: centres = columnsOfThree + [(middle, 0.25)]
        // Eight: one between the top and middle rows, one between the middle and bottom rows.
        case 8: centres = columnsOfThree + [(middle, 0.25), (middle, 0.75)]
        case 9: centres = columnsOfFour + [(middle, 0.5)]
        // Ten: one between the first two rows, one between the last two.
        case 10: centres = columnsOfFour + [(middle, third / 2), (middle, 1 - third / 2)]
        default: return []
        }
        return centres.map { x, y in
            Pip(position: CGPoint(x: x, y: y), isInverted: y > 0.5)
        }
    }
}
