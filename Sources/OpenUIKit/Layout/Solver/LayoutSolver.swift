/// An incremental linear-constraint solver for Auto Layout, in the manner of Cassowary
/// (Badros, Borning and Stuckey): a simplex tableau kept optimal as constraints come and go.
///
/// - Required constraints (priority 1000) hold exactly, or `add` refuses the constraint and
///   names the smallest set of required constraints it found that conflict with it.
/// - Optional constraints are satisfied strictly in priority order: the objective is a
///   vector with one entry per priority level in use, minimised lexicographically
///   (`SolverObjective`), so no number of violations at one priority outweighs any
///   violation at a higher one; within a level each unit of violation costs 1.
/// - Edit variables (a dragged view's position, a window's width) take a new suggested value
///   by changing one constant in place and repairing the tableau with the dual simplex.
///
/// The arithmetic is in `SolverTableau`; this class keeps the bookkeeping (which symbols
/// belong to which constraints and variables), checks its inputs, and explains failures.
/// Every call that throws leaves the solver exactly as before it.
///
/// Not thread-safe, and not isolated to any actor: layout owns one solver and calls it from
/// one thread.
final class LayoutSolver {
    /// What the solver remembers of a constraint it holds.
    private struct ConstraintRecord {
        let constraint: SolverConstraint
        /// The symbol that identifies the constraint in the tableau: its slack, its dummy, or
        /// (an optional equality) its positive error.
        let marker: SolverSymbol
        /// An optional constraint's other error symbol.
        let other: SolverSymbol?
        /// The marker's coefficient (±1) in the constraint's equation `expression + … = 0`.
        let markerCoefficient: Double
        /// When it was added, to list conflicts in the order they were made.
        let sequence: Int

        /// The symbols that count in the objective.
        var errors: [SolverSymbol] {
            [marker, other].compactMap { $0 }.filter { $0.kind == .error }
        }
    }

    private struct VariableRecord {
        let variable: LayoutVariable
        let symbol: SolverSymbol
        /// How many terms of held constraints (edits included) mention it.
        var uses: Int
    }

    /// A constraint's row as first written, before it joins the tableau.
    private struct PreparedRow {
        var row: SolverRow
        let marker: SolverSymbol
        let other: SolverSymbol?
        let markerCoefficient: Double
        /// Variables the row introduces, keyed by object, not yet registered.
        let newVariables: [ObjectIdentifier: VariableRecord]

        /// Whether `symbol` is one of the variables this row introduces.
        func isNew(_ symbol: SolverSymbol) -> Bool {
            newVariables.values.contains { $0.symbol == symbol }
        }
    }

    /// Everything that changes, in one value, so a failing call can go back to a copy of it.
    private struct State {
        var tableau = SolverTableau()
        var constraints: [ObjectIdentifier: ConstraintRecord] = [:]
        var markerOwners: [SolverSymbol: SolverConstraint] = [:]
        var variables: [ObjectIdentifier: VariableRecord] = [:]
        var edits: [ObjectIdentifier: SolverConstraint] = [:]
        var additions = 0
    }

    private var state = State()

    /// How far, at least, the ambiguity probe must move a variable for it to count as free:
    /// well above rounding, far below anything a layout would show.
    private static let ambiguityThreshold = 1e-6

    /// The largest conflict whose members are each re-tested to trim it down. Trimming
    /// re-solves the conflict once per member, so its cost grows with the square of the size;
    /// conflicts are a handful of constraints in practice, and a larger one is reported as
    /// the simplex found it (still a genuine conflict, perhaps not a minimal one).
    private static let maximumTrimmedConflict = 64

    /// Whether failed additions trim their conflict; off in the scratch solvers that do the trimming.
    private var trimsConflicts = true

    init() {}

    // MARK: - Constraints

    func add(_ constraint: SolverConstraint) throws(LayoutSolverError) {
        guard state.constraints[ObjectIdentifier(constraint)] == nil else { throw .duplicateConstraint }
        guard SolverConstraint.isValidPriority(constraint.priority) else { throw .badPriority }
        guard constraint.expression.isFinite else { throw .nonFinite }
        try insert(constraint)
    }

    func remove(_ constraint: SolverConstraint) throws(LayoutSolverError) {
        guard let record = state.constraints.removeValue(forKey: ObjectIdentifier(constraint)) else {
            throw .unknownConstraint
        }
        if !constraint.isRequired {
            // Take the constraint's errors out of what its level minimises.
            for error in record.errors {
                if let row = state.tableau.row(for: error) {
                    state.tableau.objective.insert(row, times: -1, at: constraint.priority)
                } else {
                    state.tableau.objective.insert(error, coefficient: -1, at: constraint.priority)
                }
            }
        }
        state.tableau.removeConstraintRow(marker: record.marker, other: record.other)
        if !constraint.isRequired {
            state.tableau.objective.release(constraint.priority)
        }
        state.tableau.optimize()
        state.markerOwners.removeValue(forKey: record.marker)
        releaseVariables(of: constraint.expression)
    }

    func contains(_ constraint: SolverConstraint) -> Bool {
        state.constraints[ObjectIdentifier(constraint)] != nil
    }

    /// Changes the constant of a held constraint's expression to `constant`, as removing the
    /// constraint and adding it back with the new constant would, but in place: the change
    /// runs through the constraint's marker column and the dual simplex repairs what it
    /// broke, the same path as `suggestValue(_:for:)`.
    ///
    /// Throws `unknownConstraint`, `nonFinite`, or, for a required constraint that can no
    /// longer hold, `unsatisfiable` (the conflict as `add` would report it); then nothing
    /// changed, the constraint's constant included.
    func updateConstant(of constraint: SolverConstraint, to constant: Double) throws(LayoutSolverError) {
        guard let record = state.constraints[ObjectIdentifier(constraint)] else { throw .unknownConstraint }
        guard constant.isFinite else { throw .nonFinite }
        let previous = constraint.expression.constant
        let delta = constant - previous
        guard delta != 0 else { return }
        // Only a required constraint can fail; an optional one's errors absorb any change.
        // No copy of the state is kept for that case (it would cost as much as the whole
        // tableau on every frame of a drag): the old constants were feasible, so shifting
        // back and letting the dual simplex repair again restores a valid optimum.
        constraint.expression.constant = constant
        if shiftConstant(record, by: delta) { return }
        guard constraint.isRequired else {
            assertionFailure("an optional constraint's new constant could not be absorbed")
            return
        }
        constraint.expression.constant = previous
        let restored = shiftConstant(record, by: -delta)
        assert(restored, "the previous constant no longer holds")
        // Infeasible. Find out why the way `add` does (a failed insert leaves the tableau as
        // it was), then put the constraint back as it was.
        try? remove(constraint)
        constraint.expression.constant = constant
        do {
            try insert(constraint)
        } catch {
            constraint.expression.constant = previous
            try? insert(constraint)
            throw error
        }
    }

    // MARK: - Edit variables

    /// Lets `variable` be steered with `suggestValue(_:for:)`: an optional `variable ==
    /// suggestion` at `priority`, which must be below required. It starts at the variable's
    /// current value in the solution (its last `value` if the solver does not know it yet), so
    /// adding an edit moves nothing.
    func addEditVariable(_ variable: LayoutVariable, priority: Float) throws(LayoutSolverError) {
        guard state.edits[ObjectIdentifier(variable)] == nil else { throw .duplicateEditVariable }
        guard SolverConstraint.isValidPriority(priority), priority < SolverConstraint.requiredPriority else {
            throw .badPriority
        }
        let start: Double
        if let record = state.variables[ObjectIdentifier(variable)] {
            start = state.tableau.value(of: record.symbol)
        } else {
            start = variable.value.isFinite ? variable.value : 0
        }
        let edit = SolverConstraint(expression: LayoutExpression(variable) - start, relation: .equal,
                                    priority: priority)
        try insert(edit)
        state.edits[ObjectIdentifier(variable)] = edit
    }

    func removeEditVariable(_ variable: LayoutVariable) throws(LayoutSolverError) {
        guard let edit = state.edits.removeValue(forKey: ObjectIdentifier(variable)) else {
            throw .unknownEditVariable
        }
        try remove(edit)
    }

    func hasEditVariable(_ variable: LayoutVariable) -> Bool {
        state.edits[ObjectIdentifier(variable)] != nil
    }

    /// Asks for `variable` to be `value`, as strongly as its edit's priority allows. Incremental:
    /// one constant changes and the dual simplex pivots only as far as the change reaches.
    func suggestValue(_ value: Double, for variable: LayoutVariable) throws(LayoutSolverError) {
        guard let edit = state.edits[ObjectIdentifier(variable)] else { throw .unknownEditVariable }
        guard value.isFinite else { throw .nonFinite }
        guard let record = state.constraints[ObjectIdentifier(edit)] else {
            preconditionFailure("an edit variable without its constraint")
        }
        // The edit's expression is `variable - suggestion`.
        let delta = -value - edit.expression.constant
        guard delta != 0 else { return }
        edit.expression.constant = -value
        let repaired = shiftConstant(record, by: delta)
        assert(repaired, "an edit's suggestion could not be absorbed")
    }

    // MARK: - Results

    /// Writes the current solution into every variable a held constraint or edit mentions.
    func updateVariables() {
        for record in state.variables.values {
            // + 0 turns a -0 into 0, which nobody wants to see in a frame.
            record.variable.value = state.tableau.value(of: record.symbol) + 0
        }
    }

    /// Whether `variable` could take another value without breaking a required constraint or
    /// making the solution worse at any priority: whether the optimal solutions differ in it.
    /// A variable the solver does not know is unconstrained, so ambiguous.
    ///
    /// Method: from a checkpoint, a probe `variable == value ± 1` is added below every
    /// priority in use (lexicographic, so it cannot trade against any real level), the
    /// tableau re-optimised, and the variable read; if it moved in either direction it was
    /// free to. The checkpoint is then restored, so the solution is untouched.
    func isAmbiguous(_ variable: LayoutVariable) -> Bool {
        guard let record = state.variables[ObjectIdentifier(variable)] else { return true }
        let checkpoint = state.tableau
        defer { state.tableau = checkpoint }
        let current = checkpoint.value(of: record.symbol)
        for direction in [1.0, -1.0] {
            state.tableau = checkpoint
            let probe = LayoutExpression(variable) - (current + direction)
            let prepared = prepareRow(probe, relation: .equal, priority: SolverObjective.probePriority)
            addOptional(prepared, priority: SolverObjective.probePriority)
            state.tableau.optimize()
            if abs(state.tableau.value(of: record.symbol) - current) > Self.ambiguityThreshold {
                return true
            }
        }
        return false
    }

    /// Forgets every constraint, edit and variable. Variables keep their last values.
    func reset() {
        state = State()
    }

    // MARK: - Inspection

    /// The number of constraints held, edits included.
    var constraintCount: Int { state.constraints.count }

    /// The number of variables the held constraints mention.
    var variableCount: Int { state.variables.count }

    /// The total violation of the optional constraints at `priority` in the current solution.
    func violation(atPriority priority: Float) -> Double {
        state.tableau.objective.value(at: priority)
    }

    // MARK: - Adding, in steps

    /// Adds a checked constraint (its priority valid, its expression finite, not held yet).
    private func insert(_ constraint: SolverConstraint) throws(LayoutSolverError) {
        let prepared = prepareRow(constraint.expression, relation: constraint.relation,
                                  priority: constraint.priority)
        if !constraint.isRequired {
            addOptional(prepared, priority: constraint.priority)
        } else if let subject = chooseSubject(prepared) {
            state.tableau.addRow(prepared.row, solvingFor: subject, appearsElsewhere: !prepared.isNew(subject))
        } else if prepared.row.cells.allSatisfy({ $0.symbol.kind == .dummy }) {
            // Only required equalities' dummies, which are zero: the constraint is a
            // combination of those equalities, and holds if and only if its constant is zero.
            guard SolverTolerance.isZero(prepared.row.constant) else {
                throw .unsatisfiable(conflicting: explainConflict(prepared.row, adding: constraint))
            }
            state.tableau.addRow(prepared.row, solvingFor: prepared.marker)
        } else {
            let checkpoint = state.tableau
            if let proof = state.tableau.addWithArtificialVariable(prepared.row) {
                state.tableau = checkpoint
                throw .unsatisfiable(conflicting: explainConflict(proof, adding: constraint))
            }
        }
        state.tableau.optimize()
        register(constraint, prepared)
    }

    /// Adds an optional constraint's row, which always succeeds: its errors can absorb any
    /// violation, and one of them can always be made basic.
    private func addOptional(_ prepared: PreparedRow, priority: Float) {
        state.tableau.objective.retain(priority)
        for error in [prepared.marker, prepared.other].compactMap({ $0 }) where error.kind == .error {
            state.tableau.objective.insert(error, coefficient: 1, at: priority)
        }
        guard let subject = chooseSubject(prepared) else {
            preconditionFailure("an optional constraint's row with no subject")
        }
        state.tableau.addRow(prepared.row, solvingFor: subject, appearsElsewhere: !prepared.isNew(subject))
    }

    /// Writes a constraint as a row of non-basic symbols, `0 = expression + marker terms`,
    /// with its constant made ≥ 0. Makes symbols but registers nothing.
    private func prepareRow(_ expression: LayoutExpression, relation: LayoutRelation,
                            priority: Float) -> PreparedRow {
        var row = SolverRow(constant: expression.constant)
        var newVariables: [ObjectIdentifier: VariableRecord] = [:]
        for term in expression.terms {
            let key = ObjectIdentifier(term.variable)
            let symbol: SolverSymbol
            if let known = state.variables[key] ?? newVariables[key] {
                symbol = known.symbol
            } else {
                symbol = state.tableau.makeSymbol(.external)
                newVariables[key] = VariableRecord(variable: term.variable, symbol: symbol, uses: 0)
            }
            if let basic = state.tableau.row(for: symbol) {
                row.insert(basic, times: term.coefficient)
            } else {
                row.insert(symbol, coefficient: term.coefficient)
            }
        }

        let required = priority >= SolverConstraint.requiredPriority
        let marker: SolverSymbol
        var other: SolverSymbol?
        let markerCoefficient: Double
        switch relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            // expression + slack = 0 for <=, expression - slack = 0 for >=; an optional one
            // also gets an error that lets it be violated: expression + slack - error = 0 for
            // <=, so expression = error - slack, at most the error.
            let sign: Double = relation == .lessThanOrEqual ? 1 : -1
            marker = state.tableau.makeSymbol(.slack)
            markerCoefficient = sign
            row.insert(marker, coefficient: sign)
            if !required {
                let error = state.tableau.makeSymbol(.error)
                row.insert(error, coefficient: -sign)
                other = error
            }
        case .equal:
            if required {
                marker = state.tableau.makeSymbol(.dummy)
                markerCoefficient = 1
                row.insert(marker, coefficient: 1)
            } else {
                // expression = plus - minus, both ≥ 0: |expression| = plus + minus at the optimum.
                marker = state.tableau.makeSymbol(.error)
                let minus = state.tableau.makeSymbol(.error)
                markerCoefficient = -1
                row.insert(marker, coefficient: -1)
                row.insert(minus, coefficient: 1)
                other = minus
            }
        }
        // A restricted symbol solved for from this row must come out ≥ 0.
        if row.constant < 0 {
            row.negate()
        }
        return PreparedRow(row: row, marker: marker, other: other, markerCoefficient: markerCoefficient,
                           newVariables: newVariables)
    }

    /// The symbol a new row can be solved for without making the solution infeasible: a
    /// variable if there is one (unrestricted, any value will do; the lowest-numbered, to be
    /// deterministic), else the constraint's own marker or error if its coefficient is
    /// negative (then, the constant being ≥ 0, its value comes out ≥ 0). Nil if none.
    private func chooseSubject(_ prepared: PreparedRow) -> SolverSymbol? {
        let row = prepared.row
        // A variable no held constraint mentions yet first: it is in no other row, so making
        // it basic rewrites nothing else (the common case when a layout is built).
        if !prepared.newVariables.isEmpty,
           let fresh = row.cells.first(where: { cell in cell.symbol.kind == .external && prepared.isNew(cell.symbol) }) {
            return fresh.symbol
        }
        if let variable = row.cells.first(where: { $0.symbol.kind == .external }) {
            return variable.symbol
        }
        if prepared.marker.isPivotable && row.coefficient(for: prepared.marker) < 0 {
            return prepared.marker
        }
        if let other = prepared.other, other.isPivotable && row.coefficient(for: other) < 0 {
            return other
        }
        return nil
    }

    private func register(_ constraint: SolverConstraint, _ prepared: PreparedRow) {
        state.additions += 1
        state.constraints[ObjectIdentifier(constraint)] = ConstraintRecord(
            constraint: constraint, marker: prepared.marker, other: prepared.other,
            markerCoefficient: prepared.markerCoefficient, sequence: state.additions)
        state.markerOwners[prepared.marker] = constraint
        for (key, record) in prepared.newVariables {
            state.variables[key] = record
        }
        for term in constraint.expression.terms {
            state.variables[ObjectIdentifier(term.variable)]!.uses += 1
        }
    }

    private func releaseVariables(of expression: LayoutExpression) {
        for term in expression.terms {
            let key = ObjectIdentifier(term.variable)
            guard var record = state.variables[key] else { continue }
            record.uses -= 1
            if record.uses > 0 {
                state.variables[key] = record
            } else {
                // Nothing constrains it any more: by now it is in no row, and it leaves the
                // solver with its last value.
                state.variables.removeValue(forKey: key)
                state.tableau.forget(record.symbol)
            }
        }
    }

    private func shiftConstant(_ record: ConstraintRecord, by delta: Double) -> Bool {
        let constraint = record.constraint
        return state.tableau.shiftConstant(
            marker: record.marker, markerCoefficient: record.markerCoefficient,
            errorLevel: record.marker.kind == .error ? constraint.priority : nil, by: delta)
    }

    // MARK: - Explaining conflicts

    /// The constraints to report for a required constraint that cannot be added.
    ///
    /// `proof` is a row that shows the infeasibility: the artificial variable's objective row
    /// at its optimum, or a row of dummies with a non-zero constant. It is the new equation
    /// plus a combination of held ones, and a held constraint takes part in the combination
    /// exactly when its marker has a non-zero coefficient in the row (the marker appears in no
    /// other equation). Those constraints with the new one have no solution (Farkas). Only
    /// required ones can take part: an optional constraint's two opposite-signed symbols
    /// would let the artificial variable fall further. In random trials this set was already
    /// irreducible every time, but nothing guarantees that in general, so it is passed
    /// through `irreducibleConflict` as well, which costs a few tiny solves on a path that
    /// only runs when a layout is broken.
    private func explainConflict(_ proof: SolverRow, adding constraint: SolverConstraint) -> [SolverConstraint] {
        var involved: [SolverConstraint] = []
        for cell in proof.cells {
            if let owner = state.markerOwners[cell.symbol], owner.isRequired {
                involved.append(owner)
            }
        }
        involved.sort { sequence(of: $0) < sequence(of: $1) }
        guard trimsConflicts, involved.count <= Self.maximumTrimmedConflict else {
            return involved + [constraint]
        }
        return Self.irreducibleConflict(involved, adding: constraint)
    }

    /// A deletion filter: given `candidates` that with `constraint` have no solution, leaves
    /// each out in turn and keeps it out if the rest still have none. What remains, with
    /// `constraint` last, is irreducible: without any one of them the others can all hold.
    static func irreducibleConflict(_ candidates: [SolverConstraint],
                                    adding constraint: SolverConstraint) -> [SolverConstraint] {
        var kept = candidates
        var index = 0
        while index < kept.count {
            var without = kept
            without.remove(at: index)
            if hasSolution(without + [constraint]) {
                index += 1
            } else {
                kept = without
            }
        }
        return kept + [constraint]
    }

    private func sequence(of constraint: SolverConstraint) -> Int {
        state.constraints[ObjectIdentifier(constraint)]?.sequence ?? Int.max
    }

    /// Whether `constraints` can all hold at once, in a scratch solver.
    private static func hasSolution(_ constraints: [SolverConstraint]) -> Bool {
        let scratch = LayoutSolver()
        scratch.trimsConflicts = false
        for constraint in constraints {
            do {
                try scratch.add(constraint)
            } catch {
                return false
            }
        }
        return true
    }
}
