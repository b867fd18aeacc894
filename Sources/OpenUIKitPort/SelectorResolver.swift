import SwiftSyntax

/// Turns a `#selector(…)` into an OpenUIKit `Selector(Type.method(labels:))`: an unapplied
/// method reference needs the type that declares the method, which Objective-C found at run
/// time and the porter finds from the declarations around the selector.
///
/// - `#selector(method(_:))`, `#selector(self.method(_:))`: the enclosing type.
/// - `#selector(Type.method(_:))`: already qualified; only wrapped.
/// - `#selector(value.method(_:))`: the declared type of `value`, a local, parameter or
///   property (of the enclosing type, its extensions and superclasses, in any of the files
///   ported together), from a type annotation or an initializer call `Type(…)`.
struct SelectorResolver {
    /// What to do with one `#selector`.
    enum Outcome: Equatable {
        /// Replace the whole `#selector(…)` with this text.
        case rewrite(String)
        /// Leave it, and tell the user why it needs a hand edit.
        case handEdit(String)
    }

    /// How many declarations deep a type is chased (`let a = b`, `let b = c`, …) before the
    /// resolver gives up, which also ends declaration cycles.
    static let maximumResolutionDepth = 16

    let index: DeclarationIndex

    func outcome(for selector: some FreestandingMacroExpansionSyntax) -> Outcome {
        let written = selector.trimmedDescription.collapsingWhitespace
        guard selector.arguments.count == 1, let argument = selector.arguments.first else {
            return .handEdit("cannot rewrite \(written): expected one method reference; fix by hand")
        }
        if let label = argument.label {
            return .handEdit("\(written): OpenUIKit's Selector names methods only, not a property's \(label.text); fix by hand")
        }
        if let api = objectiveCAPI(receiving: selector) {
            return .handEdit("\(written) is passed to \(api), an Objective-C API that neither Foundation on Linux nor OpenUIKit's Selector has; use the closure-based API; fix by hand")
        }
        let expression = argument.expression
        if let reference = expression.as(DeclReferenceExprSyntax.self), reference.baseName.tokenKind != .keyword(.self) {
            guard let type = TypeNaming.enclosingTypeName(of: selector) else {
                return .handEdit("cannot find the type that declares '\(reference.baseName.text)' in \(written) (it is outside any type); fix by hand")
            }
            return .rewrite("Selector(\(type).\(reference.trimmedDescription))")
        }
        guard let member = expression.as(MemberAccessExprSyntax.self), let base = member.base else {
            return .handEdit("cannot rewrite \(written): expected a method reference such as #selector(Type.method(_:)); fix by hand")
        }
        if typeName(ofTypeExpression: base) != nil {
            return .rewrite("Selector(\(member.trimmedDescription))")
        }
        guard let type = valueType(of: base, at: Syntax(selector), depth: 0) else {
            return .handEdit("cannot resolve the type of '\(base.trimmedDescription.collapsingWhitespace)' in \(written); fix by hand")
        }
        return .rewrite("Selector(\(type).\(member.declName.trimmedDescription))")
    }

    /// Foundation methods that take an Objective-C selector as their first, unlabeled
    /// argument or as `to:`.
    static let selectorTakingMethods: Set<String> = ["perform", "responds", "instancesRespond"]

    /// The selector-taking calls OpenUIKit overloads with its `Selector` (Input/ in the
    /// library), by name and argument labels ("_" for none): a `#selector` passed to one of
    /// them is rewritten like any other.
    static let selectorOverloads: Set<String> = [
        "addObserver(_:selector:name:object:)",
        "Timer(timeInterval:target:selector:userInfo:repeats:)",
        "scheduledTimer(timeInterval:target:selector:userInfo:repeats:)",
        "perform(_:)",
        "perform(_:with:)",
        "perform(_:with:with:)",
        "perform(_:with:afterDelay:)",
        "cancelPreviousPerformRequests(withTarget:selector:object:)",
        "CADisplayLink(target:selector:)",
    ]

    /// The Objective-C API the selector is handed to, if it is one OpenUIKit has no
    /// `Selector` overload of: the `selector:` argument of a call (`Thread(target:selector:object:)`),
    /// `perform(_:)` or `responds(to:)`. Those APIs take Objective-C selectors, so rewriting
    /// the selector alone would not help: the whole call needs its closure-based form.
    private func objectiveCAPI(receiving selector: some FreestandingMacroExpansionSyntax) -> String? {
        guard let argument = selector.parent?.as(LabeledExprSyntax.self) else { return nil }
        let call = argument.parent?.parent?.as(FunctionCallExprSyntax.self)
        let called = call.flatMap { call in
            call.calledExpression.as(MemberAccessExprSyntax.self)?.declName.baseName.text
                ?? call.calledExpression.as(DeclReferenceExprSyntax.self)?.baseName.text
        }
        let isSelectorArgument = argument.label?.text == "selector"
        guard isSelectorArgument || called.map(Self.selectorTakingMethods.contains) == true else { return nil }
        if let call, let called {
            let labels = call.arguments.map { $0.label?.text ?? "_" }.map { $0 + ":" }.joined()
            if Self.selectorOverloads.contains("\(called)(\(labels))") { return nil }
        }
        if isSelectorArgument { return "'selector:'" }
        return called.map { "'\($0)'" }
    }

    // MARK: Types of expressions

    /// The type an expression names when it is a type (`FaceView`, `Outer.Inner`,
    /// `Container<Int>`, `Self`), as written.
    func typeName(ofTypeExpression expression: ExprSyntax) -> String? {
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            guard reference.argumentNames == nil else { return nil }
            if reference.baseName.tokenKind == .keyword(.Self) { return "Self" }
            return TypeNaming.looksLikeTypeName(reference.baseName.text) ? reference.trimmedDescription : nil
        }
        if let specialized = expression.as(GenericSpecializationExprSyntax.self) {
            return typeName(ofTypeExpression: specialized.expression) != nil ? specialized.trimmedDescription : nil
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            guard typeName(ofTypeExpression: base) != nil, member.declName.argumentNames == nil,
                  TypeNaming.looksLikeTypeName(member.declName.baseName.text) else { return nil }
            return member.trimmedDescription
        }
        if let type = expression.as(TypeExprSyntax.self) {
            return TypeNaming.nominalName(of: type.type)
        }
        return nil
    }

    /// The nominal type of the value an expression evaluates to, where the declarations
    /// around `context` tell it.
    func valueType(of expression: ExprSyntax, at context: Syntax, depth: Int) -> String? {
        guard depth < Self.maximumResolutionDepth else { return nil }
        if let reference = expression.as(DeclReferenceExprSyntax.self) {
            switch reference.baseName.tokenKind {
            case .keyword(.self):
                return TypeNaming.enclosingTypeName(of: context)
            default:
                guard reference.argumentNames == nil else { return nil }
                return variableType(named: reference.baseName.text, at: context, depth: depth)
            }
        }
        if let member = expression.as(MemberAccessExprSyntax.self), let base = member.base {
            let baseType = typeName(ofTypeExpression: base) ?? valueType(of: base, at: context, depth: depth + 1)
            guard let baseType, let binding = index.property(member.declName.baseName.text, of: baseType) else {
                return nil
            }
            return bindingType(binding, depth: depth + 1)
        }
        if let unwrapped = expression.as(ForceUnwrapExprSyntax.self) {
            return valueType(of: unwrapped.expression, at: context, depth: depth + 1)
        }
        if let chained = expression.as(OptionalChainingExprSyntax.self) {
            return valueType(of: chained.expression, at: context, depth: depth + 1)
        }
        if let parenthesized = expression.as(TupleExprSyntax.self), parenthesized.elements.count == 1,
           let only = parenthesized.elements.first, only.label == nil {
            return valueType(of: only.expression, at: context, depth: depth + 1)
        }
        if let attempt = expression.as(TryExprSyntax.self) {
            return valueType(of: attempt.expression, at: context, depth: depth + 1)
        }
        if let awaited = expression.as(AwaitExprSyntax.self) {
            return valueType(of: awaited.expression, at: context, depth: depth + 1)
        }
        if expression.is(SuperExprSyntax.self) {
            return TypeNaming.enclosingTypeName(of: context).flatMap { superclass(of: $0, at: context) }
        }
        if let cast = expression.as(AsExprSyntax.self) {
            return TypeNaming.nominalName(of: cast.type)
        }
        // The parser leaves operators unfolded: `view as? CardView` is a sequence of three.
        if let sequence = expression.as(SequenceExprSyntax.self), sequence.elements.count == 3,
           sequence.elements.dropFirst().first?.is(UnresolvedAsExprSyntax.self) == true,
           let type = sequence.elements.last?.as(TypeExprSyntax.self) {
            return TypeNaming.nominalName(of: type.type)
        }
        if let call = expression.as(FunctionCallExprSyntax.self) {
            return constructedType(call.calledExpression)
        }
        return nil
    }

    /// The type an initializer call constructs: `Type(…)`, `Outer.Inner(…)`,
    /// `Container<Int>(…)`, `Type.init(…)`. A static factory (`Type.make()`) could return
    /// anything, so it has none.
    private func constructedType(_ called: ExprSyntax) -> String? {
        if let type = typeName(ofTypeExpression: called) { return type }
        if let member = called.as(MemberAccessExprSyntax.self), member.declName.baseName.tokenKind == .keyword(.`init`),
           let base = member.base {
            return typeName(ofTypeExpression: base)
        }
        return nil
    }

    /// The superclass of the class `typeName`, from its declaration (in the index, or the
    /// class declaration `context` sits in).
    private func superclass(of typeName: String, at context: Syntax) -> String? {
        if let known = index.superclass(of: typeName) { return known }
        var current = context.parent
        while let ancestor = current {
            if let declaration = ancestor.as(ClassDeclSyntax.self) {
                return declaration.inheritanceClause?.inheritedTypes.first.flatMap { TypeNaming.nominalName(of: $0.type) }
            }
            current = ancestor.parent
        }
        return nil
    }

    // MARK: Variables in scope

    /// The type of the variable `name` as seen from `context`: the innermost local (declared
    /// before `context`), `if let`/`guard let` binding, closure or function parameter, then
    /// the properties of the enclosing types, then the globals.
    func variableType(named name: String, at context: Syntax, depth: Int) -> String? {
        var child = context
        var current = context.parent
        var insideType = false
        while let ancestor = current {
            defer {
                child = ancestor
                current = ancestor.parent
            }
            if let typeName = TypeNaming.qualifiedName(of: ancestor) {
                insideType = true
                if let binding = index.property(name, of: typeName) {
                    return bindingType(binding, depth: depth + 1)
                }
                continue
            }
            // Locals of an enclosing function are invisible to a type declared inside it.
            guard !insideType else { continue }
            if let found = localDeclaration(of: name, in: ancestor, before: child, depth: depth) {
                return found
            }
        }
        if let binding = index.globals[name] {
            return bindingType(binding, depth: depth + 1)
        }
        return nil
    }

    /// The type of a `name` that `scope` declares for code in its child `child`, if it does.
    private func localDeclaration(of name: String, in scope: Syntax, before child: Syntax, depth: Int) -> String?? {
        if let statements = scope.as(CodeBlockItemListSyntax.self) {
            for item in statements.reversed() where item.position < child.position {
                if let variable = item.item.as(VariableDeclSyntax.self) {
                    for (declared, binding) in DeclarationCollector.namedBindings(of: variable) where declared == name {
                        return .some(bindingType(binding, depth: depth + 1))
                    }
                } else if let guardStatement = item.item.as(GuardStmtSyntax.self),
                          let type = conditionBinding(of: name, in: guardStatement.conditions, depth: depth) {
                    return .some(type)
                }
            }
            return nil
        }
        if let conditional = scope.as(IfExprSyntax.self), child.id == conditional.body.id {
            return conditionBinding(of: name, in: conditional.conditions, depth: depth)
        }
        if let loop = scope.as(WhileStmtSyntax.self), child.id == loop.body.id {
            return conditionBinding(of: name, in: loop.conditions, depth: depth)
        }
        if let loop = scope.as(ForStmtSyntax.self), child.id == loop.body.id,
           let pattern = loop.pattern.as(IdentifierPatternSyntax.self), pattern.identifier.text == name {
            return .some(loop.typeAnnotation.flatMap { TypeNaming.nominalName(of: $0.type) })
        }
        if let closure = scope.as(ClosureExprSyntax.self) {
            switch closure.signature?.parameterClause {
            case .parameterClause(let clause)?:
                for parameter in clause.parameters where (parameter.secondName ?? parameter.firstName).text == name {
                    return .some(parameter.type.flatMap { TypeNaming.nominalName(of: $0) })
                }
            case .simpleInput(let parameters)?:
                // `{ view in … }` declares `view` without a type: it hides any outer `view`.
                if parameters.contains(where: { $0.name.text == name }) { return .some(nil) }
            case nil:
                break
            }
            return nil
        }
        if let function = scope.as(FunctionDeclSyntax.self) {
            return parameterType(of: name, in: function.signature.parameterClause)
        }
        if let initializer = scope.as(InitializerDeclSyntax.self) {
            return parameterType(of: name, in: initializer.signature.parameterClause)
        }
        if let subscriptDecl = scope.as(SubscriptDeclSyntax.self) {
            return parameterType(of: name, in: subscriptDecl.parameterClause)
        }
        if let accessor = scope.as(AccessorDeclSyntax.self) {
            return accessorValueType(of: name, in: accessor, depth: depth)
        }
        return nil
    }

    /// `newValue` and `oldValue` (or the named parameter of `set(value)`) in a property's
    /// accessor have the property's type.
    private func accessorValueType(of name: String, in accessor: AccessorDeclSyntax, depth: Int) -> String?? {
        let implicitName = accessor.accessorSpecifier.tokenKind == .keyword(.didSet) ? "oldValue" : "newValue"
        let parameterName = accessor.parameters?.name.text ?? implicitName
        guard name == parameterName,
              let binding = accessor.parent?.parent?.parent?.as(PatternBindingSyntax.self) else { return nil }
        return .some(bindingType(binding, depth: depth + 1))
    }

    private func parameterType(of name: String, in clause: FunctionParameterClauseSyntax) -> String?? {
        for parameter in clause.parameters where (parameter.secondName ?? parameter.firstName).text == name {
            return .some(TypeNaming.nominalName(of: parameter.type))
        }
        return nil
    }

    /// The type of `name` bound by `if let name = value` / `if let name: Type = value` /
    /// `if let name` among `conditions`.
    private func conditionBinding(of name: String, in conditions: ConditionElementListSyntax, depth: Int) -> String?? {
        for element in conditions.reversed() {
            guard case .optionalBinding(let binding) = element.condition,
                  let pattern = binding.pattern.as(IdentifierPatternSyntax.self), pattern.identifier.text == name else {
                continue
            }
            if let annotation = binding.typeAnnotation {
                return .some(TypeNaming.nominalName(of: annotation.type))
            }
            if let value = binding.initializer?.value {
                return .some(valueType(of: value, at: Syntax(binding), depth: depth + 1))
            }
            // `if let name`: the same name, one scope further out.
            return .some(variableType(named: name, at: Syntax(element.parent ?? Syntax(binding)), depth: depth + 1))
        }
        return nil
    }

    /// The type a variable declaration gives the name it binds: its annotation (or that of
    /// a later binding in `var a, b: Int`), else the type its initial value constructs.
    func bindingType(_ binding: PatternBindingSyntax, depth: Int) -> String? {
        guard depth < Self.maximumResolutionDepth else { return nil }
        if let annotation = binding.typeAnnotation {
            return TypeNaming.nominalName(of: annotation.type)
        }
        if let value = binding.initializer?.value {
            return valueType(of: value, at: Syntax(binding), depth: depth + 1)
        }
        if let list = binding.parent?.as(PatternBindingListSyntax.self) {
            let later = list.drop { $0.id != binding.id }.dropFirst()
            if let annotated = later.first(where: { $0.typeAnnotation != nil || $0.initializer != nil }),
               let annotation = annotated.typeAnnotation {
                return TypeNaming.nominalName(of: annotation.type)
            }
        }
        return nil
    }
}

extension String {
    /// The text on one line: runs of whitespace (newlines included) become one space.
    var collapsingWhitespace: String {
        split(whereSeparator: { $0.isWhitespace }).joined(separator: " ")
    }
}
