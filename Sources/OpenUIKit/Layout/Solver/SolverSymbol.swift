/// One column of the simplex tableau.
///
/// Symbols are numbered in creation order, and the number is their whole identity: equality,
/// hashing and order use `id` alone. The order is what Bland's rule needs (pivot choices go
/// to the lowest number), and it makes every choice the solver makes independent of how a
/// dictionary happens to iterate, so a layout solves the same way on every run.
struct SolverSymbol: Hashable, Comparable {
    enum Kind: UInt8 {
        /// A `LayoutVariable`: unrestricted in sign.
        case external
        /// A constraint's slack (`expression + slack == 0` for `<=`), or the artificial
        /// variable of a feasibility test: never negative.
        case slack
        /// How far an optional constraint is violated, one way: never negative, and the only
        /// kind the objective counts.
        case error
        /// The marker of a required equality: always zero, never chosen to enter the basis.
        /// It exists so the constraint can be found again in the tableau (to remove it, to
        /// change its constant, to name it in a conflict).
        case dummy
    }

    let id: Int
    let kind: Kind

    static func == (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool { lhs.id == rhs.id }
    static func < (lhs: SolverSymbol, rhs: SolverSymbol) -> Bool { lhs.id < rhs.id }
    func hash(into hasher: inout Hasher) { hasher.combine(id) }

    /// Slacks and errors: the symbols a simplex pivot may bring into the basis.
    var isPivotable: Bool { kind == .slack || kind == .error }

    /// Slacks and errors: a basic one must keep a constant ≥ 0 for the solution to be feasible.
    var isRestricted: Bool { kind == .slack || kind == .error }
}
