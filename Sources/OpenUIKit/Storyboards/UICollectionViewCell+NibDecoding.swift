import Foundation

/// What collection view cells and reusable views read from their storyboard or xib elements.
extension UICollectionReusableView {
    /// Decodes the reuse identifier.
    func decodeReusableView(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        if let identifier = coder.string("reuseIdentifier") { reuseIdentifier = identifier }
    }
}

extension UICollectionViewCell {
    /// The content view the document gives (`<view key="contentView">`, or
    /// `<collectionViewCellContentView key="contentView">` from Xcode 11 on), with its
    /// subviews, or `nil` for another coder or a cell without one.
    static func decodedContentView(from coder: NSCoder) -> UIView? {
        (coder as? NibCoder)?.makeView(key: "contentView")
    }
}
