import Foundation
import UniformTypeIdentifiers

/// UIKit makes attributed strings item-provider objects (its `NSAttributedString.h` extends
/// them with both protocols), and the lectures' EmojiArt drags its emoji as attributed
/// strings: `NSItemProvider(object: attributedString)` on the way out,
/// `loadObjects(ofClass: NSAttributedString.self)` on the way in.
///
/// An attributed string writes two types, most faithful first: `AttributedStringArchive`'s
/// (the characters with the attributes OpenUIKit draws, so a drag within an app or between
/// OpenUIKit apps keeps its font and colours) and UTF-8 plain text (what other programs get;
/// the archive has no MIME type, so XDND never offers it). It reads both, and any plain text,
/// which becomes a string without attributes. UIKit also writes and reads RTF and RTFD, which
/// Foundation on Linux cannot make or read; an RTF drop is refused as a type it cannot load.
extension NSAttributedString: NSItemProviderReading, NSItemProviderWriting {
    /// The archive first, then UTF-8 and any plain text.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [AttributedStringArchive.typeIdentifier, UTType.utf8PlainText.identifier, UTType.plainText.identifier]
    }

    /// The attributed string an archive holds, or the plain string of text data; throws for
    /// data that are neither.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        let string = typeIdentifier == AttributedStringArchive.typeIdentifier
            ? try AttributedStringArchive.decode(data)
            : NSAttributedString(string: try ItemProviderDecoding.text(from: data))
        if let made = string as? Self { return made }
        // A subclass asked for itself (NSMutableAttributedString.self): the same characters
        // and attributes in an instance of it.
        if let made = NSMutableAttributedString(attributedString: string) as? Self { return made }
        throw ItemProviderDecoding.Failure(reason: "\(self) cannot be made from an attributed string")
    }

    /// The archive, then UTF-8 plain text.
    public static var writableTypeIdentifiersForItemProvider: [String] {
        [AttributedStringArchive.typeIdentifier, UTType.utf8PlainText.identifier]
    }

    /// The archive of the string, or its characters as UTF-8.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        if typeIdentifier == AttributedStringArchive.typeIdentifier {
            completionHandler(AttributedStringArchive.encode(self), nil)
        } else {
            completionHandler(Data(string.utf8), nil)
        }
        return nil
    }
}
