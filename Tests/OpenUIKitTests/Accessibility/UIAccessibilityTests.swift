import Foundation
import Testing
@testable import OpenUIKit

/// `UIAccessibility`'s functions, `UIAccessibilityElement` and custom actions.
@Suite @MainActor
struct UIAccessibilityTests {
    @Test func postedNotificationsReachListenersWithTheirArgumentsChecked() {
        var events: [AccessibilityNotifications.Event] = []
        let id = AccessibilityNotifications.addListener { events.append($0) }
        defer { AccessibilityNotifications.removeListener(id) }
        let button = UIButton()
        UIAccessibility.post(notification: .announcement, argument: "Meal saved")
        UIAccessibility.post(notification: .screenChanged, argument: button)
        UIAccessibility.post(notification: .layoutChanged, argument: nil)
        UIAccessibility.post(notification: .announcement, argument: 42)
        #expect(events.count == 3)
        #expect(events[0].notification == .announcement && events[0].text == "Meal saved")
        #expect(events[1].notification == .screenChanged && events[1].element === button)
        #expect(events[2].notification == .layoutChanged && events[2].element == nil)
        #expect(Diagnostics.recentWarnings().contains { $0.contains(".announcement") && $0.contains("needs a String") })
    }

    @Test func noScreenReaderRunsWithoutABridge() {
        #expect(!UIAccessibility.isVoiceOverRunning)
    }

    @Test func rectanglesAndPathsConvertToScreenCoordinates() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let child = UIView(frame: CGRect(x: 100, y: 50, width: 100, height: 100))
        root.addSubview(child)
        #expect(UIAccessibility.convertToScreenCoordinates(CGRect(x: 10, y: 10, width: 5, height: 5), in: child)
                == CGRect(x: 110, y: 60, width: 5, height: 5))
        let path = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 10, height: 20))
        let converted = UIAccessibility.convertToScreenCoordinates(path, in: child)
        #expect(converted.bounds == CGRect(x: 100, y: 50, width: 10, height: 20))
        #expect(path.bounds == CGRect(x: 0, y: 0, width: 10, height: 20), "the original is not changed")
    }

    @Test func anElementsFrameFollowsItsContainer() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 400, height: 400))
        let board = UIView(frame: CGRect(x: 20, y: 30, width: 200, height: 200))
        root.addSubview(board)
        let card = UIAccessibilityElement(accessibilityContainer: board)
        #expect(card.isAccessibilityElement && card.accessibilityFrame == .zero)
        card.accessibilityFrameInContainerSpace = CGRect(x: 10, y: 10, width: 40, height: 60)
        #expect(card.accessibilityFrame == CGRect(x: 30, y: 40, width: 40, height: 60))
        board.frame.origin = CGPoint(x: 0, y: 0)
        #expect(card.accessibilityFrame == CGRect(x: 10, y: 10, width: 40, height: 60))
        #expect(card.accessibilityActivationPoint == CGPoint(x: 30, y: 40))
        #expect(card.accessibilityContainer as AnyObject === board)
    }

    @Test func customActionsRunTheirHandlerOrSelector() {
        var ran = 0
        let flag = UIAccessibilityCustomAction(name: "Flag") { action in
            ran += 1
            return action.name == "Flag"
        }
        #expect(flag.perform() && ran == 1)
        let target = CustomActionTarget()
        let delete = UIAccessibilityCustomAction(name: "Delete", target: target, selector: Selector(CustomActionTarget.delete(_:)))
        #expect(delete.perform() && target.deleted == ["Delete"])
        let view = UIView()
        view.accessibilityCustomActions = [flag, delete]
        #expect(view.accessibilityCustomActions?.map(\.name) == ["Flag", "Delete"])
    }
}

/// The target of a custom action made with a selector.
@MainActor
final class CustomActionTarget {
    var deleted: [String] = []

    func delete(_ action: UIAccessibilityCustomAction) -> Bool {
        deleted.append(action.name)
        return true
    }
}
