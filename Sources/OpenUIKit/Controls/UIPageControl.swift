import Foundation

/// A row of dots, one per page, the current one highlighted, as UIKit's `UIPageControl`.
///
/// It is drawn as iOS 14 and later draw it: dots `indicatorDiameter` points across,
/// `indicatorSpacing` apart, centred in the bounds; the current page's dot in
/// `currentPageIndicatorTintColor`, the others in `pageIndicatorTintColor`. With the
/// `.prominent` background style (and while a finger is on an `.automatic` one) the dots sit
/// on a translucent dark capsule and default to white.
///
/// **Touches.** A tap on the leading side of the current dot goes back a page, on the
/// trailing side forward one, and sends `.valueChanged` (`interactionState` is `.discrete`).
/// With `allowsContinuousInteraction` (the default), a finger that slides along the dots
/// scrubs: the page follows the dot under it, sending `.valueChanged` at each change
/// (`interactionState` is `.continuous`). Setting `currentPage` in code sends nothing.
///
/// **Right to left.** When its `effectiveUserInterfaceLayoutDirection` is right to left the
/// dots run from the right, as UIKit mirrors its controls: page 0 is the rightmost dot, and
/// the leading side of a tap or a scrub is the right.
@preconcurrency @MainActor
open class UIPageControl: UIControl {
    /// How the control's background shows. The raw values are UIKit's.
    public enum BackgroundStyle: Int, Sendable {
        /// A capsule only while the user interacts with the control.
        case automatic = 0
        /// Always on a capsule.
        case prominent = 1
        /// Never a capsule.
        case minimal = 2
    }

    /// What the user is doing with the control. The raw values are UIKit's.
    public enum InteractionState: Int, Sendable {
        /// No finger is on it.
        case none = 0
        /// A tap: one page back or forward.
        case discrete = 1
        /// A finger sliding along the dots.
        case continuous = 2
    }

    /// A dot's diameter, in points.
    static let indicatorDiameter: CGFloat = 7
    /// The distance between neighbouring dots' centres, in points.
    static let indicatorSpacing: CGFloat = 16
    /// The space between the outer dots' centres and the control's ends, in points (half a
    /// spacing plus the capsule's padding).
    static let horizontalPadding: CGFloat = 12
    /// The control's height, in points: the capsule's height.
    static let controlHeight: CGFloat = 26
    /// The capsule drawn behind the dots for the prominent style.
    static let prominentBackground = UIColor(white: 0, alpha: 0.25)
    /// The other pages' dots on a capsule.
    static let prominentPageIndicator = UIColor(white: 1, alpha: 0.5)
    /// How far a finger slides before a touch scrubs rather than taps, in points.
    static let scrubThreshold: CGFloat = 10

    private var storedNumberOfPages = 0
    private var storedCurrentPage = 0
    private var touchDownLocation: CGPoint?

    /// A page control with no pages.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// A page control decoded from a storyboard or xib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        decodePageControl(from: coder)
    }

    // MARK: Pages

    /// How many dots there are; 0 by default. Negative counts are refused with a warning;
    /// a smaller count moves `currentPage` onto the last page.
    open var numberOfPages: Int {
        get { storedNumberOfPages }
        set {
            guard newValue >= 0 else {
                return Diagnostics.warn("UIPageControl.numberOfPages = \(newValue) was refused: it must be 0 or more",
                                       once: "UIPageControl.numberOfPages")
            }
            storedNumberOfPages = newValue
            storedCurrentPage = clampedPage(storedCurrentPage)
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
        }
    }

    /// The highlighted page, from 0; kept within the pages (0 when there are none).
    open var currentPage: Int {
        get { storedCurrentPage }
        set {
            storedCurrentPage = clampedPage(newValue)
            setNeedsDisplay()
        }
    }

    /// Whether the control shows nothing when there is only one page; false by default.
    open var hidesForSinglePage = false {
        didSet { setNeedsDisplay() }
    }

    /// The other pages' dots' colour; nil (the default) is the system's: the tertiary label
    /// colour, or translucent white on a capsule.
    open var pageIndicatorTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The current page's dot's colour; nil (the default) is the system's: the label colour,
    /// or white on a capsule.
    open var currentPageIndicatorTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Whether the dots sit on a capsule; `.automatic` by default.
    open var backgroundStyle: BackgroundStyle = .automatic {
        didSet { setNeedsDisplay() }
    }

    /// Whether sliding a finger along the dots scrubs through the pages; true by default.
    open var allowsContinuousInteraction = true

    /// What the user is doing with the control now.
    open private(set) var interactionState: InteractionState = .none {
        didSet { if interactionState != oldValue { setNeedsDisplay() } }
    }

    private func clampedPage(_ page: Int) -> Int {
        min(max(page, 0), max(storedNumberOfPages - 1, 0))
    }

    // MARK: Size

    /// The size the control needs to show `pageCount` dots: a dot spacing per page plus the
    /// padding at both ends, by the control's height.
    open func size(forNumberOfPages pageCount: Int) -> CGSize {
        let count = CGFloat(max(pageCount, 0))
        let width = count == 0 ? 0 : (count - 1) * Self.indicatorSpacing + Self.indicatorDiameter + 2 * Self.horizontalPadding
        return CGSize(width: width, height: Self.controlHeight)
    }

    /// The size of the current number of pages.
    open override var intrinsicContentSize: CGSize { size(forNumberOfPages: numberOfPages) }

    /// The size of the current number of pages, whatever is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { self.size(forNumberOfPages: numberOfPages) }

    // MARK: Drawing

    /// Whether the dots sit on a capsule now.
    var showsCapsule: Bool {
        switch backgroundStyle {
        case .prominent: true
        case .minimal: false
        case .automatic: interactionState != .none
        }
    }

    /// Whether anything is drawn.
    private var showsIndicators: Bool {
        numberOfPages > 0 && !(hidesForSinglePage && numberOfPages == 1)
    }

    /// The centre of page `page`'s dot, in bounds coordinates: from the left, or from the
    /// right when the control runs right to left.
    func indicatorCenter(_ page: Int) -> CGPoint {
        let span = CGFloat(max(numberOfPages - 1, 0)) * Self.indicatorSpacing
        let offset = CGFloat(page) * Self.indicatorSpacing
        let x = isMirrored ? bounds.midX + span / 2 - offset : bounds.midX - span / 2 + offset
        return CGPoint(x: x, y: bounds.midY)
    }

    /// Whether the dots run right to left: page 0 at the right.
    private var isMirrored: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    open override func draw(_ rect: CGRect) {
        guard showsIndicators else { return }
        let capsule = showsCapsule
        if capsule {
            let size = size(forNumberOfPages: numberOfPages)
            let body = CGRect(x: bounds.midX - size.width / 2, y: bounds.midY - size.height / 2, width: size.width, height: size.height)
            Self.prominentBackground.setFill()
            UIBezierPath(roundedRect: body, cornerRadius: size.height / 2).fill()
        }
        let other = pageIndicatorTintColor ?? (capsule ? Self.prominentPageIndicator : .tertiaryLabel)
        let current = currentPageIndicatorTintColor ?? (capsule ? .white : .label)
        let radius = Self.indicatorDiameter / 2
        for page in 0..<numberOfPages {
            let center = indicatorCenter(page)
            // Dots far outside the bounds are not drawn: a long row is clipped at the edges.
            guard center.x + radius >= rect.minX, center.x - radius <= rect.maxX else { continue }
            (page == currentPage ? current : other).setFill()
            UIBezierPath(ovalIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius)).fill()
        }
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard showsIndicators, numberOfPages > 1 else { return false }
        touchDownLocation = touch.location(in: self)
        interactionState = .discrete
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let location = touch.location(in: self)
        if interactionState == .discrete, allowsContinuousInteraction, let start = touchDownLocation,
           abs(location.x - start.x) >= Self.scrubThreshold {
            interactionState = .continuous
        }
        if interactionState == .continuous { scrub(to: location.x) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if interactionState == .discrete, let touch, isTouchInside {
            let x = touch.location(in: self).x
            let onLeadingSide = isMirrored ? x > indicatorCenter(currentPage).x : x < indicatorCenter(currentPage).x
            let target = onLeadingSide ? currentPage - 1 : currentPage + 1
            change(to: target)
        }
        finishTracking()
    }

    open override func cancelTracking(with event: UIEvent?) {
        finishTracking()
    }

    private func finishTracking() {
        touchDownLocation = nil
        interactionState = .none
    }

    /// The page whose dot is nearest `x`, clamped to the first and last page.
    private func scrub(to x: CGFloat) {
        let fromFirst = x - indicatorCenter(0).x
        change(to: Int(((isMirrored ? -fromFirst : fromFirst) / Self.indicatorSpacing).rounded()))
    }

    /// Moves to `page` (clamped) and sends `.valueChanged` if it changed.
    private func change(to page: Int) {
        let target = clampedPage(page)
        guard target != storedCurrentPage else { return }
        currentPage = target
        sendActions(for: .valueChanged)
    }
}
