import Foundation

/// A control for picking a value from a continuous range by dragging a thumb along a track,
/// as UIKit's `UISlider`.
///
/// It is drawn as iOS 13 and later draw it: a 4-point rounded track, tinted up to the thumb
/// (`minimumTrackTintColor`, else the tint colour) and grey beyond it
/// (`maximumTrackTintColor`), and a 28-point white thumb with a soft shadow. Optional images
/// sit at either end (`minimumValueImage`, `maximumValueImage`), and images set per state
/// replace the thumb and the two halves of the track.
///
/// **Touches.** As on iOS, only a touch that lands on the thumb (or within
/// ``UISlider/thumbTouchSlopInPoints`` of it) moves it: a touch elsewhere on the track does
/// nothing. The thumb then follows the finger, keeping the offset at which it was grabbed.
/// While `isContinuous` is true each change sends `.valueChanged` at once; otherwise one
/// `.valueChanged` is sent when the finger lifts, if the value changed. Setting `value` in
/// code never sends an event.
///
/// **Right to left.** When its `effectiveUserInterfaceLayoutDirection` is right to left the
/// slider is mirrored, as UIKit's standard controls are: the minimum is at the right, the
/// track fills from the right, `minimumValueImage` sits at the right end and
/// `maximumValueImage` at the left, and dragging left raises the value
/// (`semanticContentAttribute = .forceLeftToRight` keeps it as in left-to-right text).
@preconcurrency @MainActor
open class UISlider: UIControl {
    /// The thumb's diameter, in points (iOS 7 and later).
    static let thumbDiameterInPoints: CGFloat = 28
    /// The track's thickness, in points (iOS 13 and later; 2 points before).
    static let trackThicknessInPoints: CGFloat = 4
    /// The slider's height when nothing says otherwise, in points (Interface Builder's
    /// default slider is 30 points tall).
    static let intrinsicHeightInPoints: CGFloat = 30
    /// How far around the thumb, in points, a touch still grabs it. UIKit publishes no
    /// number; this makes the grab area about 44 points, Apple's minimum touch target.
    public static let thumbTouchSlopInPoints: CGFloat = 8
    /// The gap between an end image and the track, in points.
    static let valueImageSpacingInPoints: CGFloat = 16
    /// The colour of the track beyond the thumb when `maximumTrackTintColor` is nil
    /// (iOS's `systemFill`, 120/120/128 at 20 %).
    static let defaultMaximumTrackColor = UIColor(red: 120 / 255, green: 120 / 255, blue: 128 / 255, alpha: 0.2)
    /// The opacity of a disabled slider's track (iOS fades it to about half; the thumb
    /// stays opaque so the track does not show through it).
    static let disabledAlpha: CGFloat = 0.5
    /// How long `setValue(_:animated: true)` slides the thumb, in seconds.
    static let valueAnimationDuration: TimeInterval = 0.2

    private let thumbView = ControlThumbView(frame: CGRect(x: 0, y: 0, width: UISlider.thumbDiameterInPoints,
                                                           height: UISlider.thumbDiameterInPoints))
    private var thumbImages = ControlStateTable<UIImage>()
    private var minimumTrackImages = ControlStateTable<UIImage>()
    private var maximumTrackImages = ControlStateTable<UIImage>()
    /// Where along the track the finger held the thumb, from the thumb's centre, in points.
    private var grabOffset: CGFloat = 0
    /// The value when the tracked touch went down, to tell whether a lift changed it.
    private var valueAtTouchDown: Float = 0

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUpSlider()
    }

    /// A slider decoded from a storyboard or xib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUpSlider()
        decodeSlider(from: coder)
    }

    private func setUpSlider() {
        isOpaque = false
        addSubview(thumbView)
    }

    // MARK: Value

    /// The current value, always within `minimumValue`…`maximumValue`; 0 by default. A value
    /// outside the range is clamped, and a NaN one is refused with a warning.
    open var value: Float {
        get { storedValue }
        set { setValue(newValue, animated: false) }
    }
    private var storedValue: Float = 0

    /// The value at the leading end; 0 by default. Raising it above `maximumValue` raises
    /// `maximumValue` with it, and the value is clamped into the new range (UIKit's
    /// documented behaviour).
    open var minimumValue: Float = 0 {
        didSet {
            guard minimumValue.isFinite else {
                Diagnostics.warn("UISlider.minimumValue = \(minimumValue) was refused: it must be a finite number", once: "UISlider.minimumValue")
                minimumValue = oldValue
                return
            }
            if maximumValue < minimumValue { maximumValue = minimumValue }
            storedValue = clamped(storedValue)
            valueDidChangeAppearance()
        }
    }

    /// The value at the trailing end; 1 by default. Lowering it below `minimumValue` lowers
    /// `minimumValue` with it.
    open var maximumValue: Float = 1 {
        didSet {
            guard maximumValue.isFinite else {
                Diagnostics.warn("UISlider.maximumValue = \(maximumValue) was refused: it must be a finite number", once: "UISlider.maximumValue")
                maximumValue = oldValue
                return
            }
            if minimumValue > maximumValue { minimumValue = maximumValue }
            storedValue = clamped(storedValue)
            valueDidChangeAppearance()
        }
    }

    /// Whether a drag sends `.valueChanged` for every change (true, the default) or once
    /// when the finger lifts.
    open var isContinuous = true

    /// Sets the value, clamped into the range; `animated` slides the thumb there.
    open func setValue(_ value: Float, animated: Bool) {
        guard !value.isNaN else {
            return Diagnostics.warn("UISlider.value = nan was refused: the value must be a number", once: "UISlider.value.nan")
        }
        let newValue = clamped(value)
        guard newValue != storedValue else { return }
        storedValue = newValue
        if animated {
            UIView.animate(withDuration: Self.valueAnimationDuration) { self.layoutThumb() }
            setNeedsDisplay()
        } else {
            valueDidChangeAppearance()
        }
    }

    private func clamped(_ value: Float) -> Float {
        min(max(value, minimumValue), maximumValue)
    }

    /// The value's place along the range, 0…1 (0 when the range is empty).
    private var fraction: CGFloat {
        let span = maximumValue - minimumValue
        return span > 0 ? CGFloat((storedValue - minimumValue) / span) : 0
    }

    private func valueDidChangeAppearance() {
        setNeedsLayout()
        setNeedsDisplay()
    }

    // MARK: Appearance

    /// The image at the leading end, before the track.
    open var minimumValueImage: UIImage? {
        didSet { valueDidChangeAppearance() }
    }

    /// The image at the trailing end, after the track.
    open var maximumValueImage: UIImage? {
        didSet { valueDidChangeAppearance() }
    }

    /// The colour of the track up to the thumb; nil uses the tint colour.
    open var minimumTrackTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the track beyond the thumb; nil uses iOS's light grey.
    open var maximumTrackTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// The colour of the thumb; nil is white.
    open var thumbTintColor: UIColor? {
        didSet { thumbView.discColor = thumbTintColor }
    }

    /// Sets the thumb's image for `state` (nil removes it); states without one use the
    /// normal state's, and with none the standard disc is drawn.
    open func setThumbImage(_ image: UIImage?, for state: UIControl.State) {
        thumbImages[exactly: state] = image
        updateThumbImage()
    }

    /// The thumb image set for `state`, or nil.
    open func thumbImage(for state: UIControl.State) -> UIImage? {
        thumbImages[exactly: state]
    }

    /// The thumb image drawn now (for the current state), or nil for the standard disc.
    open var currentThumbImage: UIImage? { thumbImages.value(for: state) }

    /// Sets the image of the track up to the thumb for `state` (stretched along the track).
    open func setMinimumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        minimumTrackImages[exactly: state] = image
        setNeedsDisplay()
    }

    /// The minimum-track image set for `state`, or nil.
    open func minimumTrackImage(for state: UIControl.State) -> UIImage? {
        minimumTrackImages[exactly: state]
    }

    /// The minimum-track image drawn now, or nil.
    open var currentMinimumTrackImage: UIImage? { minimumTrackImages.value(for: state) }

    /// Sets the image of the track beyond the thumb for `state` (stretched along the track).
    open func setMaximumTrackImage(_ image: UIImage?, for state: UIControl.State) {
        maximumTrackImages[exactly: state] = image
        setNeedsDisplay()
    }

    /// The maximum-track image set for `state`, or nil.
    open func maximumTrackImage(for state: UIControl.State) -> UIImage? {
        maximumTrackImages[exactly: state]
    }

    /// The maximum-track image drawn now, or nil.
    open var currentMaximumTrackImage: UIImage? { maximumTrackImages.value(for: state) }

    override func controlStateDidChange() {
        updateThumbImage()
        setNeedsDisplay()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    private func updateThumbImage() {
        thumbView.image = currentThumbImage
        setNeedsLayout()
    }

    // MARK: Geometry (UIKit's overridable rectangles)

    /// Where the leading image is drawn, within `bounds`: at the left, or the right when the
    /// slider runs right to left.
    open func minimumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        endImageRect(size: minimumValueImage?.size, atLeft: !isMirrored, in: bounds)
    }

    /// Where the trailing image is drawn, within `bounds`: at the right, or the left when the
    /// slider runs right to left.
    open func maximumValueImageRect(forBounds bounds: CGRect) -> CGRect {
        endImageRect(size: maximumValueImage?.size, atLeft: isMirrored, in: bounds)
    }

    /// An end image's rect at one end of `bounds`, centred vertically; empty, at that edge,
    /// for no image.
    private func endImageRect(size: CGSize?, atLeft: Bool, in bounds: CGRect) -> CGRect {
        guard let size else { return CGRect(x: atLeft ? bounds.minX : bounds.maxX, y: bounds.midY, width: 0, height: 0) }
        return CGRect(x: atLeft ? bounds.minX : bounds.maxX - size.width, y: bounds.midY - size.height / 2,
                      width: size.width, height: size.height)
    }

    /// Whether the slider runs right to left: minimum at the right.
    private var isMirrored: Bool { effectiveUserInterfaceLayoutDirection == .rightToLeft }

    /// The whole track, between the end images, within `bounds`.
    open func trackRect(forBounds bounds: CGRect) -> CGRect {
        var minX = bounds.minX, maxX = bounds.maxX
        let leftImage = isMirrored ? maximumValueImage : minimumValueImage
        let rightImage = isMirrored ? minimumValueImage : maximumValueImage
        let leftRect = isMirrored ? maximumValueImageRect(forBounds: bounds) : minimumValueImageRect(forBounds: bounds)
        let rightRect = isMirrored ? minimumValueImageRect(forBounds: bounds) : maximumValueImageRect(forBounds: bounds)
        if leftImage != nil { minX = leftRect.maxX + Self.valueImageSpacingInPoints }
        if rightImage != nil { maxX = rightRect.minX - Self.valueImageSpacingInPoints }
        let thickness = Self.trackThicknessInPoints
        return CGRect(x: minX, y: bounds.midY - thickness / 2, width: max(0, maxX - minX), height: thickness)
    }

    /// Where the thumb is drawn for `value`: its centre travels from the track's start plus
    /// half a thumb to the track's end minus half a thumb, so the thumb never overhangs (from
    /// the right end when the slider runs right to left).
    open func thumbRect(forBounds bounds: CGRect, trackRect rect: CGRect, value: Float) -> CGRect {
        let size = currentThumbImage?.size ?? CGSize(width: Self.thumbDiameterInPoints, height: Self.thumbDiameterInPoints)
        let span = maximumValue - minimumValue
        let fraction = span > 0 ? CGFloat((min(max(value, minimumValue), maximumValue) - minimumValue) / span) : 0
        let travel = max(0, rect.width - size.width)
        let x = isMirrored ? rect.maxX - size.width - travel * fraction : rect.minX + travel * fraction
        return CGRect(x: x, y: rect.midY - size.height / 2, width: size.width, height: size.height)
    }

    /// No width of its own, and the standard height (taller if an image or the thumb is).
    open override var intrinsicContentSize: CGSize {
        let thumbHeight = currentThumbImage?.size.height ?? Self.thumbDiameterInPoints
        let imageHeight = max(minimumValueImage?.size.height ?? 0, maximumValueImage?.size.height ?? 0)
        return CGSize(width: UIView.noIntrinsicMetric, height: max(Self.intrinsicHeightInPoints, thumbHeight, imageHeight))
    }

    /// The width offered and the intrinsic height.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: intrinsicContentSize.height)
    }

    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutThumb()
    }

    private func layoutThumb() {
        thumbView.frame = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        let track = trackRect(forBounds: bounds)
        let thumbCentre = thumbRect(forBounds: bounds, trackRect: track, value: storedValue).midX
        let split = min(max(thumbCentre, track.minX), track.maxX)
        let leftPart = CGRect(x: track.minX, y: track.minY, width: split - track.minX, height: track.height)
        let rightPart = CGRect(x: split, y: track.minY, width: track.maxX - split, height: track.height)
        // The minimum's side is the leading one: the right when mirrored.
        let minimumPart = isMirrored ? rightPart : leftPart
        let maximumPart = isMirrored ? leftPart : rightPart
        drawTrackPart(maximumPart, image: currentMaximumTrackImage, color: maximumTrackTintColor ?? Self.defaultMaximumTrackColor, whole: track)
        drawTrackPart(minimumPart, image: currentMinimumTrackImage, color: minimumTrackTintColor ?? tintColor, whole: track)
        if let image = minimumValueImage { image.draw(in: minimumValueImageRect(forBounds: bounds)) }
        if let image = maximumValueImage { image.draw(in: maximumValueImageRect(forBounds: bounds)) }
    }

    /// One side of the track: an image stretched over it, or the colour in a rounded bar
    /// clipped to that side (the rounding belongs to the whole track's ends).
    private func drawTrackPart(_ part: CGRect, image: UIImage?, color: UIColor, whole track: CGRect) {
        guard part.width > 0, let context = UIGraphicsGetCurrentContext() else { return }
        if let image {
            image.draw(in: CGRect(x: part.minX, y: track.midY - image.size.height / 2, width: part.width, height: image.size.height))
            return
        }
        context.saveGState()
        context.clip(to: part)
        color.withAlphaComponent(color.alpha * (isEnabled ? 1 : Self.disabledAlpha)).setFill()
        UIBezierPath(roundedRect: track, cornerRadius: track.height / 2).fill()
        context.restoreGState()
    }

    // MARK: Tracking

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let thumb = thumbRect(forBounds: bounds, trackRect: trackRect(forBounds: bounds), value: storedValue)
        let slop = Self.thumbTouchSlopInPoints
        let location = touch.location(in: self)
        guard thumb.insetBy(dx: -slop, dy: -slop).contains(location) else { return false }
        grabOffset = location.x - thumb.midX
        valueAtTouchDown = storedValue
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        let track = trackRect(forBounds: bounds)
        let thumbWidth = thumbRect(forBounds: bounds, trackRect: track, value: storedValue).width
        let travel = track.width - thumbWidth
        guard travel > 0 else { return true }
        let centre = touch.location(in: self).x - grabOffset
        let fromLeft = min(max((centre - track.minX - thumbWidth / 2) / travel, 0), 1)
        let fraction = Float(isMirrored ? 1 - fromLeft : fromLeft)
        let newValue = minimumValue + (maximumValue - minimumValue) * fraction
        guard newValue != storedValue else { return true }
        storedValue = newValue
        valueDidChangeAppearance()
        if isContinuous { sendActions(for: .valueChanged) }
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        if !isContinuous, storedValue != valueAtTouchDown { sendActions(for: .valueChanged) }
    }

    /// A cancelled drag keeps the value it reached (the thumb stays where it is shown), so a
    /// non-continuous slider still reports it. UIKit documents nothing here; this is our choice.
    open override func cancelTracking(with event: UIEvent?) {
        if !isContinuous, storedValue != valueAtTouchDown { sendActions(for: .valueChanged) }
    }
}
