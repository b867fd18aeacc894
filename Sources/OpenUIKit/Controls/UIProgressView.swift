import Foundation

/// A bar that shows how far a task has come, as UIKit's `UIProgressView`.
///
/// It is drawn as iOS 14 and later draw it: a 4-point track with rounded ends, light grey
/// (`trackTintColor`), filled from the leading end in the tint colour (`progressTintColor`)
/// up to `progress`. The `.bar` style (for toolbars) has square ends and a clear track.
/// `setProgress(_:animated: true)` slides the fill there.
@preconcurrency @MainActor
open class UIProgressView: UIView {
    /// The styles UIKit offers.
    public enum Style: Int, Sendable {
        /// The standard rounded bar.
        case `default`
        /// A square-ended bar for a toolbar, over a clear track.
        case bar
    }

    /// The bar's thickness, in points (iOS 14 and later).
    static let barThicknessInPoints: CGFloat = 4
    /// The track's colour when `trackTintColor` is nil (iOS's `systemFill`: 120/120/128 at 20 %).
    static let defaultTrackColor = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
    /// How long an animated change of `progress` slides the fill, in seconds.
    static let progressAnimationDuration: TimeInterval = 0.25

    private let trackView = UIImageView()
    private let fillView = UIImageView()
    private var storedProgress: Float = 0

    /// A default-style progress view at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpProgressView()
    }

    /// A progress view of `style`, with a zero frame until it is laid out.
    public convenience init(progressViewStyle style: Style) {
        self.init(frame: .zero)
        progressViewStyle = style
    }

    /// A progress view decoded from a storyboard or xib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpProgressView()
        decodeProgressView(from: coder)
    }

    private func setUpProgressView() {
        isOpaque = false
        addSubview(trackView)
        addSubview(fillView)
        applyLook()
    }

    /// The style; `.default` unless made otherwise.
    open var progressViewStyle: Style = .default {
        didSet { applyLook() }
    }

    /// How far the task has come, 0…1 (clamped; NaN refused with a warning); 0 by default.
    open var progress: Float {
        get { storedProgress }
        set { setProgress(newValue, animated: false) }
    }

    /// Sets `progress`, sliding the fill there if `animated`.
    open func setProgress(_ progress: Float, animated: Bool) {
        guard !progress.isNaN else {
            return Diagnostics.warn("UIProgressView.progress = nan was refused: progress must be a number", once: "UIProgressView.progress.nan")
        }
        storedProgress = min(max(progress, 0), 1)
        if animated {
            UIView.animate(withDuration: Self.progressAnimationDuration, delay: 0, options: [.beginFromCurrentState]) {
                self.layoutBar()
            }
        } else {
            layoutBar()
        }
    }

    /// The fill's colour; nil uses the tint colour.
    open var progressTintColor: UIColor? {
        didSet { applyLook() }
    }

    /// The track's colour; nil uses iOS's light grey (clear in the `.bar` style).
    open var trackTintColor: UIColor? {
        didSet { applyLook() }
    }

    /// An image stretched over the filled part instead of the colour.
    open var progressImage: UIImage? {
        didSet { applyLook() }
    }

    /// An image stretched over the track instead of the colour.
    open var trackImage: UIImage? {
        didSet { applyLook() }
    }

    /// No width of its own, and the bar's thickness.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: Self.barThicknessInPoints)
    }

    /// The width offered and the bar's thickness.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.barThicknessInPoints)
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        applyLook()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutBar()
    }

    private func applyLook() {
        let rounded = progressViewStyle == .default
        trackView.image = trackImage
        fillView.image = progressImage
        trackView.backgroundColor = trackImage != nil ? .clear : (trackTintColor ?? (rounded ? Self.defaultTrackColor : .clear))
        fillView.backgroundColor = progressImage != nil ? .clear : (progressTintColor ?? tintColor)
        layoutBar()
    }

    /// The bar is centred in the view's height and fills from the leading end: the left, or
    /// the right when the view runs right to left (as UIKit mirrors its progress views).
    private func layoutBar() {
        let thickness = min(bounds.height, Self.barThicknessInPoints)
        let track = CGRect(x: 0, y: (bounds.height - thickness) / 2, width: bounds.width, height: thickness)
        trackView.frame = track
        let filled = track.width * CGFloat(storedProgress)
        let x = effectiveUserInterfaceLayoutDirection == .rightToLeft ? track.maxX - filled : track.minX
        fillView.frame = CGRect(x: x, y: track.minY, width: filled, height: thickness)
        let radius = progressViewStyle == .default ? thickness / 2 : 0
        trackView.layer.cornerRadius = radius
        fillView.layer.cornerRadius = radius
        trackView.clipsToBounds = radius > 0
        fillView.clipsToBounds = radius > 0
    }
}
