import Foundation

/// The image view inside a `UIButton`: an ordinary `UIImageView` to the app, which also draws
/// its image the way the button's state asks: as a template in one colour (a system
/// button's images take its tint), or darkened or lightened (a custom button's
/// `adjustsImageWhenHighlighted` and `adjustsImageWhenDisabled`).
@MainActor
final class ButtonImageView: UIImageView {
    /// How an image is drawn.
    enum Rendering: Equatable {
        /// As it is.
        case original
        /// Its shape (alpha) filled with one colour.
        case template(UIColor)
        /// Drawn darker: a pressed custom button.
        case darkened
        /// Drawn lighter: a disabled custom button.
        case lightened
    }

    /// How much black covers a highlighted custom button's image. Apple publishes no figure;
    /// a third keeps the picture recognisable while the press is plain to see.
    static let highlightDarkeningAlpha: CGFloat = 1.0 / 3.0
    /// How much white covers a disabled custom button's image (not published either; chosen
    /// to match the darkening).
    static let disabledLighteningAlpha: CGFloat = 1.0 / 3.0

    var rendering = Rendering.original {
        didSet { if rendering != oldValue { setNeedsDisplay() } }
    }

    override func draw(_ rect: CGRect) {
        guard let image else { return }
        Self.draw(image, in: ContentModeLayout.rect(for: image.size, in: bounds, mode: contentMode), rendering: rendering)
    }

    /// Draws `image` in `rect` of the current context as `rendering` says. Only `rect` is
    /// touched: the tinting and the veils are clipped to it.
    static func draw(_ image: UIImage, in rect: CGRect, rendering: Rendering) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        defer { context.restoreGState() }
        context.clip(to: rect)
        image.draw(in: rect)
        switch rendering {
        case .original:
            return
        case .template(let color):
            // Keeps the image's coverage and replaces its colour.
            context.setBlendMode(.sourceIn)
            context.setFillColor(color.cgColor)
        case .darkened:
            context.setBlendMode(.sourceAtop)
            context.setFillColor(UIColor(white: 0, alpha: highlightDarkeningAlpha).cgColor)
        case .lightened:
            context.setBlendMode(.sourceAtop)
            context.setFillColor(UIColor(white: 1, alpha: disabledLighteningAlpha).cgColor)
        }
        context.fill(rect)
    }
}
