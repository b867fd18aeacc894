import Foundation
import OpenUIKit

/// A card on the table: comes to the front of the pile as soon as a finger lands on it, as
/// a real card picked up from a table would.
open class TableCardView: PlayingCardView {
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        superview?.bringSubviewToFront(self)
        super.touchesBegan(touches, with: event)
    }
}
