import Foundation

/// A control that shows and toggles an on/off state, as UIKit's `UISwitch`.
///
/// It is drawn as iOS 13 and later draw it: a 51×31-point capsule, green
/// (`onTintColor`) when on and light grey when off, with a white 27-point thumb that slides
/// from one end to the other. Like UIKit's, the switch keeps its own size: the size of any
/// frame given to it is replaced by 51×31.
///
/// **Touches.** A tap toggles it. A drag moves the thumb with the finger, and the switch
/// turns to the side the thumb is on when the finger lifts. Either way `.valueChanged` is sent
/// once, after the switch changed, and only if it did. While the finger is down the thumb
/// stretches a little, as on iOS. `isOn` and `setOn(_:animated:)` set the state without
/// sending an event.
///
/// **Right to left.** When its `effectiveUserInterfaceLayoutDirection` is right to left the
/// switch is mirrored, as UIKit's standard controls are: the thumb is at the left when on,
/// and a drag turns it on toward the left (`semanticContentAttribute = .forceLeftToRight`
/// keeps it as in left-to-right text).
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// The switch's size, in points, whatever frame it is given (UIKit's since iOS 7).
    static let switchSize = CGSize(width: 51, height: 31)
    /// The thumb's diameter, in points.
    static let thumbDiameterInPoints: CGFloat = 27
    /// How much wider the thumb grows while a finger holds it, in points.
    static let pressedThumbStretchInPoints: CGFloat = 7
    /// How far a finger must move along the switch, in points, before it drags rather
    /// than taps.
    static let dragThresholdInPoints: CGFloat = 4
    /// How long the thumb slides and the colour changes, in seconds.
    static let toggleAnimationDuration: TimeInterval = 0.25
    /// The off track's colour (iOS's `systemFill` over white: 120/120/128 at 16 %).
    static let offTrackColor = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.16)
    /// The opacity of a disabled switch's parts.
    static let disabledAlpha: CGFloat = 0.5

    private let trackView = UIView()
    private let thumbView = ControlThumbView(frame: CGRect(x: 0, y: 0, width: UISwitch.thumbDiameterInPoints,
                                                           height: UISwitch.thumbDiameterInPoints))
    private var storedIsOn = false
    /// The thumb's centre while a finger drags it, in the switch's coordinates; nil otherwise.
    private var dragThumbCentre: CGFloat?
    private var touchDownX: CGFloat = 0

    /// A switch at `frame`'s origin, 51×31 points, off.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: Self.switchSize))
        setUpSwitch()
    }

    /// A switch decoded from a storyboard or xib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSwitch()
        decodeSwitch(from: coder)
    }

    private func setUpSwitch() {
        isOpaque = false
        trackView.isUserInteractionEnabled = false
        trackView.layer.cornerRadius = Self.switchSize.height / 2
        addSubview(trackView)
        addSubview(thumbView)
        if bounds.size != Self.switchSize { bounds.size = Self.switchSize }
        applyState()
    }

    // MARK: State

    /// Whether the switch is on; false by default. Setting it sends no event.
    open var isOn: Bool {
        get { storedIsOn }
        set { setOn(newValue, animated: false) }
    }

    /// Turns the switch on or off, sliding the thumb if `animated`; sends no event.
    open func setOn(_ on: Bool, animated: Bool) {
        storedIsOn = on
        if animated {
            UIView.animate(withDuration: Self.toggleAnimationDuration, delay: 0, options: [.beginFromCurrentState]) {
                self.applyState()
            }
        } else {
            applyState()
        }
    }

    /// The track's colour when on; nil is the system green.
    open var onTintColor: UIColor? {
        didSet { applyState() }
    }

    /// The thumb's colour; nil is white.
    open var thumbTintColor: UIColor? {
        didSet { thumbView.discColor = thumbTintColor }
    }

    /// The switch's size and no more.
    open override var intrinsicContentSize: CGSize { Self.switchSize }

    /// The switch's size, whatever is offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { Self.switchSize }

    override func controlStateDidChange() {
        applyState()
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        applyState()
    }

    /// Puts the track and thumb where the state (or a drag) says: inside an animation block
    /// they slide and fade there.
    private func applyState() {
        let size = Self.switchSize
        let origin = CGPoint(x: (bounds.width - size.width) / 2, y: (bounds.height - size.height) / 2)
        trackView.frame = CGRect(origin: origin, size: size)
        let showsOn = dragThumbCentre.map(isOnSide) ?? storedIsOn
        trackView.backgroundColor = showsOn ? (onTintColor ?? .systemGreen) : Self.offTrackColor
        let inset = (size.height - Self.thumbDiameterInPoints) / 2
        let width = Self.thumbDiameterInPoints + (isHighlighted ? Self.pressedThumbStretchInPoints : 0)
        let minCentre = origin.x + inset + width / 2
        let maxCentre = origin.x + size.width - inset - width / 2
        let onCentre = isMirrored ? minCentre : maxCentre, offCentre = isMirrored ? maxCentre : minCentre
        let centre = dragThumbCentre.map { min(max($0, minCentre), maxCentre) } ?? (storedIsOn ? onCentre : offCentre)
        thumbView.frame = CGRect(x: centre - width / 2, y: origin.y + inset, width: width, height: Self.thumbDiameterInPoints)
        let alpha = isEnabled ? 1 : Self.disabledAlpha
        trackView.alpha = alpha
        thumbView.alpha = alpha
    }

    /// Whether the switch runs right to left: on at the left.
    private var isMirrored: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// Whether a thumb centred at `x` is on the "on" half.
    private func isOnSide(_ x: CGFloat) -> Bool {
        isMirrored ? x < bounds.midX : x > bounds.midX
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        touchDownX = touch.location(in: self).x
        dragThumbCentre = nil
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let x = touch.location(in: self).x
        if dragThumbCentre != nil || abs(x - touchDownX) >= Self.dragThresholdInPoints {
            dragThumbCentre = x
            applyState()
        }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let dragged = dragThumbCentre
        dragThumbCentre = nil
        let newValue: Bool
        if let dragged {
            newValue = isOnSide(dragged)
        } else {
            newValue = isTouchInside ? !storedIsOn : storedIsOn
        }
        let changed = newValue != storedIsOn
        setOn(newValue, animated: true)
        if changed { sendActions(for: .valueChanged) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        dragThumbCentre = nil
        setOn(storedIsOn, animated: true)
    }
}
