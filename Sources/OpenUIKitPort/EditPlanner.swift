import SwiftSyntax

/// Walks one parsed file and plans exactly the edits Swift on Linux forces on UIKit code:
///
/// - `import UIKit`, `CoreGraphics`, `QuartzCore` → `import OpenUIKit` (once per file);
///   `import os` and `import os.log` → `import OSLog` (see `ProvidedFrameworks`);
/// - `@objc`, `@objc(name)`, `@objcMembers` and the Interface Builder attributes
///   (`@IBOutlet`, `@IBAction`, `@IBDesignable`, `@IBInspectable`, `@IBSegueAction`) dropped,
///   since they need the Objective-C runtime;
/// - `#selector(…)` → `Selector(Type.method(labels:))` (see `SelectorResolver`);
/// - `override init()` → `required init()` in subclasses of the classes OpenUIKit must make
///   from their class, and the required initializers such a subclass lacks added (see
///   `RequiredInitializers`).
///
/// It only reads the tree; the edits are byte ranges of the original text, so comments,
/// string literals and formatting outside them cannot change.
final class EditPlanner: SyntaxVisitor {
    /// An edit and what it looks like to the user.
    struct PlannedEdit {
        var textEdit: TextEdit
        /// Where the rewritten element starts (UTF-8 offset), for its line and snippet.
        var elementStart: Int
        var elementEnd: Int
    }

    /// The modules OpenUIKit stands in for.
    static let replacedModules: Set<String> = ["UIKit", "CoreGraphics", "QuartzCore"]
    static let portedModule = "OpenUIKit"
    /// Attributes that need the Objective-C runtime or Interface Builder.
    static let droppedAttributes: Set<String> = [
        "objc", "objcMembers", "IBAction", "IBOutlet", "IBDesignable", "IBInspectable", "IBSegueAction",
    ]

    private let text: [UInt8]
    private let index: DeclarationIndex
    private let resolver: SelectorResolver
    private(set) var edits: [PlannedEdit] = []
    private(set) var handEdits: [(position: AbsolutePosition, message: String)] = []
    /// The frameworks of `ProvidedFrameworks` the file imports.
    private(set) var providedFrameworks: Set<String> = []
    private var imports: [ImportOfPortedModule] = []

    /// An import that is (or becomes) `import OpenUIKit`, for dropping duplicates.
    private struct ImportOfPortedModule {
        var declaration: ImportDeclSyntax
        /// Its attributes (`@testable`), whitespace-normalized; "" for none.
        var attributes: String
        /// The `#if` clause it sits in: imports in different clauses are not duplicates.
        var clause: SyntaxIdentifier?
        /// The index of its rewrite in `edits`, if this run rewrote it.
        var editIndex: Int?
    }

    init(text: [UInt8], index: DeclarationIndex) {
        self.text = text
        self.index = index
        self.resolver = SelectorResolver(index: index)
        super.init(viewMode: .sourceAccurate)
    }

    /// Plans the edits for `file`.
    func plan(_ file: SourceFileSyntax) {
        walk(file)
        dropDuplicateImports()
        edits.sort { $0.elementStart < $1.elementStart }
    }

    // MARK: Imports

    override func visit(_ node: ImportDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let first = node.path.first else { return .skipChildren }
        let module = first.name.text
        var editIndex: Int?
        if Self.replacedModules.contains(module) {
            // `import UIKit.UIGestureRecognizerSubclass` names a submodule OpenUIKit does not
            // have (its main module has that API); `import class UIKit.UIView` keeps its kind.
            let replaced: Range<Int> = node.importKindSpecifier == nil
                ? node.path.trimmedRange
                : first.name.trimmedRange
            editIndex = edits.count
            edits.append(replacement(replaced, with: Self.portedModule, element: node))
        } else if let provided = ProvidedFrameworks.product(imported: node.path.map(\.name.text)) {
            providedFrameworks.insert(provided)
            if let module = ProvidedFrameworks.replacement(for: node.path.map(\.name.text)) {
                // `import struct os.OSLog` keeps its kind and the declaration's name.
                let replaced: Range<Int> = node.importKindSpecifier == nil ? node.path.trimmedRange : first.name.trimmedRange
                edits.append(replacement(replaced, with: module, element: node))
            }
            return .skipChildren
        } else if MissingFrameworks.names.contains(module) {
            handEdits.append((node.positionAfterSkippingLeadingTrivia, MissingFrameworks.message(for: node.path.trimmedDescription)))
            return .skipChildren
        } else if !(module == Self.portedModule && node.path.count == 1) {
            return .skipChildren
        }
        if node.importKindSpecifier == nil {
            imports.append(ImportOfPortedModule(
                declaration: node,
                attributes: node.attributes.trimmedDescription.collapsingWhitespace,
                clause: node.ancestor(IfConfigClauseSyntax.self)?.id,
                editIndex: editIndex))
        }
        return .skipChildren
    }

    /// `import UIKit` and `import CoreGraphics` both become `import OpenUIKit`: keep one per
    /// `#if` clause. An import with attributes (`@testable`) covers a plain one, so the
    /// plain one goes; of two with the same attributes, the later goes. A clause where
    /// nothing was rewritten is left as it was, duplicates and all.
    private func dropDuplicateImports() {
        let groups = Dictionary(grouping: imports) { $0.clause }
        for group in groups.values where group.count > 1 && group.contains(where: { $0.editIndex != nil }) {
            let attributed = group.contains { !$0.attributes.isEmpty }
            var kept: Set<String> = []
            for entry in group.sorted(by: { $0.declaration.position < $1.declaration.position }) {
                let redundant = (attributed && entry.attributes.isEmpty) || !kept.insert(entry.attributes).inserted
                guard redundant else { continue }
                let statement = entry.declaration.parent?.as(CodeBlockItemSyntax.self).map(Syntax.init) ?? Syntax(entry.declaration)
                let removal = removal(of: statement, element: entry.declaration)
                if let index = entry.editIndex {
                    edits[index] = removal
                } else {
                    edits.append(removal)
                }
            }
        }
    }

    // MARK: Attributes

    override func visit(_ node: AttributeSyntax) -> SyntaxVisitorContinueKind {
        let name = node.attributeName.trimmedDescription
        if Self.droppedAttributes.contains(name) {
            edits.append(removal(of: Syntax(node), element: node))
        } else if name == "UIApplicationMain" || name == "NSApplicationMain" {
            // OpenUIKit's UIApplicationDelegate gives the delegate a `static func main()`, which
            // `@main` calls, as UIKit's does since Swift 5.3.
            edits.append(replacement(node.attributeName.trimmedRange, with: "main", element: node))
        }
        return .skipChildren
    }

    /// `optional` requirements exist only in `@objc` protocols.
    override func visit(_ node: DeclModifierSyntax) -> SyntaxVisitorContinueKind {
        if node.name.tokenKind == .keyword(.optional), node.ancestor(ProtocolDeclSyntax.self) != nil {
            handEdits.append((node.positionAfterSkippingLeadingTrivia,
                              "'optional' protocol requirements need Objective-C; give the requirement a default implementation in a protocol extension; fix by hand"))
        }
        return .skipChildren
    }

    // MARK: Required initializers

    override func visit(_ node: ClassDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let superclass = node.inheritanceClause?.inheritedTypes.first?.type.trimmedDescription,
              let required = RequiredInitializers.requiredLabels(inheritingFrom: superclass, index: index) else {
            return .visitChildren
        }
        for member in node.memberBlock.members {
            guard let initializer = member.decl.as(InitializerDeclSyntax.self),
                  required.contains(RequiredInitializers.labels(of: initializer)),
                  !RequiredInitializers.has(.required, in: initializer.modifiers),
                  let override = initializer.modifiers.first(where: { $0.name.tokenKind == .keyword(.override) }) else { continue }
            // Shown as the declaration up to its body: `override init()` → `required init()`.
            edits.append(PlannedEdit(textEdit: TextEdit(range: override.name.trimmedRange, replacement: "required", removesEmptiedLine: false),
                                     elementStart: initializer.trimmedRange.lowerBound,
                                     elementEnd: initializer.signature.trimmedRange.upperBound))
        }
        let indentation = node.memberBlock.members.first.map { Self.indentation(of: $0) } ?? "    "
        let additions = RequiredInitializers.additions(for: node, required: required, indentation: indentation)
        if let added = additions.text {
            let closing = node.memberBlock.rightBrace.trimmedRange.lowerBound
            // After the last member's line, so the added initializers open the class's end.
            let insertion = node.memberBlock.members.last?.trimmedRange.upperBound ?? closing
            edits.append(PlannedEdit(textEdit: TextEdit(range: insertion..<insertion, replacement: "\n" + added.dropLast(), removesEmptiedLine: false),
                                     elementStart: insertion, elementEnd: insertion))
        }
        for labels in additions.missingAndUnsafe {
            let name = "init(" + labels.map { $0 + ":" }.joined() + ")"
            handEdits.append((node.name.positionAfterSkippingLeadingTrivia,
                              "'\(node.name.text)' declares initializers of its own, so it must provide '\(name)', which OpenUIKit's '\(superclass)' requires (Swift can only make an object from its class through a required initializer); add 'required \(name)' setting every stored property; fix by hand"))
        }
        return .visitChildren
    }

    /// The spaces before `member` on its line.
    private static func indentation(of member: MemberBlockItemSyntax) -> String {
        let trivia = member.leadingTrivia.description
        guard let newline = trivia.lastIndex(where: { $0 == "\n" }) else { return "    " }
        return String(trivia[trivia.index(after: newline)...].prefix { $0 == " " || $0 == "\t" })
    }

    // MARK: Selectors

    override func visit(_ node: MacroExpansionExprSyntax) -> SyntaxVisitorContinueKind {
        planSelector(node)
    }

    /// A `#selector(…)` standing alone as a statement (the last line of a closure) parses
    /// as a declaration.
    override func visit(_ node: MacroExpansionDeclSyntax) -> SyntaxVisitorContinueKind {
        planSelector(node)
    }

    private func planSelector(_ node: some FreestandingMacroExpansionSyntax) -> SyntaxVisitorContinueKind {
        guard node.macroName.text == "selector", node.moduleSelector == nil else { return .visitChildren }
        switch resolver.outcome(for: node) {
        case .rewrite(let rewritten):
            edits.append(replacement(node.trimmedRange, with: rewritten, element: node))
        case .handEdit(let message):
            handEdits.append((node.positionAfterSkippingLeadingTrivia, message))
        }
        return .skipChildren
    }

    // MARK: Swift 4.2 renames (see SDKRenames)

    override func visit(_ node: IdentifierTypeSyntax) -> SyntaxVisitorContinueKind {
        if let renamed = SDKRenames.types[node.name.text] {
            edits.append(replacement(node.name.trimmedRange, with: renamed, element: node))
        }
        return .visitChildren
    }

    override func visit(_ node: DeclReferenceExprSyntax) -> SyntaxVisitorContinueKind {
        // A member's name (`x.childViewControllers`) is the member access's to rename.
        if let access = node.parent?.as(MemberAccessExprSyntax.self), access.declName.id == node.id {
            return .skipChildren
        }
        let name = node.baseName.text
        if let renamed = SDKRenames.types[name] ?? SDKRenames.members[name] {
            edits.append(replacement(node.baseName.trimmedRange, with: renamed, element: node))
        }
        return .skipChildren
    }

    override func visit(_ node: MemberAccessExprSyntax) -> SyntaxVisitorContinueKind {
        let name = node.declName.baseName.text
        if let renamed = SDKRenames.notificationNames[name],
           node.base.map({ SDKRenames.notificationNameBases.contains($0.trimmedDescription) }) ?? true {
            edits.append(replacement(node.trimmedRange, with: renamed, element: node))
            return .skipChildren
        }
        if let renamed = SDKRenames.members[name] {
            edits.append(replacement(node.declName.baseName.trimmedRange, with: renamed, element: node))
        }
        if SDKRenames.removedStringViews.contains(name), let base = node.base, !index.declaresProperty(named: name) {
            // `text.characters.count` → `text.count`: the view's members are String's own.
            let range = base.endPositionBeforeTrailingTrivia.utf8Offset..<node.endPositionBeforeTrailingTrivia.utf8Offset
            edits.append(replacement(range, with: "", element: node))
        }
        return .visitChildren
    }

    override func visit(_ node: FunctionCallExprSyntax) -> SyntaxVisitorContinueKind {
        planLabelRename(node)
        planFunctionRewrite(node)
        return .visitChildren
    }

    override func visit(_ node: FunctionDeclSyntax) -> SyntaxVisitorContinueKind {
        guard let parameter = node.signature.parameterClause.parameters.first,
              node.signature.parameterClause.parameters.count == 1,
              let rename = SDKRenames.labels.first(where: { $0.name == node.name.text && $0.label == parameter.firstName.text }) else {
            return .visitChildren
        }
        if rename.newName != rename.name {
            edits.append(replacement(node.name.trimmedRange, with: rename.newName, element: node))
        }
        // Without a second name the old label was also the parameter's name: keep it as that.
        let label = rename.newLabel ?? "_"
        let newNames = parameter.secondName == nil ? "\(label) \(rename.label)" : label
        edits.append(replacement(parameter.firstName.trimmedRange, with: newNames, element: parameter))
        return .visitChildren
    }

    /// `view.bringSubview(toFront: v)` → `view.bringSubviewToFront(v)`.
    private func planLabelRename(_ node: FunctionCallExprSyntax) {
        let nameToken: TokenSyntax
        if let reference = node.calledExpression.as(DeclReferenceExprSyntax.self) {
            nameToken = reference.baseName
        } else if let access = node.calledExpression.as(MemberAccessExprSyntax.self) {
            nameToken = access.declName.baseName
        } else {
            return
        }
        guard node.arguments.count == 1, let argument = node.arguments.first, let label = argument.label,
              let rename = SDKRenames.labels.first(where: { $0.name == nameToken.text && $0.label == label.text }) else {
            return
        }
        if rename.newName != rename.name {
            edits.append(replacement(nameToken.trimmedRange, with: rename.newName, element: node))
        }
        if let newLabel = rename.newLabel {
            edits.append(replacement(label.trimmedRange, with: newLabel, element: node))
        } else {
            edits.append(replacement(label.trimmedRange.lowerBound..<argument.expression.trimmedRange.lowerBound, with: "", element: node))
        }
    }

    /// `UIEdgeInsetsMake(1, 2, 3, 4)` → `UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)`;
    /// `UIImagePNGRepresentation(image)` → `image.pngData()`. Only the text between the
    /// arguments changes, so edits inside them still apply.
    private func planFunctionRewrite(_ node: FunctionCallExprSyntax) {
        guard let callee = node.calledExpression.as(DeclReferenceExprSyntax.self),
              let rewrite = SDKRenames.functions[callee.baseName.text],
              node.leftParen != nil, let rightParen = node.rightParen, node.trailingClosure == nil,
              node.arguments.allSatisfy({ $0.label == nil }) else {
            return
        }
        let arguments = Array(node.arguments)
        switch rewrite {
        case .initializer(let type, let labels):
            guard arguments.count == labels.count else { return }
            edits.append(replacement(callee.baseName.trimmedRange, with: type, element: node))
            for (argument, label) in zip(arguments, labels) {
                let start = argument.expression.trimmedRange.lowerBound
                edits.append(replacement(start..<start, with: "\(label): ", element: node))
            }
        case .method(let name, let labels):
            guard arguments.count == labels.count + 1, let receiver = arguments.first?.expression else { return }
            let parenthesized = !Self.isPostfix(receiver)
            edits.append(replacement(callee.trimmedRange.lowerBound..<receiver.trimmedRange.lowerBound,
                                     with: parenthesized ? "(" : "", element: node))
            let close = parenthesized ? ")" : ""
            guard labels.count > 0 else {
                edits.append(replacement(receiver.trimmedRange.upperBound..<rightParen.trimmedRange.lowerBound,
                                         with: close + ".\(name)(", element: node))
                return
            }
            for index in 1..<arguments.count {
                let label = labels[index - 1].map { "\($0): " } ?? ""
                let start = arguments[index].expression.trimmedRange.lowerBound
                if index == 1 {
                    edits.append(replacement(receiver.trimmedRange.upperBound..<start, with: close + ".\(name)(" + label, element: node))
                } else {
                    edits.append(replacement(start..<start, with: label, element: node))
                }
            }
        }
    }

    /// Whether `.method()` can follow the expression without parentheses.
    private static func isPostfix(_ expression: ExprSyntax) -> Bool {
        expression.is(DeclReferenceExprSyntax.self) || expression.is(MemberAccessExprSyntax.self)
            || expression.is(FunctionCallExprSyntax.self) || expression.is(ForceUnwrapExprSyntax.self)
            || expression.is(OptionalChainingExprSyntax.self) || expression.is(SubscriptCallExprSyntax.self)
            || expression.is(TupleExprSyntax.self)
    }

    // MARK: Edits

    private func replacement(_ range: Range<Int>, with text: String, element: some SyntaxProtocol) -> PlannedEdit {
        PlannedEdit(textEdit: TextEdit(range: range, replacement: text, removesEmptiedLine: false),
                    elementStart: element.trimmedRange.lowerBound, elementEnd: element.trimmedRange.upperBound)
    }

    /// Removes `node` and the spaces after it, so that `@objc private func` becomes
    /// `private func` with no double space; at the end of a line the spaces before it go
    /// instead, and a line left empty goes entirely (see `TextEdit`).
    private func removal(of node: Syntax, element: some SyntaxProtocol) -> PlannedEdit {
        var start = node.trimmedRange.lowerBound
        var end = node.trimmedRange.upperBound
        while end < text.count, text[end].isHorizontalSpace { end += 1 }
        if end == text.count || text[end] == .newline || text[end] == .carriageReturn {
            while start > 0, text[start - 1].isHorizontalSpace { start -= 1 }
        }
        return PlannedEdit(textEdit: TextEdit(range: start..<end, replacement: "", removesEmptiedLine: true),
                           elementStart: element.trimmedRange.lowerBound, elementEnd: element.trimmedRange.upperBound)
    }
}

extension SyntaxProtocol {
    /// The UTF-8 range of the node without its leading and trailing trivia.
    var trimmedRange: Range<Int> {
        positionAfterSkippingLeadingTrivia.utf8Offset..<endPositionBeforeTrailingTrivia.utf8Offset
    }

    /// The nearest ancestor of the given kind.
    func ancestor<Kind: SyntaxProtocol>(_ kind: Kind.Type) -> Kind? {
        var current = parent
        while let node = current {
            if let match = node.as(Kind.self) { return match }
            current = node.parent
        }
        return nil
    }
}
