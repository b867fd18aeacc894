import Foundation

extension UIBarButtonItem {
    /// The system's standard items, with UIKit's raw values. Text items are drawn as their
    /// words, the others as glyphs OpenUIKit draws itself (see ``UIImage/init(systemName:)``).
    public enum SystemItem: Int, Sendable {
        /// "Done", in bold.
        case done = 0
        /// "Cancel".
        case cancel = 1
        /// "Edit".
        case edit = 2
        /// "Save", in bold.
        case save = 3
        /// A plus.
        case add = 4
        /// Blank space that grows to share a toolbar's free width.
        case flexibleSpace = 5
        /// Blank space of the item's `width`.
        case fixedSpace = 6
        /// A square with a pencil.
        case compose = 7
        /// A curved arrow turning back.
        case reply = 8
        /// A box with an arrow leaving it (share).
        case action = 9
        /// A folder.
        case organize = 10
        /// An open book.
        case bookmarks = 11
        /// A magnifying glass.
        case search = 12
        /// A clockwise arrow.
        case refresh = 13
        /// A cross.
        case stop = 14
        /// A camera.
        case camera = 15
        /// A bin.
        case trash = 16
        /// A triangle pointing right.
        case play = 17
        /// Two bars.
        case pause = 18
        /// Two triangles pointing left.
        case rewind = 19
        /// Two triangles pointing right.
        case fastForward = 20
        /// An arrow turning back to the left.
        case undo = 21
        /// An arrow turning back to the right.
        case redo = 22
        /// A page (deprecated in UIKit since iOS 11).
        case pageCurl = 23
        /// A cross in a filled circle.
        case close = 24

        /// The words a text item shows (English, as the system's default localization).
        var title: String? {
            switch self {
            case .done: return "Done"
            case .cancel: return "Cancel"
            case .edit: return "Edit"
            case .save: return "Save"
            default: return nil
            }
        }

        /// The SF Symbol name of a glyph item's picture.
        var symbolName: String? {
            switch self {
            case .add: return "plus"
            case .compose: return "square.and.pencil"
            case .reply: return "arrowshape.turn.up.left"
            case .action: return "square.and.arrow.up"
            case .organize: return "folder"
            case .bookmarks: return "book"
            case .search: return "magnifyingglass"
            case .refresh: return "arrow.clockwise"
            case .stop: return "xmark"
            case .camera: return "camera"
            case .trash: return "trash"
            case .play: return "play.fill"
            case .pause: return "pause.fill"
            case .rewind: return "backward.fill"
            case .fastForward: return "forward.fill"
            case .undo: return "arrow.uturn.backward"
            case .redo: return "arrow.uturn.forward"
            case .pageCurl: return "doc"
            case .close: return "xmark.circle.fill"
            case .done, .cancel, .edit, .save, .flexibleSpace, .fixedSpace: return nil
            }
        }

        /// Whether the item draws in bold, as the confirming items do.
        var isProminent: Bool { self == .done || self == .save }
    }

    /// How a bar draws an item's title.
    public enum Style: Int, Sendable {
        /// The regular weight.
        case plain = 0
        /// Deprecated in UIKit since iOS 8; drawn as `.plain`, as iOS draws it now.
        case bordered = 1
        /// Bold: the item that confirms (Done).
        case done = 2
    }
}
