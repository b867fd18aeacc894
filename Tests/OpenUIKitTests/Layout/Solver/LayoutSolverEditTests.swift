import TestSupport
import Testing
@testable import OpenUIKit

@Suite("LayoutSolver: edit variables and constant updates")
struct LayoutSolverEditTests {
    static let tolerance = 1e-6

    /// Two cards side by side in a container whose width is edited (a window being resized),
    /// the first card dragged by its x. Every variable also has a weak anchor at its own,
    /// lowest, level, so the optimum is unique and two solvers must agree on it exactly.
    struct TwoCards {
        let containerWidth = LayoutVariable("container.width")
        let x1 = LayoutVariable("card1.x"), width1 = LayoutVariable("card1.width")
        let x2 = LayoutVariable("card2.x"), width2 = LayoutVariable("card2.width")

        var variables: [LayoutVariable] { [containerWidth, x1, width1, x2, width2] }
        /// The optional priorities in play: the edits', the layout's, the anchors'.
        static let priorities: [Float] = [999, 900, 750, 600, 500, 2, 1.9, 1.8, 1.7, 1.6]

        func constraints() -> [SolverConstraint] {
            var constraints = [
                SolverConstraint(x1, .greaterThanOrEqual, 8),
                SolverConstraint(x2, .greaterThanOrEqual, x1 + width1 + 10),
                SolverConstraint(x2 + width2, .lessThanOrEqual, containerWidth - 8),
                SolverConstraint(width1, .greaterThanOrEqual, 40),
                SolverConstraint(width2, .equal, width1),
                SolverConstraint(width1, .equal, 120, priority: 750),
                SolverConstraint(x2, .equal, x1 + width1 + 20, priority: 500),
                SolverConstraint(containerWidth, .greaterThanOrEqual, 0),
                SolverConstraint(containerWidth, .lessThanOrEqual, 1000),
            ]
            for (index, variable) in variables.enumerated() {
                constraints.append(SolverConstraint(variable, .equal, 0, priority: TwoCards.priorities[5 + index]))
            }
            return constraints
        }
    }

    @Test func suggestionsMatchSolvingFromScratch() throws {
        let cards = TwoCards()
        let constraints = cards.constraints()
        let solver = try SolverTesting.solved(constraints)
        try solver.addEditVariable(cards.containerWidth, priority: 999)
        try solver.addEditVariable(cards.x1, priority: 600)
        var random = SeededRandomNumberGenerator(seed: 0x5EED_ED17)
        // Each edit starts where its variable is.
        var width = cards.containerWidth.value, x = cards.x1.value
        for step in 0..<120 {
            // Mostly small drags, sometimes a jump, sometimes far out of range either way.
            if step % 3 == 0 {
                width = Double(Int.random(in: -50...900, using: &random))
                try solver.suggestValue(width, for: cards.containerWidth)
            } else {
                x = step % 7 == 0 ? Double(Int.random(in: -500...1500, using: &random))
                    : x + Double.random(in: -30...30, using: &random)
                try solver.suggestValue(x, for: cards.x1)
            }
            solver.updateVariables()
            let fresh = try SolverTesting.fresh(cards.variables, constraints + [
                SolverConstraint(cards.containerWidth, .equal, width, priority: 999),
                SolverConstraint(cards.x1, .equal, x, priority: 600),
            ])
            for (variable, expected) in zip(cards.variables, fresh.values) {
                #expect(abs(variable.value - expected) < Self.tolerance,
                        "step \(step): \(variable) is \(variable.value), from scratch \(expected)")
            }
            #expect(SolverTesting.sameViolations(solver, fresh.solver, priorities: TwoCards.priorities,
                                                 tolerance: Self.tolerance), "step \(step)")
        }
    }

    @Test func addingAnEditMovesNothingAndRemovingItKeepsTheRest() throws {
        let cards = TwoCards()
        let constraints = cards.constraints() + [SolverConstraint(cards.containerWidth, .equal, 500, priority: 800)]
        let solver = try SolverTesting.solved(constraints)
        let before = cards.variables.map(\.value)
        try solver.addEditVariable(cards.x1, priority: 700)
        solver.updateVariables()
        #expect(cards.variables.map(\.value) == before)
        #expect(solver.hasEditVariable(cards.x1))

        try solver.suggestValue(100, for: cards.x1)
        solver.updateVariables()
        #expect(abs(cards.x1.value - 100) < Self.tolerance)
        #expect(abs(cards.x2.value - 240) < Self.tolerance)

        try solver.removeEditVariable(cards.x1)
        #expect(!solver.hasEditVariable(cards.x1))
        solver.updateVariables()
        for (variable, value) in zip(cards.variables, before) {
            #expect(abs(variable.value - value) < Self.tolerance, "\(variable)")
        }
    }

    @Test func anEditOnAnUnknownVariableStartsAtItsValue() throws {
        let solver = LayoutSolver()
        let v = LayoutVariable("v")
        v.value = 37
        try solver.addEditVariable(v, priority: 250)
        solver.updateVariables()
        #expect(v.value == 37)
        try solver.suggestValue(-12.5, for: v)
        solver.updateVariables()
        #expect(v.value == -12.5)
        #expect(!solver.isAmbiguous(v))
    }

    @Test func anEditBelowARequiredBoundStopsAtIt() throws {
        let x = LayoutVariable("x")
        let solver = try SolverTesting.solved([
            SolverConstraint(x, .greaterThanOrEqual, 0),
            SolverConstraint(x, .lessThanOrEqual, 300),
        ])
        try solver.addEditVariable(x, priority: 999)
        for (suggestion, expected) in [(150.0, 150.0), (400, 300), (-20, 0), (299.5, 299.5), (1e6, 300)] {
            try solver.suggestValue(suggestion, for: x)
            solver.updateVariables()
            #expect(abs(x.value - expected) < Self.tolerance, "suggested \(suggestion)")
        }
    }

    // MARK: - Constant updates

    @Test func updatingConstantsMatchesRemovingAndAdding() throws {
        let cards = TwoCards()
        let constraints = cards.constraints() + [SolverConstraint(cards.containerWidth, .equal, 400, priority: 900)]
        let incremental = try SolverTesting.solved(constraints)
        var random = SeededRandomNumberGenerator(seed: 0xC0_57A7)
        for step in 0..<150 {
            let constraint = constraints[Int.random(in: 0..<constraints.count, using: &random)]
            let constant = Double(Int.random(in: -300...300, using: &random))
            let previous = constraint.expression.constant
            var refused = false
            do {
                try incremental.updateConstant(of: constraint, to: constant)
            } catch {
                guard case .unsatisfiable(let conflicting) = error else {
                    Issue.record("step \(step): \(error)")
                    continue
                }
                refused = true
                #expect(constraint.isRequired)
                #expect(conflicting.last === constraint)
                #expect(constraint.expression.constant == previous)
            }
            incremental.updateVariables()

            // The same change as remove + add, on a copy of the constraint, in a fresh solver
            // holding the constraints as they now are.
            let copy = SolverConstraint(expression: constraint.expression, relation: constraint.relation,
                                        priority: constraint.priority)
            copy.expression.constant = constant
            let others = constraints.filter { $0 !== constraint }
            if refused {
                #expect(!SolverTesting.hasSolution(others + [copy]), "step \(step)")
            } else {
                let fresh = try SolverTesting.fresh(cards.variables, others + [copy])
                for (variable, expected) in zip(cards.variables, fresh.values) {
                    #expect(abs(variable.value - expected) < Self.tolerance,
                            "step \(step): \(variable) is \(variable.value), from scratch \(expected)")
                }
                #expect(SolverTesting.sameViolations(incremental, fresh.solver, priorities: TwoCards.priorities,
                                                     tolerance: Self.tolerance), "step \(step)")
            }
        }
    }

    @Test func aRequiredConstantThatCannotHoldIsRefusedAndUndone() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        let atMost = SolverConstraint(x, .lessThanOrEqual, 100)
        let atLeast = SolverConstraint(x, .greaterThanOrEqual, 50)
        let twice = SolverConstraint(y, .equal, 2 * x)
        let wish = SolverConstraint(x, .equal, 70, priority: 300)
        let solver = try SolverTesting.solved([atMost, atLeast, twice, wish])
        #expect(x.value == 70 && y.value == 140)

        do {
            try solver.updateConstant(of: atMost, to: -10)
            Issue.record("x <= 10 and x >= 50 were accepted")
        } catch {
            guard case .unsatisfiable(let conflicting) = error else {
                Issue.record("\(error)")
                return
            }
            #expect(SolverTesting.identities(conflicting) == SolverTesting.identities([atLeast, atMost]))
        }
        #expect(atMost.expression.constant == -100)
        solver.updateVariables()
        #expect(x.value == 70 && y.value == 140)

        try solver.updateConstant(of: atMost, to: -60)
        solver.updateVariables()
        #expect(abs(x.value - 60) < Self.tolerance && abs(y.value - 120) < Self.tolerance)

        // Two equal required equalities: changing one alone contradicts the other (and
        // only the other: y == 100 means x == 50, which x's bounds allow).
        let pinA = SolverConstraint(y, .equal, 120), pinB = SolverConstraint(y, .equal, 120)
        try solver.add(pinA)
        try solver.add(pinB)
        do {
            try solver.updateConstant(of: pinB, to: -100)
            Issue.record("y == 120 and y == 100 were accepted")
        } catch {
            if case .unsatisfiable(let conflicting) = error {
                #expect(SolverTesting.identities(conflicting) == SolverTesting.identities([pinA, pinB]))
            } else {
                Issue.record("\(error)")
            }
        }
        try solver.remove(pinA)
        try solver.updateConstant(of: pinB, to: -100)
        solver.updateVariables()
        #expect(abs(x.value - 50) < Self.tolerance && abs(y.value - 100) < Self.tolerance)
    }
}
