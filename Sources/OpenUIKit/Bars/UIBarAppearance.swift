import Foundation

/// What a system bar's background looks like (iOS 13): an effect, a colour over it, an image
/// over that, and a shadow along the edge that meets the content. The navigation bar's
/// subclass adds its titles' attributes.
///
/// A bar copies an appearance it is given (as UIKit's `@NSCopying` properties do), so changing
/// one after handing it over changes nothing until it is handed over again.
///
/// OpenUIKit's bars do not blur what is under them: an appearance's `backgroundEffect` is drawn
/// as the bars' translucent chrome colour.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject, @preconcurrency NSCopying {
    /// The idiom the appearance was made for.
    public let idiom: UIUserInterfaceIdiom

    /// A blur drawn first, under the colour; nil for none.
    open var backgroundEffect: UIBlurEffect?
    /// A colour drawn over the effect; nil for none.
    open var backgroundColor: UIColor?
    /// An image drawn over the colour, placed by `backgroundImageContentMode`.
    open var backgroundImage: UIImage?
    /// How `backgroundImage` fills the bar; `.redraw` counts as `.scaleToFill`, as in UIKit.
    open var backgroundImageContentMode: UIView.ContentMode = .scaleToFill
    /// The hairline's colour when there is no `shadowImage`; nil for no hairline.
    open var shadowColor: UIColor?
    /// An image drawn along the content's edge, stretched across the bar, instead of the
    /// hairline.
    open var shadowImage: UIImage?

    /// An appearance with the default background, for the phone.
    public convenience override init() {
        self.init(idiom: .phone)
    }

    /// An appearance with the default background (a translucent effect and a hairline).
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// An appearance with the background values of `barAppearance` (of any bar's kind).
    /// Required, so that a copy keeps the class of what it copies.
    public required init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        super.init()
        takeBackground(of: barAppearance)
    }

    /// The hairline colour of the default and opaque backgrounds (iOS's bar shadow).
    static let defaultShadowColor = UIColor(white: 0, alpha: 0.3)

    /// A translucent effect, no colour or image, and the hairline: the bars' usual look.
    open func configureWithDefaultBackground() {
        backgroundEffect = UIBlurEffect(style: .systemChromeMaterial)
        backgroundColor = nil
        clearImagesAndSetShadow(Self.defaultShadowColor)
    }

    /// The system background colour without an effect, and the hairline.
    open func configureWithOpaqueBackground() {
        backgroundEffect = nil
        backgroundColor = .systemBackground
        clearImagesAndSetShadow(Self.defaultShadowColor)
    }

    /// Nothing behind the bar's content, and no shadow.
    open func configureWithTransparentBackground() {
        backgroundEffect = nil
        backgroundColor = nil
        clearImagesAndSetShadow(nil)
    }

    private func clearImagesAndSetShadow(_ color: UIColor?) {
        backgroundImage = nil
        backgroundImageContentMode = .scaleToFill
        shadowColor = color
        shadowImage = nil
    }

    func takeBackground(of other: UIBarAppearance) {
        backgroundEffect = other.backgroundEffect
        backgroundColor = other.backgroundColor
        backgroundImage = other.backgroundImage
        backgroundImageContentMode = other.backgroundImageContentMode
        shadowColor = other.shadowColor
        shadowImage = other.shadowImage
    }

    /// A copy of the appearance, of its own class. (UIKit's `copy() -> Self` would be ambiguous
    /// beside Foundation's `copy() -> Any` here: `copy()` answers `Any`, as for other
    /// `NSCopying` classes.)
    func copied() -> Self {
        type(of: self).init(barAppearance: self)
    }

    /// A copy of the appearance (`NSCopying`), of its own class.
    open func copy(with zone: NSZone? = nil) -> Any {
        copied()
    }

    // MARK: Drawing

    /// Draws the background into `bounds` in the current context: effect, colour, image, then
    /// the shadow along `shadowEdge`, one device pixel thick unless it is an image.
    func drawBackground(in bounds: CGRect, displayScale: CGFloat, shadowEdge: BarBackground.HairlineEdge) {
        if backgroundEffect != nil {
            BarBackground.translucentColor.setFill()
            UIRectFill(bounds)
        }
        if let backgroundColor {
            backgroundColor.setFill()
            UIRectFill(bounds)
        }
        if let backgroundImage {
            let mode = backgroundImageContentMode == .redraw ? .scaleToFill : backgroundImageContentMode
            backgroundImage.draw(in: ContentModeLayout.rect(for: backgroundImage.size, in: bounds, mode: mode))
        }
        drawShadow(in: bounds, displayScale: displayScale, edge: shadowEdge)
    }

    private func drawShadow(in bounds: CGRect, displayScale: CGFloat, edge: BarBackground.HairlineEdge) {
        if let shadowImage {
            let height = min(shadowImage.size.height, bounds.height)
            let y = edge == .top ? bounds.minY : bounds.maxY - height
            shadowImage.draw(in: CGRect(x: bounds.minX, y: y, width: bounds.width, height: height))
            return
        }
        guard let shadowColor else { return }
        let pixel = 1 / max(1, displayScale)
        shadowColor.setFill()
        let y = edge == .top ? bounds.minY : bounds.maxY - pixel
        UIRectFill(CGRect(x: bounds.minX, y: y, width: bounds.width, height: pixel))
    }
}
