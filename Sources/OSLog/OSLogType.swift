/// How important a message is; each line written names it.
public struct OSLogType: RawRepresentable, Hashable, Sendable {
    /// The level's number, as Apple's logging system numbers them.
    public let rawValue: UInt8

    /// Creates a level from its number.
    public init(rawValue: UInt8) {
        self.rawValue = rawValue
    }

    /// Ordinary messages (what `os_log` uses unless told otherwise).
    public static let `default` = OSLogType(rawValue: 0x00)
    /// Information that may help but is not essential.
    public static let info = OSLogType(rawValue: 0x01)
    /// Messages useful only while debugging.
    public static let debug = OSLogType(rawValue: 0x02)
    /// Errors the process encountered.
    public static let error = OSLogType(rawValue: 0x10)
    /// Faults: bugs in the program or a system it depends on.
    public static let fault = OSLogType(rawValue: 0x11)

    /// The level's name in a written line.
    var name: String {
        switch self {
        case .info: "Info"
        case .debug: "Debug"
        case .error: "Error"
        case .fault: "Fault"
        default: "Notice"
        }
    }
}
