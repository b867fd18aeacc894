/// `Σ coefficient × variable + constant`: one side of a constraint, or both sides moved to one.
///
/// Terms are kept as written: a variable may appear more than once (the solver adds the
/// coefficients up), and nothing is simplified, so building an expression costs no hashing.
/// The operators below read the way layout code is written: `card.width - 0.625 * card.height`,
/// `area.right - 16 - card.right`.
struct LayoutExpression {
    var terms: [LayoutTerm]
    var constant: Double

    init(terms: [LayoutTerm] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The variable itself: `1 × variable + 0`.
    init(_ variable: LayoutVariable) {
        self.init(terms: [LayoutTerm(variable: variable, coefficient: 1)])
    }

    /// Whether every coefficient and the constant are finite numbers.
    var isFinite: Bool {
        guard constant.isFinite else { return false }
        for term in terms where !term.coefficient.isFinite {
            return false
        }
        return true
    }

    fileprivate func scaled(by factor: Double) -> LayoutExpression {
        var result = self
        for index in result.terms.indices {
            result.terms[index].coefficient *= factor
        }
        result.constant *= factor
        return result
    }
}

extension LayoutExpression: CustomStringConvertible {
    var description: String {
        var parts = terms.map(\.description)
        if constant != 0 || parts.isEmpty {
            parts.append("\(constant)")
        }
        return parts.joined(separator: " + ")
    }
}

// MARK: - Arithmetic on expressions

extension LayoutExpression {
    static func + (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutExpression {
        LayoutExpression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    static func - (lhs: LayoutExpression, rhs: LayoutExpression) -> LayoutExpression {
        lhs + rhs.scaled(by: -1)
    }

    static prefix func - (expression: LayoutExpression) -> LayoutExpression {
        expression.scaled(by: -1)
    }

    static func * (lhs: LayoutExpression, rhs: Double) -> LayoutExpression {
        lhs.scaled(by: rhs)
    }

    static func * (lhs: Double, rhs: LayoutExpression) -> LayoutExpression {
        rhs.scaled(by: lhs)
    }

    static func / (lhs: LayoutExpression, rhs: Double) -> LayoutExpression {
        lhs.scaled(by: 1 / rhs)
    }

    static func + (lhs: LayoutExpression, rhs: Double) -> LayoutExpression {
        LayoutExpression(terms: lhs.terms, constant: lhs.constant + rhs)
    }

    static func + (lhs: Double, rhs: LayoutExpression) -> LayoutExpression {
        rhs + lhs
    }

    static func - (lhs: LayoutExpression, rhs: Double) -> LayoutExpression {
        LayoutExpression(terms: lhs.terms, constant: lhs.constant - rhs)
    }

    static func - (lhs: Double, rhs: LayoutExpression) -> LayoutExpression {
        rhs.scaled(by: -1) + lhs
    }
}

// MARK: - Variables as expressions

extension LayoutVariable {
    static func * (lhs: LayoutVariable, rhs: Double) -> LayoutExpression {
        LayoutExpression(terms: [LayoutTerm(variable: lhs, coefficient: rhs)])
    }

    static func * (lhs: Double, rhs: LayoutVariable) -> LayoutExpression {
        rhs * lhs
    }

    static func / (lhs: LayoutVariable, rhs: Double) -> LayoutExpression {
        lhs * (1 / rhs)
    }

    static prefix func - (variable: LayoutVariable) -> LayoutExpression {
        variable * -1
    }

    static func + (lhs: LayoutVariable, rhs: LayoutVariable) -> LayoutExpression {
        LayoutExpression(lhs) + LayoutExpression(rhs)
    }

    static func - (lhs: LayoutVariable, rhs: LayoutVariable) -> LayoutExpression {
        LayoutExpression(lhs) - LayoutExpression(rhs)
    }

    static func + (lhs: LayoutVariable, rhs: LayoutExpression) -> LayoutExpression {
        LayoutExpression(lhs) + rhs
    }

    static func + (lhs: LayoutExpression, rhs: LayoutVariable) -> LayoutExpression {
        lhs + LayoutExpression(rhs)
    }

    static func - (lhs: LayoutVariable, rhs: LayoutExpression) -> LayoutExpression {
        LayoutExpression(lhs) - rhs
    }

    static func - (lhs: LayoutExpression, rhs: LayoutVariable) -> LayoutExpression {
        lhs - LayoutExpression(rhs)
    }

    static func + (lhs: LayoutVariable, rhs: Double) -> LayoutExpression {
        LayoutExpression(lhs) + rhs
    }

    static func - (lhs: LayoutVariable, rhs: Double) -> LayoutExpression {
        LayoutExpression(lhs) - rhs
    }
}
