/// What can stand on either side of a `SolverConstraint`: an expression, a variable, or a number.
///
/// Only the constraint initializer takes it; the arithmetic operators stay concrete, so
/// ordinary `Int` and `Double` arithmetic is not slowed down or made ambiguous.
protocol LayoutExpressionConvertible {
    var layoutExpression: LayoutExpression { get }
}

extension LayoutExpression: LayoutExpressionConvertible {
    var layoutExpression: LayoutExpression { self }
}

extension LayoutVariable: LayoutExpressionConvertible {
    var layoutExpression: LayoutExpression { LayoutExpression(self) }
}

extension Double: LayoutExpressionConvertible {
    var layoutExpression: LayoutExpression { LayoutExpression(constant: self) }
}

extension Int: LayoutExpressionConvertible {
    var layoutExpression: LayoutExpression { LayoutExpression(constant: Double(self)) }
}
