import Foundation

extension UIDocument {
    /// What a document is doing: open and editable (`normal`, no flag set), closed, saving
    /// after an error, or busy. Observe `UIDocument.stateChangedNotification` for changes.
    public struct State: OptionSet, Sendable, Hashable {
        /// The flags, with UIKit's values.
        public let rawValue: UInt

        /// A state from UIKit's flag values.
        public init(rawValue: UInt) {
            self.rawValue = rawValue
        }

        /// Open, editable, with no conflict or error: no flag set.
        public static let normal = State([])
        /// Not opened yet, failed to open, or closed: its properties may not be valid.
        public static let closed = State(rawValue: 1 << 0)
        /// Other versions of the file conflict with this one (never set here: there is no
        /// file syncing on the desktop).
        public static let inConflict = State(rawValue: 1 << 1)
        /// The last save or revert failed.
        public static let savingError = State(rawValue: 1 << 2)
        /// The document is busy (saving before it closes, reverting): editing is unsafe.
        public static let editingDisabled = State(rawValue: 1 << 3)
        /// Download progress is available (never set here: documents are local files).
        public static let progressAvailable = State(rawValue: 1 << 4)
    }

    /// How the number of unsaved changes moves: an edit, an undo, a redo, or a save that
    /// leaves nothing unsaved.
    public enum ChangeKind: Int, Sendable {
        /// A change was made.
        case done = 0
        /// A change was undone.
        case undone = 1
        /// An undone change was redone.
        case redone = 2
        /// The document is as saved: nothing is unsaved.
        case cleared = 3
    }

    /// Whether a save writes a new file or replaces the document's.
    public enum SaveOperation: Int, Sendable {
        /// The first save, to a new file.
        case forCreating = 0
        /// A save over the document's existing file.
        case forOverwriting = 1
    }

    /// Posted (with the document as the object) whenever `documentState` changes.
    nonisolated public static let stateChangedNotification = Notification.Name("UIDocumentStateChangedNotification")
}
