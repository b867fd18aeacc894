import Foundation

/// An object an item provider can offer as data: `NSItemProvider(object:)` registers each of
/// its writable types. `UIImage`, `NSString` and `NSURL` are.
public protocol NSItemProviderWriting: NSObjectProtocol {
    /// The types instances write, most faithful first.
    static var writableTypeIdentifiersForItemProvider: [String] { get }
    /// The types this instance writes; the class's by default.
    var writableTypeIdentifiersForItemProvider: [String] { get }
    /// Gives `completionHandler` the object's data as `typeIdentifier`, or an error; returns a
    /// progress for long loads, or nil.
    func loadData(withTypeIdentifier typeIdentifier: String,
                  forItemProviderCompletionHandler completionHandler: @escaping @Sendable (Data?, (any Error)?) -> Void) -> Progress?
}

extension NSItemProviderWriting {
    /// The class's writable types.
    public var writableTypeIdentifiersForItemProvider: [String] { Self.writableTypeIdentifiersForItemProvider }
}
