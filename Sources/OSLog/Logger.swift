/// A log's messages written with string interpolation (iOS 14):
///
/// ```swift
/// let logger = Logger(subsystem: "com.example.cards", category: "game")
/// logger.info("Dealt \(count) cards to \(player, privacy: .public)")
/// ```
///
/// Each message is one line on standard error naming the level, the subsystem and the
/// category. Interpolated values are evaluated only when the log writes, as on iOS. Privacy
/// options are accepted; the line shows every value, as Xcode's console does while debugging.
public struct Logger: Sendable {
    /// The log messages go to.
    private let osLog: OSLog

    /// A logger for `subsystem` and `category`.
    public init(subsystem: String, category: String) {
        osLog = OSLog(subsystem: subsystem, category: category)
    }

    /// A logger writing to `logObj`.
    public init(_ logObj: OSLog) {
        osLog = logObj
    }

    /// A logger for the default log (no subsystem or category).
    public init() {
        osLog = .default
    }

    /// Logs `message` at the default level.
    public func log(_ message: OSLogMessage) {
        log(level: .default, message)
    }

    /// Logs `message` at `level`.
    public func log(level: OSLogType, _ message: OSLogMessage) {
        LogWriter.write(message.rendered(), type: level, log: osLog)
    }

    /// Logs a message useful only while debugging (the debug level).
    public func trace(_ message: OSLogMessage) {
        log(level: .debug, message)
    }

    /// Logs a message useful only while debugging.
    public func debug(_ message: OSLogMessage) {
        log(level: .debug, message)
    }

    /// Logs information that may help but is not essential.
    public func info(_ message: OSLogMessage) {
        log(level: .info, message)
    }

    /// Logs an ordinary message (the default level).
    public func notice(_ message: OSLogMessage) {
        log(level: .default, message)
    }

    /// Logs a warning (the error level, as on iOS).
    public func warning(_ message: OSLogMessage) {
        log(level: .error, message)
    }

    /// Logs an error.
    public func error(_ message: OSLogMessage) {
        log(level: .error, message)
    }

    /// Logs a critical failure (the fault level, as on iOS).
    public func critical(_ message: OSLogMessage) {
        log(level: .fault, message)
    }

    /// Logs a fault: a bug in the program or in a system it depends on.
    public func fault(_ message: OSLogMessage) {
        log(level: .fault, message)
    }
}
