import CCairo
import CPango
import Foundation
import Synchronization

/// The process's one Pango font map and context, and the caches built on them.
///
/// Pango objects are not safe to share between threads, but `UIFont` is `Sendable` and text
/// may be created, measured and drawn on any thread, as in UIKit. So everything that
/// touches Pango goes through one lock. The lock is not recursive: code running inside
/// `TextEngine.withLock` must never create a `UIFont` (resolve fonts and attributes first).
///
/// The context is configured once so that text is resolution independent and the same on
/// every machine: 72 dpi (one Pango point is one user-space unit), grey antialiasing, no
/// hinting, unhinted metrics and unrounded glyph positions. Text measured for a 1× surface
/// therefore lays out identically on a 2× one; the device transform only changes how
/// finely the same outlines are rasterised.
enum TextEngine {
    /// Pango's fixed-point scale: layout coordinates are in 1/1024 of a point.
    static let pangoScale = CGFloat(PANGO_SCALE)

    /// One user-space unit per point.
    private static let resolutionDotsPerInch = 72.0

    /// Sizeless font descriptions are few (one per face); sized ones are not, since
    /// scaled fonts take arbitrary sizes, so that cache is emptied when it grows past this.
    private static let sizedDescriptionCacheLimit = 256

    private static let state = Mutex(State())

    /// Unchecked `Sendable`: it is only reachable through the lock.
    final class State: @unchecked Sendable {
        let fontMap: UnsafeMutablePointer<PangoFontMap>
        let context: OpaquePointer
        /// The same context with a right-to-left base direction, for paragraphs whose style
        /// fixes that direction: Pango takes a layout's base direction from its context.
        let rightToLeftContext: OpaquePointer
        var faces: [String: FontFace] = [:]
        var sizedDescriptions: [SizedKey: OpaquePointer] = [:]

        struct SizedKey: Hashable {
            var descriptor: String
            var pangoSize: Int32
        }

        init() {
            fontMap = pango_cairo_font_map_new()
            // The font map's resolution, not the context's, which Pango would use as well:
            // with the context's, laying text out took about a fifth more instructions.
            // (Setting it waits for fontconfig's loading, which the new map starts; see
            // `startLoadingFonts`.)
            pango_cairo_font_map_set_resolution(OpaquePointer(fontMap), TextEngine.resolutionDotsPerInch)
            context = State.makeContext(fontMap: fontMap)
            rightToLeftContext = State.makeContext(fontMap: fontMap)
            pango_context_set_base_dir(rightToLeftContext, PANGO_DIRECTION_RTL)
        }

        private static func makeContext(fontMap: UnsafeMutablePointer<PangoFontMap>) -> OpaquePointer {
            let context = pango_font_map_create_context(fontMap)!
            let options = cairo_font_options_create()
            cairo_font_options_set_antialias(options, CAIRO_ANTIALIAS_GRAY)
            cairo_font_options_set_hint_style(options, CAIRO_HINT_STYLE_NONE)
            cairo_font_options_set_hint_metrics(options, CAIRO_HINT_METRICS_OFF)
            pango_cairo_context_set_font_options(context, options)
            cairo_font_options_destroy(options)
            pango_context_set_round_glyph_positions(context, 0)
            // The default language comes from the locale and steers font fallback and line
            // breaking; pinning it keeps layout identical whatever the machine's locale.
            pango_context_set_language(context, pango_language_from_string("en-us"))
            return context
        }

        /// A font description for `descriptor` at `pointSize`, owned by the cache: valid only
        /// while the lock is held.
        func description(descriptor: String, pointSize: CGFloat) -> OpaquePointer {
            // Pango cannot express a zero size (it would mean "unset"), so the smallest size
            // it can hold stands in; glyphs of zero-size fonts are never painted anyway.
            let pangoSize = Int32(max(1, (pointSize * TextEngine.pangoScale).rounded()))
            let key = SizedKey(descriptor: descriptor, pangoSize: pangoSize)
            if let cached = sizedDescriptions[key] { return cached }
            if sizedDescriptions.count >= TextEngine.sizedDescriptionCacheLimit {
                for description in sizedDescriptions.values { pango_font_description_free(description) }
                sizedDescriptions.removeAll(keepingCapacity: true)
            }
            let description = pango_font_description_from_string(descriptor)!
            pango_font_description_set_absolute_size(description, Double(pangoSize))
            sizedDescriptions[key] = description
            return description
        }
    }

    /// Makes the font map on a worker thread and returns at once. Making it loads fontconfig's
    /// configuration and font caches (about 24 million instructions, a sixth of a cold
    /// launch), and the first text measured waits for that; started early, the loading
    /// overlaps whatever the caller does meanwhile, and the first text waits only for what is
    /// left (on the lock, or on the state's one-time initialisation). `UIApplicationMain`
    /// calls it first, before connecting to the display and making the window.
    static func startLoadingFonts() {
        DispatchQueue.global(qos: .userInitiated).async {
            withLock { _ in }
        }
    }

    /// Runs `body` with exclusive use of the Pango state.
    static func withLock<Result: Sendable>(_ body: (State) -> Result) -> Result {
        state.withLock { state in body(state) }
    }
}
