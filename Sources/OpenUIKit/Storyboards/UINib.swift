import Foundation

/// A xib file read at run time, whose objects are made anew on each
/// ``instantiate(withOwner:options:)``.
///
/// `UINib(nibName: "CardBack", bundle: nil)` reads `CardBack.xib` from the bundle (the main
/// bundle when nil): the XML Xcode saves, not a compiled nib. When the file is missing or
/// unreadable, UIKit raises on instantiation; here one message names the file and the
/// problem, and instantiation returns no objects.
@preconcurrency @MainActor
open class UINib: NSObject {
    /// Keys of the options dictionary ``instantiate(withOwner:options:)`` takes.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key with this name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// A dictionary of objects, by the identifier their placeholder has in the xib, that
        /// stand in for the xib's external-object placeholders.
        public static let externalObjects = OptionsKey(rawValue: "UINibExternalObjects")
    }

    /// The parsed document, or nil when it could not be read (reported).
    let document: IBDocument?
    let bundle: Bundle?

    /// The nib named `name` (without `.xib`) in `bundleOrNil`, or, when nil, in the main
    /// bundle or the app's folder (its `Base.lproj` too).
    public init(nibName name: String, bundle bundleOrNil: Bundle?) {
        bundle = bundleOrNil
        if let path = UINib.path(of: name, in: bundleOrNil) {
            document = UINib.read { () throws(IBError) in try IBDocumentCache.document(contentsOfFile: path) }
        } else {
            Diagnostics.warn("Could not load NIB in \(InterfaceBuilderFileLookup.searchedDescription(for: bundleOrNil)) with name '\(MessageText.quoted(name))' (no \(MessageText.quoted(name)).xib)",
                             once: "nib.missing.\(name)")
            document = nil
        }
        super.init()
    }

    /// A nib from the bytes of a xib file.
    public init(data: Data, bundle bundleOrNil: Bundle?) {
        bundle = bundleOrNil
        document = UINib.read { () throws(IBError) in try IBDocument(data: data, file: "nib data") }
        super.init()
    }

    /// The xib at `path`, for the canvas (`openuikit-port preview`), which finds files itself.
    init(canvasFile path: String) {
        bundle = nil
        document = UINib.read { () throws(IBError) in try IBDocumentCache.document(contentsOfFile: path) }
        super.init()
    }

    /// The path of `name.xib` in `bundle` (nil: the main bundle or the app's folder), or in
    /// its Base localization, if there is one.
    static func path(of name: String, in bundle: Bundle?) -> String? {
        InterfaceBuilderFileLookup.path(of: name, ofType: "xib", in: bundle)
    }

    private static func read(_ body: () throws(IBError) -> IBDocument) -> IBDocument? {
        do {
            let document = try body()
            guard document.kind == .xib else {
                Diagnostics.warn("\(document.file) is a storyboard, not a xib: load it with UIStoryboard", once: "nib.kind.\(document.file)")
                return nil
            }
            return document
        } catch {
            Diagnostics.warn(error.description, once: "nib.read.\(error.description)")
            return nil
        }
    }

    /// Makes the xib's top-level objects as the canvas shows them, each beside its element:
    /// connected to each other and awake, with no File's Owner (Interface Builder's canvas
    /// has none either, so the owner's outlets and actions are not connected). Elements that
    /// could not be made (reported) are left out.
    func instantiateForCanvas() -> [(element: IBElement, object: AnyObject)] {
        guard let document else { return [] }
        let loader = NibLoader(document: document, bundle: bundle, storyboard: nil)
        var made: [(element: IBElement, object: AnyObject)] = []
        for element in document.topLevelObjects {
            if let object = loader.make(element) { made.append((element, object)) }
        }
        loader.finish()
        return made
    }

    /// Makes the xib's objects, connects them to each other and to `ownerOrNil` (the File's
    /// Owner) and the external objects `options` gives, and returns its top-level objects,
    /// in order.
    open func instantiate(withOwner ownerOrNil: Any?, options optionsOrNil: [UINib.OptionsKey: Any]? = nil) -> [Any] {
        guard let document else { return [] }
        let loader = NibLoader(document: document, bundle: bundle, storyboard: nil)
        let externals = optionsOrNil?[.externalObjects] as? [String: Any] ?? [:]
        for placeholder in document.objects where placeholder.name == "placeholder" {
            guard let id = placeholder.id else { continue }
            switch placeholder["placeholderIdentifier"] {
            case "IBFilesOwner":
                if let owner = ownerOrNil as AnyObject? { loader.bind(id, to: owner) }
            case "IBFirstResponder":
                // Actions sent to the First Responder go up the responder chain at run time;
                // not connected here.
                break
            case let identifier?:
                if let object = externals[identifier] as AnyObject? { loader.bind(id, to: object) } else {
                    loader.warn("no external object \"\(MessageText.quoted(identifier))\" was given in the options", at: placeholder)
                }
            case nil:
                loader.warn("a placeholder needs a placeholderIdentifier=", at: placeholder)
            }
        }
        var topLevel: [Any] = []
        for element in document.topLevelObjects {
            if let object = loader.make(element) { topLevel.append(object) }
        }
        for placeholder in document.objects where placeholder.name == "placeholder" && placeholder.child("connections") != nil {
            loader.addConnections(of: placeholder)
        }
        loader.finish()
        return topLevel
    }
}
