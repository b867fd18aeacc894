/// How an interpolated value is padded with spaces to a number of columns in a ``Logger``
/// message: `\(name, align: .left(columns: 12))`.
///
/// As with `fprintf`'s field width, a value already as wide as the columns (or wider) is
/// written whole, never cut.
public struct OSLogStringAlignment {
    /// Which side the value keeps: `left` pads after it, `right` before it.
    enum Anchor {
        case left
        case right
    }

    let anchor: Anchor
    /// The minimum width in characters, evaluated when the message is written; nil for none.
    let columns: (() -> Int)?

    /// No padding: the value's own width. The default.
    public static var none: OSLogStringAlignment {
        OSLogStringAlignment(anchor: .right, columns: nil)
    }

    /// The value at the right of `columns` characters, padded with spaces before it.
    public static func right(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(anchor: .right, columns: columns)
    }

    /// The value at the left of `columns` characters, padded with spaces after it.
    public static func left(columns: @autoclosure @escaping () -> Int) -> OSLogStringAlignment {
        OSLogStringAlignment(anchor: .left, columns: columns)
    }

    /// `text` padded to the columns.
    func apply(to text: String) -> String {
        guard let columns else { return text }
        let padding = columns() - text.count
        guard padding > 0 else { return text }
        let spaces = String(repeating: " ", count: padding)
        switch anchor {
        case .left: return text + spaces
        case .right: return spaces + text
        }
    }
}
