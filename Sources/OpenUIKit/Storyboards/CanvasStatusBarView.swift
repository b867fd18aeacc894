import Foundation

/// The status bar Interface Builder's canvas draws over the top of a scene (its simulated
/// status bar): Apple's "9:41", the cellular and Wi-Fi signal at full strength and a full
/// battery, laid out as iOS lays them out for the device.
///
/// Devices with a 20-point bar (a Home button) show the carrier and Wi-Fi at the left, the
/// time with "AM" in the middle and the charge in percent beside the battery at the right;
/// taller bars (a notch or a Dynamic Island) show the time in the left "ear" and the signal,
/// Wi-Fi and battery glyphs in the right one. Over a plain scene the bar is clear, as on
/// iOS; above a navigation bar it takes the bar's colour, which iOS extends up behind it.
final class CanvasStatusBarView: UIView {
    /// Whether the content is white (a light-content status bar) rather than black.
    var isLight = false {
        didSet { if isLight != oldValue { setNeedsDisplay() } }
    }

    /// The tallest bar laid out as a Home-button device's, in points (an iPad's is 24).
    static let classicHeightLimit: CGFloat = 24
    /// The narrowest bar drawn as an iPad's, in points (an iPad's portrait width): an iPad
    /// shows its model name and Wi-Fi where an iPhone shows its carrier's signal.
    static let padMinimumWidth: CGFloat = 768
    /// The time every Apple screenshot shows.
    static let time = "9:41"
    /// The width of the notch between the ears, in points (iPhone X to 14).
    static let notchWidth: CGFloat = 210
    /// The size of the text of a classic bar, in points.
    static let classicFontSize: CGFloat = 12
    /// The size of the time in an ear, in points.
    static let earFontSize: CGFloat = 15
    /// A full battery's outline, in points.
    static let batterySize = CGSize(width: 24, height: 11.5)
    /// The outline's opacity (iOS draws it faint, the charge solid).
    static let batteryOutlineAlpha: CGFloat = 0.4

    override init(frame: CGRect) {
        super.init(frame: frame)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
        isOpaque = false
        isUserInteractionEnabled = false
    }

    override func draw(_ rect: CGRect) {
        let ink = isLight ? UIColor.white : UIColor.black
        if bounds.height <= Self.classicHeightLimit { drawClassic(ink) } else { drawEars(ink) }
    }

    /// Carrier (an iPad: its name) and Wi-Fi left, time centred, percentage and battery right.
    private func drawClassic(_ ink: UIColor) {
        let midY = bounds.midY
        let font = UIFont.systemFont(ofSize: Self.classicFontSize)
        let attributes: [NSAttributedString.Key: Any] = [.font: font, .foregroundColor: ink]
        let isPad = bounds.width >= Self.padMinimumWidth
        var x: CGFloat = 6
        if !isPad {
            // Five round signal dots before the carrier's name; an iPad on Wi-Fi has none.
            let dot: CGFloat = 5.5, gap: CGFloat = 1.5
            ink.setFill()
            for _ in 0..<5 {
                UIBezierPath(ovalIn: CGRect(x: x, y: midY - dot / 2, width: dot, height: dot)).fill()
                x += dot + gap
            }
        }
        let carrier = isPad ? "iPad" : "Carrier"
        let carrierSize = carrier.size(withAttributes: attributes)
        carrier.draw(at: CGPoint(x: x + 2, y: midY - carrierSize.height / 2), withAttributes: attributes)
        drawWiFi(ink, in: CGRect(x: x + 6 + carrierSize.width, y: midY - 5, width: 14, height: 10))
        // The time, centred.
        let timeAttributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: Self.classicFontSize, weight: .semibold),
                                                              .foregroundColor: ink]
        let time = "\(Self.time) AM"
        let timeSize = time.size(withAttributes: timeAttributes)
        time.draw(at: CGPoint(x: bounds.midX - timeSize.width / 2, y: midY - timeSize.height / 2), withAttributes: timeAttributes)
        // The battery at the right edge, the percentage before it.
        let battery = CGRect(x: bounds.maxX - 6 - Self.batterySize.width - 2, y: midY - Self.batterySize.height / 2,
                             width: Self.batterySize.width, height: Self.batterySize.height)
        drawBattery(ink, in: battery)
        let percent = "100%"
        let percentSize = percent.size(withAttributes: attributes)
        percent.draw(at: CGPoint(x: battery.minX - 3 - percentSize.width, y: midY - percentSize.height / 2), withAttributes: attributes)
    }

    /// The time centred in the left ear; signal, Wi-Fi and battery centred in the right one.
    private func drawEars(_ ink: UIColor) {
        let earWidth = max(0, (bounds.width - Self.notchWidth) / 2)
        // The ears' content sits a little below the middle, level with the notch's lower half.
        let midY = bounds.height * 0.55
        let attributes: [NSAttributedString.Key: Any] = [.font: UIFont.systemFont(ofSize: Self.earFontSize, weight: .semibold),
                                                         .foregroundColor: ink]
        let time = Self.time
        let timeSize = time.size(withAttributes: attributes)
        time.draw(at: CGPoint(x: earWidth / 2 - timeSize.width / 2, y: midY - timeSize.height / 2), withAttributes: attributes)
        let signalWidth: CGFloat = 17, wifiWidth: CGFloat = 15, spacing: CGFloat = 5
        let total = signalWidth + spacing + wifiWidth + spacing + Self.batterySize.width + 2
        var x = bounds.width - earWidth / 2 - total / 2
        ink.setFill()
        // Four bars rising left to right.
        let barWidth: CGFloat = 3, barGap: CGFloat = 1.7, tallest: CGFloat = 11
        for index in 0..<4 {
            let height = tallest * CGFloat(index + 1) / 4 + 1.5
            UIBezierPath(roundedRect: CGRect(x: x + CGFloat(index) * (barWidth + barGap), y: midY + tallest / 2 - height,
                                             width: barWidth, height: height), cornerRadius: 0.8).fill()
        }
        x += signalWidth + spacing
        drawWiFi(ink, in: CGRect(x: x, y: midY - 5.5, width: wifiWidth, height: 11))
        x += wifiWidth + spacing
        drawBattery(ink, in: CGRect(x: x, y: midY - Self.batterySize.height / 2, width: Self.batterySize.width, height: Self.batterySize.height))
    }

    /// Three arcs and a dot fanning up from the bottom centre of `rect`.
    private func drawWiFi(_ ink: UIColor, in rect: CGRect) {
        let center = CGPoint(x: rect.midX, y: rect.maxY)
        let spread = CGFloat.pi / 4
        let start = -CGFloat.pi / 2 - spread, end = -CGFloat.pi / 2 + spread
        let thickness = rect.height / 5
        ink.setStroke()
        for ring in 1...2 {
            let radius = rect.height * CGFloat(ring + 1) / 3 - thickness / 2
            let arc = UIBezierPath(arcCenter: center, radius: radius, startAngle: start, endAngle: end, clockwise: true)
            arc.lineWidth = thickness
            arc.lineCapStyle = .round
            arc.stroke()
        }
        ink.setFill()
        let wedge = UIBezierPath()
        wedge.move(to: center)
        wedge.addArc(withCenter: center, radius: rect.height / 3, startAngle: start, endAngle: end, clockwise: true)
        wedge.close()
        wedge.fill()
    }

    /// A full battery: a faint rounded outline, the solid charge inside and the cap.
    private func drawBattery(_ ink: UIColor, in rect: CGRect) {
        let outline = UIBezierPath(roundedRect: rect.insetBy(dx: 0.5, dy: 0.5), cornerRadius: 3)
        outline.lineWidth = 1
        ink.withAlphaComponent(Self.batteryOutlineAlpha).setStroke()
        outline.stroke()
        ink.setFill()
        UIBezierPath(roundedRect: rect.insetBy(dx: 2, dy: 2), cornerRadius: 1.5).fill()
        let cap = CGRect(x: rect.maxX + 1, y: rect.midY - 2, width: 1.5, height: 4)
        ink.withAlphaComponent(Self.batteryOutlineAlpha).setFill()
        UIBezierPath(roundedRect: cap, byRoundingCorners: [.topRight, .bottomRight], cornerRadii: CGSize(width: 1, height: 1)).fill()
    }
}
