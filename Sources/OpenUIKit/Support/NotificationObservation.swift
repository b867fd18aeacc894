import Foundation

/// A block observer on `NotificationCenter.default` that is removed when this goes away.
///
/// Main-actor objects cannot touch their observer tokens from their nonisolated deinit;
/// holding one of these instead removes the observer at the right time.
final class NotificationObservation: @unchecked Sendable {
    // Unchecked: the token is only used again in deinit, to remove the observer.
    private let token: NSObjectProtocol

    init(_ name: Notification.Name, _ handler: @escaping @Sendable (Notification) -> Void) {
        token = NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil, using: handler)
    }

    deinit {
        NotificationCenter.default.removeObserver(token)
    }
}
