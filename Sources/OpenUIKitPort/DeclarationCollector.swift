import SwiftSyntax

/// Finds the property declarations of one file for `DeclarationIndex`: the stored and
/// computed properties of each type and extension, whether it marks members for Interface
/// Builder, and the file's top-level variables.
final class DeclarationCollector: SyntaxVisitor {
    /// One type declaration or extension and what it declares.
    struct FoundType {
        var name: String
        var properties: [String: PatternBindingSyntax]
        var superclass: String?
        /// Whether the declaration is marked `@IBDesignable`.
        var isDesignable = false
        /// Whether a member is marked `@IBOutlet`, `@IBInspectable` or `@IBAction`: the port
        /// writes the type an `InterfaceBuilderKeyed` table.
        var hasInterfaceBuilderMarks = false
    }

    /// The marks that give a type an `InterfaceBuilderKeyed` table.
    static let interfaceBuilderMarks: Set<String> = ["IBOutlet", "IBInspectable", "IBAction"]

    private(set) var types: [FoundType] = []
    private(set) var globals: [String: PatternBindingSyntax] = [:]

    init() {
        super.init(viewMode: .sourceAccurate)
    }

    override func visit(_ node: SourceFileSyntax) -> SyntaxVisitorContinueKind {
        for item in node.statements {
            if let variable = item.item.as(VariableDeclSyntax.self) {
                for (name, binding) in Self.namedBindings(of: variable) where globals[name] == nil {
                    globals[name] = binding
                }
            }
        }
        return .visitChildren
    }

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        let isDesignable = node.attributes.contains { $0.as(AttributeSyntax.self)?.attributeName.trimmedDescription == DesignableMarkerWriter.attributeName }
        return record(node, superclass: node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription, isDesignable: isDesignable)
    }

    override func visit(_ node: StructDeclSyntax) -> SyntaxVisitorContinueKind { record(node) }
    override func visit(_ node: EnumDeclSyntax) -> SyntaxVisitorContinueKind { record(node) }
    override func visit(_ node: ActorDeclSyntax) -> SyntaxVisitorContinueKind { record(node) }
    override func visit(_ node: ExtensionDeclSyntax) -> SyntaxVisitorContinueKind { record(node) }
    override func visit(_ node: ProtocolDeclSyntax) -> SyntaxVisitorContinueKind { record(node) }

    private func record(_ declaration: some DeclGroupSyntax, superclass: String? = nil, isDesignable: Bool = false) -> SyntaxVisitorContinueKind {
        guard let name = TypeNaming.qualifiedName(of: declaration) else { return .visitChildren }
        var properties: [String: PatternBindingSyntax] = [:]
        collectProperties(declaration.memberBlock.members, into: &properties)
        types.append(FoundType(name: name, properties: properties, superclass: superclass, isDesignable: isDesignable,
                               hasInterfaceBuilderMarks: Self.marksInterfaceBuilderMembers(declaration.memberBlock.members)))
        // Nested and local types are visited (and recorded) on their own.
        return .visitChildren
    }

    /// The properties among `members`, including those inside `#if` blocks (every branch:
    /// the porter cannot know which one the build takes).
    private func collectProperties(_ members: MemberBlockItemListSyntax, into properties: inout [String: PatternBindingSyntax]) {
        for member in members {
            if let variable = member.decl.as(VariableDeclSyntax.self) {
                for (name, binding) in Self.namedBindings(of: variable) where properties[name] == nil {
                    properties[name] = binding
                }
            } else if let conditional = member.decl.as(IfConfigDeclSyntax.self) {
                for clause in conditional.clauses {
                    if case .decls(let nested)? = clause.elements {
                        collectProperties(nested, into: &properties)
                    }
                }
            }
        }
    }

    /// Whether any of `members` (inside `#if` blocks too) carries an Interface Builder mark.
    private static func marksInterfaceBuilderMembers(_ members: MemberBlockItemListSyntax) -> Bool {
        members.contains { member in
            let attributes = member.decl.as(VariableDeclSyntax.self)?.attributes ?? member.decl.as(FunctionDeclSyntax.self)?.attributes
            if let attributes, attributes.contains(where: {
                $0.as(AttributeSyntax.self).map { interfaceBuilderMarks.contains($0.attributeName.trimmedDescription) } ?? false
            }) {
                return true
            }
            guard let conditional = member.decl.as(IfConfigDeclSyntax.self) else { return false }
            return conditional.clauses.contains { clause in
                if case .decls(let nested)? = clause.elements { return marksInterfaceBuilderMembers(nested) }
                return false
            }
        }
    }

    /// The simply named bindings of a variable declaration (`var a = 1, b: Int`), leaving out
    /// tuple patterns.
    static func namedBindings(of variable: VariableDeclSyntax) -> [(String, PatternBindingSyntax)] {
        variable.bindings.compactMap { binding in
            binding.pattern.as(IdentifierPatternSyntax.self).map { ($0.identifier.text, binding) }
        }
    }
}
