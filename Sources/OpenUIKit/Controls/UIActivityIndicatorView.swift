import Foundation

/// The spinning wheel that says a task is under way, as UIKit's `UIActivityIndicatorView`.
///
/// It is drawn as iOS 13 and later draw it: eight rounded spokes in `color`, the brightest
/// one stepping round the wheel while it animates, 20 points across (`.medium`) or 37
/// (`.large`). With `hidesWhenStopped` (the default) it is hidden while stopped.
///
/// **No work while idle.** The wheel steps on the window's input clock every
/// ``UIActivityIndicatorView/stepInterval``, and only while it animates, is in a window and
/// is not hidden: a stopped, hidden or detached indicator schedules nothing and draws no
/// frames.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// The indicator's sizes and, in the older styles, colours.
    public enum Style: Int, Sendable {
        /// The older large white style (37 points).
        @available(*, deprecated, message: "use .large and set color")
        case whiteLarge = 0
        /// The older white style (20 points).
        @available(*, deprecated, message: "use .medium and set color")
        case white = 1
        /// The older grey style (20 points).
        @available(*, deprecated, message: "use .medium")
        case gray = 2
        /// The standard 20-point wheel.
        case medium = 100
        /// The 37-point wheel.
        case large = 101
    }

    /// How long each spoke stays the brightest, in seconds (a turn of eight steps in 0.8 s).
    public static let stepInterval: TimeInterval = 0.1
    /// How many spokes the wheel has (iOS 13 and later).
    static let spokeCount = 8
    /// The dimmest spoke's opacity; the others brighten evenly up to 1.
    static let dimmestSpokeAlpha: CGFloat = 0.25
    /// The medium wheel's size, in points.
    static let mediumSize: CGFloat = 20
    /// The large wheel's size, in points.
    static let largeSize: CGFloat = 37

    private var animating = false
    private var stepTimer: InputTimer?
    /// Which spoke is the brightest (0 is at the top, counting clockwise).
    private var leadingSpoke = 0

    /// A medium indicator at `frame`, stopped and hidden.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpIndicator()
    }

    /// An indicator of `style`, sized for it, stopped and hidden.
    public convenience init(style: Style) {
        self.init(frame: .zero)
        self.style = style
        frame.size = intrinsicContentSize
    }

    /// An indicator decoded from a storyboard or xib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpIndicator()
        decodeActivityIndicator(from: coder)
    }

    private func setUpIndicator() {
        isOpaque = false
        isUserInteractionEnabled = false
        isHidden = hidesWhenStopped
    }

    /// The style; `.medium` by default.
    open var style: Style = .medium {
        didSet {
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The spokes' colour; by default grey, or white in the older white styles.
    open var color: UIColor! {
        get { explicitColor ?? defaultColor }
        set {
            explicitColor = newValue
            setNeedsDisplay()
        }
    }
    private var explicitColor: UIColor?

    private var defaultColor: UIColor {
        switch style.rawValue {
        case 0, 1: .white
        default: .systemGray
        }
    }

    /// Whether the indicator hides itself when stopped; true by default.
    open var hidesWhenStopped = true {
        didSet { if !animating { isHidden = hidesWhenStopped } }
    }

    /// Whether the wheel is turning.
    open var isAnimating: Bool { animating }

    /// Starts turning (and shows the indicator).
    open func startAnimating() {
        guard !animating else { return }
        animating = true
        isHidden = false
        scheduleStepIfNeeded()
    }

    /// Stops turning (and hides the indicator if `hidesWhenStopped`).
    open func stopAnimating() {
        guard animating else { return }
        animating = false
        stepTimer?.cancel()
        stepTimer = nil
        if hidesWhenStopped { isHidden = true }
    }

    open override var isHidden: Bool {
        didSet { scheduleStepIfNeeded() }
    }

    open override func didMoveToWindow() {
        super.didMoveToWindow()
        scheduleStepIfNeeded()
    }

    /// Keeps exactly one step timer while the wheel turns where it can be seen, and none
    /// otherwise.
    private func scheduleStepIfNeeded() {
        guard animating, !isHidden, let window else {
            stepTimer?.cancel()
            stepTimer = nil
            return
        }
        guard stepTimer == nil else { return }
        stepTimer = window.inputClock.schedule(after: Self.stepInterval) { [weak self] in
            guard let self else { return }
            self.stepTimer = nil
            self.leadingSpoke = (self.leadingSpoke + 1) % Self.spokeCount
            self.stepCount += 1
            self.setNeedsDisplay()
            self.scheduleStepIfNeeded()
        }
    }

    /// The wheel's size for the style.
    open override var intrinsicContentSize: CGSize {
        let side = style == .large || style.rawValue == 0 ? Self.largeSize : Self.mediumSize
        return CGSize(width: side, height: side)
    }

    /// The wheel's size, whatever is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    open override func draw(_ rect: CGRect) {
        let side = min(intrinsicContentSize.width, bounds.width, bounds.height)
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        let outer = side / 2, inner = side * 0.22
        let width = side * 0.1
        for index in 0..<Self.spokeCount {
            // The spoke `steps` behind the leading one is that much dimmer.
            let steps = (leadingSpoke - index + Self.spokeCount) % Self.spokeCount
            let alpha = 1 - (1 - Self.dimmestSpokeAlpha) * CGFloat(steps) / CGFloat(Self.spokeCount - 1)
            let angle = CGFloat(index) * 2 * .pi / CGFloat(Self.spokeCount) - .pi / 2
            let spoke = UIBezierPath()
            spoke.move(to: CGPoint(x: centre.x + cos(angle) * (inner + width / 2), y: centre.y + sin(angle) * (inner + width / 2)))
            spoke.addLine(to: CGPoint(x: centre.x + cos(angle) * (outer - width / 2), y: centre.y + sin(angle) * (outer - width / 2)))
            spoke.lineWidth = width
            spoke.lineCapStyle = .round
            color.withAlphaComponent(color.alpha * alpha).setStroke()
            spoke.stroke()
        }
    }

    /// How many steps the wheel has taken (for tests that check it idles).
    package var stepsTaken: Int { stepCount }
    private var stepCount = 0
}
