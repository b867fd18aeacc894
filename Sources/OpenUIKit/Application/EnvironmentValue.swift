import Foundation

/// The value of the environment variable `name`, nil when unset.
///
/// One `getenv`, where `ProcessInfo.processInfo.environment[name]` builds a dictionary of the
/// whole environment on every call (some 350,000 instructions with a desktop's environment;
/// a launch asked five times before its first frame).
func environmentValue(_ name: String) -> String? {
    getenv(name).map { String(cString: $0) }
}
