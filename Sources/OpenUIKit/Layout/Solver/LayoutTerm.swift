/// `coefficient × variable`, one summand of a `LayoutExpression`.
struct LayoutTerm {
    let variable: LayoutVariable
    var coefficient: Double
}

extension LayoutTerm: CustomStringConvertible {
    var description: String {
        coefficient == 1 ? variable.description : "\(coefficient)·\(variable)"
    }
}
