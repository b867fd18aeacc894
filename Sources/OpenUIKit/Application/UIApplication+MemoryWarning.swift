import Foundation

/// Memory warnings, as iOS sends them when the system runs short of memory: the app's
/// delegate hears `applicationDidReceiveMemoryWarning(_:)`, then
/// `didReceiveMemoryWarningNotification` is posted, then every view controller the app
/// shows hears `didReceiveMemoryWarning()`.
///
/// On a desktop the warning comes from a `MemoryPressureMonitor`, which the display's host
/// starts: it watches the memory the system still has available.
extension UIApplication {
    /// Posted (object: the application) when the app receives a memory warning, after its
    /// delegate's `applicationDidReceiveMemoryWarning(_:)`.
    nonisolated public static let didReceiveMemoryWarningNotification = Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// Delivers one memory warning in UIKit's order: the delegate, the notification, then the
    /// view controllers of every window, each once (parents before their children, presenters
    /// before what they present).
    func receiveMemoryWarning() {
        delegate?.applicationDidReceiveMemoryWarning(self)
        NotificationCenter.default.post(name: UIApplication.didReceiveMemoryWarningNotification, object: self)
        var visited: Set<ObjectIdentifier> = []
        for window in allWindows {
            guard let root = window.rootViewController else { continue }
            for controller in Self.controllers(from: root, visited: &visited) {
                controller.didReceiveMemoryWarning()
            }
        }
    }

    /// `root` and the controllers below it: its children, and what it presents, depth first.
    /// A child reports its ancestor's presented controller as its own, so `visited` keeps
    /// each controller to one entry.
    private static func controllers(from root: UIViewController, visited: inout Set<ObjectIdentifier>) -> [UIViewController] {
        guard visited.insert(ObjectIdentifier(root)).inserted else { return [] }
        var result = [root]
        for child in root.children { result += controllers(from: child, visited: &visited) }
        if let presented = root.presentedViewController { result += controllers(from: presented, visited: &visited) }
        return result
    }
}
