import Foundation

extension UICollectionView {
    /// The direction a flow layout's content scrolls in.
    public enum ScrollDirection: Int, Sendable {
        /// Lines run across, and the content scrolls up and down.
        case vertical
        /// Lines run down, and the content scrolls sideways.
        case horizontal
    }
}
