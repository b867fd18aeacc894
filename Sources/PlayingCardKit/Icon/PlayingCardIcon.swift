import DemoSupport
import Foundation
import OpenUIKit

/// The PlayingCard icon: two of the app's own card views fanned out, the ace of hearts behind
/// and the ace of spades in front, drawn at whatever size is asked for.
///
/// Aces because their pips are drawn shapes: no image is looked up (the icon draws the same
/// with or without the assets), and the SVG stays vector throughout. The cards are laid out
/// at the icon's own size, so at 16 pixels they keep the card view's minimum border and
/// corner font rather than a scaled-down hairline.
public enum PlayingCardIcon {
    /// The icon, named as the installed desktop entry's `Icon=` names it; one layer a card.
    public static let appIcon = AppIcon(name: "openuikit-playingcard", layers: [
        { side in drawCard(suit: "♥", placement: back, side: side) },
        { side in drawCard(suit: "♠", placement: front, side: side) },
    ])

    private typealias Placement = (centre: CGPoint, angle: CGFloat)

    /// The cards' height over the icon's side.
    private static let cardHeightToSide: CGFloat = 0.8
    /// Where each card's centre sits, as fractions of the side, and how far it is turned:
    /// both turned cards' bounding boxes stay inside the square with a small margin.
    private static let back: Placement = (CGPoint(x: 0.4, y: 0.5), -0.24)
    private static let front: Placement = (CGPoint(x: 0.6, y: 0.52), 0.14)

    @MainActor
    private static func drawCard(suit: String, placement: Placement, side: CGFloat) {
        let canvas = UIView(frame: CGRect(x: 0, y: 0, width: side, height: side))
        canvas.isOpaque = false
        let height = side * cardHeightToSide
        let card = PlayingCardView(frame: CGRect(x: 0, y: 0, width: height * PlayingCardView.SizeRatio.standardWidthToHeight,
                                                 height: height))
        card.rank = 1
        card.suit = suit
        card.center = CGPoint(x: placement.centre.x * side, y: placement.centre.y * side)
        card.transform = CGAffineTransform(rotationAngle: placement.angle)
        canvas.addSubview(card)
        canvas.drawHierarchy(in: canvas.bounds, afterScreenUpdates: true)
    }
}
