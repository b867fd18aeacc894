/// One unknown of a layout: a view's left edge, a width, a centre.
///
/// Identity is what matters: two variables with the same name are different unknowns, and the
/// solver keys everything it knows about a variable by the object. `value` is the variable's
/// place in the current solution; only `LayoutSolver.updateVariables()` writes it, so it stays
/// put between updates however many constraints change in the meantime.
final class LayoutVariable {
    /// A label for messages and debugging; the solver never reads it.
    let name: String

    /// The value from the last `LayoutSolver.updateVariables()` that knew this variable (0 before).
    var value: Double = 0

    init(_ name: String = "") {
        self.name = name
    }
}

extension LayoutVariable: CustomStringConvertible {
    var description: String { name.isEmpty ? "variable" : name }
}
