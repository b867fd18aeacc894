import Foundation
import OpenUIKit

/// The base of the demo apps' root controllers: the desktop shortcuts both apps share,
/// offered the UIKit way, as key commands. Esc and q quit; F11 toggles fullscreen. (The
/// library keeps no keys of its own: these are the apps'.)
open class DemoViewController: UIViewController {
    /// Esc and q (with no modifier) quit, F11 toggles fullscreen; a subclass adds its own
    /// commands to these.
    open override var keyCommands: [UIKeyCommand]? {
        [
            UIKeyCommand(title: "Quit", action: Selector(DemoViewController.quit(_:)), input: UIKeyCommand.inputEscape,
                         discoverabilityTitle: "Quit"),
            UIKeyCommand(input: "q", modifierFlags: [], action: Selector(DemoViewController.quit(_:))),
            UIKeyCommand(title: "Fullscreen", action: Selector(DemoViewController.toggleFullscreen(_:)), input: UIKeyCommand.f11,
                         discoverabilityTitle: "Toggle Fullscreen"),
        ]
    }

    /// Ends the app with exit code 0.
    open func quit(_ sender: UIKeyCommand) {
        UIApplication.shared.terminate(exitCode: 0)
    }

    /// Switches the window between fullscreen and its size before.
    open func toggleFullscreen(_ sender: UIKeyCommand) {
        UIApplication.shared.toggleFullscreen()
    }
}
