import Foundation
import Glibc

/// Text as our messages show it: what a user typed or a file held, quoted safely, and the
/// reasons system calls fail, in our words. Used by the replay parser and by `OutputFile`,
/// so it lives below both.
enum MessageText {
    /// The most characters of a user's text a message quotes.
    static let maximumQuotedLength = 80

    /// `text` as a message may quote it: control characters escaped, and cut to
    /// `maximumQuotedLength` characters with "…", so a 3 MB line is not echoed back.
    static func quoted(_ text: some StringProtocol) -> String {
        let cut = text.count > maximumQuotedLength ? String(text.prefix(maximumQuotedLength)) + "…" : String(text)
        return escapingControlCharacters(cut)
    }

    /// `text` with every control character (C0, DEL, C1) written as `\u{…}` (tab as `\t`).
    static func escapingControlCharacters(_ text: String) -> String {
        guard text.unicodeScalars.contains(where: isControl) else { return text }
        var result = ""
        for scalar in text.unicodeScalars {
            if scalar == "\t" {
                result += "\\t"
            } else if isControl(scalar) {
                result += "\\u{" + String(scalar.value, radix: 16) + "}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }

    private static func isControl(_ scalar: Unicode.Scalar) -> Bool {
        scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value)
    }

    /// The reason for a failed system call, in our words (not Foundation's).
    static func describe(errno code: Int32) -> String {
        switch code {
        case ENOENT: return "there is no such file"
        case ENOTDIR: return "a part of the path is not a directory"
        case EACCES, EPERM: return "permission denied"
        case ELOOP: return "too many symbolic links in the path"
        case ENAMETOOLONG: return "the path is too long"
        case EISDIR: return "it is a directory, not a file"
        default: return String(cString: strerror(code)).lowercased()
        }
    }
}
