import SwiftSyntax

/// Writes, for each class in a file whose `@IBOutlet`, `@IBInspectable` or `@IBAction`
/// marks the port removes, the `InterfaceBuilderKeyed` table OpenUIKit's storyboard loader
/// reads in their place: outlets and inspectables as key paths, actions as `Selector`s keyed
/// by their Objective-C selector names.
///
/// The table is an extension at the end of the same file, since outlets are often
/// `private` and only the declaring file's extensions can name them.
final class InterfaceBuilderTableWriter: SyntaxVisitor {
    /// One class's marked members, in source order.
    struct Table {
        var typeName: String
        var outlets: [String] = []
        var inspectables: [String] = []
        var actions: [String] = []
        var isEmpty: Bool { outlets.isEmpty && inspectables.isEmpty && actions.isEmpty }
    }

    /// Words that, starting an argument label, make Swift's Objective-C name join the label
    /// to the method's name without "With" (`tap(byHandling:)` is `tapByHandling:`): the
    /// prepositions of Swift's own list of parts of speech.
    static let prepositions: Set<String> = [
        "above", "after", "along", "alongside", "as", "at", "before", "below", "by", "following", "for", "from",
        "given", "in", "including", "inside", "into", "matching", "of", "on", "passing", "preceding", "since", "to",
        "until", "using", "via", "when", "with", "within",
    ]

    private(set) var tables: [Table] = []
    private var indexByType: [String: Int] = [:]
    /// Actions the table cannot hold (two or more parameters), for hand edits.
    private(set) var skipped: [(position: AbsolutePosition, message: String)] = []

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    /// The extensions to append to the file, or "" when it marks nothing.
    var generatedText: String {
        tables.filter { !$0.isEmpty }.map(Self.text(of:)).joined()
    }

    override func visit(_ node: VariableDeclSyntax) -> SyntaxVisitorContinueKind {
        let marks = Self.marks(node.attributes)
        guard marks.contains("IBOutlet") || marks.contains("IBInspectable"), let owner = Self.owner(of: Syntax(node)) else {
            return .skipChildren
        }
        for binding in node.bindings {
            guard let name = binding.pattern.as(IdentifierPatternSyntax.self)?.identifier.text else { continue }
            let key = String(name.trimmingBackticks)
            if marks.contains("IBOutlet") {
                let isCollection = binding.typeAnnotation.map { Self.isArray($0.type) } ?? false
                append(to: owner) { $0.outlets.append(".\(isCollection ? "outletCollection" : "outlet")(\"\(key)\", \\.\(name))") }
            } else {
                append(to: owner) { $0.inspectables.append(".inspectable(\"\(key)\", \\.\(name))") }
            }
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard Self.marks(node.attributes).contains("IBAction"), let owner = Self.owner(of: Syntax(node)) else { return .skipChildren }
        let parameters = Array(node.signature.parameterClause.parameters)
        guard parameters.count <= 1 else {
            skipped.append((node.positionAfterSkippingLeadingTrivia,
                            "@IBAction \(node.name.text) takes \(parameters.count) arguments; OpenUIKit's Selector passes only the sender, so the storyboard cannot connect it; fix by hand"))
            return .skipChildren
        }
        let name = node.name.text
        let labels = parameters.map { $0.firstName.text }
        let selectorName = Self.objectiveCName(base: String(name.trimmingBackticks), labels: labels)
        let reference = labels.isEmpty ? "\(owner).\(name)" : "\(owner).\(name)(\(labels.map { "\($0):" }.joined()))"
        append(to: owner) { $0.actions.append("\"\(selectorName)\": Selector(\(reference))") }
        return .skipChildren
    }

    /// Swift's Objective-C name for a method: the base name alone without parameters; with
    /// them, each label and a colon, the first label joined to the base name (with "With"
    /// unless it starts with a preposition, nothing for `_`).
    static func objectiveCName(base: String, labels: [String]) -> String {
        guard let first = labels.first else { return base }
        var name = base
        if first != "_" {
            let firstWord = String(first.prefix { !$0.isUppercase })
            name += (prepositions.contains(firstWord) ? "" : "With") + first.prefix(1).uppercased() + first.dropFirst()
        }
        name += ":"
        for label in labels.dropFirst() { name += (label == "_" ? "" : label) + ":" }
        return name
    }

    private func append(to owner: String, _ body: (inout Table) -> Void) {
        let index = indexByType[owner] ?? {
            tables.append(Table(typeName: owner))
            indexByType[owner] = tables.count - 1
            return tables.count - 1
        }()
        body(&tables[index])
    }

    private static func marks(_ attributes: AttributeListSyntax) -> Set<String> {
        Set(attributes.compactMap { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription })
    }

    /// The class (or extended type) a member is declared in, with its enclosing types.
    private static func owner(of node: Syntax) -> String? {
        var names: [String] = []
        var current = node.parent
        while let parent = current {
            if let declaration = parent.as(ClassDeclSyntax.self) {
                names.insert(declaration.name.text, at: 0)
            } else if let declaration = parent.as(ExtensionDeclSyntax.self) {
                names.insert(declaration.extendedType.trimmedDescription, at: 0)
            } else if let declaration = parent.as(StructDeclSyntax.self) {
                names.insert(declaration.name.text, at: 0)
            } else if let declaration = parent.as(EnumDeclSyntax.self) {
                names.insert(declaration.name.text, at: 0)
            }
            current = parent.parent
        }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }

    private static func isArray(_ type: TypeSyntax) -> Bool {
        if type.is(ArrayTypeSyntax.self) { return true }
        if let wrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) { return isArray(wrapped.wrappedType) }
        if let wrapped = type.as(OptionalTypeSyntax.self) { return isArray(wrapped.wrappedType) }
        return false
    }

    private static func text(of table: Table) -> String {
        var sections: [String] = []
        for (label, entries) in [("outlets", table.outlets), ("inspectables", table.inspectables), ("actions", table.actions)] where !entries.isEmpty {
            sections.append("            \(label): [\n" + entries.map { "                \($0),\n" }.joined() + "            ]")
        }
        return """

            // MARK: Generated by openuikit-port from the Interface Builder marks it removed from this file.
            extension \(table.typeName): InterfaceBuilderKeyed {
                static var interfaceBuilderKeys: InterfaceBuilderKeys {
                    InterfaceBuilderKeys(
                        for: \(table.typeName).self,
            \(sections.joined(separator: ",\n")))
                }
            }

            """
    }
}
