import Foundation

/// A control for picking a date, a time, both, or a duration, as UIKit's `UIDatePicker`.
///
/// **Styles.** In wheels style it is a `UIPickerView` whose wheels follow the mode and the
/// locale, as iOS lays them out (en_US `.dateAndTime`: "Sun Nov 29 | 5 | 03 | AM"; `.date`:
/// "November | 29 | 2026"; `.time`: "5 | 03 | AM"; a 24-hour locale has no AM/PM wheel). In
/// compact style (what `.automatic` is for the date and time modes, as on iOS 14 and later)
/// it shows the date and the time as rounded grey buttons; tapping one presents wheels for
/// that part in a popover (iOS shows a month calendar for the date there). `.inline` is
/// shown as wheels here, and `datePickerStyle` then says `.wheels`.
///
/// **Values.** `date` is the picked moment (now, when the picker is made); `minimumDate`
/// and `maximumDate` bound it, and a wheel turned beyond them springs back to the bound.
/// With `roundsToMinuteInterval` (the default) the date is rounded to the nearest
/// `minuteInterval`. In `.countDownTimer` mode the picker shows `countDownDuration` instead.
/// `.valueChanged` is sent for the user's changes only, never for values set in code.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// The wheels' size, in points (UIKit's standard picker size).
    static let wheelsSize = CGSize(width: 320, height: 216)
    /// The height of a compact button, in points.
    static let compactHeightInPoints: CGFloat = 34
    /// The space either side of a compact button's text, in points.
    static let compactPaddingInPoints: CGFloat = 11
    /// The gap between the date and the time buttons, in points.
    static let compactSpacingInPoints: CGFloat = 6
    /// A compact button's corner radius, in points.
    static let compactCornerRadiusInPoints: CGFloat = 6
    /// The compact buttons' text size, in points (iOS's body size).
    static let compactFontSize: CGFloat = 17
    /// The compact buttons' fill (iOS's `tertiarySystemFill`).
    static let compactFill = UIColor(red: 118 / 255, green: 118 / 255, blue: 128 / 255, alpha: 0.12)
    /// The longest count-down: 23 hours 59 minutes, in seconds.
    static let longestCountDown: TimeInterval = 24 * 60 * 60 - 60

    /// One of the compact style's buttons.
    enum CompactPart: Equatable {
        case date, time
    }

    private var storedDate: Date
    private var wheels: DatePickerWheels?
    private var pickerView: UIPickerView?
    /// The compact button whose editor is shown, drawn in the tint colour.
    private(set) var editingPart: CompactPart?
    /// The compact button a touch went down on.
    private var pressedPart: CompactPart?

    public override init(frame: CGRect) {
        storedDate = Date()
        super.init(frame: frame)
        isOpaque = false
        rebuildContent()
    }

    /// A date picker decoded from a storyboard or xib.
    public required init?(coder: NSCoder) {
        storedDate = Date()
        super.init(coder: coder)
        isOpaque = false
        decodeDatePicker(from: coder)
        rebuildContent()
    }

    // MARK: Mode and style

    /// What the picker picks; `.dateAndTime` by default.
    open var datePickerMode: Mode = .dateAndTime {
        didSet { if datePickerMode != oldValue { rebuildContent() } }
    }

    /// The style the app asks for; `.automatic` by default.
    open var preferredDatePickerStyle: UIDatePickerStyle = .automatic {
        didSet { if preferredDatePickerStyle != oldValue { rebuildContent() } }
    }

    /// The style the picker is shown in: `.compact` or `.wheels` (never `.automatic`; never
    /// `.inline` here, which shows wheels).
    open var datePickerStyle: UIDatePickerStyle {
        switch (preferredDatePickerStyle, datePickerMode) {
        case (_, .countDownTimer), (_, .yearAndMonth): return .wheels
        case (.automatic, _), (.compact, _): return .compact
        case (.wheels, _), (.inline, _): return .wheels
        }
    }

    // MARK: Locale

    /// The locale the wheels and buttons are written in; the current locale by default, and
    /// setting nil goes back to it.
    open var locale: Locale! {
        get { storedLocale ?? Locale.current }
        set {
            storedLocale = newValue
            rebuildContent()
        }
    }
    private var storedLocale: Locale?

    /// The calendar of the wheels; the current calendar by default, and setting nil goes back
    /// to it.
    open var calendar: Calendar! {
        get { storedCalendar ?? Calendar.current }
        set {
            storedCalendar = newValue
            rebuildContent()
        }
    }
    private var storedCalendar: Calendar?

    /// The time zone the date is shown in; nil (the default) uses the calendar's.
    open var timeZone: TimeZone? {
        didSet { rebuildContent() }
    }

    /// The calendar in the time zone the date is shown in.
    var effectiveCalendar: Calendar {
        var result = calendar ?? Calendar.current
        if let timeZone { result.timeZone = timeZone }
        return result
    }

    // MARK: Values

    /// The picked date; now, when the picker is made. Setting it in code sends nothing;
    /// a date beyond `minimumDate` or `maximumDate` is brought to it.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }

    /// Sets the date (bounded and rounded as `date` is), turning the wheels to it at once
    /// or animated.
    open func setDate(_ date: Date, animated: Bool) {
        storedDate = bounded(rounded(date))
        showValue(animated: animated)
    }

    /// The earliest date the user can pick; nil (the default) for none. Ignored while it is
    /// later than `maximumDate`, as UIKit documents.
    open var minimumDate: Date? {
        didSet { boundsDidChange() }
    }

    /// The latest date the user can pick; nil (the default) for none.
    open var maximumDate: Date? {
        didSet { boundsDidChange() }
    }

    /// The step of the minute wheel, in minutes: 1 by default; it must divide 60 evenly
    /// (1…30), as UIKit requires, and other values are refused with a warning.
    open var minuteInterval: Int = 1 {
        didSet {
            guard minuteInterval >= 1, minuteInterval <= 30, 60 % minuteInterval == 0 else {
                Diagnostics.warn("UIDatePicker.minuteInterval = \(minuteInterval) was refused: it must divide 60 evenly (1…30)",
                                 once: "UIDatePicker.minuteInterval")
                minuteInterval = oldValue
                return
            }
            if minuteInterval != oldValue { rebuildContent() }
        }
    }

    /// Whether the date is rounded to the nearest `minuteInterval` (in the modes that show
    /// minutes); true by default.
    open var roundsToMinuteInterval = true {
        didSet { storedDate = bounded(rounded(storedDate)) }
    }

    /// The duration shown in `.countDownTimer` mode, in seconds: 0 by default, at most
    /// 23 hours 59 minutes, in whole steps of `minuteInterval` minutes.
    open var countDownDuration: TimeInterval {
        get { storedCountDown }
        set {
            guard newValue.isFinite else {
                return Diagnostics.warn("UIDatePicker.countDownDuration = \(newValue) was refused: it must be a finite number of seconds",
                                        once: "UIDatePicker.countDownDuration")
            }
            let step = TimeInterval(minuteInterval * 60)
            storedCountDown = min(max((newValue / step).rounded(.down) * step, 0), Self.longestCountDown)
            showValue(animated: false)
        }
    }
    private var storedCountDown: TimeInterval = 0

    /// The bounds in force: both ignored while the minimum is later than the maximum.
    private var activeBounds: (minimum: Date?, maximum: Date?) {
        if let minimumDate, let maximumDate, minimumDate > maximumDate { return (nil, nil) }
        return (minimumDate, maximumDate)
    }

    private func bounded(_ date: Date) -> Date {
        let limits = activeBounds
        if let low = limits.minimum, date < low { return low }
        if let high = limits.maximum, date > high { return high }
        return date
    }

    private func rounded(_ date: Date) -> Date {
        guard roundsToMinuteInterval, minuteInterval > 1, datePickerMode == .time || datePickerMode == .dateAndTime else { return date }
        let cal = effectiveCalendar
        var parts = cal.dateComponents([.year, .month, .day, .hour, .minute], from: date)
        let minute = parts.minute ?? 0
        let nearest = Int((Double(minute) / Double(minuteInterval)).rounded()) * minuteInterval
        parts.minute = 0
        parts.second = 0
        guard let hourStart = cal.date(from: parts) else { return date }
        return hourStart.addingTimeInterval(TimeInterval(nearest * 60))
    }

    private func boundsDidChange() {
        let bounded = bounded(storedDate)
        if bounded != storedDate {
            storedDate = bounded
            showValue(animated: false)
        }
    }

    // MARK: Content

    /// Makes the wheels or the compact buttons for the current mode, style and locale.
    private func rebuildContent() {
        storedDate = bounded(rounded(storedDate))
        if datePickerStyle == .wheels {
            let model = DatePickerWheels(mode: datePickerMode, locale: locale, calendar: effectiveCalendar,
                                         minuteInterval: minuteInterval, around: storedDate)
            model.userDidTurn = { [weak self] in self?.wheelsDidTurn() }
            let picker = pickerView ?? UIPickerView(frame: bounds)
            picker.frame = bounds
            picker.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            if picker.superview !== self { addSubview(picker) }
            wheels = model
            pickerView = picker
            picker.dataSource = model
            picker.delegate = model
            picker.reloadAllComponents()
        } else {
            pickerView?.removeFromSuperview()
            pickerView = nil
            wheels = nil
        }
        invalidateIntrinsicContentSize()
        showValue(animated: false)
        setNeedsLayout()
        setNeedsDisplay()
    }

    /// Turns the wheels to the value, or redraws the compact buttons.
    private func showValue(animated: Bool) {
        guard let wheels, let pickerView else { return setNeedsDisplay() }
        if wheels.reanchorIfNeeded(for: storedDate) { pickerView.reloadAllComponents() }
        let rows = wheels.rows(for: storedDate, duration: storedCountDown)
        for (component, row) in rows.enumerated() where pickerView.selectedRow(inComponent: component) != row {
            pickerView.selectRow(row, inComponent: component, animated: animated)
        }
    }

    /// The user brought a wheel to rest: the value the wheels show becomes the date (or the
    /// duration), brought within the bounds, the wheels spring back to it if it was not,
    /// and `.valueChanged` goes out when it changed.
    private func wheelsDidTurn() {
        guard let wheels, let pickerView else { return }
        let rows = (0..<pickerView.numberOfComponents).map { pickerView.selectedRow(inComponent: $0) }
        if datePickerMode == .countDownTimer {
            var duration = wheels.duration(fromRows: rows)
            // A count-down of nothing springs to one step, as iOS's does.
            if duration == 0 { duration = TimeInterval(minuteInterval * 60) }
            let changed = duration != storedCountDown
            storedCountDown = duration
            showValue(animated: true)
            if changed { sendActions(for: .valueChanged) }
            return
        }
        let shown = wheels.date(fromRows: rows, keeping: storedDate)
        let next = bounded(shown)
        let changed = next != storedDate
        storedDate = next
        showValue(animated: true)
        if changed { sendActions(for: .valueChanged) }
    }

    /// The picker view showing the wheels, when the style is wheels.
    var wheelsView: UIPickerView? { pickerView }

    // MARK: Size

    /// The wheels' standard size, or the compact buttons' size.
    open override var intrinsicContentSize: CGSize {
        guard datePickerStyle == .compact else { return Self.wheelsSize }
        let rects = compactPartRects(in: CGRect(origin: .zero, size: CGSize(width: 0, height: Self.compactHeightInPoints)))
        let width = rects.map(\.rect.width).reduce(0, +) + Self.compactSpacingInPoints * CGFloat(max(rects.count - 1, 0))
        return CGSize(width: width, height: Self.compactHeightInPoints)
    }

    /// The intrinsic size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        intrinsicContentSize
    }

    // MARK: Compact style

    /// The compact buttons the mode shows: the date, the time, or both.
    var compactParts: [CompactPart] {
        switch datePickerMode {
        case .date: [.date]
        case .time: [.time]
        default: [.date, .time]
        }
    }

    /// A compact button's text: the medium date ("Nov 29, 2026") or the short time ("5:03 AM").
    func compactText(for part: CompactPart) -> String {
        let formatter = DateFormatter()
        formatter.locale = locale
        formatter.calendar = effectiveCalendar
        formatter.timeZone = effectiveCalendar.timeZone
        formatter.dateStyle = part == .date ? .medium : .none
        formatter.timeStyle = part == .time ? .short : .none
        return formatter.string(from: storedDate)
    }

    private var compactFont: UIFont { .systemFont(ofSize: Self.compactFontSize) }

    /// Where each compact button is: side by side at the trailing end of `area` (the
    /// leading end right to left), centred vertically, as iOS aligns them.
    func compactPartRects(in area: CGRect) -> [(part: CompactPart, rect: CGRect)] {
        let attributes: [NSAttributedString.Key: Any] = [.font: compactFont]
        let widths = compactParts.map { part in
            compactText(for: part).size(withAttributes: attributes).width.rounded(.up) + 2 * Self.compactPaddingInPoints
        }
        let total = widths.reduce(0, +) + Self.compactSpacingInPoints * CGFloat(max(widths.count - 1, 0))
        let mirrored = effectiveUserInterfaceLayoutDirection == .rightToLeft
        var x = mirrored ? area.minX : area.maxX - total
        let y = area.midY - Self.compactHeightInPoints / 2
        var result: [(part: CompactPart, rect: CGRect)] = []
        for (part, width) in zip(compactParts, widths) {
            result.append((part, CGRect(x: x, y: y, width: width, height: Self.compactHeightInPoints)))
            x += width + Self.compactSpacingInPoints
        }
        return result
    }

    open override func draw(_ rect: CGRect) {
        guard datePickerStyle == .compact else { return }
        for (part, area) in compactPartRects(in: bounds) {
            let pressed = pressedPart == part && isTouchInside
            Self.compactFill.withAlphaComponent(Self.compactFill.alpha * (pressed ? 2 : 1)).setFill()
            UIBezierPath(roundedRect: area, cornerRadius: Self.compactCornerRadiusInPoints).fill()
            let color: UIColor = !isEnabled ? .tertiaryLabel : (editingPart == part ? tintColor : .label)
            let attributes: [NSAttributedString.Key: Any] = [.font: compactFont, .foregroundColor: color]
            let text = compactText(for: part)
            let size = text.size(withAttributes: attributes)
            text.draw(at: CGPoint(x: area.midX - size.width / 2, y: area.midY - size.height / 2), withAttributes: attributes)
        }
    }

    override func controlStateDidChange() {
        setNeedsDisplay()
    }

    open override func tintColorDidChange() {
        super.tintColorDidChange()
        setNeedsDisplay()
    }

    open override func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        guard datePickerStyle == .compact else { return false }
        let point = touch.location(in: self)
        guard let hit = compactPartRects(in: bounds).first(where: { $0.rect.contains(point) }) else { return false }
        pressedPart = hit.part
        setNeedsDisplay()
        return true
    }

    open override func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool {
        setNeedsDisplay()
        return true
    }

    open override func endTracking(_ touch: UITouch?, with event: UIEvent?) {
        let part = pressedPart
        pressedPart = nil
        setNeedsDisplay()
        if let part, isTouchInside { presentEditor(for: part) }
    }

    open override func cancelTracking(with event: UIEvent?) {
        pressedPart = nil
        setNeedsDisplay()
    }

    /// Shows wheels for `part` in a popover pointing at its button.
    func presentEditor(for part: CompactPart) {
        guard let presenter = presentingController() else {
            return Diagnostics.warn("UIDatePicker: the compact date picker is in no view controller's view, so its editor cannot be shown",
                                    once: "UIDatePicker.noPresenter")
        }
        guard let area = compactPartRects(in: bounds).first(where: { $0.part == part })?.rect else { return }
        let editor = DatePickerPopoverController(source: self, part: part)
        editor.modalPresentationStyle = .popover
        editor.preferredContentSize = Self.wheelsSize
        if let popover = editor.popoverPresentationController {
            popover.sourceView = self
            popover.sourceRect = area
            popover.delegate = editor
        }
        editingPart = part
        setNeedsDisplay()
        presenter.present(editor, animated: true)
    }

    /// The editor in the popover was dismissed.
    func editorDidClose() {
        editingPart = nil
        setNeedsDisplay()
    }

    /// The editor's wheels picked `date`: it becomes the picker's, and `.valueChanged` goes out.
    func editorDidPick(_ date: Date) {
        let next = bounded(rounded(date))
        guard next != storedDate else { return }
        storedDate = next
        setNeedsDisplay()
        sendActions(for: .valueChanged)
    }

    /// The controller to present from: the nearest one whose view holds the picker, or what
    /// it already presents.
    private func presentingController() -> UIViewController? {
        var responder: UIResponder? = self
        while let current = responder, !(current is UIViewController) { responder = current.next }
        var controller = (responder as? UIViewController) ?? window?.rootViewController
        while let presented = controller?.presentedViewController, !presented.isBeingDismissed { controller = presented }
        return controller
    }
}
