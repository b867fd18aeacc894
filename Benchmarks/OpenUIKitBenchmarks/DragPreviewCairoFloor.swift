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
///
/// The sprite is the lifted preview's picture: the card grown by the lift, and under it the
/// preview's shadow (black at its opacity, its shape blurred with the same standard
/// deviation and dropped by the same offset), cut to the pixels the shadow reaches, so
/// that each frame moves as many pixels as the preview's bitmap does.
@MainActor
final class DragPreviewCairoFloor {
    /// The shadow's blur, as a standard deviation in points: the preview's 12-point
    /// `shadowRadius`, which the library blurs with a standard deviation of the radius.
    static let shadowStandardDeviation: CGFloat = 12
    /// How far below the card the shadow drops, in points (the preview's offset).
    static let shadowDrop: CGFloat = 6
    /// How much the lift grows the card, as a scale factor (the preview's 1.05).
    static let liftScale: CGFloat = 1.05
    /// The card's corner radius, in points.
    static let cornerRadius: CGFloat = 16
    /// The lifted card's corner radius, in points: the preview's rounded clip (10 points,
    /// filled white behind the card) draws its corners.
    static let liftedCornerRadius: CGFloat = 10
    /// The shadow's opacity, 0…1 (the preview's).
    static let shadowOpacity = 0.22
    /// Box blurs run each way; three give within a few percent of a Gaussian.
    static let boxBlurPasses = 3

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
    /// The pixels the last frame copied to the screen image (the two rectangles' union).
    private(set) var lastPresentedPixels = 0

    init?(windowSize: CGSize, cardFrame: CGRect, scale: CGFloat) {
        self.scale = scale
        let width = Int32(windowSize.width * scale), height = Int32(windowSize.height * scale)
        let lifted = CGSize(width: cardFrame.width * Self.liftScale * scale, height: cardFrame.height * Self.liftScale * scale)
        let sigma = Self.shadowStandardDeviation * scale
        // Three standard deviations, where the blur's reach ends; the sprite is cut to what
        // it leaves visible below.
        let reach = (3 * sigma).rounded(.up), drop = (Self.shadowDrop * scale).rounded()
        let fullWidth = Int32((lifted.width + 2 * reach).rounded(.up))
        let fullHeight = Int32((lifted.height + 2 * reach).rounded(.up))
        guard let still = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height),
              let back = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height),
              let screen = cairo_image_surface_create(CAIRO_FORMAT_RGB24, width, height),
              let full = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, fullWidth, fullHeight),
              let mask = cairo_image_surface_create(CAIRO_FORMAT_A8, fullWidth, fullHeight),
              let backContext = cairo_create(back), let screenContext = cairo_create(screen),
              let paint = cairo_create(still), let shapeContext = cairo_create(mask), let draw = cairo_create(full) else { return nil }
        defer {
            cairo_surface_destroy(full)
            cairo_surface_destroy(mask)
        }
        self.still = still
        self.back = back
        self.screen = screen
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

        // The shadow's shape, blurred once (a blur made once costs nothing per frame).
        let liftedRadius = Self.liftedCornerRadius * scale
        Self.roundedRect(shapeContext, CGRect(x: reach, y: reach, width: lifted.width, height: lifted.height), radius: liftedRadius)
        cairo_fill(shapeContext)
        cairo_destroy(shapeContext)
        cairo_surface_flush(mask)
        if let data = cairo_image_surface_get_data(mask) {
            Self.blur(data, width: Int(fullWidth), height: Int(fullHeight), stride: Int(cairo_image_surface_get_stride(mask)), sigma: sigma)
        }
        cairo_surface_mark_dirty(mask)

        // The uncut sprite: the shadow at its opacity, dropped below the card, then the card.
        // The card sits `reach - drop` from the top, so the dropped shadow starts at 0.
        let card = CGRect(x: reach, y: reach - drop, width: lifted.width, height: lifted.height)
        cairo_set_source_rgba(draw, 0, 0, 0, Self.shadowOpacity)
        cairo_mask_surface(draw, mask, 0, 0)
        Self.roundedRect(draw, card, radius: liftedRadius)
        cairo_set_source_rgb(draw, 1, 1, 1)
        cairo_fill(draw)
        cairo_destroy(draw)
        cairo_surface_flush(full)

        // Cut to the pixels the sprite paints: the blur's last reach rounds to nothing.
        let cut = Self.paintedPixels(of: full)
        spriteWidth = Int32(cut.width)
        spriteHeight = Int32(cut.height)
        cardCenterInSprite = CGPoint(x: card.midX - cut.minX, y: card.midY - cut.minY)
        guard let sprite = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, spriteWidth, spriteHeight),
              let copy = cairo_create(sprite) else { return nil }
        cairo_set_operator(copy, CAIRO_OPERATOR_SOURCE)
        cairo_set_source_surface(copy, full, -Double(cut.minX), -Double(cut.minY))
        cairo_paint(copy)
        cairo_destroy(copy)
        cairo_surface_flush(sprite)
        self.sprite = sprite
    }

    /// The bounding box of `surface`'s pixels with any alpha, in pixels.
    private static func paintedPixels(of surface: OpaquePointer) -> CGRect {
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard let data = cairo_image_surface_get_data(surface) else { return CGRect(x: 0, y: 0, width: width, height: height) }
        var minX = width, minY = height, maxX = -1, maxY = -1
        data.withMemoryRebound(to: UInt32.self, capacity: stride / 4 * height) { pixels in
            for y in 0..<height {
                let row = pixels + y * stride / 4
                for x in 0..<width where row[x] >> 24 != 0 {
                    minX = min(minX, x)
                    maxX = max(maxX, x)
                    minY = min(minY, y)
                    maxY = y
                }
            }
        }
        guard maxX >= 0 else { return CGRect(x: 0, y: 0, width: 1, height: 1) }
        return CGRect(x: minX, y: minY, width: maxX - minX + 1, height: maxY - minY + 1)
    }

    /// A Gaussian blur of standard deviation `sigma` pixels made of `boxBlurPasses` box blurs
    /// each way, in place on 8-bit alpha; outside the image counts as zero.
    private static func blur(_ data: UnsafeMutablePointer<UInt8>, width: Int, height: Int, stride: Int, sigma: CGFloat) {
        // n boxes of width w have the variance n · (w² − 1) / 12.
        let boxWidth = (12 * sigma * sigma / CGFloat(boxBlurPasses) + 1).squareRoot()
        let half = max(1, Int(((boxWidth - 1) / 2).rounded()))
        var line = [Int](repeating: 0, count: max(width, height))
        func pass(_ first: UnsafeMutablePointer<UInt8>, count: Int, step: Int) {
            for i in 0..<count { line[i] = Int(first[i * step]) }
            let span = 2 * half + 1
            var sum = line[0..<min(half, count)].reduce(0, +)
            for i in 0..<count {
                if i + half < count { sum += line[i + half] }
                if i - half - 1 >= 0 { sum -= line[i - half - 1] }
                first[i * step] = UInt8((sum + span / 2) / span)
            }
        }
        for _ in 0..<boxBlurPasses {
            for y in 0..<height { pass(data + y * stride, count: width, step: 1) }
            for x in 0..<width { pass(data + x, count: height, step: stride) }
        }
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
        lastPresentedPixels = Self.unionArea(damage.map { CGRect(x: CGFloat($0.x), y: CGFloat($0.y), width: CGFloat(spriteWidth), height: CGFloat(spriteHeight)) })
        lastOrigin = origin
    }

    /// The area of the union of one or two rects of one size, in pixels.
    private static func unionArea(_ rects: [CGRect]) -> Int {
        guard rects.count == 2 else { return rects.reduce(0) { $0 + Int($1.width * $1.height) } }
        let overlap = rects[0].intersection(rects[1])
        return Int(rects[0].width * rects[0].height * 2 - (overlap.isNull ? 0 : overlap.width * overlap.height))
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
