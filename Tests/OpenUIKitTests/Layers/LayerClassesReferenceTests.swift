import Foundation
@testable import OpenUIKit
import TestSupport
import Testing

/// Reference images of Core Animation's drawing layer classes, as iOS draws them: shape
/// layers (fills with both fill rules, strokes with dashes, caps and joins, a stroke drawn
/// half on with `strokeEnd`, a path reaching outside an empty frame) and gradient layers
/// (axial with locations, radial, conic, and one with rounded corners).
///
/// Tolerance 2 (of 255), as for the other compositing references.
@MainActor
@Suite struct LayerClassesReferenceTests {
    static let tolerance = 2

    func shapesScene(scale: CGFloat) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 120))
        window.screenScale = scale
        window.backgroundColor = .white

        // A star filled even-odd (its middle left empty), stroked with round joins.
        let star = CAShapeLayer()
        star.frame = CGRect(x: 10, y: 10, width: 60, height: 60)
        let starPath = CGMutablePath()
        for i in 0..<5 {
            let angle = -CGFloat.pi / 2 + CGFloat(i) * 4 * .pi / 5
            let point = CGPoint(x: 30 + 28 * cos(angle), y: 32 + 28 * sin(angle))
            if i == 0 { starPath.move(to: point) } else { starPath.addLine(to: point) }
        }
        starPath.closeSubpath()
        star.path = starPath
        star.fillColor = UIColor.systemYellow.cgColor
        star.fillRule = .evenOdd
        star.strokeColor = UIColor.systemOrange.cgColor
        star.lineWidth = 3
        star.lineJoin = .round
        window.layer.addSublayer(star)

        // A dashed rounded rectangle, no fill: the classic drop-zone outline.
        let dashed = CAShapeLayer()
        dashed.frame = CGRect(x: 80, y: 10, width: 70, height: 50)
        dashed.path = UIBezierPath(roundedRect: dashed.bounds.insetBy(dx: 2, dy: 2), cornerRadius: 8).cgPath
        dashed.fillColor = nil
        dashed.strokeColor = UIColor.systemBlue.cgColor
        dashed.lineWidth = 2
        dashed.lineDashPattern = [6, 3]
        window.layer.addSublayer(dashed)

        // Dots: zero-length dashes with round caps.
        let dots = CAShapeLayer()
        dots.frame = CGRect(x: 160, y: 20, width: 70, height: 10)
        let line = CGMutablePath()
        line.move(to: CGPoint(x: 4, y: 5))
        line.addLine(to: CGPoint(x: 66, y: 5))
        dots.path = line
        dots.strokeColor = UIColor.systemPink.cgColor
        dots.lineWidth = 5
        dots.lineCap = .round
        dots.lineDashPattern = [0, 10]
        window.layer.addSublayer(dots)

        // A ring drawn half on (strokeEnd 0.5) over a faint full track, square caps.
        let track = CAShapeLayer()
        track.frame = CGRect(x: 160, y: 40, width: 60, height: 60)
        let ring = UIBezierPath(arcCenter: CGPoint(x: 30, y: 30), radius: 24, startAngle: -.pi / 2, endAngle: 3 * .pi / 2, clockwise: true).cgPath
        track.path = ring
        track.fillColor = nil
        track.strokeColor = UIColor(white: 0.85, alpha: 1).cgColor
        track.lineWidth = 8
        window.layer.addSublayer(track)
        let progress = CAShapeLayer()
        progress.frame = track.frame
        progress.path = ring
        progress.fillColor = nil
        progress.strokeColor = UIColor.systemGreen.cgColor
        progress.lineWidth = 8
        progress.lineCap = .round
        progress.strokeEnd = 0.5
        window.layer.addSublayer(progress)

        // An empty frame whose path reaches out: drawn anyway, as on iOS. A bevel-joined
        // zigzag with a miter-joined twin.
        for (index, join) in [CAShapeLayerLineJoin.bevel, .miter].enumerated() {
            let zigzag = CAShapeLayer()
            zigzag.position = CGPoint(x: 20, y: 80 + CGFloat(index) * 20)
            let path = CGMutablePath()
            path.move(to: CGPoint(x: 0, y: 10))
            for i in 1...6 { path.addLine(to: CGPoint(x: CGFloat(i) * 20, y: i % 2 == 0 ? 10 : 0)) }
            zigzag.path = path
            zigzag.fillColor = nil
            zigzag.strokeColor = UIColor.systemIndigo.cgColor
            zigzag.lineWidth = 4
            zigzag.lineJoin = join
            window.layer.addSublayer(zigzag)
        }
        return window
    }

    func gradientsScene(scale: CGFloat) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 280, height: 100))
        window.screenScale = scale
        window.backgroundColor = .white
        let colors = [UIColor.systemRed.cgColor, UIColor.systemYellow.cgColor, UIColor.systemBlue.cgColor]

        // Axial, top to bottom (the default), the yellow pushed up by its location.
        let axial = CAGradientLayer()
        axial.frame = CGRect(x: 10, y: 10, width: 60, height: 80)
        axial.colors = colors
        axial.locations = [0, 0.3, 1]
        window.layer.addSublayer(axial)

        // Axial across, between two inner points, with round corners: the ends keep their colour.
        let across = CAGradientLayer()
        across.frame = CGRect(x: 80, y: 10, width: 60, height: 80)
        across.colors = [UIColor.systemPurple.cgColor, UIColor.systemTeal.cgColor]
        across.startPoint = CGPoint(x: 0.25, y: 0.5)
        across.endPoint = CGPoint(x: 0.75, y: 0.5)
        across.cornerRadius = 12
        window.layer.addSublayer(across)

        // Radial: an ellipse filling the bounds.
        let radial = CAGradientLayer()
        radial.type = .radial
        radial.frame = CGRect(x: 150, y: 10, width: 60, height: 80)
        radial.colors = [UIColor.white.cgColor, UIColor.systemOrange.cgColor, UIColor.systemBrown.cgColor]
        radial.startPoint = CGPoint(x: 0.5, y: 0.5)
        radial.endPoint = CGPoint(x: 1, y: 1)
        window.layer.addSublayer(radial)

        // Conic: a colour wheel starting at the top, going clockwise.
        let conic = CAGradientLayer()
        conic.type = .conic
        conic.frame = CGRect(x: 220, y: 20, width: 50, height: 50)
        conic.colors = [UIColor.red, .yellow, .green, .cyan, .blue, .magenta, .red].map(\.cgColor)
        conic.startPoint = CGPoint(x: 0.5, y: 0.5)
        conic.endPoint = CGPoint(x: 0.5, y: 0)
        conic.cornerRadius = 25
        window.layer.addSublayer(conic)
        return window
    }

    /// Text layers on a dark card: the default (Helvetica at 36 points in white), a small
    /// wrapped and centred paragraph, lines truncated at the end and in the middle, right
    /// alignment, and an attributed string with a bold red word.
    func textsScene(scale: CGFloat) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 150))
        window.screenScale = scale
        window.backgroundColor = .white
        let card = CALayer()
        card.frame = CGRect(x: 5, y: 5, width: 230, height: 50)
        card.backgroundColor = UIColor.systemIndigo.cgColor
        card.cornerRadius = 8
        window.layer.addSublayer(card)
        let title = CATextLayer()
        title.frame = CGRect(x: 10, y: 4, width: 210, height: 44)
        title.string = "Queen ♥"
        title.contentsScale = scale
        card.addSublayer(title)

        func small(_ string: Any, frame: CGRect, _ configure: (CATextLayer) -> Void = { _ in }) {
            let layer = CATextLayer()
            layer.frame = frame
            layer.string = string
            layer.fontSize = 13
            layer.foregroundColor = UIColor.darkGray.cgColor
            layer.backgroundColor = UIColor(white: 0.93, alpha: 1).cgColor
            layer.contentsScale = scale
            configure(layer)
            window.layer.addSublayer(layer)
        }
        small("Text layers wrap their words when told to, centred here.", frame: CGRect(x: 5, y: 62, width: 110, height: 60)) {
            $0.isWrapped = true
            $0.alignmentMode = .center
        }
        small("Truncated at the end of the line", frame: CGRect(x: 125, y: 62, width: 110, height: 18)) { $0.truncationMode = .end }
        small("Truncated in the middle of the line", frame: CGRect(x: 125, y: 84, width: 110, height: 18)) { $0.truncationMode = .middle }
        small("Right", frame: CGRect(x: 125, y: 106, width: 110, height: 18)) { $0.alignmentMode = .right }
        let attributed = NSMutableAttributedString(string: "Attributed: ", attributes: [.font: UIFont.systemFont(ofSize: 13)])
        attributed.append(NSAttributedString(string: "bold red", attributes: [
            .font: UIFont.boldSystemFont(ofSize: 13), .foregroundColor: UIColor.systemRed,
        ]))
        small(attributed, frame: CGRect(x: 5, y: 128, width: 230, height: 18))
        return window
    }

    @Test(arguments: [1, 2] as [CGFloat])
    func textLayers(scale: CGFloat) {
        let window = textsScene(scale: scale)
        window.renderIfNeeded()
        ReferenceImage.assertMatches(window.backBuffer!, named: "text-layers@\(Int(scale))x", tolerance: Self.tolerance)
    }

    @Test(arguments: [1, 2] as [CGFloat])
    func shapeLayers(scale: CGFloat) {
        let window = shapesScene(scale: scale)
        window.renderIfNeeded()
        ReferenceImage.assertMatches(window.backBuffer!, named: "shape-layers@\(Int(scale))x", tolerance: Self.tolerance)
    }

    @Test(arguments: [1, 2] as [CGFloat])
    func gradientLayers(scale: CGFloat) {
        let window = gradientsScene(scale: scale)
        window.renderIfNeeded()
        ReferenceImage.assertMatches(window.backBuffer!, named: "gradient-layers@\(Int(scale))x", tolerance: Self.tolerance)
    }
}
