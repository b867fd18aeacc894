import Foundation

/// The share sheet's view, in iOS 15's look: on the grouped grey background, a header
/// naming the items with a close button at its right, a hairline, then the activities' rows
/// in one white rounded group.
@MainActor
final class ActivitySheetView: UIView {
    /// The header's height, in points.
    static let headerHeight: CGFloat = 64
    /// The margin around the rows' group and the header's text, in points.
    static let margin: CGFloat = 16
    /// The radius of the rows' group's corners, in points.
    static let groupCornerRadius: CGFloat = 10
    /// The close button's side, in points.
    static let closeButtonSide: CGFloat = 30
    /// The header's title size, in points.
    static let titleFontSize: CGFloat = 15
    /// A popover's width, in points.
    static let popoverWidth: CGFloat = 320

    private weak var controller: UIActivityViewController?
    private let titleLabel = UILabel(frame: .zero)
    private let closeButton = UIButton(type: .system)
    private let headerLine = UIView(frame: .zero)
    private let group = UIView(frame: .zero)
    private(set) var rows: [ActivityRowView] = []
    private var separators: [UIView] = []

    init(controller: UIActivityViewController) {
        self.controller = controller
        super.init(frame: .zero)
        backgroundColor = .systemGroupedBackground
        titleLabel.font = .boldSystemFont(ofSize: Self.titleFontSize)
        titleLabel.textColor = .label
        titleLabel.text = Self.summary(of: controller.placeholderItems)
        addSubview(titleLabel)
        closeButton.setImage(UIImage(systemName: "xmark.circle.fill"), for: .normal)
        closeButton.tintColor = .systemGray3
        closeButton.accessibilityLabel = "Close"
        closeButton.addTarget(self, action: Selector(ActivitySheetView.closeTapped), for: .touchUpInside)
        addSubview(closeButton)
        headerLine.backgroundColor = .separator
        addSubview(headerLine)
        group.backgroundColor = .secondarySystemGroupedBackground
        group.layer.cornerRadius = Self.groupCornerRadius
        group.clipsToBounds = true
        addSubview(group)
        activitiesDidChange()
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// Makes the rows again for the activities listed now.
    func activitiesDidChange() {
        for view in rows as [UIView] + separators { view.removeFromSuperview() }
        rows = (controller?.listedActivities ?? []).map { activity in
            let row = ActivityRowView(activity: activity)
            row.addTarget(self, action: Selector(ActivitySheetView.rowTapped), for: .touchUpInside)
            group.addSubview(row)
            return row
        }
        separators = rows.dropFirst().map { _ in
            let line = UIView(frame: .zero)
            line.backgroundColor = .separator
            group.addSubview(line)
            return line
        }
        group.isHidden = rows.isEmpty
        setNeedsLayout()
    }

    /// The size the content needs at a popover's width.
    var fittingSize: CGSize {
        let rowsHeight = rows.isEmpty ? 0 : CGFloat(rows.count) * ActivityRowView.height + 2 * Self.margin
        return CGSize(width: Self.popoverWidth, height: Self.headerHeight + rowsHeight)
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let margin = Self.margin
        let top = safeAreaInsets.top
        let side = Self.closeButtonSide
        closeButton.frame = CGRect(x: bounds.width - margin - side, y: top + (Self.headerHeight - side) / 2, width: side, height: side)
        titleLabel.frame = CGRect(x: margin, y: top, width: max(0, closeButton.frame.minX - 2 * margin), height: Self.headerHeight)
        let hairline = 1 / max(1, window?.screenScale ?? 1)
        headerLine.frame = CGRect(x: 0, y: top + Self.headerHeight - hairline, width: bounds.width, height: hairline)
        group.frame = CGRect(x: margin, y: top + Self.headerHeight + margin, width: max(0, bounds.width - 2 * margin),
                             height: CGFloat(rows.count) * ActivityRowView.height)
        for (index, row) in rows.enumerated() {
            row.frame = CGRect(x: 0, y: CGFloat(index) * ActivityRowView.height, width: group.bounds.width, height: ActivityRowView.height)
        }
        for (index, line) in separators.enumerated() {
            let y = CGFloat(index + 1) * ActivityRowView.height
            line.frame = CGRect(x: ActivityRowView.sideInset, y: y - hairline / 2, width: group.bounds.width - ActivityRowView.sideInset, height: hairline)
        }
    }

    func rowTapped(_ sender: ActivityRowView) {
        controller?.choose(sender.activity)
    }

    func closeTapped(_ sender: UIButton) {
        controller?.close()
    }

    /// The header's text: a text's first line, a URL's host (a file's name), or a count of
    /// images or items, as iOS's share sheet names what it shares.
    static func summary(of items: [Any]) -> String {
        if items.count == 1 {
            switch items[0] {
            case let url as URL: return url.isFileURL ? url.lastPathComponent : (url.host ?? url.absoluteString)
            case let url as NSURL: return summary(of: [url as URL])
            case is UIImage: return "1 Image"
            default:
                if let text = CopyActivity.texts(in: items).first {
                    return text.split(separator: "\n", omittingEmptySubsequences: true).first.map(String.init) ?? text
                }
            }
        }
        if !items.isEmpty, items.allSatisfy({ $0 is UIImage }) { return "\(items.count) Images" }
        return items.count == 1 ? "1 Item" : "\(items.count) Items"
    }
}
