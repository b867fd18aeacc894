import Foundation
import OpenUIKit

/// A playing card, drawn at any size: face up with its corners and either pips (ace to ten)
/// or a face picture (jack, queen, king), or face down showing the card back.
///
/// Generic on purpose, as a view should be: it knows nothing of a card model. The rank is a
/// number (1 = ace … 13 = king) and the suit any string; ♠ ♥ ♦ ♣ get drawn suit shapes and
/// the red or black ink, other strings are drawn as text in black.
///
/// Everything is proportional to the bounds (see `SizeRatio`), and `contentMode` is
/// `.redraw`, so a resized card draws itself afresh rather than stretching old pixels.
///
/// Images, looked up with `UIImage(named:)`:
/// - a face card uses the rank letter and the suit, e.g. `K♥`, fitted (aspect kept) into the
///   bounds scaled by `faceCardScale`. Without that image the card still draws its corners
///   and, in the middle, a large rank letter in the suit's colour (scaled by `faceCardScale`
///   too), so a missing asset is obvious but the card still reads;
/// - face down uses `cardback`, filling the card (aspect kept, the overflow clipped by the
///   rounded corners). Without it a drawn back is used: a blue field with a lattice.
///
/// Numbered cards never look an image up (so no missing-image warnings for them).
@MainActor
open class PlayingCardView: UIView {
    // MARK: Public state

    /// 1 (ace) … 10, 11 (jack), 12 (queen), 13 (king). Other values draw "?" corners and
    /// an empty face. A new card is the king of hearts, the lecture's favourite.
    public var rank: Int = 13 {
        didSet { if rank != oldValue { contentDidChange() } }
    }

    /// The suit symbol: ♠ ♥ ♦ ♣, or any short string.
    public var suit: String = "♥" {
        didSet { if suit != oldValue { contentDidChange() } }
    }

    /// Face up shows corners and the face; face down shows the back and hides the corners.
    public var isFaceUp: Bool = true {
        didSet { if isFaceUp != oldValue { contentDidChange() } }
    }

    /// The size of the face picture relative to the card, kept within `faceCardScaleRange`
    /// (values outside it are clamped; NaN is ignored). Only the drawing depends on it, so
    /// it invalidates the display and not the layout.
    public var faceCardScale: CGFloat = SizeRatio.faceCardImageSizeToBoundsSize {
        didSet {
            if faceCardScale.isNaN { faceCardScale = oldValue }
            faceCardScale = Swift.min(Swift.max(faceCardScale, PlayingCardView.faceCardScaleRange.lowerBound),
                                      PlayingCardView.faceCardScaleRange.upperBound)
            if faceCardScale != oldValue { setNeedsDisplay() }
        }
    }

    /// How far a pinch may shrink or grow the face picture: below a quarter of the card it
    /// is too small to recognise, and past the whole card it would spill over the edges.
    public static let faceCardScaleRange: ClosedRange<CGFloat> = 0.25...1.0

    // MARK: Proportions

    /// Every length on the card as a fraction of its bounds, so it draws alike at any size.
    /// The values follow a real 63 × 88 mm poker card (aspect 5 : 7).
    public enum SizeRatio {
        /// The corner font's point size over the card's height. The lecture's value: the
        /// rank then reads about as tall as a real card's index.
        public static let cornerFontSizeToBoundsHeight: CGFloat = 0.085
        /// The most the user's text size may grow the corner font, over the card's height:
        /// beyond it the corners would run into the pips.
        public static let maximumCornerFontSizeToBoundsHeight: CGFloat = 0.13
        /// The corner radius over the card's height: a real card's 3 mm on 88 mm is 0.034;
        /// the lecture's rounder 0.06 reads better on screen, where cards are small.
        public static let cornerRadiusToBoundsHeight: CGFloat = 0.06
        /// How far the corner labels sit from the edges, over the corner radius.
        public static let cornerOffsetToCornerRadius: CGFloat = 0.33
        /// The face picture's default size over the card's size (`faceCardScale`): small
        /// enough to leave the corners clear.
        public static let faceCardImageSizeToBoundsSize: CGFloat = 0.75
        /// The visible border line over the card's height: about a point on a 420-point card.
        public static let borderWidthToBoundsHeight: CGFloat = 0.0025
        /// A normal pip's height over the card's height (10 mm on 88 mm).
        public static let pipHeightToBoundsHeight: CGFloat = 0.115
        /// A normal pip's height over the card's width, the limit on wide cards so pips keep
        /// their shape and spacing (the same 10 mm on 63 mm, rounded up a little).
        public static let pipHeightToBoundsWidth: CGFloat = 0.165
        /// The pip columns' centres from the left and right edges, over the width of the pip
        /// field (at most a standard card's width; see `pipArea`).
        public static let pipColumnInsetToFieldWidth: CGFloat = 0.27
        /// The top and bottom pip rows' centres from the edges, over the card's height.
        public static let pipRowInsetToBoundsHeight: CGFloat = 0.2
        /// A standard card's width over its height; the pip field is never wider than this
        /// times the height, so a wide card shows a normal arrangement in its middle.
        public static let standardWidthToHeight: CGFloat = 5.0 / 7.0
        /// The missing-picture placeholder's letter size over the picture rect's height: a
        /// letter about as tall as an ace's pip.
        public static let placeholderLetterSizeToFaceHeight: CGFloat = 0.4
        /// The drawn card back's white margin over the shorter side.
        public static let backMarginToShorterSide: CGFloat = 0.06
        /// The drawn card back's lattice spacing over the card's height.
        public static let backLatticeSpacingToBoundsHeight: CGFloat = 0.045
    }

    /// The smallest corner font, in points: tiny cards still get (tiny) corners, and
    /// zero-size fonts are never asked for.
    public static let minimumCornerFontSize: CGFloat = 4
    /// The thinnest border, in points: half a point is one pixel on a 2× screen.
    public static let minimumBorderWidth: CGFloat = 0.5

    /// The red of hearts and diamonds, a deep card-printing red rather than pure red.
    public static let redSuitColor = UIColor(red: 0.78, green: 0.06, blue: 0.12, alpha: 1)
    /// The ink of spades, clubs and any other suit.
    public static let blackSuitColor = UIColor.black

    // MARK: Subviews

    /// The rank over the suit, top left.
    let upperLeftCornerLabel = PlayingCardView.makeCornerLabel()
    /// The same, bottom right, turned upside down.
    let lowerRightCornerLabel = PlayingCardView.makeCornerLabel()

    /// What the corner labels show now; they are only given new text when it changes,
    /// because a label's text change asks its superview (this view) for another layout.
    private var cornerTextKey: CornerTextKey?
    private var contentSizeObservation: ContentSizeCategoryObservation?

    // MARK: Initialisation

    public override init(frame: CGRect) {
        super.init(frame: frame)
        setUp()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        setUp()
    }

    private func setUp() {
        // Transparent outside the rounded rect: no background, and not opaque.
        backgroundColor = nil
        isOpaque = false
        contentMode = .redraw
        addSubview(upperLeftCornerLabel)
        addSubview(lowerRightCornerLabel)
        contentSizeObservation = ContentSizeCategoryObservation { [weak self] in
            // The corner font follows the user's text size.
            self?.setNeedsLayout()
        }
    }

    // MARK: Gestures

    /// Scales the face picture by a pinch: for a `UIPinchGestureRecognizer` whose target is
    /// this view, e.g. `UIPinchGestureRecognizer(target: card, action:
    /// PlayingCardView.adjustFaceCardScale(byHandlingGestureRecognizedBy:))`.
    ///
    /// Each change multiplies `faceCardScale` by the recognizer's scale and sets that back
    /// to 1, so the next call brings only the new change.
    public func adjustFaceCardScale(byHandlingGestureRecognizedBy recognizer: UIPinchGestureRecognizer) {
        switch recognizer.state {
        case .changed, .ended:
            faceCardScale *= recognizer.scale
            recognizer.scale = 1
        default:
            break
        }
    }

    // MARK: Geometry

    /// Grows with the card; the lecture's proportion.
    var cornerRadius: CGFloat { bounds.height * SizeRatio.cornerRadiusToBoundsHeight }

    var cornerOffset: CGFloat { cornerRadius * SizeRatio.cornerOffsetToCornerRadius }

    var borderWidth: CGFloat {
        Swift.max(bounds.height * SizeRatio.borderWidthToBoundsHeight, PlayingCardView.minimumBorderWidth)
    }

    /// The corner font: the preferred body font at a size proportional to the card, then
    /// scaled for the user's text size (up to a limit, so the corners stay corners).
    var cornerFont: UIFont {
        let minimum = PlayingCardView.minimumCornerFontSize
        let size = Swift.max(bounds.height * SizeRatio.cornerFontSizeToBoundsHeight, minimum)
        let largest = Swift.max(bounds.height * SizeRatio.maximumCornerFontSizeToBoundsHeight, minimum)
        let font = UIFont.preferredFont(forTextStyle: .body).withSize(size)
        return UIFontMetrics(forTextStyle: .body).scaledFont(for: font, maximumPointSize: largest)
    }

    /// The rect whose corners are the centres of the outermost pips.
    ///
    /// Its height follows the card's; its width is the narrower of the card's and a standard
    /// card's at this height, so a wide card keeps a normal arrangement in its middle.
    var pipArea: CGRect {
        let fieldWidth = Swift.min(bounds.width, bounds.height * SizeRatio.standardWidthToHeight)
        let field = CGRect(x: bounds.midX - fieldWidth / 2, y: bounds.minY, width: fieldWidth, height: bounds.height)
        return field.insetKeepingCentre(dx: fieldWidth * SizeRatio.pipColumnInsetToFieldWidth,
                                        dy: bounds.height * SizeRatio.pipRowInsetToBoundsHeight)
    }

    /// A normal pip's height: limited by the card's height or, on wide cards, its width.
    var pipHeight: CGFloat {
        Swift.min(bounds.height * SizeRatio.pipHeightToBoundsHeight, bounds.width * SizeRatio.pipHeightToBoundsWidth)
    }

    /// "A", "2"…"10", "J", "Q", "K"; "?" for other ranks.
    var rankString: String {
        switch rank {
        case 1: "A"
        case 2...10: String(rank)
        case 11: "J"
        case 12: "Q"
        case 13: "K"
        default: "?"
        }
    }

    var isFaceCard: Bool { (11...13).contains(rank) }

    /// The ink for the suit: red for hearts and diamonds, black otherwise.
    var suitColor: UIColor {
        SuitShape(suit: suit)?.isRed == true ? PlayingCardView.redSuitColor : PlayingCardView.blackSuitColor
    }

    // MARK: Layout

    open override func layoutSubviews() {
        super.layoutSubviews()
        let key = CornerTextKey(rank: rankString, suit: suit, fontSize: cornerFont.pointSize, isRed: suitColor == PlayingCardView.redSuitColor)
        if key != cornerTextKey {
            cornerTextKey = key
            for label in [upperLeftCornerLabel, lowerRightCornerLabel] {
                label.text = rankString + "\n" + suit
                label.font = cornerFont
                label.textColor = suitColor
            }
        }
        let size = upperLeftCornerLabel.sizeThatFits(.zero)
        let offset = cornerOffset

        upperLeftCornerLabel.isHidden = !isFaceUp
        upperLeftCornerLabel.transform = .identity
        upperLeftCornerLabel.bounds = CGRect(origin: .zero, size: size)
        upperLeftCornerLabel.center = CGPoint(x: bounds.minX + offset + size.width / 2,
                                              y: bounds.minY + offset + size.height / 2)

        // Rotated about its centre, so place it by centre and bounds: a transformed view's
        // frame is only its bounding box.
        lowerRightCornerLabel.isHidden = !isFaceUp
        lowerRightCornerLabel.transform = CGAffineTransform.identity.rotated(by: .pi)
        lowerRightCornerLabel.bounds = CGRect(origin: .zero, size: size)
        lowerRightCornerLabel.center = CGPoint(x: bounds.maxX - offset - size.width / 2,
                                               y: bounds.maxY - offset - size.height / 2)
    }

    // MARK: Drawing

    open override func draw(_ rect: CGRect) {
        let card = UIBezierPath(roundedRect: bounds, cornerRadius: cornerRadius)
        card.addClip()
        UIColor.white.setFill()
        UIRectFill(bounds)

        if isFaceUp {
            if isFaceCard {
                drawFaceCard()
            } else {
                drawPips()
            }
        } else {
            drawBack()
        }

        // Drawn last, over the back or picture. Half the stroke falls outside the clip, so
        // it is twice as wide as the line that shows.
        UIColor.black.setStroke()
        card.lineWidth = 2 * borderWidth
        card.stroke()
    }

    /// The named face picture in the middle, or the placeholder when there is none.
    private func drawFaceCard() {
        let faceRect = bounds.zoomed(by: faceCardScale)
        if let image = UIImage(named: rankString + suit) {
            image.draw(in: faceRect.aspectFitted(image.size))
        } else {
            drawMissingFacePlaceholder(in: faceRect.aspectFitted(CGSize(width: SizeRatio.standardWidthToHeight, height: 1)))
        }
    }

    /// The rank letter, large, in the suit's colour, sized by the picture's rect so a pinch
    /// still visibly scales it. No frame: at the default scale the rect's corners reach the
    /// corner labels, and a line through them looks broken.
    private func drawMissingFacePlaceholder(in rect: CGRect) {
        guard rect.width > 0, rect.height > 0 else { return }
        let letter = NSAttributedString(string: rankString, attributes: [
            .font: UIFont.boldSystemFont(ofSize: rect.height * SizeRatio.placeholderLetterSizeToFaceHeight),
            .foregroundColor: suitColor,
        ])
        let size = letter.size()
        letter.draw(at: CGPoint(x: rect.midX - size.width / 2, y: rect.midY - size.height / 2))
    }

    /// The ace's big pip or the numbered card's pips, in the classic layout.
    private func drawPips() {
        let pips = PipLayout.pips(forRank: rank)
        guard !pips.isEmpty, pipHeight > 0 else { return }
        let area = pipArea
        let shape = SuitShape(suit: suit)
        suitColor.setFill()
        for pip in pips {
            let centre = area.point(atUnit: pip.position)
            let height = pipHeight * pip.relativeSize
            if let shape {
                shape.path(centeredAt: centre, height: height, isInverted: pip.isInverted).fill()
            } else {
                drawTextPip(centeredAt: centre, height: height, isInverted: pip.isInverted)
            }
        }
    }

    /// A suit with no drawn shape: its text, about `height` tall, turned over if inverted.
    private func drawTextPip(centeredAt centre: CGPoint, height: CGFloat, isInverted: Bool) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let text = NSAttributedString(string: suit, attributes: [
            .font: UIFont.systemFont(ofSize: height),
            .foregroundColor: suitColor,
        ])
        let size = text.size()
        context.saveGState()
        context.translateBy(x: centre.x, y: centre.y)
        if isInverted { context.rotate(by: .pi) }
        text.draw(at: CGPoint(x: -size.width / 2, y: -size.height / 2))
        context.restoreGState()
    }

    /// The `cardback` image filling the card, or a drawn back.
    private func drawBack() {
        if let back = UIImage(named: "cardback") {
            back.draw(in: bounds.aspectFilled(back.size))
        } else {
            drawFallbackBack()
        }
    }

    /// A white margin around a blue field crossed by a lighter diagonal lattice.
    private func drawFallbackBack() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        let margin = Swift.min(bounds.width, bounds.height) * SizeRatio.backMarginToShorterSide
        let field = bounds.insetKeepingCentre(dx: margin, dy: margin)
        guard field.width > 0, field.height > 0 else { return }
        let fieldPath = UIBezierPath(roundedRect: field, cornerRadius: Swift.max(cornerRadius - margin, 0))

        context.saveGState()
        fieldPath.addClip()
        UIColor(red: 0.11, green: 0.23, blue: 0.55, alpha: 1).setFill()
        UIRectFill(field)
        let spacing = Swift.max(bounds.height * SizeRatio.backLatticeSpacingToBoundsHeight, 2)
        let lattice = UIBezierPath()
        // Lines at ±45° every `spacing` points, long enough to cross the whole field.
        let span = field.width + field.height
        var offset: CGFloat = 0
        while offset <= span {
            lattice.move(to: CGPoint(x: field.minX + offset, y: field.minY))
            lattice.addLine(to: CGPoint(x: field.minX + offset - field.height, y: field.maxY))
            lattice.move(to: CGPoint(x: field.maxX - offset, y: field.minY))
            lattice.addLine(to: CGPoint(x: field.maxX - offset + field.height, y: field.maxY))
            offset += spacing
        }
        lattice.lineWidth = Swift.max(spacing * 0.12, 0.5)
        UIColor(red: 0.45, green: 0.6, blue: 0.9, alpha: 1).setStroke()
        lattice.stroke()
        context.restoreGState()

        fieldPath.lineWidth = borderWidth
        UIColor(red: 0.11, green: 0.23, blue: 0.55, alpha: 1).setStroke()
        fieldPath.stroke()
    }

    // MARK: Helpers

    private func contentDidChange() {
        setNeedsDisplay()
        // The corner labels show the rank and suit, and hide when face down.
        setNeedsLayout()
    }

    /// A corner label: the rank over the suit, centred; `layoutSubviews` sets the text, the
    /// corner font and the suit colour. Plain text and label properties rather than an
    /// attributed string: swift-corelibs-foundation never frees an `NSAttributedString`'s
    /// attributes, so one per deal would leak for as long as the app deals.
    private static func makeCornerLabel() -> UILabel {
        let label = UILabel(frame: .zero)
        label.numberOfLines = 0
        label.textAlignment = .center
        // What a paragraph style's default is; the label's own default truncates.
        label.lineBreakMode = .byWordWrapping
        return label
    }

    /// What decides the corner labels' text.
    private struct CornerTextKey: Equatable {
        var rank: String
        var suit: String
        var fontSize: CGFloat
        var isRed: Bool
    }
}
