import Foundation

/// A control with a minus and a plus half that step a value down and up, as UIKit's
/// `UIStepper`.
///
/// It is drawn as iOS 13 and later draw it: a 94×32-point light grey rounded rectangle with
/// a divider, and a minus and a plus glyph in the label colour; a half that cannot step any
/// further (at the limit, without `wraps`) is dimmed.
///
/// **Touches.** A touch down on a half steps once at once. Held (with `autorepeat`), it
/// steps again after ``UIStepper/autorepeatDelay`` and then every
/// ``UIStepper/autorepeatInterval``, on the window's input clock. `.valueChanged` goes out
/// with every step while `isContinuous` is true, else once when the finger lifts. Setting
/// `value` in code sends nothing.
///
/// **Right to left.** When its `effectiveUserInterfaceLayoutDirection` is right to left the
/// stepper is mirrored, as UIKit's standard controls are: plus at the left, minus at the
/// right (`semanticContentAttribute = .forceLeftToRight` keeps minus at the left).
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The stepper's size, in points (UIKit's since iOS 13).
    static let stepperSize = CGSize(width: 94, height: 32)
    /// The corner radius of the background, in points.
    static let cornerRadiusInPoints: CGFloat = 8
    /// The length of the minus and plus strokes, in points.
    static let glyphLengthInPoints: CGFloat = 14
    /// The thickness of the minus and plus strokes, in points.
    static let glyphThicknessInPoints: CGFloat = 2
    /// The divider's inset from the top and bottom, in points.
    static let dividerInsetInPoints: CGFloat = 8
    /// The background (iOS's `tertiarySystemFill`: 118/118/128 at 12 %).
    static let backgroundFill = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    /// The background of the half a finger holds.
    static let pressedFill = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.24)
    /// The opacity of a glyph that cannot step, or of a disabled stepper's glyphs.
    static let dimmedGlyphAlpha: CGFloat = 0.3
    /// How long a held half waits before repeating, in seconds (iOS's feel; undocumented).
    public static let autorepeatDelay: TimeInterval = 0.5
    /// How often a held half repeats after the delay, in seconds.
    public static let autorepeatInterval: TimeInterval = 0.1

    /// Which half a finger is on.
    private enum Half {
        case decrement, increment
    }

    private var storedValue: Double = 0
    private var pressedHalf: Half?
    private var repeatTimer: InputTimer?
    private var valueAtTouchDown: Double = 0
    private var incrementImages = ControlStateTable<UIImage>()
    private var decrementImages = ControlStateTable<UIImage>()

    /// A stepper at `frame`'s origin, 94×32 points, from 0 to 100 in steps of 1.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.stepperSize))
        isOpaque = false
    }

    /// A stepper decoded from a storyboard or xib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        decodeStepper(from: coder)
    }

    // MARK: Value

    /// The value, within `minimumValue`…`maximumValue`; 0 by default. A value outside is
    /// clamped; NaN is refused with a warning.
    open var value: Double {
        get { storedValue }
        set {
            guard !newValue.isNaN else {
                return Diagnostics.warn("UIStepper.value = nan was refused: the value must be a number", once: "UIStepper.value.nan")
            }
            storedValue = min(max(newValue, minimumValue), maximumValue)
            setNeedsDisplay()
        }
    }

    /// The lowest value; 0 by default. It must be below `maximumValue`: UIKit raises on
    /// anything else, and here the change is refused with a warning.
    open var minimumValue: Double = 0 {
        didSet {
            guard minimumValue.isFinite, minimumValue < maximumValue else {
                Diagnostics.warn("UIStepper.minimumValue = \(minimumValue) was refused: it must be finite and below maximumValue (\(maximumValue))",
                                 once: "UIStepper.minimumValue")
                minimumValue = oldValue
                return
            }
            value = storedValue
        }
    }

    /// The highest value; 100 by default. It must be above `minimumValue`.
    open var maximumValue: Double = 100 {
        didSet {
            guard maximumValue.isFinite, maximumValue > minimumValue else {
                Diagnostics.warn("UIStepper.maximumValue = \(maximumValue) was refused: it must be finite and above minimumValue (\(minimumValue))",
                                 once: "UIStepper.maximumValue")
                maximumValue = oldValue
                return
            }
            value = storedValue
        }
    }

    /// How much one step changes the value; 1 by default. It must be above 0.
    open var stepValue: Double = 1 {
        didSet {
            guard stepValue.isFinite, stepValue > 0 else {
                Diagnostics.warn("UIStepper.stepValue = \(stepValue) was refused: it must be a finite number above 0", once: "UIStepper.stepValue")
                stepValue = oldValue
                return
            }
        }
    }

    /// Whether each step sends `.valueChanged` at once (true, the default) or one is sent
    /// when the finger lifts.
    open var isContinuous = true

    /// Whether holding a half keeps stepping; true by default.
    open var autorepeat = true

    /// Whether stepping past one end goes round to the other; false by default.
    open var wraps = false {
        didSet { setNeedsDisplay() }
    }

    // MARK: Images

    /// Sets the image drawn on the plus half for `state` (nil: the standard plus).
    open func setIncrementImage(_ image: UIImage?, for state: UIControl.State) {
        incrementImages[exactly: state] = image
        setNeedsDisplay()
    }

    /// The plus half's image for `state`, or nil.
    open func incrementImage(for state: UIControl.State) -> UIImage? { incrementImages[exactly: state] }

    /// Sets the image drawn on the minus half for `state` (nil: the standard minus).
    open func setDecrementImage(_ image: UIImage?, for state: UIControl.State) {
        decrementImages[exactly: state] = image
        setNeedsDisplay()
    }

    /// The minus half's image for `state`, or nil.
    open func decrementImage(for state: UIControl.State) -> UIImage? { decrementImages[exactly: state] }

    // MARK: Size

    /// The stepper's size.
    open override var intrinsicContentSize: CGSize { Self.stepperSize }

    /// The stepper's size, whatever is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.stepperSize }

    override func controlStateDidChange() {
        setNeedsDisplay()
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        let body = CGRect(x: 0, y: 0, width: min(bounds.width, Self.stepperSize.width), height: min(bounds.height, Self.stepperSize.height))
        Self.backgroundFill.setFill()
        UIBezierPath(roundedRect: body, cornerRadius: Self.cornerRadiusInPoints).fill()
        if let pressedHalf, isTouchInside, let context = UIGraphicsGetCurrentContext() {
            context.saveGState()
            context.clip(to: halfRect(pressedHalf, in: body))
            Self.pressedFill.setFill()
            UIBezierPath(roundedRect: body, cornerRadius: Self.cornerRadiusInPoints).fill()
            context.restoreGState()
        }
        UIColor.separator.setFill()
        UIRectFill(CGRect(x: body.midX - 0.5, y: body.minY + Self.dividerInsetInPoints, width: 1,
                          height: body.height - 2 * Self.dividerInsetInPoints))
        drawGlyph(for: .decrement, in: body)
        drawGlyph(for: .increment, in: body)
    }

    /// The half of `body` a button takes: minus at the left and plus at the right, swapped
    /// when the stepper runs right to left.
    private func halfRect(_ half: Half, in body: CGRect) -> CGRect {
        let width = body.width / 2
        let atLeft = (half == .decrement) != isMirrored
        return CGRect(x: atLeft ? body.minX : body.midX, y: body.minY, width: width, height: body.height)
    }

    /// Whether the stepper runs right to left: plus at the left.
    private var isMirrored: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    private func canStep(_ half: Half) -> Bool {
        guard isEnabled else { return false }
        if wraps { return true }
        return half == .increment ? storedValue < maximumValue : storedValue > minimumValue
    }

    private func drawGlyph(for half: Half, in body: CGRect) {
        let area = halfRect(half, in: body)
        let alpha = canStep(half) ? 1 : Self.dimmedGlyphAlpha
        let image = (half == .increment ? incrementImages : decrementImages).value(for: state)
        if let image {
            let size = image.size
            image.draw(in: CGRect(x: area.midX - size.width / 2, y: area.midY - size.height / 2, width: size.width, height: size.height),
                       blendMode: .normal, alpha: alpha)
            return
        }
        UIColor.label.withAlphaComponent(alpha).setFill()
        let length = Self.glyphLengthInPoints, thickness = Self.glyphThicknessInPoints
        UIRectFill(CGRect(x: area.midX - length / 2, y: area.midY - thickness / 2, width: length, height: thickness))
        if half == .increment {
            UIRectFill(CGRect(x: area.midX - thickness / 2, y: area.midY - length / 2, width: thickness, height: length))
        }
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let onLeft = touch.location(in: self).x < bounds.midX
        let half: Half = onLeft != isMirrored ? .decrement : .increment
        guard canStep(half) else { return false }
        pressedHalf = half
        valueAtTouchDown = storedValue
        step(half)
        if autorepeat { scheduleRepeat(after: Self.autorepeatDelay) }
        setNeedsDisplay()
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        setNeedsDisplay()
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        finishPress()
    }

    open override func cancelTracking(with event: UIEvent?) {
        finishPress()
    }

    private func finishPress() {
        repeatTimer?.cancel()
        repeatTimer = nil
        pressedHalf = nil
        if !isContinuous, storedValue != valueAtTouchDown { sendActions(for: .valueChanged) }
        setNeedsDisplay()
    }

    /// The held half steps again while the finger stays on the stepper; off it, the timer
    /// keeps running but does not step, as on iOS.
    private func scheduleRepeat(after delay: TimeInterval) {
        let clock = window?.inputClock ?? SystemInputClock.shared
        repeatTimer = clock.schedule(after: delay) { [weak self] in
            guard let self, let half = self.pressedHalf else { return }
            if self.isTouchInside { self.step(half) }
            self.scheduleRepeat(after: Self.autorepeatInterval)
        }
    }

    private func step(_ half: Half) {
        let delta = half == .increment ? stepValue : -stepValue
        var next = storedValue + delta
        if next > maximumValue { next = wraps ? minimumValue : maximumValue }
        if next < minimumValue { next = wraps ? maximumValue : minimumValue }
        guard next != storedValue else { return }
        storedValue = next
        setNeedsDisplay()
        if isContinuous { sendActions(for: .valueChanged) }
    }
}
