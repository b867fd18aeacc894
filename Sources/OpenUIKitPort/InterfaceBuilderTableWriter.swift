import SwiftSyntax

/// Writes, for each class in a file whose `@IBOutlet`, `@IBInspectable` or `@IBAction`
/// marks the port removes, the `InterfaceBuilderKeyed` table OpenUIKit's storyboard loader
/// reads in their place: outlets and inspectables as key paths, actions as `Selector`s keyed
/// by their Objective-C selector names.
///
/// The table is an extension at the end of the same file, since outlets are often
/// `private` and only the declaring file's extensions can name them, with a `static var`.
/// A class in a hierarchy of marked classes among the sources ported together (a
/// `DetailViewController: BaseViewController` where both have outlets) gets its table in its
/// class body instead, since Swift overrides only what a class body declares: a `class var`
/// in the root class that marks members (which adopts the protocol in an extension at the
/// end of its file) and an `override class var` in each marked subclass. The loader reads
/// every class's own table as it walks up the superclasses.
final class InterfaceBuilderTableWriter: SyntaxVisitor {
    /// One class's marked members, in source order.
    struct Table {
        var typeName: String
        var outlets: [String] = []
        var inspectables: [String] = []
        var actions: [String] = []
        var isEmpty: Bool { outlets.isEmpty && inspectables.isEmpty && actions.isEmpty }
    }

    /// Where a table goes.
    enum Placement: Equatable {
        /// An extension at the end of the file adopting the protocol, with a `static var`.
        case fileExtension
        /// A `class var` in the class body (a marked subclass overrides it), and the adoption
        /// in an extension at the end of the file.
        case rootClassBody
        /// An `override class var` in the class body: a marked superclass adopts the protocol.
        case subclassBody
    }

    /// A table written into a class body: where, and what.
    struct MemberInsertion {
        /// The UTF-8 offset in the original text (the start of the class's closing brace's line break).
        var offset: Int
        var text: String
        var typeName: String
        /// Where the class's name is, for the edit's line.
        var position: AbsolutePosition
        var placement: Placement
    }

    private let index: DeclarationIndex
    /// The classes declared in this file, by qualified name.
    private var classes: [String: ClassDeclSyntax] = [:]

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
    /// The most parameters an action has: UIKit's `action(_ sender:forEvent:)` form.
    static let maximumActionParameters = 2

    /// Actions the table cannot hold (three or more parameters), for hand edits.
    private(set) var skipped: [(position: AbsolutePosition, message: String)] = []

    init(index: DeclarationIndex) {
        self.index = index
        super.init(viewMode: .sourceAccurate)
    }

    /// Where `table` goes.
    func placement(of table: Table) -> Placement {
        if index.hasInterfaceBuilderMarkedAncestor(table.typeName) { return .subclassBody }
        if index.hasInterfaceBuilderMarkedDescendant(table.typeName) { return .rootClassBody }
        return .fileExtension
    }

    /// The extensions to append to the file, or "" when it marks nothing.
    var generatedText: String {
        tables.filter { !$0.isEmpty }.compactMap { table in
            switch placement(of: table) {
            case .fileExtension: return Self.extensionText(of: table)
            case .rootClassBody: return classes[table.typeName] == nil ? nil : Self.adoptionText(of: table)
            case .subclassBody: return nil
            }
        }.joined()
    }

    /// The tables that go into class bodies of this file. A hierarchy's table for a class
    /// declared in another file (marks in an extension here) cannot be written: it is in
    /// `skipped`.
    var memberInsertions: [MemberInsertion] {
        tables.filter { !$0.isEmpty }.compactMap { table in
            let placement = placement(of: table)
            guard placement != .fileExtension, let declaration = classes[table.typeName] else { return nil }
            let indentation = Self.memberIndentation(of: declaration)
            return MemberInsertion(offset: declaration.memberBlock.rightBrace.position.utf8Offset,
                                   text: Self.memberText(of: table, overriding: placement == .subclassBody, indentation: indentation),
                                   typeName: table.typeName, position: declaration.name.positionAfterSkippingLeadingTrivia,
                                   placement: placement)
        }
    }

    /// Hand edits for tables of a class hierarchy whose class body is in another file.
    var misplacedTables: [(position: AbsolutePosition, message: String)] {
        tables.filter { !$0.isEmpty && placement(of: $0) != .fileExtension && classes[$0.typeName] == nil }.map { table in
            (firstMarkPositions[table.typeName] ?? AbsolutePosition(utf8Offset: 0),
             "\(table.typeName) marks Interface Builder members in an extension, and its class is in a hierarchy of marked classes declared in another file: Swift overrides only what a class body declares, so write its InterfaceBuilderKeyed table (a class var, 'override' in subclasses) in the class body by hand; fix by hand")
        }
    }

    /// Where each type's first mark is.
    private var firstMarkPositions: [String: AbsolutePosition] = [:]

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        if let name = TypeNaming.qualifiedName(of: node) { classes[name] = node }
        return .visitChildren
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
                append(to: owner, at: node.positionAfterSkippingLeadingTrivia) { $0.outlets.append(".\(isCollection ? "outletCollection" : "outlet")(\"\(key)\", \\.\(name))") }
            } else {
                append(to: owner, at: node.positionAfterSkippingLeadingTrivia) { $0.inspectables.append(".inspectable(\"\(key)\", \\.\(name))") }
            }
        }
        return .skipChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard Self.marks(node.attributes).contains("IBAction"), let owner = Self.owner(of: Syntax(node)) else { return .skipChildren }
        let parameters = Array(node.signature.parameterClause.parameters)
        guard parameters.count <= Self.maximumActionParameters else {
            skipped.append((node.positionAfterSkippingLeadingTrivia,
                            "@IBAction \(node.name.text) takes \(parameters.count) arguments; UIKit's actions take at most the sender and the event (action(_:forEvent:)), so the storyboard cannot connect it; fix by hand"))
            return .skipChildren
        }
        let name = node.name.text
        let labels = parameters.map { $0.firstName.text }
        // `@objc(touchCard:with:)` names the selector the storyboard uses; else Swift derives it.
        let selectorName = Self.explicitObjectiveCName(node.attributes)
            ?? Self.objectiveCName(base: String(name.trimmingBackticks), labels: labels)
        let reference = labels.isEmpty ? "\(owner).\(name)" : "\(owner).\(name)(\(labels.map { "\($0):" }.joined()))"
        append(to: owner, at: node.positionAfterSkippingLeadingTrivia) { $0.actions.append("\"\(selectorName)\": Selector(\(reference))") }
        return .skipChildren
    }

    /// The selector an `@objc(name)` attribute gives, without spaces; nil when there is none.
    static func explicitObjectiveCName(_ attributes: AttributeListSyntax) -> String? {
        for attribute in attributes {
            guard let attribute = attribute.as(AttributeSyntax.self), attribute.attributeName.trimmedDescription == "objc",
                  let arguments = attribute.arguments else { continue }
            let name = arguments.trimmedDescription.filter { !$0.isWhitespace }
            if !name.isEmpty { return name }
        }
        return nil
    }

    /// Swift's Objective-C name for a method: the base name alone without parameters; with
    /// them, each label and a colon, the first label joined to the base name (with "With"
    /// unless it starts with a preposition, nothing for `_`), the later labels as they are
    /// (`touchCard(_:forEvent:)` is `touchCard:forEvent:`).
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

    private func append(to owner: String, at position: AbsolutePosition? = nil, _ body: (inout Table) -> Void) {
        let index = indexByType[owner] ?? {
            tables.append(Table(typeName: owner))
            indexByType[owner] = tables.count - 1
            if let position { firstMarkPositions[owner] = position }
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

    /// The table's arguments, each line indented by `indentation` more than the call.
    private static func sections(of table: Table, indentation: String) -> String {
        var sections: [String] = []
        for (label, entries) in [("outlets", table.outlets), ("inspectables", table.inspectables), ("actions", table.actions)] where !entries.isEmpty {
            sections.append("\(indentation)\(label): [\n" + entries.map { "\(indentation)    \($0),\n" }.joined() + "\(indentation)]")
        }
        return sections.joined(separator: ",\n")
    }

    private static func extensionText(of table: Table) -> String {
        """

            // MARK: Generated by openuikit-port from the Interface Builder marks it removed from this file.
            extension \(table.typeName): InterfaceBuilderKeyed {
                static var interfaceBuilderKeys: InterfaceBuilderKeys {
                    InterfaceBuilderKeys(
                        for: \(table.typeName).self,
            \(sections(of: table, indentation: "            ")))
                }
            }

            """
    }

    /// The adoption of a root class whose table is in its body.
    private static func adoptionText(of table: Table) -> String {
        """

            // MARK: Generated by openuikit-port: the table is the class var in \(table.typeName)'s body.
            extension \(table.typeName): InterfaceBuilderKeyed {}

            """
    }

    /// The table as a member of the class body, each line indented by `indentation`.
    private static func memberText(of table: Table, overriding: Bool, indentation: String) -> String {
        let inner = indentation + "    "
        let why = overriding
            ? "it overrides the superclass's table, which the storyboard loader also reads"
            : "a class var, so that subclasses' tables can override it"
        return "\n\n"
            + "\(indentation)// MARK: Generated by openuikit-port from the Interface Builder marks it removed from this class (\(why)).\n"
            + "\(indentation)@MainActor \(overriding ? "override " : "")class var interfaceBuilderKeys: InterfaceBuilderKeys {\n"
            + "\(inner)InterfaceBuilderKeys(\n"
            + "\(inner)    for: \(table.typeName).self,\n"
            + sections(of: table, indentation: inner + "    ") + ")\n"
            + "\(indentation)}"
    }

    /// The indentation of the class's members (that of its first member, else four spaces
    /// more than the class).
    private static func memberIndentation(of declaration: ClassDeclSyntax) -> String {
        func lineIndentation(_ trivia: Trivia) -> String? {
            let text = trivia.description
            guard let newline = text.lastIndex(of: "\n") else { return nil }
            return String(text[text.index(after: newline)...].prefix { $0 == " " || $0 == "\t" })
        }
        if let first = declaration.memberBlock.members.first, let indentation = lineIndentation(first.leadingTrivia) {
            return indentation
        }
        return (lineIndentation(declaration.leadingTrivia) ?? "") + "    "
    }
}
