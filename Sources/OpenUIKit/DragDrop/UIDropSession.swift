import Foundation

/// A drag as a drop destination sees it: the items to load, and, for a drag from the same
/// app, the drag session itself.
@preconcurrency @MainActor
public protocol UIDropSession: UIDragDropSession {
    /// The drag session, when the drag started in this app; nil for one from another program.
    var localDragSession: (any UIDragSession)? { get }
    /// The progress of the loads started with `loadObjects(ofClass:completion:)`.
    var progress: Progress { get }
    /// Loads every item that can be an `aClass`; `completion` runs on the main queue once
    /// all have loaded, with the objects made, in the items' order (failures left out and
    /// reported).
    @discardableResult
    func loadObjects(ofClass aClass: any NSItemProviderReading.Type,
                     completion: @escaping ([any NSItemProviderReading]) -> Void) -> Progress
}

extension UIDropSession {
    /// Loads every item that holds text; `completion` runs on the main queue with the strings.
    @discardableResult
    public func loadObjects(ofClass aClass: String.Type, completion: @escaping ([String]) -> Void) -> Progress {
        let providers = items.map(\.itemProvider).filter { $0.canLoadObject(ofClass: String.self) }
        return DragDropSession.gather(providers, for: self, completion: completion) { provider, done in
            provider.loadObject(ofClass: String.self) { value, _ in done(value) }
        }
    }

    /// Loads every item that holds a URL; `completion` runs on the main queue with the URLs.
    @discardableResult
    public func loadObjects(ofClass aClass: URL.Type, completion: @escaping ([URL]) -> Void) -> Progress {
        let providers = items.map(\.itemProvider).filter { $0.canLoadObject(ofClass: URL.self) }
        return DragDropSession.gather(providers, for: self, completion: completion) { provider, done in
            provider.loadObject(ofClass: URL.self) { value, _ in done(value) }
        }
    }
}
