import Foundation

extension UICollectionView {
    /// Which kind of view a set of layout attributes describes.
    public enum ElementCategory: UInt, Sendable {
        /// A cell, made by the data source.
        case cell
        /// A supplementary view (a header, a footer), made by the data source.
        case supplementaryView
        /// A decoration view, made by the collection view from the layout's registration.
        case decorationView
    }

    /// The kind of a flow layout's section headers.
    nonisolated public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a flow layout's section footers.
    nonisolated public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"
}

/// The kind of a flow layout's section headers, under its name before Swift 4.2.
public let UICollectionElementKindSectionHeader = "UICollectionElementKindSectionHeader"
/// The kind of a flow layout's section footers, under its name before Swift 4.2.
public let UICollectionElementKindSectionFooter = "UICollectionElementKindSectionFooter"
