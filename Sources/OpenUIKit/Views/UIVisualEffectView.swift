import Foundation

/// A view that shows a visual effect: with a `UIBlurEffect`, the window behind it blurred
/// and tinted (iOS's translucent bars and panels); with a `UIVibrancyEffect`, its content
/// drawn in colours taken partly from what is behind.
///
/// Put subviews in ``contentView``, never in the effect view itself (UIKit warns, and so
/// does this one). Setting ``effect`` inside `UIView.animate` animates the change, to and
/// from nil too: the blur's spread, saturation and tint grow from nothing, as apps fade a
/// blur in behind a sheet.
///
/// The blur is real: each frame reads the pixels composited under the view (see
/// `Compositor+Backdrop`), and when anything under it changes its whole area is drawn again.
/// The adaptive styles follow the view's `userInterfaceStyle`.
@preconcurrency @MainActor
open class UIVisualEffectView: UIView {
    /// Where subviews go: it fills the effect view and is drawn above the effect (with a
    /// vibrancy effect, in vibrant colours).
    public let contentView: UIView

    /// The effect shown; nil for none. Set inside an animations block, the change animates.
    /// A copy is kept, as UIKit's `@NSCopying` property does.
    open var effect: UIVisualEffect? {
        get { storedEffect }
        set {
            storedEffect = newValue?.copy() as? UIVisualEffect
            applyEffect(animated: true)
        }
    }

    private var storedEffect: UIVisualEffect?

    /// An effect view showing `effect` (nil for none), with a content view filling it.
    public init(effect: UIVisualEffect?) {
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        adoptContentView()
        storedEffect = effect?.copy() as? UIVisualEffect
        applyEffect(animated: false)
    }

    /// An effect view with no effect, framed at `frame`.
    public override convenience init(frame: CGRect) {
        self.init(effect: nil)
        self.frame = frame
    }

    /// An effect view from a storyboard or xib: its `<view key="contentView">` and its
    /// `<blurEffect>` or `<vibrancyEffect>`.
    public required init?(coder: NSCoder) {
        contentView = UIVisualEffectView.decodedContentView(from: coder) ?? UIView(frame: .zero)
        super.init(coder: coder)
        adoptContentView()
        storedEffect = UIVisualEffectView.decodedEffect(from: coder)
        applyEffect(animated: false)
    }

    /// Makes the content view a subview filling the bounds (a decoded one keeps its frame
    /// and resizing), without the warning a direct subview gets.
    private func adoptContentView() {
        if contentView.frame == .zero {
            contentView.frame = bounds
            contentView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        }
        addingContentView = true
        addSubview(contentView)
        addingContentView = false
    }

    private var addingContentView = false

    /// Warns, as UIKit does, when a subview is added to the effect view itself rather than
    /// its content view: it is drawn over the effect, without vibrancy. It is still added.
    open override func didAddSubview(_ subview: UIView) {
        super.didAddSubview(subview)
        guard !addingContentView, subview !== contentView else { return }
        Diagnostics.warn("UIVisualEffectView was asked to add a subview (\(type(of: subview))) directly; add subviews to its contentView instead, or the effect may not show as intended",
                         once: "UIVisualEffectView.addSubview")
    }

    // MARK: Drawing the effect

    /// Puts the effect's look, for the current appearance, on the layer the compositor
    /// draws; inside an animations block (when `animated`) the change animates.
    private func applyEffect(animated: Bool) {
        let style = storedEffect?.backdropStyle(for: traitCollection.userInterfaceStyle) ?? .none
        if animated { changeAnimatable(\.backdrop, to: style) } else { changeAppearance(\.backdrop, to: style) }
        registerBackdrop()
    }

    /// Tells the window this view's layer reads what is behind it (see `BackdropLayers`).
    private func registerBackdrop() {
        guard let window, layer.modelState.backdrop.isVisible else { return }
        window.renderer.backdrops.register(layer)
    }

    /// Registers the blur with its new window.
    open override func didMoveToWindow() {
        super.didMoveToWindow()
        registerBackdrop()
    }

    /// An adaptive style's look follows the appearance.
    open override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        if previousTraitCollection?.userInterfaceStyle != traitCollection.userInterfaceStyle { applyEffect(animated: false) }
    }
}
