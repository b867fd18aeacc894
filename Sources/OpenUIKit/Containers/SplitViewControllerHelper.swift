import Foundation

/// The split view controller's display-mode button target and its edge swipe's delegate,
/// kept apart so the controller's public shape stays UIKit's.
@MainActor
final class SplitViewControllerHelper: NSObject, UIGestureRecognizerDelegate {
    private unowned let controller: UISplitViewController

    init(_ controller: UISplitViewController) {
        self.controller = controller
    }

    /// The display-mode button: shows hidden leading columns, or hides shown ones.
    func toggleDisplayMode() {
        if controller.displayMode.leadingColumns.count == 0 {
            controller.show(.primary)
        } else {
            controller.hide(.primary)
        }
    }

    /// The edge swipe begins only while the primary column is hidden and the interface is
    /// not collapsed.
    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        !controller.isCollapsed && controller.displayMode.leadingColumns.count == 0
    }
}
