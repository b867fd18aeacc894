import Foundation

/// The document browser's grid: the Create Document tile (when the browser allows
/// creation) and then the folder's documents, each a tile; selecting one picks it.
@MainActor
final class DocumentBrowserGrid: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    static let cellIdentifier = "Document"

    private weak var browser: UIDocumentBrowserViewController?
    /// The documents listed, in order.
    private(set) var documents: [URL] = []
    /// Thumbnails of image documents, by file, so scrolling back does not decode again.
    private var thumbnails: [URL: UIImage] = [:]
    /// The names' colour and the dates' (light on the dark style).
    var nameColour: UIColor = .label
    var detailColour: UIColor = .secondaryLabel

    init(browser: UIDocumentBrowserViewController) {
        self.browser = browser
        super.init()
    }

    /// Whether the first tile is Create Document.
    private var showsCreateTile: Bool { browser?.allowsDocumentCreation ?? false }

    /// Lists the folder again.
    func reload() {
        guard let browser else { return }
        documents = browser.folder.documents(ofTypes: browser.allowedContentTypes, types: browser.documentTypes)
        thumbnails = thumbnails.filter { documents.contains($0.key) }
    }

    /// The grid item showing `url`; nil when it is not listed.
    func item(of url: URL) -> Int? {
        documents.firstIndex { $0.standardizedFileURL == url.standardizedFileURL }.map { $0 + (showsCreateTile ? 1 : 0) }
    }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        documents.count + (showsCreateTile ? 1 : 0)
    }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: Self.cellIdentifier, for: indexPath)
        guard let tile = cell as? DocumentBrowserCell else { return cell }
        tile.nameLabel.textColor = nameColour
        tile.detailLabel.textColor = detailColour
        if showsCreateTile && indexPath.item == 0 {
            tile.showCreateDocument()
            return tile
        }
        let url = documents[indexPath.item - (showsCreateTile ? 1 : 0)]
        tile.show(document: url, thumbnail: thumbnail(of: url))
        return tile
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        collectionView.deselectItem(at: indexPath, animated: false)
        guard let browser else { return }
        if showsCreateTile && indexPath.item == 0 {
            browser.requestDocumentCreation()
        } else {
            browser.pick(documents[indexPath.item - (showsCreateTile ? 1 : 0)])
        }
    }

    /// An image document's picture, decoded once; nil for other documents.
    private func thumbnail(of url: URL) -> UIImage? {
        if let cached = thumbnails[url] { return cached }
        guard let type = browser?.documentTypes.typeIdentifier(forExtension: url.pathExtension),
              browser?.documentTypes.type(type, conformsTo: "public.image") == true,
              let image = UIImage(contentsOfFile: url.path) else { return nil }
        thumbnails[url] = image
        return image
    }
}
