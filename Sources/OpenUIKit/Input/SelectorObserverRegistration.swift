import Foundation
import Synchronization

/// One `addObserver(_:selector:name:object:)`: the observer (held weakly), what it observes,
/// and the block observer that delivers to it.
final class SelectorObserverRegistration: @unchecked Sendable {
    // Unchecked: the fields are written before the registration is shared (the token right
    // after the block observer is added, before the table holds it) and only read after.

    /// Every live registration, of every center.
    private static let table = Mutex<[SelectorObserverRegistration]>([])

    /// The observer; nil once it has gone away.
    weak var observer: AnyObject?
    /// The observer's identity, to match `removeObserver` calls even while it deallocates.
    let observerIdentity: ObjectIdentifier
    /// The center it was added to.
    weak var center: NotificationCenter?
    /// The observed name; nil for all.
    let name: NSNotification.Name?
    /// The observed sender's identity; nil for any sender.
    let objectIdentity: ObjectIdentifier?
    /// The block observer's token.
    var token: NSObjectProtocol?

    init(observer: AnyObject, center: NotificationCenter, name: NSNotification.Name?, object: AnyObject?) {
        self.observer = observer
        observerIdentity = ObjectIdentifier(observer)
        self.center = center
        self.name = name
        objectIdentity = object.map(ObjectIdentifier.init)
    }

    static func add(_ registration: SelectorObserverRegistration) {
        // Registrations whose observer is gone are dropped here too, so a center nobody
        // posts on again does not keep them.
        let gone = table.withLock { registrations -> [SelectorObserverRegistration] in
            let gone = registrations.filter { $0.observer == nil }
            registrations.removeAll { $0.observer == nil }
            registrations.append(registration)
            return gone
        }
        for old in gone { if let token = old.token { old.center?.removeObserver(token as Any) } }
    }

    /// Removes the registrations that match, returning them.
    @discardableResult
    static func remove(where matches: (SelectorObserverRegistration) -> Bool) -> [SelectorObserverRegistration] {
        let removed = table.withLock { registrations -> [SelectorObserverRegistration] in
            let removed = registrations.filter(matches)
            registrations.removeAll(where: matches)
            return removed
        }
        for registration in removed where registration.observer == nil {
            if let token = registration.token { registration.center?.removeObserver(token as Any) }
        }
        return removed
    }

    /// How many registrations are live (for tests).
    static var count: Int { table.withLock { $0.count } }
}
