import Foundation

/// Finds a class by the name an `Info.plist`, a storyboard or `UIApplicationMain` gives it.
///
/// Swift's runtime finds a class by its fully qualified name (`MyApp.SceneDelegate`) on Linux
/// too: Foundation's `NSClassFromString` asks it for dotted names. A name without a module
/// (`SceneDelegate`) is tried as written, then in the app's module; a qualified name whose
/// module is not found (a product renamed when the app was ported) is tried in the app's
/// module too.
enum ClassLookup {
    /// The class called `name`, looking in `module` (the app's) for unqualified names; nil
    /// when there is none.
    static func lookUp(_ name: String, module: String?) -> AnyClass? {
        let trimmed = name.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return nil }
        var candidates = [trimmed]
        if let module {
            let unqualified = trimmed.split(separator: ".").last.map(String.init) ?? trimmed
            candidates.append("\(module).\(unqualified)")
        }
        for candidate in candidates {
            if let found = NSClassFromString(candidate) { return found }
            if let found = _typeByName(candidate) as? AnyClass { return found }
        }
        return nil
    }

    /// The module a class is declared in: what its qualified name starts with.
    static func moduleName(of type: Any.Type) -> String? {
        let qualified = String(reflecting: type)
        guard let dot = qualified.firstIndex(of: ".") else { return nil }
        return String(qualified[..<dot])
    }

    /// A coder with nothing in it, for making a responder class through its required
    /// `init?(coder:)` (see `UIResponder`): every decode finds nothing.
    static func emptyCoder() -> NSCoder {
        EmptyCoder()
    }

    /// An instance of `type`, a responder class, made through `init?(coder:)` with an empty coder.
    @MainActor
    static func makeResponder(_ type: AnyClass) -> UIResponder? {
        guard let responderType = type as? UIResponder.Type else { return nil }
        return responderType.init(coder: emptyCoder())
    }
}
