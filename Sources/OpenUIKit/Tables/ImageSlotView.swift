import Foundation

/// A cell's standard image view: setting its image lays the cell out again, as the labels
/// move aside for it.
final class ImageSlotView: UIImageView {
    /// The cell whose layout depends on the image.
    weak var owner: UITableViewCell?

    override var image: UIImage? {
        didSet { owner?.setNeedsLayout() }
    }
}
