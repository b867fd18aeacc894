import Foundation

/// What a split view controller reads from its storyboard element.
extension UISplitViewController {
    /// The classic interface's primary (`masterViewController`) and secondary
    /// (`detailViewController`) controllers.
    func decodeSplitViewController(from coder: NibCoder) {
        var master: UIViewController?
        var detail: UIViewController?
        for (name, child) in relationshipChildren(from: coder) {
            switch name {
            case "masterViewController" where master == nil: master = child
            case "detailViewController" where detail == nil: detail = child
            default: warnUnknownRelationship(name, in: coder)
            }
        }
        if let master { viewControllers = [master] + (detail.map { [$0] } ?? []) }
        else if detail != nil {
            coder.loader.warn("<splitViewController id=\"\(coder.element.id ?? "?")\"> has a detail but no masterViewController relationship; it is left empty", at: coder.element)
        }
    }
}
