import Foundation

/// The image picker's photo library: a grid of the pictures folder's images, square
/// thumbnails filled as Photos shows them, with Cancel in the bar. Touching one picks it.
@MainActor
final class PhotoLibraryViewController: UICollectionViewController {
    /// A thumbnail's side, in points, and the gap between thumbnails (Photos' 1-point lines
    /// are too thin for a desktop pointer, so 2).
    static let thumbnailSide: CGFloat = 100
    static let thumbnailSpacing: CGFloat = 2
    private static let cellIdentifier = "Photo"

    private var images: [URL] = []
    /// Decoded thumbnails' images by file, so scrolling back does not decode again.
    private var decoded: [URL: UIImage] = [:]
    private let emptyLabel = UILabel()

    init() {
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: Self.thumbnailSide, height: Self.thumbnailSide)
        layout.minimumInteritemSpacing = Self.thumbnailSpacing
        layout.minimumLineSpacing = Self.thumbnailSpacing
        super.init(collectionViewLayout: layout)
        title = "Photos"
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        title = "Photos"
    }

    private var picker: UIImagePickerController? { navigationController as? UIImagePickerController }

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView.backgroundColor = .systemBackground
        collectionView.register(PhotoLibraryCell.self, forCellWithReuseIdentifier: Self.cellIdentifier)
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .cancel, target: self,
                                                            action: Selector(PhotoLibraryViewController.cancel))
        emptyLabel.textAlignment = .center
        emptyLabel.numberOfLines = 0
        emptyLabel.textColor = .secondaryLabel
        collectionView.backgroundView = emptyLabel
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reload()
    }

    /// Lists the folder again (it may have changed since the picker was made).
    func reload() {
        let folder = picker?.libraryFolder ?? URL(fileURLWithPath: NSHomeDirectory())
        images = UIImagePickerController.libraryImages(in: folder)
        emptyLabel.text = images.isEmpty ? "No Photos\n\(folder.path)" : nil
        collectionView.reloadData()
    }

    func cancel() {
        picker?.cancel()
    }

    override func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        images.count
    }

    override func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
        let url = images[indexPath.item]
        if decoded[url] == nil { decoded[url] = UIImage(contentsOfFile: url.path) }
        (cell as? PhotoLibraryCell)?.imageView.image = decoded[url]
        cell.accessibilityLabel = url.deletingPathExtension().lastPathComponent
        return cell
    }

    override func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        picker?.pick(images[indexPath.item])
    }

    /// The files shown, in order (for tests).
    var listedImages: [URL] { images }
}

/// One thumbnail: the image filling a square, clipped.
final class PhotoLibraryCell: UICollectionViewCell {
    let imageView = UIImageView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        imageView.contentMode = .scaleAspectFill
        imageView.clipsToBounds = true
        imageView.frame = contentView.bounds
        imageView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        imageView.backgroundColor = .secondarySystemBackground
        contentView.addSubview(imageView)
        isAccessibilityElement = true
        accessibilityTraits = .image
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }
}
