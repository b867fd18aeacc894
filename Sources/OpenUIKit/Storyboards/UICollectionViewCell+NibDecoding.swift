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

    /// Makes a segue in the cell's `<connections>` run when the user selects its item, from
    /// `controller` with the cell as sender, after `shouldPerformSegue(withIdentifier:sender:)`
    /// agrees, as a table cell's segue does.
    func connectStoryboardSegue(_ segue: IBSegue, controller: UIViewController) {
        storyboardSelectionSegue = { [weak controller, weak self] in
            guard let controller, let self else { return }
            if controller.shouldPerformSegue(withIdentifier: segue.identifier ?? "", sender: self) {
                controller.runStoryboardSegue(segue, sender: self, container: nil)
            }
        }
    }
}
