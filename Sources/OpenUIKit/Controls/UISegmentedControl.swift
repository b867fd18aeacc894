import Foundation

/// A row of segments, each a title or an image, of which one is selected, as UIKit's
/// `UISegmentedControl`.
///
/// It is drawn as iOS 13 and later draw it: a light grey rounded bar 32 points tall, the
/// selected segment a white rounded "thumb" with a soft shadow, thin dividers between the
/// other segments, and titles in 13-point text (semibold when selected).
///
/// **Touches.** A segment darkens while a finger is on it; lifting inside a different,
/// enabled segment selects it and sends `.valueChanged`. A momentary control (`isMomentary`)
/// selects the segment only while its actions run, then shows none again, as UIKit's.
/// Setting `selectedSegmentIndex` in code sends nothing.
///
/// **Right to left.** When its `effectiveUserInterfaceLayoutDirection` is right to left the
/// segments run from the right, as UIKit mirrors them: segment 0 is the rightmost, and
/// touches find segments where they are drawn; titles and images are not mirrored.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// What `selectedSegmentIndex` is when no segment is selected.
    public static let noSegment = -1

    /// The control's height, in points (iOS 13 and later).
    static let controlHeightInPoints: CGFloat = 32
    /// The bar's corner radius, in points.
    static let cornerRadiusInPoints: CGFloat = 9
    /// How far the selected thumb sits inside the bar, in points.
    static let thumbInsetInPoints: CGFloat = 2
    /// The thumb's corner radius, in points.
    static let thumbCornerRadiusInPoints: CGFloat = 7
    /// The room a title leaves on each side within its segment, in points.
    static let titlePaddingInPoints: CGFloat = 12
    /// The dividers' height, in points.
    static let dividerHeightInPoints: CGFloat = 16
    /// The titles' point size.
    static let titleFontSizeInPoints: CGFloat = 13
    /// The bar (iOS's `tertiarySystemFill`: 118/118/128 at 12 %).
    static let barFill = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    /// A pressed, unselected segment.
    static let pressedFill = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    /// The opacity of a disabled segment's title or image.
    static let disabledContentAlpha: CGFloat = 0.3

    /// One segment's content and settings.
    private struct Segment {
        var title: String?
        var image: UIImage?
        /// A fixed width, or 0 for an automatic one.
        var width: CGFloat = 0
        var isEnabled = true
    }

    private var segments: [Segment] = []
    private var storedSelectedIndex = UISegmentedControl.noSegment
    private var pressedIndex: Int?
    private var titleAttributes = ControlStateTable<[NSAttributedString.Key: Any]>()

    /// An empty control at `frame`.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
    }

    /// A control with one segment per item: a `String` becomes a title and a `UIImage` an
    /// image; anything else is skipped with a warning.
    public convenience init(items: [Any]?) {
        self.init(frame: .zero)
        for item in items ?? [] {
            if let title = item as? String {
                segments.append(Segment(title: title))
            } else if let image = item as? UIImage {
                segments.append(Segment(image: image))
            } else {
                Diagnostics.warn("UISegmentedControl(items:) skipped a \(type(of: item)): segments are strings or images",
                                 once: "UISegmentedControl.items.\(type(of: item))")
            }
        }
        frame.size = intrinsicContentSize
    }

    /// A control decoded from a storyboard or xib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        decodeSegmentedControl(from: coder)
    }

    // MARK: Segments

    /// How many segments there are.
    open var numberOfSegments: Int { segments.count }

    /// The selected segment's index, or `noSegment`. An index out of range is refused with a
    /// warning.
    open var selectedSegmentIndex: Int {
        get { storedSelectedIndex }
        set {
            guard newValue == Self.noSegment || segments.indices.contains(newValue) else {
                return Diagnostics.warn("UISegmentedControl.selectedSegmentIndex = \(newValue) was refused: there are \(segments.count) segments",
                                        once: "UISegmentedControl.selectedSegmentIndex")
            }
            storedSelectedIndex = newValue
            setNeedsDisplay()
        }
    }

    /// Whether a segment shows as selected only while its actions run; false by default.
    open var isMomentary = false

    /// Whether automatic widths follow each segment's content (true) or are all equal.
    open var apportionsSegmentWidthsByContent = false {
        didSet { contentDidChange() }
    }

    /// The selected thumb's colour; nil is white.
    open var selectedSegmentTintColor: UIColor? {
        didSet { setNeedsDisplay() }
    }

    /// Inserts a titled segment at `segment` (clamped to 0…`numberOfSegments`).
    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    /// Inserts an image segment at `segment` (clamped to 0…`numberOfSegments`).
    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    private func insert(_ newSegment: Segment, at index: Int) {
        let place = min(max(index, 0), segments.count)
        segments.insert(newSegment, at: place)
        if storedSelectedIndex >= place { storedSelectedIndex += 1 }
        contentDidChange()
    }

    /// Removes the segment at `segment`; an index out of range does nothing.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if storedSelectedIndex == segment {
            storedSelectedIndex = Self.noSegment
        } else if storedSelectedIndex > segment {
            storedSelectedIndex -= 1
        }
        contentDidChange()
    }

    /// Removes every segment.
    open func removeAllSegments() {
        segments.removeAll()
        storedSelectedIndex = Self.noSegment
        contentDidChange()
    }

    /// Sets a segment's title (replacing its image).
    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        update(segment) { $0.title = title; $0.image = nil }
    }

    /// A segment's title, or nil.
    open func titleForSegment(at segment: Int) -> String? {
        segments.indices.contains(segment) ? segments[segment].title : nil
    }

    /// Sets a segment's image (replacing its title).
    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        update(segment) { $0.image = image; $0.title = nil }
    }

    /// A segment's image, or nil.
    open func imageForSegment(at segment: Int) -> UIImage? {
        segments.indices.contains(segment) ? segments[segment].image : nil
    }

    /// Fixes a segment's width in points; 0 makes it automatic again.
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard width.isFinite, width >= 0 else {
            return Diagnostics.warn("UISegmentedControl.setWidth(\(width)) was refused: a width is 0 or more points", once: "UISegmentedControl.width")
        }
        update(segment) { $0.width = width }
    }

    /// A segment's fixed width, or 0 when it is automatic.
    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Enables or disables one segment.
    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        update(segment) { $0.isEnabled = enabled }
    }

    /// Whether one segment is enabled.
    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) ? segments[segment].isEnabled : false
    }

    /// Sets the title attributes (font, colour) for `state` (`.normal` or `.selected`).
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[exactly: state] = attributes
        contentDidChange()
    }

    /// The title attributes set for `state`, or nil.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[exactly: state]
    }

    private func update(_ index: Int, _ change: (inout Segment) -> Void) {
        guard segments.indices.contains(index) else {
            return Diagnostics.warn("UISegmentedControl has no segment \(index) (it has \(segments.count))", once: "UISegmentedControl.index")
        }
        change(&segments[index])
        contentDidChange()
    }

    private func contentDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    override func controlStateDidChange() {
        setNeedsDisplay()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    // MARK: Size

    private func attributes(selected: Bool) -> [NSAttributedString.Key: Any] {
        var attributes: [NSAttributedString.Key: Any] = [
            .font: UIFont.systemFont(ofSize: Self.titleFontSizeInPoints, weight: selected ? .semibold : .regular),
            .foregroundColor: UIColor.label,
        ]
        for (key, value) in titleAttributes.value(for: .normal) ?? [:] { attributes[key] = value }
        if selected {
            for (key, value) in titleAttributes[exactly: .selected] ?? [:] { attributes[key] = value }
        }
        return attributes
    }

    /// A segment's natural width: its content plus padding on both sides.
    private func contentWidth(of segment: Segment) -> CGFloat {
        let content = segment.image?.size.width
            ?? (segment.title ?? "").size(withAttributes: attributes(selected: true)).width
        return ceil(content) + 2 * Self.titlePaddingInPoints
    }

    /// Each segment's width within `totalWidth`: fixed widths first, then the rest shared
    /// equally (or in proportion to content with `apportionsSegmentWidthsByContent`).
    private func segmentWidths(totalWidth: CGFloat) -> [CGFloat] {
        guard !segments.isEmpty else { return [] }
        let fixed = segments.reduce(0) { $0 + $1.width }
        let automatic = segments.indices.filter { segments[$0].width == 0 }
        let remaining = max(0, totalWidth - fixed)
        var widths = segments.map(\.width)
        if apportionsSegmentWidthsByContent {
            let natural = automatic.map { contentWidth(of: segments[$0]) }
            let sum = natural.reduce(0, +)
            for (position, index) in automatic.enumerated() {
                widths[index] = sum > 0 ? remaining * natural[position] / sum : remaining / CGFloat(automatic.count)
            }
        } else {
            for index in automatic { widths[index] = remaining / CGFloat(automatic.count) }
        }
        return widths
    }

    /// Each segment's rect by index: from the left, or from the right when the control runs
    /// right to left (index 0 at the right, as UIKit mirrors segmented controls).
    func segmentRects() -> [CGRect] {
        let mirrored = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x = mirrored ? bounds.maxX : bounds.minX
        return segmentWidths(totalWidth: bounds.width).map { width in
            if mirrored { x -= width }
            defer { if !mirrored { x += width } }
            return CGRect(x: x, y: bounds.minY, width: width, height: bounds.height)
        }
    }

    /// Wide enough for every segment at the widest segment's natural width (or each at its
    /// own, with `apportionsSegmentWidthsByContent`), and 32 points tall.
    open override var intrinsicContentSize: CGSize {
        let natural = segments.map { $0.width > 0 ? $0.width : contentWidth(of: $0) }
        let width = apportionsSegmentWidthsByContent
            ? natural.reduce(0, +)
            : (natural.max() ?? 0) * CGFloat(segments.count)
        return CGSize(width: width, height: Self.controlHeightInPoints)
    }

    /// The natural size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { intrinsicContentSize }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        Self.barFill.setFill()
        UIBezierPath(roundedRect: bounds, cornerRadius: Self.cornerRadiusInPoints).fill()
        let rects = segmentRects()
        for (index, segmentRect) in rects.enumerated() where index == pressedIndex && index != storedSelectedIndex && isTouchInside {
            Self.pressedFill.setFill()
            UIBezierPath(roundedRect: segmentRect.insetBy(dx: Self.thumbInsetInPoints, dy: Self.thumbInsetInPoints),
                         cornerRadius: Self.thumbCornerRadiusInPoints).fill()
        }
        if rects.indices.contains(storedSelectedIndex) { drawThumb(in: rects[storedSelectedIndex]) }
        UIColor.separator.setFill()
        for index in rects.indices.dropFirst() where index != storedSelectedIndex && index - 1 != storedSelectedIndex {
            // The divider between this segment and the one before it.
            let seam = effectiveUserInterfaceLayoutDirection == .rightToLeft ? rects[index].maxX : rects[index].minX
            UIRectFill(CGRect(x: seam - 0.5, y: bounds.midY - Self.dividerHeightInPoints / 2,
                              width: 1, height: Self.dividerHeightInPoints))
        }
        for (index, segmentRect) in rects.enumerated() {
            drawContent(of: segments[index], in: segmentRect, selected: index == storedSelectedIndex)
        }
    }

    /// The selected segment's white thumb, lifted by a soft shadow (two translucent rings
    /// stand in for iOS's blur, which `draw(_:)` cannot use).
    private func drawThumb(in segmentRect: CGRect) {
        let thumb = segmentRect.insetBy(dx: Self.thumbInsetInPoints, dy: Self.thumbInsetInPoints)
        let shadow = UIColor(white: 0, alpha: 0.06)
        shadow.setFill()
        UIBezierPath(roundedRect: thumb.insetBy(dx: -0.5, dy: -0.5).offsetBy(dx: 0, dy: 1),
                     cornerRadius: Self.thumbCornerRadiusInPoints + 0.5).fill()
        (selectedSegmentTintColor ?? .white).setFill()
        UIBezierPath(roundedRect: thumb, cornerRadius: Self.thumbCornerRadiusInPoints).fill()
    }

    private func drawContent(of segment: Segment, in segmentRect: CGRect, selected: Bool) {
        let alpha = isEnabled && segment.isEnabled ? 1 : Self.disabledContentAlpha
        if let image = segment.image {
            let size = image.size
            image.draw(in: CGRect(x: segmentRect.midX - size.width / 2, y: segmentRect.midY - size.height / 2,
                                  width: size.width, height: size.height), blendMode: .normal, alpha: alpha)
        } else if let title = segment.title {
            var attributes = attributes(selected: selected)
            if alpha < 1, let color = attributes[.foregroundColor] as? UIColor {
                attributes[.foregroundColor] = color.withAlphaComponent(color.alpha * alpha)
            }
            let size = title.size(withAttributes: attributes)
            let width = min(size.width, segmentRect.width - 2 * Self.thumbInsetInPoints)
            title.draw(in: CGRect(x: segmentRect.midX - width / 2, y: segmentRect.midY - size.height / 2,
                                  width: width, height: size.height), withAttributes: attributes)
        }
    }

    // MARK: Tracking

    private func segmentIndex(at point: CGPoint) -> Int? {
        segmentRects().firstIndex { $0.minX <= point.x && point.x < $0.maxX }
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard let index = segmentIndex(at: touch.location(in: self)), segments[index].isEnabled else { return false }
        pressedIndex = index
        setNeedsDisplay()
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        setNeedsDisplay()
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        defer {
            pressedIndex = nil
            setNeedsDisplay()
        }
        guard let touch, isTouchInside, let index = segmentIndex(at: touch.location(in: self)) ?? pressedIndex,
              segments[index].isEnabled else { return }
        if isMomentary {
            storedSelectedIndex = index
            sendActions(for: .valueChanged)
            storedSelectedIndex = Self.noSegment
        } else if index != storedSelectedIndex {
            storedSelectedIndex = index
            sendActions(for: .valueChanged)
        }
    }

    open override func cancelTracking(with event: UIEvent?) {
        pressedIndex = nil
        setNeedsDisplay()
    }
}
