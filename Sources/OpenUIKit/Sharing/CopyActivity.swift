import Foundation

/// The system's Copy: the items' text, URLs and attributed strings' text go to the general
/// pasteboard, one per line (the pasteboard holds text only, so images are not offered it).
@MainActor
final class CopyActivity: UIActivity {
    private var texts: [String] = []

    override var activityType: UIActivity.ActivityType? { .copyToPasteboard }
    override var activityTitle: String? { "Copy" }
    override var activityImage: UIImage? { UIImage(systemName: "doc.on.doc") }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        !Self.texts(in: activityItems).isEmpty
    }

    override func prepare(withActivityItems activityItems: [Any]) {
        texts = Self.texts(in: activityItems)
    }

    override func perform() {
        UIPasteboard.general.strings = texts
        activityDidFinish(true)
    }

    /// The text of each item that has one.
    static func texts(in items: [Any]) -> [String] {
        items.compactMap { item -> String? in
            switch item {
            case let text as String: text
            case let text as NSString: String(text)
            case let url as URL: url.isFileURL ? url.path : url.absoluteString
            case let url as NSURL: (url as URL).isFileURL ? (url as URL).path : url.absoluteString
            case let attributed as NSAttributedString: attributed.string
            default: nil
            }
        }
    }
}
