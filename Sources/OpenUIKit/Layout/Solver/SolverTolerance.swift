/// The solver's one notion of "too small to be anything but rounding error".
///
/// Layout values are points, rarely beyond 10⁵, and coefficients are multipliers near 1, so a
/// fixed absolute threshold is enough: everything the solver computes is a handful of
/// additions and divisions away from such numbers.
enum SolverTolerance {
    /// Magnitudes below this are zero: a tableau cell this small is dropped from its row, a
    /// row constant this far below zero still counts as satisfied, and two pivot ratios this
    /// close are a tie.
    static let zero: Double = 1e-8

    static func isZero(_ value: Double) -> Bool {
        abs(value) < zero
    }
}
