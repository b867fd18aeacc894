import Foundation

/// Core Foundation's name for seconds, which ported Core Animation code uses; Foundation on
/// Linux does not declare it.
public typealias CFTimeInterval = TimeInterval

/// The current time on the app's clock, in seconds: the one clock animations, display links
/// and input run on (`UIApplication.shared.inputClock`, the key window's: the system's
/// monotonic clock on a display, the simulated clock of a headless run). Off the main thread,
/// and with no key window, the system's monotonic clock.
///
/// Reading the app's clock keeps Core Animation's timing idioms exact wherever the app runs:
/// `layer.convertTime(CACurrentMediaTime(), from: nil)` is the layer's time now, and
/// `beginTime = CACurrentMediaTime() + 1` starts an animation a second from now, headless too.
public func CACurrentMediaTime() -> CFTimeInterval {
    guard Thread.isMainThread else { return ProcessInfo.processInfo.systemUptime }
    return MainActor.assumeIsolated { UIApplication.shared.inputClock.now }
}
