import Foundation
import UniformTypeIdentifiers

extension NSString: NSItemProviderReading, NSItemProviderWriting {
    /// A string reads UTF-8 text and any plain text.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTType.utf8PlainText.identifier, UTType.plainText.identifier]
    }

    /// The string of the UTF-8 `data`; throws when they are not UTF-8.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        let text = try ItemProviderDecoding.text(from: data)
        guard let string = NSString(string: text) as? Self else {
            throw ItemProviderDecoding.Failure(reason: "\(self) cannot be made from text")
        }
        return string
    }

    /// A string writes itself as UTF-8 text.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.utf8PlainText.identifier] }

    /// The string's UTF-8 bytes.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        completionHandler(data(using: String.Encoding.utf8.rawValue), nil)
        return nil
    }
}
