import Foundation

/// One tile of the document browser's grid: the document's icon, its name (two lines at
/// most, without the extension) and its size, as the Files app's icon view shows them; or
/// the Create Document tile.
@MainActor
final class DocumentBrowserCell: UICollectionViewCell {
    /// The icon's square, in points, at the top of the tile.
    static let iconSide: CGFloat = 100
    /// The gap between the icon and the name, in points.
    static let labelGap: CGFloat = 6
    /// The name's and the size's font sizes, in points (Files' 13 and 11).
    static let nameFontSize: CGFloat = 13
    static let detailFontSize: CGFloat = 11

    let iconView = DocumentIconView(frame: .zero)
    let nameLabel = UILabel()
    let detailLabel = UILabel()

    override init(frame: CGRect) {
        super.init(frame: frame)
        nameLabel.font = .systemFont(ofSize: Self.nameFontSize, weight: .medium)
        nameLabel.textAlignment = .center
        nameLabel.numberOfLines = 2
        nameLabel.lineBreakMode = .byTruncatingTail
        detailLabel.font = .systemFont(ofSize: Self.detailFontSize)
        detailLabel.textAlignment = .center
        for subview in [iconView, nameLabel, detailLabel] as [UIView] { contentView.addSubview(subview) }
        isAccessibilityElement = true
        accessibilityTraits = .button
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Shows the document at `url`: its picture when it is an image, else a page.
    func show(document url: URL, thumbnail: UIImage?) {
        iconView.content = thumbnail.map { .picture($0) } ?? .page(fileExtension: url.pathExtension)
        nameLabel.text = url.deletingPathExtension().lastPathComponent
        let bytes = (try? FileManager.default.attributesOfItem(atPath: url.path))?[.size] as? NSNumber
        detailLabel.text = bytes.map { Self.sizeText(bytes: $0.int64Value) }
        accessibilityLabel = nameLabel.text
        setNeedsLayout()
    }

    /// Shows the Create Document tile.
    func showCreateDocument() {
        iconView.content = .create
        nameLabel.text = "Create Document"
        nameLabel.textColor = .systemBlue
        detailLabel.text = nil
        accessibilityLabel = nameLabel.text
        setNeedsLayout()
    }

    /// A file size as Files writes it: bytes under a kilobyte, then KB and MB (1000-based).
    static func sizeText(bytes: Int64) -> String {
        if bytes == 0 { return "Zero KB" }
        if bytes < 1000 { return "\(bytes) bytes" }
        if bytes < 1_000_000 { return "\(Int((Double(bytes) / 1000).rounded())) KB" }
        return String(format: "%.1f MB", Double(bytes) / 1_000_000)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = contentView.bounds.width
        iconView.frame = CGRect(x: (width - Self.iconSide) / 2, y: 0, width: Self.iconSide, height: Self.iconSide)
        let nameTop = Self.iconSide + Self.labelGap
        let nameHeight = nameLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        nameLabel.frame = CGRect(x: 0, y: nameTop, width: width, height: nameHeight)
        let detailHeight = detailLabel.sizeThatFits(CGSize(width: width, height: .greatestFiniteMagnitude)).height
        detailLabel.frame = CGRect(x: 0, y: nameLabel.frame.maxY + 2, width: width, height: detailHeight)
    }
}
