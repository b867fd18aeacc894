// Lists every public or open symbol of module OpenUIKit that has no doc comment, reading the
// symbol graphs the documentation build leaves behind; exits 1 when there is any.
//
//   swift scripts/check-doc-summaries.swift DIRECTORY
//
// DIRECTORY holds OpenUIKit.symbols.json (and OpenUIKit@*.symbols.json, the extensions of
// other modules' types). scripts/check-doc-summaries.sh finds it and runs this.
//
// What counts as documented is what DocC shows as a summary:
// - A symbol with a `docComment` whose text has a non-blank line. The compiler also fills in
//   `docComment` for a declaration without its own comment when the declaration it overrides
//   or the protocol requirement it implements has one (`==`, `hash(into:)`, `description`,
//   `init(rawValue:)`, an override of a documented method); DocC shows that text, so it counts.
//   Its `module` then names where the text came from.
//
// What is skipped, because no line of OpenUIKit declares it:
// - Symbols without a source `location`: members the compiler synthesizes (an enum's
//   `hashValue` and `hash(into:)`, a raw-value enum's `init(rawValue:)`, inherited
//   initializers, protocol extension members of other modules), and any symbol whose precise
//   identifier is marked `::SYNTHESIZED::`.
// - Extension blocks (`swift.extension`): DocC lists an extended type under its own module.
// Memberwise initializers need no rule: the compiler never makes them public.
import Foundation

let arguments = CommandLine.arguments.dropFirst()
guard let directory = arguments.first, arguments.count == 1 else {
    FileHandle.standardError.write(Data("usage: check-doc-summaries.swift SYMBOL-GRAPH-DIRECTORY\n".utf8))
    exit(2)
}

let files = ((try? FileManager.default.contentsOfDirectory(atPath: directory)) ?? [])
    .filter { $0 == "OpenUIKit.symbols.json" || ($0.hasPrefix("OpenUIKit@") && $0.hasSuffix(".symbols.json")) }
    .sorted()
guard files.contains("OpenUIKit.symbols.json") else {
    FileHandle.standardError.write(Data("check-doc-summaries: no OpenUIKit.symbols.json in \(directory)\n".utf8))
    exit(2)
}

struct Missing: Comparable {
    var file: String
    var line: Int
    var name: String
    var kind: String
    static func < (a: Missing, b: Missing) -> Bool { (a.file, a.line, a.name) < (b.file, b.line, b.name) }
}

var missing: [Missing] = []
var checked = 0
for file in files {
    let url = URL(fileURLWithPath: directory).appendingPathComponent(file)
    guard let data = try? Data(contentsOf: url),
          let graph = try? JSONSerialization.jsonObject(with: data) as? [String: Any],
          let symbols = graph["symbols"] as? [[String: Any]]
    else {
        FileHandle.standardError.write(Data("check-doc-summaries: cannot read \(url.path)\n".utf8))
        exit(2)
    }
    for symbol in symbols {
        let access = symbol["accessLevel"] as? String ?? ""
        guard access == "public" || access == "open" else { continue }
        let kind = (symbol["kind"] as? [String: Any])?["identifier"] as? String ?? "?"
        guard kind != "swift.extension" else { continue }
        let precise = (symbol["identifier"] as? [String: Any])?["precise"] as? String ?? ""
        guard !precise.contains("::SYNTHESIZED::"), let location = symbol["location"] as? [String: Any] else { continue }
        checked += 1
        let lines = ((symbol["docComment"] as? [String: Any])?["lines"] as? [[String: Any]]) ?? []
        let hasSummary = lines.contains { ($0["text"] as? String ?? "").contains { !$0.isWhitespace } }
        guard !hasSummary else { continue }
        let uri = location["uri"] as? String ?? "?"
        let path = uri.range(of: "/Sources/").map { "Sources/" + uri[$0.upperBound...] } ?? uri
        let line = ((location["position"] as? [String: Any])?["line"] as? Int ?? -1) + 1
        let name = (symbol["pathComponents"] as? [String] ?? []).joined(separator: ".")
        missing.append(Missing(file: path, line: line, name: name, kind: kind.replacingOccurrences(of: "swift.", with: "")))
    }
}

if missing.isEmpty {
    print("check-doc-summaries: all \(checked) public symbols of OpenUIKit have a summary")
    exit(0)
}
for symbol in missing.sorted() {
    print("\(symbol.file):\(symbol.line): \(symbol.name) (\(symbol.kind)) has no doc comment")
}
print("check-doc-summaries: \(missing.count) of \(checked) public symbols of OpenUIKit have no summary")
exit(1)
