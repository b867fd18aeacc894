import Foundation
import UniformTypeIdentifiers

/// The error domain of `NSItemProvider`'s failures.
public let NSItemProviderErrorDomain = "NSItemProviderErrorDomain"

/// An item's data, offered in several types and loaded asynchronously: what a drag carries
/// and a drop reads.
///
/// A provider holds representations, each a type identifier with a load handler (or an
/// object that writes itself). Loading asks the first representation that conforms to the
/// type wanted and hands the answer to the completion handler on the main queue, never
/// inside the call. Failures are `NSError`s in `NSItemProviderErrorDomain` (codes as
/// `NSItemProvider.ErrorCode`), reported once through `Diagnostics` too: a type the
/// provider lacks, data a class cannot read (an image that does not decode), data larger
/// than `largestLoadBytes`, a cancelled load.
open class NSItemProvider: NSObject {
    /// The failures' codes, as Foundation numbers them.
    public enum ErrorCode: Int, Sendable {
        /// The provider has nothing of the type asked for.
        case itemUnavailableError = -1000
        /// The data arrived but are not what the type promised.
        case unexpectedValueClassError = -1100
        /// The data could not be turned into the class asked for.
        case unavailableCoercionError = -1200
        /// An unknown failure.
        case unknownError = -1
    }

    /// The largest data a load hands on, in bytes: a larger representation is refused (an
    /// item from another program may claim anything).
    public static let largestLoadBytes = 256 * 1024 * 1024

    /// Loads data; calls the completion it is given (from any thread) once.
    public typealias DataLoadHandler = (@escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?

    /// One registered representation.
    struct Representation {
        let typeIdentifier: String
        let visibility: NSItemProviderRepresentationVisibility
        let load: DataLoadHandler
    }

    private(set) var representations: [Representation] = []

    /// A name for the item, such as a file name, that a destination may use.
    open var suggestedName: String?

    /// An empty provider; register representations next.
    public override init() {
        super.init()
    }

    /// A provider of `object`'s data in each type it writes.
    public convenience init(object: any NSItemProviderWriting) {
        self.init()
        registerObject(object, visibility: .all)
    }

    /// A provider of the file at `fileURL`: its contents in the type its extension names
    /// (as `public.data` when none does), and the URL itself as `public.file-url`. Nil when
    /// the URL is not a file URL of a readable file.
    public convenience init?(contentsOf fileURL: URL!) {
        guard let fileURL, fileURL.isFileURL, FileManager.default.isReadableFile(atPath: fileURL.path) else { return nil }
        self.init()
        let type = UTType(filenameExtension: fileURL.pathExtension) ?? .data
        suggestedName = fileURL.deletingPathExtension().lastPathComponent
        registerDataRepresentation(forTypeIdentifier: type.identifier, visibility: .all) { completion in
            completion(NSItemProvider.readFile(fileURL), nil)
            return nil
        }
        let urlData = Data(fileURL.absoluteString.utf8)
        registerDataRepresentation(forTypeIdentifier: UTType.fileURL.identifier, visibility: .all) { completion in
            completion(urlData, nil)
            return nil
        }
    }

    /// The contents of a file, or nil (with a warning) when it is larger than a load hands
    /// on or cannot be read.
    static func readFile(_ url: URL) -> Data? {
        let size = (try? url.resourceValues(forKeys: [.fileSizeKey]))?.fileSize ?? 0
        guard size <= largestLoadBytes else {
            Diagnostics.warn("NSItemProvider: \(MessageText.quoted(url.path)) is \(size) bytes, more than \(largestLoadBytes); not read",
                             once: "NSItemProvider.largeFile")
            return nil
        }
        return try? Data(contentsOf: url)
    }

    // MARK: Registering

    /// Registers data of type `typeIdentifier`, made by `loadHandler` when a destination
    /// loads it.
    open func registerDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                         visibility: NSItemProviderRepresentationVisibility,
                                         loadHandler: @escaping DataLoadHandler) {
        representations.append(Representation(typeIdentifier: typeIdentifier, visibility: visibility, load: loadHandler))
    }

    /// Registers `object`'s data in each type it writes.
    open func registerObject(_ object: any NSItemProviderWriting, visibility: NSItemProviderRepresentationVisibility) {
        let box = UncheckedSendableBox(object)
        for type in object.writableTypeIdentifiersForItemProvider {
            registerDataRepresentation(forTypeIdentifier: type, visibility: visibility) { completion in
                box.value.loadData(withTypeIdentifier: type, forItemProviderCompletionHandler: completion)
            }
        }
    }

    /// The registered types, in the order registered.
    open var registeredTypeIdentifiers: [String] { representations.map(\.typeIdentifier) }

    /// The registered types other programs may load (visibility `.all`), for a drag that
    /// leaves the app.
    var typeIdentifiersVisibleToOtherPrograms: [String] {
        representations.filter { $0.visibility == .all }.map(\.typeIdentifier)
    }

    /// Whether a registered type conforms to `typeIdentifier`.
    open func hasItemConformingToTypeIdentifier(_ typeIdentifier: String) -> Bool {
        representation(conformingTo: typeIdentifier) != nil
    }

    /// The first representation whose type is or conforms to `typeIdentifier`.
    private func representation(conformingTo typeIdentifier: String) -> Representation? {
        let wanted = UTType(typeIdentifier)
        for representation in representations {
            if representation.typeIdentifier == typeIdentifier { return representation }
            if let wanted, let type = UTType(representation.typeIdentifier), type.conforms(to: wanted) { return representation }
        }
        return nil
    }

    // MARK: Loading

    /// Loads the data of the first representation conforming to `typeIdentifier`; the
    /// completion runs on the main queue with the data or an error.
    @discardableResult
    open func loadDataRepresentation(forTypeIdentifier typeIdentifier: String,
                                     completionHandler: @escaping (Data?, (any Error)?) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: 1)
        let deliver = UncheckedSendableBox(completionHandler)
        let finish: @Sendable (Data?, (any Error)?) -> Void = { data, error in
            DispatchQueue.main.async {
                guard !progress.isCancelled else {
                    return deliver.value(nil, NSItemProvider.error(.unknownError, "the load of \(typeIdentifier) was cancelled"))
                }
                progress.completedUnitCount = 1
                deliver.value(data, error)
            }
        }
        guard let representation = representation(conformingTo: typeIdentifier) else {
            finish(nil, Self.error(.itemUnavailableError,
                                   "the item has no \(typeIdentifier); it has \(registeredTypeIdentifiers.joined(separator: ", "))"))
            return progress
        }
        let answered = AnsweredOnce()
        _ = representation.load { data, error in
            guard answered.take() else { return }
            if let data, data.count > NSItemProvider.largestLoadBytes {
                return finish(nil, NSItemProvider.error(.unexpectedValueClassError,
                                                        "\(typeIdentifier) data of \(data.count) bytes is more than \(NSItemProvider.largestLoadBytes); refused"))
            }
            if data == nil, error == nil {
                return finish(nil, NSItemProvider.error(.itemUnavailableError, "the provider gave no \(typeIdentifier) data"))
            }
            finish(data, error)
        }
        return progress
    }

    /// Whether some representation is of a type `aClass` reads.
    open func canLoadObject(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        aClass.readableTypeIdentifiersForItemProvider.contains { hasItemConformingToTypeIdentifier($0) }
    }

    /// Makes an `aClass` from the first of its readable types the provider has; the
    /// completion runs on the main queue with the object or an error.
    @discardableResult
    open func loadObject(ofClass aClass: any NSItemProviderReading.Type,
                         completionHandler: @escaping ((any NSItemProviderReading)?, (any Error)?) -> Void) -> Progress {
        guard let type = aClass.readableTypeIdentifiersForItemProvider.first(where: { hasItemConformingToTypeIdentifier($0) }) else {
            let progress = Progress(totalUnitCount: 1)
            let message = "the item has none of the types \(aClass) reads (it has \(registeredTypeIdentifiers.joined(separator: ", ")))"
            let deliver = UncheckedSendableBox(completionHandler)
            DispatchQueue.main.async { deliver.value(nil, NSItemProvider.error(.unavailableCoercionError, message)) }
            return progress
        }
        return loadDataRepresentation(forTypeIdentifier: type) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do {
                completionHandler(try aClass.object(withItemProviderData: data, typeIdentifier: type), nil)
            } catch {
                completionHandler(nil, NSItemProvider.error(.unavailableCoercionError,
                                                            "\(data.count) bytes of \(type) do not make a \(aClass): \(error.localizedDescription)"))
            }
        }
    }

    /// Whether the provider has text.
    open func canLoadObject(ofClass aClass: String.Type) -> Bool {
        canLoadObject(ofClass: NSString.self)
    }

    /// Loads the item as text; the completion runs on the main queue.
    @discardableResult
    open func loadObject(ofClass aClass: String.Type, completionHandler: @escaping (String?, (any Error)?) -> Void) -> Progress {
        loadDecoded(NSString.readableTypeIdentifiersForItemProvider, as: "String", completionHandler: completionHandler) {
            try ItemProviderDecoding.text(from: $0)
        }
    }

    /// Whether the provider has a URL.
    open func canLoadObject(ofClass aClass: URL.Type) -> Bool {
        canLoadObject(ofClass: NSURL.self)
    }

    /// Loads the item as a URL (the first of a URI list); the completion runs on the main queue.
    @discardableResult
    open func loadObject(ofClass aClass: URL.Type, completionHandler: @escaping (URL?, (any Error)?) -> Void) -> Progress {
        loadDecoded(NSURL.readableTypeIdentifiersForItemProvider, as: "URL", completionHandler: completionHandler) {
            try ItemProviderDecoding.url(from: $0)
        }
    }

    /// Loads the first of `types` the provider has and decodes it with `decode`.
    private func loadDecoded<Value>(_ types: [String], as name: String,
                                    completionHandler: @escaping (Value?, (any Error)?) -> Void,
                                    decode: @escaping (Data) throws -> Value) -> Progress {
        guard let type = types.first(where: { hasItemConformingToTypeIdentifier($0) }) else {
            let message = "the item has no \(name) (it has \(registeredTypeIdentifiers.joined(separator: ", ")))"
            let deliver = UncheckedSendableBox(completionHandler)
            DispatchQueue.main.async { deliver.value(nil, NSItemProvider.error(.unavailableCoercionError, message)) }
            return Progress(totalUnitCount: 1)
        }
        return loadDataRepresentation(forTypeIdentifier: type) { data, error in
            guard let data else { return completionHandler(nil, error) }
            do {
                completionHandler(try decode(data), nil)
            } catch {
                completionHandler(nil, NSItemProvider.error(.unavailableCoercionError,
                                                            "\(data.count) bytes of \(type) do not make a \(name): \(error.localizedDescription)"))
            }
        }
    }

    /// An error of `code` in `NSItemProviderErrorDomain` saying `message`, reported once.
    static func error(_ code: ErrorCode, _ message: String) -> NSError {
        Diagnostics.warn("NSItemProvider: \(message)", once: "NSItemProvider.\(code.rawValue).\(message.prefix(60))")
        return NSError(domain: NSItemProviderErrorDomain, code: code.rawValue,
                       userInfo: [NSLocalizedDescriptionKey: message])
    }
}

