import Foundation
import UniformTypeIdentifiers

/// The document types an app declares in its `Info.plist`, read as iOS reads them: the
/// types it exports and imports (`UTExportedTypeDeclarations`, `UTImportedTypeDeclarations`,
/// each with its file name extensions and the types it conforms to) and the types it opens
/// (`CFBundleDocumentTypes`' `LSItemContentTypes`).
///
/// A document's type comes from its file name extension: the app's declarations first, then
/// the system's (`UTType(filenameExtension:)`). Entries of the wrong shape are skipped with
/// one message naming the key.
struct DocumentTypes {
    /// One declared type: its identifier, extensions (lowercased) and parents.
    struct Declaration: Equatable {
        let identifier: String
        let extensions: [String]
        let conformsTo: [String]
    }

    /// The exported declarations, then the imported ones (an exported one wins a clash).
    let declarations: [Declaration]
    /// The content types of `CFBundleDocumentTypes`, in order, without repeats.
    let documentContentTypes: [String]

    /// No declarations: the system's types only.
    static let none = DocumentTypes(declarations: [], documentContentTypes: [])

    init(declarations: [Declaration], documentContentTypes: [String]) {
        self.declarations = declarations
        self.documentContentTypes = documentContentTypes
    }

    /// The declarations of `plist`.
    init(plist: InfoPlist) {
        var declarations: [Declaration] = []
        for key in ["UTExportedTypeDeclarations", "UTImportedTypeDeclarations"] {
            for entry in DocumentTypes.dictionaries(plist, key) {
                guard let identifier = entry["UTTypeIdentifier"] as? String, !identifier.isEmpty else {
                    Diagnostics.warn("\(plist.source): an entry of \(key) has no UTTypeIdentifier; skipped", once: "DocumentTypes.\(plist.source).\(key).identifier")
                    continue
                }
                let tags = entry["UTTypeTagSpecification"] as? [String: Any] ?? [:]
                let extensions = DocumentTypes.strings(tags["public.filename-extension"]).map { $0.lowercased() }
                declarations.append(Declaration(identifier: identifier, extensions: extensions,
                                                conformsTo: DocumentTypes.strings(entry["UTTypeConformsTo"])))
            }
        }
        var contentTypes: [String] = []
        for entry in DocumentTypes.dictionaries(plist, "CFBundleDocumentTypes") {
            for type in DocumentTypes.strings(entry["LSItemContentTypes"]) where !contentTypes.contains(type) {
                contentTypes.append(type)
            }
        }
        self.init(declarations: declarations, documentContentTypes: contentTypes)
    }

    /// The running app's declarations (none for an app launched without an `Info.plist`).
    @MainActor
    static var current: DocumentTypes {
        guard let plist = UIApplication.shared.launchContext?.infoPlist else { return .none }
        return DocumentTypes(plist: plist)
    }

    /// The type of a file named with `fileExtension`; nil when neither the app nor the system
    /// declares one.
    func typeIdentifier(forExtension fileExtension: String) -> String? {
        let lowered = fileExtension.lowercased()
        guard !lowered.isEmpty else { return nil }
        if let declared = declarations.first(where: { $0.extensions.contains(lowered) }) { return declared.identifier }
        return UTType(filenameExtension: lowered)?.identifier
    }

    /// The extension a file of type `identifier` is named with; nil when the type has none.
    func preferredExtension(forType identifier: String) -> String? {
        if let declared = declarations.first(where: { $0.identifier == identifier }), let first = declared.extensions.first {
            return first
        }
        return UTType(identifier)?.preferredFilenameExtension
    }

    /// Whether `identifier` is `wanted` or conforms to it, through the app's declarations and
    /// the system's type tree.
    func type(_ identifier: String, conformsTo wanted: String) -> Bool {
        var pending = [identifier]
        var seen: Set<String> = []
        while let next = pending.popLast() {
            guard seen.insert(next).inserted else { continue }
            if next == wanted { return true }
            if let system = UTType(next), let target = UTType(wanted), system.conforms(to: target) { return true }
            pending += declarations.filter { $0.identifier == next }.flatMap(\.conformsTo)
        }
        return false
    }

    /// The dictionaries in the array under `key`, with one message when it is not one.
    private static func dictionaries(_ plist: InfoPlist, _ key: String) -> [[String: Any]] {
        guard let value = plist.values[key] else { return [] }
        guard let array = value as? [Any] else {
            Diagnostics.warn("\(plist.source): \(key) should be an array; ignored", once: "DocumentTypes.\(plist.source).\(key)")
            return []
        }
        return array.compactMap { $0 as? [String: Any] }
    }

    /// A plist value that is one string or an array of them, as strings.
    private static func strings(_ value: Any?) -> [String] {
        if let single = value as? String { return [single] }
        return (value as? [Any])?.compactMap { $0 as? String } ?? []
    }
}
