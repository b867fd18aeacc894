/// A sparse linear form, `constant + Σ coefficient × symbol`.
///
/// In the tableau a row is filed under its basic symbol and reads `basic = constant + Σ …`,
/// the sum running over non-basic symbols only. A row being built for a new constraint, before
/// it has a basic symbol, reads `0 = constant + Σ …`.
///
/// Cells whose coefficient falls within `SolverTolerance.zero` of zero are dropped as they
/// appear, so rounding never leaves a symbol hanging in a row with a coefficient of 1e-17.
struct SolverRow {
    private(set) var constant: Double
    private(set) var cells: [SolverSymbol: Double] = [:]

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// No symbols, only a constant.
    var isConstant: Bool { cells.isEmpty }

    func coefficient(for symbol: SolverSymbol) -> Double {
        cells[symbol] ?? 0
    }

    mutating func add(_ value: Double) {
        constant += value
    }

    /// Adds `coefficient × symbol`, dropping the cell if the sum is (near) zero.
    mutating func insert(_ symbol: SolverSymbol, coefficient: Double) {
        if let index = cells.index(forKey: symbol) {
            let sum = cells.values[index] + coefficient
            if SolverTolerance.isZero(sum) {
                cells.remove(at: index)
            } else {
                cells.values[index] = sum
            }
        } else if !SolverTolerance.isZero(coefficient) {
            cells[symbol] = coefficient
        }
    }

    /// Adds `multiplier × row`.
    mutating func insert(_ row: SolverRow, times multiplier: Double) {
        constant += row.constant * multiplier
        for (symbol, coefficient) in row.cells {
            insert(symbol, coefficient: coefficient * multiplier)
        }
    }

    mutating func remove(_ symbol: SolverSymbol) {
        cells.removeValue(forKey: symbol)
    }

    mutating func negate() {
        scale(by: -1)
    }

    /// Reads a row `0 = c + a·symbol + rest` as `symbol = -c/a - rest/a`.
    mutating func solve(for symbol: SolverSymbol) {
        guard let coefficient = cells.removeValue(forKey: symbol) else {
            preconditionFailure("solving a row for a symbol it does not contain")
        }
        scale(by: -1 / coefficient)
    }

    /// Reads a row `lhs = …` that contains `rhs` as `rhs = …` (a pivot on one row).
    mutating func solve(for rhs: SolverSymbol, replacing lhs: SolverSymbol) {
        insert(lhs, coefficient: -1)
        solve(for: rhs)
    }

    /// Replaces `symbol`, if present, by `row` (what `symbol` equals). Returns whether it was present.
    @discardableResult
    mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) -> Bool {
        guard let coefficient = cells.removeValue(forKey: symbol) else { return false }
        insert(row, times: coefficient)
        return true
    }

    private mutating func scale(by factor: Double) {
        constant *= factor
        var shrunk = false
        var index = cells.startIndex
        while index != cells.endIndex {
            cells.values[index] *= factor
            shrunk = shrunk || SolverTolerance.isZero(cells.values[index])
            cells.formIndex(after: &index)
        }
        // Only a large pivot coefficient (|factor| < 1) can shrink a cell below the threshold.
        if shrunk {
            cells = cells.filter { !SolverTolerance.isZero($0.value) }
        }
    }
}
