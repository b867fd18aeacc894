import Foundation

/// Reads the UTF-8 bytes of an Interface Builder document into its `IBElement` tree in one
/// pass, with no XML library in between.
///
/// Interface Builder writes a small, regular part of XML: a declaration, elements with
/// quoted attributes, indentation, the odd comment, text with the five predefined entities and
/// character references. Reading exactly that from the bytes, rather than through libxml2 and
/// `XMLParser`'s bridging of each name and attribute, is what makes a storyboard cheap to
/// parse; everything else XML allows is either read as the standard says (CDATA sections,
/// processing instructions, which are skipped) or refused with one message naming the file,
/// the line and the column:
/// - a DOCTYPE, the only place entities can be declared (so no entity bomb and no external
///   entity can be written), and any other `<!` declaration;
/// - an entity other than the five predefined ones; a character reference to something that
///   is not an XML character (NUL, a surrogate, U+FFFE, a control character, past U+10FFFF);
/// - bytes that are not UTF-8 (overlong forms, surrogates, stray continuation bytes), control
///   characters;
/// - a declared encoding other than UTF-8, UTF-16 text;
/// - unclosed, mismatched or stray tags, a second root element, text after the root, an
///   attribute written twice, attributes not separated by whitespace, `<` in a value;
/// - nesting deeper than `IBXMLReader.maximumDepth`, more than
///   `IBXMLReader.maximumElementCount` elements, more than
///   `IBXMLReader.maximumAttributesPerElement` attributes on one tag.
///
/// Line ends are normalized as XML says (CR LF and lone CR read as LF), and in attribute
/// values tabs and line ends read as spaces, so values are what any XML reader gives.
struct IBXMLTokenizer {
    /// The root element of `data`, a UTF-8 XML document; `file` names it in errors.
    static func parse(_ data: Data, file: String) throws(IBError) -> IBElement {
        // The tree's attributes are read from a copy of the bytes the tree keeps, and parsed
        // from it too.
        let store = data.withUnsafeBytes { IBAttributeStore(copying: $0) }
        var tokenizer = IBXMLTokenizer(store: store, file: file)
        try tokenizer.document()
        store.records = tokenizer.records
        store.decoded = tokenizer.decoded
        let tree = IBParsedTree(store: store, file: file)
        tree.nodes = tokenizer.nodes
        tree.names = tokenizer.treeNames
        tree.texts = tokenizer.texts
        tree.idCount = tokenizer.idCount
        return IBElement(tree: tree, node: tree.rootIndex)
    }

    // MARK: Bytes

    private static let lessThan: UInt8 = 0x3C       // <
    private static let greaterThan: UInt8 = 0x3E    // >
    private static let ampersand: UInt8 = 0x26      // &
    private static let slash: UInt8 = 0x2F          // /
    private static let question: UInt8 = 0x3F       // ?
    private static let bang: UInt8 = 0x21           // !
    private static let equals: UInt8 = 0x3D         // =
    private static let doubleQuote: UInt8 = 0x22
    private static let singleQuote: UInt8 = 0x27
    private static let semicolon: UInt8 = 0x3B
    private static let hash: UInt8 = 0x23           // #
    private static let closingBracket: UInt8 = 0x5D // ]
    private static let hyphen: UInt8 = 0x2D
    private static let lineFeed: UInt8 = 0x0A
    private static let carriageReturn: UInt8 = 0x0D
    private static let tab: UInt8 = 0x09
    private static let space: UInt8 = 0x20
    /// Eight spaces read as one word.
    private static let eightSpaces: UInt64 = 0x2020_2020_2020_2020

    /// The tags the parse has made into strings, so a tag that recurs (`constraint`,
    /// `userDefinedRuntimeAttribute`) is one shared string and not an allocation per use. Bounded, so a file of a million distinct names cannot grow it.
    private static let maximumInternedNames = 192
    /// Slots of the name table: a power of two, so a hash picks one with a mask, and
    /// comfortably more than `maximumInternedNames` so probes stay short.
    private static let nameSlotCount = 256

    /// An element whose start tag has been read and whose end tag has not.
    private struct Frame {
        /// The element as it will be kept, its children and text still to come.
        var node: IBParsedTree.Node
        /// Where the name's bytes are, to compare with the end tag's without making a string.
        var nameStart: Int
        var nameCount: Int
        /// Where its children start in `pendingChildren`.
        var childBase: Int
        /// Where its character data (entities replaced) starts in `pendingText`.
        var textBase: Int
        /// Whether its character data so far is ASCII whitespace alone (indentation), as the
        /// scan that appended it saw: then it is dropped without being read again if the
        /// element has children.
        var textIsBlank = true
        /// Where its blank runs not yet copied start in `deferredBlanks`.
        var deferredBase: Int
    }

    /// A run of spaces, line feeds and tabs between tags, by its place in the bytes.
    private struct BlankRun {
        var start: Int32
        var end: Int32
    }

    private let bytes: UnsafeBufferPointer<UInt8>
    private let file: String
    /// Where the tree's attributes are read from.
    private let store: IBAttributeStore
    /// Every attribute read so far, handed to `store` at the end (appending here rather than
    /// to the store's array keeps the parse free of accesses through a class reference).
    private(set) var records: [IBAttributeStore.Record] = []
    /// Values whose text differs from their bytes, decoded.
    private(set) var decoded: [String] = []
    /// The hashes of the current tag's attribute names, to find a repeated one.
    private var attributeHashes: [UInt64] = []
    /// The finished elements, each element's children together, the root last: the tree's nodes.
    private(set) var nodes: [IBParsedTree.Node] = []
    /// The tags the nodes name, and the character data of the few elements with any.
    private(set) var treeNames: [String] = []
    private(set) var texts: [String] = []
    /// The children of the open elements, each element's after its parent's: an element's
    /// children move to `nodes` together when it closes, so they are consecutive there.
    private var pendingChildren: [IBParsedTree.Node] = []
    /// The character data of the open elements, stacked the same way: one buffer for the
    /// whole parse rather than one per element (most of which is indentation, dropped).
    private var pendingText: [UInt8] = []
    /// The open elements' blank runs (indentation), kept as places rather than copied into
    /// `pendingText`: an element with children drops them unread, which is what becomes of
    /// nearly all of them. They are copied, in order, when the element turns out to have
    /// other text or no children.
    private var deferredBlanks: [BlankRun] = []
    /// The next byte to read.
    private var offset = 0
    private var stack: [Frame] = []
    private var root: IBParsedTree.Node?
    private var elementCount = 0
    /// Elements with an `id=` so far.
    private(set) var idCount = 0
    /// Interned tags (their places in `treeNames`) in slots chosen by a hash of their bytes (`nameSlotCount` of them), with
    /// the full hash beside each to tell names apart, and where the name's first occurrence
    /// is in the file, so its bytes are compared with `memcmp` rather than through `String`.
    private var names = [Int32](repeating: 0, count: Self.nameSlotCount)
    private var nameHashes = [UInt64](repeating: 0, count: Self.nameSlotCount)
    private var nameOffsets = [Int](repeating: 0, count: Self.nameSlotCount)
    /// The interned name's length in bytes, beside its place.
    private var nameLengths = [Int](repeating: 0, count: Self.nameSlotCount)
    private var namesInterned = 0
    /// Above this many attributes on one tag, a repeated name is looked for in a set rather
    /// than by comparing each new name's hash with every earlier one's (which grows with the
    /// square of the count; Interface Builder writes a few dozen at most).
    private static let linearDuplicateSearchLimit = 16
    /// A value with references or line ends being decoded, reused.
    private var scratch: [UInt8] = []

    // Positions are counted lazily and forward: lines up to `linesCountedTo`, columns from the
    // current line's start up to `columnCountedTo`. Elements ask in document order, so the
    // whole file is counted once however long its lines are.
    private var linesCountedTo = 0
    private var line = 1
    private var lineStart = 0
    private var columnCountedTo = 0
    private var column = 1

    /// Bytes of a typical Interface Builder file per attribute and per element (Xcode's
    /// indentation and its usual attributes: about 54 and 140 in the FaceIt storyboard), for
    /// sizing the arrays up front rather than growing them by doubling while parsing.
    private static let bytesPerAttributeEstimate = 48
    private static let bytesPerElementEstimate = 128
    /// The open elements, siblings pending and tags a document usually has at once, reserved
    /// the same way.
    private static let typicalDepth = 24
    private static let typicalPendingChildren = 64
    private static let typicalDistinctTags = 48

    private init(store: IBAttributeStore, file: String) {
        self.store = store
        bytes = store.buffer
        self.file = file
        records.reserveCapacity(bytes.count / Self.bytesPerAttributeEstimate + Self.typicalPendingChildren)
        nodes.reserveCapacity(bytes.count / Self.bytesPerElementEstimate + Self.typicalDepth)
        stack.reserveCapacity(Self.typicalDepth)
        pendingChildren.reserveCapacity(Self.typicalPendingChildren)
        attributeHashes.reserveCapacity(IBXMLTokenizer.linearDuplicateSearchLimit)
        treeNames.reserveCapacity(Self.typicalDistinctTags)
    }

    // MARK: Positions and errors

    /// The 1-based line and column (in characters) of the byte at `target`.
    private mutating func location(at target: Int) -> IBLocation {
        let target = min(target, bytes.count)
        if target < linesCountedTo {
            linesCountedTo = 0; line = 1; lineStart = 0; columnCountedTo = 0; column = 1
        }
        let base = bytes.baseAddress!
        while linesCountedTo < target, let found = memchr(base + linesCountedTo, Int32(Self.lineFeed), target - linesCountedTo) {
            line += 1
            lineStart = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base + 1
            linesCountedTo = lineStart
        }
        linesCountedTo = target
        if columnCountedTo < lineStart {
            columnCountedTo = lineStart
            column = 1
        }
        // A column counts characters (the tree's count, which skips UTF-8's continuation bytes).
        column += IBParsedTree.characters(in: bytes, from: columnCountedTo, to: target)
        columnCountedTo = max(columnCountedTo, target)
        return IBLocation(file: file, line: line, column: column)
    }

    private mutating func malformed(_ message: String, at target: Int) -> IBError {
        IBError(.malformed, at: location(at: target), message)
    }

    /// `<name id="…"> (opened at line N)`: the element a problem is inside, as its open tag
    /// reads, since a large file's problem is best found by the element it breaks off in.
    private func describe(_ frame: Frame) -> String {
        let node = frame.node
        let id = node.idIndex < 0 ? "" : " id=\"\(MessageText.quoted(recordValue(Int(node.firstAttribute + node.idIndex))))\""
        return "<\(treeNames[Int(node.name)])\(id)> (opened at line \(line(at: Int(node.place))))"
    }

    /// The 1-based line of the byte at `target` (for messages; counts from the start).
    private func line(at target: Int) -> Int {
        let base = bytes.baseAddress!
        let end = min(target, bytes.count)
        var line = 1
        var index = 0
        while index < end, let found = memchr(base + index, Int32(Self.lineFeed), end - index) {
            line += 1
            index = UnsafePointer<UInt8>(found.assumingMemoryBound(to: UInt8.self)) - base + 1
        }
        return line
    }

    /// " inside <…> (opened at line N)" for the innermost open element, or nothing.
    private var inside: String {
        stack.last.map { " inside " + describe($0) } ?? ""
    }

    /// The file ends where more was needed: inside an element, a cut-short file; before any,
    /// `what` is never closed.
    private mutating func endOfFile(in what: String) -> IBError {
        if let open = stack.last {
            return malformed("the file ends inside \(describe(open)); is it truncated?", at: bytes.count)
        }
        return malformed("\(what) is never closed", at: bytes.count)
    }

    // MARK: The document

    private mutating func document() throws(IBError) {
        guard !bytes.isEmpty else { throw IBError(.malformed, at: .file(file), "the file is empty") }
        if bytes.count >= 2, (bytes[0] == 0xFE && bytes[1] == 0xFF) || (bytes[0] == 0xFF && bytes[1] == 0xFE) || bytes[0] == 0 || bytes[1] == 0 {
            throw IBError(.refused, at: .file(file), "the file is UTF-16 or binary; Interface Builder documents are UTF-8 XML")
        }
        if bytes.count >= 3, bytes[0] == 0xEF, bytes[1] == 0xBB, bytes[2] == 0xBF { offset = 3 }
        if starts(with: "<?xml"), offset + 5 < bytes.count, Self.isWhitespace(bytes[offset + 5]) || bytes[offset + 5] == Self.question {
            try declaration()
        }
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == Self.lessThan {
                try markup()
            } else if !stack.isEmpty {
                try text()
            } else if Self.isWhitespace(byte) {
                offset += 1
            } else if root == nil {
                throw malformed("the file does not start with an XML tag (is it a compiled nib or not XML at all?)", at: offset)
            } else {
                throw malformed("there is more after the root element ends", at: offset)
            }
        }
        if let open = stack.last {
            throw malformed("the file ends inside \(describe(open)); is it truncated?", at: bytes.count)
        }
        guard let root else { throw malformed("the file holds no XML element", at: bytes.count) }
        nodes.append(root)
    }

    /// Whatever starts with `<` at `offset`.
    private mutating func markup() throws(IBError) {
        guard offset + 1 < bytes.count else { throw endOfFile(in: "a tag") }
        switch bytes[offset + 1] {
        case Self.slash: try endTag()
        case Self.question: try processingInstruction()
        case Self.bang:
            if starts(with: "<!--") {
                try comment()
            } else if starts(with: "<![CDATA[") {
                guard !stack.isEmpty else { throw malformed("a CDATA section outside the root element", at: offset) }
                try cdata()
            } else if root == nil && stack.isEmpty {
                throw IBError(.refused, at: location(at: offset), starts(with: "<!DOCTYPE")
                    ? "the document has a DOCTYPE; Interface Builder never writes one, and its entity declarations could expand without bound or read other files, so it is refused"
                    : "a declaration (<!…>) before the root element; Interface Builder never writes one")
            } else {
                throw malformed("a declaration (<!…>) after the root element starts; XML allows none there" + inside, at: offset)
            }
        default:
            try startTag()
        }
    }

    /// The XML declaration at the start: only its encoding matters, which must be UTF-8 if
    /// named (so a DOCTYPE cannot be hidden by re-encoding the prolog).
    private mutating func declaration() throws(IBError) {
        let start = offset
        guard let close = find("?>", from: offset + 5) else { throw malformed("a processing instruction is never closed", at: start) }
        try checkCharacters(start..<close)
        if let encoding = declaredEncoding(in: start..<close), !isUTF8Name(encoding) {
            let name = String(decoding: UnsafeBufferPointer(rebasing: bytes[encoding]), as: UTF8.self)
            throw IBError(.refused, at: location(at: start),
                          "the XML declaration names the encoding \"\(MessageText.quoted(name))\"; Interface Builder documents are UTF-8")
        }
        offset = close + 2
    }

    /// Where the value of `encoding=` is among the declaration's bytes `range`, if it names
    /// one. Read from the bytes: making the declaration a string and searching it through
    /// Foundation cost as much as a dozen elements.
    private func declaredEncoding(in range: Range<Int>) -> Range<Int>? {
        let keyword: StaticString = "encoding"
        let count = keyword.utf8CodeUnitCount
        let base = bytes.baseAddress!
        var index = range.lowerBound
        while index + count <= range.upperBound, memcmp(base + index, keyword.utf8Start, count) != 0 { index += 1 }
        guard index + count <= range.upperBound else { return nil }
        index += count
        while index < range.upperBound, bytes[index] == Self.space || bytes[index] == Self.equals || bytes[index] == Self.tab { index += 1 }
        guard index < range.upperBound, bytes[index] == Self.doubleQuote || bytes[index] == Self.singleQuote else { return nil }
        let quote = bytes[index]
        index += 1
        let valueStart = index
        while index < range.upperBound, bytes[index] != quote { index += 1 }
        return valueStart..<index
    }

    /// Whether the bytes `range` spell `UTF-8`, in any case.
    private func isUTF8Name(_ range: Range<Int>) -> Bool {
        guard range.count == 5 else { return false }
        let at = range.lowerBound
        // `| 0x20` lowers an ASCII capital; only `U`/`u`, `T`/`t` and `F`/`f` give these.
        return bytes[at] | 0x20 == 0x75 && bytes[at + 1] | 0x20 == 0x74 && bytes[at + 2] | 0x20 == 0x66
            && bytes[at + 3] == Self.hyphen && bytes[at + 4] == 0x38
    }

    /// `<?target …?>`, skipped. An XML declaration anywhere but the start is an error.
    private mutating func processingInstruction() throws(IBError) {
        let start = offset
        let target = offset + 2
        if target + 3 <= bytes.count, bytes[target] | 0x20 == 0x78, bytes[target + 1] | 0x20 == 0x6D, bytes[target + 2] | 0x20 == 0x6C,
           target + 3 == bytes.count || Self.isWhitespace(bytes[target + 3]) || bytes[target + 3] == Self.question {
            throw malformed("an XML declaration (<?xml …?>) may only start the file", at: start)
        }
        guard let close = find("?>", from: target) else { throw endOfFile(in: "a processing instruction") }
        try checkCharacters(target..<close)
        offset = close + 2
    }

    /// `<!-- … -->`, skipped; `--` may not appear inside one.
    private mutating func comment() throws(IBError) {
        let start = offset + 4
        guard let close = find("--", from: start) else { throw endOfFile(in: "a comment") }
        guard close + 2 < bytes.count else { throw endOfFile(in: "a comment") }
        guard bytes[close + 2] == Self.greaterThan else { throw malformed("a comment contains \"--\", which XML does not allow", at: close) }
        try checkCharacters(start..<close)
        offset = close + 3
    }

    /// `<![CDATA[ … ]]>`: its text, as written, is the element's.
    private mutating func cdata() throws(IBError) {
        let start = offset + 9
        guard let close = find("]]>", from: start) else { throw endOfFile(in: "a CDATA section") }
        offset = start
        try appendToOpenElement(upTo: close, replacingReferences: false)
        offset = close + 3
    }

    // MARK: Tags

    private mutating func startTag() throws(IBError) {
        let tagStart = offset
        if root != nil && stack.isEmpty { throw malformed("there is more after the root element ends", at: offset) }
        offset += 1
        let nameStart = offset
        let nameIndex = try readName("an element name after <")
        let nameCount = offset - nameStart
        let base = bytes.baseAddress!
        // The tag as a string, made only for a message (holding the interned one would cost
        // a retain and a release per attribute).
        var name: String { IBAttributeStore.string(base + nameStart, count: nameCount) }
        // The attributes go to `records` as places in the bytes; no string is made for them.
        let firstRecord = records.count
        var idRecord = -1
        var keyRecord = -1
        // The hashes of this tag's attributes overwrite the last tag's from the start
        // (emptying the array each tag cost a call to `replaceSubrange`).
        var hashCount = 0
        var seen: Set<String> = []
        var selfClosing = false
        while true {
            let separated = skipWhitespace()
            guard offset < bytes.count else { throw endOfFile(in: "the start tag <\(name)") }
            let byte = bytes[offset]
            if byte == Self.greaterThan {
                offset += 1
                break
            }
            if byte == Self.slash {
                guard offset + 1 < bytes.count else { throw endOfFile(in: "the start tag <\(name)") }
                guard bytes[offset + 1] == Self.greaterThan else { throw malformed("expected > after / in the tag <\(name)>", at: offset + 1) }
                offset += 2
                selfClosing = true
                break
            }
            guard separated else {
                throw malformed("expected whitespace, > or /> after the name or an attribute of the tag <\(name)>", at: offset)
            }
            let attributeStart = offset
            let attributeHash = try scanName("an attribute name or the end of the tag <\(name)>")
            let attributeCount = offset - attributeStart
            var attribute: String { IBAttributeStore.string(base + attributeStart, count: attributeCount) }
            // A repeated name is an error at its second occurrence: equal hashes are almost
            // always the same name, and the bytes settle it.
            let repeated: Bool
            let earlier = records.count - firstRecord
            if earlier < Self.linearDuplicateSearchLimit {
                var found = false
                var index = 0
                while index < earlier {
                    if attributeHashes[index] == attributeHash {
                        let other = records[firstRecord + index]
                        if Int(other.nameCount) == attributeCount, memcmp(base + Int(other.nameStart), base + attributeStart, attributeCount) == 0 {
                            found = true
                        }
                    }
                    index += 1
                }
                repeated = found
            } else {
                if seen.isEmpty { seen = Set((firstRecord..<records.count).map { recordName($0) }) }
                repeated = !seen.insert(attribute).inserted
            }
            if repeated {
                throw malformed("an attribute appears twice in one element (\(attribute) in <\(name)>)", at: attributeStart)
            }
            skipWhitespace()
            guard offset < bytes.count else { throw endOfFile(in: "the start tag <\(name)") }
            guard bytes[offset] == Self.equals else { throw malformed("expected = after the attribute \(attribute) of <\(name)>", at: offset) }
            offset += 1
            skipWhitespace()
            guard offset < bytes.count else { throw endOfFile(in: "the start tag <\(name)") }
            let quote = bytes[offset]
            guard quote == Self.doubleQuote || quote == Self.singleQuote else {
                throw malformed("the value of \(attribute) in <\(name)> is not in quotes", at: offset)
            }
            offset += 1
            let (valueStart, valueCount) = try attributeValue(quote: quote, tag: name)
            if attributeCount == 2, base[attributeStart] == 0x69, base[attributeStart + 1] == 0x64 {                         // id
                idRecord = records.count
                idCount += 1
            } else if attributeCount == 3, base[attributeStart] == 0x6B, base[attributeStart + 1] == 0x65, base[attributeStart + 2] == 0x79 { // key
                keyRecord = records.count
            }
            records.append(IBAttributeStore.Record(nameStart: Int32(attributeStart), nameCount: Int32(attributeCount),
                                                   valueStart: valueStart, valueCount: valueCount))
            if hashCount < attributeHashes.count {
                attributeHashes[hashCount] = attributeHash
            } else {
                attributeHashes.append(attributeHash)
            }
            hashCount += 1
            if records.count - firstRecord > IBXMLReader.maximumAttributesPerElement {
                throw IBError(.refused, at: IBLocation(file: file, line: location(at: tagStart).line, column: 0),
                              "an element has more than \(IBXMLReader.maximumAttributesPerElement) attributes, more than any Interface Builder document")
            }
        }
        // Where the start tag ends, as libxml2 reported it, which is where messages about the
        // element's attributes have always pointed. Kept as a byte offset: the tree works out
        // the line and column only when something asks.
        let place = offset
        elementCount += 1
        if stack.count >= IBXMLReader.maximumDepth {
            throw IBError(.refused, at: location(at: place), "elements nest deeper than \(IBXMLReader.maximumDepth) levels, more than any Interface Builder document")
        }
        if elementCount > IBXMLReader.maximumElementCount {
            throw IBError(.refused, at: location(at: place), "the document has more than \(IBXMLReader.maximumElementCount) elements, more than any Interface Builder document")
        }
        let node = IBParsedTree.Node(name: nameIndex, firstAttribute: Int32(firstRecord), attributeCount: Int32(records.count - firstRecord),
                                     idIndex: Int32(idRecord < 0 ? -1 : idRecord - firstRecord),
                                     keyIndex: Int32(keyRecord < 0 ? -1 : keyRecord - firstRecord),
                                     firstChild: 0, childCount: 0, descendantsStart: Int32(nodes.count), text: -1,
                                     place: Int32(place))
        if selfClosing {
            finish(node)
        } else {
            stack.append(Frame(node: node, nameStart: nameStart, nameCount: nameCount, childBase: pendingChildren.count,
                               textBase: pendingText.count, deferredBase: deferredBlanks.count))
        }
    }

    /// The name of the attribute `records[index]`, as a string (for messages).
    private func recordName(_ index: Int) -> String {
        let record = records[index]
        return IBAttributeStore.string(bytes.baseAddress! + Int(record.nameStart), count: Int(record.nameCount))
    }

    /// The value of the attribute `records[index]`, as a string (for messages).
    private func recordValue(_ index: Int) -> String {
        let record = records[index]
        if record.valueStart < 0 { return decoded[Int(-record.valueStart - 1)] }
        return IBAttributeStore.string(bytes.baseAddress! + Int(record.valueStart), count: Int(record.valueCount))
    }

    private mutating func endTag() throws(IBError) {
        let tagStart = offset
        offset += 2
        let nameStart = offset
        try skipName("an element name after </")
        let nameCount = offset - nameStart
        skipWhitespace()
        guard offset < bytes.count else { throw endOfFile(in: "an end tag") }
        guard bytes[offset] == Self.greaterThan else { throw malformed("expected > to end the end tag", at: offset) }
        offset += 1
        guard let open = stack.popLast() else {
            throw malformed(root == nil ? "an end tag with no element open" : "there is more after the root element ends", at: tagStart)
        }
        guard nameCount == open.nameCount, memcmp(bytes.baseAddress! + nameStart, bytes.baseAddress! + open.nameStart, nameCount) == 0 else {
            stack.append(open)
            throw malformed("a closing tag does not match " + describe(open), at: tagStart + 1)
        }
        var node = open.node
        let childCount = pendingChildren.count - open.childBase
        if childCount > 0 {
            node.firstChild = Int32(nodes.count)
            node.childCount = Int32(childCount)
            nodes.append(contentsOf: pendingChildren[open.childBase...])
            pendingChildren.removeSubrange(open.childBase...)
        }
        // Indentation between children is layout, not content.
        if open.deferredBase < deferredBlanks.count {
            if childCount == 0 { copyDeferredBlanks(from: open.deferredBase) } else { deferredBlanks.removeSubrange(open.deferredBase...) }
        }
        if open.textBase < pendingText.count {
            let text: String? = pendingText.withUnsafeBufferPointer { buffer in
                let own = UnsafeBufferPointer(rebasing: buffer[open.textBase...])
                return childCount == 0 || !(open.textIsBlank || Self.isBlank(own)) ? IBAttributeStore.string(own.baseAddress!, count: own.count) : nil
            }
            if let text {
                node.text = Int32(texts.count)
                texts.append(text)
            }
            pendingText.removeSubrange(open.textBase...)
        }
        finish(node)
    }

    /// Adds a finished element to its parent's children, or makes it the root.
    private mutating func finish(_ element: IBParsedTree.Node) {
        if stack.isEmpty {
            root = element
        } else {
            pendingChildren.append(element)
        }
    }

    /// Whether `text` is whitespace alone, as `IBXMLReader.isBlank` says.
    private static func isBlank(_ text: UnsafeBufferPointer<UInt8>) -> Bool {
        var onlyASCII = true
        var start = 0
        if let base = text.baseAddress {
            let raw = UnsafeRawPointer(base)
            while start + 8 <= text.count, raw.loadUnaligned(fromByteOffset: start, as: UInt64.self) == eightSpaces { start += 8 }
        }
        for byte in UnsafeBufferPointer(rebasing: text[start...]) {
            if isWhitespace(byte) || byte == 0x0B || byte == 0x0C { continue }
            if byte < 0x80 { return false }
            onlyASCII = false
        }
        return onlyASCII || IBXMLReader.isBlank(String(decoding: text, as: UTF8.self))
    }

    // MARK: Names

    /// Reads a name and returns where it is in `treeNames`: interned, so a tag that recurs is
    /// one string however often it is used.
    private mutating func readName(_ expected: @autoclosure () -> String) throws(IBError) -> Int32 {
        let start = offset
        let hash = try scanName(expected())
        let count = offset - start
        let base = bytes.baseAddress!
        // Linear probing from the slot the hash picks; an empty slot (hash 0, which
        // `nameHash` never gives) ends the search, and the table is never full, since it
        // interns fewer names than it has slots.
        var slot = Int(truncatingIfNeeded: hash) & (Self.nameSlotCount - 1)
        while true {
            let slotHash = nameHashes[slot]
            if slotHash == 0 {
                let index = Int32(treeNames.count)
                treeNames.append(Self.string(UnsafeBufferPointer(start: base + start, count: count)))
                if namesInterned < Self.maximumInternedNames {
                    nameHashes[slot] = hash
                    names[slot] = index
                    nameOffsets[slot] = start
                    nameLengths[slot] = count
                    namesInterned += 1
                }
                return index
            }
            // The interned name's bytes are still in the file at its first occurrence.
            if slotHash == hash, nameLengths[slot] == count, memcmp(base + nameOffsets[slot], base + start, count) == 0 {
                return names[slot]
            }
            slot = (slot + 1) & (Self.nameSlotCount - 1)
        }
    }

    /// The ASCII bytes below 64 that may continue a name, as bits: `-`, `.`, the digits and `:`.
    static let nameBytesBelow64: UInt64 = 0x07FF_6000_0000_0000
    /// The ASCII bytes from 64 that may start or continue a name, as bits from 64: the
    /// letters and `_`.
    static let nameBytesFrom64: UInt64 = 0x07FF_FFFE_87FF_FFFE

    /// Whether the ASCII byte `byte` may continue a name (a letter, digit, `_`, `:`, `-` or `.`).
    @inline(__always)
    static func continuesName(_ byte: UInt8) -> Bool {
        byte < 64 ? (nameBytesBelow64 >> UInt64(byte)) & 1 != 0 : (nameBytesFrom64 >> UInt64(byte & 63)) & 1 != 0
    }

    /// Moves past a name and returns a hash of its bytes (`nameHash`).
    private mutating func scanName(_ expected: @autoclosure () -> String) throws(IBError) -> UInt64 {
        let start = offset
        try skipName(expected())
        return Self.nameHash(bytes, from: start, to: offset)
    }

    /// Moves past a name: a letter, `_`, `:` or non-ASCII character, then those, digits, `-`
    /// and `.`. Names are most of a tag's bytes, and most of theirs are letters: a run of
    /// letters is passed over eight bytes at a time (`leadingLetters`), and the other bytes
    /// are told one by one by two bit sets.
    private mutating func skipName(_ expected: @autoclosure () -> String) throws(IBError) {
        let start = offset
        let base = bytes.baseAddress!
        let raw = UnsafeRawPointer(base)
        let count = bytes.count
        var index = offset
        if index < count {
            let first = base[index]
            // `:` and `_` and letters start a name; digits, `-` and `.` only continue one.
            if first < 0x80 {
                if Self.continuesName(first) && !(first < 64 && first != 0x3A) { index += 1 }
            } else {
                index += try scalarLength(at: index)
            }
        }
        if index > start {
            while true {
                if index + 8 <= count {
                    let letters = Self.leadingLetters(raw.loadUnaligned(fromByteOffset: index, as: UInt64.self))
                    index += letters
                    if letters == 8 { continue }
                }
                guard index < count else { break }
                let byte = base[index]
                if byte < 0x80 {
                    guard Self.continuesName(byte) else { break }
                    index += 1
                } else {
                    offset = index
                    index += try scalarLength(at: index)
                }
            }
        }
        offset = index
        guard offset > start else {
            if offset >= count { throw endOfFile(in: "a tag") }
            throw malformed("expected \(expected()), found \(describeByte(at: offset))", at: offset)
        }
    }

    /// How many of the eight bytes of `word` (in file order, little-endian) are ASCII
    /// letters before the first that is not. Each byte is folded to lower case and has its
    /// top bit cleared, so no sum or difference below carries into the next byte: its top
    /// bit says it is at least `a` (the sum) and at most `z` (the difference), and the byte
    /// itself must be below 0x80.
    @inline(__always)
    static func leadingLetters(_ word: UInt64) -> Int {
        let folded = (word & 0x7F7F_7F7F_7F7F_7F7F) | 0x2020_2020_2020_2020
        let atLeastA = folded &+ 0x1F1F_1F1F_1F1F_1F1F
        let atMostZ = 0xFAFA_FAFA_FAFA_FAFA &- folded
        let notLetters = ~(atLeastA & atMostZ & ~word) & byteHighs
        return notLetters.trailingZeroBitCount >> 3
    }

    /// A hash of the name in `bytes[start..<end]` from its length and its first and last
    /// eight bytes (zero padded when shorter), which for the names Interface Builder writes
    /// almost always tell them apart; names that share all three are told apart by their
    /// bytes wherever the hash is used. Never 0, which marks an empty slot of the name table.
    @inline(__always)
    static func nameHash(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> UInt64 {
        let raw = UnsafeRawPointer(bytes.baseAddress!)
        let length = end - start
        let first: UInt64
        if start + 8 <= bytes.count {
            let word = raw.loadUnaligned(fromByteOffset: start, as: UInt64.self)
            first = length >= 8 ? word : word & ((1 << (8 * UInt64(length))) &- 1)
        } else {
            // Too near the end of the file to read a whole word: the same value, byte by byte.
            var word: UInt64 = 0
            for index in 0..<min(length, 8) { word |= UInt64(bytes[start + index]) << (8 * UInt64(index)) }
            first = word
        }
        let last = length > 8 ? raw.loadUnaligned(fromByteOffset: end - 8, as: UInt64.self) : 0
        var hash = (first &* 0x9E37_79B9_7F4A_7C15) ^ (last &* 0xC2B2_AE3D_27D4_EB4F) ^ UInt64(length)
        hash ^= hash >> 29
        hash = hash &* 0xFF51_AFD7_ED55_8CCD
        hash ^= hash >> 32
        return hash == 0 ? 1 : hash
    }

    // MARK: Values and text

    /// An attribute value up to its closing `quote`, which it moves past: where it is in the
    /// bytes, or, when its text differs from them, a negative start naming its decoded
    /// string in `decoded` (as `IBAttributeStore.Record` keeps it).
    private mutating func attributeValue(quote: UInt8, tag: @autoclosure () -> String) throws(IBError) -> (start: Int32, count: Int32) {
        let start = offset
        // The commonest case, ASCII text with nothing to replace up to the closing quote,
        // is read eight bytes at a time in one pass: a word with no quote and no byte that
        // needs a closer look is passed over whole; the first word with one is read byte by
        // byte, ending the value at its quote or handing anything else to the reading below.
        let base = bytes.baseAddress!
        let raw = UnsafeRawPointer(base)
        let count = bytes.count
        let quotes = Self.byteOnes &* UInt64(quote)
        var index = offset
        plain: while index < count {
            if index + 8 <= count {
                let word = raw.loadUnaligned(fromByteOffset: index, as: UInt64.self)
                if !Self.needsALook(word) && !Self.hasZeroByte(word ^ quotes) {
                    index += 8
                    continue
                }
            }
            let stop = min(index + 8, count)
            while index < stop {
                let byte = base[index]
                if byte == quote {
                    offset = index + 1
                    return (Int32(start), Int32(index - start))
                }
                if byte >= 0x80 || byte < Self.space || byte == Self.ampersand || byte == Self.lessThan { break plain }
                index += 1
            }
        }
        // The common case: nothing to replace, kept as the bytes it is (UTF-8 checked).
        while offset < bytes.count {
            let byte = bytes[offset]
            if byte == quote {
                offset += 1
                return (Int32(start), Int32(offset - 1 - start))
            }
            if byte >= 0x80 {
                offset += try scalarLength(at: offset)
                continue
            }
            if byte < Self.space || byte == Self.ampersand || byte == Self.lessThan { break }
            offset += 1
        }
        // The reused buffer is moved out while it is filled, so filling it is not an access to self.
        var buffer = scratch
        scratch = []
        defer { scratch = buffer }
        buffer.removeAll(keepingCapacity: true)
        buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[start..<offset]))
        while offset < bytes.count {
            let byte = bytes[offset]
            switch byte {
            case quote:
                offset += 1
                decoded.append(buffer.withUnsafeBufferPointer(Self.string))
                return (Int32(-decoded.count), 0)
            case Self.ampersand:
                try reference(into: &buffer)
            case Self.lessThan:
                throw malformed("a < inside the value of an attribute of <\(tag())>; XML needs &lt; there", at: offset)
            case Self.carriageReturn:
                // CR LF is one line end, and a line end in a value reads as a space.
                buffer.append(Self.space)
                offset += offset + 1 < bytes.count && bytes[offset + 1] == Self.lineFeed ? 2 : 1
            case Self.lineFeed, Self.tab:
                buffer.append(Self.space)
                offset += 1
            case 0x80...:
                let length = try scalarLength(at: offset)
                buffer.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[offset..<offset + length]))
                offset += length
            case ..<Self.space:
                throw controlCharacter(at: offset)
            default:
                buffer.append(byte)
                offset += 1
            }
        }
        throw endOfFile(in: "the start tag <\(tag())")
    }

    /// Every byte of a word set to one, and to its top bit.
    private static let byteOnes: UInt64 = 0x0101_0101_0101_0101
    private static let byteHighs: UInt64 = 0x8080_8080_8080_8080

    /// Whether some byte of `word` is zero (the usual exact test: any zero byte borrows into
    /// its own top bit, which no nonzero byte's complement lets through).
    @inline(__always)
    private static func hasZeroByte(_ word: UInt64) -> Bool {
        (word &- byteOnes) & ~word & byteHighs != 0
    }

    /// Whether some byte of `word` is not printable ASCII other than `&` and `<`, the bytes
    /// an attribute value keeps as they are: 0x80 or more, below 0x20, `&` or `<`.
    @inline(__always)
    private static func needsALook(_ word: UInt64) -> Bool {
        // With every byte below 0x80, subtracting 0x20 from each borrows into its top bit
        // exactly when the byte is below 0x20.
        word & byteHighs != 0 || (word &- byteOnes &* 0x20) & ~word & byteHighs != 0
            || hasZeroByte(word ^ (byteOnes &* UInt64(ampersand))) || hasZeroByte(word ^ (byteOnes &* UInt64(lessThan)))
    }

    /// Character data up to the next `<`, added to the innermost open element's text.
    private mutating func text() throws(IBError) {
        let end = memchr(bytes.baseAddress! + offset, Int32(Self.lessThan), bytes.count - offset)
            .map { UnsafePointer<UInt8>($0.assumingMemoryBound(to: UInt8.self)) - bytes.baseAddress! } ?? bytes.count
        try appendToOpenElement(upTo: end, replacingReferences: true)
    }

    /// `appendText` into the innermost open element's text (the end of `pendingText`). A
    /// blank run while the element's text is blank is only noted (`deferredBlanks`).
    private mutating func appendToOpenElement(upTo end: Int, replacingReferences: Bool) throws(IBError) {
        let open = stack.count - 1
        if stack[open].textIsBlank {
            if Self.isPlainBlank(bytes, from: offset, to: end) {
                deferredBlanks.append(BlankRun(start: Int32(offset), end: Int32(end)))
                offset = end
                return
            }
            if stack[open].deferredBase < deferredBlanks.count { copyDeferredBlanks(from: stack[open].deferredBase) }
        }
        // Moved out and back, so it is appended in place (not copied) and filling it is not
        // an access to `self` while `self` is being changed.
        var text = pendingText
        pendingText = []
        defer { pendingText = text }
        let blank = try appendText(upTo: end, into: &text, replacingReferences: replacingReferences)
        if !blank { stack[stack.count - 1].textIsBlank = false }
    }

    /// Copies the blank runs from `base` on into `pendingText`, in order, and forgets them.
    private mutating func copyDeferredBlanks(from base: Int) {
        let start = bytes.baseAddress!
        for run in deferredBlanks[base...] {
            pendingText.append(contentsOf: UnsafeBufferPointer(start: start + Int(run.start), count: Int(run.end - run.start)))
        }
        deferredBlanks.removeSubrange(base...)
    }

    /// Whether `bytes[start..<end]` is spaces, line feeds and tabs alone: text that needs no
    /// check and no change (a carriage return is normalized, so it takes `appendText`).
    private static func isPlainBlank(_ bytes: UnsafeBufferPointer<UInt8>, from start: Int, to end: Int) -> Bool {
        let raw = UnsafeRawPointer(bytes.baseAddress!)
        var index = start
        while index < end {
            if index + 8 <= end, raw.loadUnaligned(fromByteOffset: index, as: UInt64.self) == eightSpaces {
                index += 8
                continue
            }
            let byte = bytes[index]
            guard byte == space || byte == lineFeed || byte == tab else { return false }
            index += 1
        }
        return true
    }

    /// Appends the bytes from `offset` to `end` to `text`, checked: line ends normalized,
    /// references replaced (outside CDATA), UTF-8 and XML's characters enforced. Returns
    /// whether the bytes were ASCII whitespace alone (anything else, a reference or a
    /// non-ASCII space included, counts as not blank: `isBlank` then decides).
    private mutating func appendText(upTo end: Int, into text: inout [UInt8], replacingReferences: Bool) throws(IBError) -> Bool {
        var blank = true
        var run = offset
        let raw = UnsafeRawPointer(bytes.baseAddress!)
        while offset < end {
            // Indentation, most of the text between tags, is runs of spaces: eight at a time.
            if offset + 8 <= end, raw.loadUnaligned(fromByteOffset: offset, as: UInt64.self) == Self.eightSpaces {
                offset += 8
                continue
            }
            let byte = bytes[offset]
            if byte >= Self.space && byte < 0x80 && byte != Self.ampersand && byte != Self.closingBracket {
                if byte != Self.space { blank = false }
                offset += 1
                continue
            }
            if byte == Self.lineFeed || byte == Self.tab {
                offset += 1
                continue
            }
            blank = blank && byte == Self.carriageReturn
            if byte >= 0x80 {
                offset += try scalarLength(at: offset)
                continue
            }
            if byte == Self.closingBracket {
                if replacingReferences, offset + 2 < bytes.count, bytes[offset + 1] == Self.closingBracket, bytes[offset + 2] == Self.greaterThan {
                    throw malformed("]]> in text outside a CDATA section" + inside, at: offset)
                }
                offset += 1
                continue
            }
            if byte == Self.ampersand && !replacingReferences {
                offset += 1
                continue
            }
            // A reference or a CR: what precedes it goes in as is.
            text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<offset]))
            if byte == Self.ampersand {
                try reference(into: &text)
            } else if byte == Self.carriageReturn {
                text.append(Self.lineFeed)
                offset += offset + 1 < end && bytes[offset + 1] == Self.lineFeed ? 2 : 1
            } else {
                throw controlCharacter(at: offset)
            }
            run = offset
        }
        text.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[run..<offset]))
        return blank
    }

    /// A reference at `offset` (`&lt;`, `&#169;`, `&#xA9;`), its character appended to `output`.
    private mutating func reference(into output: inout [UInt8]) throws(IBError) {
        let start = offset
        var end = offset + 1
        // The longest valid reference, `&#x0010FFFF;` with leading zeros aside, is short;
        // a bound keeps a stray `&` in a long text from scanning the rest of the file.
        let longest = 32
        while end < bytes.count, end - start <= longest, bytes[end] != Self.semicolon, bytes[end] != Self.lessThan,
              bytes[end] != Self.ampersand, !Self.isWhitespace(bytes[end]) { end += 1 }
        guard end < bytes.count, bytes[end] == Self.semicolon, end > start + 1 else {
            if end >= bytes.count, !stack.isEmpty { throw endOfFile(in: "a reference") }
            throw malformed("a & that does not start an entity or character reference (write &amp; for &)" + inside, at: start)
        }
        let body = UnsafeBufferPointer(rebasing: bytes[start + 1..<end])
        if body[0] == Self.hash {
            let hex = body.count > 1 && body[1] == 0x78
            let digits = body.dropFirst(hex ? 2 : 1)
            var scalar: UInt32 = 0
            var valid = !digits.isEmpty
            for digit in digits where valid {
                let value: UInt32
                switch digit {
                case 0x30...0x39: value = UInt32(digit - 0x30)
                case 0x61...0x66 where hex: value = UInt32(digit - 0x61 + 10)
                case 0x41...0x46 where hex: value = UInt32(digit - 0x41 + 10)
                default: valid = false; value = 0
                }
                scalar = scalar &* (hex ? 16 : 10) &+ value
                if scalar > 0x10FFFF { valid = false }
            }
            let written = String(decoding: bytes[start...end], as: UTF8.self)
            guard valid, Self.isXMLCharacter(scalar), let character = Unicode.Scalar(scalar) else {
                throw malformed("the character reference \(written) names no XML character" + inside, at: start)
            }
            output.append(contentsOf: String(character).utf8)
        } else {
            let replacement: UInt8
            switch Array(body) {
            case [0x6C, 0x74]: replacement = Self.lessThan                      // lt
            case [0x67, 0x74]: replacement = Self.greaterThan                   // gt
            case [0x61, 0x6D, 0x70]: replacement = Self.ampersand               // amp
            case [0x71, 0x75, 0x6F, 0x74]: replacement = Self.doubleQuote       // quot
            case [0x61, 0x70, 0x6F, 0x73]: replacement = Self.singleQuote       // apos
            default:
                let written = String(decoding: bytes[start...end], as: UTF8.self)
                throw malformed("an undeclared entity (\(written)); Interface Builder uses only the five XML entities" + inside, at: start)
            }
            output.append(replacement)
        }
        offset = end + 1
    }

    /// A string of `utf8`, already checked to be UTF-8. (`String(decoding:as:)` asks at run
    /// time whether its argument is contiguous, a dynamic cast that cost as much as making
    /// the string.)
    private static func string(_ utf8: UnsafeBufferPointer<UInt8>) -> String {
        guard let source = utf8.baseAddress, !utf8.isEmpty else { return "" }
        return String(unsafeUninitializedCapacity: utf8.count) { buffer in
            buffer.baseAddress!.initialize(from: source, count: utf8.count)
            return utf8.count
        }
    }

    // MARK: Characters

    /// The length of the UTF-8 sequence at `index`, which starts with a byte of 0x80 or more,
    /// if it encodes an XML character; else an error there.
    private mutating func scalarLength(at index: Int) throws(IBError) -> Int {
        let lead = bytes[index]
        let length: Int
        var scalar: UInt32
        switch lead {
        case 0xC2...0xDF: length = 2; scalar = UInt32(lead & 0x1F)
        case 0xE0...0xEF: length = 3; scalar = UInt32(lead & 0x0F)
        case 0xF0...0xF4: length = 4; scalar = UInt32(lead & 0x07)
        default: throw invalidUTF8(at: index)
        }
        guard index + length <= bytes.count else { throw invalidUTF8(at: index) }
        for k in 1..<length {
            let byte = bytes[index + k]
            guard byte & 0xC0 == 0x80 else { throw invalidUTF8(at: index) }
            scalar = scalar << 6 | UInt32(byte & 0x3F)
        }
        // Overlong forms, surrogates and values past U+10FFFF are not UTF-8.
        let shortest: UInt32 = length == 3 ? 0x800 : length == 4 ? 0x10000 : 0x80
        guard scalar >= shortest, scalar <= 0x10FFFF, !(0xD800...0xDFFF).contains(scalar) else { throw invalidUTF8(at: index) }
        guard Self.isXMLCharacter(scalar) else {
            throw malformed("the character U+\(String(scalar, radix: 16, uppercase: true)) is not allowed in XML" + inside, at: index)
        }
        return length
    }

    /// Checks that the bytes in `range` are UTF-8 and XML characters (comments, processing
    /// instructions and the declaration, which are otherwise skipped).
    private mutating func checkCharacters(_ range: Range<Int>) throws(IBError) {
        var index = range.lowerBound
        while index < range.upperBound {
            let byte = bytes[index]
            if byte >= 0x80 {
                index += try scalarLength(at: index)
            } else if byte < Self.space && !Self.isWhitespace(byte) {
                throw controlCharacter(at: index)
            } else {
                index += 1
            }
        }
    }

    /// Whether XML allows `scalar` in a document: tab, line ends, and everything from the
    /// space up except surrogates, U+FFFE and U+FFFF.
    private static func isXMLCharacter(_ scalar: UInt32) -> Bool {
        switch scalar {
        case 0x09, 0x0A, 0x0D, 0x20...0xD7FF, 0xE000...0xFFFD, 0x10000...0x10FFFF: return true
        default: return false
        }
    }

    private mutating func invalidUTF8(at index: Int) -> IBError {
        malformed("the text is not valid UTF-8 XML" + inside, at: index)
    }

    private mutating func controlCharacter(at index: Int) -> IBError {
        malformed("the control character U+\(String(format: "%04X", UInt32(bytes[index]))) is not allowed in XML" + inside, at: index)
    }

    /// What stands at `index`, for a message: the character, or its code when unprintable.
    private func describeByte(at index: Int) -> String {
        let byte = bytes[index]
        if byte > Self.space && byte < 0x7F { return "\"\(String(UnicodeScalar(byte)))\"" }
        return String(format: "the byte 0x%02X", byte)
    }

    // MARK: Scanning

    private static func isWhitespace(_ byte: UInt8) -> Bool {
        byte == space || byte == lineFeed || byte == tab || byte == carriageReturn
    }

    /// Moves past whitespace; whether there was any.
    @discardableResult
    private mutating func skipWhitespace() -> Bool {
        let start = offset
        while offset < bytes.count && Self.isWhitespace(bytes[offset]) { offset += 1 }
        return offset > start
    }

    private func starts(with prefix: StaticString) -> Bool {
        let count = prefix.utf8CodeUnitCount
        guard offset + count <= bytes.count else { return false }
        return memcmp(bytes.baseAddress! + offset, prefix.utf8Start, count) == 0
    }

    /// The offset of the next `terminator` at or after `start`, if any.
    private func find(_ terminator: StaticString, from start: Int) -> Int? {
        let count = terminator.utf8CodeUnitCount
        let first = terminator.utf8Start[0]
        var index = start
        while index + count <= bytes.count {
            if bytes[index] == first, memcmp(bytes.baseAddress! + index, terminator.utf8Start, count) == 0 { return index }
            index += 1
        }
        return nil
    }
}
