import Foundation
import Glibc

/// Reads the XML of an Interface Builder file into an `IBElement` tree, refusing what could
/// hurt the app that loads it.
///
/// Storyboards come with the apps we run, not from us, so the reader assumes nothing:
/// - **Size.** A file larger than `maximumFileSize` is refused before it is parsed, with
///   one message; only regular files are read (a FIFO or `/dev/zero` would never end).
/// - **Entities.** Xcode never writes a DOCTYPE, and a DOCTYPE is the only place entities
///   can be declared: expanding ones ("billion laughs") and external ones that read other
///   files or the network. So any DOCTYPE is refused, and nothing is ever resolved but the
///   five predefined entities and character references.
/// - **Encoding.** Xcode writes UTF-8. A declared encoding other than UTF-8 is refused, and
///   bytes that are not UTF-8 are an error at their place.
/// - **Shape.** Nesting deeper than `maximumDepth`, more than `maximumElementCount`
///   elements, or more than `maximumAttributesPerElement` attributes on one tag is refused
///   while parsing, which bounds memory and keeps every later walk of the tree shallow.
/// - **Malformed XML** is one error naming the file, the line and the column, and the open
///   element where that helps (a truncated file names what it ends inside).
///
/// The XML itself is read by `IBXMLTokenizer`, straight from the bytes.
enum IBXMLReader {
    // MARK: Limits

    /// The largest file read, in bytes (8 MiB). Storyboards of real apps are measured in
    /// hundreds of kilobytes; a few megabytes is an unusually large one. The parsed tree takes
    /// several times the file's size in memory, so the cap is what bounds that, and a file
    /// past it is refused up front with a message that says why.
    static let maximumFileSize = 8 << 20
    /// The deepest element nesting accepted, in elements. A storyboard's deepest path
    /// (document, scenes, scene, objects, controller, view, then two levels per nested
    /// subview, then a colour or constraint) stays under 40 even in busy scenes.
    static let maximumDepth = 128
    /// The most elements accepted in one file. A 1 MB storyboard holds about ten thousand;
    /// the cap stops a file of millions of tiny elements from growing the tree without bound.
    static let maximumElementCount = 500_000
    /// The most attributes one element may have. Interface Builder writes a few dozen at most
    /// (a label has about fifteen); the bound keeps one tag from holding the million
    /// attributes 8 MiB can, each a dictionary entry of the element.
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
        return try IBXMLTokenizer.parse(data, file: file)
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
        // Read straight into memory the data then owns: a zeroed staging buffer cost more
        // than the read (64 KiB cleared for a 7 KB storyboard, on every load). One byte more
        // than the size `fstat` gave, so a file that grew since is noticed and read on.
        var capacity = max(1, min(Int(info.st_size), maximumFileSize) + 1)
        guard var storage = malloc(capacity) else { throw failure("out of memory") }
        var count = 0
        while true {
            if count == capacity {
                if count > maximumFileSize {
                    free(storage)
                    throw IBError(.tooLarge, at: .file(path), tooLarge(count))
                }
                let larger = min(capacity * 2, maximumFileSize + 1)
                guard let grown = realloc(storage, larger) else {
                    free(storage)
                    throw failure("out of memory")
                }
                storage = grown
                capacity = larger
            }
            let read = Glibc.read(descriptor, storage + count, capacity - count)
            if read < 0 {
                if errno == EINTR { continue }
                let reason = MessageText.describe(errno: errno)
                free(storage)
                throw failure(reason)
            }
            if read == 0 { break }
            count += read
        }
        return Data(bytesNoCopy: storage, count: count, deallocator: .free)
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
}
