import Foundation
import UniformTypeIdentifiers

extension NSURL: NSItemProviderReading, NSItemProviderWriting {
    /// A URL reads `public.url` (a file URL is one) and takes the first of a URI list.
    public static var readableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }

    /// The URL of `data`; throws when they hold no absolute URL.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        let url = try ItemProviderDecoding.url(from: data)
        guard let made = NSURL(string: url.absoluteString) as? Self else {
            throw ItemProviderDecoding.Failure(reason: "\(self) cannot be made from \(MessageText.quoted(url.absoluteString))")
        }
        return made
    }

    /// A URL writes itself as `public.url`.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.url.identifier] }

    /// A file URL also writes itself as `public.file-url`.
    public var writableTypeIdentifiersForItemProvider: [String] {
        isFileURL ? [UTType.fileURL.identifier, UTType.url.identifier] : [UTType.url.identifier]
    }

    /// The URL's absolute string in UTF-8.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        let text: String? = absoluteString
        completionHandler(text.map { Data($0.utf8) }, nil)
        return nil
    }
}
