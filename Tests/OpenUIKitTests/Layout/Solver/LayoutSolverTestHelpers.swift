@testable import OpenUIKit

/// Small helpers shared by the solver's tests.
enum SolverTesting {
    /// A fresh solver holding `constraints`, added in order, with variables updated.
    static func solved(_ constraints: [SolverConstraint]) throws -> LayoutSolver {
        let solver = LayoutSolver()
        for constraint in constraints {
            try solver.add(constraint)
        }
        solver.updateVariables()
        return solver
    }

    /// Each variable's value in a fresh solver given `constraints`. Reads `value` only after
    /// putting every variable's previous value back, so the caller's solution is not disturbed.
    static func freshValues(_ variables: [LayoutVariable], _ constraints: [SolverConstraint]) throws -> [Double] {
        try fresh(variables, constraints).values
    }

    /// `freshValues`, and the fresh solver.
    static func fresh(_ variables: [LayoutVariable], _ constraints: [SolverConstraint]) throws
        -> (values: [Double], solver: LayoutSolver) {
        let saved = variables.map(\.value)
        defer { for (variable, value) in zip(variables, saved) { variable.value = value } }
        let solver = try solved(constraints)
        return (variables.map(\.value), solver)
    }

    /// Whether two solvers' solutions cost the same at every priority level either uses:
    /// optimal solutions may differ, their costs may not.
    static func sameViolations(_ a: LayoutSolver, _ b: LayoutSolver, priorities: [Float],
                               tolerance: Double) -> Bool {
        priorities.allSatisfy { abs(a.violation(atPriority: $0) - b.violation(atPriority: $0)) < tolerance }
    }

    /// Whether `constraints` can all hold together (a fresh solver accepts them all).
    static func hasSolution(_ constraints: [SolverConstraint]) -> Bool {
        let solver = LayoutSolver()
        for constraint in constraints {
            do { try solver.add(constraint) } catch { return false }
        }
        return true
    }

    /// The conflict list of an `unsatisfiable` error; nil for any other outcome.
    static func conflict(adding constraint: SolverConstraint, to solver: LayoutSolver) -> [SolverConstraint]? {
        do {
            try solver.add(constraint)
            return nil
        } catch {
            if case .unsatisfiable(let conflicting) = error { return conflicting }
            return nil
        }
    }

    static func identities(_ constraints: [SolverConstraint]) -> [ObjectIdentifier] {
        constraints.map(ObjectIdentifier.init)
    }
}
