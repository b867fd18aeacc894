import Foundation

/// Text shared between applications through copy and paste.
///
/// `general` is the system clipboard: on X11 the `CLIPBOARD` selection, so text copied here
/// pastes into other programs and theirs pastes here; with no display server it lives in
/// this process. Only text is supported: `string` and `strings`, and `items` holding text.
@preconcurrency @MainActor
open class UIPasteboard: NSObject {
    /// The type identifier `items` uses for plain UTF-8 text.
    static let plainTextType = "public.utf8-plain-text"

    /// The system clipboard.
    public static let general = UIPasteboard(backend: InProcessPasteboardBackend())

    /// The text last selected (X11's `PRIMARY` selection, which a middle click pastes in
    /// other programs): text fields put their selection here. Not UIKit API; internal.
    static let primarySelection = UIPasteboard(backend: InProcessPasteboardBackend())

    /// Where the text is kept; the X11 host replaces it with its selection when it starts.
    var backend: PasteboardBackend

    init(backend: PasteboardBackend) {
        self.backend = backend
        super.init()
    }

    /// The first string on the pasteboard; setting it replaces the contents (nil empties it).
    open var string: String? {
        get { backend.readString() }
        set { backend.write(newValue) }
    }

    /// The strings on the pasteboard. A display server's selection holds one text, so
    /// several strings are kept joined by line breaks, as one item.
    open var strings: [String]? {
        get { backend.readString().map { [$0] } }
        set { backend.write(newValue.flatMap { $0.isEmpty ? nil : $0.joined(separator: "\n") }) }
    }

    /// Whether the pasteboard holds text.
    open var hasStrings: Bool { backend.readString() != nil }

    /// The pasteboard's items, each a dictionary of type identifiers to values: one item
    /// with the text under `"public.utf8-plain-text"`, or none. Setting keeps the items'
    /// string values (under that type or `"public.text"`/`"public.plain-text"`) and reports
    /// other types, which are not supported.
    open var items: [[String: Any]] {
        get { backend.readString().map { [[UIPasteboard.plainTextType: $0]] } ?? [] }
        set {
            var texts: [String] = []
            for item in newValue {
                let text = item[UIPasteboard.plainTextType] ?? item["public.plain-text"] ?? item["public.text"]
                if let string = text as? String {
                    texts.append(string)
                } else {
                    Diagnostics.warn("UIPasteboard: items hold only text here; an item with types \(item.keys.sorted()) was left out",
                                     once: "UIPasteboard.items.nonText")
                }
            }
            strings = texts
        }
    }

    /// How many items the pasteboard holds: 1 with text, else 0.
    open var numberOfItems: Int { hasStrings ? 1 : 0 }

    /// Goes up whenever the contents change, here or (on X11) in another program.
    open var changeCount: Int { backend.changeCount }
}
