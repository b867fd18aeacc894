import Foundation
import Synchronization

/// Writes a message as one line on standard error, the Linux stand-in for the unified
/// logging system: `<process>[<pid>] <Level> [<subsystem>:<category>] <message>`.
enum LogWriter {
    /// Serializes the lines of concurrent loggers, so that lines never interleave.
    private static let lock = Mutex(())

    /// Writes `message` at `type` to `log`, unless the log is disabled.
    static func write(_ message: @autoclosure () -> String, type: OSLogType, log: OSLog) {
        guard log.isEnabled(type: type) else { return }
        let text = line(message(), type: type, subsystem: log.subsystem, category: log.category)
        lock.withLock { _ in
            FileHandle.standardError.write(Data((text + "\n").utf8))
        }
    }

    /// The line for a message, without its newline. A message's own newlines become spaces
    /// prefixed lines would otherwise be ambiguous.
    static func line(_ message: String, type: OSLogType, subsystem: String, category: String) -> String {
        let process = ProcessInfo.processInfo
        let place = subsystem.isEmpty && category.isEmpty ? "" : " [\(subsystem):\(category)]"
        let oneLine = message.replacingOccurrences(of: "\n", with: " ")
        return "\(process.processName)[\(process.processIdentifier)] <\(type.name)>\(place) \(oneLine)"
    }
}
