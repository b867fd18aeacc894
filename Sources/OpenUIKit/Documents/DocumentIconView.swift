import Foundation

/// A document tile's icon: the picture of an image document (fitted, with a hairline
/// border), a page with a folded corner and the file's extension for other documents, or
/// the Create Document tile's plus.
@MainActor
final class DocumentIconView: UIView {
    /// What the icon shows.
    enum Content {
        case picture(UIImage)
        case page(fileExtension: String)
        case create
    }

    /// A page's proportions inside the icon's square: width and height as fractions of its
    /// side (a US letter page, 8.5 × 11, rounded).
    static let pageWidthFraction: CGFloat = 0.74
    static let pageHeightFraction: CGFloat = 0.96
    /// The folded corner's size, in points.
    static let foldSize: CGFloat = 18
    /// The Create tile's plus: arm length and stroke width, in points.
    static let plusLength: CGFloat = 34
    static let plusWidth: CGFloat = 3
    /// The Create tile's and a picture's corner radius, in points.
    static let cornerRadius: CGFloat = 10

    private let extensionLabel = UILabel()

    var content: Content = .create {
        didSet {
            switch content {
            case .page(let fileExtension): extensionLabel.text = fileExtension.uppercased()
            default: extensionLabel.text = nil
            }
            setNeedsDisplay()
            setNeedsLayout()
        }
    }

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        backgroundColor = .clear
        extensionLabel.font = .systemFont(ofSize: 13, weight: .semibold)
        extensionLabel.textColor = .systemGray
        extensionLabel.textAlignment = .center
        addSubview(extensionLabel)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The page's rectangle, bottom-aligned and centred in the square.
    private var pageRect: CGRect {
        let width = bounds.width * Self.pageWidthFraction
        let height = bounds.height * Self.pageHeightFraction
        return CGRect(x: bounds.midX - width / 2, y: bounds.maxY - height, width: width, height: height)
    }

    /// A picture's rectangle: its aspect ratio, fitted to the square and bottom-aligned.
    private func pictureRect(for image: UIImage) -> CGRect {
        guard image.size.width > 0, image.size.height > 0 else { return bounds }
        let scale = min(bounds.width / image.size.width, bounds.height / image.size.height)
        let size = CGSize(width: image.size.width * scale, height: image.size.height * scale)
        return CGRect(x: bounds.midX - size.width / 2, y: bounds.maxY - size.height, width: size.width, height: size.height)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let page = pageRect
        extensionLabel.frame = CGRect(x: page.minX, y: page.midY - 10, width: page.width, height: 20)
    }

    override func draw(_ rect: CGRect) {
        switch content {
        case .picture(let image):
            let frame = pictureRect(for: image).insetBy(dx: 0.5, dy: 0.5)
            image.draw(in: frame)
            UIColor.systemGray4.setStroke()
            let border = UIBezierPath(rect: frame)
            border.lineWidth = 1
            border.stroke()
        case .page:
            let page = pageRect.insetBy(dx: 0.5, dy: 0.5)
            let fold = Self.foldSize
            let outline = UIBezierPath()
            outline.move(to: CGPoint(x: page.minX, y: page.minY))
            outline.addLine(to: CGPoint(x: page.maxX - fold, y: page.minY))
            outline.addLine(to: CGPoint(x: page.maxX, y: page.minY + fold))
            outline.addLine(to: CGPoint(x: page.maxX, y: page.maxY))
            outline.addLine(to: CGPoint(x: page.minX, y: page.maxY))
            outline.close()
            UIColor.white.setFill()
            outline.fill()
            UIColor.systemGray3.setStroke()
            outline.lineWidth = 1
            outline.stroke()
            let corner = UIBezierPath()
            corner.move(to: CGPoint(x: page.maxX - fold, y: page.minY))
            corner.addLine(to: CGPoint(x: page.maxX - fold, y: page.minY + fold))
            corner.addLine(to: CGPoint(x: page.maxX, y: page.minY + fold))
            corner.close()
            UIColor.systemGray6.setFill()
            corner.fill()
            corner.lineWidth = 1
            corner.stroke()
        case .create:
            let tile = pageRect.insetBy(dx: 0.5, dy: 0.5)
            let background = UIBezierPath(roundedRect: tile, cornerRadius: Self.cornerRadius)
            UIColor.systemGray6.setFill()
            background.fill()
            UIColor.systemGray4.setStroke()
            background.lineWidth = 1
            background.stroke()
            let plus = UIBezierPath()
            let half = Self.plusLength / 2
            plus.move(to: CGPoint(x: tile.midX - half, y: tile.midY))
            plus.addLine(to: CGPoint(x: tile.midX + half, y: tile.midY))
            plus.move(to: CGPoint(x: tile.midX, y: tile.midY - half))
            plus.addLine(to: CGPoint(x: tile.midX, y: tile.midY + half))
            plus.lineWidth = Self.plusWidth
            plus.lineCapStyle = .round
            UIColor.systemBlue.setStroke()
            plus.stroke()
        }
    }
}
