import Foundation

/// Where something is in an Interface Builder document: the file as it was named to the
/// reader, and the 1-based line and column the XML parser reported.
///
/// The parser reports the position at the end of an element's start tag, which is where a
/// message about its attributes should point anyway.
///
/// A place in a parsed file is kept as its byte offset and turned into a line and column
/// only when one is read: every constraint, connection and runtime attribute keeps its
/// element's place for messages that are almost never written, and counting lines and
/// characters for each of them was a tenth of a scene's first reading.
struct IBLocation: Sendable, Hashable, CustomStringConvertible {
    /// The file's path as given to the reader, or a name for in-memory text.
    var file: String
    private var place: Place

    private enum Place: Sendable {
        case known(line: Int, column: Int)
        /// A byte offset of a parsed file, its line and column worked out when read.
        case parsed(IBParsedTree, byte: Int32)
    }

    init(file: String, line: Int, column: Int) {
        self.file = file
        place = .known(line: line, column: column)
    }

    /// The place of byte `byte` of `tree`'s file.
    init(file: String, tree: IBParsedTree, byte: Int32) {
        self.file = file
        place = .parsed(tree, byte: byte)
    }

    /// The 1-based line, or 0 when the problem concerns the whole file.
    var line: Int {
        get { resolved.line }
        set { place = .known(line: newValue, column: column) }
    }

    /// The 1-based column, or 0 when unknown.
    var column: Int {
        get { resolved.column }
        set { place = .known(line: line, column: newValue) }
    }

    private var resolved: (line: Int, column: Int) {
        switch place {
        case .known(let line, let column): (line, column)
        case .parsed(let tree, let byte): tree.lineAndColumn(ofByte: Int(byte))
        }
    }

    /// The whole file, no particular place in it.
    static func file(_ file: String) -> IBLocation {
        IBLocation(file: file, line: 0, column: 0)
    }

    static func == (lhs: IBLocation, rhs: IBLocation) -> Bool {
        lhs.file == rhs.file && lhs.resolved == rhs.resolved
    }

    func hash(into hasher: inout Hasher) {
        let (line, column) = resolved
        hasher.combine(file)
        hasher.combine(line)
        hasher.combine(column)
    }

    /// `file:line:column`, as compilers write it, or the file alone when there is no place.
    var description: String {
        let shown = MessageText.escapingControlCharacters(file)
        let (line, column) = resolved
        guard line > 0 else { return shown }
        return column > 0 ? "\(shown):\(line):\(column)" : "\(shown):\(line)"
    }
}

/// Why an Interface Builder document could not be read or one of its values interpreted.
///
/// One error, one line: its description starts with the file and the place
/// (`Main.storyboard:12:40: …`), so a user can go straight to it. Text from the file that the
/// message quotes has its control characters escaped, so a hostile file cannot drive the
/// terminal.
struct IBError: Error, Sendable, Hashable, CustomStringConvertible {
    /// What kind of problem it is, for callers that react differently (a loader may skip one
    /// colour it cannot read, but not a file that is not XML).
    enum Kind: Sendable, Hashable {
        /// The file could not be read: missing, a directory, a device, unreadable.
        case unreadable
        /// The file is larger than `IBXMLReader.maximumFileSize`.
        case tooLarge
        /// The text is not well-formed XML (truncated, mismatched tags, bad characters).
        case malformed
        /// The XML uses something an Interface Builder file never does and that could be used
        /// against the reader: a DOCTYPE (entities, external files), another encoding, or more
        /// nesting or elements than the reader's limits.
        case refused
        /// Well-formed XML, but not an iOS Interface Builder document of a version we read.
        case notInterfaceBuilder
        /// An element or attribute has a value the format does not allow (a colour component
        /// that is not a number, a multiplier `3:0`, a reference to an id that is not there).
        case invalidValue
    }

    var kind: Kind
    var location: IBLocation
    /// What is wrong, in our words.
    var message: String

    init(_ kind: Kind, at location: IBLocation, _ message: String) {
        self.kind = kind
        self.location = location
        self.message = MessageText.escapingControlCharacters(message)
    }

    var description: String { "\(location): \(message)" }
}
