/// How a constraint's expression compares with zero.
enum LayoutRelation {
    case lessThanOrEqual
    case equal
    case greaterThanOrEqual
}

extension LayoutRelation: CustomStringConvertible {
    var description: String {
        switch self {
        case .lessThanOrEqual: "<="
        case .equal: "=="
        case .greaterThanOrEqual: ">="
        }
    }
}
