import Foundation
import Synchronization

/// The system symbols OpenUIKit draws itself, for `UIImage(systemName:)` and the bar button
/// items' system glyphs. Apple's SF Symbols artwork is not ours to ship, so each glyph is a
/// few strokes of our own on a square design grid, in black, made a template image.
enum SystemSymbolGlyphs {
    /// The side of a glyph's image, in points: a bar button item's glyph at the 17-point text
    /// size bars use.
    static let sideInPoints: CGFloat = 24
    /// The stroke width of the regular weight on the 24-point grid, in points.
    static let strokeWidth: CGFloat = 1.9
    /// Pixels per point the glyphs are drawn at: sharp on any screen up to 3×.
    static let glyphScale: CGFloat = 3

    /// Every name this library draws, with the names that are aliases of another glyph.
    static let names: Set<String> = Set(drawings.keys).union(aliases.keys)

    /// Names SF Symbols treats as the same picture (the "backward"/"forward" spellings
    /// follow the layout direction on iOS; a left-to-right layout draws them as left/right).
    private static let aliases: [String: String] = [
        "chevron.backward": "chevron.left",
        "chevron.forward": "chevron.right",
    ]

    private static let cache = Mutex<[String: UIImage]>([:])

    /// The template image for `name`, or nil when this library has no such glyph.
    static func image(named name: String) -> UIImage? {
        let canonical = aliases[name] ?? name
        if let cached = cache.withLock({ $0[canonical] }) { return cached }
        guard let drawing = drawings[canonical] else { return nil }
        let format = UIGraphicsImageRendererFormat()
        format.scale = glyphScale
        let side = sideInPoints
        let image = UIGraphicsImageRenderer(bounds: CGRect(x: 0, y: 0, width: side, height: side), format: format).image { _ in
            UIColor.black.setFill()
            UIColor.black.setStroke()
            drawing()
        }.withRenderingMode(.alwaysTemplate)
        cache.withLock { $0[canonical] = image }
        return image
    }

    // MARK: The drawings, on a 24-point grid, y down

    private static let drawings: [String: @Sendable () -> Void] = [
        "plus": { stroke(lines: [(p(12, 4), p(12, 20)), (p(4, 12), p(20, 12))], width: 2.2) },
        "minus": { stroke(lines: [(p(4, 12), p(20, 12))], width: 2.2) },
        "xmark": { stroke(lines: [(p(6, 6), p(18, 18)), (p(18, 6), p(6, 18))], width: 2.2) },
        "xmark.circle.fill": {
            UIBezierPath(ovalIn: CGRect(x: 2, y: 2, width: 20, height: 20)).fill()
            let cross = polyline([p(8.5, 8.5), p(15.5, 15.5)])
            cross.move(to: p(15.5, 8.5))
            cross.addLine(to: p(8.5, 15.5))
            cross.lineWidth = 2
            cross.stroke(with: .clear, alpha: 1)
        },
        "chevron.left": { stroke(polyline([p(15, 4), p(7, 12), p(15, 20)]), width: 2.4) },
        "chevron.right": { stroke(polyline([p(9, 4), p(17, 12), p(9, 20)]), width: 2.4) },
        "chevron.down": { stroke(polyline([p(4, 9), p(12, 17), p(20, 9)]), width: 2.4) },
        "checkmark": { stroke(polyline([p(4, 13), p(9.5, 18.5), p(20, 6)]), width: 2.4) },
        "square.and.arrow.up": {
            stroke(polyline([p(8.5, 9), p(5.5, 9), p(5.5, 21), p(18.5, 21), p(18.5, 9), p(15.5, 9)]))
            stroke(polyline([p(12, 2.5), p(12, 14.5)]))
            stroke(polyline([p(8, 6.5), p(12, 2.5), p(16, 6.5)]))
        },
        "square.and.arrow.down": {
            stroke(polyline([p(8.5, 9), p(5.5, 9), p(5.5, 21), p(18.5, 21), p(18.5, 9), p(15.5, 9)]))
            stroke(polyline([p(12, 2.5), p(12, 14.5)]))
            stroke(polyline([p(8, 10.5), p(12, 14.5), p(16, 10.5)]))
        },
        "doc.on.doc": {
            // The front page whole, the back one showing only above and to the right of it.
            let front = UIBezierPath(roundedRect: CGRect(x: 4.5, y: 7.5, width: 11, height: 14), cornerRadius: 2)
            front.lineWidth = strokeWidth
            front.stroke()
            stroke(polyline([p(8.5, 5.5), p(8.5, 4.5), p(10.5, 2.5), p(17.5, 2.5), p(19.5, 4.5), p(19.5, 15.5), p(17.5, 17.5), p(16.5, 17.5)]))
        },
        "square.and.pencil": {
            stroke(polyline([p(12, 4.5), p(5, 4.5), p(5, 19.5), p(20, 19.5), p(20, 12.5)]))
            // The pencil: a thick stroke with a pointed tip at the lower left.
            let pencil = polyline([p(11, 14), p(20.5, 4.5)])
            pencil.lineWidth = 2.6
            pencil.lineCapStyle = .round
            pencil.stroke()
            polygon([p(9.5, 15.5), p(10.2, 12.6), p(12.4, 14.8)]).fill()
        },
        "arrowshape.turn.up.left": {
            let arrow = UIBezierPath()
            arrow.move(to: p(10, 5))
            arrow.addLine(to: p(3, 11.5))
            arrow.addLine(to: p(10, 18))
            arrow.addLine(to: p(10, 14.5))
            arrow.addQuadCurve(to: p(21, 20), controlPoint: p(18, 13.5))
            arrow.addQuadCurve(to: p(10, 8.5), controlPoint: p(20, 8.5))
            arrow.close()
            stroke(arrow, width: 1.7)
        },
        "arrowshape.turn.up.left.fill": {
            let arrow = UIBezierPath()
            arrow.move(to: p(10, 5))
            arrow.addLine(to: p(3, 11.5))
            arrow.addLine(to: p(10, 18))
            arrow.addLine(to: p(10, 14.5))
            arrow.addQuadCurve(to: p(21, 20), controlPoint: p(18, 13.5))
            arrow.addQuadCurve(to: p(10, 8.5), controlPoint: p(20, 8.5))
            arrow.close()
            arrow.fill()
        },
        "arrow.clockwise": {
            let arc = UIBezierPath(arcCenter: p(12, 13), radius: 7.5, startAngle: -.pi / 2 + 0.05, endAngle: -.pi / 2 - 0.75, clockwise: true)
            stroke(arc)
            polygon([p(9.5, 1.8), p(14.6, 5.5), p(9.5, 9.2)]).fill()
        },
        "arrow.counterclockwise": {
            let arc = UIBezierPath(arcCenter: p(12, 13), radius: 7.5, startAngle: -.pi / 2 - 0.05, endAngle: -.pi / 2 + 0.75, clockwise: false)
            stroke(arc)
            polygon([p(14.5, 1.8), p(9.4, 5.5), p(14.5, 9.2)]).fill()
        },
        "arrow.uturn.backward": { uTurn(mirrored: false) },
        "arrow.uturn.forward": { uTurn(mirrored: true) },
        "trash": {
            stroke(polyline([p(3.5, 6), p(20.5, 6)]))
            stroke(polyline([p(9, 6), p(9, 3), p(15, 3), p(15, 6)]), width: 1.6)
            stroke(polyline([p(5.5, 6), p(6.8, 21), p(17.2, 21), p(18.5, 6)]))
            stroke(lines: [(p(10, 10), p(10, 17)), (p(14, 10), p(14, 17))], width: 1.5)
        },
        "magnifyingglass": {
            stroke(UIBezierPath(ovalIn: CGRect(x: 3.5, y: 3.5, width: 12, height: 12)), width: 2.1)
            stroke(lines: [(p(14.3, 14.3), p(20.5, 20.5))], width: 2.6)
        },
        "book": {
            let pages = UIBezierPath()
            pages.move(to: p(12, 6.5))
            pages.addQuadCurve(to: p(2.5, 5), controlPoint: p(7, 3.8))
            pages.addLine(to: p(2.5, 19))
            pages.addQuadCurve(to: p(12, 20.5), controlPoint: p(7, 17.8))
            pages.addQuadCurve(to: p(21.5, 19), controlPoint: p(17, 17.8))
            pages.addLine(to: p(21.5, 5))
            pages.addQuadCurve(to: p(12, 6.5), controlPoint: p(17, 3.8))
            pages.addLine(to: p(12, 20.5))
            stroke(pages, width: 1.7)
        },
        "camera": {
            let body = UIBezierPath(roundedRect: CGRect(x: 2.5, y: 7, width: 19, height: 13.5), cornerRadius: 2.5)
            stroke(body, width: 1.7)
            stroke(polyline([p(7.5, 7), p(9.2, 4.2), p(14.8, 4.2), p(16.5, 7)]), width: 1.7)
            stroke(UIBezierPath(ovalIn: CGRect(x: 8.2, y: 9.7, width: 7.6, height: 7.6)), width: 1.7)
        },
        "camera.fill": {
            let body = UIBezierPath(roundedRect: CGRect(x: 2.5, y: 7, width: 19, height: 13.5), cornerRadius: 2.5)
            body.append(polygon([p(7.5, 7.2), p(9.2, 4.2), p(14.8, 4.2), p(16.5, 7.2)]))
            body.fill()
            UIBezierPath(ovalIn: CGRect(x: 8.2, y: 9.7, width: 7.6, height: 7.6)).fill(with: .clear, alpha: 1)
        },
        "play.fill": { rounded(polygon([p(7, 4), p(20, 12), p(7, 20)])) },
        "pause.fill": {
            UIBezierPath(roundedRect: CGRect(x: 5.5, y: 4, width: 4.5, height: 16), cornerRadius: 1).fill()
            UIBezierPath(roundedRect: CGRect(x: 14, y: 4, width: 4.5, height: 16), cornerRadius: 1).fill()
        },
        "stop.fill": { UIBezierPath(roundedRect: CGRect(x: 5, y: 5, width: 14, height: 14), cornerRadius: 2).fill() },
        "backward.fill": {
            rounded(polygon([p(12, 6), p(2.5, 12), p(12, 18)]))
            rounded(polygon([p(21.5, 6), p(12, 12), p(21.5, 18)]))
        },
        "forward.fill": {
            rounded(polygon([p(2.5, 6), p(12, 12), p(2.5, 18)]))
            rounded(polygon([p(12, 6), p(21.5, 12), p(12, 18)]))
        },
        "folder": {
            let folder = polygon([p(2.5, 5), p(9, 5), p(11, 7.5), p(21.5, 7.5), p(21.5, 19.5), p(2.5, 19.5)])
            folder.lineJoinStyle = .round
            stroke(folder, width: 1.7)
            stroke(polyline([p(2.5, 10), p(21.5, 10)]), width: 1.5)
        },
        "doc": {
            stroke(polygon([p(5, 2.5), p(14, 2.5), p(19, 7.5), p(19, 21.5), p(5, 21.5)]), width: 1.7)
            stroke(polyline([p(14, 2.5), p(14, 7.5), p(19, 7.5)]), width: 1.5)
        },
        "ellipsis": {
            for x in [5.0, 12.0, 19.0] { UIBezierPath(ovalIn: CGRect(x: x - 1.8, y: 10.2, width: 3.6, height: 3.6)).fill() }
        },
    ]

    private static func p(_ x: CGFloat, _ y: CGFloat) -> CGPoint { CGPoint(x: x, y: y) }

    private static func polyline(_ points: [CGPoint]) -> UIBezierPath {
        let path = UIBezierPath()
        path.move(to: points[0])
        for point in points.dropFirst() { path.addLine(to: point) }
        return path
    }

    private static func polygon(_ points: [CGPoint]) -> UIBezierPath {
        let path = polyline(points)
        path.close()
        return path
    }

    /// Strokes with round caps and joins, as SF Symbols' regular weight looks.
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

    /// Fills a shape with its corners softened by a thin round-joined outline.
    private static func rounded(_ path: UIBezierPath) {
        path.fill()
        stroke(path, width: 1.5)
    }

    /// An arrow going left (or right, mirrored) that turns down and back.
    private static func uTurn(mirrored: Bool) {
        let arrow = polyline([p(8.5, 4.5), p(4, 9), p(8.5, 13.5)])
        let shaft = UIBezierPath()
        shaft.move(to: p(4, 9))
        shaft.addLine(to: p(14.5, 9))
        shaft.addQuadCurve(to: p(14.5, 19.5), controlPoint: p(21.5, 14.25))
        shaft.addLine(to: p(9, 19.5))
        if mirrored {
            let flip = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: sideInPoints, ty: 0)
            arrow.apply(flip)
            shaft.apply(flip)
        }
        stroke(arrow)
        stroke(shaft)
    }
}
