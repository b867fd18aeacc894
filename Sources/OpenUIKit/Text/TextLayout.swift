import CPango
import Foundation

/// Builds Pango layouts from `StyledText` and measures them. Every function here runs with
/// the text engine's lock held and returns nothing that outlives it.
enum TextLayout {
    /// How the text is broken into lines.
    enum Wrapping {
        /// Only explicit line breaks end lines.
        case none
        /// Lines are broken (or truncated) to fit `width` points, per the paragraph style's
        /// line break mode.
        case width(CGFloat)
        /// The whole text is one line; line breaks show as glyphs.
        case singleLine
    }

    /// Layout widths beyond this are treated as unlimited: Pango holds them in 1/1024
    /// point in a 32-bit integer.
    static let maximumWrapWidth: CGFloat = 1_000_000

    /// A new layout, owned by the caller, who must `g_object_unref` it.
    static func make(_ text: StyledText, wrapping: Wrapping, state: TextEngine.State) -> OpaquePointer {
        let rightToLeft = text.paragraph.baseWritingDirection == .rightToLeft
        let layout = pango_layout_new(rightToLeft ? state.rightToLeftContext : state.context)!
        text.utf8.withUnsafeBufferPointer { buffer in
            buffer.baseAddress!.withMemoryRebound(to: CChar.self, capacity: buffer.count) { chars in
                pango_layout_set_text(layout, chars, Int32(buffer.count))
            }
        }
        if let first = text.runs.first {
            // Sets the height of a line with no text in it (after a trailing line break).
            pango_layout_set_font_description(layout, state.description(descriptor: first.font.face.descriptor,
                                                                        pointSize: first.font.pointSize))
        }
        let attributes = pango_attr_list_new()!
        for run in text.runs {
            let description = state.description(descriptor: run.font.face.descriptor, pointSize: run.font.pointSize)
            insert(pango_attr_font_desc_new(description), run.bytes, into: attributes)
            if run.kern != 0 {
                let spacing = (run.kern * TextEngine.pangoScale).rounded()
                insert(pango_attr_letter_spacing_new(Int32(clamping: Int(spacing))), run.bytes, into: attributes)
            }
        }
        pango_layout_set_attributes(layout, attributes)
        pango_attr_list_unref(attributes)

        let paragraph = text.paragraph
        applyAlignment(paragraph.alignment, direction: paragraph.baseWritingDirection, to: layout)
        let spacing = max(0, paragraph.lineSpacing.isFinite ? paragraph.lineSpacing : 0)
        pango_layout_set_spacing(layout, Int32(min(spacing, maximumWrapWidth) * TextEngine.pangoScale))

        switch wrapping {
        case .none:
            break
        case .singleLine:
            pango_layout_set_single_paragraph_mode(layout, 1)
        case .width(let width):
            guard width.isFinite, width < maximumWrapWidth else { break }
            let pangoWidth = Int32(max(1, (width * TextEngine.pangoScale).rounded(.down)))
            switch paragraph.lineBreakMode {
            case .byWordWrapping:
                pango_layout_set_width(layout, pangoWidth)
                pango_layout_set_wrap(layout, PANGO_WRAP_WORD_CHAR)
            case .byCharWrapping:
                pango_layout_set_width(layout, pangoWidth)
                pango_layout_set_wrap(layout, PANGO_WRAP_CHAR)
            case .byClipping:
                break
            case .byTruncatingHead, .byTruncatingTail, .byTruncatingMiddle:
                pango_layout_set_width(layout, pangoWidth)
                // A height of -1 line makes each paragraph a single ellipsized line.
                pango_layout_set_height(layout, -1)
                pango_layout_set_ellipsize(layout, paragraph.lineBreakMode.pangoEllipsize)
            }
        }
        return layout
    }

    private static func insert(_ attribute: UnsafeMutablePointer<PangoAttribute>?, _ bytes: Range<Int>,
                               into list: OpaquePointer) {
        guard let attribute else { return }
        attribute.pointee.start_index = UInt32(bytes.lowerBound)
        attribute.pointee.end_index = UInt32(bytes.upperBound)
        pango_attr_list_insert(list, attribute)
    }

    private static func applyAlignment(_ alignment: NSTextAlignment, direction: NSWritingDirection, to layout: OpaquePointer) {
        // Explicit left and right mean the visual sides whatever the script's direction, so
        // Pango must not flip them for right-to-left paragraphs; natural should follow it.
        // A fixed direction comes from the layout's context instead, and Pango flips nothing
        // without automatic direction, so natural is written as the side it means.
        let followsText = direction == .natural && (alignment == .natural || alignment == .justified)
        pango_layout_set_auto_dir(layout, followsText ? 1 : 0)
        switch alignment.fixingNaturalSide(for: direction) {
        case .left, .natural:
            pango_layout_set_alignment(layout, PANGO_ALIGN_LEFT)
        case .center:
            pango_layout_set_alignment(layout, PANGO_ALIGN_CENTER)
        case .right:
            pango_layout_set_alignment(layout, PANGO_ALIGN_RIGHT)
        case .justified:
            pango_layout_set_alignment(layout, direction == .rightToLeft ? PANGO_ALIGN_RIGHT : PANGO_ALIGN_LEFT)
            pango_layout_set_justify(layout, 1)
        }
    }

    // MARK: Measuring

    /// A layout's extents in points, relative to its top-left origin.
    struct Extents: Sendable {
        /// The typographic extent: advance widths and line heights.
        var logical: CGRect
        /// The area the glyphs actually cover.
        var ink: CGRect
        /// The first line's baseline below the top.
        var firstBaseline: CGFloat
        var lineCount: Int
    }

    static func extents(of layout: OpaquePointer) -> Extents {
        var ink = PangoRectangle()
        var logical = PangoRectangle()
        pango_layout_get_extents(layout, &ink, &logical)
        return Extents(logical: rect(logical), ink: rect(ink),
                       firstBaseline: CGFloat(pango_layout_get_baseline(layout)) / TextEngine.pangoScale,
                       lineCount: Int(pango_layout_get_line_count(layout)))
    }

    static func rect(_ r: PangoRectangle) -> CGRect {
        CGRect(x: CGFloat(r.x) / TextEngine.pangoScale, y: CGFloat(r.y) / TextEngine.pangoScale,
               width: CGFloat(r.width) / TextEngine.pangoScale, height: CGFloat(r.height) / TextEngine.pangoScale)
    }

    /// Lays out `text` and measures it; `.zero` extents for empty text.
    static func measure(_ text: StyledText, wrapping: Wrapping) -> Extents {
        guard !text.isEmpty else { return Extents(logical: .zero, ink: .zero, firstBaseline: 0, lineCount: 0) }
        return TextEngine.withLock { state in
            let layout = make(text, wrapping: wrapping, state: state)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            return extents(of: layout)
        }
    }
}

extension TextLayout {
    /// The height of `text`'s first `count` lines (all of them when it has fewer), from the
    /// top of the first to the bottom of the last, in points: each line as tall as its own
    /// fonts make it.
    static func heightOfFirstLines(_ text: StyledText, wrapping: Wrapping, count: Int) -> CGFloat {
        guard !text.isEmpty, count > 0 else { return 0 }
        return TextEngine.withLock { state in
            let layout = make(text, wrapping: wrapping, state: state)
            defer { g_object_unref(UnsafeMutableRawPointer(layout)) }
            guard let iterator = pango_layout_get_iter(layout) else { return extents(of: layout).logical.height }
            defer { pango_layout_iter_free(iterator) }
            var bottom: Int32 = 0
            var lines = 0
            repeat {
                var top: Int32 = 0
                pango_layout_iter_get_line_yrange(iterator, &top, &bottom)
                lines += 1
            } while lines < count && pango_layout_iter_next_line(iterator) != 0
            return CGFloat(bottom) / TextEngine.pangoScale
        }
    }
}

extension NSLineBreakMode {
    var pangoEllipsize: PangoEllipsizeMode {
        switch self {
        case .byTruncatingHead: PANGO_ELLIPSIZE_START
        case .byTruncatingMiddle: PANGO_ELLIPSIZE_MIDDLE
        case .byTruncatingTail: PANGO_ELLIPSIZE_END
        case .byWordWrapping, .byCharWrapping, .byClipping: PANGO_ELLIPSIZE_NONE
        }
    }
}
