import Foundation

extension UIViewController {
    /// The nearest split view controller among this controller's ancestors, or nil.
    public var splitViewController: UISplitViewController? {
        var ancestor = parent
        while let current = ancestor {
            if let split = current as? UISplitViewController { return split }
            ancestor = current.parent
        }
        return nil
    }
}
