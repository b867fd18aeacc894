import Foundation
import UniformTypeIdentifiers

extension UIImage: NSItemProviderReading, NSItemProviderWriting {
    /// An image reads PNG, JPEG and any other image type that holds one of those.
    public static var readableTypeIdentifiersForItemProvider: [String] {
        [UTType.png.identifier, UTType.jpeg.identifier, UTType.image.identifier]
    }

    /// The image made from `data`; throws when they do not decode.
    public static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self {
        guard let image = try ItemProviderDecoding.image(from: data) as? Self else {
            throw ItemProviderDecoding.Failure(reason: "\(self) cannot be made from image data")
        }
        return image
    }

    /// An image writes itself as PNG.
    public static var writableTypeIdentifiersForItemProvider: [String] { [UTType.png.identifier] }

    /// The image's PNG data.
    public func loadData(withTypeIdentifier typeIdentifier: String,
                         forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress? {
        if let data = pngData() {
            completionHandler(data, nil)
        } else {
            completionHandler(nil, ItemProviderDecoding.Failure(reason: "the image has no pixels to write as PNG"))
        }
        return nil
    }
}
