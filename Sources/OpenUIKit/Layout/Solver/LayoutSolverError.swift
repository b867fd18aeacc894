/// Why `LayoutSolver` refused a call. Every refusal leaves the solver exactly as it was.
///
/// `@unchecked Sendable` because `Error` demands Sendable and the conflict list holds
/// constraint objects, which are not: the layout engine throws and catches these on the one
/// thread that runs layout, and never sends them anywhere.
enum LayoutSolverError: Error, @unchecked Sendable {
    /// The required constraint being added cannot hold together with required constraints
    /// already there. `conflicting` names the new constraint (last) and the fewest earlier
    /// required constraints the solver could find that, with it, have no solution — in the
    /// order they were added. This is the list UIKit prints under "Unable to simultaneously
    /// satisfy constraints".
    case unsatisfiable(conflicting: [SolverConstraint])
    /// The constraint is already in this solver.
    case duplicateConstraint
    /// The constraint is not in this solver.
    case unknownConstraint
    /// The variable already has an edit.
    case duplicateEditVariable
    /// The variable has no edit.
    case unknownEditVariable
    /// A priority outside 0 < p ≤ 1000 (NaN included), or a required (1000) edit.
    case badPriority
    /// A coefficient, constant or suggested value that is NaN or infinite.
    case nonFinite
}
