/// A sparse linear form, `constant + Σ coefficient × symbol`.
///
/// In the tableau a row is filed under its basic symbol and reads `basic = constant + Σ …`,
/// the sum running over non-basic symbols only. A row being built for a new constraint, before
/// it has a basic symbol, reads `0 = constant + Σ …`.
///
/// The cells are an array sorted by symbol number, not a dictionary: rows are short (a
/// handful to a few dozen cells), and the simplex spends its time adding a multiple of one
/// row to another, which on sorted arrays is one merge with no hashing at all; looking a
/// symbol up is a binary search. (With dictionaries, hashing was most of a pivot's cost.)
///
/// Cells whose coefficient falls within `SolverTolerance.zero` of zero are dropped as they
/// appear, so rounding never leaves a symbol hanging in a row with a coefficient of 1e-17.
struct SolverRow {
    struct Cell {
        let symbol: SolverSymbol
        var coefficient: Double
    }

    private(set) var constant: Double
    /// Sorted by symbol, no coefficient (near) zero.
    private(set) var cells: [Cell] = []

    init(constant: Double = 0) {
        self.constant = constant
    }

    /// No symbols, only a constant.
    var isConstant: Bool { cells.isEmpty }

    /// The coefficient of `symbol`, 0 if the row does not contain it.
    func coefficient(for symbol: SolverSymbol) -> Double {
        let index = position(of: symbol)
        return index < cells.count && cells[index].symbol == symbol ? cells[index].coefficient : 0
    }

    func contains(_ symbol: SolverSymbol) -> Bool {
        let index = position(of: symbol)
        return index < cells.count && cells[index].symbol == symbol
    }

    mutating func add(_ value: Double) {
        constant += value
    }

    /// Adds `coefficient × symbol`, dropping the cell if the sum is (near) zero.
    mutating func insert(_ symbol: SolverSymbol, coefficient: Double) {
        let index = position(of: symbol)
        if index < cells.count && cells[index].symbol == symbol {
            let sum = cells[index].coefficient + coefficient
            if SolverTolerance.isZero(sum) {
                cells.remove(at: index)
            } else {
                cells[index].coefficient = sum
            }
        } else if !SolverTolerance.isZero(coefficient) {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: index)
        }
    }

    /// Adds `multiplier × row`: one merge of the two sorted cell arrays.
    mutating func insert(_ row: SolverRow, times multiplier: Double) {
        constant += row.constant * multiplier
        if row.cells.isEmpty { return }
        var merged: [Cell] = []
        merged.reserveCapacity(cells.count + row.cells.count)
        var mine = 0, theirs = 0
        while mine < cells.count || theirs < row.cells.count {
            if theirs == row.cells.count
                || (mine < cells.count && cells[mine].symbol < row.cells[theirs].symbol) {
                merged.append(cells[mine])
                mine += 1
            } else {
                let added = row.cells[theirs].coefficient * multiplier
                var sum = added
                if mine < cells.count && cells[mine].symbol == row.cells[theirs].symbol {
                    sum += cells[mine].coefficient
                    mine += 1
                }
                if !SolverTolerance.isZero(sum) {
                    merged.append(Cell(symbol: row.cells[theirs].symbol, coefficient: sum))
                }
                theirs += 1
            }
        }
        cells = merged
    }

    mutating func remove(_ symbol: SolverSymbol) {
        let index = position(of: symbol)
        if index < cells.count && cells[index].symbol == symbol {
            cells.remove(at: index)
        }
    }

    mutating func negate() {
        scale(by: -1)
    }

    /// Reads a row `0 = c + a·symbol + rest` as `symbol = -c/a - rest/a`.
    mutating func solve(for symbol: SolverSymbol) {
        let index = position(of: symbol)
        guard index < cells.count && cells[index].symbol == symbol else {
            preconditionFailure("solving a row for a symbol it does not contain")
        }
        let coefficient = cells.remove(at: index).coefficient
        scale(by: -1 / coefficient)
    }

    /// Reads a row `lhs = …` that contains `rhs` as `rhs = …` (a pivot on one row).
    mutating func solve(for rhs: SolverSymbol, replacing lhs: SolverSymbol) {
        insert(lhs, coefficient: -1)
        solve(for: rhs)
    }

    /// Replaces `symbol`, if present, by `row` (what `symbol` equals).
    mutating func substitute(_ symbol: SolverSymbol, with row: SolverRow) {
        let index = position(of: symbol)
        guard index < cells.count && cells[index].symbol == symbol else { return }
        let coefficient = cells.remove(at: index).coefficient
        insert(row, times: coefficient)
    }

    /// Where `symbol` is, or would go: the first cell whose symbol is not below it.
    private func position(of symbol: SolverSymbol) -> Int {
        var low = 0, high = cells.count
        while low < high {
            let middle = (low + high) / 2
            if cells[middle].symbol < symbol {
                low = middle + 1
            } else {
                high = middle
            }
        }
        return low
    }

    private mutating func scale(by factor: Double) {
        constant *= factor
        for index in cells.indices {
            cells[index].coefficient *= factor
        }
        // Only a large pivot coefficient (|factor| < 1) can shrink a cell below the threshold.
        if abs(factor) < 1 {
            cells.removeAll { SolverTolerance.isZero($0.coefficient) }
        }
    }
}
