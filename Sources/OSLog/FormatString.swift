import Foundation

/// `os_log`'s format strings: `printf` formats with privacy annotations, which
/// `String(format:)` does not know.
enum FormatString {
    /// `format` with its arguments, the annotations (`{public}`, `{private}`, `{public, name}`)
    /// removed from its conversions first.
    static func render(_ format: String, arguments: [CVarArg]) -> String {
        let plain = removingAnnotations(from: format)
        return arguments.isEmpty ? plain.replacingOccurrences(of: "%%", with: "%") : String(format: plain, arguments: arguments)
    }

    /// `format` without the `{…}` that may follow a conversion's `%`; `%%` is kept as it is.
    static func removingAnnotations(from format: String) -> String {
        var result = ""
        var characters = format.makeIterator()
        while let character = characters.next() {
            result.append(character)
            guard character == "%" else { continue }
            guard let next = characters.next() else { break }
            if next == "{" {
                while let skipped = characters.next(), skipped != "}" {}
            } else {
                result.append(next)
            }
        }
        return result
    }
}
