import Foundation

/// What drag sessions and drop sessions share: the items, where the touch is, and what the
/// items can become.
@preconcurrency @MainActor
public protocol UIDragDropSession: NSObjectProtocol {
    /// The items dragged.
    var items: [UIDragItem] { get }
    /// Whether the source allows a move (else a proposed move is made as a copy).
    var allowsMoveOperation: Bool { get }
    /// Whether the items stay inside the app that dragged them.
    var isRestrictedToDraggingApplication: Bool { get }
    /// Where the touch (or pointer) driving the drag is, in `view`'s coordinates.
    func location(in view: UIView) -> CGPoint
    /// Whether some item has data of a type conforming to one of `typeIdentifiers`.
    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool
    /// Whether some item can be loaded as `aClass`.
    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool
}

extension UIDragDropSession {
    /// Whether some item can be loaded as text.
    public func canLoadObjects(ofClass aClass: String.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: String.self) }
    }

    /// Whether some item can be loaded as a URL.
    public func canLoadObjects(ofClass aClass: URL.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: URL.self) }
    }
}
