import Foundation

/// Reads a visual format string (`H:|-[find]-[findNext]-[findField(>=20)]-|`) into its parts,
/// following the grammar of the Visual Format Language appendix of Apple's Auto Layout Guide:
///
///     format      = (("H" | "V") ":")? ("|" connection)? view (connection view)* (connection "|")?
///     view        = "[" name ("(" predicate ("," predicate)* ")")? "]"
///     connection  = "" | "-" | "-" (positiveNumber | name | "(" predicate ("," predicate)* ")") "-"
///     predicate   = ("==" | ">=" | "<=")? (number | name) ("@" (number | name))?
///
/// Names are C identifiers; numbers are read as `strtod` reads them in the C locale. Spaces
/// between the parts are skipped. Nothing is looked up here: which names are views and which
/// are metrics, and whether a `|` has a superview, is the constraint builder's business, so
/// every part keeps the offset it was read at for an error to point to.
struct VisualFormatParser {
    /// Why a format could not be read or turned into constraints, and where: `offset` counts
    /// characters from the start of the format.
    struct Failure: Error, Equatable {
        let reason: String
        let offset: Int

        /// UIKit's exception text: the reason, then the format with a caret under the offending
        /// character. Line breaks and tabs in the format are shown as spaces so the caret
        /// stays under its character.
        func message(for format: String) -> String {
            let shown = String(format.map { $0.isNewline || $0 == "\t" ? " " : $0 })
            return "Unable to parse constraint format: \n\(reason)\n\(shown)\n" + String(repeating: " ", count: offset) + "^"
        }
    }

    /// A whole format, read.
    struct Format {
        var axis: NSLayoutConstraint.Axis
        /// The `|` before the first view and the connection after it.
        var leadingEdge: SuperviewEdge?
        var views: [View]
        /// `connections[i]` joins `views[i]` to `views[i + 1]`.
        var connections: [Connection]
        /// The connection after the last view and the `|` that follows it.
        var trailingEdge: SuperviewEdge?
    }

    /// A `|`: the superview of the view beside it.
    struct SuperviewEdge {
        let offset: Int
        let connection: Connection
    }

    /// `[name(predicates)]`: the predicates bound the view's width (H) or height (V).
    struct View {
        let name: Name
        let predicates: [Predicate]
    }

    struct Name: Equatable {
        let text: String
        let offset: Int
    }

    /// The space between two neighbours.
    enum Connection {
        /// Nothing between them: `[a][b]`.
        case flush
        /// A lone `-`: the standard spacing.
        case standard(offset: Int)
        /// `-10-`, `-gap-` or `-(>=10,<=50@250)-`.
        case predicates([Predicate])
    }

    /// One relation: `>=50@750`, `==other`, `gap`.
    struct Predicate {
        let relation: NSLayoutConstraint.Relation
        let object: Value
        let priority: Value?
        let offset: Int
    }

    /// A number written out, or a name to look up (a metric, or a view for a size predicate).
    enum Value {
        case number(Double, offset: Int)
        case name(Name)

        var offset: Int {
            switch self {
            case .number(_, let offset): offset
            case .name(let name): name.offset
            }
        }
    }

    private let characters: [Character]
    private var index = 0

    init(_ format: String) {
        characters = Array(format)
    }

    /// Reads the whole format, or says where and why it cannot be read.
    mutating func parse() throws(Failure) -> Format {
        skipSpaces()
        let axis = try parseOrientation()
        skipSpaces()
        var leadingEdge: SuperviewEdge?
        if peek == "|" {
            let offset = index
            index += 1
            leadingEdge = SuperviewEdge(offset: offset, connection: try parseConnection())
            skipSpaces()
            if peek != "[" {
                throw failure(atEnd ? "Expected a view after '|'" : "Expected a view ('[name]') after '|' and its connection")
            }
        }
        var views = [try parseView()]
        var connections: [Connection] = []
        var trailingEdge: SuperviewEdge?
        while true {
            skipSpaces()
            if atEnd { break }
            let connection = try parseConnection()
            skipSpaces()
            if peek == "[" {
                views.append(try parseView())
                connections.append(connection)
            } else if peek == "|" {
                trailingEdge = SuperviewEdge(offset: index, connection: connection)
                index += 1
                break
            } else if case .flush = connection {
                throw failure("Expected '-', '[' or '|' after a view")
            } else {
                throw failure("Expected a view ('[name]') or '|' after the connection")
            }
        }
        skipSpaces()
        if !atEnd {
            throw failure("A '|' ends the format; nothing may follow the superview's edge")
        }
        return Format(axis: axis, leadingEdge: leadingEdge, views: views, connections: connections, trailingEdge: trailingEdge)
    }

    // MARK: Parts

    /// `H:` or `V:`; a format without one is horizontal.
    private mutating func parseOrientation() throws(Failure) -> NSLayoutConstraint.Axis {
        guard let letter = peek, letter.isLetter else { return .horizontal }
        guard letter == "H" || letter == "V" else {
            throw failure("Expected 'H:' or 'V:' for the orientation, or the format's first '|' or '['")
        }
        index += 1
        skipSpaces()
        guard peek == ":" else {
            let axis = letter == "H" ? "horizontal" : "vertical"
            throw failure("Expected ':' after '\(letter)' for a \(axis) format")
        }
        index += 1
        return letter == "H" ? .horizontal : .vertical
    }

    private mutating func parseView() throws(Failure) -> View {
        skipSpaces()
        guard peek == "[" else {
            throw failure("Expected a view ('[name]')")
        }
        index += 1
        skipSpaces()
        guard let name = parseName() else {
            throw failure("Expected a view name after '[' (a C identifier: letters, digits and '_')")
        }
        skipSpaces()
        var predicates: [Predicate] = []
        if peek == "(" {
            predicates = try parsePredicateList()
            skipSpaces()
        }
        guard peek == "]" else {
            if peek == "." {
                throw failure("A view name is a C identifier and cannot contain '.'; name the view in the views dictionary without it")
            }
            throw failure(predicates.isEmpty ? "Expected '(' or ']' after the view name" : "Expected ']' after the view's predicates")
        }
        index += 1
        return View(name: name, predicates: predicates)
    }

    /// The space after a view or a leading `|`: nothing, `-`, or `-predicates-`.
    private mutating func parseConnection() throws(Failure) -> Connection {
        skipSpaces()
        guard peek == "-" else { return .flush }
        let dash = index
        index += 1
        skipSpaces()
        if peek == "[" || peek == "|" { return .standard(offset: dash) }
        let predicates: [Predicate]
        if peek == "(" {
            predicates = try parsePredicateList()
        } else if let value = try parseValue(signed: false) {
            // The bare form takes a positive number or a metric name, nothing more.
            predicates = [Predicate(relation: .equal, object: value, priority: nil, offset: value.offset)]
        } else {
            throw failure(atEnd ? "Expected a view or '|' after '-'"
                                : "Expected a spacing after '-': a number, a metric name or '(predicates)'")
        }
        skipSpaces()
        guard peek == "-" else {
            throw failure(peek == "@" ? "A priority needs parentheses in a connection: '-(10@750)-'"
                                      : "Expected '-' after the spacing")
        }
        index += 1
        return .predicates(predicates)
    }

    /// `(predicate, predicate, …)`.
    private mutating func parsePredicateList() throws(Failure) -> [Predicate] {
        index += 1 // the "("
        var predicates: [Predicate] = []
        while true {
            predicates.append(try parsePredicate())
            skipSpaces()
            switch peek {
            case ",":
                index += 1
            case ")":
                index += 1
                return predicates
            default:
                throw failure(atEnd ? "Expected ')' to close the predicates" : "Expected ',' or ')' after a predicate")
            }
        }
    }

    private mutating func parsePredicate() throws(Failure) -> Predicate {
        skipSpaces()
        let start = index
        var relation = NSLayoutConstraint.Relation.equal
        if let first = peek, "=<>".contains(first) {
            guard index + 1 < characters.count, characters[index + 1] == "=" else {
                throw failure("Expected a relation: '==', '>=' or '<='")
            }
            relation = first == "=" ? .equal : first == ">" ? .greaterThanOrEqual : .lessThanOrEqual
            index += 2
            skipSpaces()
        }
        guard let object = try parseValue(signed: true) else {
            throw failure("Expected a number, a metric name or a view name")
        }
        skipSpaces()
        var priority: Value?
        if peek == "@" {
            index += 1
            skipSpaces()
            guard let value = try parseValue(signed: true) else {
                throw failure("Expected a priority after '@': a number or a metric name")
            }
            priority = value
        }
        return Predicate(relation: relation, object: object, priority: priority, offset: start)
    }

    /// A name or a number, or nil (reading nothing) if neither starts here.
    private mutating func parseValue(signed: Bool) throws(Failure) -> Value? {
        if let name = parseName() { return .name(name) }
        guard let c = peek, c.isASCII, c.isNumber || c == "." || (signed && (c == "+" || c == "-")) else { return nil }
        let start = index
        return .number(try parseNumber(), offset: start)
    }

    /// A number as `strtod` reads one: an optional sign, digits with an optional fraction (or a
    /// fraction alone), and an optional exponent.
    private mutating func parseNumber() throws(Failure) -> Double {
        let start = index
        if peek == "+" || peek == "-" { index += 1 }
        let mantissa = index
        skipDigits()
        if peek == "." {
            index += 1
            skipDigits()
        }
        guard characters[mantissa..<index].contains(where: \.isNumber) else {
            index = start
            throw failure("Expected a number")
        }
        if peek == "e" || peek == "E" {
            // Only an exponent with digits belongs to the number, as strtod has it.
            let mark = index
            index += 1
            if peek == "+" || peek == "-" { index += 1 }
            let digits = index
            skipDigits()
            if index == digits { index = mark }
        }
        let text = String(characters[start..<index])
        guard let value = Double(text), value.isFinite else {
            index = start
            throw failure("The number \(text) is out of range")
        }
        return value
    }

    private mutating func parseName() -> Name? {
        guard let c = peek, c.isASCII, c.isLetter || c == "_" else { return nil }
        let start = index
        while let c = peek, c.isASCII, c.isLetter || c.isNumber || c == "_" { index += 1 }
        return Name(text: String(characters[start..<index]), offset: start)
    }

    // MARK: Reading characters

    private var peek: Character? { index < characters.count ? characters[index] : nil }
    private var atEnd: Bool { index >= characters.count }

    private mutating func skipSpaces() {
        while let c = peek, c.isWhitespace { index += 1 }
    }

    private mutating func skipDigits() {
        while let c = peek, c.isASCII, c.isNumber { index += 1 }
    }

    private func failure(_ reason: String) -> Failure {
        Failure(reason: reason, offset: Swift.min(index, characters.count))
    }
}
