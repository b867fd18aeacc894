import SwiftSyntax

/// The properties of every type (and the globals) in the sources being ported, so that a
/// `#selector(faceView.changeScale(byReactingTo:))` in one file can find the type of
/// `faceView` declared in another, or in the class body when the selector sits in an
/// extension.
///
/// It keeps the declarations themselves rather than their types: a property without a type
/// annotation (`let deck = PlayingCardDeck()`, `lazy var face = makeFace()`) is typed by
/// `SelectorResolver` in the context it was declared in, and only when a selector needs it.
struct DeclarationIndex {
    /// What the index knows about one type: its properties, from the type's body and from its
    /// extensions, and the class it inherits from (the first inherited type of a class, which
    /// may turn out to be a protocol; then it simply has no entry).
    struct TypeEntry {
        var properties: [String: PatternBindingSyntax] = [:]
        var superclass: String?
        /// Whether the class is marked `@IBDesignable`.
        var isDesignable = false
        /// Whether the type or one of its extensions marks members for Interface Builder.
        var hasInterfaceBuilderMarks = false
    }

    /// Keyed by `TypeNaming.indexKey` of the qualified name.
    private(set) var types: [String: TypeEntry] = [:]
    /// Variables declared at the top level of a file.
    private(set) var globals: [String: PatternBindingSyntax] = [:]

    init() {}

    /// Adds the declarations of one parsed file.
    mutating func add(_ file: SourceFileSyntax) {
        let collector = DeclarationCollector()
        collector.walk(file)
        for (name, binding) in collector.globals where globals[name] == nil {
            globals[name] = binding
        }
        for found in collector.types {
            let key = TypeNaming.indexKey(found.name)
            var entry = types[key] ?? TypeEntry()
            for (name, binding) in found.properties where entry.properties[name] == nil {
                entry.properties[name] = binding
            }
            if entry.superclass == nil { entry.superclass = found.superclass }
            entry.isDesignable = entry.isDesignable || found.isDesignable
            entry.hasInterfaceBuilderMarks = entry.hasInterfaceBuilderMarks || found.hasInterfaceBuilderMarks
            types[key] = entry
        }
    }

    /// The index key of the type `typeName` refers to: the name itself when it is known, or
    /// else the one known nested type it is the last component of (`Inner` for
    /// `Outer.Inner`, as code inside `Outer` writes it).
    func key(for typeName: String) -> String? {
        let key = TypeNaming.indexKey(typeName)
        if types[key] != nil { return key }
        let nested = types.keys.filter { $0.hasSuffix("." + key) }
        return nested.count == 1 ? nested.first : nil
    }

    /// Whether any type among the sources, or the top level of a file, declares a property
    /// named `name`.
    func declaresProperty(named name: String) -> Bool {
        globals[name] != nil || types.values.contains { $0.properties[name] != nil }
    }

    /// The declaration of the property `name` of `typeName`, looked up through its
    /// superclasses.
    func property(_ name: String, of typeName: String) -> PatternBindingSyntax? {
        var visited: Set<String> = []
        var next = key(for: typeName)
        while let key = next, visited.insert(key).inserted, let entry = types[key] {
            if let binding = entry.properties[name] { return binding }
            next = entry.superclass.flatMap { self.key(for: $0) }
        }
        return nil
    }

    /// Whether a class `typeName` inherits from (not itself) is marked `@IBDesignable` in
    /// the sources being ported.
    func hasDesignableAncestor(_ typeName: String) -> Bool {
        var visited: Set<String> = []
        var next = key(for: typeName).flatMap { types[$0]?.superclass }.flatMap { self.key(for: $0) }
        while let key = next, visited.insert(key).inserted, let entry = types[key] {
            if entry.isDesignable { return true }
            next = entry.superclass.flatMap { self.key(for: $0) }
        }
        return false
    }

    /// The class `typeName` inherits from, as written in its declaration.
    func superclass(of typeName: String) -> String? {
        key(for: typeName).flatMap { types[$0]?.superclass }
    }

    /// The index keys of `typeName`'s superclasses known to the index, nearest first.
    func ancestors(of typeName: String) -> [String] {
        var result: [String] = []
        var next = key(for: typeName).flatMap { types[$0]?.superclass }.flatMap { key(for: $0) }
        while let key = next, !result.contains(key), key != self.key(for: typeName) {
            result.append(key)
            next = types[key]?.superclass.flatMap { self.key(for: $0) }
        }
        return result
    }

    /// Whether a superclass of `typeName` among the sources marks members for Interface
    /// Builder, and so has a table a table of `typeName`'s must override.
    func hasInterfaceBuilderMarkedAncestor(_ typeName: String) -> Bool {
        ancestors(of: typeName).contains { types[$0]?.hasInterfaceBuilderMarks == true }
    }

    /// Whether a subclass of `typeName` among the sources (at any depth) marks members for
    /// Interface Builder, and so will override `typeName`'s table.
    func hasInterfaceBuilderMarkedDescendant(_ typeName: String) -> Bool {
        guard let own = key(for: typeName) else { return false }
        return types.contains { candidate, entry in
            entry.hasInterfaceBuilderMarks && candidate != own && ancestors(of: candidate).contains(own)
        }
    }
}
