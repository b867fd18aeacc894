import Testing
@testable import OpenUIKit

@Suite("LayoutSolver: conflicts and ambiguity")
struct LayoutSolverConflictTests {
    // MARK: - Conflicts

    @Test func twoWidthsConflictAndAnUnrelatedConstraintIsNotListed() throws {
        let width = LayoutVariable("width"), height = LayoutVariable("height")
        let unrelated = SolverConstraint(height, .equal, 50)
        let hundred = SolverConstraint(width, .equal, 100)
        let wish = SolverConstraint(width, .equal, 150, priority: 750)
        let solver = try SolverTesting.solved([unrelated, hundred, wish])
        let twoHundred = SolverConstraint(width, .equal, 200)
        let conflict = try #require(SolverTesting.conflict(adding: twoHundred, to: solver))
        #expect(SolverTesting.identities(conflict) == SolverTesting.identities([hundred, twoHundred]))
        #expect(!solver.contains(twoHundred))
        solver.updateVariables()
        #expect(width.value == 100 && height.value == 50)
    }

    @Test func aCycleOfInequalitiesIsListedWhole() throws {
        // a ≥ b + 10, b ≥ c + 10, then c ≥ a - 5: each alone is fine, all three are not. The
        // other constraints touch the same variables but take no part.
        let a = LayoutVariable("a"), b = LayoutVariable("b"), c = LayoutVariable("c"), d = LayoutVariable("d")
        let ab = SolverConstraint(a, .greaterThanOrEqual, b + 10)
        let bc = SolverConstraint(b, .greaterThanOrEqual, c + 10)
        let bystanders = [
            SolverConstraint(a, .lessThanOrEqual, 1000),
            SolverConstraint(d, .equal, a + b),
            SolverConstraint(c, .greaterThanOrEqual, -1000),
            SolverConstraint(a, .greaterThanOrEqual, c),
        ]
        let solver = try SolverTesting.solved([bystanders[0], ab, bystanders[1], bc, bystanders[2], bystanders[3]])
        let ca = SolverConstraint(c, .greaterThanOrEqual, a - 5)
        let conflict = try #require(SolverTesting.conflict(adding: ca, to: solver))
        #expect(SolverTesting.identities(conflict) == SolverTesting.identities([ab, bc, ca]))
    }

    @Test func aConflictThroughAChainNamesOnlyTheChain() throws {
        // The card is 5:8 and at most 700 tall, so at most 437.5 wide: asking for 500 fails
        // because of exactly those two, not the margins or the centring.
        let width = LayoutVariable("width"), height = LayoutVariable("height"), x = LayoutVariable("x")
        let ratio = SolverConstraint(8 * width, .equal, 5 * height)
        let tallest = SolverConstraint(height, .lessThanOrEqual, 700)
        let others = [
            SolverConstraint(x, .greaterThanOrEqual, 16),
            SolverConstraint(x + width, .lessThanOrEqual, 1008),
            SolverConstraint(x + 0.5 * width, .equal, 512),
            SolverConstraint(height, .greaterThanOrEqual, 0),
        ]
        let solver = try SolverTesting.solved(others + [ratio, tallest])
        let wide = SolverConstraint(width, .greaterThanOrEqual, 500)
        let conflict = try #require(SolverTesting.conflict(adding: wide, to: solver))
        #expect(SolverTesting.identities(conflict) == SolverTesting.identities([ratio, tallest, wide]))
    }

    @Test func optionalConstraintsAreNeverPartOfAConflict() throws {
        let x = LayoutVariable("x")
        let five = SolverConstraint(x, .equal, 5)
        let solver = try SolverTesting.solved([
            SolverConstraint(x, .equal, 10, priority: 999),
            five,
            SolverConstraint(x, .greaterThanOrEqual, 100, priority: 10),
        ])
        let six = SolverConstraint(x, .equal, 6)
        let conflict = try #require(SolverTesting.conflict(adding: six, to: solver))
        #expect(SolverTesting.identities(conflict) == SolverTesting.identities([five, six]))
    }

    @Test func aRedundantEqualityIsAcceptedAndAContradictingOneIsNot() throws {
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        let sum = SolverConstraint(x + y, .equal, 10)
        let difference = SolverConstraint(x - y, .equal, 2)
        let solver = try SolverTesting.solved([sum, difference])
        // Implied by the two: accepted, and it changes nothing.
        let implied = SolverConstraint(2 * x, .equal, 12)
        try solver.add(implied)
        solver.updateVariables()
        #expect(abs(x.value - 6) < 1e-9 && abs(y.value - 4) < 1e-9)
        // Contradicting their combination: any two of the three equalities with it are a
        // conflict, and one such trio is named, each member needed.
        let contradiction = SolverConstraint(y, .equal, 5)
        let conflict = try #require(SolverTesting.conflict(adding: contradiction, to: solver))
        #expect(conflict.last === contradiction)
        #expect(conflict.count == 3)
        #expect(!SolverTesting.hasSolution(conflict))
        for index in conflict.indices.dropLast() {
            var smaller = conflict
            smaller.remove(at: index)
            #expect(SolverTesting.hasSolution(smaller))
        }
        // Removing the implied equality leaves the other two in charge.
        try solver.remove(implied)
        try solver.remove(sum)
        try solver.add(SolverConstraint(y, .equal, 5))
        solver.updateVariables()
        #expect(abs(x.value - 7) < 1e-9 && abs(y.value - 5) < 1e-9)
    }

    @Test func theDeletionFilterKeepsOnlyWhatTheConflictNeeds() {
        // Handed more than the conflict needs (an unrelated constraint, one implied by the
        // others, a duplicate), the filter keeps one irreducible set, in the given order.
        let x = LayoutVariable("x"), y = LayoutVariable("y")
        let atMostTen = SolverConstraint(x, .lessThanOrEqual, 10)
        let duplicate = SolverConstraint(x, .lessThanOrEqual, 10)
        let unrelated = SolverConstraint(y, .equal, 3)
        let looser = SolverConstraint(x, .lessThanOrEqual, 15)
        let atLeastTwenty = SolverConstraint(x, .greaterThanOrEqual, 20)
        let kept = LayoutSolver.irreducibleConflict([unrelated, atMostTen, looser, duplicate], adding: atLeastTwenty)
        #expect(SolverTesting.identities(kept) == SolverTesting.identities([duplicate, atLeastTwenty]))
    }

    @Test func aFailedAdditionLeavesTheSolverAsItWas() throws {
        // Two solvers given the same constraints, one of them also refusing a conflicting
        // one in between, must go on to give bit-for-bit the same answers.
        let x = LayoutVariable("x"), y = LayoutVariable("y"), z = LayoutVariable("z")
        func build() throws -> LayoutSolver {
            try SolverTesting.solved([
                SolverConstraint(x, .greaterThanOrEqual, 0),
                SolverConstraint(y, .greaterThanOrEqual, x + 10),
                SolverConstraint(z, .lessThanOrEqual, 100),
                SolverConstraint(y, .lessThanOrEqual, z),
                SolverConstraint(x + y + z, .equal, 150, priority: 500),
            ])
        }
        let plain = try build()
        let refusing = try build()
        #expect(SolverTesting.conflict(adding: SolverConstraint(x, .greaterThanOrEqual, 95), to: refusing) != nil)
        let more = [SolverConstraint(x, .equal, 20, priority: 400), SolverConstraint(z - y, .equal, 5, priority: 300)]
        for solver in [plain, refusing] {
            for constraint in more {
                try solver.add(constraint)
            }
        }
        plain.updateVariables()
        let expected = [x.value, y.value, z.value]
        refusing.updateVariables()
        #expect([x.value, y.value, z.value] == expected)
        #expect(refusing.constraintCount == plain.constraintCount)
    }

    // MARK: - Ambiguity

    @Test func ambiguity() throws {
        let solver = LayoutSolver()
        let free = LayoutVariable("free"), partner = LayoutVariable("partner")
        try solver.add(SolverConstraint(free + partner, .equal, 100))
        #expect(solver.isAmbiguous(free))
        #expect(solver.isAmbiguous(partner))

        let pinned = LayoutVariable("pinned")
        try solver.add(SolverConstraint(pinned, .equal, 10))
        #expect(!solver.isAmbiguous(pinned))

        let bounded = LayoutVariable("bounded")
        try solver.add(SolverConstraint(bounded, .greaterThanOrEqual, 10))
        #expect(solver.isAmbiguous(bounded))
        let above = LayoutVariable("above")
        try solver.add(SolverConstraint(above, .lessThanOrEqual, -3))
        #expect(solver.isAmbiguous(above))

        let squeezed = LayoutVariable("squeezed")
        try solver.add(SolverConstraint(squeezed, .greaterThanOrEqual, 10))
        try solver.add(SolverConstraint(squeezed, .lessThanOrEqual, 10))
        #expect(!solver.isAmbiguous(squeezed))

        let wished = LayoutVariable("wished")
        try solver.add(SolverConstraint(wished, .equal, 10, priority: 250))
        #expect(!solver.isAmbiguous(wished))

        // Pulled equally hard two ways, anything in between is as good.
        let torn = LayoutVariable("torn")
        try solver.add(SolverConstraint(torn, .equal, 10, priority: 500))
        try solver.add(SolverConstraint(torn, .equal, 20, priority: 500))
        #expect(solver.isAmbiguous(torn))
        // A tie broken lower down is no longer ambiguous.
        try solver.add(SolverConstraint(torn, .equal, 0, priority: 1))
        #expect(!solver.isAmbiguous(torn))

        // Fixing the partner fixes the free one too.
        try solver.add(SolverConstraint(partner, .equal, 30, priority: 100))
        #expect(!solver.isAmbiguous(free))

        #expect(solver.isAmbiguous(LayoutVariable("unknown")))
    }

    @Test func askingAboutAmbiguityDisturbsNothing() throws {
        let a = LayoutVariable("a"), b = LayoutVariable("b"), c = LayoutVariable("c")
        let solver = try SolverTesting.solved([
            SolverConstraint(a + b, .equal, 100),
            SolverConstraint(b, .greaterThanOrEqual, c),
            SolverConstraint(c, .equal, 20, priority: 600),
        ])
        let before = [a.value, b.value, c.value]
        for variable in [a, b, c, a, c, b] {
            _ = solver.isAmbiguous(variable)
        }
        solver.updateVariables()
        #expect([a.value, b.value, c.value] == before)
        #expect(solver.violation(atPriority: 0) == 0)
        try solver.addEditVariable(c, priority: 700)
        try solver.suggestValue(30, for: c)
        solver.updateVariables()
        #expect(abs(c.value - 30) < 1e-9 && b.value >= 30 - 1e-9 && abs(a.value + b.value - 100) < 1e-9)
    }
}
