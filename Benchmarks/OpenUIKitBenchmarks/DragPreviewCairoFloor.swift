import CCairo
import Foundation
import OpenUIKit

/// The drag-preview case's raw-Cairo floor: the same frames as a careful Cairo program would
/// paint a lifted card following a finger. The still picture (the green table and the card
/// resting where it was lifted from) is kept in one image and the lifted card with its soft
/// shadow in a sprite, both drawn once; each frame restores the sprite's old rectangle from
/// the still picture, composites the sprite at its new place, and copies both rectangles to
/// the screen image, as `ScreenImage` presents the app's damage. No views, layout, hit tests
/// or drop lookups: only the pixels a frame must change.
@MainActor
final class DragPreviewCairoFloor {
    /// How far the lifted card's shadow reaches beyond it, in points: its blur radius
    /// (the preview's 12 pt) all round, plus how far it drops (6 pt) below.
    static let shadowReach: CGFloat = 12
    static let shadowDrop: CGFloat = 6
    /// How much the lift grows the card, as a scale factor (the preview's 1.05).
    static let liftScale: CGFloat = 1.05
    /// The card's corner radius, in points.
    static let cornerRadius: CGFloat = 16
    /// The shadow's opacity, 0…1 (the preview's).
    static let shadowOpacity = 0.22

    private let scale: CGFloat
    private let still: OpaquePointer
    private let back: OpaquePointer
    private let screen: OpaquePointer
    private let sprite: OpaquePointer
    private let backContext: OpaquePointer
    private let screenContext: OpaquePointer
    /// The sprite's size, in pixels, and the lifted card's centre within it.
    private let spriteWidth: Int32, spriteHeight: Int32
    private let cardCenterInSprite: CGPoint
    /// Where the sprite was drawn last, in pixels.
    private var lastOrigin: (x: Int32, y: Int32)?

    init?(windowSize: CGSize, cardFrame: CGRect, scale: CGFloat) {
        self.scale = scale
        let width = Int32(windowSize.width * scale), height = Int32(windowSize.height * scale)
        let lifted = CGSize(width: cardFrame.width * Self.liftScale * scale, height: cardFrame.height * Self.liftScale * scale)
        let reach = Self.shadowReach * scale
        spriteWidth = Int32((lifted.width + 2 * reach).rounded(.up))
        spriteHeight = Int32((lifted.height + 2 * reach + Self.shadowDrop * scale).rounded(.up))
        cardCenterInSprite = CGPoint(x: reach + lifted.width / 2, y: reach + lifted.height / 2)
        guard let still = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height),
              let back = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height),
              let screen = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height),
              let sprite = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, spriteWidth, spriteHeight),
              let backContext = cairo_create(back), let screenContext = cairo_create(screen),
              let paint = cairo_create(still), let draw = cairo_create(sprite) else { return nil }
        self.still = still
        self.back = back
        self.screen = screen
        self.sprite = sprite
        self.backContext = backContext
        self.screenContext = screenContext

        // The still picture: the table and the resting card.
        cairo_scale(paint, Double(scale), Double(scale))
        cairo_set_source_rgb(paint, 0.20, 0.78, 0.35)
        cairo_paint(paint)
        Self.roundedRect(paint, cardFrame, radius: Self.cornerRadius)
        cairo_set_source_rgb(paint, 1, 1, 1)
        cairo_fill(paint)
        cairo_destroy(paint)
        cairo_set_source_surface(backContext, still, 0, 0)
        cairo_paint(backContext)
        cairo_set_source_surface(screenContext, still, 0, 0)
        cairo_paint(screenContext)

        // The sprite: the shadow as a few widening translucent rounded rectangles (a blur
        // made once costs nothing per frame), then the lifted card.
        let card = CGRect(x: reach, y: reach, width: lifted.width, height: lifted.height)
        let rings = 4
        for ring in 0..<rings {
            let grow = reach * CGFloat(rings - ring) / CGFloat(rings)
            Self.roundedRect(draw, card.insetBy(dx: -grow, dy: -grow).offsetBy(dx: 0, dy: Self.shadowDrop * scale),
                             radius: Self.cornerRadius * scale + grow)
            cairo_set_source_rgba(draw, 0, 0, 0, Self.shadowOpacity / Double(rings))
            cairo_fill(draw)
        }
        Self.roundedRect(draw, card, radius: Self.cornerRadius * Self.liftScale * scale)
        cairo_set_source_rgb(draw, 1, 1, 1)
        cairo_fill(draw)
        cairo_destroy(draw)
        cairo_surface_flush(sprite)
    }

    isolated deinit {
        cairo_destroy(backContext)
        cairo_destroy(screenContext)
        for surface in [still, back, screen, sprite] { cairo_surface_destroy(surface) }
    }

    /// One frame: the lifted card centred at `center` (window points), painted and presented.
    func frame(cardCenter center: CGPoint) {
        let origin = (x: Int32((center.x * scale - cardCenterInSprite.x).rounded()),
                      y: Int32((center.y * scale - cardCenterInSprite.y).rounded()))
        var damage: [(x: Int32, y: Int32)] = [origin]
        if let lastOrigin {
            damage.append(lastOrigin)
            cairo_set_operator(backContext, CAIRO_OPERATOR_SOURCE)
            cairo_set_source_surface(backContext, still, 0, 0)
            cairo_rectangle(backContext, Double(lastOrigin.x), Double(lastOrigin.y), Double(spriteWidth), Double(spriteHeight))
            cairo_fill(backContext)
        }
        cairo_set_operator(backContext, CAIRO_OPERATOR_OVER)
        cairo_set_source_surface(backContext, sprite, Double(origin.x), Double(origin.y))
        cairo_rectangle(backContext, Double(origin.x), Double(origin.y), Double(spriteWidth), Double(spriteHeight))
        cairo_fill(backContext)
        cairo_surface_flush(back)
        cairo_set_operator(screenContext, CAIRO_OPERATOR_SOURCE)
        for corner in damage {
            cairo_rectangle(screenContext, Double(corner.x), Double(corner.y), Double(spriteWidth), Double(spriteHeight))
        }
        cairo_set_source_surface(screenContext, back, 0, 0)
        cairo_fill(screenContext)
        cairo_surface_flush(screen)
        lastOrigin = origin
    }

    private static func roundedRect(_ cr: OpaquePointer, _ rect: CGRect, radius: CGFloat) {
        let r = Double(min(radius, rect.width / 2, rect.height / 2))
        let (x, y, w, h) = (Double(rect.minX), Double(rect.minY), Double(rect.width), Double(rect.height))
        cairo_new_sub_path(cr)
        cairo_arc(cr, x + w - r, y + r, r, -Double.pi / 2, 0)
        cairo_arc(cr, x + w - r, y + h - r, r, 0, Double.pi / 2)
        cairo_arc(cr, x + r, y + h - r, r, Double.pi / 2, Double.pi)
        cairo_arc(cr, x + r, y + r, r, Double.pi, 3 * Double.pi / 2)
        cairo_close_path(cr)
    }
}
