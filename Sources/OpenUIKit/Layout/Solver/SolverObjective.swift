/// What the simplex minimises: one row per priority level in use, compared lexicographically.
///
/// UIKit satisfies optional constraints strictly by priority. Folding priorities into one
/// number with fixed weights (1, 1000, 10⁶, …) breaks that as soon as enough low-priority
/// errors add up, and it cannot tell 999.5 from 999 apart without huge weights that ruin the
/// arithmetic. So each level keeps its own objective row (the sum of its constraints' errors,
/// each with weight 1, written in non-basic symbols like every other row), and a symbol's
/// reduced cost is the vector of its coefficients in those rows, highest priority first: it
/// is negative when its first coefficient that is not zero is negative. Only the levels in use
/// exist; required constraints have no errors and no level.
///
/// Two extra levels are used for short stretches: `artificialPriority`, above everything, for
/// the feasibility test of a new required constraint, and `probePriority`, below everything,
/// for the ambiguity test.
struct SolverObjective {
    struct Level {
        let priority: Float
        var row: SolverRow
        /// How many constraints (or probes) have errors at this level; it goes when none do.
        var users: Int
    }

    /// The level of the artificial variable while a new required constraint is tested.
    static let artificialPriority = Float.infinity
    /// The level of the ambiguity probe: below every priority a constraint may have.
    static let probePriority: Float = 0

    /// Strictly decreasing priority.
    private(set) var levels: [Level] = []

    func index(of priority: Float) -> Int? {
        levels.firstIndex { $0.priority == priority }
    }

    /// The objective's value at `priority`: the sum of that level's errors in the current solution.
    func value(at priority: Float) -> Double {
        index(of: priority).map { levels[$0].row.constant } ?? 0
    }

    /// Counts one more user of the level, creating it if needed.
    mutating func retain(_ priority: Float) {
        if let index = index(of: priority) {
            levels[index].users += 1
        } else {
            let index = levels.firstIndex { $0.priority < priority } ?? levels.count
            levels.insert(Level(priority: priority, row: SolverRow(), users: 1), at: index)
        }
    }

    /// Counts one user less, and drops the level when it has none (its row is then zero, up
    /// to rounding).
    mutating func release(_ priority: Float) {
        guard let index = index(of: priority) else { return }
        levels[index].users -= 1
        if levels[index].users == 0 {
            levels.remove(at: index)
        }
    }

    mutating func insert(_ symbol: SolverSymbol, coefficient: Double, at priority: Float) {
        guard let index = index(of: priority) else { preconditionFailure("no objective level \(priority)") }
        levels[index].row.insert(symbol, coefficient: coefficient)
    }

    mutating func insert(_ row: SolverRow, times multiplier: Double, at priority: Float) {
        guard let index = index(of: priority) else { preconditionFailure("no objective level \(priority)") }
        levels[index].row.insert(row, times: multiplier)
    }

    mutating func addConstant(_ value: Double, atLevel index: Int) {
        levels[index].row.add(value)
    }

    mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        for index in levels.indices {
            levels[index].row.substitute(symbol, with: row)
        }
    }

    mutating func remove(_ symbol: SolverSymbol) {
        for index in levels.indices {
            levels[index].row.remove(symbol)
        }
    }

    /// Whether `symbol`'s coefficients at every level above `level` are zero.
    private func isFree(_ symbol: SolverSymbol, above level: Int) -> Bool {
        for index in 0..<level where levels[index].row.contains(symbol) {
            return false
        }
        return true
    }

    /// The symbol the primal simplex brings into the basis next, by Bland's rule: the
    /// lowest-numbered pivotable symbol whose reduced cost is (lexicographically) negative;
    /// nil when the solution is optimal at every level.
    func enteringSymbol() -> SolverSymbol? {
        var best: SolverSymbol?
        for (level, entry) in levels.enumerated() {
            for cell in entry.row.cells
            where cell.coefficient < 0 && cell.symbol.isPivotable && (best.map { cell.symbol < $0 } ?? true)
                && isFree(cell.symbol, above: level) {
                best = cell.symbol
            }
        }
        return best
    }

    /// The dual simplex's ratio test: whether entering `a` (with coefficient `aCoefficient` > 0
    /// in the leaving row) costs less than entering `b` — their reduced-cost vectors divided
    /// by their coefficients, compared level by level — with ties going to the lower number,
    /// which is Bland's rule for the dual simplex.
    func dualRatio(of a: SolverSymbol, _ aCoefficient: Double,
                   isLessThan b: SolverSymbol, _ bCoefficient: Double) -> Bool {
        for level in levels {
            let ratioA = level.row.coefficient(for: a) / aCoefficient
            let ratioB = level.row.coefficient(for: b) / bCoefficient
            if ratioA < ratioB - SolverTolerance.zero { return true }
            if ratioA > ratioB + SolverTolerance.zero { return false }
        }
        return a < b
    }
}
