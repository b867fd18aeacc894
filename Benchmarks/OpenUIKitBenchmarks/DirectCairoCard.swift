import CCairo
import CPango
import Foundation
import OpenUIKit
import PlayingCardKit

/// The card-draw floor: the same picture `PlayingCardView` draws (rounded white face, border,
/// two rank-and-suit corners, and a face picture or the pips), painted with plain Cairo and
/// Pango calls into one image surface, with nothing in between — no views, no backing stores,
/// no compositing, no checks. What a hand-written Cairo program pays for the card.
///
/// It is deliberately a *strict* floor: its Pango layout is made once and reused, and the
/// face picture is decoded once, as a careful C program would do. The lengths come from the
/// same `SizeRatio` constants and `PipLayout` the view uses, so both draw the same shapes.
@MainActor
final class DirectCairoCard {
    let pointSize: CGSize
    let scale: Double
    private let surface: OpaquePointer
    private let cr: OpaquePointer
    private let layout: OpaquePointer
    private let rankText: String
    private let suitIsRed: Bool
    private let rank: Int
    /// The face picture at the pixel size it is shown (the view picks the same variant).
    private let picture: OpaquePointer?

    typealias Ratio = PlayingCardView.SizeRatio

    init?(rank: Int, suit: String, pointSize: CGSize, scale: Double, picturePath: String?) {
        self.rank = rank
        self.pointSize = pointSize
        self.scale = scale
        rankText = rank == 1 ? "A" : rank == 11 ? "J" : rank == 12 ? "Q" : rank == 13 ? "K" : String(rank)
        suitIsRed = suit == "♥" || suit == "♦"
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(pointSize.width * scale), Int32(pointSize.height * scale)),
              let cr = cairo_create(surface), let layout = pango_cairo_create_layout(cr)
        else { return nil }
        self.surface = surface
        self.cr = cr
        self.layout = layout
        let font = pango_font_description_new()
        pango_font_description_set_family(font, UIFont.systemFontFamilyName)
        let fontSize = max(pointSize.height * Ratio.cornerFontSizeToBoundsHeight, PlayingCardView.minimumCornerFontSize)
        pango_font_description_set_absolute_size(font, Double(fontSize) * Double(PANGO_SCALE))
        pango_layout_set_font_description(layout, font)
        pango_font_description_free(font)
        pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        pango_layout_set_text(layout, rankText + "\n" + suit, -1)
        if let picturePath {
            let image = cairo_image_surface_create_from_png(picturePath)
            if let image, cairo_surface_status(image) == CAIRO_STATUS_SUCCESS {
                picture = image
            } else {
                if let image { cairo_surface_destroy(image) }
                picture = nil
            }
        } else {
            picture = nil
        }
    }

    isolated deinit {
        g_object_unref(UnsafeMutableRawPointer(layout))
        cairo_destroy(cr)
        cairo_surface_destroy(surface)
        if let picture { cairo_surface_destroy(picture) }
    }

    /// Draws the whole card afresh.
    func draw() {
        let w = Double(pointSize.width), h = Double(pointSize.height)
        cairo_save(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
        cairo_paint(cr)
        cairo_set_operator(cr, CAIRO_OPERATOR_OVER)
        cairo_scale(cr, scale, scale)

        // The face: a rounded rect, clipped, filled white.
        let radius = h * Double(Ratio.cornerRadiusToBoundsHeight)
        roundedRect(w, h, radius)
        cairo_clip_preserve(cr)
        cairo_set_source_rgb(cr, 1, 1, 1)
        cairo_fill_preserve(cr)
        cairo_new_path(cr)

        if (11...13).contains(rank) { drawPicture(w, h) } else { drawPips(w, h) }

        // The border, twice as wide as what shows inside the clip.
        roundedRect(w, h, radius)
        cairo_set_source_rgb(cr, 0, 0, 0)
        cairo_set_line_width(cr, 2 * max(h * Double(Ratio.borderWidthToBoundsHeight), Double(PlayingCardView.minimumBorderWidth)))
        cairo_stroke(cr)
        cairo_reset_clip(cr)

        // The corners: rank over suit, upright at the top left, turned at the bottom right.
        let offset = radius * Double(Ratio.cornerOffsetToCornerRadius)
        pango_cairo_update_layout(cr, layout)
        setSuitInk()
        cairo_move_to(cr, offset, offset)
        pango_cairo_show_layout(cr, layout)
        cairo_translate(cr, w - offset, h - offset)
        cairo_rotate(cr, .pi)
        cairo_move_to(cr, 0, 0)
        pango_cairo_show_layout(cr, layout)
        cairo_restore(cr)
        cairo_surface_flush(surface)
    }

    /// Paints the last drawn card onto `target` with its top left at `origin` (user space).
    func paint(into target: OpaquePointer, at origin: (Double, Double)) {
        cairo_save(target)
        cairo_set_source_surface(target, surface, origin.0, origin.1)
        cairo_paint(target)
        cairo_restore(target)
    }

    /// Writes the picture, to compare it by eye with the view's.
    func writePNG(to path: String) { cairo_surface_write_to_png(surface, path) }

    private func setSuitInk() {
        if suitIsRed {
            cairo_set_source_rgb(cr, 0.78, 0.06, 0.12)
        } else {
            cairo_set_source_rgb(cr, 0, 0, 0)
        }
    }

    private func roundedRect(_ w: Double, _ h: Double, _ r: Double) {
        cairo_new_sub_path(cr)
        cairo_arc(cr, w - r, r, r, -.pi / 2, 0)
        cairo_arc(cr, w - r, h - r, r, 0, .pi / 2)
        cairo_arc(cr, r, h - r, r, .pi / 2, .pi)
        cairo_arc(cr, r, r, r, .pi, 3 * .pi / 2)
        cairo_close_path(cr)
    }

    /// The picture fitted (aspect kept) into the card scaled by the default face-card scale.
    private func drawPicture(_ w: Double, _ h: Double) {
        guard let picture else { return }
        let pw = Double(cairo_image_surface_get_width(picture)), ph = Double(cairo_image_surface_get_height(picture))
        let fw = w * Double(Ratio.faceCardImageSizeToBoundsSize), fh = h * Double(Ratio.faceCardImageSizeToBoundsSize)
        let fit = min(fw / pw, fh / ph)
        let x = (w - pw * fit) / 2, y = (h - ph * fit) / 2
        cairo_save(cr)
        cairo_rectangle(cr, x, y, pw * fit, ph * fit)
        cairo_clip(cr)
        cairo_translate(cr, x, y)
        cairo_scale(cr, fit, fit)
        cairo_set_source_surface(cr, picture, 0, 0)
        cairo_pattern_set_filter(cairo_get_source(cr), CAIRO_FILTER_GOOD)
        cairo_paint(cr)
        cairo_restore(cr)
    }

    /// The pips: diamonds (the benchmark's numbered card is the 10♦), in the classic layout.
    private func drawPips(_ w: Double, _ h: Double) {
        let fieldWidth = min(w, h * Double(Ratio.standardWidthToHeight))
        let insetX = fieldWidth * Double(Ratio.pipColumnInsetToFieldWidth), insetY = h * Double(Ratio.pipRowInsetToBoundsHeight)
        let area = (x: (w - fieldWidth) / 2 + insetX, y: insetY, w: fieldWidth - 2 * insetX, h: h - 2 * insetY)
        let pipHeight = min(h * Double(Ratio.pipHeightToBoundsHeight), w * Double(Ratio.pipHeightToBoundsWidth))
        setSuitInk()
        for pip in PipLayout.pips(forRank: rank) {
            let cx = area.x + Double(pip.position.x) * area.w, cy = area.y + Double(pip.position.y) * area.h
            let size = pipHeight * Double(pip.relativeSize)
            diamond(cx, cy, size)
        }
        cairo_fill(cr)
    }

    /// The hollow-sided diamond of `SuitShape`, `height` tall, as four quadratic curves
    /// (written as the equivalent cubics Cairo takes).
    private func diamond(_ cx: Double, _ cy: Double, _ height: Double) {
        let half = Double(SuitShape.diamond.aspectRatio) / 2, sag = 0.06
        func point(_ x: Double, _ y: Double) -> (Double, Double) { (cx + x * height, cy + y * height) }
        var current = point(0, -0.5)
        cairo_move_to(cr, current.0, current.1)
        func quad(to end: (Double, Double), control: (Double, Double)) {
            let c1 = (current.0 + 2.0 / 3 * (control.0 - current.0), current.1 + 2.0 / 3 * (control.1 - current.1))
            let c2 = (end.0 + 2.0 / 3 * (control.0 - end.0), end.1 + 2.0 / 3 * (control.1 - end.1))
            cairo_curve_to(cr, c1.0, c1.1, c2.0, c2.1, end.0, end.1)
            current = end
        }
        quad(to: point(half, 0), control: point(half / 2 - sag, -0.25 + sag))
        quad(to: point(0, 0.5), control: point(half / 2 - sag, 0.25 - sag))
        quad(to: point(-half, 0), control: point(-half / 2 + sag, 0.25 - sag))
        quad(to: point(0, -0.5), control: point(-half / 2 + sag, -0.25 + sag))
        cairo_close_path(cr)
    }

    /// A face picture's file in the app's assets at a pixel scale (`K♥@3x.png`), as the view
    /// would find it.
    static func pictureFile(named name: String, pixelScale: Int) -> String? {
        for folder in AssetCatalog.searchPaths {
            let path = folder.appendingPathComponent("\(name)@\(pixelScale)x.png").path
            if FileManager.default.fileExists(atPath: path) { return path }
        }
        return nil
    }
}
