import Foundation
import OpenUIKit

/// Draws one court card's portrait: a king, queen or jack in the flat red, blue and gold of
/// traditional cards, double-headed (the upper half turned 180° below a slanted divider), in
/// a thin frame, with the rank letter and suit pip in the corner and a suit medallion on the
/// robe.
///
/// Everything is laid out in a fixed design space of `designSize` points and scaled to the
/// destination, so the art is pure vector and sharp at any resolution.
@MainActor
struct FaceCardArtist {
    let rank: CourtRank
    let suit: SuitSymbol

    /// The design space, in points: a 5:7 portrait, the shape of a card.
    nonisolated static let designSize = CGSize(width: 150, height: 210)
    /// Gap between the image edge and the frame line, in design points.
    private static let frameInset: CGFloat = 7
    /// How much higher the divider's right end is than its left end, in design points. It
    /// passes through the centre either way; the slant is the classic court-card look.
    private static let dividerSlant: CGFloat = 12
    /// Width of every black outline, in design points.
    private static let outlineWidth: CGFloat = 0.9
    /// Width of the frame and divider lines, in design points.
    private static let frameLineWidth: CGFloat = 1.2

    /// The robe's main colour: red for the red suits, blue for the black ones, so a glance
    /// at the figure already says which colour the suit is.
    private var robeColor: UIColor { suit.isRed ? CardArtPalette.red : CardArtPalette.blue }
    /// The robe's second colour, for panels, stripes and the jack's cap.
    private var trimColor: UIColor { suit.isRed ? CardArtPalette.blue : CardArtPalette.red }

    /// Paints the portrait into `rect` of the current context: white paper over the whole
    /// rect, the design scaled uniformly to fit and centred (other aspects get white margins).
    func draw(in rect: CGRect) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        CardArtPalette.paper.setFill()
        UIRectFill(rect)

        let design = Self.designSize
        let scale = min(rect.width / design.width, rect.height / design.height)
        context.saveGState()
        context.translateBy(x: rect.midX - design.width * scale / 2, y: rect.midY - design.height * scale / 2)
        context.scaleBy(x: scale, y: scale)

        for turned in [false, true] {
            context.saveGState()
            if turned {
                // A half turn about the centre: the lower half is the upper one upside down.
                context.translateBy(x: design.width, y: design.height)
                context.rotate(by: .pi)
            }
            upperHalfRegion().addClip()
            drawHalfFigure()
            context.restoreGState()
        }
        drawFrameAndDivider()
        context.restoreGState()
    }

    // MARK: Layout

    private static var frame: CGRect {
        CGRect(origin: .zero, size: designSize).insetBy(dx: frameInset, dy: frameInset)
    }

    /// The divider's end points: lower on the left, higher on the right, through the centre.
    private static var divider: (left: CGPoint, right: CGPoint) {
        let mid = designSize.height / 2
        return (CGPoint(x: frame.minX, y: mid + dividerSlant / 2), CGPoint(x: frame.maxX, y: mid - dividerSlant / 2))
    }

    /// The frame's part above the divider. Its half turn is exactly the part below, since the
    /// divider passes through the centre.
    private func upperHalfRegion() -> UIBezierPath {
        let frame = Self.frame, divider = Self.divider
        let region = UIBezierPath()
        region.move(to: CGPoint(x: frame.minX, y: frame.minY))
        region.addLine(to: CGPoint(x: frame.maxX, y: frame.minY))
        region.addLine(to: divider.right)
        region.addLine(to: divider.left)
        region.close()
        return region
    }

    private func drawFrameAndDivider() {
        CardArtPalette.ink.setStroke()
        let border = UIBezierPath(rect: Self.frame)
        border.lineWidth = Self.frameLineWidth
        border.stroke()
        let line = UIBezierPath()
        line.move(to: Self.divider.left)
        line.addLine(to: Self.divider.right)
        line.lineWidth = Self.frameLineWidth
        line.stroke()
    }

    // MARK: The half figure (head at the top, waist at the divider)

    private func drawHalfFigure() {
        drawHairBehind()
        drawRobe()
        drawHead()
        drawHeadwear()
        drawHeldObject()
        drawIndex()
    }

    /// The rank letter with the suit pip under it, in the frame's upper-left corner (the half
    /// turn puts the second copy in the lower-right).
    private func drawIndex() {
        rank.drawLetter(in: CGRect(x: 11, y: 11, width: 15, height: 20), color: suit.color)
        suit.draw(in: CGRect(x: 11.5, y: 35, width: 14, height: 14))
    }

    private func drawHairBehind() {
        switch rank {
        case .king:
            paint(UIBezierPath(ovalIn: CGRect(x: 56, y: 28, width: 38, height: 42)), CardArtPalette.kingHair)
        case .queen:
            paint(UIBezierPath(roundedRect: CGRect(x: 52, y: 27, width: 46, height: 54), cornerRadius: 18), CardArtPalette.queenHair)
        case .jack:
            // A page-boy cut, ending in a curl at jaw level on each side.
            let hair = UIBezierPath()
            hair.move(to: CGPoint(x: 75, y: 29))
            hair.addCurve(to: CGPoint(x: 56, y: 50), controlPoint1: CGPoint(x: 62, y: 29), controlPoint2: CGPoint(x: 56, y: 38))
            hair.addCurve(to: CGPoint(x: 61, y: 62), controlPoint1: CGPoint(x: 55, y: 56), controlPoint2: CGPoint(x: 56, y: 62))
            hair.addLine(to: CGPoint(x: 89, y: 62))
            hair.addCurve(to: CGPoint(x: 94, y: 50), controlPoint1: CGPoint(x: 94, y: 62), controlPoint2: CGPoint(x: 95, y: 56))
            hair.addCurve(to: CGPoint(x: 75, y: 29), controlPoint1: CGPoint(x: 94, y: 38), controlPoint2: CGPoint(x: 88, y: 29))
            hair.close()
            paint(hair, CardArtPalette.jackHair)
        }
    }

    // MARK: Robe

    private func robePath() -> UIBezierPath {
        let robe = UIBezierPath()
        // Runs below the divider on purpose; the half's clip trims it.
        robe.move(to: CGPoint(x: 18, y: 122))
        robe.addLine(to: CGPoint(x: 22, y: 90))
        robe.addCurve(to: CGPoint(x: 54, y: 71), controlPoint1: CGPoint(x: 24, y: 79), controlPoint2: CGPoint(x: 38, y: 72))
        robe.addLine(to: CGPoint(x: 96, y: 71))
        robe.addCurve(to: CGPoint(x: 128, y: 90), controlPoint1: CGPoint(x: 112, y: 72), controlPoint2: CGPoint(x: 126, y: 79))
        robe.addLine(to: CGPoint(x: 132, y: 122))
        robe.close()
        return robe
    }

    private func drawRobe() {
        // The neck first: the robe's collar overlaps its foot.
        paint(UIBezierPath(rect: CGRect(x: 68, y: 58, width: 14, height: 16)), CardArtPalette.skin)
        let robe = robePath()
        paint(robe, robeColor)
        switch rank {
        case .king: drawKingRobeDetails()
        case .queen: drawQueenRobeDetails()
        case .jack: drawJackRobeDetails(robe)
        }
    }

    private func drawKingRobeDetails() {
        // A front panel in the trim colour, edged in gold.
        let panel = UIBezierPath(rect: CGRect(x: 66, y: 80, width: 18, height: 44))
        paint(panel, trimColor)
        for x: CGFloat in [66, 84] {
            detailLine(from: CGPoint(x: x, y: 80), to: CGPoint(x: x, y: 124), color: CardArtPalette.gold, width: 2.5)
        }
        // The ermine cape over the shoulders: white fur with black tails.
        let cape = UIBezierPath()
        cape.move(to: CGPoint(x: 29, y: 84))
        cape.addCurve(to: CGPoint(x: 56, y: 69), controlPoint1: CGPoint(x: 33, y: 75), controlPoint2: CGPoint(x: 44, y: 70))
        cape.addLine(to: CGPoint(x: 94, y: 69))
        cape.addCurve(to: CGPoint(x: 121, y: 84), controlPoint1: CGPoint(x: 106, y: 70), controlPoint2: CGPoint(x: 117, y: 75))
        cape.addCurve(to: CGPoint(x: 75, y: 90), controlPoint1: CGPoint(x: 110, y: 89), controlPoint2: CGPoint(x: 90, y: 90))
        cape.addCurve(to: CGPoint(x: 29, y: 84), controlPoint1: CGPoint(x: 60, y: 90), controlPoint2: CGPoint(x: 40, y: 89))
        cape.close()
        paint(cape, CardArtPalette.ermine)
        for spot in [CGPoint(x: 38, y: 80), CGPoint(x: 50, y: 76), CGPoint(x: 48, y: 85), CGPoint(x: 100, y: 76),
                     CGPoint(x: 112, y: 80), CGPoint(x: 102, y: 85), CGPoint(x: 62, y: 86), CGPoint(x: 88, y: 86)] {
            drawErmineTail(at: spot)
        }
        drawMedallion(center: CGPoint(x: 75, y: 94), radius: 8)
    }

    /// An ermine tail: a small black drop with three flecks above it.
    private func drawErmineTail(at point: CGPoint) {
        CardArtPalette.ink.setFill()
        let drop = UIBezierPath()
        drop.move(to: CGPoint(x: point.x, y: point.y - 1.5))
        drop.addQuadCurve(to: CGPoint(x: point.x, y: point.y + 2.5), controlPoint: CGPoint(x: point.x + 2.2, y: point.y + 1))
        drop.addQuadCurve(to: CGPoint(x: point.x, y: point.y - 1.5), controlPoint: CGPoint(x: point.x - 2.2, y: point.y + 1))
        drop.fill()
        for dx: CGFloat in [-1.6, 0, 1.6] {
            UIBezierPath(ovalIn: CGRect(x: point.x + dx - 0.5, y: point.y - 3.4 + abs(dx) * 0.4, width: 1, height: 1)).fill()
        }
    }

    private func drawQueenRobeDetails() {
        // A low rounded neckline showing skin, with a string of pearls.
        let neckline = UIBezierPath()
        neckline.move(to: CGPoint(x: 60, y: 71))
        neckline.addCurve(to: CGPoint(x: 90, y: 71), controlPoint1: CGPoint(x: 62, y: 84), controlPoint2: CGPoint(x: 88, y: 84))
        neckline.close()
        paint(neckline, CardArtPalette.skin)
        let pearlCount = 9
        for index in 0..<pearlCount {
            let t = CGFloat(index) / CGFloat(pearlCount - 1)
            let x = 63 + 24 * t
            // A parabola sagging 5 points in the middle.
            let y = 72.5 + 5 * (1 - pow(2 * t - 1, 2))
            paint(UIBezierPath(ovalIn: CGRect(x: x - 1.4, y: y - 1.4, width: 2.8, height: 2.8)), CardArtPalette.paper, outline: 0.5)
        }
        // The stomacher: a pointed panel in the trim colour, laced in gold.
        let stomacher = UIBezierPath()
        stomacher.move(to: CGPoint(x: 62, y: 84))
        stomacher.addLine(to: CGPoint(x: 88, y: 84))
        stomacher.addLine(to: CGPoint(x: 75, y: 124))
        stomacher.close()
        paint(stomacher, trimColor)
        // Gold hems along the shoulders, where sleeve meets bodice.
        for (from, to) in [(CGPoint(x: 40, y: 76), CGPoint(x: 46, y: 104)), (CGPoint(x: 110, y: 76), CGPoint(x: 104, y: 104))] {
            detailLine(from: from, to: to, color: CardArtPalette.gold, width: 3)
        }
        drawMedallion(center: CGPoint(x: 75, y: 95), radius: 7.5)
        drawQueenLocks()
    }

    /// Two long locks falling in front of the shoulders.
    private func drawQueenLocks() {
        for mirror in [false, true] {
            let lock = UIBezierPath()
            lock.move(to: CGPoint(x: 63, y: 44))
            lock.addCurve(to: CGPoint(x: 50, y: 98), controlPoint1: CGPoint(x: 53, y: 56), controlPoint2: CGPoint(x: 46, y: 82))
            lock.addCurve(to: CGPoint(x: 59, y: 90), controlPoint1: CGPoint(x: 54, y: 99), controlPoint2: CGPoint(x: 58, y: 95))
            lock.addCurve(to: CGPoint(x: 64, y: 56), controlPoint1: CGPoint(x: 60, y: 78), controlPoint2: CGPoint(x: 62, y: 64))
            lock.close()
            if mirror { lock.apply(Self.mirrorAcrossAxis) }
            paint(lock, CardArtPalette.queenHair)
            let strand = UIBezierPath()
            strand.move(to: CGPoint(x: 60, y: 56))
            strand.addCurve(to: CGPoint(x: 53, y: 92), controlPoint1: CGPoint(x: 55, y: 66), controlPoint2: CGPoint(x: 52, y: 80))
            if mirror { strand.apply(Self.mirrorAcrossAxis) }
            stroke(strand, width: 0.6)
        }
    }

    private func drawJackRobeDetails(_ robe: UIBezierPath) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        // Vertical stripes in the trim colour, clipped to the tunic.
        context.saveGState()
        robe.addClip()
        trimColor.setFill()
        // Narrow stripes, so the robe colour (and with it the suit's colour) dominates.
        let stripeWidth: CGFloat = 4, stripePitch: CGFloat = 14
        var x: CGFloat = 75 - stripeWidth / 2 - 4 * stripePitch
        while x < 130 {
            UIBezierPath(rect: CGRect(x: x, y: 60, width: stripeWidth, height: 70)).fill()
            x += stripePitch
        }
        context.restoreGState()
        CardArtPalette.ink.setStroke()
        robe.lineWidth = Self.outlineWidth
        robe.stroke()
        // A flat gold collar.
        let collar = UIBezierPath()
        collar.move(to: CGPoint(x: 54, y: 71))
        collar.addLine(to: CGPoint(x: 96, y: 71))
        collar.addQuadCurve(to: CGPoint(x: 75, y: 83), controlPoint: CGPoint(x: 92, y: 82))
        collar.addQuadCurve(to: CGPoint(x: 54, y: 71), controlPoint: CGPoint(x: 58, y: 82))
        collar.close()
        paint(collar, CardArtPalette.gold)
        drawMedallion(center: CGPoint(x: 75, y: 93), radius: 7.5)
    }

    /// A white disc with a gold rim carrying the suit pip.
    private func drawMedallion(center: CGPoint, radius: CGFloat) {
        let disc = UIBezierPath(ovalIn: CGRect(x: center.x - radius, y: center.y - radius, width: 2 * radius, height: 2 * radius))
        paint(disc, CardArtPalette.gold)
        let inner = radius - 1.8
        paint(UIBezierPath(ovalIn: CGRect(x: center.x - inner, y: center.y - inner, width: 2 * inner, height: 2 * inner)),
              CardArtPalette.paper, outline: 0.5)
        // The pip's side, as a fraction of the inner disc's diameter, so it sits inside it.
        let pipPerDiameter: CGFloat = 0.68
        let side = 2 * inner * pipPerDiameter
        suit.draw(in: CGRect(x: center.x - side / 2, y: center.y - side / 2, width: side, height: side))
    }

    // MARK: Head

    /// The face oval, in design points: the king's is the broadest, the queen's the smallest.
    private var faceRect: CGRect {
        switch rank {
        case .king: CGRect(x: 61, y: 33, width: 28, height: 33)
        case .queen: CGRect(x: 62, y: 34, width: 26, height: 31)
        case .jack: CGRect(x: 61.5, y: 35, width: 27, height: 30)
        }
    }

    private func drawHead() {
        let face = faceRect
        paint(UIBezierPath(ovalIn: face), CardArtPalette.skin)
        let centerX = face.midX
        let eyeY = face.minY + face.height * 0.42
        let eyeOffset = face.width * 0.23
        // Rosy cheeks, under everything else on the face; paler on the jack.
        CardArtPalette.blush.withAlphaComponent(rank == .jack ? 0.25 : 0.45).setFill()
        for side: CGFloat in [-1, 1] {
            UIBezierPath(ovalIn: CGRect(x: centerX + side * face.width * 0.27 - 3, y: eyeY + 5, width: 6, height: 4.5)).fill()
        }
        for side: CGFloat in [-1, 1] {
            let eye = CGPoint(x: centerX + side * eyeOffset, y: eyeY)
            paint(UIBezierPath(ovalIn: CGRect(x: eye.x - 3, y: eye.y - 1.7, width: 6, height: 3.4)), CardArtPalette.paper, outline: 0.6)
            CardArtPalette.blue.setFill()
            UIBezierPath(ovalIn: CGRect(x: eye.x - 1.5, y: eye.y - 1.5, width: 3, height: 3)).fill()
            CardArtPalette.ink.setFill()
            UIBezierPath(ovalIn: CGRect(x: eye.x - 0.7, y: eye.y - 0.7, width: 1.4, height: 1.4)).fill()
            let brow = UIBezierPath()
            brow.move(to: CGPoint(x: eye.x - 3.6, y: eye.y - 3.2))
            brow.addQuadCurve(to: CGPoint(x: eye.x + 3.6, y: eye.y - 3.2), controlPoint: CGPoint(x: eye.x, y: eye.y - 6))
            // Heavy brows for the men, a fine arch for the queen.
            stroke(brow, width: rank == .queen ? 0.8 : 1.3)
            if rank == .queen {
                // Lashes: three short ticks on the upper lid's outer half.
                for tick: CGFloat in [1.2, 2.2, 3.0] {
                    let base = CGPoint(x: eye.x + side * tick, y: eye.y - 1.6 + tick * 0.25)
                    let lash = UIBezierPath()
                    lash.move(to: base)
                    lash.addLine(to: CGPoint(x: base.x + side * 0.9, y: base.y - 1.3))
                    stroke(lash, width: 0.5)
                }
            }
        }
        // Only the nose's tip, a shallow symmetric curve: a ridge line reads as a "7" when
        // the half is turned over.
        let nose = UIBezierPath()
        nose.move(to: CGPoint(x: centerX - 2, y: eyeY + 7))
        nose.addQuadCurve(to: CGPoint(x: centerX + 2, y: eyeY + 7), controlPoint: CGPoint(x: centerX, y: eyeY + 9.4))
        stroke(nose, width: 0.7)

        if rank == .king { drawBeard() }
        let mouthY = face.minY + face.height * (rank == .king ? 0.84 : 0.8)
        let halfWidth: CGFloat = rank == .queen ? 3.6 : 4
        if rank == .jack {
            // A young man's mouth: a plain line with a slight smile, no coloured lips.
            let smile = UIBezierPath()
            smile.move(to: CGPoint(x: centerX - halfWidth, y: mouthY - 0.6))
            smile.addQuadCurve(to: CGPoint(x: centerX + halfWidth, y: mouthY - 0.6), controlPoint: CGPoint(x: centerX, y: mouthY + 1.8))
            stroke(smile, width: 0.8)
            return
        }
        let lips = UIBezierPath()
        lips.move(to: CGPoint(x: centerX - halfWidth, y: mouthY))
        lips.addQuadCurve(to: CGPoint(x: centerX + halfWidth, y: mouthY), controlPoint: CGPoint(x: centerX, y: mouthY - 2))
        lips.addQuadCurve(to: CGPoint(x: centerX - halfWidth, y: mouthY), controlPoint: CGPoint(x: centerX, y: mouthY + 3.4))
        lips.close()
        paint(lips, rank == .queen ? CardArtPalette.red : CardArtPalette.blush, outline: 0.5)
        if rank == .king { drawMoustache() }
    }

    /// A full beard framing the jaw, open around the mouth, reaching onto the chest.
    private func drawBeard() {
        let beard = UIBezierPath()
        beard.move(to: CGPoint(x: 61.3, y: 46))
        beard.addCurve(to: CGPoint(x: 75, y: 84), controlPoint1: CGPoint(x: 59, y: 68), controlPoint2: CGPoint(x: 66, y: 82))
        beard.addCurve(to: CGPoint(x: 88.7, y: 46), controlPoint1: CGPoint(x: 84, y: 82), controlPoint2: CGPoint(x: 91, y: 68))
        beard.addLine(to: CGPoint(x: 86.5, y: 49))
        beard.addCurve(to: CGPoint(x: 75, y: 64), controlPoint1: CGPoint(x: 86, y: 59), controlPoint2: CGPoint(x: 81, y: 64))
        beard.addCurve(to: CGPoint(x: 63.5, y: 49), controlPoint1: CGPoint(x: 69, y: 64), controlPoint2: CGPoint(x: 64, y: 59))
        beard.close()
        paint(beard, CardArtPalette.kingHair)
        for (from, to) in [(CGPoint(x: 67, y: 66), CGPoint(x: 71, y: 78)), (CGPoint(x: 75, y: 67), CGPoint(x: 75, y: 81)),
                           (CGPoint(x: 83, y: 66), CGPoint(x: 79, y: 78)), (CGPoint(x: 63, y: 56), CGPoint(x: 65, y: 68)),
                           (CGPoint(x: 87, y: 56), CGPoint(x: 85, y: 68))] {
            let strand = UIBezierPath()
            strand.move(to: from)
            strand.addQuadCurve(to: to, controlPoint: CGPoint(x: (from.x + to.x) / 2 + (to.x < 75 ? -1.5 : 1.5), y: (from.y + to.y) / 2))
            stroke(strand, width: 0.6)
        }
    }

    private func drawMoustache() {
        let moustache = UIBezierPath()
        moustache.move(to: CGPoint(x: 75, y: 56.5))
        moustache.addCurve(to: CGPoint(x: 64.5, y: 61.5), controlPoint1: CGPoint(x: 71, y: 55), controlPoint2: CGPoint(x: 66, y: 56))
        moustache.addCurve(to: CGPoint(x: 75, y: 59), controlPoint1: CGPoint(x: 68, y: 60), controlPoint2: CGPoint(x: 72, y: 59))
        moustache.addCurve(to: CGPoint(x: 85.5, y: 61.5), controlPoint1: CGPoint(x: 78, y: 59), controlPoint2: CGPoint(x: 82, y: 60))
        moustache.addCurve(to: CGPoint(x: 75, y: 56.5), controlPoint1: CGPoint(x: 84, y: 56), controlPoint2: CGPoint(x: 79, y: 55))
        moustache.close()
        paint(moustache, CardArtPalette.kingHair)
    }

    // MARK: Headwear

    private func drawHeadwear() {
        switch rank {
        case .king: drawCrown()
        case .queen: drawTiara()
        case .jack: drawCap()
        }
    }

    /// A pointed crown over a red velvet cap, pearls on the points, the suit on the band.
    private func drawCrown() {
        let velvet = UIBezierPath()
        velvet.move(to: CGPoint(x: 59, y: 30))
        velvet.addCurve(to: CGPoint(x: 91, y: 30), controlPoint1: CGPoint(x: 59, y: 10), controlPoint2: CGPoint(x: 91, y: 10))
        velvet.close()
        paint(velvet, CardArtPalette.red)

        let peaks: [CGPoint] = [CGPoint(x: 56, y: 15), CGPoint(x: 65.5, y: 12), CGPoint(x: 75, y: 8),
                                CGPoint(x: 84.5, y: 12), CGPoint(x: 94, y: 15)]
        let valleyY: CGFloat = 24
        let points = UIBezierPath()
        points.move(to: CGPoint(x: 57.5, y: 34))
        for (index, peak) in peaks.enumerated() {
            points.addLine(to: peak)
            if index < peaks.count - 1 {
                points.addLine(to: CGPoint(x: (peak.x + peaks[index + 1].x) / 2, y: valleyY))
            }
        }
        points.addLine(to: CGPoint(x: 92.5, y: 34))
        points.close()
        paint(points, CardArtPalette.gold)
        for peak in peaks {
            paint(UIBezierPath(ovalIn: CGRect(x: peak.x - 2, y: peak.y - 2, width: 4, height: 4)), CardArtPalette.paper, outline: 0.6)
        }
        paint(UIBezierPath(rect: CGRect(x: 56.5, y: 27, width: 37, height: 7.5)), CardArtPalette.deepGold)
        for x: CGFloat in [63, 87] {
            paint(UIBezierPath(ovalIn: CGRect(x: x - 2, y: 28.8, width: 4, height: 4)), trimColor, outline: 0.5)
        }
        suit.draw(in: CGRect(x: 71.5, y: 27.5, width: 7, height: 6.5))
    }

    /// A rounded tiara: three overlapping arches on a band, jewelled, with an orb on top.
    private func drawTiara() {
        paint(UIBezierPath(ovalIn: CGRect(x: 75 - 7.5, y: 18, width: 15, height: 15)), CardArtPalette.gold)
        for x: CGFloat in [66, 84] {
            paint(UIBezierPath(ovalIn: CGRect(x: x - 5.5, y: 22.5, width: 11, height: 11)), CardArtPalette.gold)
        }
        paint(UIBezierPath(ovalIn: CGRect(x: 73, y: 13.5, width: 4, height: 4)), CardArtPalette.gold, outline: 0.6)
        paint(UIBezierPath(roundedRect: CGRect(x: 60, y: 28, width: 30, height: 5.5), cornerRadius: 2), CardArtPalette.deepGold)
        suit.draw(in: CGRect(x: 71.8, y: 20.5, width: 6.4, height: 6))
        for x: CGFloat in [66, 84] {
            paint(UIBezierPath(ovalIn: CGRect(x: x - 1.7, y: 24.3, width: 3.4, height: 3.4)), trimColor, outline: 0.4)
        }
        for x: CGFloat in [63, 69, 75, 81, 87] {
            paint(UIBezierPath(ovalIn: CGRect(x: x - 1, y: 29.7, width: 2, height: 2)), CardArtPalette.paper, outline: 0.4)
        }
    }

    /// A flat beret in the trim colour with a gold band and a long white feather.
    private func drawCap() {
        let feather = UIBezierPath()
        feather.move(to: CGPoint(x: 86, y: 28))
        feather.addCurve(to: CGPoint(x: 126, y: 11), controlPoint1: CGPoint(x: 94, y: 14), controlPoint2: CGPoint(x: 112, y: 6))
        feather.addCurve(to: CGPoint(x: 88, y: 30), controlPoint1: CGPoint(x: 120, y: 20), controlPoint2: CGPoint(x: 102, y: 28))
        feather.close()
        paint(feather, CardArtPalette.paper)
        let quill = UIBezierPath()
        quill.move(to: CGPoint(x: 88, y: 29))
        quill.addQuadCurve(to: CGPoint(x: 125, y: 11.5), controlPoint: CGPoint(x: 104, y: 16))
        stroke(quill, width: 0.6)
        // Barbs: short strokes off the quill, slanting toward the tip.
        for t: CGFloat in [0.25, 0.4, 0.55, 0.7, 0.85] {
            let on = CGPoint(x: 88 + 37 * t, y: 29 - 17.5 * t - 4 * t * (1 - t))
            let barb = UIBezierPath()
            barb.move(to: on)
            barb.addLine(to: CGPoint(x: on.x + 3, y: on.y + 3.5 - 2 * t))
            stroke(barb, width: 0.45)
        }

        paint(UIBezierPath(ovalIn: CGRect(x: 50, y: 17, width: 50, height: 17)), trimColor)
        paint(UIBezierPath(roundedRect: CGRect(x: 57, y: 28.5, width: 36, height: 6.5), cornerRadius: 3), CardArtPalette.gold)
        // A little suit badge where the feather is pinned.
        suit.draw(in: CGRect(x: 84.5, y: 25, width: 7, height: 7))
    }

    // MARK: What the figure holds

    private func drawHeldObject() {
        switch rank {
        case .king:
            drawSword()
            drawHand(at: CGPoint(x: 114, y: 96))
        case .queen:
            drawFlower()
            drawHand(at: CGPoint(x: 114, y: 96))
        case .jack:
            drawHalberd()
            drawHand(at: CGPoint(x: 40, y: 92))
        }
    }

    private func drawHand(at center: CGPoint) {
        paint(UIBezierPath(roundedRect: CGRect(x: center.x - 7, y: center.y + 3.5, width: 14, height: 5), cornerRadius: 1.5), CardArtPalette.gold)
        paint(UIBezierPath(ovalIn: CGRect(x: center.x - 5, y: center.y - 4.5, width: 10, height: 9)), CardArtPalette.skin)
        // Fingers wrapped round the grip.
        for dy: CGFloat in [-1.5, 1] {
            let finger = UIBezierPath()
            finger.move(to: CGPoint(x: center.x - 3.5, y: center.y + dy))
            finger.addLine(to: CGPoint(x: center.x + 2, y: center.y + dy))
            stroke(finger, width: 0.5)
        }
    }

    /// An upright sword, hilt in the hand.
    private func drawSword() {
        let blade = UIBezierPath()
        blade.move(to: CGPoint(x: 114, y: 11))
        blade.addLine(to: CGPoint(x: 117.2, y: 18))
        blade.addLine(to: CGPoint(x: 117.2, y: 86))
        blade.addLine(to: CGPoint(x: 110.8, y: 86))
        blade.addLine(to: CGPoint(x: 110.8, y: 18))
        blade.close()
        paint(blade, CardArtPalette.steel)
        let fuller = UIBezierPath()
        fuller.move(to: CGPoint(x: 114, y: 20))
        fuller.addLine(to: CGPoint(x: 114, y: 83))
        stroke(fuller, width: 0.5)
        paint(UIBezierPath(rect: CGRect(x: 112, y: 89, width: 4, height: 12)), CardArtPalette.wood)
        paint(UIBezierPath(roundedRect: CGRect(x: 103, y: 85.5, width: 22, height: 4), cornerRadius: 2), CardArtPalette.gold)
    }

    /// A five-petalled flower on a leafy stem.
    private func drawFlower() {
        let stem = UIBezierPath()
        stem.move(to: CGPoint(x: 114, y: 100))
        stem.addCurve(to: CGPoint(x: 117, y: 58), controlPoint1: CGPoint(x: 112, y: 84), controlPoint2: CGPoint(x: 120, y: 72))
        CardArtPalette.leaf.setStroke()
        stem.lineWidth = 1.8
        stem.stroke()
        for (base, tip) in [(CGPoint(x: 115, y: 80), CGPoint(x: 127, y: 72)), (CGPoint(x: 116, y: 72), CGPoint(x: 105, y: 66))] {
            let leaf = UIBezierPath()
            let bulge = CGPoint(x: (tip.y - base.y) * 0.3, y: (base.x - tip.x) * 0.3)
            let mid = CGPoint(x: (base.x + tip.x) / 2, y: (base.y + tip.y) / 2)
            leaf.move(to: base)
            leaf.addQuadCurve(to: tip, controlPoint: CGPoint(x: mid.x + bulge.x, y: mid.y + bulge.y))
            leaf.addQuadCurve(to: base, controlPoint: CGPoint(x: mid.x - bulge.x, y: mid.y - bulge.y))
            leaf.close()
            paint(leaf, CardArtPalette.leaf, outline: 0.6)
        }
        let center = CGPoint(x: 117, y: 55)
        let petalRadius: CGFloat = 4.2, petalDistance: CGFloat = 4.4
        for index in 0..<5 {
            let angle = -CGFloat.pi / 2 + CGFloat(index) * 2 * .pi / 5
            let petal = CGPoint(x: center.x + petalDistance * cos(angle), y: center.y + petalDistance * sin(angle))
            paint(UIBezierPath(ovalIn: CGRect(x: petal.x - petalRadius, y: petal.y - petalRadius, width: 2 * petalRadius, height: 2 * petalRadius)),
                  CardArtPalette.red, outline: 0.6)
        }
        paint(UIBezierPath(ovalIn: CGRect(x: center.x - 2.8, y: center.y - 2.8, width: 5.6, height: 5.6)), CardArtPalette.gold, outline: 0.6)
    }

    /// A halberd: spear point, axe blade and back spike on a wooden shaft.
    private func drawHalberd() {
        paint(UIBezierPath(rect: CGRect(x: 38.5, y: 22, width: 3, height: 82)), CardArtPalette.wood)
        let point = UIBezierPath()
        point.move(to: CGPoint(x: 40, y: 8.5))
        point.addLine(to: CGPoint(x: 43, y: 23))
        point.addLine(to: CGPoint(x: 37, y: 23))
        point.close()
        paint(point, CardArtPalette.steel)
        let blade = UIBezierPath()
        blade.move(to: CGPoint(x: 41.5, y: 25))
        blade.addLine(to: CGPoint(x: 48, y: 22))
        blade.addCurve(to: CGPoint(x: 49, y: 40), controlPoint1: CGPoint(x: 53, y: 27), controlPoint2: CGPoint(x: 53, y: 35))
        blade.addLine(to: CGPoint(x: 41.5, y: 36))
        blade.close()
        paint(blade, CardArtPalette.steel)
        let spike = UIBezierPath()
        spike.move(to: CGPoint(x: 38.5, y: 27))
        spike.addLine(to: CGPoint(x: 30.5, y: 31))
        spike.addLine(to: CGPoint(x: 38.5, y: 34))
        spike.close()
        paint(spike, CardArtPalette.steel)
        paint(UIBezierPath(rect: CGRect(x: 37.5, y: 37, width: 5, height: 3)), CardArtPalette.gold)
    }

    // MARK: Painting helpers

    /// Reflection across the figure's vertical axis (x = 75).
    private static let mirrorAcrossAxis = CGAffineTransform(a: -1, b: 0, c: 0, d: 1, tx: designSize.width, ty: 0)

    /// Fills `path` with `color` and outlines it in ink, the way every shape on a court card
    /// is printed.
    private func paint(_ path: UIBezierPath, _ color: UIColor, outline: CGFloat = FaceCardArtist.outlineWidth) {
        color.setFill()
        path.fill()
        CardArtPalette.ink.setStroke()
        path.lineWidth = outline
        path.lineJoinStyle = .round
        path.stroke()
    }

    /// An ink detail line (hair strands, the nose, brows).
    private func stroke(_ path: UIBezierPath, width: CGFloat) {
        CardArtPalette.ink.setStroke()
        path.lineWidth = width
        path.lineCapStyle = .round
        path.lineJoinStyle = .round
        path.stroke()
    }

    /// A coloured band drawn as a thick line between two points.
    private func detailLine(from start: CGPoint, to end: CGPoint, color: UIColor, width: CGFloat) {
        let line = UIBezierPath()
        line.move(to: start)
        line.addLine(to: end)
        color.setStroke()
        line.lineWidth = width
        line.stroke()
    }
}
