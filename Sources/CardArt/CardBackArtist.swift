import Foundation
import OpenUIKit

/// Draws the card back: a dark blue field with a light diamond lattice, small stars in the
/// diamonds and gold studs where the lines cross, a white border, and a central oval emblem
/// holding the four suits. The design is symmetric under a half turn, like a real back, so it
/// looks the same whichever way up the card lies.
///
/// The layout is computed from the destination size, so any size works; the defaults are a
/// card's 5:7 proportions.
@MainActor
struct CardBackArtist {
    /// The 1× size, in points: a card's 5:7 proportions.
    nonisolated static let defaultSize = CGSize(width: 250, height: 350)

    /// Corner radius per point of image height: a card view 180 points tall rounds its
    /// corners by 12 points, so the white border follows the card's edge at any size.
    private static let cornerRadiusPerHeight: CGFloat = 12.0 / 180.0
    /// The white border's width per point of image width.
    private static let borderPerWidth: CGFloat = 0.06
    /// How many lattice diamonds span the field's width.
    private static let diamondsAcross: CGFloat = 8
    /// Each diamond's height per point of its width.
    private static let diamondAspect: CGFloat = 1.4
    /// The emblem's width per point of field width, its height per point of its width, and
    /// the most of the field's height it may take (which only binds on squat backs).
    private static let emblemPerFieldWidth: CGFloat = 0.56
    private static let emblemAspect: CGFloat = 1.3
    private static let emblemMaximumPerFieldHeight: CGFloat = 0.7

    /// Paints the back into `rect` of the current context. Outside the rounded corners the
    /// image stays transparent.
    func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext(), rect.width > 0, rect.height > 0 else { return }
        let cornerRadius = rect.height * Self.cornerRadiusPerHeight
        CardArtPalette.paper.setFill()
        UIBezierPath(roundedRect: rect, cornerRadius: cornerRadius).fill()

        let border = rect.width * Self.borderPerWidth
        let field = rect.insetBy(dx: border, dy: border)
        let fieldShape = UIBezierPath(roundedRect: field, cornerRadius: max(cornerRadius - border, cornerRadius / 2))
        context.saveGState()
        fieldShape.addClip()
        CardArtPalette.backField.setFill()
        UIRectFill(field)
        drawLattice(in: field)
        context.restoreGState()

        drawFieldRules(field: field, cornerRadius: max(cornerRadius - border, cornerRadius / 2))
        let emblemWidth = min(field.width * Self.emblemPerFieldWidth,
                              field.height * Self.emblemMaximumPerFieldHeight / Self.emblemAspect)
        drawEmblem(center: CGPoint(x: field.midX, y: field.midY), width: emblemWidth)
    }

    // MARK: Lattice

    /// Lines in two diagonal families, centred on the field so a diamond sits in the middle.
    /// In cell units u = (x − cx) / cellWidth and v = (y − cy) / cellHeight, the lines are
    /// u + v = k + ½ and u − v = k + ½; diamonds are centred where u + v and u − v are
    /// integers, and the lines cross where both are half-integers.
    private func drawLattice(in field: CGRect) {
        let cellWidth = field.width / Self.diamondsAcross
        let cellHeight = cellWidth * Self.diamondAspect
        let center = CGPoint(x: field.midX, y: field.midY)
        // Enough lines and cells to cover the field's corners, plus one spare each way.
        let reach = Int((field.width / 2 / cellWidth + field.height / 2 / cellHeight).rounded(.up)) + 1
        func point(u: CGFloat, v: CGFloat) -> CGPoint {
            CGPoint(x: center.x + u * cellWidth, y: center.y + v * cellHeight)
        }

        // Stars in the diamonds, under the lines.
        CardArtPalette.backStar.setFill()
        for n in -reach...reach {
            for m in -reach...reach {
                let u = CGFloat(n + m) / 2, v = CGFloat(n - m) / 2
                fourPointStar(center: point(u: u, v: v), radius: cellWidth * 0.2).fill()
            }
        }

        let lines = UIBezierPath()
        let vExtent = CGFloat(reach)
        for k in -reach...reach {
            let offset = CGFloat(k) + 0.5
            // u + v = offset and u − v = offset, each drawn from v = −vExtent to v = +vExtent.
            lines.move(to: point(u: offset + vExtent, v: -vExtent))
            lines.addLine(to: point(u: offset - vExtent, v: vExtent))
            lines.move(to: point(u: offset - vExtent, v: -vExtent))
            lines.addLine(to: point(u: offset + vExtent, v: vExtent))
        }
        // A light line with a dark core, so the lattice reads as a double rule.
        lines.lineWidth = cellWidth * 0.09
        CardArtPalette.backLattice.setStroke()
        lines.stroke()
        lines.lineWidth = cellWidth * 0.025
        CardArtPalette.backField.setStroke()
        lines.stroke()

        // Gold studs where the lines cross.
        CardArtPalette.gold.setFill()
        let studRadius = cellWidth * 0.075
        for a in -reach...reach {
            for b in -reach...reach {
                let u = CGFloat(a + b + 1) / 2, v = CGFloat(a - b) / 2
                let stud = point(u: u, v: v)
                UIBezierPath(ovalIn: CGRect(x: stud.x - studRadius, y: stud.y - studRadius,
                                            width: 2 * studRadius, height: 2 * studRadius)).fill()
            }
        }
    }

    /// A star with four long points on the axes and four short ones between.
    private func fourPointStar(center: CGPoint, radius: CGFloat) -> UIBezierPath {
        let star = UIBezierPath()
        // The waist between points, per unit of point length.
        let waist: CGFloat = 0.28
        for index in 0..<8 {
            let angle = CGFloat(index) * .pi / 4
            let length = index.isMultiple(of: 2) ? radius : radius * waist
            let p = CGPoint(x: center.x + length * cos(angle), y: center.y + length * sin(angle))
            if index == 0 { star.move(to: p) } else { star.addLine(to: p) }
        }
        star.close()
        return star
    }

    /// A white rule and a gold rule just inside the field's edge, framing the lattice.
    private func drawFieldRules(field: CGRect, cornerRadius: CGFloat) {
        let unit = field.width / 100
        let white = UIBezierPath(roundedRect: field.insetBy(dx: 2.5 * unit, dy: 2.5 * unit),
                                 cornerRadius: max(cornerRadius - 2.5 * unit, unit))
        white.lineWidth = 1.2 * unit
        CardArtPalette.paper.setStroke()
        white.stroke()
        let gold = UIBezierPath(roundedRect: field.insetBy(dx: 4.6 * unit, dy: 4.6 * unit),
                                cornerRadius: max(cornerRadius - 4.6 * unit, unit))
        gold.lineWidth = 0.6 * unit
        CardArtPalette.gold.setStroke()
        gold.stroke()
    }

    // MARK: Emblem

    /// An oval cartouche: a halo of plain field, a gold rim, a white ground, and the four
    /// pips in a cross pointing outward (black above and below, red left and right).
    private func drawEmblem(center: CGPoint, width: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let height = width * Self.emblemAspect
        func oval(inset: CGFloat) -> UIBezierPath {
            UIBezierPath(ovalIn: CGRect(x: center.x - width / 2 + inset, y: center.y - height / 2 + inset,
                                        width: width - 2 * inset, height: height - 2 * inset))
        }
        let unit = width / 100
        CardArtPalette.backField.setFill()
        oval(inset: -6 * unit).fill()
        CardArtPalette.paper.setStroke()
        let halo = oval(inset: -6 * unit)
        halo.lineWidth = 1.5 * unit
        halo.stroke()
        CardArtPalette.gold.setFill()
        oval(inset: 0).fill()
        CardArtPalette.paper.setFill()
        oval(inset: 5 * unit).fill()
        let innerRule = oval(inset: 8 * unit)
        innerRule.lineWidth = 1.4 * unit
        CardArtPalette.backField.setStroke()
        innerRule.stroke()

        let pipSide = width * 0.27
        // The pips' centres sit this far from the emblem's centre, per point of its width.
        let pipDistance = width * 0.25
        let arrangement: [(SuitSymbol, CGFloat)] = [(.spades, 0), (.hearts, .pi / 2), (.clubs, .pi), (.diamonds, -.pi / 2)]
        for (suit, angle) in arrangement {
            context.saveGState()
            context.translateBy(x: center.x, y: center.y)
            context.rotate(by: angle)
            // The oval is taller than wide, so the upright pips sit further out.
            let distance = (angle == 0 || angle == .pi) ? pipDistance * Self.emblemAspect : pipDistance
            suit.draw(in: CGRect(x: -pipSide / 2, y: -distance - pipSide / 2, width: pipSide, height: pipSide))
            context.restoreGState()
        }
        CardArtPalette.gold.setFill()
        let hub = fourPointStar(center: center, radius: width * 0.1)
        hub.fill()
        CardArtPalette.backField.setStroke()
        hub.lineWidth = 0.8 * unit
        hub.stroke()
    }
}
