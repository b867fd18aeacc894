import Foundation
import Testing

/// The layering the architecture promises, checked against the source: only the X11
/// platform code speaks Xlib, and each folder of the library refers only to the types of the
/// folders its row of the layer table in `docs/ARCHITECTURE.md` says it knows about.
///
/// Everything is one Swift module, so "refers to" is lexical: a file in folder A names (as an
/// identifier outside comments and string literals) a type declared at the top level of a
/// file in folder B. The allowed edges are read from the table itself, so the document and
/// the test cannot drift apart. A folder knows itself and exactly the folders its row
/// names: knowing is not transitive, so each row lists every folder its code refers to.
@Suite struct LayerBoundaryTests {
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    static let sourcesRoot = packageRoot.appendingPathComponent("Sources/OpenUIKit")
    static let architecture = packageRoot.appendingPathComponent("docs/ARCHITECTURE.md")

    /// Every Swift file of the library: its path under `Sources/OpenUIKit` and its text.
    static func librarySources() throws -> [(path: String, text: String)] {
        let root = sourcesRoot.standardizedFileURL.path
        let files = FileManager.default.enumerator(at: sourcesRoot, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        return try files.map { url in
            let path = url.standardizedFileURL.path
            return (String(path.dropFirst(root.count + 1)), try String(contentsOf: url, encoding: .utf8))
        }.sorted { $0.path < $1.path }
    }

    @Test func onlyPlatformX11ImportsXlib() throws {
        let files = try Self.librarySources()
        #expect(files.count > 20)
        var offenders: [String] = []
        for file in files where !file.path.hasPrefix("Platform/X11/") {
            if file.text.split(separator: "\n").contains(where: { $0.trimmingCharacters(in: .whitespaces) == "import CX11" }) {
                offenders.append(file.path)
            }
        }
        #expect(offenders.isEmpty, "Xlib imported outside Platform/X11: \(offenders)")
    }

    @Test func eachFolderRefersOnlyToTheFoldersTheLayerTableAllows() throws {
        let table = try LayerTable(markdown: String(contentsOf: Self.architecture, encoding: .utf8))
        let files = try Self.librarySources()
        // The table must name every folder that holds code, or the rule would skip it.
        let unlisted = Set(files.filter { table.folder(of: $0.path) == nil }.map { ($0.path as NSString).deletingLastPathComponent })
        #expect(unlisted.isEmpty, "folders with code but no row in the layer table: \(unlisted.sorted())")
        #expect(table.folders.count >= 10, "the layer table was not found in docs/ARCHITECTURE.md")
        let scanner = LayerScanner(table: table)
        // Every edge the table allows is used too, so the table says what the code does.
        let unused = scanner.unusedEdges(in: files)
        #expect(unused.isEmpty, "the layer table allows edges no code uses (folder → folder): \(unused)")
        let findings = scanner.crossings(in: files)
        #expect(findings.isEmpty, """
            \(findings.count) references cross an edge the layer table in docs/ARCHITECTURE.md does not allow \
            (file → type (its folder)); move the code, or correct the table where the dependency is natural:
            \(findings.joined(separator: "\n"))
            """)
    }

    // MARK: The scanner, tested on made-up sources

    static let selfTestTable = """
        | folder | knows about | holds |
        | --- | --- | --- |
        | `Low/` | Foundation | the bottom |
        | `Middle/` | Low | the middle |
        | `Top/` | Middle, Cairo | the top |
        """

    @Test func theScannerFindsACrossingAndIgnoresCommentsStringsAndAllowedEdges() throws {
        let table = try LayerTable(markdown: Self.selfTestTable)
        #expect(table.folders == ["Low", "Middle", "Top"])
        #expect(table.allowed("Top") == ["Top", "Middle"], "knowing is not transitive")
        #expect(table.allowed("Low") == ["Low"])
        let files: [(path: String, text: String)] = [
            ("Low/Base.swift", """
                struct Base { var peak: Peak? }   // a crossing: Low may not know Top
                /* Middling in a comment /* nested Peak */ is not one */
                let label = "Peak in a string is not one either"
                """),
            ("Middle/Middling.swift", """
                final class Middling { let base = Base()
                    struct Peak {} // nested: not a top-level name
                }
                typealias Alias = Middling
                """),
            ("Top/Peak.swift", """
                enum Peak { case one }
                extension Middling { var alias: Alias { Alias() } }
                let base = Base()   // a crossing: Top knows Middle only
                """),
        ]
        let scanner = LayerScanner(table: table)
        #expect(scanner.crossings(in: files) == ["Low/Base.swift → Peak (Top)", "Top/Peak.swift → Base (Low)"])
        #expect(scanner.unusedEdges(in: files).isEmpty, "Middle uses Low, Top uses Middle")
        #expect(scanner.unusedEdges(in: Array(files.prefix(2))) == ["Top → Middle"])
    }

    @Test func theScannerStripsCommentsAndStringsButKeepsCode() {
        let stripped = LayerScanner.code(of: #"let a = "x \"Quoted\" y"; /* B */ let c = D // E"#)
        #expect(LayerScanner.identifiers(in: stripped) == ["let", "a", "let", "c", "D"])
        let multiline = LayerScanner.code(of: "let s = \"\"\"\n  Hidden\n  \"\"\"\nShown")
        #expect(LayerScanner.identifiers(in: multiline) == ["let", "s", "Shown"])
    }
}

/// The layer table of `docs/ARCHITECTURE.md`: each folder row and the folders it knows.
struct LayerTable {
    struct Error: Swift.Error, CustomStringConvertible { var description: String }

    /// Folder paths under `Sources/OpenUIKit`, without the trailing slash, in table order.
    private(set) var folders: [String] = []
    /// The names in each folder's "knows about" cell.
    private var knows: [String: [String]] = [:]

    init(markdown: String) throws {
        for line in markdown.split(separator: "\n") {
            let cells = line.split(separator: "|", omittingEmptySubsequences: false).map { $0.trimmingCharacters(in: .whitespaces) }
            // `| `Folder/` | knows, about | holds |`: the first cell one code span naming a folder.
            guard cells.count >= 4, cells[1].hasPrefix("`"), cells[1].hasSuffix("/`"), cells[1].count > 3 else { continue }
            let folder = String(cells[1].dropFirst().dropLast(2))
            guard !folder.contains("`"), !folder.hasPrefix("Sources"), !folder.hasPrefix("scripts") else { continue }
            folders.append(folder)
            // Each item's first word: "Views (UITraitCollection)" names Views.
            knows[folder] = cells[2].split(separator: ",").compactMap { $0.split(separator: " ").first.map(String.init) }
        }
        guard !folders.isEmpty else { throw Error(description: "no layer table rows found") }
    }

    /// The table folder a name in a "knows about" cell means: the folder itself, or the one
    /// folder under it (`Platform` for `Platform/X11`); nil for libraries (Foundation, Cairo).
    private func folder(named name: String) -> String? {
        let trimmed = name.hasSuffix("/") ? String(name.dropLast()) : name
        if folders.contains(trimmed) { return trimmed }
        let under = folders.filter { $0.hasPrefix(trimmed + "/") }
        return under.count == 1 ? under[0] : nil
    }

    /// The folder a source path (relative to `Sources/OpenUIKit`) belongs to: the longest
    /// table folder it lies in.
    func folder(of path: String) -> String? {
        folders.filter { path.hasPrefix($0 + "/") }.max { $0.count < $1.count }
    }

    /// The folders `folder`'s code may refer to: itself and those its row names.
    func allowed(_ folder: String) -> [String] {
        var result = [folder]
        for name in knows[folder] ?? [] {
            if let known = self.folder(named: name), !result.contains(known) { result.append(known) }
        }
        return result
    }
}

/// A lexical scan of Swift sources: top-level type names per folder, and the identifiers of
/// each file's code (comments and string literals removed).
struct LayerScanner {
    let table: LayerTable

    /// One reference from a file to a type declared in another folder.
    struct Reference: Hashable {
        var path: String
        var folder: String
        var type: String
        var home: String
    }

    /// Every reference from a file to a type declared at the top level in another folder.
    /// A name declared in two folders is left out: it cannot say which is meant.
    func references(in files: [(path: String, text: String)]) -> Set<Reference> {
        var declaredIn: [String: String] = [:]
        var ambiguous: Set<String> = []
        let codes = files.map { (path: $0.path, code: LayerScanner.code(of: $0.text)) }
        for file in codes {
            guard let folder = table.folder(of: file.path) else { continue }
            for name in LayerScanner.typeNames(in: file.code) {
                if let other = declaredIn[name], other != folder { ambiguous.insert(name) }
                declaredIn[name] = folder
            }
        }
        var references: Set<Reference> = []
        for file in codes {
            guard let folder = table.folder(of: file.path) else { continue }
            // A type the file declares itself, nested or not, is the one its uses of that name mean.
            let own = Set(LayerScanner.typeNames(in: file.code, topLevelOnly: false))
            for name in LayerScanner.identifiers(in: file.code) where !ambiguous.contains(name) && !own.contains(name) {
                if let home = declaredIn[name], home != folder {
                    references.insert(Reference(path: file.path, folder: folder, type: name, home: home))
                }
            }
        }
        return references
    }

    /// `file → Type (its folder)` for every reference from a file to a type declared in a
    /// folder its own may not know, sorted.
    func crossings(in files: [(path: String, text: String)]) -> [String] {
        references(in: files).filter { !table.allowed($0.folder).contains($0.home) }
            .map { "\($0.path) → \($0.type) (\($0.home))" }.sorted()
    }

    /// `folder → folder` for every edge between table folders that the table allows and no
    /// reference uses, sorted.
    func unusedEdges(in files: [(path: String, text: String)]) -> [String] {
        let used = Set(references(in: files).map { "\($0.folder) → \($0.home)" })
        return table.folders.flatMap { folder in
            table.allowed(folder).dropFirst().map { "\(folder) → \($0)" }.filter { !used.contains($0) }
        }.sorted()
    }

    /// `text` with comments (nested block comments too) and the contents of string literals
    /// (single-line, multi-line and raw) replaced by spaces; quotes and line breaks are kept.
    static func code(of text: String) -> String {
        let chars = Array(text.unicodeScalars)
        var out = String.UnicodeScalarView()
        var i = 0
        func at(_ offset: Int) -> Unicode.Scalar? { i + offset < chars.count ? chars[i + offset] : nil }
        while i < chars.count {
            let c = chars[i]
            if c == "/", at(1) == "/" {
                while i < chars.count, chars[i] != "\n" { i += 1 }
            } else if c == "/", at(1) == "*" {
                var depth = 0
                repeat {
                    if chars[i] == "/", at(1) == "*" { depth += 1; i += 2 }
                    else if chars[i] == "*", at(1) == "/" { depth -= 1; i += 2 }
                    else { if chars[i] == "\n" { out.append("\n") }; i += 1 }
                } while depth > 0 && i < chars.count
                out.append(" ")
            } else if c == "\"" || (c == "#" && (at(1) == "\"" || at(1) == "#")) {
                // A string literal: `#`s before the quote make it raw, three quotes multi-line.
                var hashes = 0
                while i < chars.count, chars[i] == "#" { hashes += 1; i += 1 }
                guard i < chars.count, chars[i] == "\"" else { out.append(" "); continue }
                let multiline = at(1) == "\"" && at(2) == "\""
                i += multiline ? 3 : 1
                out.append("\"")
                while i < chars.count {
                    if chars[i] == "\\", hashes == 0 { i += 2; continue }
                    if chars[i] == "\n" { out.append("\n"); if !multiline { i += 1; break } }
                    let closes = multiline ? (chars[i] == "\"" && at(1) == "\"" && at(2) == "\"") : chars[i] == "\""
                    if closes {
                        var end = i + (multiline ? 3 : 1)
                        var count = 0
                        while count < hashes, end < chars.count, chars[end] == "#" { count += 1; end += 1 }
                        if count == hashes { i = end; break }
                    }
                    i += 1
                }
                out.append("\"")
            } else {
                out.append(c)
                i += 1
            }
        }
        return String(out)
    }

    /// The identifiers of `code`, in order (keywords included; backticks dropped).
    static func identifiers(in code: String) -> [String] {
        var result: [String] = []
        var current = String.UnicodeScalarView()
        func flush() {
            if let first = current.first, !("0"..."9").contains(first) { result.append(String(current)) }
            current = String.UnicodeScalarView()
        }
        for c in code.unicodeScalars {
            if c == "_" || CharacterSet.alphanumerics.contains(c) { current.append(c) } else { flush() }
        }
        flush()
        return result
    }

    /// Names declared by `class`, `struct`, `enum`, `protocol`, `actor` or `typealias`: at
    /// brace depth 0 only by default (nested types are reached through their outer type's
    /// name).
    static func typeNames(in code: String, topLevelOnly: Bool = true) -> [String] {
        let keywords: Set<String> = ["class", "struct", "enum", "protocol", "actor", "typealias"]
        var names: [String] = []
        var depth = 0
        var previous: String?
        var current = String.UnicodeScalarView()
        func flush() {
            guard !current.isEmpty else { return }
            let word = String(current)
            if depth == 0 || !topLevelOnly, let previous, keywords.contains(previous), !keywords.contains(word), word != "func", word != "var" {
                names.append(word)
            }
            previous = word
            current = String.UnicodeScalarView()
        }
        for c in code.unicodeScalars {
            if c == "_" || CharacterSet.alphanumerics.contains(c) { current.append(c); continue }
            flush()
            if c == "{" { depth += 1 } else if c == "}" { depth -= 1 }
            if !CharacterSet.whitespacesAndNewlines.contains(c) { previous = nil }
        }
        flush()
        return names
    }
}
