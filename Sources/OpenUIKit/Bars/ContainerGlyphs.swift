import Foundation
import Synchronization

/// The pictures OpenUIKit draws itself for the containers' bars: the tab bar's system items
/// (filled, as iOS's tab bars show them) and the split view's sidebar button. Apple's artwork
/// is not ours to ship, so each is a few shapes of our own on a square design grid, in black,
/// made a template image the bar tints.
enum ContainerGlyphs {
    /// The side of a tab bar glyph, in points (iOS's tab bar images are about 25 points).
    static let tabSideInPoints: CGFloat = 25
    /// The side of the sidebar button's glyph, in points (a bar button item's glyph size).
    static let sidebarSideInPoints: CGFloat = 24
    /// Pixels per point the glyphs are drawn at: sharp on any screen up to 3×.
    static let glyphScale: CGFloat = 3
    /// The stroke width of outlines on the 24-point grid, in points.
    static let strokeWidth: CGFloat = 1.9

    private static let cache = Mutex<[String: UIImage]>([:])

    /// The template image of a tab bar system item.
    static func image(for item: UITabBarItem.SystemItem) -> UIImage {
        image(named: "tab.\(item.rawValue)", side: tabSideInPoints) { drawTabGlyph(item) }
    }

    /// The template image of the split view's display-mode button: a window with a sidebar.
    static var sidebar: UIImage {
        image(named: "sidebar", side: sidebarSideInPoints) {
            let frame = UIBezierPath(roundedRect: CGRect(x: 2.5, y: 4.5, width: 19, height: 15), cornerRadius: 3)
            stroke(frame)
            stroke(lines: [(p(9, 4.5), p(9, 19.5))])
            stroke(lines: [(p(4.5, 8), p(7, 8)), (p(4.5, 10.5), p(7, 10.5)), (p(4.5, 13), p(7, 13))], width: 1.2)
        }
    }

    private static func image(named name: String, side: CGFloat, drawing: () -> Void) -> UIImage {
        if let cached = cache.withLock({ $0[name] }) { return cached }
        let format = UIGraphicsImageRendererFormat()
        format.scale = glyphScale
        let image = UIGraphicsImageRenderer(bounds: CGRect(x: 0, y: 0, width: side, height: side), format: format).image { context in
            UIColor.black.setFill()
            UIColor.black.setStroke()
            // The drawings are on a 24-point grid; tab glyphs are a little larger.
            context.cgContext.scaleBy(x: side / 24, y: side / 24)
            drawing()
        }.withRenderingMode(.alwaysTemplate)
        cache.withLock { $0[name] = image }
        return image
    }

    // MARK: The tab bar's system items, on a 24-point grid, y down

    private static func drawTabGlyph(_ item: UITabBarItem.SystemItem) {
        switch item {
        case .more:
            for x in [4.0, 12.0, 20.0] { UIBezierPath(ovalIn: CGRect(x: x - 2.2, y: 9.8, width: 4.4, height: 4.4)).fill() }
        case .favorites, .featured, .topRated:
            star()
        case .recents, .history, .mostRecent:
            clock()
        case .contacts:
            UIBezierPath(ovalIn: CGRect(x: 1.5, y: 1.5, width: 21, height: 21)).fill()
            let head = UIBezierPath(ovalIn: CGRect(x: 8.5, y: 5.5, width: 7, height: 7))
            head.fill(with: .clear, alpha: 1)
            let body = UIBezierPath()
            body.addArc(withCenter: p(12, 21.5), radius: 7, startAngle: .pi, endAngle: 2 * .pi, clockwise: true)
            body.close()
            body.fill(with: .clear, alpha: 1)
        case .bookmarks:
            let left = UIBezierPath()
            left.move(to: p(11.2, 6))
            left.addCurve(to: p(2, 4.5), controlPoint1: p(8.5, 4), controlPoint2: p(5, 3.8))
            left.addLine(to: p(2, 19.5))
            left.addCurve(to: p(11.2, 21), controlPoint1: p(5, 18.8), controlPoint2: p(8.5, 19.2))
            left.close()
            left.fill()
            let right = UIBezierPath()
            right.move(to: p(12.8, 6))
            right.addCurve(to: p(22, 4.5), controlPoint1: p(15.5, 4), controlPoint2: p(19, 3.8))
            right.addLine(to: p(22, 19.5))
            right.addCurve(to: p(12.8, 21), controlPoint1: p(19, 18.8), controlPoint2: p(15.5, 19.2))
            right.close()
            right.fill()
        case .search:
            stroke(UIBezierPath(ovalIn: CGRect(x: 3, y: 3, width: 13, height: 13)), width: 2.6)
            stroke(lines: [(p(14.5, 14.5), p(21, 21))], width: 3)
        case .downloads:
            stroke(lines: [(p(12, 2.5), p(12, 15))], width: 2.4)
            stroke(polyline([p(6.5, 9.5), p(12, 15), p(17.5, 9.5)]), width: 2.4)
            stroke(polyline([p(3, 14), p(3, 21), p(21, 21), p(21, 14)]), width: 2.2)
        case .mostViewed:
            for y in [5.0, 12.0, 19.0] {
                UIBezierPath(ovalIn: CGRect(x: 1.5, y: y - 1.8, width: 3.6, height: 3.6)).fill()
                stroke(lines: [(p(8, y), p(22, y))], width: 2.2)
            }
        }
    }

    private static func star() {
        let path = UIBezierPath()
        let center = p(12, 12.8)
        for index in 0..<10 {
            let radius: CGFloat = index.isMultiple(of: 2) ? 11 : 4.6
            let angle = -CGFloat.pi / 2 + CGFloat(index) * .pi / 5
            let point = CGPoint(x: center.x + radius * cos(angle), y: center.y + radius * sin(angle))
            if index == 0 { path.move(to: point) } else { path.addLine(to: point) }
        }
        path.close()
        path.fill()
        path.lineWidth = 1.2
        path.lineJoinStyle = .round
        path.stroke()
    }

    private static func clock() {
        UIBezierPath(ovalIn: CGRect(x: 1.5, y: 1.5, width: 21, height: 21)).fill()
        let hands = polyline([p(12, 5.5), p(12, 12), p(16.5, 14.5)])
        hands.lineWidth = 2.2
        hands.lineCapStyle = .round
        hands.lineJoinStyle = .round
        hands.stroke(with: .clear, alpha: 1)
    }

    // MARK: Helpers

    private static func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    private static func polyline(_ points: [CGPoint]) -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: points[0])
        for point in points.dropFirst() { path.addLine(to: point) }
        return path
    }

    private static func stroke(_ path: UIBezierPath, width: CGFloat = strokeWidth) {
        path.lineWidth = width
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        path.stroke()
    }

    private static func stroke(lines: [(CGPoint, CGPoint)], width: CGFloat = strokeWidth) {
        let path = UIBezierPath()
        for (from, to) in lines {
            path.move(to: from)
            path.addLine(to: to)
        }
        stroke(path, width: width)
    }
}
