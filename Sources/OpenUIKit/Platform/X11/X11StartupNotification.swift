import CX11
import Foundation

/// The launchee's half of the freedesktop startup-notification protocol.
///
/// A desktop that launches an app from an entry with `StartupNotify=true` puts an ID in the
/// app's `DESKTOP_STARTUP_ID` and shows a busy cursor or a placeholder in its task bar until
/// the app says it is up. The app takes the ID out of its environment (so programs it starts
/// do not end the same launch), names it on its window (`_NET_STARTUP_ID`, so the window
/// manager ties the window to the launch) and, once the window shows its first frame,
/// broadcasts `remove: ID=…` to the root window as an "X message": a string cut into 20-byte
/// ClientMessages, the first of type `_NET_STARTUP_INFO_BEGIN` and the rest
/// `_NET_STARTUP_INFO`, ending with a NUL byte.
package enum X11StartupNotification {
    /// The variable a launcher sets.
    package static let environmentVariable = "DESKTOP_STARTUP_ID"

    /// Bytes of the string carried by one ClientMessage (format 8).
    package static let bytesPerMessage = 20

    /// The launch ID from the environment, removed from it; nil when there is none (an empty
    /// value is removed too, and means none).
    package static func takeStartupID() -> String? {
        guard let value = getenv(environmentVariable) else { return nil }
        let id = String(cString: value)
        unsetenv(environmentVariable)
        return id.isEmpty ? nil : id
    }

    /// `remove: ID=<id>`, the message that ends the launch `id`.
    package static func removeMessage(id: String) -> String {
        "remove: ID=\(quoted(id))"
    }

    /// A value as the protocol's key-value strings need it: as it is when it holds no space,
    /// double quote or backslash; otherwise in double quotes, with `"` and `\` escaped by a
    /// backslash.
    package static func quoted(_ value: String) -> String {
        guard value.contains(where: { $0 == " " || $0 == "\"" || $0 == "\\" }) else { return value }
        var result = "\""
        for character in value {
            if character == "\"" || character == "\\" { result.append("\\") }
            result.append(character)
        }
        return result + "\""
    }

    /// `message` as the byte strings of its ClientMessages: UTF-8, a terminating NUL, cut
    /// into pieces of `bytesPerMessage` (the last zero-padded). NUL bytes inside the message
    /// would end it early; they are dropped.
    package static func chunks(of message: String) -> [[UInt8]] {
        var bytes = Array(message.utf8).filter { $0 != 0 }
        bytes.append(0)
        return stride(from: 0, to: bytes.count, by: bytesPerMessage).map { start in
            var chunk = Array(bytes[start..<min(start + bytesPerMessage, bytes.count)])
            chunk += [UInt8](repeating: 0, count: bytesPerMessage - chunk.count)
            return chunk
        }
    }

    /// Broadcasts `message` to the root window of `connection`, from a window made for the
    /// purpose (the protocol identifies a message by its window) and destroyed after.
    @MainActor
    static func broadcast(_ message: String, on connection: X11Connection) {
        let display = connection.display
        var attributes = XSetWindowAttributes()
        attributes.override_redirect = True
        // Unmapped and input-only: it exists only for its ID.
        let sender = XCreateWindow(display, connection.root, -1, -1, 1, 1, 0, 0, UInt32(InputOnly), nil,
                                   UInt(CWOverrideRedirect), &attributes)
        for (index, chunk) in chunks(of: message).enumerated() {
            var event = XEvent()
            event.xclient.type = ClientMessage
            event.xclient.window = sender
            event.xclient.message_type = index == 0 ? connection.atoms.netStartupInfoBegin : connection.atoms.netStartupInfo
            event.xclient.format = 8
            withUnsafeMutableBytes(of: &event.xclient.data.b) { data in
                for (offset, byte) in chunk.enumerated() { data[offset] = byte }
            }
            // PropertyChangeMask is the mask the protocol names; listeners select it on the root.
            XSendEvent(display, connection.root, False, PropertyChangeMask, &event)
        }
        XDestroyWindow(display, sender)
        XFlush(display)
    }
}
