import Foundation

/// Logs a `printf`-style message: `os_log("Loaded %d cards from %{public}@", log: log, type: .info, count, name)`.
///
/// The format's privacy annotations (`%{public}@`, `%{private}d`) are accepted and dropped:
/// the line shows every value, as Xcode's console does while debugging. The arguments follow
/// `String(format:)`'s rules (`%@` for objects and strings, `%d` for integers, `%f` for
/// floating point). The line goes to standard error; a ``OSLog/disabled`` log writes nothing.
public func os_log(_ message: StaticString, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   type: OSLogType = .default, _ args: CVarArg...) {
    LogWriter.write(FormatString.render(message.description, arguments: args), type: type, log: log)
}

/// Logs a `printf`-style message with the level first: `os_log(.error, log: log, "Failed: %@", reason)`.
public func os_log(_ type: OSLogType, dso: UnsafeRawPointer? = #dsohandle, log: OSLog = .default,
                   _ message: StaticString, _ args: CVarArg...) {
    LogWriter.write(FormatString.render(message.description, arguments: args), type: type, log: log)
}
