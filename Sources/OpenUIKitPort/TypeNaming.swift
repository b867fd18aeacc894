import SwiftSyntax

/// How the porter names types: the qualified name of the type a piece of code sits in, the
/// nominal type behind a declared type, and the key the declaration index files a type under.
enum TypeNaming {
    /// The qualified name of the type `node` is written in (`Outer.Inner`; for code in an
    /// extension, the extended type as written), or nil for code outside any type.
    ///
    /// A type declared inside a function body or closure is local: it has no qualified name
    /// beyond its own, so the walk stops there.
    static func enclosingTypeName(of node: some SyntaxProtocol) -> String? {
        var names: [String] = []
        var current = node.parent
        while let ancestor = current {
            if let name = declaredTypeName(ancestor) {
                names.insert(name, at: 0)
                if ancestor.is(ExtensionDeclSyntax.self) { break }
            } else if !names.isEmpty, isLocalScope(ancestor) {
                break
            }
            current = ancestor.parent
        }
        return names.isEmpty ? nil : names.joined(separator: ".")
    }

    /// The qualified name of a type declaration or extension itself.
    static func qualifiedName(of declaration: some SyntaxProtocol) -> String? {
        guard let own = declaredTypeName(Syntax(declaration)) else { return nil }
        if declaration.is(ExtensionDeclSyntax.self) { return own }
        guard let outer = enclosingTypeName(of: declaration) else { return own }
        return outer + "." + own
    }

    /// The name a type declaration introduces, or the extended type of an extension.
    static func declaredTypeName(_ node: Syntax) -> String? {
        if let decl = node.as(ClassDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(StructDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(EnumDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ActorDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ProtocolDeclSyntax.self) { return decl.name.text }
        if let decl = node.as(ExtensionDeclSyntax.self) { return decl.extendedType.trimmedDescription }
        return nil
    }

    /// Whether names declared inside `node` are invisible outside it: bodies of functions,
    /// initializers, accessors and closures.
    static func isLocalScope(_ node: Syntax) -> Bool {
        node.is(FunctionDeclSyntax.self) || node.is(InitializerDeclSyntax.self)
            || node.is(DeinitializerDeclSyntax.self) || node.is(AccessorDeclSyntax.self)
            || node.is(ClosureExprSyntax.self) || node.is(SubscriptDeclSyntax.self)
    }

    /// The nominal type behind a declared type, as written: optionals and implicitly
    /// unwrapped optionals are looked through (`FaceView!` and `Optional<FaceView>` are
    /// `FaceView`), generic arguments are kept (`Container<Int>`), and anything that is not a
    /// named type (a function, tuple, array or existential) has none.
    static func nominalName(of type: TypeSyntax) -> String? {
        if let optional = type.as(OptionalTypeSyntax.self) {
            return nominalName(of: optional.wrappedType)
        }
        if let unwrapped = type.as(ImplicitlyUnwrappedOptionalTypeSyntax.self) {
            return nominalName(of: unwrapped.wrappedType)
        }
        if let attributed = type.as(AttributedTypeSyntax.self) {
            return nominalName(of: attributed.baseType)
        }
        if let identifier = type.as(IdentifierTypeSyntax.self) {
            let name = identifier.name.text
            if name == "Optional" || name == "ImplicitlyUnwrappedOptional",
               let arguments = identifier.genericArgumentClause?.arguments, arguments.count == 1,
               let wrapped = arguments.first?.argument.as(TypeSyntax.self) {
                return nominalName(of: wrapped)
            }
            return identifier.trimmedDescription
        }
        if type.is(MemberTypeSyntax.self) {
            return type.trimmedDescription
        }
        return nil
    }

    /// The key the declaration index files a type under: its name without generic arguments
    /// or whitespace (`Container<Int>` and `Container` are the same type to it).
    static func indexKey(_ typeName: String) -> String {
        var key = ""
        var angleDepth = 0
        for character in typeName {
            switch character {
            case "<": angleDepth += 1
            case ">": angleDepth = max(0, angleDepth - 1)
            case _ where angleDepth > 0 || character.isWhitespace: break
            default: key.append(character)
            }
        }
        return key
    }

    /// Whether an identifier names a type by Swift's convention (types are capitalized,
    /// values are not).
    static func looksLikeTypeName(_ name: String) -> Bool {
        let unquoted = name.trimmingBackticks
        return unquoted.first.map { $0.isUppercase } ?? false
    }
}

extension String {
    /// The identifier without the backticks that let a keyword be a name.
    var trimmingBackticks: Substring {
        var text = Substring(self)
        if text.hasPrefix("`"), text.hasSuffix("`"), text.count >= 2 {
            text = text.dropFirst().dropLast()
        }
        return text
    }
}
