/// A property list in the old OpenStep text format Xcode still writes `project.pbxproj` in:
/// `{ key = value; }` dictionaries, `( a, b, )` arrays, and strings, quoted or bare, with
/// `/* … */` and `// …` comments anywhere between tokens.
///
/// Only what a project file uses is read: there is no `<hex data>` in a project file, so it
/// is an error like any other unexpected character, reported with its line.
public enum OpenStepPlist: Equatable, Sendable {
    /// A quoted or bare string (numbers are strings too, as the format has no other scalar).
    case string(String)
    /// `( a, b, )`.
    case array([OpenStepPlist])
    /// `{ key = value; }`.
    case dictionary([String: OpenStepPlist])

    /// Why a text is not an OpenStep property list, with the 1-based line of the problem.
    public struct ParseError: Error, Equatable, Sendable, CustomStringConvertible {
        /// The 1-based line of the problem.
        public var line: Int
        /// What is wrong, on one line.
        public var message: String

        /// A parse error at `line`.
        public init(line: Int, message: String) {
            self.line = line
            self.message = message
        }

        /// `line N: message`.
        public var description: String { "line \(line): \(message)" }
    }

    /// Parses `text`, which must hold exactly one value (comments and whitespace around it
    /// are allowed).
    public static func parse(_ text: String) throws(ParseError) -> OpenStepPlist {
        var parser = Parser(bytes: Array(text.utf8))
        let value = try parser.value()
        parser.skipTrivia()
        guard parser.offset == parser.bytes.count else {
            throw parser.error("unexpected text after the property list")
        }
        return value
    }

    /// The string, if this is one.
    public var string: String? {
        if case .string(let value) = self { return value }
        return nil
    }

    /// The elements, if this is an array.
    public var array: [OpenStepPlist]? {
        if case .array(let value) = self { return value }
        return nil
    }

    /// The entries, if this is a dictionary.
    public var dictionary: [String: OpenStepPlist]? {
        if case .dictionary(let value) = self { return value }
        return nil
    }

    /// The value for `key`, if this is a dictionary that has it.
    public subscript(key: String) -> OpenStepPlist? {
        dictionary?[key]
    }

    private struct Parser {
        let bytes: [UInt8]
        var offset = 0

        /// How deep arrays and dictionaries may nest before the text is refused, so that a
        /// hostile file cannot overflow the stack. Project files nest about five deep.
        static let nestingLimit = 200
        var depth = 0

        init(bytes: [UInt8]) {
            self.bytes = bytes
            // A UTF-8 byte-order mark is allowed before the `// !$*UTF8*$!` line.
            if bytes.starts(with: [0xEF, 0xBB, 0xBF]) { offset = 3 }
        }

        func error(_ message: String) -> ParseError {
            let line = bytes[..<min(offset, bytes.count)].reduce(1) { $0 + ($1 == UInt8(ascii: "\n") ? 1 : 0) }
            return ParseError(line: line, message: message)
        }

        mutating func skipTrivia() {
            while offset < bytes.count {
                let byte = bytes[offset]
                if byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\n") || byte == UInt8(ascii: "\r") {
                    offset += 1
                } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "/") {
                    while offset < bytes.count, bytes[offset] != UInt8(ascii: "\n") { offset += 1 }
                } else if byte == UInt8(ascii: "/"), offset + 1 < bytes.count, bytes[offset + 1] == UInt8(ascii: "*") {
                    offset += 2
                    while offset + 1 < bytes.count, !(bytes[offset] == UInt8(ascii: "*") && bytes[offset + 1] == UInt8(ascii: "/")) {
                        offset += 1
                    }
                    // An unclosed comment runs to the end; the caller then finds nothing.
                    offset = min(offset + 2, bytes.count)
                } else {
                    return
                }
            }
        }

        mutating func value() throws(ParseError) -> OpenStepPlist {
            skipTrivia()
            guard offset < bytes.count else { throw error("unexpected end of file, expected a value") }
            switch bytes[offset] {
            case UInt8(ascii: "{"): return try nested { (parser: inout Parser) throws(ParseError) in try parser.dictionary() }
            case UInt8(ascii: "("): return try nested { (parser: inout Parser) throws(ParseError) in try parser.array() }
            case UInt8(ascii: "\""), UInt8(ascii: "'"): return .string(try quotedString())
            default: return .string(try bareString())
            }
        }

        mutating func nested(_ body: (inout Parser) throws(ParseError) -> OpenStepPlist) throws(ParseError) -> OpenStepPlist {
            depth += 1
            defer { depth -= 1 }
            guard depth <= Self.nestingLimit else { throw error("nested more than \(Self.nestingLimit) deep") }
            return try body(&self)
        }

        mutating func dictionary() throws(ParseError) -> OpenStepPlist {
            offset += 1
            var entries: [String: OpenStepPlist] = [:]
            while true {
                skipTrivia()
                guard offset < bytes.count else { throw error("unexpected end of file in a dictionary, expected '}'") }
                if bytes[offset] == UInt8(ascii: "}") {
                    offset += 1
                    return .dictionary(entries)
                }
                guard case .string(let key) = try value() else { throw error("a dictionary key must be a string") }
                try expect("=", after: "the key '\(key)'")
                entries[key] = try value()
                try expect(";", after: "the value of '\(key)'")
            }
        }

        mutating func array() throws(ParseError) -> OpenStepPlist {
            offset += 1
            var elements: [OpenStepPlist] = []
            while true {
                skipTrivia()
                guard offset < bytes.count else { throw error("unexpected end of file in an array, expected ')'") }
                if bytes[offset] == UInt8(ascii: ")") {
                    offset += 1
                    return .array(elements)
                }
                elements.append(try value())
                skipTrivia()
                if offset < bytes.count, bytes[offset] == UInt8(ascii: ",") {
                    offset += 1
                } else if offset < bytes.count, bytes[offset] != UInt8(ascii: ")") {
                    throw error("expected ',' or ')' in an array")
                }
            }
        }

        mutating func expect(_ character: Character, after what: String) throws(ParseError) {
            skipTrivia()
            guard offset < bytes.count, bytes[offset] == character.asciiValue else {
                throw error("expected '\(character)' after \(what)")
            }
            offset += 1
        }

        /// Letters, digits and `_$+/:.-` make a bare string (identifiers, numbers, paths).
        static func isBare(_ byte: UInt8) -> Bool {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "0")...UInt8(ascii: "9"):
                return true
            case UInt8(ascii: "_"), UInt8(ascii: "$"), UInt8(ascii: "+"), UInt8(ascii: "/"), UInt8(ascii: ":"),
                 UInt8(ascii: "."), UInt8(ascii: "-"):
                return true
            default:
                return byte >= 0x80
            }
        }

        mutating func bareString() throws(ParseError) -> String {
            let start = offset
            while offset < bytes.count, Self.isBare(bytes[offset]) { offset += 1 }
            guard offset > start else {
                throw error("unexpected character '\(String(decoding: [bytes[offset]], as: UTF8.self))'")
            }
            return String(decoding: bytes[start..<offset], as: UTF8.self)
        }

        mutating func quotedString() throws(ParseError) -> String {
            let quote = bytes[offset]
            offset += 1
            var result: [UInt8] = []
            while offset < bytes.count {
                let byte = bytes[offset]
                offset += 1
                if byte == quote { return String(decoding: result, as: UTF8.self) }
                guard byte == UInt8(ascii: "\\") else {
                    result.append(byte)
                    continue
                }
                guard offset < bytes.count else { break }
                let escaped = bytes[offset]
                offset += 1
                switch escaped {
                case UInt8(ascii: "n"): result.append(UInt8(ascii: "\n"))
                case UInt8(ascii: "t"): result.append(UInt8(ascii: "\t"))
                case UInt8(ascii: "r"): result.append(UInt8(ascii: "\r"))
                default: result.append(escaped)
                }
            }
            throw error("unterminated string")
        }
    }
}
