import CCairo
import CPango
import Foundation

/// Paints a Pango layout into a `CGContext` glyph by glyph, so that each stretch of text
/// gets its own attributes: Pango shapes and positions, and we decide colours, backgrounds
/// and outlines and honour the context's alpha, blend mode and transform.
enum TextPainter {
    /// Where and how to draw a layout.
    struct Placement {
        /// Where the layout's top-left goes, in user space.
        var origin: CGPoint
        /// Drawing is clipped to this rect, when given.
        var clip: CGRect?
    }

    /// Consecutive glyphs of one Pango run that share one `StyledText` run.
    private struct Segment {
        var font: OpaquePointer
        var styleIndex: Int
        var glyphs: [cairo_glyph_t]
        /// Horizontal extent, in points from the layout's left edge.
        var minX: CGFloat
        var maxX: CGFloat
        /// The line's vertical extent, in points from the layout's top.
        var lineTop: CGFloat
        var lineHeight: CGFloat
    }

    /// Draws `text` into `context`, laid out per `wrapping`, at `placement`.
    static func draw(_ text: StyledText, wrapping: TextLayout.Wrapping, placement: Placement,
                     alignmentWidth: CGFloat? = nil, into context: CGContext) {
        guard !text.isEmpty, !text.runs.isEmpty, placement.origin.x.isFinite, placement.origin.y.isFinite else { return }
        context.paintDeferredNow()
        let cr = context.cairo
        TextEngine.withLock { state in
            let layout = TextLayout.make(text, wrapping: wrapping, state: state)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            var origin = placement.origin
            if let alignmentWidth {
                origin.x += alignmentOffset(for: text.paragraph.alignment, direction: text.paragraph.baseWritingDirection, layoutWidth: TextLayout.extents(of: layout).logical.width,
                                            containerWidth: alignmentWidth)
            }
            let segments = collectSegments(layout, text: text, origin: origin)
            guard !segments.isEmpty else { return }

            // Text drawing leaves the caller's path alone, as Core Graphics' does; cairo's
            // save and restore do not cover the path, so it is set aside by hand.
            let savedPath = cairo_copy_path(cr)
            cairo_save(cr)
            if let clip = placement.clip {
                cairo_new_path(cr)
                cairo_rectangle(cr, clip.minX, clip.minY, clip.width, clip.height)
                cairo_clip(cr)
            }
            paintBackgrounds(segments, text: text, context: context)
            paintGlyphs(segments, text: text, context: context)
            cairo_restore(cr)
            cairo_new_path(cr)
            if let savedPath {
                if savedPath.pointee.status == CAIRO_STATUS_SUCCESS { cairo_append_path(cr, savedPath) }
                cairo_path_destroy(savedPath)
            }
        }
        context.checkStatus()
    }

    /// For text that is not wrapped in a rect, Pango aligns lines only to each other; this
    /// moves the whole block within the rect. In a paragraph fixed right to left, natural and justified text (an unwrapped line is a
    /// last line, which is not stretched) sit at the right.
    private static func alignmentOffset(for alignment: NSTextAlignment, direction: NSWritingDirection,
                                        layoutWidth: CGFloat, containerWidth: CGFloat) -> CGFloat {
        let side: NSTextAlignment = alignment == .justified && direction == .rightToLeft ? .right : alignment.fixingNaturalSide(for: direction)
        switch side {
        case .center: return (containerWidth - layoutWidth) / 2
        case .right: return containerWidth - layoutWidth
        case .left, .natural, .justified: return 0
        }
    }

    private static func collectSegments(_ layout: OpaquePointer, text: StyledText, origin: CGPoint) -> [Segment] {
        var segments: [Segment] = []
        let iterator = pango_layout_get_iter(layout)!
        defer { pango_layout_iter_free(iterator) }
        let scale = TextEngine.pangoScale
        repeat {
            guard let run = pango_layout_iter_get_run_readonly(iterator),
                  let item = run.pointee.item, let glyphString = run.pointee.glyphs,
                  let font = item.pointee.analysis.font
            else { continue }
            var runExtents = PangoRectangle()
            pango_layout_iter_get_run_extents(iterator, nil, &runExtents)
            var lineExtents = PangoRectangle()
            pango_layout_iter_get_line_extents(iterator, nil, &lineExtents)
            let baseline = CGFloat(pango_layout_iter_get_baseline(iterator) - run.pointee.y_offset) / scale
            let lineTop = CGFloat(lineExtents.y) / scale
            let lineHeight = CGFloat(lineExtents.height) / scale

            var x = CGFloat(runExtents.x) / scale
            let count = Int(glyphString.pointee.num_glyphs)
            guard count > 0, let infos = glyphString.pointee.glyphs, let clusters = glyphString.pointee.log_clusters else { continue }
            for index in 0..<count {
                let info = infos[index]
                let advance = CGFloat(info.geometry.width) / scale
                let styleIndex = text.runIndex(atByte: Int(item.pointee.offset + clusters[index]))
                if segments.last?.styleIndex != styleIndex || segments.last?.font != OpaquePointer(font)
                    || segments.last?.lineTop != lineTop || segments.last?.maxX != x {
                    segments.append(Segment(font: OpaquePointer(font), styleIndex: styleIndex, glyphs: [],
                                            minX: x, maxX: x, lineTop: lineTop, lineHeight: lineHeight))
                }
                // Empty glyphs (spaces in some fonts, zero-width marks) take space but draw
                // nothing; a character no installed font covers draws nothing either.
                let glyph = info.glyph
                if glyph != PANGO_GLYPH_EMPTY && glyph & PANGO_GLYPH_UNKNOWN_FLAG == 0 {
                    segments[segments.count - 1].glyphs.append(cairo_glyph_t(
                        index: UInt(glyph),
                        x: Double(origin.x + x + CGFloat(info.geometry.x_offset) / scale),
                        y: Double(origin.y + baseline + CGFloat(info.geometry.y_offset) / scale)))
                }
                x += advance
                segments[segments.count - 1].maxX = x
            }
        } while pango_layout_iter_next_run(iterator) != 0
        return segments.map { segment in
            var moved = segment
            moved.minX += origin.x
            moved.maxX += origin.x
            moved.lineTop += origin.y
            return moved
        }
    }

    private static func paintBackgrounds(_ segments: [Segment], text: StyledText, context: CGContext) {
        let cr = context.cairo
        var pending: CGColor?
        // Abutting rects of one colour are filled as one path, so no antialiased seam shows
        // where two runs meet.
        func flush() {
            guard let color = pending else { return }
            context.applySource(color)
            cairo_fill(cr)
            pending = nil
        }
        for segment in segments {
            let style = text.runs[segment.styleIndex]
            guard let color = style.background, style.font.pointSize > 0, segment.maxX > segment.minX else {
                flush()
                continue
            }
            if pending != color { flush() }
            if pending == nil { cairo_new_path(cr) }
            pending = color
            cairo_rectangle(cr, segment.minX, segment.lineTop, segment.maxX - segment.minX, segment.lineHeight)
        }
        flush()
    }

    private static func paintGlyphs(_ segments: [Segment], text: StyledText, context: CGContext) {
        let cr = context.cairo
        cairo_set_line_join(cr, CAIRO_LINE_JOIN_ROUND)
        cairo_set_line_cap(cr, CAIRO_LINE_CAP_ROUND)
        cairo_set_dash(cr, nil, 0, 0)
        for segment in segments where !segment.glyphs.isEmpty {
            let style = text.runs[segment.styleIndex]
            guard style.font.pointSize > 0,
                  let scaledFont = pango_cairo_font_get_scaled_font(segment.font)
            else { continue }
            cairo_set_scaled_font(cr, scaledFont)
            let strokes = style.strokeWidth != 0
            let fills = style.strokeWidth <= 0
            segment.glyphs.withUnsafeBufferPointer { glyphs in
                if fills {
                    context.applySource(style.foreground)
                    cairo_show_glyphs(cr, glyphs.baseAddress, Int32(glyphs.count))
                }
                if strokes {
                    cairo_new_path(cr)
                    cairo_glyph_path(cr, glyphs.baseAddress, Int32(glyphs.count))
                    // UIKit's stroke width is a percentage of the point size.
                    cairo_set_line_width(cr, abs(style.strokeWidth) / 100 * style.font.pointSize)
                    context.applySource(style.strokeColor ?? style.foreground)
                    cairo_stroke(cr)
                }
            }
        }
    }
}
