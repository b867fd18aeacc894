import Foundation

/// A place in a text input's text, between two characters. UIKit leaves what it holds to the
/// text input that makes it (an abstract class): the text fields and text views here make
/// positions that hold a UTF-16 offset, and custom text inputs subclass it with their own.
@preconcurrency @MainActor
open class UITextPosition: NSObject {
    /// A position; a subclass says what it points at.
    public override init() {
        super.init()
    }
}
