import Foundation

/// Where this repository's files are, seen from the tests.
enum Repository {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let installScript = root.appendingPathComponent("scripts/install.sh")

    /// The desktop entry template of `id` (`openuikit-playingcard`), before install.sh
    /// fills in the paths.
    static func desktopTemplate(_ id: String) -> URL {
        root.appendingPathComponent("scripts/desktop/\(id).desktop.in")
    }
}

/// A desktop entry's groups and keys, as the desktop entry spec lays them out: `[Group]`
/// headers, `Key=Value` lines, `#` comments. Enough to read back what install.sh wrote.
struct DesktopEntry {
    private(set) var groups: [String: [String: String]] = [:]
    /// The groups in file order.
    private(set) var groupNames: [String] = []

    init(text: String) {
        var current = ""
        for line in text.split(separator: "\n", omittingEmptySubsequences: true) {
            if line.hasPrefix("#") { continue }
            if line.hasPrefix("["), line.hasSuffix("]") {
                current = String(line.dropFirst().dropLast())
                groupNames.append(current)
                groups[current] = [:]
            } else if let equals = line.firstIndex(of: "=") {
                groups[current, default: [:]][String(line[..<equals])] = String(line[line.index(after: equals)...])
            }
        }
    }

    init(contentsOf url: URL) throws {
        self.init(text: try String(contentsOf: url, encoding: .utf8))
    }

    subscript(group: String, key: String) -> String? {
        groups[group]?[key]
    }

    /// An `Exec` value split into arguments by the spec's quoting rules (string escapes
    /// first, then double-quoted arguments with `\"`, `` \` ``, `\$` and `\\` escapes).
    static func execArguments(_ value: String) -> [String] {
        // String-level escapes: \\ is one backslash (the others do not occur in Exec here).
        var unescaped = ""
        var iterator = value.makeIterator()
        while let character = iterator.next() {
            if character == "\\", let next = iterator.next() {
                unescaped.append(next == "\\" ? "\\" : "\\\(next)")
            } else {
                unescaped.append(character)
            }
        }
        var arguments: [String] = []
        var current = ""
        var inQuotes = false
        var hasArgument = false
        var characters = unescaped.makeIterator()
        while let character = characters.next() {
            if inQuotes {
                if character == "\\", let next = characters.next() {
                    current.append(next)
                } else if character == "\"" {
                    inQuotes = false
                } else {
                    current.append(character)
                }
            } else if character == "\"" {
                inQuotes = true
                hasArgument = true
            } else if character == " " {
                if hasArgument { arguments.append(current) }
                current = ""
                hasArgument = false
            } else {
                current.append(character)
                hasArgument = true
            }
        }
        if hasArgument { arguments.append(current) }
        return arguments
    }
}

/// A PNG file's size from its header, nil when the data is not a PNG.
func pngPixelSize(_ data: Data) -> (width: Int, height: Int)? {
    let bytes = [UInt8](data.prefix(24))
    guard bytes.count == 24, bytes.starts(with: [0x89, 0x50, 0x4E, 0x47, 0x0D, 0x0A, 0x1A, 0x0A]),
          bytes[12...15] == [0x49, 0x48, 0x44, 0x52] else { return nil }
    func bigEndian(_ range: Range<Int>) -> Int { bytes[range].reduce(0) { $0 << 8 | Int($1) } }
    return (bigEndian(16..<20), bigEndian(20..<24))
}

/// A fresh private folder under the temporary directory, removed by `remove()`.
struct TemporaryFolder {
    let url: URL

    init(_ label: String) throws {
        let base = (NSTemporaryDirectory() as NSString).appendingPathComponent("openuikit-\(label)-XXXXXX")
        var template = Array(base.utf8CString)
        guard let made = mkdtemp(&template) else { throw CocoaError(.fileWriteUnknown) }
        url = URL(fileURLWithPath: String(cString: made), isDirectory: true)
    }

    func remove() {
        // Folders a test made read-only must become writable again to be removed.
        _ = chmod(url.path, 0o755)
        if let all = FileManager.default.enumerator(atPath: url.path) {
            for case let path as String in all { _ = chmod(url.appendingPathComponent(path).path, 0o755) }
        }
        try? FileManager.default.removeItem(at: url)
    }
}
