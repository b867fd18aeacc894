import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif
import Glibc

/// Reads the XML of an Interface Builder file into an `IBElement` tree, refusing what could
/// hurt the app that loads it.
///
/// Storyboards come with the apps we run, not from us, so the reader assumes nothing:
/// - **Size.** A file larger than `maximumFileSize` is refused before it is parsed, with
///   one message; only regular files are read (a FIFO or `/dev/zero` would never end).
/// - **Entities.** Xcode never writes a DOCTYPE, and a DOCTYPE is the only place entities
///   can be declared: expanding ones ("billion laughs") and external ones that read other
///   files or the network. So any DOCTYPE is refused before the XML parser sees the text, and
///   the parser is also told never to resolve external entities.
/// - **Encoding.** Xcode writes UTF-8. A declared encoding other than UTF-8 is refused, so the
///   DOCTYPE check above cannot be dodged by re-encoding the prolog.
/// - **Shape.** Nesting deeper than `maximumDepth` or more than `maximumElementCount`
///   elements is refused while parsing, which bounds memory and keeps every later walk of
///   the tree shallow; a tag with more than `maximumAttributesPerElement` attributes is
///   refused before parsing, since libxml2's time grows with the square of their number.
/// - **Malformed XML** is one error naming the file, the line and the column, and the open
///   element where that helps (a truncated file names what it ends inside).
enum IBXMLReader {
    // MARK: Limits

    /// The largest file read, in bytes (8 MiB). Storyboards of real apps are measured in
    /// hundreds of kilobytes; a few megabytes is an unusually large one. The bound is below
    /// 10,000,000 bytes because FoundationXML's libxml2 (run without `XML_PARSE_HUGE`) gives
    /// up on a document past that size with a bare internal error; a file it could not read
    /// anyway is better refused up front with a message that says why. The parsed tree takes
    /// several times the file's size in memory, so the cap also caps that.
    static let maximumFileSize = 8 << 20
    /// The deepest element nesting accepted, in elements. A storyboard's deepest path
    /// (document, scenes, scene, objects, controller, view, then two levels per nested
    /// subview, then a colour or constraint) stays under 40 even in busy scenes.
    static let maximumDepth = 128
    /// The most elements accepted in one file. A 1 MB storyboard holds about ten thousand;
    /// the cap stops a file of millions of tiny elements from growing the tree without bound.
    static let maximumElementCount = 500_000
    /// The most attributes one element may have. Interface Builder writes a few dozen at most
    /// (a label has about fifteen); libxml2 checks each new attribute against all earlier
    /// ones of its element, so one tag with the million attributes 8 MiB can hold would keep
    /// it busy for about ten minutes. The tags are counted before the parser sees them.
    static let maximumAttributesPerElement = 256

    // MARK: Reading

    /// The root element of the Interface Builder file at `path`. Errors name `path`.
    static func read(contentsOfFile path: String) throws(IBError) -> IBElement {
        let data = try readFile(path)
        return try parse(data, file: path)
    }

    /// The root element of `data`, an XML document; `file` names it in errors.
    static func parse(_ data: Data, file: String) throws(IBError) -> IBElement {
        if data.count > maximumFileSize { throw IBError(.tooLarge, at: .file(file), tooLarge(data.count)) }
        try checkProlog(data, file: file)
        try checkAttributeCounts(data, file: file)
        let parser = XMLParser(data: data)
        parser.shouldResolveExternalEntities = false
        parser.externalEntityResolvingPolicy = .never
        parser.shouldProcessNamespaces = false
        let builder = IBTreeBuilder(file: file)
        parser.delegate = builder
        let succeeded = parser.parse()
        if let failure = builder.failure { throw failure }
        guard succeeded, let root = builder.root else {
            // The number of the file's last line, to tell a file cut short from one broken inside.
            let lastLine = data.reduce(1) { $1 == 0x0A ? $0 + 1 : $0 }
            throw builder.malformed(line: builder.errorLine, column: builder.errorColumn, lastLine: lastLine)
        }
        return root
    }

    /// Whether `text` is whitespace alone, as `Character.isWhitespace` says. Indentation is
    /// ASCII, which is decided byte by byte here; only text with other bytes takes the
    /// Unicode test (testing each `Character` of every element's indentation was a third of
    /// the time a storyboard took to parse).
    static func isBlank(_ text: String) -> Bool {
        var onlyASCII = true
        for byte in text.utf8 {
            switch byte {
            case 0x09...0x0D, 0x20: continue
            case 0x80...: onlyASCII = false
            default: return false
            }
        }
        return onlyASCII || text.allSatisfy(\.isWhitespace)
    }

    private static func tooLarge(_ size: Int) -> String {
        "the file is \(size) bytes; an Interface Builder document may be at most \(maximumFileSize) bytes (8 MiB)"
    }

    // MARK: The file

    /// The bytes of the regular file at `path`, at most `maximumFileSize`. The type is
    /// checked with `stat` and again on the descriptor, which is opened non-blocking so a FIFO
    /// swapped in between cannot hang the app; the read is capped in case the file grows.
    static func readFile(_ path: String) throws(IBError) -> Data {
        func failure(_ reason: String) -> IBError { IBError(.unreadable, at: .file(path), "cannot read the file: \(reason)") }
        var info = stat()
        guard stat(path, &info) == 0 else { throw failure(MessageText.describe(errno: errno)) }
        try checkRegular(info, path: path, failure)
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(MessageText.describe(errno: errno)) }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0 else { throw failure(MessageText.describe(errno: errno)) }
        try checkRegular(info, path: path, failure)
        var data = Data()
        data.reserveCapacity(Int(info.st_size))
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = buffer.withUnsafeMutableBytes { Glibc.read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(MessageText.describe(errno: errno))
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[..<count])
            if data.count > maximumFileSize { throw IBError(.tooLarge, at: .file(path), tooLarge(data.count)) }
        }
        return data
    }

    private static func checkRegular(_ info: stat, path: String, _ failure: (String) -> IBError) throws(IBError) {
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            if Int(info.st_size) > maximumFileSize { throw IBError(.tooLarge, at: .file(path), tooLarge(Int(info.st_size))) }
        case S_IFDIR: throw failure("it is a directory, not a file")
        case S_IFIFO: throw failure("it is a FIFO (named pipe), not a regular file")
        case S_IFCHR, S_IFBLK: throw failure("it is a device, not a regular file")
        case S_IFSOCK: throw failure("it is a socket, not a regular file")
        default: throw failure("it is not a regular file")
        }
    }

    // MARK: The prolog

    /// Checks what comes before the root element: an optional UTF-8 byte order mark, the XML
    /// declaration (whose encoding, if named, must be UTF-8), comments and processing
    /// instructions. A DOCTYPE there is refused; after the root element starts, XML allows
    /// none, and the parser reports one as malformed.
    static func checkProlog(_ data: Data, file: String) throws(IBError) {
        let bytes = [UInt8](data.prefix(64 << 10))
        func location(_ offset: Int) -> IBLocation {
            var line = 1, column = 1
            for byte in bytes[..<min(offset, bytes.count)] {
                if byte == 0x0A { line += 1; column = 1 } else if byte & 0xC0 != 0x80 { column += 1 }
            }
            return IBLocation(file: file, line: line, column: column)
        }
        func starts(_ text: String, at offset: Int) -> Bool {
            let pattern = Array(text.utf8)
            return offset + pattern.count <= bytes.count && Array(bytes[offset..<offset + pattern.count]) == pattern
        }
        let window = bytes.count < data.count
        func end(of terminator: String, from offset: Int) -> Int? {
            let pattern = Array(terminator.utf8)
            var i = offset
            while i + pattern.count <= bytes.count {
                if bytes[i] == pattern[0], Array(bytes[i..<i + pattern.count]) == pattern { return i + pattern.count }
                i += 1
            }
            return nil
        }
        /// A construct of the prolog that does not end within the bytes examined.
        func unclosed(_ what: String, _ offset: Int) -> IBError {
            window ? IBError(.refused, at: location(offset), "\(what) before the root element runs past the first 64 KiB")
                : IBError(.malformed, at: location(offset), "\(what) is never closed")
        }
        guard !bytes.isEmpty else { throw IBError(.malformed, at: .file(file), "the file is empty") }
        if bytes.starts(with: [0xFE, 0xFF]) || bytes.starts(with: [0xFF, 0xFE]) || bytes.first == 0 || bytes.dropFirst().first == 0 {
            throw IBError(.refused, at: .file(file), "the file is UTF-16 or binary; Interface Builder documents are UTF-8 XML")
        }
        var i = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? 3 : 0
        while true {
            while i < bytes.count, [0x20, 0x09, 0x0D, 0x0A].contains(bytes[i]) { i += 1 }
            // A prolog longer than the window read is not something Xcode writes.
            guard i < bytes.count else {
                throw IBError(window ? .refused : .malformed, at: location(i),
                              window ? "no element starts in the first 64 KiB" : "the file holds no XML element")
            }
            guard bytes[i] == 0x3C else {
                throw IBError(.malformed, at: location(i), "the file does not start with an XML tag (is it a compiled nib or not XML at all?)")
            }
            if starts("<?", at: i) {
                guard let close = end(of: "?>", from: i) else { throw unclosed("a processing instruction", i) }
                if starts("<?xml", at: i) {
                    let declaration = String(decoding: bytes[i..<close], as: UTF8.self)
                    if let encoding = declaredEncoding(declaration), encoding.lowercased() != "utf-8" {
                        throw IBError(.refused, at: location(i), "the XML declaration names the encoding \"\(MessageText.quoted(encoding))\"; Interface Builder documents are UTF-8")
                    }
                }
                i = close
            } else if starts("<!--", at: i) {
                guard let close = end(of: "-->", from: i + 4) else { throw unclosed("a comment", i) }
                i = close
            } else if starts("<!", at: i) {
                throw IBError(.refused, at: location(i), starts("<!DOCTYPE", at: i)
                    ? "the document has a DOCTYPE; Interface Builder never writes one, and its entity declarations could expand without bound or read other files, so it is refused"
                    : "a declaration (<!…>) before the root element; Interface Builder never writes one")
            } else {
                return
            }
        }
    }

    /// Refuses a start tag with more than `maximumAttributesPerElement` attributes, naming its
    /// line. A lexical pass: it follows comments, CDATA sections, processing instructions,
    /// end tags and quoted attribute values just far enough to count the `=` of each start
    /// tag; anything malformed is left for the parser to report.
    static func checkAttributeCounts(_ data: Data, file: String) throws(IBError) {
        let failure: IBError? = data.withUnsafeBytes { (bytes: UnsafeRawBufferPointer) -> IBError? in
            let count = bytes.count
            var i = 0
            var line = 1
            /// Moves `i` past the next `terminator`, counting lines; false if there is none.
            func skip(past terminator: StaticString) -> Bool {
                let pattern = UnsafeRawBufferPointer(start: terminator.utf8Start, count: terminator.utf8CodeUnitCount)
                while i + pattern.count <= count {
                    if bytes[i] == pattern[0] {
                        var k = 1
                        while k < pattern.count, bytes[i + k] == pattern[k] { k += 1 }
                        if k == pattern.count { i += pattern.count; return true }
                    }
                    if bytes[i] == 0x0A { line += 1 }
                    i += 1
                }
                return false
            }
            func starts(with prefix: StaticString) -> Bool {
                let n = prefix.utf8CodeUnitCount
                guard i + n <= count else { return false }
                for k in 0..<n where bytes[i + k] != prefix.utf8Start[k] { return false }
                return true
            }
            while i < count {
                let byte = bytes[i]
                if byte == 0x0A { line += 1 }
                guard byte == 0x3C else { i += 1; continue }   // "<"
                let skipped: Bool
                if starts(with: "<!--") { skipped = skip(past: "-->") }
                else if starts(with: "<![CDATA[") { skipped = skip(past: "]]>") }
                else if starts(with: "<?") { skipped = skip(past: "?>") }
                else if starts(with: "<!") || starts(with: "</") { skipped = skip(past: ">") }
                else {
                    // A start tag: count the `=` outside quoted values up to its `>`.
                    let tagLine = line
                    var attributes = 0
                    var quote: UInt8 = 0
                    i += 1
                    while i < count {
                        let b = bytes[i]
                        if b == 0x0A { line += 1 }
                        if quote != 0 {
                            if b == quote { quote = 0 }
                        } else if b == 0x22 || b == 0x27 {
                            quote = b
                        } else if b == 0x3D {
                            attributes += 1
                            if attributes > maximumAttributesPerElement {
                                return IBError(.refused, at: IBLocation(file: file, line: tagLine, column: 0),
                                               "an element has more than \(maximumAttributesPerElement) attributes, more than any Interface Builder document")
                            }
                        } else if b == 0x3E {
                            break
                        }
                        i += 1
                    }
                    i += 1
                    continue
                }
                if !skipped { return nil }
            }
            return nil
        }
        if let failure { throw failure }
    }

    /// The value of `encoding=` in an XML declaration, if it names one.
    private static func declaredEncoding(_ declaration: String) -> String? {
        guard let range = declaration.range(of: "encoding") else { return nil }
        let rest = declaration[range.upperBound...].drop { $0 == " " || $0 == "=" || $0 == "\t" }
        guard let quote = rest.first, quote == "\"" || quote == "'" else { return nil }
        return String(rest.dropFirst().prefix { $0 != quote })
    }
}

/// The parser's delegate: builds the element tree, enforcing the reader's limits as it goes.
/// One per parse, used on the parsing thread only.
private final class IBTreeBuilder: NSObject, XMLParserDelegate {
    let file: String
    /// The elements whose start tag has been read and whose end tag has not, outermost first.
    private var stack: [IBElement] = []
    private var elementCount = 0
    /// The finished root element.
    private(set) var root: IBElement?
    /// Our own reason for stopping (a limit or a forbidden declaration), which wins over the
    /// "delegate aborted" error the parser reports after it.
    private(set) var failure: IBError?
    /// Where the parser first reported an error.
    private(set) var errorLine = 0
    private(set) var errorColumn = 0
    /// The first error's code (`XMLParser.ErrorCode`).
    private(set) var errorCode = 0
    private var sawError = false

    init(file: String) {
        self.file = file
    }

    private func location(_ parser: XMLParser) -> IBLocation {
        IBLocation(file: file, line: parser.lineNumber, column: parser.columnNumber)
    }

    private func stop(_ parser: XMLParser, _ error: IBError) {
        if failure == nil { failure = error }
        parser.abortParsing()
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?,
                qualifiedName qName: String?, attributes attributeDict: [String: String] = [:]) {
        guard failure == nil else { return }
        elementCount += 1
        if stack.count >= IBXMLReader.maximumDepth {
            return stop(parser, IBError(.refused, at: location(parser),
                                        "elements nest deeper than \(IBXMLReader.maximumDepth) levels, more than any Interface Builder document"))
        }
        if elementCount > IBXMLReader.maximumElementCount {
            return stop(parser, IBError(.refused, at: location(parser),
                                        "the document has more than \(IBXMLReader.maximumElementCount) elements, more than any Interface Builder document"))
        }
        stack.append(IBElement(name: elementName, attributes: attributeDict, location: location(parser)))
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName qName: String?) {
        guard failure == nil, var element = stack.popLast() else { return }
        // Indentation between children is layout, not content.
        if !element.children.isEmpty, IBXMLReader.isBlank(element.text) { element.text = "" }
        if stack.isEmpty {
            root = element
        } else {
            stack[stack.count - 1].children.append(element)
        }
    }

    func parser(_ parser: XMLParser, foundCharacters string: String) {
        guard failure == nil, !stack.isEmpty else { return }
        stack[stack.count - 1].text += string
    }

    func parser(_ parser: XMLParser, foundCDATA CDATABlock: Data) {
        guard failure == nil, !stack.isEmpty else { return }
        stack[stack.count - 1].text += String(decoding: CDATABlock, as: UTF8.self)
    }

    // The prolog check keeps DOCTYPEs out; these stop the parse should one ever get through.

    func parser(_ parser: XMLParser, foundInternalEntityDeclarationWithName name: String, value: String?) {
        stop(parser, IBError(.refused, at: location(parser), "an entity declaration; Interface Builder never writes one"))
    }

    func parser(_ parser: XMLParser, foundExternalEntityDeclarationWithName name: String, publicID: String?, systemID: String?) {
        stop(parser, IBError(.refused, at: location(parser), "an external entity declaration; Interface Builder never writes one"))
    }

    func parser(_ parser: XMLParser, foundUnparsedEntityDeclarationWithName name: String, publicID: String?,
                systemID: String?, notationName: String?) {
        stop(parser, IBError(.refused, at: location(parser), "an entity declaration; Interface Builder never writes one"))
    }

    func parser(_ parser: XMLParser, resolveExternalEntityName name: String, systemID: String?) -> Data? {
        nil
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        guard !sawError else { return }
        sawError = true
        errorLine = parser.lineNumber
        errorColumn = parser.columnNumber
        errorCode = (parseError as NSError).code
        // The parser recovers and goes on (closing elements, reporting later errors), which
        // would hide the first problem and the element it is in: stop at the first.
        parser.abortParsing()
    }

    /// The error for a parse that failed in the XML parser itself, in our words: what went
    /// wrong where, and which element was open, since a truncated or mismatched file is best
    /// found by the element it breaks off in. An error on the file's last line with elements
    /// still open is a file cut short, whatever construct the cut fell in.
    func malformed(line: Int, column: Int, lastLine: Int) -> IBError {
        let code = errorCode
        let open = stack.last.map { element in
            let id = element.id.map { " id=\"\(MessageText.quoted($0))\"" } ?? ""
            return "<\(element.name)\(id)> (opened at line \(element.location.line))"
        }
        let known = LibXMLError(rawValue: code)
        let what: String
        if let open, known == .tagNotFinished || line >= lastLine {
            what = "the file ends inside \(open); is it truncated?"
        } else {
            switch known {
            case .tagNameMismatch?:
                what = "a closing tag does not match " + (open ?? "the open element")
            case .documentEnd?:
                what = "there is more after the root element ends"
            case .documentEmpty?:
                what = "the file holds no XML element"
            case .undeclaredEntity?, .undeclaredEntityWarning?, .entityLoop?:
                what = "an undeclared entity (&…;); Interface Builder uses only the five XML entities"
            case .invalidCharacter?, .unknownEncoding?, .unsupportedEncoding?, .invalidEncoding?:
                what = "the text is not valid UTF-8 XML" + (open.map { " inside \($0)" } ?? "")
            case .attributeRedefined?:
                what = "an attribute appears twice in one element"
            case .internalError?:
                what = "the XML parser gave up (libxml2's internal error)" + (open.map { " inside \($0)" } ?? "")
            case .tagNotFinished?, nil:
                what = "the XML is not well-formed (XML parser error \(code))" + (open.map { " inside \($0)" } ?? "")
            }
        }
        let place = line > 0 ? IBLocation(file: file, line: line, column: column) : .file(file)
        return IBError(.malformed, at: place, what)
    }
}

/// The libxml2 error numbers (`xmlParserErrors`) that FoundationXML passes on as its error
/// codes, for the ones worth a message of their own. (Foundation's `XMLParser.ErrorCode`
/// names do not all match libxml2's meanings: its "premature document end" is libxml2's
/// "extra content at the end of the document".)
private enum LibXMLError: Int {
    case internalError = 1
    case documentEmpty = 4
    case documentEnd = 5
    case invalidCharacter = 9
    case undeclaredEntity = 26
    case undeclaredEntityWarning = 27
    case unknownEncoding = 31
    case unsupportedEncoding = 32
    case attributeRedefined = 42
    case tagNameMismatch = 76
    case tagNotFinished = 77
    case invalidEncoding = 81
    case entityLoop = 89
}
