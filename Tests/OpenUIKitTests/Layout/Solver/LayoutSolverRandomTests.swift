import TestSupport
import Testing
@testable import OpenUIKit

/// Random sequences of additions, removals and constant changes, checked after every step
/// against a fresh solver given the constraints then held. Each variable has a weak anchor at
/// a level of its own below every other priority, which makes the optimum unique (each
/// anchor picks one value among the optima the levels above leave), so the two solvers must
/// agree whatever bases they reached it by.
@Suite("LayoutSolver: randomised against solving from scratch")
struct LayoutSolverRandomTests {
    static let tolerance = 1e-6
    static let variableCount = 7
    static let steps = 160
    /// Every optional priority the scenario uses: the constraints' and the anchors'.
    static let priorities: [Float] = [750, 500.5, 500, 250] + (0..<variableCount).map { 5 - Float($0) * 0.5 }

    struct Scenario {
        var random: SeededRandomNumberGenerator
        let variables: [LayoutVariable]
        let anchors: [SolverConstraint]

        init(seed: UInt64) {
            random = SeededRandomNumberGenerator(seed: seed)
            variables = (0..<LayoutSolverRandomTests.variableCount).map { LayoutVariable("v\($0)") }
            var anchors: [SolverConstraint] = []
            for (index, variable) in variables.enumerated() {
                let target = Double(Int.random(in: -50...50, using: &random))
                anchors.append(SolverConstraint(variable, .equal, target, priority: LayoutSolverRandomTests.priorities[4 + index]))
            }
            self.anchors = anchors
        }

        mutating func makeConstraint() -> SolverConstraint {
            var terms: [LayoutTerm] = []
            for _ in 0..<Int.random(in: 1...3, using: &random) {
                // The same variable may come up twice: the solver must add the coefficients.
                let variable = variables.randomElement(using: &random)!
                let coefficient = Double([-3, -2, -1, 1, 1, 1, 2, 3, 0.5].randomElement(using: &random)!)
                terms.append(LayoutTerm(variable: variable, coefficient: coefficient))
            }
            let constant = Double(Int.random(in: -100...100, using: &random))
            let relation = [LayoutRelation.equal, .lessThanOrEqual, .greaterThanOrEqual].randomElement(using: &random)!
            let priority: Float = [1000, 1000, 1000, 750, 500.5, 500, 250].randomElement(using: &random)!
            return SolverConstraint(expression: LayoutExpression(terms: terms, constant: constant),
                                    relation: relation, priority: priority)
        }
    }

    @Test(arguments: [1, 2, 3, 4, 5, 6] as [UInt64])
    func randomEditsMatchAFreshSolver(seed: UInt64) throws {
        var scenario = Scenario(seed: 0xA11_0000 + seed)
        let solver = try SolverTesting.solved(scenario.anchors)
        var held: [SolverConstraint] = []
        var refusals = 0, removals = 0, updates = 0

        for step in 0..<Self.steps {
            let roll = Int.random(in: 0..<10, using: &scenario.random)
            if roll < 6 || held.isEmpty {
                let constraint = scenario.makeConstraint()
                if try !addOrCheckRefusal(constraint, to: solver, holding: scenario.anchors + held, scenario.variables) {
                    refusals += 1
                    continue
                }
                held.append(constraint)
            } else if roll < 9 {
                let constraint = held.remove(at: Int.random(in: 0..<held.count, using: &scenario.random))
                try solver.remove(constraint)
                #expect(!solver.contains(constraint))
                removals += 1
            } else {
                let constraint = held.randomElement(using: &scenario.random)!
                let constant = Double(Int.random(in: -100...100, using: &scenario.random))
                do {
                    try solver.updateConstant(of: constraint, to: constant)
                    updates += 1
                } catch {
                    guard case .unsatisfiable = error else { throw error }
                    #expect(constraint.isRequired)
                    refusals += 1
                }
            }
            solver.updateVariables()
            let fresh = try SolverTesting.fresh(scenario.variables, scenario.anchors + held)
            for (variable, expected) in zip(scenario.variables, fresh.values) {
                #expect(abs(variable.value - expected) < Self.tolerance,
                        "seed \(seed) step \(step): \(variable) is \(variable.value), from scratch \(expected)")
            }
            #expect(SolverTesting.sameViolations(solver, fresh.solver, priorities: Self.priorities,
                                                 tolerance: Self.tolerance), "seed \(seed) step \(step)")
            // Asking about ambiguity must leave the solution exactly as it was.
            let before = scenario.variables.map(\.value)
            _ = solver.isAmbiguous(scenario.variables.randomElement(using: &scenario.random)!)
            solver.updateVariables()
            #expect(scenario.variables.map(\.value) == before, "seed \(seed) step \(step)")
        }
        // The scenario must have exercised every path, or it proves less than it seems to.
        #expect(refusals > 0 && removals > 0 && updates > 0)
        for constraint in held {
            try solver.remove(constraint)
        }
        for anchor in scenario.anchors {
            try solver.remove(anchor)
        }
        #expect(solver.constraintCount == 0 && solver.variableCount == 0)
    }

    /// Adds `constraint`; if it is refused, checks that the solver is unchanged and the conflict
    /// is genuine and irreducible. Returns whether it was added.
    private func addOrCheckRefusal(_ constraint: SolverConstraint, to solver: LayoutSolver,
                                   holding held: [SolverConstraint], _ variables: [LayoutVariable]) throws -> Bool {
        solver.updateVariables()
        let before = variables.map(\.value)
        do {
            try solver.add(constraint)
            return true
        } catch {
            guard case .unsatisfiable(let conflicting) = error else { throw error }
            #expect(constraint.isRequired)
            #expect(!solver.contains(constraint))
            solver.updateVariables()
            #expect(variables.map(\.value) == before)
            // Only the new constraint and held required ones, each at most once.
            #expect(conflicting.last === constraint)
            let heldIDs = Set(held.map(ObjectIdentifier.init))
            for member in conflicting.dropLast() {
                #expect(member.isRequired && heldIDs.contains(ObjectIdentifier(member)))
            }
            #expect(Set(SolverTesting.identities(conflicting)).count == conflicting.count)
            // Genuine: these alone have no solution. Irreducible: without any one, they do.
            #expect(!SolverTesting.hasSolution(conflicting))
            for index in conflicting.indices {
                var smaller = conflicting
                smaller.remove(at: index)
                #expect(SolverTesting.hasSolution(smaller), "\(conflicting) without \(conflicting[index])")
            }
            return false
        }
    }
}
