/// Apple frameworks UIKit apps import beside UIKit that the OpenUIKit package provides as
/// library products. A ported file imports the product's module; the ported package's
/// manifest depends on the product only when some file imports it.
enum ProvidedFrameworks {
    /// The products (and their modules), by the module names apps import them with.
    ///
    /// os.log's module is `OSLog` (Apple's other module with `Logger` and `OSLog`), not
    /// `os`: SwiftPM puts every module of a build on every target's search path, and a
    /// module named `os` makes `#if canImport(os)` true on Linux, which breaks packages that
    /// use Darwin's locks behind it. `import os.log` names a submodule, which a Swift module
    /// cannot have, so both become `import OSLog`.
    static let modules: [String: String] = ["GameplayKit": "GameplayKit", "os": "OSLog", "OSLog": "OSLog",
                                            "UniformTypeIdentifiers": "UniformTypeIdentifiers"]

    /// The product an import names, if it is one of these: `OSLog` for `import os.log`.
    static func product(imported path: [String]) -> String? {
        path.first.flatMap { modules[$0] }
    }

    /// The module to import instead of `path`, or nil when the import stays as it is.
    static func replacement(for path: [String]) -> String? {
        guard let product = product(imported: path) else { return nil }
        return path == [product] ? nil : product
    }
}
