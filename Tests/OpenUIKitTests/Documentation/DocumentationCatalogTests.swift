import Foundation
import Testing

/// Reads the library's DocC catalog and the library's sources, to check the catalog's links
/// without building the documentation (which takes minutes; `swift test` should not).
struct DocumentationCatalog {
    /// The package's root folder, found from this file's path.
    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent()   // Documentation
        .deletingLastPathComponent()   // OpenUIKitTests
        .deletingLastPathComponent()   // Tests
        .deletingLastPathComponent()
    static let sourcesDirectory = packageRoot.appendingPathComponent("Sources/OpenUIKit")
    static let directory = sourcesDirectory.appendingPathComponent("OpenUIKit.docc")

    /// The catalog's Markdown files, by file name without the extension (which is how
    /// `<doc:Name>` finds an article).
    let articles: [String: String]
    /// The library's Swift files: path and text.
    let sources: [(path: String, text: String)]

    init() throws {
        var articles: [String: String] = [:]
        for name in try FileManager.default.contentsOfDirectory(atPath: Self.directory.path) where name.hasSuffix(".md") {
            let url = Self.directory.appendingPathComponent(name)
            articles[String(name.dropLast(3))] = try String(contentsOf: url, encoding: .utf8)
        }
        self.articles = articles
        var sources: [(String, String)] = []
        let enumerator = FileManager.default.enumerator(atPath: Self.sourcesDirectory.path)
        while let relative = enumerator?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            let url = Self.sourcesDirectory.appendingPathComponent(relative)
            sources.append((relative, try String(contentsOf: url, encoding: .utf8)))
        }
        self.sources = sources.sorted { $0.0 < $1.0 }
        var declaredTypes: Set<String> = []
        var filesByType: [String: [Int]] = [:]
        let declaration = try NSRegularExpression(pattern: #"\b(class|struct|enum|protocol|actor|typealias|extension)\s+([A-Za-z_][A-Za-z0-9_]*)"#)
        for (index, source) in self.sources.enumerated() {
            let text = source.text
            for match in declaration.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let keyword = Range(match.range(at: 1), in: text), let name = Range(match.range(at: 2), in: text) else { continue }
                let typeName = String(text[name])
                if text[keyword] != "extension" { declaredTypes.insert(typeName) }
                if text[keyword] != "typealias", filesByType[typeName]?.last != index { filesByType[typeName, default: []].append(index) }
            }
        }
        self.declaredTypes = declaredTypes
        self.filesByType = filesByType
    }

    /// Every type name declared in the sources.
    let declaredTypes: Set<String>
    /// The indices in `sources` of the files declaring or extending each type.
    let filesByType: [String: [Int]]

    // MARK: Reading Markdown

    /// The contents of the ```swift fenced blocks of `markdown`, in order.
    static func swiftCodeBlocks(in markdown: String) -> [String] {
        var blocks: [String] = []
        var current: [Substring]?
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if current == nil, line.hasPrefix("```swift") {
                current = []
            } else if current != nil, line.hasPrefix("```") {
                blocks.append(current!.joined(separator: "\n") + "\n")
                current = nil
            } else if current != nil {
                current!.append(line)
            }
        }
        return blocks
    }

    /// `markdown` without its fenced code blocks, whose text is code, not links.
    static func prose(of markdown: String) -> String {
        var inFence = false
        var kept: [Substring] = []
        for line in markdown.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.trimmingCharacters(in: .whitespaces).hasPrefix("```") {
                inFence.toggle()
            } else if !inFence {
                kept.append(line)
            }
        }
        return kept.joined(separator: "\n")
    }

    /// Every ``symbol`` link in `markdown`'s prose.
    static func symbolLinks(in markdown: String) -> [String] {
        matches(of: #"``([^`]+)``"#, in: prose(of: markdown))
    }

    /// Every <doc:Article> link in `markdown`'s prose.
    static func articleLinks(in markdown: String) -> [String] {
        matches(of: #"<doc:([^>]+)>"#, in: prose(of: markdown))
    }

    private static func matches(of pattern: String, in text: String) -> [String] {
        let regex = try! NSRegularExpression(pattern: pattern)
        let range = NSRange(text.startIndex..., in: text)
        return regex.matches(in: text, range: range).compactMap { match in
            Range(match.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    // MARK: Resolving

    /// Why `link` (a DocC symbol path such as `UIView/animate(withDuration:animations:)`)
    /// names nothing in the sources, or nil when it resolves.
    func problem(withSymbolLink link: String) -> String? {
        var components = link.split(separator: "/").map { Self.withoutDisambiguation(String($0)) }
        if components.first == "OpenUIKit" { components.removeFirst() }
        guard let first = components.first else { return nil }   // the module itself
        if components.count == 1, first.contains("(") {
            return declaresFunction(first, inFilesOf: nil) ? nil : "no top-level function \(first)"
        }
        guard declaresType(first) else { return "no type \(first)" }
        var owner = first
        for member in components.dropFirst() {
            if member.contains("(") {
                guard declaresFunction(member, inFilesOf: owner) else { return "no \(member) in \(owner)" }
            } else if member.first?.isUppercase == true, declaresType(member) {
                owner = member   // a nested type
            } else {
                guard declaresProperty(member, inFilesOf: owner) else { return "no \(member) in \(owner)" }
            }
        }
        return nil
    }

    /// A path component without DocC's `-swift.method` or hash suffix.
    static func withoutDisambiguation(_ component: String) -> String {
        guard let dash = component.lastIndex(of: "-"), !component[dash...].contains(")") else { return component }
        return String(component[..<dash])
    }

    /// Whether a class, structure, enumeration, protocol, actor or type alias named `name` is
    /// declared.
    func declaresType(_ name: String) -> Bool {
        declaredTypes.contains(name)
    }

    /// The files that declare or extend `owner` (all files for nil).
    private func files(of owner: String?) -> [String] {
        guard let owner else { return sources.map(\.text) }
        return (filesByType[owner] ?? []).map { sources[$0].text }
    }

    func declaresProperty(_ name: String, inFilesOf owner: String) -> Bool {
        let pattern = #"((var|let|case|func)\s+"# + NSRegularExpression.escapedPattern(for: name) + #"\b)"#
        return files(of: owner).contains { !Self.matches(of: pattern, in: $0).isEmpty }
    }

    /// Whether a function or initializer with `signature`'s name and argument labels
    /// (`name(label:_:)`) is declared in the files of `owner`.
    func declaresFunction(_ signature: String, inFilesOf owner: String?) -> Bool {
        guard let open = signature.firstIndex(of: "("), signature.hasSuffix(")") else { return false }
        let name = String(signature[..<open])
        let labels = signature[signature.index(after: open)..<signature.index(before: signature.endIndex)]
            .split(separator: ":").map(String.init)
        let start = name == "init" ? #"\binit[?!]?"# : #"\bfunc\s+"# + NSRegularExpression.escapedPattern(for: name)
        let regex = try! NSRegularExpression(pattern: start + #"\s*(<[^>]*>)?\s*\("#)
        for text in files(of: owner) {
            for match in regex.matches(in: text, range: NSRange(text.startIndex..., in: text)) {
                guard let end = Range(match.range, in: text)?.upperBound,
                      let parameters = Self.parameterList(in: text, from: end) else { continue }
                if Self.externalLabels(of: parameters) == labels { return true }
            }
        }
        return false
    }

    /// The text from `start` (just after an opening parenthesis) to its closing one.
    private static func parameterList(in text: String, from start: String.Index) -> Substring? {
        var depth = 1
        var index = start
        while index < text.endIndex {
            switch text[index] {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            default: break
            }
            if depth == 0 { return text[start..<index] }
            index = text.index(after: index)
        }
        return nil
    }

    /// The external labels of a parameter list (`_` where there is none).
    private static func externalLabels(of parameters: Substring) -> [String] {
        var pieces: [String] = []
        var depth = 0
        var current = ""
        var previous: Character = " "
        for character in parameters {
            defer { previous = character }
            switch character {
            case "(", "[", "<": depth += 1
            case ">" where previous == "-": break   // an arrow, not a generic clause
            case ")", "]", ">": depth -= 1
            case "," where depth == 0:
                pieces.append(current)
                current = ""
                continue
            default: break
            }
            current.append(character)
        }
        if !current.trimmingCharacters(in: .whitespacesAndNewlines).isEmpty { pieces.append(current) }
        return pieces.compactMap { piece in
            guard let colon = piece.firstIndex(of: ":") else { return nil }
            let names = piece[..<colon].split(whereSeparator: { $0.isWhitespace }).filter { !$0.hasPrefix("@") }
            return names.first.map(String.init)
        }
    }
}

@Suite("Documentation catalog")
struct DocumentationCatalogTests {
    @Test func theCatalogHasItsLandingPageAndArticles() throws {
        let catalog = try DocumentationCatalog()
        for name in ["OpenUIKit", "GettingStarted", "PortingCS193pCode", "GesturesOnLinux", "DrawingAndCompositing",
                     "Architecture"] {
            #expect(catalog.articles[name] != nil, "\(name).md is missing")
        }
        #expect(catalog.articles["OpenUIKit"]?.hasPrefix("# ``OpenUIKit``") == true, "the landing page names the module")
    }

    @Test func everyArticleLinkNamesAnArticle() throws {
        let catalog = try DocumentationCatalog()
        var count = 0
        for (name, text) in catalog.articles.sorted(by: { $0.key < $1.key }) {
            for link in DocumentationCatalog.articleLinks(in: text) {
                count += 1
                #expect(catalog.articles[link] != nil, "\(name).md links <doc:\(link)>, which is no article")
            }
        }
        #expect(count > 5)
    }

    @Test func everyArticleIsReachableFromTheLandingPage() throws {
        let catalog = try DocumentationCatalog()
        let linked = Set(DocumentationCatalog.articleLinks(in: try #require(catalog.articles["OpenUIKit"])))
        for name in catalog.articles.keys where name != "OpenUIKit" {
            #expect(linked.contains(name), "the landing page's topics do not list \(name)")
        }
    }

    @Test func everySymbolLinkNamesADeclaration() throws {
        let catalog = try DocumentationCatalog()
        var count = 0
        for (name, text) in catalog.articles.sorted(by: { $0.key < $1.key }) {
            for link in DocumentationCatalog.symbolLinks(in: text) {
                count += 1
                if let problem = catalog.problem(withSymbolLink: link) {
                    Issue.record("\(name).md: ``\(link)``: \(problem)")
                }
            }
        }
        #expect(count > 100)
    }

    /// The checks themselves: links to nothing are reported.
    @Test func brokenLinksAreCaught() throws {
        let catalog = try DocumentationCatalog()
        let markdown = """
            See ``UIView/noSuchMethod()``, ``UIView/animate(withDuration:colour:)``, ``NoSuchType``,
            ``UIView/noSuchProperty``, ``UIApplicationMain(_:rootViewController:)`` and <doc:NoSuchArticle>.

            ```swift
            let ignored = "``InCodeBlock``"
            ```
            """
        let links = DocumentationCatalog.symbolLinks(in: markdown)
        #expect(links == ["UIView/noSuchMethod()", "UIView/animate(withDuration:colour:)", "NoSuchType",
                          "UIView/noSuchProperty", "UIApplicationMain(_:rootViewController:)"])
        for link in links {
            #expect(catalog.problem(withSymbolLink: link) != nil, "``\(link)`` should not resolve")
        }
        #expect(DocumentationCatalog.articleLinks(in: markdown) == ["NoSuchArticle"])
        #expect(catalog.articles["NoSuchArticle"] == nil)

        for good in ["UIView", "OpenUIKit", "UIView/animate(withDuration:animations:)", "UIView/setNeedsDisplay()",
                     "UIView/setNeedsDisplay(_:)", "GestureThresholds/tapMaximumInterval", "NSLayoutConstraint/activate(_:)",
                     "UIApplicationMain(_:rootViewController:withoutDisplay:)", "UIView/draw(_:)-swift.method"] {
            #expect(catalog.problem(withSymbolLink: good) == nil, "``\(good)`` should resolve")
        }
    }
}
