import Foundation
import OpenUIKit
@testable import PlayingCardKit

/// Puts card views in offscreen windows for the view and reference-image tests.
@MainActor
enum CardRendering {
    /// Green baize around the card, so the white face, its border and its transparent rounded
    /// corners all show.
    static let feltColor = UIColor(red: 0.05, green: 0.38, blue: 0.18, alpha: 1)
    /// The felt visible on each side of the card, in points.
    static let margin: CGFloat = 10

    /// A card of `rank` and `suit` (face up unless told), `size` points, alone in a window
    /// `margin` larger on each side, at `scale` pixels per point.
    static func window(rank: Int, suit: String, isFaceUp: Bool = true, size: CGSize, scale: CGFloat = 1) -> (UIWindow, PlayingCardView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: size.width + 2 * margin, height: size.height + 2 * margin))
        window.backgroundColor = feltColor
        window.screenScale = scale
        let card = PlayingCardView(frame: CGRect(x: margin, y: margin, width: size.width, height: size.height))
        card.rank = rank
        card.suit = suit
        card.isFaceUp = isFaceUp
        window.addSubview(card)
        return (window, card)
    }

    /// Runs `body` with the user's text size at the default (large), whatever the
    /// environment says, so corner fonts have their reference size.
    static func withDefaultTextSize<Result>(_ body: () throws -> Result) rethrows -> Result {
        let saved = UIContentSizeCategory.current
        UIContentSizeCategory.current = .large
        defer { UIContentSizeCategory.current = saved }
        return try body()
    }
}
