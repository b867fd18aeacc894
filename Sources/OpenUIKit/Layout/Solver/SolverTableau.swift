/// The simplex tableau and the pivoting on it: the arithmetic half of `LayoutSolver`.
///
/// Every row is `basic = constant + Σ coefficient × non-basic` (see `SolverRow`); a non-basic
/// symbol is zero in the current solution, so a basic symbol's value is its row's constant.
/// The tableau is feasible when every restricted (slack or error) basic symbol has a
/// constant ≥ 0 and every basic dummy a constant of 0; it is optimal when no pivotable
/// symbol has a negative reduced cost in `objective`.
///
/// Invariant, as in Cassowary: a non-basic variable (external symbol) never appears in the row
/// of a restricted symbol or in the objective, only in other variables' rows. New rows that
/// contain a variable are solved for one, the simplex never pivots a variable in or out, and
/// a variable leaves the basis only when a removed constraint's marker appears in variables'
/// rows and nowhere else. So a non-basic variable is free: no slack, error or cost depends
/// on it, and the simplex never has to consider moving it.
///
/// A value type, so the solver can keep a copy as a checkpoint and go back to it exactly.
struct SolverTableau {
    private(set) var rows: [SolverSymbol: SolverRow] = [:]
    var objective = SolverObjective()
    private var nextSymbolID = 0

    mutating func makeSymbol(_ kind: SolverSymbol.Kind) -> SolverSymbol {
        nextSymbolID += 1
        return SolverSymbol(id: nextSymbolID, kind: kind)
    }

    func row(for symbol: SolverSymbol) -> SolverRow? {
        rows[symbol]
    }

    /// The symbol's value in the current solution.
    func value(of symbol: SolverSymbol) -> Double {
        rows[symbol]?.constant ?? 0
    }

    // MARK: - Adding and removing rows

    /// Adds a constraint's row (`0 = …`, every symbol non-basic) as the row of `subject`.
    /// `appearsElsewhere` false says the subject is a variable no other row mentions yet.
    mutating func addRow(_ row: SolverRow, solvingFor subject: SolverSymbol, appearsElsewhere: Bool = true) {
        var row = row
        row.solve(for: subject)
        // A variable may sit in other variables' rows; a constraint's own new marker or
        // error is in no row yet, only (an error) in the objective, and neither is a new
        // variable, so a pass over the rows would be wasted.
        if subject.kind == .external && appearsElsewhere {
            substitute(subject, with: row)
        } else {
            objective.substitute(subject, with: row)
        }
        rows[subject] = row
    }

    /// Adds a constraint's row that has no variable to solve for and no marker that can be
    /// basic without making the solution infeasible, the way the two-phase simplex does: an
    /// artificial variable equal to the row, minimised to zero.
    ///
    /// Returns nil when the row now holds, or the artificial variable's final objective row
    /// when it cannot. Then the tableau is left mid-way and the caller must go back to its
    /// checkpoint; the returned row is the proof of infeasibility: at the optimum its
    /// constant is positive and every pivotable symbol has a coefficient ≥ 0, so the
    /// artificial variable cannot reach zero, and the symbols it mentions are the markers of
    /// exactly the constraints combined into that proof (see `LayoutSolver`).
    mutating func addWithArtificialVariable(_ row: SolverRow) -> SolverRow? {
        let artificial = makeSymbol(.slack)
        rows[artificial] = row
        // The artificial variable, minimised above every priority: phase 1 of the two-phase
        // simplex, with the real levels as tie-breakers, so the optimum that follows is found
        // from an already good basis.
        objective.retain(SolverObjective.artificialPriority)
        objective.insert(row, times: 1, at: SolverObjective.artificialPriority)
        optimize()
        let proof = objective.levels[0].row
        objective.release(SolverObjective.artificialPriority)
        if !SolverTolerance.isZero(proof.constant) {
            return proof
        }
        // Feasible. If the artificial variable is still basic (at zero, a degenerate
        // solution), pivot it out for another symbol of its row, a pivotable one if there is
        // one (a dummy only when the row is all dummies: the constraint is then a combination
        // of required equalities); if its row is only a constant, the constraint was implied
        // by the others and the row says nothing.
        if var basic = rows.removeValue(forKey: artificial), !basic.isConstant {
            // Cells are sorted, so these are the lowest-numbered.
            let entering = (basic.cells.first { $0.symbol.isPivotable } ?? basic.cells[0]).symbol
            basic.solve(for: entering, replacing: artificial)
            substitute(entering, with: basic)
            rows[entering] = basic
        }
        // Now non-basic, the artificial variable is zero for good: drop its column.
        removeColumn(artificial)
        return nil
    }

    /// Removes the constraint whose marker is `marker` (and whose second error, if it had
    /// one, is `other`) from the tableau. Its errors must already be out of the objective.
    ///
    /// The marker is made basic by a pivot that keeps the solution feasible, and its row,
    /// which is then the only row the constraint's equation is part of, is dropped.
    mutating func removeConstraintRow(marker: SolverSymbol, other: SolverSymbol?) {
        if rows.removeValue(forKey: marker) == nil {
            if let leaving = markerLeavingRow(for: marker) {
                pivot(entering: marker, leaving: leaving)
                rows.removeValue(forKey: marker)
            } else {
                // The marker is in no row at all: nothing refers to the constraint any more.
                removeColumn(marker)
            }
        }
        if let other {
            // With the marker basic, the other error can only have been in the marker's own
            // row, which is gone; this only sweeps away what rounding might have left.
            forget(other)
        }
    }

    /// Removes every trace of a symbol nothing refers to any more (a variable no constraint
    /// mentions): its row, if it is basic, and its column.
    mutating func forget(_ symbol: SolverSymbol) {
        rows.removeValue(forKey: symbol)
        removeColumn(symbol)
    }

    /// Where `marker` should enter the basis to remove its constraint. Among restricted rows
    /// that contain it: the least ratio among negative coefficients (the marker enters at a
    /// value ≥ 0), else the least ratio among positive ones (it enters below zero, which does
    /// not matter, as its row is dropped at once); either way every other restricted row
    /// stays feasible. Only if no restricted row has it, a variable's row, which has no sign
    /// to keep. Ties go to the lowest-numbered basic symbol.
    private func markerLeavingRow(for marker: SolverSymbol) -> SolverSymbol? {
        var negative: (symbol: SolverSymbol, ratio: Double)?
        var positive: (symbol: SolverSymbol, ratio: Double)?
        var external: SolverSymbol?
        for (basic, row) in rows {
            let coefficient = row.coefficient(for: marker)
            guard coefficient != 0 else { continue }
            if basic.kind == .external {
                if external.map({ basic < $0 }) ?? true { external = basic }
            } else if coefficient < 0 {
                let ratio = -row.constant / coefficient
                if Self.isBetter(ratio, basic, than: negative) { negative = (basic, ratio) }
            } else {
                let ratio = row.constant / coefficient
                if Self.isBetter(ratio, basic, than: positive) { positive = (basic, ratio) }
            }
        }
        return negative?.symbol ?? positive?.symbol ?? external
    }

    /// The ratio test's comparison: a smaller ratio wins, and within the tolerance a tie goes
    /// to the lower-numbered symbol (Bland's rule).
    private static func isBetter(_ ratio: Double, _ symbol: SolverSymbol,
                                 than best: (symbol: SolverSymbol, ratio: Double)?) -> Bool {
        guard let best else { return true }
        if ratio < best.ratio - SolverTolerance.zero { return true }
        if ratio > best.ratio + SolverTolerance.zero { return false }
        return symbol < best.symbol
    }

    // MARK: - Changing a constant in place

    /// Changes the constant of the constraint marked by `marker` by `delta`, in every row its
    /// equation is part of, and restores feasibility with the dual simplex. Returns false when
    /// that is impossible (only a required constraint can make it so); the tableau is then
    /// left mid-way and the caller must go back to its checkpoint.
    ///
    /// Every row (objective rows too) is the constraints' original equations combined with
    /// some multipliers, and changing one equation's constant by `delta` changes each row's
    /// constant by that equation's multiplier × `delta`. The marker appears in its own equation
    /// only, with coefficient `markerCoefficient` (±1), so the multiplier can be read off the
    /// marker's column: a row holding the marker with coefficient `a` has multiplier
    /// `a × markerCoefficient`; if the marker is basic, its own row has multiplier
    /// `-markerCoefficient` and no other row has any. An objective row also counts the marker
    /// itself when the marker is an error of that level (`errorLevel`), which is taken out.
    /// This is Cassowary's edit-constant update, generalised to any constraint.
    mutating func shiftConstant(marker: SolverSymbol, markerCoefficient: Double,
                                errorLevel: Float?, by delta: Double) -> Bool {
        var dummiesHold = true
        if rows[marker] != nil {
            rows[marker]!.add(-markerCoefficient * delta)
            if marker.kind == .dummy && !SolverTolerance.isZero(rows[marker]!.constant) {
                dummiesHold = false
            }
        } else {
            var index = rows.startIndex
            while index != rows.endIndex {
                let coefficient = rows.values[index].coefficient(for: marker)
                if coefficient != 0 {
                    rows.values[index].add(coefficient * markerCoefficient * delta)
                    if rows.keys[index].kind == .dummy
                        && !SolverTolerance.isZero(rows.values[index].constant) {
                        dummiesHold = false
                    }
                }
                rows.formIndex(after: &index)
            }
        }
        for (index, level) in objective.levels.enumerated() {
            let explicit: Double = level.priority == errorLevel ? 1 : 0
            let multiplier = (level.row.coefficient(for: marker) - explicit) * markerCoefficient
            if multiplier != 0 {
                objective.addConstant(multiplier * delta, atLevel: index)
            }
        }
        // A basic dummy is a required equality implied by others; no pivot can move it.
        return dummiesHold && dualOptimize()
    }

    // MARK: - Simplex

    /// More pivots than one optimisation can need: Bland's rule cannot cycle, and layout
    /// systems take a few pivots per row at most. Reaching it means rounding has made the
    /// tableau lie; stopping with the feasible solution at hand beats hanging the main thread.
    private var pivotLimit: Int { 100 * (rows.count + 100) }

    /// Makes `entering` basic in place of `leaving`, rewriting every other row.
    mutating func pivot(entering: SolverSymbol, leaving: SolverSymbol) {
        guard var row = rows.removeValue(forKey: leaving) else {
            preconditionFailure("pivoting on a symbol that is not basic")
        }
        row.solve(for: entering, replacing: leaving)
        substitute(entering, with: row)
        rows[entering] = row
    }

    /// The primal simplex: pivots until no symbol can lower the objective at any level.
    ///
    /// Anti-cycling: Bland's rule. The entering symbol is the lowest-numbered one with a
    /// negative reduced cost, and among rows tied in the ratio test the lowest-numbered basic
    /// symbol leaves. Degenerate pivots (common in layout: many constraints hold with zero
    /// slack at once) therefore cannot repeat a basis.
    mutating func optimize() {
        var pivots = 0
        while let entering = objective.enteringSymbol() {
            guard pivots < pivotLimit else {
                assertionFailure("the primal simplex did not converge")
                return
            }
            pivots += 1
            var leaving: (symbol: SolverSymbol, ratio: Double)?
            for (basic, row) in rows where basic.isRestricted {
                let coefficient = row.coefficient(for: entering)
                guard coefficient < 0 else { continue }
                let ratio = -row.constant / coefficient
                if Self.isBetter(ratio, basic, than: leaving) { leaving = (basic, ratio) }
            }
            guard let leaving else {
                // Every level is a sum of non-negative errors, so a cost that keeps falling is
                // impossible; stopping is the only safe answer if rounding ever says otherwise.
                assertionFailure("unbounded layout objective")
                return
            }
            pivot(entering: entering, leaving: leaving.symbol)
        }
    }

    /// The dual simplex: after constants changed in an optimal tableau, pivots until every
    /// restricted basic symbol is back at or above zero, keeping the objective optimal.
    /// Returns false when some row can never be made feasible.
    ///
    /// Anti-cycling: Bland's rule for the dual. The lowest-numbered infeasible basic symbol
    /// leaves, and the entering symbol is the one with the least reduced-cost ratio, ties
    /// going to the lowest number.
    mutating func dualOptimize() -> Bool {
        var pivots = 0
        while true {
            var leaving: SolverSymbol?
            for (basic, row) in rows
            where basic.isRestricted && row.constant < -SolverTolerance.zero && (leaving.map { basic < $0 } ?? true) {
                leaving = basic
            }
            guard let leaving else { return true }
            var entering: (symbol: SolverSymbol, coefficient: Double)?
            for cell in rows[leaving]!.cells where cell.coefficient > 0 && cell.symbol.isPivotable {
                if let best = entering,
                   !objective.dualRatio(of: cell.symbol, cell.coefficient, isLessThan: best.symbol, best.coefficient) {
                    continue
                }
                entering = (cell.symbol, cell.coefficient)
            }
            guard let entering else { return false }
            guard pivots < pivotLimit else {
                assertionFailure("the dual simplex did not converge")
                return false
            }
            pivots += 1
            pivot(entering: entering.symbol, leaving: leaving)
        }
    }

    // MARK: - Rewriting columns

    /// Replaces `symbol` by `row` everywhere: in every row and in the objective.
    private mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        var index = rows.startIndex
        while index != rows.endIndex {
            rows.values[index].substitute(symbol, with: row)
            rows.formIndex(after: &index)
        }
        objective.substitute(symbol, with: row)
    }

    /// Deletes a non-basic symbol's column, which fixes it at zero for good.
    private mutating func removeColumn(_ symbol: SolverSymbol) {
        var index = rows.startIndex
        while index != rows.endIndex {
            rows.values[index].remove(symbol)
            rows.formIndex(after: &index)
        }
        objective.remove(symbol)
    }
}
