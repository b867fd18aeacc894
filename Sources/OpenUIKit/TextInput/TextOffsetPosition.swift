import Foundation

/// The positions UIKit's own text fields and text views hand out: a UTF-16 offset from the
/// start of their text, equal to another such position at the same offset.
@MainActor
final class TextOffsetPosition: UITextPosition {
    /// UTF-16 units before the position.
    let offset: Int

    init(offset: Int) {
        self.offset = offset
        super.init()
    }

    /// The range of `range` (UTF-16) in these positions.
    static func range(_ range: NSRange) -> UITextRange {
        UITextRange(start: TextOffsetPosition(offset: range.location), end: TextOffsetPosition(offset: range.location + range.length))
    }

    override func isEqual(_ object: Any?) -> Bool {
        (object as? TextOffsetPosition)?.offset == offset
    }

    override var hash: Int { offset.hashValue }
}
