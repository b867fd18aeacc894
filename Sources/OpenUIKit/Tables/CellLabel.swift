import Foundation

/// A cell's standard label: new text lays the cell out again, since the labels' frames (a
/// value1 cell's detail width, a subtitle's lines) follow their text.
final class CellLabel: UILabel {
    /// The cell whose layout depends on the text.
    weak var owner: UIView?

    override var text: String? {
        didSet { owner?.setNeedsLayout() }
    }

    override var attributedText: NSAttributedString? {
        didSet { owner?.setNeedsLayout() }
    }

    override var font: UIFont! {
        didSet { owner?.setNeedsLayout() }
    }
}
