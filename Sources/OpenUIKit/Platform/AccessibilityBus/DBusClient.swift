import CDBus
import Dispatch
import Foundation

/// A failed D-Bus step, with a message naming it.
struct DBusClientError: Error, CustomStringConvertible {
    let description: String
}

/// One method call that arrived on a connection, with what the reply needs.
struct DBusIncomingCall {
    let path: String
    let interface: String
    let member: String
    let sender: String?
    let arguments: [DBusValue]
    /// The libdbus message; valid only while the call is being handled.
    fileprivate let message: OpaquePointer
}

/// How a handled call is answered.
enum DBusReply {
    /// A method return carrying these values.
    case values([DBusValue])
    /// An error reply: a D-Bus error name and a human-readable text.
    case error(name: String, text: String)

    static func unknownMethod(_ call: DBusIncomingCall) -> DBusReply {
        .error(name: "org.freedesktop.DBus.Error.UnknownMethod",
               text: "\(call.interface).\(call.member) is not served at \(call.path)")
    }

    static func invalidArguments(_ call: DBusIncomingCall) -> DBusReply {
        .error(name: "org.freedesktop.DBus.Error.InvalidArgs",
               text: "\(call.interface).\(call.member) takes other arguments than \(call.arguments.map(\.signature).joined())")
    }
}

/// A private connection to a D-Bus bus through libdbus, served on the main dispatch queue.
///
/// Method calls to this process reach ``onCall`` when the main queue is idle: a read source
/// on the connection's socket reads and dispatches what arrived, the way `X11Host` watches
/// the X socket. The bridge makes no asynchronous calls, so libdbus never has a timeout to
/// run. When the peer goes away ``onDisconnect`` hears it once; nothing exits the process.
@MainActor
final class DBusClient {
    /// How long a blocking call waits for its reply.
    static let defaultCallTimeoutMilliseconds: Int32 = 2_000

    private var connection: OpaquePointer?
    /// The bus's name for this connection (":1.42").
    let uniqueName: String
    /// Answers a method call; nil leaves the call to libdbus, which answers that the object
    /// does not exist.
    var onCall: ((DBusIncomingCall) -> DBusReply?)?
    /// Called once when the connection is lost.
    var onDisconnect: (() -> Void)?
    private var readSource: DispatchSourceRead?
    private var drainScheduled = false

    /// Connects to the bus at `address` and registers with it (so it has a unique name).
    init(address: String) throws(DBusClientError) {
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let connection = dbus_connection_open_private(address, &error) else {
            throw DBusClientError(description: "cannot connect to the D-Bus bus at \(address): \(Self.text(of: error))")
        }
        dbus_connection_set_exit_on_disconnect(connection, 0)
        guard dbus_bus_register(connection, &error) != 0, let name = dbus_bus_get_unique_name(connection) else {
            let reason = Self.text(of: error)
            dbus_connection_close(connection)
            dbus_connection_unref(connection)
            throw DBusClientError(description: "the D-Bus bus at \(address) refused to register this process: \(reason)")
        }
        self.connection = connection
        uniqueName = String(cString: name)
    }

    isolated deinit {
        close()
    }

    /// Whether the connection is still open.
    var isConnected: Bool {
        guard let connection else { return false }
        return dbus_connection_get_is_connected(connection) != 0
    }

    /// Starts answering calls from the main queue.
    func startServing() {
        guard let connection, readSource == nil else { return }
        let filter: DBusHandleMessageFunction = { _, message, context in
            guard let message, let context else { return DBUS_HANDLER_RESULT_NOT_YET_HANDLED }
            let client = Unmanaged<DBusClient>.fromOpaque(context).takeUnretainedValue()
            // libdbus runs filters inside `dbus_connection_dispatch`, which only `drain` calls,
            // on the main queue.
            return MainActor.assumeIsolated { client.filter(message) }
        }
        dbus_connection_add_filter(connection, filter, Unmanaged.passUnretained(self).toOpaque(), nil)
        var descriptor: Int32 = -1
        guard dbus_connection_get_unix_fd(connection, &descriptor) != 0, descriptor >= 0 else { return }
        let source = DispatchSource.makeReadSource(fileDescriptor: descriptor, queue: .main)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { self?.readAndDispatch() }
        }
        readSource = source
        source.resume()
        // Replies to the blocking calls made before may have brought other messages along,
        // which libdbus queued without the socket staying readable.
        scheduleDrain()
    }

    /// Closes the connection; no callback runs after this.
    func close() {
        readSource?.cancel()
        readSource = nil
        guard let connection else { return }
        self.connection = nil
        dbus_connection_close(connection)
        dbus_connection_unref(connection)
    }

    // MARK: Sending

    /// Calls `member` and waits (at most `timeout` ms) for the reply's values.
    func call(destination: String, path: String, interface: String, member: String, arguments: [DBusValue] = [],
              timeout: Int32 = DBusClient.defaultCallTimeoutMilliseconds) throws(DBusClientError) -> [DBusValue] {
        guard let connection else { throw DBusClientError(description: "the D-Bus connection is closed") }
        guard let message = dbus_message_new_method_call(destination, path, interface, member) else {
            throw DBusClientError(description: "out of memory making a D-Bus call")
        }
        defer { dbus_message_unref(message) }
        guard DBusValue.append(arguments, to: message) else {
            throw DBusClientError(description: "out of memory making a D-Bus call")
        }
        var error = DBusError()
        dbus_error_init(&error)
        defer { dbus_error_free(&error) }
        guard let reply = dbus_connection_send_with_reply_and_block(connection, message, timeout, &error) else {
            throw DBusClientError(description: "\(interface).\(member) on \(destination) failed: \(Self.text(of: error))")
        }
        defer { dbus_message_unref(reply) }
        scheduleDrain()
        return DBusValue.arguments(of: reply)
    }

    /// Sends a signal from `path`.
    func emitSignal(path: String, interface: String, member: String, arguments: [DBusValue]) {
        guard let connection, let message = dbus_message_new_signal(path, interface, member) else { return }
        defer { dbus_message_unref(message) }
        guard DBusValue.append(arguments, to: message) else { return }
        dbus_connection_send(connection, message, nil)
        dbus_connection_flush(connection)
    }

    // MARK: Receiving

    private func scheduleDrain() {
        guard !drainScheduled else { return }
        drainScheduled = true
        DispatchQueue.main.async { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.drainScheduled = false
                self.dispatchQueued()
            }
        }
    }

    /// Reads what the socket holds and handles every complete message.
    private func readAndDispatch() {
        guard let connection else { return }
        // A zero timeout: read what is there, never wait.
        dbus_connection_read_write(connection, 0)
        dispatchQueued()
    }

    private func dispatchQueued() {
        guard let connection else { return }
        while dbus_connection_dispatch(connection) == DBUS_DISPATCH_DATA_REMAINS, self.connection != nil {}
        guard self.connection != nil, dbus_connection_get_is_connected(connection) == 0 else { return }
        lost()
    }

    private func lost() {
        close()
        let notify = onDisconnect
        onDisconnect = nil
        notify?()
    }

    private func filter(_ message: OpaquePointer) -> DBusHandlerResult {
        let type = dbus_message_get_type(message)
        if type == DBUS_MESSAGE_TYPE_SIGNAL,
           dbus_message_is_signal(message, "org.freedesktop.DBus.Local", "Disconnected") != 0 {
            // Dispatching the rest happens outside the filter, which must not close the
            // connection it runs in.
            DispatchQueue.main.async { [weak self] in MainActor.assumeIsolated { self?.lost() } }
            return DBUS_HANDLER_RESULT_HANDLED
        }
        guard type == DBUS_MESSAGE_TYPE_METHOD_CALL, let onCall else { return DBUS_HANDLER_RESULT_NOT_YET_HANDLED }
        let call = DBusIncomingCall(path: Self.string(dbus_message_get_path(message)),
                                    interface: Self.string(dbus_message_get_interface(message)),
                                    member: Self.string(dbus_message_get_member(message)),
                                    sender: dbus_message_get_sender(message).map { String(cString: $0) },
                                    arguments: DBusValue.arguments(of: message), message: message)
        guard let reply = onCall(call) else { return DBUS_HANDLER_RESULT_NOT_YET_HANDLED }
        send(reply, to: call)
        return DBUS_HANDLER_RESULT_HANDLED
    }

    private func send(_ reply: DBusReply, to call: DBusIncomingCall) {
        guard let connection, dbus_message_get_no_reply(call.message) == 0 else { return }
        let answer: OpaquePointer?
        switch reply {
        case .values(let values):
            answer = dbus_message_new_method_return(call.message)
            if let answer, !DBusValue.append(values, to: answer) {
                dbus_message_unref(answer)
                return
            }
        case .error(let name, let text):
            answer = dbus_message_new_error(call.message, name, DBusValue.wireSafe(text))
        }
        guard let answer else { return }
        dbus_connection_send(connection, answer, nil)
        dbus_message_unref(answer)
        dbus_connection_flush(connection)
    }

    private static func string(_ pointer: UnsafePointer<CChar>?) -> String {
        pointer.map { String(cString: $0) } ?? ""
    }

    private static func text(of error: DBusError) -> String {
        guard let message = error.message else { return "unknown error" }
        return String(cString: message)
    }
}
