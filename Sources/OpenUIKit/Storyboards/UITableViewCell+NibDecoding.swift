import Foundation

/// What a table cell reads from its `<tableViewCell>` element: its style, content view,
/// reuse identifier, accessories, selection style and indentation, the standard labels Xcode
/// writes into its content view, and the segues it triggers.
extension UITableViewCell {
    /// Interface Builder's `style=` names.
    static let storyboardStyles: [String: CellStyle] = [
        "IBUITableViewCellStyleDefault": .default, "IBUITableViewCellStyleValue1": .value1,
        "IBUITableViewCellStyleValue2": .value2, "IBUITableViewCellStyleSubtitle": .subtitle,
    ]

    /// Interface Builder's `selectionStyle=` names.
    static let storyboardSelectionStyles: [String: SelectionStyle] = [
        "none": .none, "blue": .blue, "gray": .gray, "default": .default,
    ]

    /// Interface Builder's `accessoryType=` and `editingAccessoryType=` names.
    static let storyboardAccessoryTypes: [String: AccessoryType] = [
        "none": .none, "disclosureIndicator": .disclosureIndicator, "detailDisclosureButton": .detailDisclosureButton,
        "checkmark": .checkmark, "detailButton": .detailButton,
    ]

    /// The segue trigger of a segue from the accessory button rather than the row.
    static let accessorySegueTrigger = "accessoryAction"

    /// The standard style a `<tableViewCell style="IBUITableViewCellStyle…">` names; nil
    /// outside a document, for a custom cell (no `style=`), or for an unknown name (reported).
    static func decodedStyle(from coder: NSCoder) -> CellStyle? {
        guard let coder = coder as? NibCoder, let name = coder.string("style") else { return nil }
        guard let style = storyboardStyles[name] else {
            coder.loader.warn("a table view cell's style \(MessageText.quoted(name)) is not one of IBUITableViewCellStyleDefault, Value1, Value2 and Subtitle; the default style is used",
                              at: coder.element)
            return nil
        }
        return style
    }

    /// The `<tableViewCellContentView key="contentView">` with its subviews, or nil.
    static func decodedContentView(from coder: NSCoder) -> UIView? {
        (coder as? NibCoder)?.makeView(key: "contentView")
    }

    /// Decodes the cell's own attributes, after its parts are assembled.
    func decodeTableViewCell(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        let element = coder.element
        let loader = coder.loader
        if let identifier = coder.string("reuseIdentifier"), !identifier.isEmpty { setReuseIdentifier(identifier) }
        if let color = coder.color("backgroundColor") { backgroundColor = color }
        if let name = element["selectionStyle"] {
            if let style = Self.storyboardSelectionStyles[name] { selectionStyle = style } else {
                loader.warn("selectionStyle=\"\(MessageText.quoted(name))\" is not a cell selection style", at: element)
            }
        }
        if let type = accessoryType(named: "accessoryType", in: coder) { accessoryType = type }
        if let type = accessoryType(named: "editingAccessoryType", in: coder) { editingAccessoryType = type }
        if let width = coder.number("indentationWidth") { indentationWidth = CGFloat(width) }
        if let level = coder.integer("indentationLevel") { indentationLevel = level }
        if let flag = coder.bool("shouldIndentWhileEditing") { shouldIndentWhileEditing = flag }
        if let flag = coder.bool("showsReorderControl") { showsReorderControl = flag }
        if let height = coder.number("rowHeight"), height > 0 { storyboardRowHeight = CGFloat(height) }
        adoptStandardViews(from: coder)
    }

    private func accessoryType(named key: String, in coder: NibCoder) -> AccessoryType? {
        guard let name = coder.element[key] else { return nil }
        guard let type = Self.storyboardAccessoryTypes[name] else {
            coder.loader.warn("\(key)=\"\(MessageText.quoted(name))\" is not a cell accessory type", at: coder.element)
            return nil
        }
        return type
    }

    /// A standard-style cell's labels and image are written into its content view and named
    /// by `textLabel=`, `detailTextLabel=` and `imageView=`. The cell lays out views of its
    /// own, so each written view gives its text, font and colours to the cell's and leaves;
    /// the id then names the cell's view, so outlets to it reach what the user sees.
    private func adoptStandardViews(from coder: NibCoder) {
        let loader = coder.loader
        func written(_ attribute: String) -> (view: UIView, element: IBElement)? {
            guard let id = coder.element[attribute] else { return nil }
            guard let element = loader.document.element(withID: id), let view = loader.objects[id] as? UIView else {
                loader.warn("\(attribute)=\"\(MessageText.quoted(id))\" names no view of this cell's content view", at: coder.element)
                return nil
            }
            return (view, element)
        }
        for attribute in ["textLabel", "detailTextLabel"] {
            guard let (view, element) = written(attribute) else { continue }
            let label = attribute == "textLabel" ? textLabel : detailTextLabel
            guard let label, let source = view as? UILabel else {
                loader.warn("\(attribute)= names a \(type(of: view)), or the cell's style has no such label; it stays as written", at: coder.element)
                continue
            }
            label.text = source.text
            if element.child("fontDescription") != nil { label.font = source.font }
            if element.child("color", key: "textColor") != nil { label.textColor = source.textColor }
            if element["textAlignment"] != nil { label.textAlignment = source.textAlignment }
            if element["numberOfLines"] != nil { label.numberOfLines = source.numberOfLines }
            source.removeFromSuperview()
            loader.registerReference(label, for: element)
        }
        if let (view, element) = written("imageView") {
            if let imageView, let source = view as? UIImageView {
                imageView.image = source.image
                source.removeFromSuperview()
                loader.registerReference(imageView, for: element)
            }
        }
    }

    /// Makes a segue in the cell's `<connections>` run when its row is selected (or, with
    /// `trigger="accessoryAction"`, when its accessory button is tapped), from `controller`
    /// with the cell as sender, after `shouldPerformSegue(withIdentifier:sender:)` agrees.
    func connectStoryboardSegue(_ segue: IBSegue, controller: UIViewController) {
        let perform: @MainActor () -> Void = { [weak controller, weak self] in
            guard let controller, let self else { return }
            if controller.shouldPerformSegue(withIdentifier: segue.identifier ?? "", sender: self) {
                controller.runStoryboardSegue(segue, sender: self, container: nil)
            }
        }
        if segue.trigger == Self.accessorySegueTrigger {
            storyboardAccessorySegue = perform
        } else {
            storyboardSelectionSegue = perform
        }
    }
}
