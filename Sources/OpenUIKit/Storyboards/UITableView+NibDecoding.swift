import Foundation

/// What a table view reads from its `<tableView>` element: its style, heights, separators and
/// selection settings, and either its prototype cells (registered under their reuse
/// identifiers, each dequeue making one anew) or, for `dataMode="static"`, its sections of
/// cells, made with the scene.
extension UITableView {
    /// The style a storyboard's `<tableView style="…">` names (nil outside a storyboard, or
    /// for a style this table does not have, with a warning).
    static func decodedStyle(from coder: NSCoder) -> Style? {
        guard let coder = coder as? NibCoder, let name = coder.string("style") else { return nil }
        switch name {
        case "plain": return .plain
        case "grouped": return .grouped
        case "insetGrouped": return .insetGrouped
        default:
            Diagnostics.warn("a storyboard table view's style \(MessageText.quoted(name)) is not one of plain, grouped and insetGrouped; plain is used")
            return nil
        }
    }

    /// The section header and footer height Xcode writes for each style when the developer
    /// left it alone (plain 28, grouped 18), in points: read as "automatic", so a section
    /// without a title has no header, as in UIKit.
    static func storyboardDefaultSectionHeight(for style: Style) -> CGFloat {
        style == .plain ? 28 : 18
    }

    /// Interface Builder's `separatorStyle=` names.
    static let storyboardSeparatorStyles: [String: UITableViewCell.SeparatorStyle] = [
        "default": .singleLine, "singleLine": .singleLine, "singleLineEtched": .singleLineEtched, "none": .none,
    ]

    /// Decodes the attributes, then the prototypes or the static sections.
    func decodeTableView(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        let element = coder.element
        if let height = coder.number("rowHeight") { rowHeight = height < 0 ? Self.automaticDimension : CGFloat(height) }
        if let height = coder.number("estimatedRowHeight") {
            estimatedRowHeight = height < 0 ? Self.automaticDimension : CGFloat(height)
        }
        let untouched = Self.storyboardDefaultSectionHeight(for: style)
        if let height = coder.number("sectionHeaderHeight"), CGFloat(height) != untouched {
            sectionHeaderHeight = height < 0 ? Self.automaticDimension : CGFloat(height)
        }
        if let height = coder.number("sectionFooterHeight"), CGFloat(height) != untouched {
            sectionFooterHeight = height < 0 ? Self.automaticDimension : CGFloat(height)
        }
        if let name = element["separatorStyle"] {
            if let style = Self.storyboardSeparatorStyles[name] { separatorStyle = style } else {
                coder.loader.warn("separatorStyle=\"\(MessageText.quoted(name))\" is not a table separator style", at: element)
            }
        }
        if let color = coder.color("separatorColor") { separatorColor = color }
        if let flag = coder.bool("allowsSelection") { allowsSelection = flag }
        if let flag = coder.bool("allowsMultipleSelection") { allowsMultipleSelection = flag }
        if let flag = coder.bool("allowsSelectionDuringEditing") { allowsSelectionDuringEditing = flag }
        if let flag = coder.bool("allowsMultipleSelectionDuringEditing") { allowsMultipleSelectionDuringEditing = flag }
        decodePrototypes(coder)
        switch element["dataMode"] {
        case "static": decodeStaticSections(coder)
        case nil, "prototypes": break
        case let other?: coder.loader.warn("dataMode=\"\(MessageText.quoted(other))\" is not prototypes or static", at: element)
        }
    }

    /// Registers each `<prototypes>` cell under its reuse identifier; a dequeue makes it from
    /// its element by an instantiation of its own, as a compiled storyboard keeps each
    /// prototype in a nib of its own.
    private func decodePrototypes(_ coder: NibCoder) {
        let loader = coder.loader
        for cell in coder.element.child("prototypes")?.children ?? [] {
            guard let identifier = cell["reuseIdentifier"], !identifier.isEmpty else {
                loader.warn("a prototype <\(cell.name)> has no reuseIdentifier; it cannot be dequeued and is left out", at: cell)
                continue
            }
            let source = NibPrototypeSource(loader)
            registrations[identifier] = .prototype { source.instantiate(cell) as? UITableViewCell }
        }
    }

    /// Makes a static table's cells now, with the scene, so the controller's outlets reach
    /// them; its `UITableViewController` shows them.
    private func decodeStaticSections(_ coder: NibCoder) {
        var sections: [StaticTableContent.Section] = []
        for sectionElement in coder.element.child("sections")?.children(named: "tableViewSection") ?? [] {
            var cells: [UITableViewCell] = []
            for cellElement in sectionElement.child("cells")?.children ?? [] {
                if let cell = coder.loader.make(cellElement) as? UITableViewCell {
                    cells.append(cell)
                } else {
                    coder.loader.warn("<\(cellElement.name)> in a static section is not a table view cell; it is left out", at: cellElement)
                }
            }
            sections.append(StaticTableContent.Section(headerTitle: sectionElement["headerTitle"],
                                                       footerTitle: sectionElement["footerTitle"], cells: cells))
        }
        staticContent = StaticTableContent(sections: sections)
    }
}
