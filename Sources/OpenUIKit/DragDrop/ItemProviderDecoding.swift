import Foundation

/// Turns the data of a representation into the values the system classes read: text, URLs
/// (one URL, or a `text/uri-list`'s first) and images. Data are input: each refusal says
/// why.
enum ItemProviderDecoding {
    /// Why data did not make the value asked for.
    struct Failure: LocalizedError {
        let reason: String
        var errorDescription: String? { reason }
    }

    /// The longest URL accepted, in bytes; longer lines are not URLs anyone means.
    static let longestURLBytes = 64 * 1024

    /// The data as UTF-8 text.
    static func text(from data: Data) throws -> String {
        guard let text = String(data: data, encoding: .utf8) else { throw Failure(reason: "the text is not UTF-8") }
        return text
    }

    /// The URLs of a URI list (RFC 2483: one per line, `#` comments, CRLF or LF), or of one
    /// URL as text; throws when a line is not an absolute URL.
    static func urls(from data: Data) throws -> [URL] {
        let text = try self.text(from: data)
        var found: [URL] = []
        for line in text.split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" }) {
            let entry = line.trimmingCharacters(in: .whitespaces)
            if entry.isEmpty || entry.hasPrefix("#") { continue }
            guard entry.utf8.count <= longestURLBytes, !entry.contains(where: { $0.isWhitespace || $0.asciiValue.map { $0 < 0x20 } == true }),
                  let url = URL(string: entry), let scheme = url.scheme, !scheme.isEmpty else {
                throw Failure(reason: "\(MessageText.quoted(entry.prefix(80))) is not an absolute URL")
            }
            found.append(url)
        }
        guard !found.isEmpty else { throw Failure(reason: "the URI list holds no URL") }
        return found
    }

    /// The first URL of `data` (see `urls(from:)`).
    static func url(from data: Data) throws -> URL {
        try urls(from: data)[0]
    }

    /// The data decoded as an image (PNG or JPEG).
    static func image(from data: Data) throws -> UIImage {
        guard let image = UIImage(data: data) else {
            throw Failure(reason: "the \(data.count) bytes are not a PNG or JPEG image that decodes")
        }
        return image
    }
}
