import Foundation

/// What a view reads from its storyboard or xib element in `init(coder:)`.
extension UIView {
    /// Decodes the inspector values every view has, makes the subviews, and queues the
    /// constraints; does nothing for a coder that is not a document's.
    func decodeView(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        let element = coder.element
        if let frame = coder.rect("frame") { self.frame = frame }
        if let maskElement = element.child("autoresizingMask", key: "autoresizingMask"),
           let mask = coder.report({ () throws(IBError) in try IBAutoresizingMask(maskElement) }) {
            autoresizingMask = AutoresizingMask(rawValue: mask.rawValue)
        }
        if let flag = coder.bool("translatesAutoresizingMaskIntoConstraints") { translatesAutoresizingMaskIntoConstraints = flag }
        // A view Interface Builder shows with no constraints ("Layout: Inferred") is saved as
        // fixedFrame="YES", whatever its translatesAutoresizingMaskIntoConstraints says: at run
        // time its frame and autoresizing mask place it, so it is not an Auto Layout view.
        if coder.bool("fixedFrame") == true { translatesAutoresizingMaskIntoConstraints = true }
        if let color = coder.color("backgroundColor") { backgroundColor = color }
        if let color = coder.color("tintColor") { tintColor = color }
        if let alpha = coder.number("alpha") { self.alpha = CGFloat(alpha) }
        if let flag = coder.bool("hidden") { isHidden = flag }
        if let flag = coder.bool("opaque") { isOpaque = flag }
        if let flag = coder.bool("clipsSubviews") { clipsToBounds = flag }
        if let flag = coder.bool("userInteractionEnabled") { isUserInteractionEnabled = flag }
        if let tag = coder.integer("tag") { self.tag = tag }
        if let mode = element["contentMode"] {
            if let contentMode = UIView.contentModes[mode] { self.contentMode = contentMode } else {
                coder.loader.warn("contentMode=\"\(MessageText.quoted(mode))\" is not a content mode", at: element)
            }
        }
        if let name = element["semanticContentAttribute"] {
            if let attribute = UIView.semanticContentAttributes[name] { semanticContentAttribute = attribute } else {
                coder.loader.warn("semanticContentAttribute=\"\(MessageText.quoted(name))\" is not a semantic content attribute", at: element)
            }
        }
        if let insets = element.child(key: "layoutMargins"),
           let margins = coder.report({ () throws(IBError) in try insets.edgeInsets() }) {
            layoutMargins = margins
        }
        if let insets = element.child(key: "directionalLayoutMargins"),
           let margins = coder.report({ () throws(IBError) in try insets.directionalEdgeInsets() }) {
            directionalLayoutMargins = margins
        }
        decodeContentPriorities(from: coder)
        decodeAccessibility(from: coder)
        for child in element.child("subviews")?.children ?? [] {
            if let subview = coder.loader.make(child) as? UIView { addSubview(subview) }
        }
        for guide in element.children(named: "viewLayoutGuide") {
            switch guide.key {
            case "safeArea": coder.loader.registerReference(safeAreaLayoutGuide, for: guide)
            case "layoutMargins": coder.loader.registerReference(layoutMarginsGuide, for: guide)
            case "contentLayoutGuide" where self is UIScrollView, "frameLayoutGuide" where self is UIScrollView:
                break // registered by UIScrollView+NibDecoding
            default: coder.loader.warn("a <viewLayoutGuide> with key=\"\(MessageText.quoted(guide.key ?? ""))\" is not a guide views have", at: guide)
            }
        }
        if element.child("constraints") != nil { coder.loader.addConstraints(of: element) }
    }

    /// Interface Builder's size-inspector priorities, by attribute: whether each is hugging or
    /// compression resistance, and on which axis. It writes one only where it differs from
    /// UIKit's default (a label's 251 hugging), and that is what decides which view of a
    /// stack stretches.
    static let nibContentPriorities: [(attribute: String, hugging: Bool, axis: NSLayoutConstraint.Axis)] = [
        ("horizontalHuggingPriority", true, .horizontal), ("verticalHuggingPriority", true, .vertical),
        ("horizontalCompressionResistancePriority", false, .horizontal),
        ("verticalCompressionResistancePriority", false, .vertical),
    ]

    /// Applies the content hugging and compression resistance priorities the element gives;
    /// one outside 1…1000 is reported and left at the default.
    func decodeContentPriorities(from coder: NibCoder) {
        for (attribute, hugging, axis) in UIView.nibContentPriorities {
            guard let value = coder.number(attribute) else { continue }
            let priority = UILayoutPriority(Float(value))
            guard priority.isValid else {
                coder.loader.warn("\(attribute)=\"\(MessageText.quoted(coder.element[attribute] ?? ""))\" is not a priority from 1 to 1000", at: coder.element)
                continue
            }
            if hugging { setContentHuggingPriority(priority, for: axis) } else { setContentCompressionResistancePriority(priority, for: axis) }
        }
    }

    /// Interface Builder's `semanticContentAttribute=` names (it writes none for `unspecified`).
    static let semanticContentAttributes: [String: UISemanticContentAttribute] = [
        "unspecified": .unspecified, "playback": .playback, "spatial": .spatial,
        "forceLeftToRight": .forceLeftToRight, "forceRightToLeft": .forceRightToLeft,
    ]

    /// Interface Builder's `contentMode=` names.
    static let contentModes: [String: ContentMode] = [
        "scaleToFill": .scaleToFill, "scaleAspectFit": .scaleAspectFit, "scaleAspectFill": .scaleAspectFill,
        "redraw": .redraw, "center": .center, "top": .top, "bottom": .bottom, "left": .left, "right": .right,
        "topLeft": .topLeft, "topRight": .topRight, "bottomLeft": .bottomLeft, "bottomRight": .bottomRight,
    ]
}
