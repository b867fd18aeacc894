import Foundation

/// A log: the subsystem and category that messages sent to it are filed under.
///
/// On Linux there is no unified logging system: each message is one line on standard error,
/// naming the subsystem and category (see ``Logger``). ``disabled`` drops everything.
public final class OSLog: NSObject, Sendable {
    /// The log of messages that name none: no subsystem or category.
    public static let `default` = OSLog(subsystem: "", category: "", isEnabled: true)
    /// A log that drops every message sent to it, for turning logging off in one place.
    public static let disabled = OSLog(subsystem: "", category: "", isEnabled: false)

    /// The subsystem, conventionally the app's reverse-DNS identifier (`com.example.app`).
    let subsystem: String
    /// The category within the subsystem (`network`, `ui`).
    let category: String
    /// Whether messages are written at all.
    let isEnabled: Bool

    /// A log for `subsystem` and `category`.
    public convenience init(subsystem: String, category: String) {
        self.init(subsystem: subsystem, category: category, isEnabled: true)
    }

    private init(subsystem: String, category: String, isEnabled: Bool) {
        self.subsystem = subsystem
        self.category = category
        self.isEnabled = isEnabled
        super.init()
    }

    /// Whether a message of `type` sent to this log is written: every level is, unless the
    /// log is ``disabled``.
    public func isEnabled(type: OSLogType) -> Bool {
        isEnabled
    }
}
