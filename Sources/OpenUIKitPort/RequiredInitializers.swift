import SwiftSyntax

/// The initializers OpenUIKit declares `required` where UIKit's are not, and the edits that
/// make an app's subclasses compile against them.
///
/// Core Animation makes layers from their class (a view's `layerClass`, and the copies
/// `presentation()` returns) and copies animations and layout attributes through
/// `type(of: self).init()`. The Objective-C runtime can call any initializer of a class
/// object; Swift calls one through a metatype only when it is `required`. So OpenUIKit's
/// `CALayer.init()` and `init(layer:)` are required, and an app's `override init()` in a
/// layer subclass must say `required init()` instead: the one word the compiler insists on.
///
/// A subclass that declares initializers of its own inherits none, so it must also provide
/// the required ones it does not declare. When every stored property of the class has an
/// initial value, the missing ones are added, calling `super` with the same arguments;
/// otherwise the class is left for a hand edit.
struct RequiredInitializers {
    /// An initializer by its argument labels (`["layer"]` for `init(layer:)`).
    typealias Labels = [String]

    /// What each required initializer added looks like, calling its superclass's.
    private static let templates: [Labels: (declaration: String, superCall: String)] = [
        []: ("required init()", "super.init()"),
        ["layer"]: ("required init(layer: Any)", "super.init(layer: layer)"),
        ["frame"]: ("required init(frame: CGRect)", "super.init(frame: frame)"),
    ]

    /// OpenUIKit's classes with required initializers UIKit's do not have, by class name.
    static let table: [String: [Labels]] = {
        var table: [String: [Labels]] = [:]
        // Layers are made from their class and copied for `presentation()`.
        for layer in ["CALayer", "CAShapeLayer", "CAGradientLayer", "CATextLayer", "CAReplicatorLayer"] {
            table[layer] = [[], ["layer"]]
        }
        // Copied with `copy()` through `type(of: self).init()`.
        for copied in ["CAAnimation", "CAPropertyAnimation", "CABasicAnimation", "CAKeyframeAnimation",
                       "CASpringAnimation", "CAAnimationGroup", "CATransition",
                       "UICollectionViewLayoutAttributes", "UICollectionViewLayoutInvalidationContext",
                       "UICollectionViewFlowLayoutInvalidationContext", "UIFieldBehavior"] {
            table[copied] = [[]]
        }
        // Made from the class a navigation controller or storyboard names.
        for bar in ["UINavigationBar", "UIToolbar"] {
            table[bar] = [["frame"]]
        }
        return table
    }()

    /// The OpenUIKit class at the root of `superclass`'s chain through the app's own classes
    /// (`superclass` itself when the app does not declare it), if it has required
    /// initializers.
    static func requiredLabels(inheritingFrom superclass: String, index: DeclarationIndex) -> [Labels]? {
        var name = superclass
        var visited: Set<String> = []
        while let next = index.superclass(of: name), visited.insert(name).inserted {
            name = next
        }
        let base = name.split(separator: ".").last.map(String.init) ?? name
        return table[base]
    }

    /// The argument labels of an initializer's parameters (`_` for an unlabelled one).
    static func labels(of initializer: InitializerDeclSyntax) -> Labels {
        initializer.signature.parameterClause.parameters.map { $0.firstName.text }
    }

    /// Whether `declaration` has a modifier named `name`.
    static func has(_ name: Keyword, in modifiers: DeclModifierListSyntax) -> Bool {
        modifiers.contains { $0.name.tokenKind == .keyword(name) }
    }

    /// The text to add to a class's body for the required initializers it lacks, or nil when
    /// it needs none; `missingAndUnsafe` lists them when some stored property has no initial
    /// value, so they cannot simply call `super`.
    static func additions(for node: ClassDeclSyntax, required: [Labels], indentation: String)
        -> (text: String?, missingAndUnsafe: [Labels]) {
        let initializers = node.memberBlock.members.compactMap { $0.decl.as(InitializerDeclSyntax.self) }
        let designated = initializers.filter { !has(.convenience, in: $0.modifiers) }
        // With no designated initializer of its own the class inherits all of its superclass's.
        guard !designated.isEmpty else { return (nil, []) }
        let declared = Set(designated.map(labels(of:)))
        let missing = required.filter { !declared.contains($0) && templates[$0] != nil }
        guard !missing.isEmpty else { return (nil, []) }
        guard storedPropertiesAllHaveValues(node) else { return (nil, missing) }
        let inner = indentation + "    "
        let text = missing.compactMap { templates[$0] }.map { template in
            "\n\(indentation)\(template.declaration) {\n\(inner)\(template.superCall)\n\(indentation)}\n"
        }.joined()
        return (text, [])
    }

    /// Whether every stored instance property declared in the class's body has an initial
    /// value (an optional `var` starts as nil; a `lazy` one has its initializer).
    private static func storedPropertiesAllHaveValues(_ node: ClassDeclSyntax) -> Bool {
        for member in node.memberBlock.members {
            guard let variable = member.decl.as(VariableDeclSyntax.self),
                  !has(.static, in: variable.modifiers), !has(.class, in: variable.modifiers) else { continue }
            let isVar = variable.bindingSpecifier.tokenKind == .keyword(.var)
            for binding in variable.bindings {
                if let accessors = binding.accessorBlock?.accessors, isComputed(accessors) { continue }
                if binding.initializer != nil { continue }
                if isVar, let type = binding.typeAnnotation?.type,
                   type.is(OptionalTypeSyntax.self) || type.is(ImplicitlyUnwrappedOptionalTypeSyntax.self) { continue }
                return false
            }
        }
        return true
    }

    /// A getter (or `get`/`set` pair) rather than `willSet`/`didSet` observers.
    private static func isComputed(_ accessors: AccessorBlockSyntax.Accessors) -> Bool {
        switch accessors {
        case .getter: return true
        case .accessors(let list):
            return list.contains { [.keyword(.get), .keyword(.set), .keyword(._read), .keyword(._modify)].contains($0.accessorSpecifier.tokenKind) }
        }
    }
}
