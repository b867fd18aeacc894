import Foundation
import Synchronization

/// Warnings for bad input that the library survives: a refused transform, an unreadable image.
///
/// Each distinct warning is written to standard error once per process, so a bad value set on
/// every frame cannot flood the terminal. The most recent warnings are also kept in memory so
/// tests can check that a refusal was reported.
///
/// The count and the record are the process's, as the printed once-per-message set must be.
/// Tests that read them run on the main actor, so that, with tests in parallel, no other
/// test's warning lands between a test's "before" and "after" (main-actor tests without
/// suspension points run one at a time).
public enum Diagnostics {
    private struct State {
        var seenKeys: Set<String> = []
        var recent: [String] = []
        var total = 0
    }

    /// How many recent warnings are kept for `recentWarnings()`.
    private static let recentCapacity = 256
    private static let state = Mutex(State())

    /// Reports `message` once for `key` (the message itself when no key is given).
    public static func warn(_ message: String, once key: String? = nil) {
        let shouldPrint = state.withLock { s -> Bool in
            s.total += 1
            s.recent.append(message)
            if s.recent.count > recentCapacity { s.recent.removeFirst(s.recent.count - recentCapacity) }
            return s.seenKeys.insert(key ?? message).inserted
        }
        if shouldPrint {
            FileHandle.standardError.write(Data("OpenUIKit warning: \(message)\n".utf8))
        }
    }

    /// How many warnings have been reported in this process, printed or not.
    package static func warningCount() -> Int {
        state.withLock { $0.total }
    }

    /// The latest warnings, oldest first, printed or not.
    package static func recentWarnings() -> [String] {
        state.withLock { $0.recent }
    }
}
