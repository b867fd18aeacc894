import Foundation

/// Where a window shows its first responder's `inputAccessoryView` and `inputView`.
///
/// The desktop has a hardware keyboard and no software one, so these views are shown as
/// iPadOS shows an accessory above a hardware keyboard: docked at the bottom of the window,
/// as wide as the window, the input view at the very bottom and the accessory just above it.
/// Each is as tall as its intrinsic height when it has one, else its frame's height. They
/// are the window's topmost subviews while their responder is first, stay docked as the
/// window resizes, and are taken out when it resigns; `reloadInputViews()` swaps them for
/// the responder's current ones. No keyboard notification is posted for them.
@MainActor
final class InputViewDock {
    private weak var window: UIWindow?
    /// The accessory shown now, if any.
    private(set) var accessoryView: UIView?
    /// The input view shown now, if any.
    private(set) var inputView: UIView?

    init(window: UIWindow) {
        self.window = window
    }

    /// Shows the first responder's views, taking out those shown before that it no longer has.
    func update() {
        guard let window else { return }
        let responder = window.firstResponder
        let newAccessory = responder?.inputAccessoryView
        let newInput = responder?.inputView
        for old in [accessoryView, inputView] {
            guard let old, old !== newAccessory, old !== newInput, old.superview === window else { continue }
            old.removeFromSuperview()
        }
        accessoryView = newAccessory
        inputView = newInput === newAccessory ? nil : newInput
        for view in [inputView, accessoryView] {
            guard let view else { continue }
            // Flexible width and top margin keep them docked when the window resizes.
            view.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
            window.addSubview(view)
        }
        layout()
    }

    /// Puts the shown views at the bottom of the window, full width.
    func layout() {
        guard let window else { return }
        let bounds = window.bounds
        var bottom = bounds.maxY
        for view in [inputView, accessoryView] {
            guard let view else { continue }
            let height = Self.dockedHeight(of: view)
            view.frame = CGRect(x: bounds.minX, y: bottom - height, width: bounds.width, height: height)
            bottom -= height
        }
    }

    /// A docked view's height: its intrinsic height if it has one, else its frame's.
    static func dockedHeight(of view: UIView) -> CGFloat {
        let intrinsic = view.intrinsicContentSize.height
        if intrinsic != UIView.noIntrinsicMetric, intrinsic.isFinite, intrinsic > 0 { return intrinsic }
        let height = view.frame.height
        return height.isFinite ? max(0, height) : 0
    }
}
