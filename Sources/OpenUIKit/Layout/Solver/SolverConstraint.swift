/// One linear constraint the solver holds: `expression relation 0`, at a priority.
///
/// Priorities are UIKit's: 1000 is required, anything below is optional, and the solver
/// satisfies optional constraints strictly in priority order (no number of violations at one
/// priority outweighs any violation at a higher one). An optional `a == b` costs `|a - b|`
/// at its priority, an optional `a <= b` costs `max(0, a - b)`; costs at one priority add up.
///
/// A constraint holds no solver state, so the same object may be added to several solvers.
final class SolverConstraint {
    /// UIKit's `UILayoutPriority.required`.
    static let requiredPriority: Float = 1000

    /// The left-hand side minus the right-hand side. While the constraint is in a solver,
    /// only `LayoutSolver.updateConstant(of:to:)` may change it (and only its constant).
    var expression: LayoutExpression
    let relation: LayoutRelation
    let priority: Float
    /// Whoever owns this constraint (an `NSLayoutConstraint`), for messages; the solver never
    /// reads it.
    var tag: AnyObject?

    init(expression: LayoutExpression, relation: LayoutRelation,
         priority: Float = SolverConstraint.requiredPriority, tag: AnyObject? = nil) {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.tag = tag
    }

    /// `lhs relation rhs`, kept as `lhs - rhs relation 0`.
    convenience init(_ lhs: some LayoutExpressionConvertible, _ relation: LayoutRelation,
                     _ rhs: some LayoutExpressionConvertible,
                     priority: Float = SolverConstraint.requiredPriority, tag: AnyObject? = nil) {
        self.init(expression: lhs.layoutExpression - rhs.layoutExpression, relation: relation,
                  priority: priority, tag: tag)
    }

    var isRequired: Bool { priority >= SolverConstraint.requiredPriority }

    /// Whether `priority` is one UIKit accepts: above 0, at most required. NaN is not.
    static func isValidPriority(_ priority: Float) -> Bool {
        priority > 0 && priority <= requiredPriority
    }
}

extension SolverConstraint: CustomStringConvertible {
    var description: String {
        "\(expression) \(relation) 0" + (isRequired ? "" : " @\(priority)")
    }
}
