import Foundation

/// What a split view controller reads from its storyboard element.
extension UISplitViewController {
    /// The relationships a storyboard gives a split view controller, as columns. The classic
    /// interface has only the first two.
    static let relationshipColumns: [String: Column] = [
        "masterViewController": .primary,
        "supplementaryViewController": .supplementary,
        "detailViewController": .secondary,
        "compactViewController": .compact,
    ]

    /// The classic interface's primary (`masterViewController`) and secondary
    /// (`detailViewController`) controllers; the column interface's columns, each from its
    /// relationship (``relationshipColumns``).
    func decodeSplitViewController(from coder: NibCoder) {
        var columns: [Column: UIViewController] = [:]
        for (name, child) in relationshipChildren(from: coder) {
            guard let column = UISplitViewController.relationshipColumns[name], columns[column] == nil,
                  style != .unspecified || column == .primary || column == .secondary,
                  style == .tripleColumn || column != .supplementary else {
                warnUnknownRelationship(name, in: coder)
                continue
            }
            columns[column] = child
        }
        if style != .unspecified {
            for column in [Column.primary, .supplementary, .secondary, .compact] {
                if let controller = columns[column] { setViewController(controller, for: column) }
            }
            return
        }
        if let master = columns[.primary] { viewControllers = [master] + (columns[.secondary].map { [$0] } ?? []) }
        else if columns[.secondary] != nil {
            coder.loader.warn("<splitViewController id=\"\(coder.element.id ?? "?")\"> has a detail but no masterViewController relationship; it is left empty", at: coder.element)
        }
    }
}
