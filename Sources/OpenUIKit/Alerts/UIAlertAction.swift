import Foundation

/// One button of an alert or action sheet: its title, its style (which draws it plain, bold
/// for cancel, or red for destructive), whether it can be chosen, and what it does. The
/// handler runs after the alert has been dismissed, as in UIKit.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// The button's title.
    open private(set) var title: String?
    /// How the button is drawn and placed (a cancel action goes last, or in its own group).
    open private(set) var style: UIAlertAction.Style
    /// Whether the button can be chosen; a disabled one is drawn grey and ignores taps and
    /// Return.
    open var isEnabled = true {
        didSet { if isEnabled != oldValue { onEnabledChange?() } }
    }
    /// What runs once the alert is dismissed after the button was chosen.
    let handler: ((UIAlertAction) -> Void)?
    /// Tells the alert's view to redraw the button.
    var onEnabledChange: (() -> Void)?

    /// An action with a title, a style and a handler to run when it is chosen.
    public init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }
}
