import Foundation
import Testing
@testable import OpenUIKit

/// A controller as the Xcode 9 template writes it, overriding `didReceiveMemoryWarning()`
/// and calling `super`; it notes each call in a shared log.
private final class TemplateViewController: UIViewController {
    var log: MemoryWarningLog?
    var name = ""

    override func didReceiveMemoryWarning() {
        super.didReceiveMemoryWarning()
        log?.entries.append("controller \(name)")
    }
}

/// An app delegate that notes `applicationDidReceiveMemoryWarning(_:)`.
private final class MemoryWarningDelegate: UIResponder, UIApplicationDelegate {
    var log: MemoryWarningLog?

    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {
        log?.entries.append("delegate")
    }
}

/// The calls and notifications of one memory warning, in order.
@MainActor
private final class MemoryWarningLog {
    var entries: [String] = []
}

/// Memory warnings reach the delegate, the notification's observers and the controllers the
/// app shows, in UIKit's order; on a desktop they come from the system's available memory.
@MainActor
@Suite(.serialized) struct MemoryWarningTests {
    @Test func aWarningReachesTheDelegateThenObserversThenEveryShownControllerOnce() throws {
        let application = UIApplication()
        let log = MemoryWarningLog()
        let delegate = MemoryWarningDelegate()
        delegate.log = log
        application.delegate = delegate
        defer { withExtendedLifetime(delegate) {} }

        let root = TemplateViewController()
        root.name = "root"
        let child = TemplateViewController()
        child.name = "child"
        root.addChild(child)
        child.didMove(toParent: root)
        let presented = TemplateViewController()
        presented.name = "presented"
        root.presentedStorage = presented
        for controller in [root, child, presented] { controller.log = log }
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.rootViewController = root
        application.keyWindow = window

        let observer = NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: application, queue: nil
        ) { _ in
            MainActor.assumeIsolated { log.entries.append("notification") }
        }
        defer { NotificationCenter.default.removeObserver(observer) }

        application.receiveMemoryWarning()
        // The child reports its parent's presented controller as its own too: still one call.
        #expect(log.entries == ["delegate", "notification", "controller root", "controller child", "controller presented"])
    }

    @Test func anAppWithoutWindowsOrDelegateStillPostsTheNotification() {
        let application = UIApplication()
        let log = MemoryWarningLog()
        let observer = NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: application, queue: nil
        ) { _ in
            MainActor.assumeIsolated { log.entries.append("notification") }
        }
        defer { NotificationCenter.default.removeObserver(observer) }
        application.receiveMemoryWarning()
        #expect(log.entries == ["notification"])
    }

    @Test func theAvailableFractionIsMemAvailableOverMemTotal() throws {
        let meminfo = """
        MemTotal:       16000000 kB
        MemFree:          100000 kB
        MemAvailable:     400000 kB
        Buffers:           10000 kB
        """
        let fraction = try #require(MemoryPressureMonitor.availableFraction(meminfo: meminfo))
        #expect(abs(fraction - 0.025) < 1e-9)
        #expect(MemoryPressureMonitor.availableFraction(meminfo: "MemTotal: 100 kB\n") == nil, "no MemAvailable (Linux before 3.14)")
        #expect(MemoryPressureMonitor.availableFraction(meminfo: "MemTotal: 0 kB\nMemAvailable: 0 kB\n") == nil)
        #expect(MemoryPressureMonitor.availableFraction(meminfo: "not meminfo at all") == nil)
    }

    @Test func oneShortageIsOneWarningUntilMemoryRecovers() {
        // Percent of memory available at each check: low, still low, between the two
        // thresholds (not yet recovered), recovered, low again.
        var percents = [3, 2, 7, 20, 4]
        var warnings: [Int] = []
        var checks = 0
        let monitor = MemoryPressureMonitor(read: {
            "MemTotal: 1000 kB\nMemAvailable: \(percents.removeFirst() * 10) kB\n"
        }, onLow: { warnings.append(checks) })
        for check in 1...5 {
            checks = check
            #expect(monitor.check())
        }
        #expect(warnings == [1, 5])
        #expect(monitor.isLow)
    }

    @Test func anUnreadableMeminfoIsReportedAndNotWatched() {
        var warned = false
        let monitor = MemoryPressureMonitor(read: { nil }, onLow: { warned = true })
        monitor.start()
        #expect(!monitor.check())
        #expect(!warned)
        #expect(Diagnostics.recentWarnings().contains { $0.contains("memory warnings are off") })
    }

    @Test func thisSystemsMeminfoCanBeRead() throws {
        // The monitor's default source: Linux always has /proc/meminfo with both fields.
        let text = try String(contentsOfFile: MemoryPressureMonitor.meminfoPath, encoding: .utf8)
        let fraction = try #require(MemoryPressureMonitor.availableFraction(meminfo: text))
        #expect(fraction > 0 && fraction <= 1)
    }
}
