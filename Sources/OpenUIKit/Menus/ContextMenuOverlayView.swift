import Foundation

/// What covers the window while a context menu is open, as iOS 13 draws it: the window
/// blurred behind, the lifted preview (a picture of the view, or the preview controller's
/// view) and the menu platter beside it. A tap on the blur closes the menu, a tap on the
/// preview commits it; it is the first responder, so arrows, Return and Escape work the
/// menu.
final class ContextMenuOverlayView: UIView {
    /// The menu this overlay shows.
    private(set) weak var session: ContextMenuSession?
    /// The blur behind the preview and the menu.
    let backdrop: UIVisualEffectView
    /// Carries the preview's shadow; its `content` clips the picture to rounded corners.
    let previewShadow = UIView()
    private let previewClip = UIView()
    /// The menu's rows.
    let platter: ContextMenuPlatterView
    /// The preview's frame before the lift, in this view's (the window's) coordinates.
    private var restingPreviewFrame: CGRect = .zero
    /// Where the lifted preview goes (it may move up to make room for the menu).
    private var liftedPreviewCenter: CGPoint = .zero

    /// The blur iOS puts behind a context menu.
    static let blurStyle = UIBlurEffect.Style.systemUltraThinMaterial

    /// An overlay for `session`; `blurs` false leaves the window as it is (a control's menu).
    init(session: ContextMenuSession, frame: CGRect, blurs: Bool) {
        self.session = session
        backdrop = UIVisualEffectView(effect: blurs ? UIBlurEffect(style: Self.blurStyle) : nil)
        platter = ContextMenuPlatterView(session: session)
        super.init(frame: frame)
        autoresizingMask = [.flexibleWidth, .flexibleHeight]
        backdrop.frame = bounds
        backdrop.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        addSubview(backdrop)
        previewShadow.layer.shadowColor = UIColor.black.cgColor
        previewShadow.layer.shadowOpacity = ContextMenuThresholds.previewShadowOpacity
        previewShadow.layer.shadowRadius = ContextMenuThresholds.previewShadowRadius
        previewShadow.layer.shadowOffset = .zero
        previewClip.clipsToBounds = true
        previewClip.layer.cornerRadius = ContextMenuThresholds.cornerRadius
        previewShadow.addSubview(previewClip)
        addSubview(previewShadow)
        addSubview(platter)
    }

    @available(*, unavailable)
    required init?(coder: NSCoder) {
        nil
    }

    /// Puts the picture of `preview`'s view (or `controller`'s view) in the preview.
    func showPreview(_ preview: UITargetedPreview, controller: UIViewController?) {
        if let controller {
            let view = controller.view!
            let window = preview.view.window?.bounds.size ?? bounds.size
            var size = controller.preferredContentSize
            if size.width <= 0 || size.height <= 0 {
                size = CGSize(width: window.width * ContextMenuThresholds.defaultPreviewFraction,
                              height: window.height * ContextMenuThresholds.defaultPreviewFraction)
            }
            let center = preview.frameInWindow.map { CGPoint(x: $0.midX, y: $0.midY) } ?? CGPoint(x: bounds.midX, y: bounds.midY)
            restingPreviewFrame = CGRect(x: center.x - size.width / 2, y: center.y - size.height / 2,
                                         width: size.width, height: size.height)
            view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            previewClip.addSubview(view)
        } else {
            restingPreviewFrame = preview.frameInWindow ?? .zero
            if let picture = preview.view.snapshotView(afterScreenUpdates: false) {
                picture.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                previewClip.addSubview(picture)
            }
        }
        previewClip.backgroundColor = preview.parameters.backgroundColor
        if preview.parameters.visiblePath != nil || preview.parameters.shadowPath != nil {
            // A shaped preview keeps its own outline: no rounded clip beyond the view's bounds.
            previewClip.layer.cornerRadius = 0
        }
    }

    /// Shows the menu under `frame` (window coordinates), with no preview.
    func showAnchor(_ frame: CGRect) {
        restingPreviewFrame = frame
        isAnchored = true
    }

    /// Whether the menu hangs from a control rather than a lifted preview.
    private var isAnchored = false

    /// Places the preview where its view is and the menu beside it (below when there is
    /// room, else above, else moving the preview up), everything still closed.
    func layoutForOpening(at location: CGPoint) {
        let margin = ContextMenuThresholds.windowMargin, gap = ContextMenuThresholds.previewGap
        let scale = isAnchored ? 1 : ContextMenuThresholds.liftScale
        let platterSize = platter.fittingSize
        var lifted = restingPreviewFrame.insetBy(dx: -restingPreviewFrame.width * (scale - 1) / 2,
                                                 dy: -restingPreviewFrame.height * (scale - 1) / 2)
        if restingPreviewFrame.isEmpty { lifted = CGRect(origin: location, size: .zero) }
        var platterY: CGFloat
        if lifted.maxY + gap + platterSize.height <= bounds.maxY - margin {
            platterY = lifted.maxY + gap
        } else if lifted.minY - gap - platterSize.height >= margin {
            platterY = lifted.minY - gap - platterSize.height
        } else {
            platterY = max(margin, bounds.maxY - margin - platterSize.height)
            lifted.origin.y = max(margin, platterY - gap - lifted.height)
        }
        // The menu lines up with the preview's edge on the side of the window it is on.
        var platterX = location.x < bounds.midX || lifted.isEmpty ? lifted.minX : lifted.maxX - platterSize.width
        platterX = min(max(margin, platterX), max(margin, bounds.maxX - margin - platterSize.width))
        if lifted.isEmpty { platterX = min(max(margin, location.x), max(margin, bounds.maxX - margin - platterSize.width)) }
        platterY = min(platterY, max(margin, bounds.maxY - margin - platterSize.height))
        platter.frame = CGRect(x: platterX, y: platterY, width: platterSize.width, height: platterSize.height)
        liftedPreviewCenter = CGPoint(x: lifted.midX, y: lifted.midY)

        previewShadow.bounds = CGRect(origin: .zero, size: restingPreviewFrame.size)
        previewShadow.center = CGPoint(x: restingPreviewFrame.midX, y: restingPreviewFrame.midY)
        previewShadow.layer.shadowPath = UIBezierPath(roundedRect: previewShadow.bounds,
                                                      cornerRadius: previewClip.layer.cornerRadius).cgPath
        previewClip.frame = previewShadow.bounds
        // The picture was made before the clip had a size: size it now, not by autoresizing.
        for picture in previewClip.subviews { picture.frame = previewClip.bounds }
        previewShadow.isHidden = restingPreviewFrame.isEmpty || isAnchored
        backdrop.alpha = 0
        platter.alpha = 0
        platter.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
    }

    /// The open state, animated to: blur in, preview lifted, menu shown.
    func showOpen() {
        backdrop.alpha = 1
        platter.alpha = 1
        platter.transform = .identity
        previewShadow.center = liftedPreviewCenter
        let scale = isAnchored ? 1 : ContextMenuThresholds.liftScale
        previewShadow.transform = CGAffineTransform(scaleX: scale, y: scale)
    }

    /// The closed state, animated to: blur out, menu gone, the preview settled into `target`.
    func showClosed(settlingInto target: UITargetedPreview?) {
        backdrop.alpha = 0
        platter.alpha = 0
        platter.transform = CGAffineTransform(scaleX: 0.9, y: 0.9)
        previewShadow.transform = .identity
        if let frame = target?.frameInWindow {
            previewShadow.center = CGPoint(x: frame.midX, y: frame.midY)
        } else {
            previewShadow.alpha = 0
        }
        previewShadow.layer.shadowOpacity = 0
    }

    /// Moves the menu so its new height (a submenu opened in place) stays in the window.
    func platterSizeChanged() {
        let size = platter.fittingSize
        let margin = ContextMenuThresholds.windowMargin
        var frame = platter.frame
        frame.size = size
        if frame.maxY > bounds.maxY - margin { frame.origin.y = max(margin, bounds.maxY - margin - size.height) }
        platter.transform = .identity
        platter.frame = frame
    }

    // MARK: Touches and keys

    /// A touch that ends on the blur closes the menu; one on the preview commits it.
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = touches.first, let session else { return }
        if previewShadow.frame.contains(touch.location(in: self)), !previewShadow.isHidden {
            session.commitPreview()
        } else {
            session.dismiss(choosing: nil)
        }
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {}
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {}

    override var canBecomeFirstResponder: Bool { true }

    /// Up and down move the highlight, Return chooses, Right opens a submenu, Left and
    /// Escape go back (closing the menu from its top level).
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        var others: Set<UIPress> = []
        for press in presses {
            guard let key = press.key, platter.handleKey(key.keyCode) else {
                others.insert(press)
                continue
            }
        }
        if !others.isEmpty { super.pressesBegan(others, with: event) }
    }
}
