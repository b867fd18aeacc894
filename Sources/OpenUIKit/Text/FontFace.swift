import CPango
import Foundation

/// A font as resolved by Pango and fontconfig, independent of size: which family was really
/// loaded, and its metrics per point of size.
///
/// Metrics are measured once, at a large reference size, and scaled linearly; with hinting
/// off that is exact, and it keeps every `UIFont` size (including zero) cheap.
final class FontFace: Sendable {
    /// The Pango description string without a size, e.g. "DejaVu Sans Bold"; the key that
    /// recreates this face.
    let descriptor: String
    /// The family fontconfig actually supplied.
    let familyName: String
    /// The family and style of the loaded face, as the font system names it.
    let fontName: String
    /// The family the descriptor asked for.
    let requestedFamily: String

    // Per point of size; `descender` is negative, as in UIKit.
    let ascenderPerPoint: CGFloat
    let descenderPerPoint: CGFloat
    let lineHeightPerPoint: CGFloat
    let capHeightPerPoint: CGFloat
    let xHeightPerPoint: CGFloat

    /// The size the metrics are measured at: large, so that rounding to 1/1024 point in
    /// Pango's fixed-point values costs no precision.
    static let referencePointSize: CGFloat = 1000

    init(descriptor: String, familyName: String, fontName: String, requestedFamily: String,
         ascenderPerPoint: CGFloat, descenderPerPoint: CGFloat, lineHeightPerPoint: CGFloat,
         capHeightPerPoint: CGFloat, xHeightPerPoint: CGFloat) {
        self.descriptor = descriptor
        self.familyName = familyName
        self.fontName = fontName
        self.requestedFamily = requestedFamily
        self.ascenderPerPoint = ascenderPerPoint
        self.descenderPerPoint = descenderPerPoint
        self.lineHeightPerPoint = lineHeightPerPoint
        self.capHeightPerPoint = capHeightPerPoint
        self.xHeightPerPoint = xHeightPerPoint
    }

    /// The face for a Pango description string (its size, if any, is ignored), cached per
    /// process.
    static func resolve(descriptor rawDescriptor: String) -> FontFace {
        TextEngine.withLock { state in
            if let cached = state.faces[rawDescriptor] { return cached }
            let face = measure(rawDescriptor, in: state)
            state.faces[rawDescriptor] = face
            return face
        }
    }

    private static func measure(_ rawDescriptor: String, in state: TextEngine.State) -> FontFace {
        let parsed = pango_font_description_from_string(rawDescriptor)!
        pango_font_description_unset_fields(parsed, PANGO_FONT_MASK_SIZE)
        let descriptor = string(pango_font_description_to_string(parsed))
        let requestedFamily = pango_font_description_get_family(parsed).map { String(cString: $0) } ?? ""
        pango_font_description_free(parsed)

        let description = state.description(descriptor: descriptor, pointSize: referencePointSize)
        let scale = TextEngine.pangoScale * referencePointSize
        var familyName = requestedFamily
        var fontName = descriptor
        var ascender: CGFloat = 0, descender: CGFloat = 0, lineHeight: CGFloat = 0
        if let font = pango_font_map_load_font(state.fontMap, state.context, description) {
            if let loaded = pango_font_describe(font) {
                if let family = pango_font_description_get_family(loaded) { familyName = String(cString: family) }
                pango_font_description_unset_fields(loaded, PANGO_FONT_MASK_SIZE)
                fontName = string(pango_font_description_to_string(loaded))
                pango_font_description_free(loaded)
            }
            if let metrics = pango_font_get_metrics(font, nil) {
                ascender = CGFloat(pango_font_metrics_get_ascent(metrics)) / scale
                descender = -CGFloat(pango_font_metrics_get_descent(metrics)) / scale
                lineHeight = CGFloat(pango_font_metrics_get_height(metrics)) / scale
                pango_font_metrics_unref(metrics)
            }
            g_object_unref(font)
        }
        // Pango's font metrics have no cap or x height, so they are taken from the ink of
        // the glyphs that define them.
        let capHeight = inkHeightAboveBaseline(of: "H", description: description, context: state.context) / scale
        let xHeight = inkHeightAboveBaseline(of: "x", description: description, context: state.context) / scale
        return FontFace(descriptor: descriptor, familyName: familyName, fontName: fontName, requestedFamily: requestedFamily,
                        ascenderPerPoint: ascender, descenderPerPoint: descender,
                        lineHeightPerPoint: max(lineHeight, ascender - descender),
                        capHeightPerPoint: capHeight, xHeightPerPoint: xHeight)
    }

    /// In Pango units.
    private static func inkHeightAboveBaseline(of text: String, description: OpaquePointer, context: OpaquePointer) -> CGFloat {
        let layout = pango_layout_new(context)!
        defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
        pango_layout_set_font_description(layout, description)
        pango_layout_set_text(layout, text, -1)
        var ink = PangoRectangle()
        pango_layout_get_extents(layout, &ink, nil)
        return CGFloat(pango_layout_get_baseline(layout) - ink.y)
    }

    /// Takes a string Pango allocated and frees it.
    private static func string(_ pointer: UnsafeMutablePointer<CChar>?) -> String {
        guard let pointer else { return "" }
        defer { g_free(pointer) }
        return String(cString: pointer)
    }
}
