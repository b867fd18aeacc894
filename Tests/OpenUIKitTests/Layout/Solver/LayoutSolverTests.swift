import Testing
@testable import OpenUIKit

@Suite("LayoutSolver: known systems, priorities, relations")
struct LayoutSolverTests {
    /// Exact layouts below have answers with few binary digits; anything further off is a bug.
    static let exact = 1e-9

    // MARK: - Known systems

    @Test func centredBoxWithAspectRatioAndMargins() throws {
        // A 2:1 box centred in 300 × 200, 10 pt from every edge it reaches, as wide as it can be.
        let left = LayoutVariable("left"), top = LayoutVariable("top")
        let width = LayoutVariable("width"), height = LayoutVariable("height")
        _ = try SolverTesting.solved([
            SolverConstraint(width, .equal, 2 * height),
            SolverConstraint(left, .greaterThanOrEqual, 10),
            SolverConstraint(left + width, .lessThanOrEqual, 290),
            SolverConstraint(top, .greaterThanOrEqual, 10),
            SolverConstraint(top + height, .lessThanOrEqual, 190),
            SolverConstraint(left + 0.5 * width, .equal, 150),
            SolverConstraint(top + 0.5 * height, .equal, 100),
            SolverConstraint(width, .equal, 1000, priority: 500),
        ])
        #expect(abs(width.value - 280) < Self.exact)
        #expect(abs(height.value - 140) < Self.exact)
        #expect(abs(left.value - 10) < Self.exact)
        #expect(abs(top.value - 30) < Self.exact)
    }

    @Test func playingCardFillsTheHeightOfItsArea() throws {
        // PlayingCard's card: centred in a 1024 × 700 area, 5:8, inside 16 pt margins, and as
        // wide as the area at 750, which only the height can stop.
        let areaX = LayoutVariable("area.x"), areaY = LayoutVariable("area.y")
        let areaWidth = LayoutVariable("area.width"), areaHeight = LayoutVariable("area.height")
        let x = LayoutVariable("card.x"), y = LayoutVariable("card.y")
        let width = LayoutVariable("card.width"), height = LayoutVariable("card.height")
        let solver = try SolverTesting.solved([
            SolverConstraint(areaX, .equal, 0),
            SolverConstraint(areaY, .equal, 0),
            SolverConstraint(areaWidth, .equal, 1024),
            SolverConstraint(areaHeight, .equal, 700),
            SolverConstraint(8 * width, .equal, 5 * height),
            SolverConstraint(x, .greaterThanOrEqual, areaX + 16),
            SolverConstraint(x + width, .lessThanOrEqual, areaX + areaWidth - 16),
            SolverConstraint(y, .greaterThanOrEqual, areaY + 16),
            SolverConstraint(y + height, .lessThanOrEqual, areaY + areaHeight - 16),
            SolverConstraint(x + 0.5 * width, .equal, areaX + 0.5 * areaWidth),
            SolverConstraint(y + 0.5 * height, .equal, areaY + 0.5 * areaHeight),
            SolverConstraint(width, .equal, areaWidth, priority: 750),
        ])
        #expect(abs(height.value - 668) < Self.exact)
        #expect(abs(width.value - 417.5) < Self.exact)
        #expect(abs(x.value - 303.25) < Self.exact)
        #expect(abs(y.value - 16) < Self.exact)
        #expect(abs(solver.violation(atPriority: 750) - (1024 - 417.5)) < Self.exact)
        for variable in [x, y, width, height] {
            #expect(!solver.isAmbiguous(variable), "\(variable)")
        }
    }

    // MARK: - Priorities

    @Test func oneConstraintAtAHigherPriorityBeatsAThousandBelowIt() throws {
        let x = LayoutVariable("x")
        let solver = LayoutSolver()
        try solver.add(SolverConstraint(x, .equal, 0, priority: 751))
        for _ in 0..<1000 {
            try solver.add(SolverConstraint(x, .equal, 10, priority: 750))
        }
        solver.updateVariables()
        #expect(abs(x.value) < Self.exact)
        #expect(abs(solver.violation(atPriority: 750) - 10_000) < 1e-6)
        #expect(abs(solver.violation(atPriority: 751)) < Self.exact)
    }

    @Test func aThousandBelowLoseInEitherOrderOfAddition() throws {
        let x = LayoutVariable("x")
        let solver = LayoutSolver()
        for _ in 0..<1000 {
            try solver.add(SolverConstraint(x, .greaterThanOrEqual, 10, priority: 750))
        }
        solver.updateVariables()
        #expect(abs(x.value - 10) < Self.exact)
        try solver.add(SolverConstraint(x, .lessThanOrEqual, 0, priority: 751))
        solver.updateVariables()
        #expect(abs(x.value) < Self.exact)
    }

    @Test func fractionalPrioritiesAreOrdered() throws {
        let x = LayoutVariable("x")
        _ = try SolverTesting.solved([
            SolverConstraint(x, .equal, 10, priority: 999),
            SolverConstraint(x, .equal, 10, priority: 999),
            SolverConstraint(x, .equal, 10, priority: 999),
            SolverConstraint(x, .equal, 0, priority: 999.5),
        ])
        #expect(abs(x.value) < Self.exact)

        let y = LayoutVariable("y")
        _ = try SolverTesting.solved([
            SolverConstraint(y, .equal, 0, priority: 999),
            SolverConstraint(y, .equal, 10, priority: 999.5),
        ])
        #expect(abs(y.value - 10) < Self.exact)

        let z = LayoutVariable("z")
        _ = try SolverTesting.solved([
            SolverConstraint(z, .equal, 5, priority: 0.5),
            SolverConstraint(z, .equal, 7, priority: 0.25),
        ])
        #expect(abs(z.value - 5) < Self.exact)
    }

    @Test func violationsWithinOneLevelAddUp() throws {
        // Two constraints pulling towards 0 outweigh one pulling towards 10 at the same priority.
        let x = LayoutVariable("x")
        _ = try SolverTesting.solved([
            SolverConstraint(x, .equal, 0, priority: 500),
            SolverConstraint(x, .equal, 0, priority: 500),
            SolverConstraint(x, .equal, 10, priority: 500),
        ])
        #expect(abs(x.value) < Self.exact)

        // Costs are linear, not squared: 2x >= 10 costs 2 a point of x below 5, x <= 0
        // costs 1 a point above 0, so x goes all the way to 5.
        let y = LayoutVariable("y")
        _ = try SolverTesting.solved([
            SolverConstraint(2 * y, .greaterThanOrEqual, 10, priority: 500),
            SolverConstraint(y, .lessThanOrEqual, 0, priority: 500),
        ])
        #expect(abs(y.value - 5) < Self.exact)
    }

    // MARK: - Relations and coefficients

    @Test func inequalitiesClampAnOptionalWish() throws {
        let x = LayoutVariable("x")
        _ = try SolverTesting.solved([
            SolverConstraint(x, .greaterThanOrEqual, 10),
            SolverConstraint(x, .lessThanOrEqual, 20),
            SolverConstraint(x, .equal, 50, priority: 500),
        ])
        #expect(abs(x.value - 20) < Self.exact)

        let y = LayoutVariable("y")
        _ = try SolverTesting.solved([
            SolverConstraint(y, .greaterThanOrEqual, 10),
            SolverConstraint(y, .lessThanOrEqual, 20),
            SolverConstraint(y, .equal, -50, priority: 500),
        ])
        #expect(abs(y.value - 10) < Self.exact)
    }

    @Test func multipliersAndNegativeCoefficients() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        _ = try SolverTesting.solved([
            SolverConstraint(2 * x + 3 * y, .equal, 30),
            SolverConstraint(x, .equal, y),
        ])
        #expect(abs(x.value - 6) < Self.exact)
        #expect(abs(y.value - 6) < Self.exact)

        // 2b - a >= 4 with b = 5 caps a at 6; a wants 100.
        let a = LayoutVariable("a"), b = LayoutVariable("b")
        _ = try SolverTesting.solved([
            SolverConstraint(-a + 2 * b, .greaterThanOrEqual, 4),
            SolverConstraint(b, .equal, 5),
            SolverConstraint(a, .equal, 100, priority: 250),
        ])
        #expect(abs(a.value - 6) < Self.exact)

        // A variable written twice counts once with the summed coefficient: 3c - c == 8.
        let c = LayoutVariable("c")
        _ = try SolverTesting.solved([
            SolverConstraint(expression: LayoutExpression(terms: [
                LayoutTerm(variable: c, coefficient: 3), LayoutTerm(variable: c, coefficient: -1),
            ], constant: -8), relation: .equal),
        ])
        #expect(abs(c.value - 4) < Self.exact)
    }

    @Test func constraintsWithoutVariables() throws {
        let solver = LayoutSolver()
        try solver.add(SolverConstraint(0, .lessThanOrEqual, 5))
        try solver.add(SolverConstraint(3, .equal, 3))
        try solver.add(SolverConstraint(0, .greaterThanOrEqual, 5, priority: 10))
        #expect(abs(solver.violation(atPriority: 10) - 5) < Self.exact)
        let impossible = SolverConstraint(0, .greaterThanOrEqual, 5)
        let conflict = SolverTesting.conflict(adding: impossible, to: solver)
        #expect(conflict.map(SolverTesting.identities) == [ObjectIdentifier(impossible)])
    }

    // MARK: - Removing

    @Test func removingAConstraintRestoresTheEarlierSolution() throws {
        let x = LayoutVariable("x"), width = LayoutVariable("width")
        let solver = try SolverTesting.solved([
            SolverConstraint(x, .greaterThanOrEqual, 0),
            SolverConstraint(x + width, .lessThanOrEqual, 400),
            SolverConstraint(width, .equal, 150, priority: 750),
            SolverConstraint(x, .equal, 100, priority: 500),
        ])
        #expect(abs(x.value - 100) < Self.exact && abs(width.value - 150) < Self.exact)

        let before = [x.value, width.value]
        let wider = SolverConstraint(width, .equal, 380, priority: 800)
        try solver.add(wider)
        solver.updateVariables()
        #expect(abs(width.value - 380) < Self.exact && abs(x.value - 20) < Self.exact)
        try solver.remove(wider)
        solver.updateVariables()
        #expect(abs(x.value - before[0]) < Self.exact && abs(width.value - before[1]) < Self.exact)

        let pinned = SolverConstraint(x, .equal, 300)
        try solver.add(pinned)
        solver.updateVariables()
        #expect(abs(x.value - 300) < Self.exact && abs(width.value - 100) < Self.exact)
        try solver.remove(pinned)
        solver.updateVariables()
        #expect(abs(x.value - before[0]) < Self.exact && abs(width.value - before[1]) < Self.exact)
        #expect(solver.constraintCount == 4)
    }

    @Test func aVariableNoLongerMentionedKeepsItsLastValue() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        let pinX = SolverConstraint(x, .equal, 42)
        let solver = try SolverTesting.solved([pinX, SolverConstraint(y, .equal, 7)])
        #expect(solver.variableCount == 2)
        try solver.remove(pinX)
        solver.updateVariables()
        #expect(solver.variableCount == 1)
        #expect(x.value == 42)
        #expect(y.value == 7)
        try solver.add(SolverConstraint(x, .equal, y + 1))
        solver.updateVariables()
        #expect(abs(x.value - 8) < Self.exact)
    }

    @Test func removingEverythingInAnyOrderLeavesAnEmptyTableau() throws {
        let a = LayoutVariable("a"), b = LayoutVariable("b"), c = LayoutVariable("c")
        let constraints = [
            SolverConstraint(a, .equal, 10),
            SolverConstraint(a, .equal, 10),
            SolverConstraint(b, .greaterThanOrEqual, a + 5),
            SolverConstraint(c, .lessThanOrEqual, b),
            SolverConstraint(c, .equal, 100, priority: 300),
            SolverConstraint(b, .equal, 20, priority: 600),
            SolverConstraint(a + b + c, .lessThanOrEqual, 1000),
        ]
        for order in [[0, 1, 2, 3, 4, 5, 6], [6, 5, 4, 3, 2, 1, 0], [1, 3, 5, 0, 2, 4, 6], [4, 0, 6, 2, 5, 1, 3]] {
            let solver = try SolverTesting.solved(constraints)
            for index in order {
                try solver.remove(constraints[index])
            }
            #expect(solver.constraintCount == 0 && solver.variableCount == 0)
            for constraint in constraints {
                #expect(!solver.contains(constraint))
            }
            // The same constraints can go straight back in.
            let again = try SolverTesting.solved(constraints)
            #expect(abs(a.value - 10) < Self.exact && abs(b.value - 20) < Self.exact && abs(c.value - 20) < Self.exact)
            _ = again
        }
    }

    // MARK: - Refusals

    @Test func refusalsChangeNothing() throws {
        let x = LayoutVariable("x")
        let pin = SolverConstraint(x, .equal, 5)
        let solver = try SolverTesting.solved([pin])

        #expect(isError(.duplicateConstraint) { try solver.add(pin) })
        #expect(isError(.unknownConstraint) { try solver.remove(SolverConstraint(x, .equal, 1)) })
        for priority: Float in [0, -1, 1000.5, .nan, .infinity] {
            #expect(isError(.badPriority) { try solver.add(SolverConstraint(x, .equal, 1, priority: priority)) },
                    "\(priority)")
        }
        #expect(isError(.nonFinite) { try solver.add(SolverConstraint(x * .nan, .equal, 1)) })
        #expect(isError(.nonFinite) { try solver.add(SolverConstraint(x, .equal, Double.infinity)) })
        #expect(isError(.unknownEditVariable) { try solver.suggestValue(1, for: x) })
        #expect(isError(.unknownEditVariable) { try solver.removeEditVariable(x) })
        #expect(isError(.badPriority) { try solver.addEditVariable(x, priority: 1000) })
        try solver.addEditVariable(x, priority: 500)
        #expect(isError(.duplicateEditVariable) { try solver.addEditVariable(x, priority: 400) })
        #expect(isError(.nonFinite) { try solver.suggestValue(.nan, for: x) })
        #expect(isError(.unknownConstraint) { try solver.updateConstant(of: SolverConstraint(x, .equal, 1), to: 2) })
        #expect(isError(.nonFinite) { try solver.updateConstant(of: pin, to: -.infinity) })

        solver.updateVariables()
        #expect(x.value == 5)
        #expect(solver.constraintCount == 2)
        #expect(pin.expression.constant == -5)
    }

    @Test func resetForgetsEverything() throws {
        let x = LayoutVariable("x")
        let pin = SolverConstraint(x, .equal, 5)
        let solver = try SolverTesting.solved([pin])
        try solver.addEditVariable(x, priority: 100)
        solver.reset()
        #expect(!solver.contains(pin) && !solver.hasEditVariable(x))
        #expect(solver.constraintCount == 0 && solver.variableCount == 0)
        #expect(x.value == 5)
        try solver.add(pin)
        try solver.add(SolverConstraint(x, .equal, 6, priority: 999))
        solver.updateVariables()
        #expect(x.value == 5)
    }

    // MARK: - Expressions

    @Test func expressionArithmetic() {
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        let e = 2 * x - (y + 3) * 0.5 + 10 - x / 4
        #expect(e.terms.map(\.coefficient) == [2, -0.5, -0.25])
        #expect(e.terms.map { ObjectIdentifier($0.variable) } == [x, y, x].map(ObjectIdentifier.init))
        #expect(e.constant == 8.5)
        let f = 1 - (-x + y - 4)
        #expect(f.terms.map(\.coefficient) == [1, -1])
        #expect(f.constant == 5)
        let c = SolverConstraint(x, .lessThanOrEqual, y * 2 + 1, priority: 250)
        #expect(c.expression.terms.map(\.coefficient) == [1, -2])
        #expect(c.expression.constant == -1)
        #expect(c.relation == .lessThanOrEqual && c.priority == 250 && !c.isRequired)
        #expect(SolverConstraint(x, .equal, 3).isRequired)
    }

    private func isError(_ expected: LayoutSolverError, _ body: () throws -> Void) -> Bool {
        do {
            try body()
            return false
        } catch {
            guard let error = error as? LayoutSolverError else { return false }
            switch (error, expected) {
            case (.duplicateConstraint, .duplicateConstraint), (.unknownConstraint, .unknownConstraint),
                 (.duplicateEditVariable, .duplicateEditVariable), (.unknownEditVariable, .unknownEditVariable),
                 (.badPriority, .badPriority), (.nonFinite, .nonFinite):
                return true
            default:
                return false
            }
        }
    }
}
