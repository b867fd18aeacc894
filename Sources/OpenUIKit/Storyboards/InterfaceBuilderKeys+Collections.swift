import Foundation

/// The keys storyboards set on collection views.
extension InterfaceBuilderKeys {
    /// A collection view's outlets: its data source and delegate.
    static let collectionView = InterfaceBuilderKeys(
        for: UICollectionView.self,
        outlets: [.outlet("dataSource", \UICollectionView.dataSource), .outlet("delegate", \UICollectionView.delegate)])
}
