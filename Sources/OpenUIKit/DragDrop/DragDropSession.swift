import Foundation

/// One drag, as both the `UIDragSession` its source sees and the `UIDropSession` its
/// destinations see; or a drop from another program (then with no drag session).
@MainActor
final class DragDropSession: NSObject, UIDragSession, UIDropSession {
    private(set) var items: [UIDragItem]
    var localContext: Any?
    var allowsMoveOperation: Bool
    var isRestrictedToDraggingApplication: Bool
    /// Whether the drag started in this app (else it came from another program).
    let isLocal: Bool
    /// Where the touch is, in window coordinates, and the window.
    var locationInWindow: CGPoint
    weak var window: UIWindow?
    let progress = Progress(totalUnitCount: 0)
    /// Loads started through `loadObjects` and not yet finished.
    private var loadsPending = 0
    /// Runs once the loads the destination started have all finished.
    var onLoadsFinished: (() -> Void)?

    init(items: [UIDragItem], window: UIWindow?, location: CGPoint, allowsMove: Bool, restricted: Bool, isLocal: Bool) {
        self.items = items
        self.window = window
        locationInWindow = location
        allowsMoveOperation = allowsMove
        isRestrictedToDraggingApplication = restricted
        self.isLocal = isLocal
        super.init()
    }

    /// Adds items dragged along with the first ones.
    func append(_ more: [UIDragItem]) {
        items += more
    }

    /// Replaces the items by what a drop from another program turned out to hold.
    func replaceItems(_ replacement: [UIDragItem]) {
        items = replacement
    }

    var localDragSession: (any UIDragSession)? { isLocal ? self : nil }

    /// Whether no load the destination started is still running.
    var hasNoPendingLoads: Bool { loadsPending == 0 }

    /// Whether the destination's latest proposal asks for a precise drop: `location(in:)`
    /// is then above the touch.
    var isPrecise = false

    func location(in view: UIView) -> CGPoint {
        let point = isPrecise ? CGPoint(x: locationInWindow.x, y: locationInWindow.y - DragDropThresholds.preciseDropOffset)
            : locationInWindow
        return view.convert(point, from: nil)
    }

    func hasItemsConforming(toTypeIdentifiers typeIdentifiers: [String]) -> Bool {
        items.contains { item in typeIdentifiers.contains { item.itemProvider.hasItemConformingToTypeIdentifier($0) } }
    }

    func canLoadObjects(ofClass aClass: any NSItemProviderReading.Type) -> Bool {
        items.contains { $0.itemProvider.canLoadObject(ofClass: aClass) }
    }

    @discardableResult
    func loadObjects(ofClass aClass: any NSItemProviderReading.Type,
                     completion: @escaping ([any NSItemProviderReading]) -> Void) -> Progress {
        let providers = items.map(\.itemProvider).filter { $0.canLoadObject(ofClass: aClass) }
        return Self.gather(providers, for: self, completion: completion) { provider, done in
            provider.loadObject(ofClass: aClass) { object, _ in done(object) }
        }
    }

    private func loadStarted() {
        loadsPending += 1
    }

    private func loadFinished() {
        loadsPending -= 1
        if loadsPending == 0, let finished = onLoadsFinished {
            onLoadsFinished = nil
            finished()
        }
    }

    /// Loads each provider with `load`, which calls its `done` on the main queue with the
    /// value or nil; then hands the values made, in the providers' order, to `completion`.
    static func gather<Value>(_ providers: [NSItemProvider], for session: any UIDropSession,
                              completion: @escaping ([Value]) -> Void,
                              load: (NSItemProvider, @escaping (Value?) -> Void) -> Void) -> Progress {
        let progress = Progress(totalUnitCount: Int64(providers.count))
        let tracked = session as? DragDropSession
        tracked?.progress.totalUnitCount += Int64(providers.count)
        var results = [Value?](repeating: nil, count: providers.count)
        var remaining = providers.count
        guard remaining > 0 else {
            let deliver = UncheckedSendableBox(completion)
            DispatchQueue.main.async { deliver.value([]) }
            return progress
        }
        tracked?.loadStarted()
        for (index, provider) in providers.enumerated() {
            load(provider) { value in
                results[index] = value
                remaining -= 1
                progress.completedUnitCount += 1
                tracked?.progress.completedUnitCount += 1
                if remaining == 0 {
                    completion(results.compactMap { $0 })
                    tracked?.loadFinished()
                }
            }
        }
        return progress
    }
}
