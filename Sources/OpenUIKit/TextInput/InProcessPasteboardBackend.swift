import Foundation

/// A pasteboard that lives only in this process: what `UIPasteboard` uses with no display
/// server (headless runs and tests), so copy and paste still work inside the app.
@MainActor
final class InProcessPasteboardBackend: PasteboardBackend {
    private var string: String?
    private(set) var changeCount = 0

    func readString() -> String? { string }

    func write(_ string: String?) {
        self.string = string
        changeCount += 1
    }
}
