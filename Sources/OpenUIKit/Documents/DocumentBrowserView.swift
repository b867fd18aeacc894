import Foundation

/// A document browser's view, laid out as the Files app's: a bar with the folder's large
/// title and the app's extra buttons, over a scrolling grid of document tiles.
@MainActor
final class DocumentBrowserView: UIView {
    /// The grid's tile size, in points: a 100-point icon with two lines of name and a line
    /// of date under it.
    static let tileSize = CGSize(width: 112, height: 168)
    /// The space between tiles and around the grid, in points.
    static let tileSpacing: CGFloat = 20

    let bar = UINavigationBar(frame: .zero)
    let barItem = UINavigationItem(title: "")
    let collectionView: UICollectionView
    /// What the grid shows (its data source and delegate).
    let grid: DocumentBrowserGrid

    init(grid: DocumentBrowserGrid) {
        self.grid = grid
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = Self.tileSize
        layout.minimumInteritemSpacing = Self.tileSpacing
        layout.minimumLineSpacing = Self.tileSpacing
        layout.sectionInset = UIEdgeInsets(top: Self.tileSpacing, left: Self.tileSpacing, bottom: Self.tileSpacing, right: Self.tileSpacing)
        collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        super.init(frame: .zero)
        collectionView.register(DocumentBrowserCell.self, forCellWithReuseIdentifier: DocumentBrowserGrid.cellIdentifier)
        collectionView.dataSource = grid
        collectionView.delegate = grid
        collectionView.alwaysBounceVertical = true
        addSubview(collectionView)
        bar.prefersLargeTitles = true
        bar.pushItem(barItem, animated: false)
        addSubview(bar)
    }

    /// Never made from a storyboard: the browser makes its own view.
    required init?(coder: NSCoder) {
        Diagnostics.warn("DocumentBrowserView cannot be decoded; a document browser makes its own view")
        return nil
    }

    /// The large title over the grid.
    var title: String {
        get { barItem.title ?? "" }
        set { barItem.title = newValue }
    }

    /// Colours the view for `style`.
    func apply(_ style: UIDocumentBrowserViewController.BrowserUserInterfaceStyle) {
        let background: UIColor
        switch style {
        case .white: background = .systemBackground
        case .light: background = .systemGroupedBackground
        case .dark: background = UIColor(white: 0.11, alpha: 1)
        }
        backgroundColor = background
        collectionView.backgroundColor = background
        bar.barTintColor = background
        bar.largeTitleTextAttributes = style == .dark ? [.foregroundColor: UIColor.white] : nil
        bar.titleTextAttributes = style == .dark ? [.foregroundColor: UIColor.white] : nil
        grid.nameColour = style == .dark ? .white : .label
        grid.detailColour = style == .dark ? UIColor(white: 0.6, alpha: 1) : .secondaryLabel
        collectionView.reloadData()
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let top = safeAreaInsets.top
        let barHeight = bar.sizeThatFits(bounds.size).height
        bar.frame = CGRect(x: 0, y: top, width: bounds.width, height: barHeight)
        collectionView.frame = CGRect(x: 0, y: top + barHeight, width: bounds.width, height: max(0, bounds.height - top - barHeight))
    }
}
