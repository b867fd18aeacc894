import Foundation

/// A range of a text input's text, from one `UITextPosition` to another: what a text field's
/// or text view's `markedTextRange` answers. Custom text inputs subclass it and override
/// `start` and `end`; `isEmpty` compares them.
@preconcurrency @MainActor
open class UITextRange: NSObject {
    private let startPosition: UITextPosition
    private let endPosition: UITextPosition

    /// A range a subclass describes through its own `start` and `end`; until then both ends
    /// are one position, so it is empty.
    public override init() {
        let position = UITextPosition()
        startPosition = position
        endPosition = position
        super.init()
    }

    /// The range from `start` to `end`.
    init(start: UITextPosition, end: UITextPosition) {
        startPosition = start
        endPosition = end
        super.init()
    }

    /// Where the range begins.
    open var start: UITextPosition { startPosition }

    /// Where the range ends.
    open var end: UITextPosition { endPosition }

    /// Whether the range holds no characters: its start and end are the same place.
    open var isEmpty: Bool { start.isEqual(end) }
}
