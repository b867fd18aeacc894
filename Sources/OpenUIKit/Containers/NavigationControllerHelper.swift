import Foundation

/// The navigation controller's delegate for its bar (a tap on the back button pops the
/// controller) and for its swipe-back gesture (it may begin only when there is something to
/// go back to), kept apart so the controller's public shape is UIKit's.
@MainActor
final class NavigationControllerHelper: NSObject, UINavigationBarDelegate, UIGestureRecognizerDelegate {
    private unowned let controller: UINavigationController

    init(_ controller: UINavigationController) {
        self.controller = controller
    }

    func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
        // The user tapped back (or the app popped the bar's item): the controller pops, and
        // sets the bar's items itself.
        if controller.topViewController?.navigationItemStorage === item {
            controller.popViewController(animated: true)
        }
        return false
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        controller.stack.count > 1 && controller.transition == nil && controller.viewIfLoaded?.window != nil
    }
}
