import Foundation

extension UIButton {
    /// The side of the info and add buttons' circle glyphs, in points (UIKit's 22).
    static let circleGlyphSideInPoints: CGFloat = 22
    /// The side of the close button's glyph, in points (UIKit's 30, iOS 13).
    static let closeGlyphSideInPoints: CGFloat = 30
    /// Pixels per point the glyphs are drawn at: sharp on any screen up to 3×.
    private static let glyphScale: CGFloat = 3

    /// The image a button type is born with, drawn here in code (UIKit ships them as
    /// artwork): nil for `.custom` and `.system`. The info and add glyphs are templates,
    /// drawn black and tinted by the button; the close glyph keeps its greys.
    static func systemImage(for type: ButtonType) -> UIImage? {
        switch type {
        case .custom, .system:
            return nil
        case .detailDisclosure, .infoLight, .infoDark:
            return circleGlyph { center in
                // The "i": a dot over a stem.
                UIBezierPath(ovalIn: CGRect(x: center.x - 1.25, y: center.y - 6, width: 2.5, height: 2.5)).fill()
                UIBezierPath(roundedRect: CGRect(x: center.x - 1, y: center.y - 2, width: 2, height: 8), cornerRadius: 1).fill()
            }
        case .contactAdd:
            return circleGlyph { center in
                let plus = UIBezierPath()
                plus.move(to: CGPoint(x: center.x - 5, y: center.y))
                plus.addLine(to: CGPoint(x: center.x + 5, y: center.y))
                plus.move(to: CGPoint(x: center.x, y: center.y - 5))
                plus.addLine(to: CGPoint(x: center.x, y: center.y + 5))
                plus.lineWidth = 1.5
                plus.lineCapStyle = .round
                plus.stroke()
            }
        case .close:
            let side = closeGlyphSideInPoints
            return renderer(side: side).image { _ in
                // Greys of iOS 13's close button: a faint filled circle, a darker cross.
                UIColor(red255: 118, green: 118, blue: 128, alpha: 0.12).setFill()
                UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: side, height: side)).fill()
                let cross = UIBezierPath()
                let inset: CGFloat = 10.5
                cross.move(to: CGPoint(x: inset, y: inset))
                cross.addLine(to: CGPoint(x: side - inset, y: side - inset))
                cross.move(to: CGPoint(x: side - inset, y: inset))
                cross.addLine(to: CGPoint(x: inset, y: side - inset))
                cross.lineWidth = 2
                cross.lineCapStyle = .round
                UIColor.secondaryLabel.setStroke()
                cross.stroke()
            }
        }
    }

    /// A 22-point circle outline with `mark` drawn inside it, in black.
    private static func circleGlyph(_ mark: (CGPoint) -> Void) -> UIImage {
        let side = circleGlyphSideInPoints
        return renderer(side: side).image { _ in
            UIColor.black.setFill()
            UIColor.black.setStroke()
            let ring = UIBezierPath(ovalIn: CGRect(x: 1, y: 1, width: side - 2, height: side - 2))
            ring.lineWidth = 1.5
            ring.stroke()
            mark(CGPoint(x: side / 2, y: side / 2))
        }
    }

    private static func renderer(side: CGFloat) -> UIGraphicsImageRenderer {
        let format = UIGraphicsImageRendererFormat()
        format.scale = glyphScale
        return UIGraphicsImageRenderer(size: CGSize(width: side, height: side), format: format)
    }
}
