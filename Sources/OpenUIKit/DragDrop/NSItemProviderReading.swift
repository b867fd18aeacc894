import Foundation

/// A class an item provider can make from data: `NSItemProvider.loadObject(ofClass:)` reads
/// the first of its readable types the provider has. `UIImage`, `NSString` and `NSURL` are.
public protocol NSItemProviderReading: NSObjectProtocol {
    /// The types the class reads, most preferred first.
    static var readableTypeIdentifiersForItemProvider: [String] { get }
    /// An object made from `data` of type `typeIdentifier`; throws when the data do not make one.
    static func object(withItemProviderData data: Data, typeIdentifier: String) throws -> Self
}
