import Dispatch
import Foundation
import OpenUIKit

/// Calls a main-actor handler whenever the user's text size (`UIContentSizeCategory.current`)
/// changes, until this object goes away.
///
/// A view cannot override a hook for this (OpenUIKit tells its own views internally), so the
/// card view listens for the notification itself. Holding the observer token in a separate
/// object lets it be removed from a nonisolated `deinit`.
final class ContentSizeCategoryObservation: @unchecked Sendable {
    // Unchecked: the token is written once here and only read again in deinit.
    private var token: NSObjectProtocol?

    /// Marks the main dispatch queue, to recognise code running on it. `Thread.isMainThread`
    /// cannot: on Linux, `dispatchMain()` ends the main thread and a worker thread drains the
    /// main queue (and so runs the main actor) from then on.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    init(_ handler: @escaping @MainActor () -> Void) {
        let key = ContentSizeCategoryObservation.mainQueueKey
        token = NotificationCenter.default.addObserver(
            forName: UIContentSizeCategory.didChangeNotification, object: nil, queue: nil
        ) { _ in
            // The notification arrives on whatever queue changed the setting: react at once
            // when that is the main queue (so the next update pass sees it), else hop there.
            if DispatchQueue.getSpecific(key: key) == true {
                MainActor.assumeIsolated { handler() }
            } else {
                Task { @MainActor in handler() }
            }
        }
    }

    deinit {
        if let token { NotificationCenter.default.removeObserver(token) }
    }
}
