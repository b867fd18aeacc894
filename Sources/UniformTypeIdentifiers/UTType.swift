import Foundation

/// A uniform type identifier: a reverse-DNS name for a kind of data (`public.png`), with the
/// MIME type and file extension other systems name it by, and its place in the conformance
/// tree (`public.png` is a `public.image`, which is `public.data`).
///
/// Only the system types apps exchange by drag and drop and the pasteboard are declared:
/// images, text, URLs and raw data. A type made from an unknown MIME type gets a dynamic
/// identifier (`dyn.mime.…`), as on Apple's systems, so it round-trips to the same MIME type.
public struct UTType: Hashable, Sendable, CustomStringConvertible {
    /// The type's identifier, such as `public.png`.
    public let identifier: String

    /// The MIME type other systems name this type by, if it has one.
    public var preferredMIMEType: String? {
        if let known = UTType.table[identifier] { return known.mimeTypes.first }
        if identifier.hasPrefix(UTType.dynamicMIMEPrefix) { return String(identifier.dropFirst(UTType.dynamicMIMEPrefix.count)) }
        return nil
    }

    /// The file extension files of this type usually have, if it has one.
    public var preferredFilenameExtension: String? {
        UTType.table[identifier]?.extensions.first
    }

    /// Whether the type is one of the declared system types (not a dynamic one).
    public var isDeclared: Bool { UTType.table[identifier] != nil }

    /// Whether the type is a dynamic one, made for a MIME type no declared type has.
    public var isDynamic: Bool { identifier.hasPrefix("dyn.") }

    /// The types this one conforms to directly.
    public var supertypes: Set<UTType> {
        var all = Set<UTType>()
        var pending = UTType.table[identifier]?.parents ?? (isDynamic ? [UTType.data.identifier] : [])
        while let next = pending.popLast() {
            guard all.insert(UTType(trusted: next)).inserted else { continue }
            pending += UTType.table[next]?.parents ?? []
        }
        return all
    }

    /// The description shown to people, such as "PNG image".
    public var localizedDescription: String? { UTType.table[identifier]?.description }

    /// A short description, the identifier.
    public var description: String { identifier }

    /// The type named `identifier`, if it is a declared type or a dynamic one.
    public init?(_ identifier: String) {
        guard UTType.table[identifier] != nil || identifier.hasPrefix("dyn.") else { return nil }
        self.identifier = identifier
    }

    /// The type for a MIME type (`image/png` → `public.png`), matched without regard to case
    /// and parameters other than a text type's charset; an unknown but well-formed MIME type
    /// gets a dynamic type. Nil for a string that is not a MIME type.
    public init?(mimeType: String) {
        let normalized = UTType.normalizedMIMEType(mimeType)
        guard let normalized else { return nil }
        if let identifier = UTType.identifierByMIMEType[normalized] {
            self.identifier = identifier
        } else {
            self.identifier = UTType.dynamicMIMEPrefix + normalized
        }
    }

    /// The declared type whose files end in `filenameExtension` (`"png"` → `public.png`).
    public init?(filenameExtension: String) {
        let lowered = filenameExtension.lowercased()
        guard let entry = UTType.table.first(where: { $0.value.extensions.contains(lowered) }) else { return nil }
        identifier = entry.key
    }

    private init(trusted identifier: String) {
        self.identifier = identifier
    }

    /// Whether this type is `type` or conforms to it through its supertypes (`.png` conforms
    /// to `.image` and `.data`).
    public func conforms(to type: UTType) -> Bool {
        type == self || supertypes.contains(type)
    }

    /// Whether `type` conforms to this one.
    public func isSupertype(of type: UTType) -> Bool { type.conforms(to: self) }

    /// Whether this type conforms to `type` and is not it.
    public func isSubtype(of type: UTType) -> Bool { self != type && conforms(to: type) }

    // MARK: The system types

    /// Any stream of bytes (`public.data`).
    public static let data = UTType(trusted: "public.data")
    /// Any item, data or not (`public.item`).
    public static let item = UTType(trusted: "public.item")
    /// Any content a person reads or sees (`public.content`).
    public static let content = UTType(trusted: "public.content")
    /// Any text (`public.text`).
    public static let text = UTType(trusted: "public.text")
    /// Text with no markup, in any encoding (`public.plain-text`).
    public static let plainText = UTType(trusted: "public.plain-text")
    /// Plain text in UTF-8 (`public.utf8-plain-text`, `text/plain;charset=utf-8`).
    public static let utf8PlainText = UTType(trusted: "public.utf8-plain-text")
    /// Any image (`public.image`).
    public static let image = UTType(trusted: "public.image")
    /// A PNG image (`public.png`, `image/png`).
    public static let png = UTType(trusted: "public.png")
    /// A JPEG image (`public.jpeg`, `image/jpeg`).
    public static let jpeg = UTType(trusted: "public.jpeg")
    /// A URL (`public.url`; a list of them is `text/uri-list`).
    public static let url = UTType(trusted: "public.url")
    /// A `file:` URL (`public.file-url`).
    public static let fileURL = UTType(trusted: "public.file-url")
    /// An HTML document (`public.html`, `text/html`).
    public static let html = UTType(trusted: "public.html")
    /// JSON text (`public.json`, `application/json`), which document-based apps often save.
    public static let json = UTType(trusted: "public.json")

    // MARK: The table

    /// A declared type's MIME types (the preferred first), file extensions, direct parents
    /// and description.
    private struct Declaration: Sendable {
        let mimeTypes: [String]
        let extensions: [String]
        let parents: [String]
        let description: String
    }

    private static let dynamicMIMEPrefix = "dyn.mime."

    // The identifiers, MIME types and hierarchy are the system's (Apple's "System-declared
    // uniform type identifiers"); `text/uri-list` is the MIME type X11 drag and drop
    // (XDND) and freedesktop file managers use for URLs, one per line.
    private static let table: [String: Declaration] = [
        "public.item": Declaration(mimeTypes: [], extensions: [], parents: [], description: "item"),
        "public.content": Declaration(mimeTypes: [], extensions: [], parents: [], description: "content"),
        "public.data": Declaration(mimeTypes: ["application/octet-stream"], extensions: [], parents: ["public.item"],
                                   description: "data"),
        "public.text": Declaration(mimeTypes: [], extensions: [], parents: ["public.data", "public.content"], description: "text"),
        "public.plain-text": Declaration(mimeTypes: ["text/plain"], extensions: ["txt", "text"], parents: ["public.text"],
                                         description: "plain text"),
        "public.utf8-plain-text": Declaration(mimeTypes: ["text/plain;charset=utf-8"], extensions: [],
                                              parents: ["public.plain-text"], description: "UTF-8 plain text"),
        "public.html": Declaration(mimeTypes: ["text/html"], extensions: ["html", "htm"], parents: ["public.text"],
                                   description: "HTML text"),
        "public.json": Declaration(mimeTypes: ["application/json"], extensions: ["json"], parents: ["public.text"],
                                   description: "JSON"),
        "public.image": Declaration(mimeTypes: [], extensions: [], parents: ["public.data", "public.content"], description: "image"),
        "public.png": Declaration(mimeTypes: ["image/png"], extensions: ["png"], parents: ["public.image"], description: "PNG image"),
        "public.jpeg": Declaration(mimeTypes: ["image/jpeg", "image/jpg"], extensions: ["jpeg", "jpg"], parents: ["public.image"],
                                   description: "JPEG image"),
        "public.url": Declaration(mimeTypes: ["text/uri-list"], extensions: [], parents: ["public.data"], description: "URL"),
        "public.file-url": Declaration(mimeTypes: [], extensions: [], parents: ["public.url"], description: "file URL"),
    ]

    private static let identifierByMIMEType: [String: String] = {
        var map: [String: String] = [:]
        for (identifier, declaration) in table {
            for mime in declaration.mimeTypes { map[mime] = identifier }
        }
        // UTF8_STRING-style names other X clients offer for text.
        map["text/plain;charset=utf8"] = "public.utf8-plain-text"
        return map
    }()

    /// `mimeType` lower-cased without spaces or parameters, except a text type's `charset`;
    /// nil unless it reads `type/subtype`.
    private static func normalizedMIMEType(_ mimeType: String) -> String? {
        let parts = mimeType.lowercased().split(separator: ";").map { $0.trimmingCharacters(in: .whitespaces) }
        guard let essence = parts.first else { return nil }
        let halves = essence.split(separator: "/", omittingEmptySubsequences: false)
        let allowed = CharacterSet.alphanumerics.union(CharacterSet(charactersIn: "!#$&-^_.+"))
        guard halves.count == 2, halves.allSatisfy({ !$0.isEmpty && $0.unicodeScalars.allSatisfy(allowed.contains) }) else {
            return nil
        }
        if essence.hasPrefix("text/"), let charset = parts.dropFirst().first(where: { $0.hasPrefix("charset=") }) {
            let value = charset.dropFirst("charset=".count).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
            return "\(essence);charset=\(value)"
        }
        return essence
    }
}
