import Foundation

/// The object that tells a collection view how many sections and items it has and makes
/// their cells and supplementary views.
///
/// The two item methods are required, as in UIKit; the others have default implementations
/// (one section; a supplementary view asked for but not provided is an error reported once).
@preconcurrency @MainActor
public protocol UICollectionViewDataSource: NSObjectProtocol {
    /// The number of items in `section`.
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int
    /// The cell for the item at `indexPath`, from `dequeueReusableCell(withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell
    /// The number of sections. One by default.
    func numberOfSections(in collectionView: UICollectionView) -> Int
    /// The supplementary view of `kind` at `indexPath`, from
    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`.
    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView
}

extension UICollectionViewDataSource {
    /// One section.
    public func numberOfSections(in collectionView: UICollectionView) -> Int { 1 }

    /// Reports that the layout asked for a supplementary view the data source does not make
    /// (UIKit raises an exception here), and answers an empty view.
    public func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                               at indexPath: IndexPath) -> UICollectionReusableView {
        Diagnostics.warn("the layout asked for a supplementary view of kind \(MessageText.quoted(kind)), but the data source \(type(of: self)) does not implement collectionView(_:viewForSupplementaryElementOfKind:at:); an empty view is shown",
                         once: "UICollectionViewDataSource.supplementary.\(type(of: self)).\(kind)")
        return UICollectionReusableView(frame: .zero)
    }
}
