import SwiftDiagnostics
import SwiftParser
import SwiftParserDiagnostics
import SwiftSyntax

/// Ports Swift sources from UIKit to OpenUIKit, in memory. Sources ported together share
/// their declarations, so a selector in one file can use a property declared in another.
public struct SourcePorter: Sendable {
    /// One file to port.
    public struct Source: Sendable {
        public var path: String
        public var text: String

        public init(path: String, text: String) {
            self.path = path
            self.text = text
        }
    }

    /// The longest snippet an edit line shows before it is cut with "…".
    public static let snippetCharacterLimit = 100

    public init() {}

    /// Ports `sources` together; each result is the ported file or why it cannot be parsed.
    public func port(_ sources: [Source]) -> [Result<PortedSource, PortSyntaxError>] {
        let parsed = sources.map { source in
            let tree = Parser.parse(source: source.text)
            return (source: source, tree: tree, error: Self.firstSyntaxError(in: tree, path: source.path))
        }
        var index = DeclarationIndex()
        for file in parsed where file.error == nil {
            index.add(file.tree)
        }
        return parsed.map { file in
            if let error = file.error {
                return .failure(error)
            }
            return .success(Self.port(file.tree, source: file.source, index: index))
        }
    }

    /// Ports one file on its own.
    public func port(_ text: String, path: String = "Source.swift") throws(PortSyntaxError) -> PortedSource {
        try port([Source(path: path, text: text)])[0].get()
    }

    private static func port(_ tree: SourceFileSyntax, source: Source, index: DeclarationIndex) -> PortedSource {
        let bytes = Array(source.text.utf8)
        let planner = EditPlanner(text: bytes, index: index)
        planner.plan(tree)
        let lines = SourceLocationConverter(fileName: source.path, tree: tree)
        let edits = groupedByElement(planner.edits).map { group in
            let planned = group[0]
            return PortEdit(line: lines.location(for: AbsolutePosition(utf8Offset: planned.elementStart)).line,
                            before: snippet(before: planned, in: bytes),
                            after: group.count == 1 ? snippet(after: planned, in: bytes) : snippet(after: group, in: bytes))
        }
        let tableWriter = InterfaceBuilderTableWriter(index: index)
        tableWriter.walk(tree)
        let handEdits = (planner.handEdits + tableWriter.skipped + tableWriter.misplacedTables)
            .sorted { $0.position < $1.position }
            .map { HandEdit(line: lines.location(for: $0.position).line, message: $0.message) }
        let lineBreak = source.text.contains("\r\n") ? "\r\n" : "\n"
        // Tables of a class hierarchy go into the class bodies, beside the planned edits.
        let insertions = tableWriter.memberInsertions
        let memberEdits = insertions.map { insertion in
            TextEdit(range: insertion.offset..<insertion.offset, replacement: insertion.text.replacingOccurrences(of: "\n", with: lineBreak),
                     removesEmptiedLine: false)
        }
        var rewritten = String(decoding: TextEdit.apply(planner.edits.map(\.textEdit) + memberEdits, to: bytes), as: UTF8.self)
        let designableWriter = DesignableMarkerWriter(index: index)
        designableWriter.walk(tree)
        var tables = tableWriter.generatedText + designableWriter.generatedText
        if lineBreak != "\n" { tables = tables.replacingOccurrences(of: "\n", with: lineBreak) }
        var allEdits = edits
        for insertion in insertions {
            let declaration = insertion.placement == .subclassBody ? "override class var" : "class var"
            allEdits.append(PortEdit(line: lines.location(for: insertion.position).line, before: PortEdit.addedMarker,
                                     after: "\(declaration) interfaceBuilderKeys { … } in \(insertion.typeName)"))
        }
        if !insertions.isEmpty {
            // In line order (Swift's sort keeps equal lines in their order).
            allEdits.sort { $0.line < $1.line }
        }
        if !tables.isEmpty {
            // The tables follow the file's last line, which must end first.
            if !rewritten.isEmpty, rewritten.utf8.last != UInt8(ascii: "\n") { rewritten += source.text.contains("\r\n") ? "\r\n" : "\n" }
            rewritten += tables
            let lastLine = lines.location(for: tree.endPosition).line
            for table in tableWriter.tables where !table.isEmpty {
                switch tableWriter.placement(of: table) {
                case .fileExtension:
                    allEdits.append(PortEdit(line: lastLine, before: PortEdit.addedMarker,
                                             after: "extension \(table.typeName): InterfaceBuilderKeyed { … }"))
                case .rootClassBody where insertions.contains { $0.typeName == table.typeName }:
                    allEdits.append(PortEdit(line: lastLine, before: PortEdit.addedMarker,
                                             after: "extension \(table.typeName): InterfaceBuilderKeyed {}"))
                case .rootClassBody, .subclassBody:
                    break
                }
            }
            for typeName in designableWriter.typeNames {
                allEdits.append(PortEdit(line: lastLine, before: PortEdit.addedMarker,
                                         after: "extension \(typeName): InterfaceBuilderDesignable {}"))
            }
        }
        return PortedSource(path: source.path, original: source.text, rewritten: rewritten,
                            edits: allEdits, handEdits: handEdits, providedFrameworks: planner.providedFrameworks.sorted())
    }

    // MARK: Snippets

    /// The code an edit changes: the element a replacement is in (the whole `import`, the
    /// whole `#selector(…)`); for a removal, the rest of the line from the removed element
    /// on, so the user sees what it was attached to.
    private static func snippetRange(of edit: EditPlanner.PlannedEdit, in bytes: [UInt8]) -> Range<Int> {
        if edit.textEdit.replacement.isEmpty {
            return edit.elementStart..<bytes.lineEnd(at: edit.elementEnd)
        }
        return edit.elementStart..<edit.elementEnd
    }

    private static func snippet(before edit: EditPlanner.PlannedEdit, in bytes: [UInt8]) -> String {
        let range = snippetRange(of: edit, in: bytes)
        // An insertion between elements (an initializer added to a class) had no text.
        return range.isEmpty ? PortEdit.addedMarker : oneLine(bytes[range])
    }

    private static func snippet(after edit: EditPlanner.PlannedEdit, in bytes: [UInt8]) -> String {
        let shown = snippetRange(of: edit, in: bytes)
        let removed = edit.textEdit.range
        var after = Array(bytes[shown.lowerBound..<max(shown.lowerBound, min(removed.lowerBound, shown.upperBound))])
        after += Array(edit.textEdit.replacement.utf8)
        after += bytes[min(max(removed.upperBound, shown.lowerBound), shown.upperBound)..<shown.upperBound]
        let text = oneLine(after[...])
        return text.isEmpty ? PortEdit.removedMarker : text
    }

    /// The edits in order, those that rewrite pieces of one element (the labels
    /// `UIEdgeInsetsMake(…)` gets) together, so the user reads one line per element.
    private static func groupedByElement(_ edits: [EditPlanner.PlannedEdit]) -> [[EditPlanner.PlannedEdit]] {
        var groups: [[EditPlanner.PlannedEdit]] = []
        for edit in edits {
            if let last = groups.last?.last, last.elementStart == edit.elementStart, last.elementEnd == edit.elementEnd,
               !edit.textEdit.replacement.isEmpty || !last.textEdit.replacement.isEmpty,
               [last, edit].allSatisfy({ $0.textEdit.range.lowerBound >= $0.elementStart && $0.textEdit.range.upperBound <= $0.elementEnd }) {
                groups[groups.count - 1].append(edit)
            } else {
                groups.append([edit])
            }
        }
        return groups
    }

    /// The element with all of a group's edits applied.
    private static func snippet(after group: [EditPlanner.PlannedEdit], in bytes: [UInt8]) -> String {
        let start = group[0].elementStart
        let element = Array(bytes[start..<group[0].elementEnd])
        let shifted = group.map { edit in
            TextEdit(range: (edit.textEdit.range.lowerBound - start)..<(edit.textEdit.range.upperBound - start),
                     replacement: edit.textEdit.replacement, removesEmptiedLine: false)
        }
        return oneLine(TextEdit.apply(shifted, to: element)[...])
    }

    private static func oneLine(_ bytes: ArraySlice<UInt8>) -> String {
        let text = String(decoding: bytes, as: UTF8.self).collapsingWhitespace
        guard text.count > snippetCharacterLimit else { return text }
        return text.prefix(snippetCharacterLimit - 1) + "…"
    }

    // MARK: Syntax errors

    /// The first error in a tree that does not parse cleanly, or nil for a clean one.
    ///
    /// One lexer error is forgiven: the space in `@ objc` (and the other attributes the port
    /// drops), since the port removes it with the attribute.
    static func firstSyntaxError(in tree: SourceFileSyntax, path: String) -> PortSyntaxError? {
        guard tree.hasError else { return nil }
        let converter = SourceLocationConverter(fileName: path, tree: tree)
        let errors = ParseDiagnosticsGenerator.diagnostics(for: tree)
            .filter { $0.diagMessage.severity == .error && !isForgiven($0.node) }
            .sorted { $0.position < $1.position }
        if let diagnostic = errors.first(where: { $0.node.hasError }) ?? errors.first {
            let location = diagnostic.location(converter: converter)
            return PortSyntaxError(path: path, line: location.line, column: location.column, message: diagnostic.message)
        }
        // The parser marked an error the generator had nothing to say about: point at the
        // first token that is missing, unexpected or malformed.
        let token = tree.tokens(viewMode: .all).first { token in
            guard !isForgiven(Syntax(token)) else { return false }
            return token.presence == .missing || token.tokenDiagnostic?.severity == .error
                || token.ancestor(UnexpectedNodesSyntax.self) != nil
        }
        guard let token else { return nil }
        let location = converter.location(for: token.positionAfterSkippingLeadingTrivia)
        return PortSyntaxError(path: path, line: location.line, column: location.column, message: "invalid Swift syntax")
    }

    /// Whether `node` is the `@` of an attribute the port drops, with only the whitespace
    /// after it wrong.
    private static func isForgiven(_ node: Syntax) -> Bool {
        guard let token = node.as(TokenSyntax.self), token.tokenKind == .atSign,
              let attribute = token.parent?.as(AttributeSyntax.self),
              EditPlanner.droppedAttributes.contains(attribute.attributeName.trimmedDescription) else {
            return false
        }
        switch token.tokenDiagnostic?.kind {
        case .extraneousTrailingWhitespaceError?, .extraneousTrailingWhitespaceWarning?: return true
        default: return false
        }
    }
}
