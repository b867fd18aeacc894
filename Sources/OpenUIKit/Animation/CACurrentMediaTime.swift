import Foundation

/// Core Foundation's name for seconds, which ported Core Animation code uses; Foundation on
/// Linux does not declare it.
public typealias CFTimeInterval = TimeInterval

/// The current time on the system's monotonic clock, in seconds: the clock the real input
/// clock, animations and display links run on (unless a test replaces a window's clock).
public func CACurrentMediaTime() -> CFTimeInterval {
    ProcessInfo.processInfo.systemUptime
}
