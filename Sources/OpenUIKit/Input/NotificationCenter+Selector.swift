import Foundation

/// UIKit's selector-based observers, with OpenUIKit's ``Selector``.
///
/// ```swift
/// NotificationCenter.default.addObserver(self, selector: Selector(ViewController.keyboardWillShow(_:)),
///                                        name: UIResponder.keyboardWillShowNotification, object: nil)
/// ```
///
/// As on iOS 9 and later, the center holds the observer weakly: an observer that goes away
/// simply stops receiving (its registration is dropped at the next post), and removing it
/// in `deinit` is allowed but not needed. The method's one parameter receives the
/// notification (`Notification` or `NSNotification`); a method without one is called
/// without it.
extension NotificationCenter {
    /// Registers `observer` to have `aSelector` performed with each notification named
    /// `aName` (any name when nil) posted by `anObject` (any sender when nil).
    ///
    /// Delivery is synchronous on the posting thread when that is the main thread (before
    /// `post` returns, as on iOS); a notification posted on another thread reaches the
    /// observer on the main queue, because action methods are main-actor code. Registering
    /// the same observer twice delivers twice, as on iOS.
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        guard let target = SelectorDelivery.targetObject(observer, for: "NotificationCenter.addObserver(_:selector:name:object:)") else {
            return
        }
        let registration = SelectorObserverRegistration(observer: target, center: self, name: aName,
                                                        object: anObject.flatMap(Selector.targetObject))
        // The block holds the registration weakly too: the table owns it, and dropping it
        // from the table is what ends delivery.
        let token = addObserver(forName: aName, object: anObject, queue: nil) { [weak registration] notification in
            guard let registration else { return }
            guard let observer = registration.observer else {
                SelectorObserverRegistration.remove { $0 === registration }
                return
            }
            SelectorDelivery.perform(aSelector, on: observer, with: notification)
        }
        registration.token = token
        SelectorObserverRegistration.add(registration)
    }

    /// Removes every registration of `observer` on this center: its selector-based ones, and,
    /// when `observer` is a token from `addObserver(forName:object:queue:using:)`, that block
    /// observer.
    public func removeObserver(_ observer: AnyObject) {
        removeSelectorObservers(observer, name: nil, object: nil)
        removeObserver(observer as Any)
    }

    /// Removes the registrations of `observer` on this center for notifications named
    /// `aName` (any when nil) from `anObject` (any when nil).
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        removeSelectorObservers(observer, name: aName, object: anObject)
        removeObserver(observer as Any, name: aName, object: anObject)
    }

    /// Ends the selector-based registrations that match.
    private func removeSelectorObservers(_ observer: AnyObject, name: NSNotification.Name?, object: Any?) {
        let objectIdentity = object.flatMap(Selector.targetObject).map(ObjectIdentifier.init)
        let removed = SelectorObserverRegistration.remove { registration in
            registration.center === self && registration.observerIdentity == ObjectIdentifier(observer)
                && (name == nil || registration.name == name)
                && (objectIdentity == nil || registration.objectIdentity == objectIdentity)
        }
        for registration in removed {
            if let token = registration.token { removeObserver(token as Any) }
        }
    }
}
