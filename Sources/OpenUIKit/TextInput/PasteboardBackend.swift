import Foundation

/// Where a pasteboard's text really lives: in this process (`InProcessPasteboardBackend`,
/// headless and in tests), or in the display server, shared with other applications (the
/// X11 host installs its clipboard as `UIPasteboard.general`'s backend, and its primary
/// selection as `UIPasteboard.primarySelection`'s).
@MainActor
protocol PasteboardBackend: AnyObject {
    /// The text on the pasteboard now, whoever put it there; nil when it holds no text.
    func readString() -> String?
    /// Puts `string` on the pasteboard (nil empties it), taking ownership from other programs.
    func write(_ string: String?)
    /// Goes up by one each time the contents change: a write here, or another program
    /// taking the pasteboard over.
    var changeCount: Int { get }
}
