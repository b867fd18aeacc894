import Foundation
import Testing
@testable import OpenUIKit

/// An observer as a view controller is: a main-actor class with `@objc`-style handlers.
@MainActor
private final class KeyboardObserver: NSObject {
    var received: [String] = []
    func keyboardWillShow(_ notification: Notification) { received.append("show \(notification.name.rawValue)") }
    func legacy(_ notification: NSNotification) { received.append("legacy \(notification.name.rawValue)") }
    func noArgument() { received.append("bare") }
}

@Suite("NotificationCenter.addObserver(_:selector:name:object:)")
@MainActor
struct NotificationCenterSelectorTests {
    let center = NotificationCenter()
    let show = Notification.Name("KeyboardWillShow")
    let hide = Notification.Name("KeyboardWillHide")

    @Test func theNotificationReachesTheMethodBeforePostReturns() {
        let observer = KeyboardObserver()
        center.addObserver(observer, selector: Selector(KeyboardObserver.keyboardWillShow(_:)), name: show, object: nil)
        center.addObserver(observer, selector: Selector(KeyboardObserver.legacy(_:)), name: show, object: nil)
        center.addObserver(observer, selector: Selector(KeyboardObserver.noArgument), name: hide, object: nil)
        center.post(name: show, object: nil)
        // Observers of one notification are called in no documented order, on iOS as here.
        #expect(observer.received.sorted() == ["legacy KeyboardWillShow", "show KeyboardWillShow"])
        center.post(name: hide, object: nil)
        #expect(observer.received.last == "bare")
        center.removeObserver(observer)
    }

    @Test func theObjectFiltersSenders() {
        let observer = KeyboardObserver()
        let field = NSObject()
        center.addObserver(observer, selector: Selector(KeyboardObserver.keyboardWillShow(_:)), name: show, object: field)
        center.post(name: show, object: NSObject())
        #expect(observer.received.isEmpty)
        center.post(name: show, object: field)
        #expect(observer.received.count == 1)
        center.removeObserver(observer)
    }

    @Test func removeObserverStopsDelivery() {
        let observer = KeyboardObserver()
        center.addObserver(observer, selector: Selector(KeyboardObserver.keyboardWillShow(_:)), name: show, object: nil)
        center.addObserver(observer, selector: Selector(KeyboardObserver.noArgument), name: hide, object: nil)
        center.removeObserver(observer, name: show, object: nil)
        center.post(name: show, object: nil)
        center.post(name: hide, object: nil)
        #expect(observer.received == ["bare"])
        center.removeObserver(observer)
        center.post(name: hide, object: nil)
        #expect(observer.received == ["bare"])
    }

    @Test func blockObserversAreStillRemovedByTheirToken() {
        var calls = 0
        let token = center.addObserver(forName: show, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { calls += 1 }
        }
        center.post(name: show, object: nil)
        center.removeObserver(token)
        center.post(name: show, object: nil)
        #expect(calls == 1)
    }

    @Test func anObserverThatGoesAwayStopsReceivingWithoutCrashing() {
        let before = SelectorObserverRegistration.count
        weak var gone: KeyboardObserver?
        do {
            let observer = KeyboardObserver()
            gone = observer
            center.addObserver(observer, selector: Selector(KeyboardObserver.keyboardWillShow(_:)), name: show, object: nil)
        }
        #expect(gone == nil)  // the center does not keep it alive
        center.post(name: show, object: nil)
        #expect(SelectorObserverRegistration.count == before)  // and dropped its registration
    }

    @Test func aPostFromAnotherThreadArrivesOnTheMainThread() async {
        let observer = KeyboardObserver()
        center.addObserver(observer, selector: Selector(KeyboardObserver.keyboardWillShow(_:)), name: show, object: nil)
        let center = self.center, show = self.show
        await Task.detached { center.post(name: show, object: nil) }.value
        // Delivered by a job of the main queue, which runs once this test suspends.
        for _ in 0..<200 where observer.received.isEmpty {
            try? await Task.sleep(for: .milliseconds(10))
        }
        #expect(observer.received.count == 1)
        center.removeObserver(observer)
    }
}
