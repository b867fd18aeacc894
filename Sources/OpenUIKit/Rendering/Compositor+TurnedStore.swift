import CCairo
import CPixelKernels
import Foundation

extension Compositor {
    /// Composites a turned or scaled store through its coverage straight into the back
    /// buffer, only inside the damage, with our own kernel (`openuikit_composite_turned_over`,
    /// which samples where pixman does and weighs as its bilinear filter does, about four times
    /// faster than pixman's general rotated fetcher; pixman itself for a nearest filter or when
    /// `OPENUIKIT_TURNED_STORES_THROUGH_PIXMAN=1`): the pixels the image on the pixel grid
    /// gives (`drawStore(_:into:at:filter:coverage:)` into a cleared image, then that image
    /// over the back buffer), without that image. Returns false, having painted nothing,
    /// where it cannot: the caller then paints through the image.
    ///
    /// Why: for a spinning card the image cost as much as the resampling did, cleared
    /// (`memset`) and filled for the whole box, then copied over the back buffer. Going
    /// straight in gives the same pixels because pixman's `OVER` through a mask first takes
    /// the source in the mask, then lays that over the destination, which is what the two
    /// steps did (the first over cleared pixels leaves the masked source unchanged). The
    /// resampling is placed by a transform of our own, anchored at the box's middle pixel
    /// whatever the damage, and an affine transform in 16.16 fixed point gives a pixel the
    /// same sample whichever pixel a composite starts at, so a frame that paints part of the
    /// box paints those pixels as a full recomposite does.
    ///
    /// Only for the window's own back buffer (no group pushed, whose pixels would need their
    /// own placing) under a clip of whole-pixel rectangles (the damage, and any clips along
    /// the axes on whole pixels above).
    static func compositeTurnedStore(_ store: BackingStore, at target: CGRect, transformToWindow m: CGAffineTransform,
                                     scale: CGFloat, filter: cairo_filter_t, coverage: OpaquePointer,
                                     into cairo: OpaquePointer) -> Bool {
        guard let destination = cairo_get_group_target(cairo), destination == cairo_get_target(cairo),
              cairo_surface_get_type(destination) == CAIRO_SURFACE_TYPE_IMAGE,
              let destinationFormat = pixmanFormat(of: destination),
              let clip = PixelKernelImage.clipInPixels(of: cairo, scale: scale) else { return false }
        var offsetX = 0.0, offsetY = 0.0
        cairo_surface_get_device_offset(destination, &offsetX, &offsetY)
        guard offsetX == 0, offsetY == 0 else { return false }
        // The coverage's box, in window pixels (its device offset places it there).
        cairo_surface_get_device_offset(coverage, &offsetX, &offsetY)
        let box = CGRect(x: -offsetX, y: -offsetY, width: Double(cairo_image_surface_get_width(coverage)),
                         height: Double(cairo_image_surface_get_height(coverage)))
        var pieces = clip.compactMap { rect -> CGRect? in
            let piece = rect.intersection(box)
            return piece.isNull || piece.isEmpty ? nil : piece
        }
        guard !pieces.isEmpty else { return true }
        // Cairo keeps a clip as disjoint boxes in bands, so a union of damage rects comes
        // back as many thin boxes; each composite pays pixman's set-up. A box the damage
        // covers whole (a moving card's) is one composite; otherwise boxes sharing sides
        // join.
        let coveredArea = pieces.reduce(0) { $0 + $1.width * $1.height }
        pieces = coveredArea >= box.width * box.height ? [box] : joined(pieces)
        // Store pixels → window pixels, and the integer shift that keeps pixman's fixed-point
        // translation small (the box's middle pixel becomes the origin).
        let storeToWindow = CGAffineTransform(scaleX: 1 / store.scale, y: 1 / store.scale)
            .concatenating(CGAffineTransform(a: target.width / store.pointSize.width, b: 0, c: 0,
                                             d: target.height / store.pointSize.height, tx: target.minX, ty: target.minY))
            .concatenating(m)
            .concatenating(CGAffineTransform(scaleX: scale, y: scale))
        let shiftX = Int32((box.midX).rounded(.down)), shiftY = Int32((box.midY).rounded(.down))
        guard let transform = pixmanTransform(windowToStore: storeToWindow.inverted(), shiftX: Double(shiftX), shiftY: Double(shiftY),
                                              center: CGPoint(x: box.midX - Double(shiftX), y: box.midY - Double(shiftY))),
              let sourceFormat = pixmanFormat(of: store.surface.pointer) else { return false }
        cairo_surface_flush(store.surface.pointer)
        cairo_surface_flush(coverage)
        cairo_surface_flush(destination)
        if filter != CAIRO_FILTER_NEAREST, !paintsTurnedStoresThroughPixman,
           let sourcePixels = PixelKernelImage.pixels(of: store.surface.pointer), let destinationPixels = PixelKernelImage.pixels(of: destination),
           let coveragePixels = cairo_image_surface_get_data(coverage) {
            let cover = openuikit_coverage(pixels: coveragePixels, stride: cairo_image_surface_get_stride(coverage),
                                           originX: Int32(box.minX), originY: Int32(box.minY))
            let map = openuikit_fixed_affine(xx: transform.matrix.0.0, xy: transform.matrix.0.1, x0: transform.matrix.0.2,
                                             yx: transform.matrix.1.0, yy: transform.matrix.1.1, y0: transform.matrix.1.2,
                                             shiftX: shiftX, shiftY: shiftY)
            for piece in pieces {
                let x = Int32(piece.minX), y = Int32(piece.minY), width = Int32(piece.width), height = Int32(piece.height)
                openuikit_composite_turned_over(destinationPixels, sourcePixels, cover, map, x, y, width, height)
                cairo_surface_mark_dirty_rectangle(destination, x, y, width, height)
            }
            return true
        }
        guard let source = pixmanImage(of: store.surface.pointer, format: sourceFormat),
              let mask = pixmanImage(of: coverage, format: PIXMAN_a8) else { return false }
        defer { pixman_image_unref(source); pixman_image_unref(mask) }
        guard let output = pixmanImage(of: destination, format: destinationFormat) else { return false }
        defer { pixman_image_unref(output) }
        var fixed = transform
        guard pixman_image_set_transform(source, &fixed) != 0 else { return false }
        pixman_image_set_filter(source, filter == CAIRO_FILTER_NEAREST ? PIXMAN_FILTER_NEAREST : PIXMAN_FILTER_BILINEAR, nil, 0)
        pixman_image_set_repeat(source, PIXMAN_REPEAT_PAD)
        for piece in pieces {
            let x = Int32(piece.minX), y = Int32(piece.minY), width = Int32(piece.width), height = Int32(piece.height)
            pixman_image_composite32(PIXMAN_OP_OVER, source, mask, output, x - shiftX, y - shiftY,
                                     x - Int32(box.minX), y - Int32(box.minY), x, y, width, height)
            cairo_surface_mark_dirty_rectangle(destination, x, y, width, height)
        }
        return true
    }

    /// `pieces` (disjoint) with each run of boxes of the same columns stacked without a gap
    /// joined into one.
    private static func joined(_ pieces: [CGRect]) -> [CGRect] {
        var result: [CGRect] = []
        for piece in pieces.sorted(by: { ($0.minX, $0.maxX, $0.minY) < ($1.minX, $1.maxX, $1.minY) }) {
            if let last = result.last, last.minX == piece.minX, last.maxX == piece.maxX, last.maxY == piece.minY {
                result[result.count - 1] = last.union(piece)
            } else {
                result.append(piece)
            }
        }
        return result
    }

    /// The pixman transform from a destination pixel's place (window pixels less the shift)
    /// to the store's pixels: `windowToStore` after the shift, in 16.16 fixed point, its
    /// translation corrected so that `center` maps as exactly as fixed point allows (as
    /// Cairo corrects the transforms it hands pixman). Nil when it does not fit.
    static func pixmanTransform(windowToStore p: CGAffineTransform, shiftX: Double, shiftY: Double,
                                center: CGPoint) -> pixman_transform_t? {
        let shifted = CGAffineTransform(translationX: shiftX, y: shiftY).concatenating(p)
        let entries = [shifted.a, shifted.b, shifted.c, shifted.d, shifted.tx, shifted.ty]
        guard entries.allSatisfy({ $0.isFinite && abs($0) < maximumFixedMagnitude }) else { return nil }
        var transform = pixman_transform_t()
        transform.matrix.0 = (fixed(shifted.a), fixed(shifted.c), fixed(shifted.tx))
        transform.matrix.1 = (fixed(shifted.b), fixed(shifted.d), fixed(shifted.ty))
        transform.matrix.2 = (0, 0, pixmanOne)
        let unshifted = shifted.inverted()
        for _ in 0..<centerCorrectionRounds {
            var vector = pixman_vector_t()
            vector.vector = (fixed(center.x), fixed(center.y), pixmanOne)
            guard pixman_transform_point_3d(&transform, &vector) != 0 else { break }
            let mapped = CGPoint(x: Double(vector.vector.0) / Double(pixmanOne), y: Double(vector.vector.1) / Double(pixmanOne))
                .applying(unshifted)
            // The error in destination pixels, carried into the store's pixels.
            let error = CGSize(width: mapped.x - center.x, height: mapped.y - center.y).applying(shifted)
            let dx = fixed(error.width), dy = fixed(error.height)
            transform.matrix.0.2 -= dx
            transform.matrix.1.2 -= dy
            if dx == 0 && dy == 0 { break }
        }
        return transform
    }

    /// Whether turned stores go through an image on the pixel grid even where they could go
    /// straight into the back buffer: set `OPENUIKIT_TURNED_STORES_THROUGH_IMAGE=1` to compare
    /// the two paths (the benchmarks' `turn13` case measures both).
    static let paintsTurnedStoresThroughImage = environmentValue("OPENUIKIT_TURNED_STORES_THROUGH_IMAGE") == "1"

    /// Whether turned stores are resampled by pixman instead of our own kernel
    /// (`openuikit_composite_turned_over`): set `OPENUIKIT_TURNED_STORES_THROUGH_PIXMAN=1` to
    /// compare the two (the benchmarks' `turn13` case measures both).
    static let paintsTurnedStoresThroughPixman = environmentValue("OPENUIKIT_TURNED_STORES_THROUGH_PIXMAN") == "1"

    /// A value in pixman's 16.16 fixed point, rounded to the nearest.
    private static func fixed(_ value: Double) -> pixman_fixed_t {
        pixman_fixed_t((value * Double(pixmanOne)).rounded())
    }

    /// 1.0 in pixman's 16.16 fixed point.
    private static let pixmanOne: pixman_fixed_t = 1 << 16
    /// The largest magnitude a 16.16 fixed-point entry holds, with room for the correction.
    private static let maximumFixedMagnitude: Double = 32_000
    /// How many times the translation is corrected at most (Cairo's count).
    private static let centerCorrectionRounds = 5

    /// The pixman format of an image surface's pixels, when it is one this path takes.
    private static func pixmanFormat(of surface: OpaquePointer) -> pixman_format_code_t? {
        switch cairo_image_surface_get_format(surface) {
        case CAIRO_FORMAT_ARGB32: PIXMAN_a8r8g8b8
        case CAIRO_FORMAT_RGB24: PIXMAN_x8r8g8b8
        case CAIRO_FORMAT_A8: PIXMAN_a8
        default: nil
        }
    }

    /// A pixman image over an image surface's own pixels (no copy); the caller unrefs it.
    private static func pixmanImage(of surface: OpaquePointer, format: pixman_format_code_t) -> OpaquePointer? {
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        return pixman_image_create_bits(format, cairo_image_surface_get_width(surface), cairo_image_surface_get_height(surface),
                                        UnsafeMutableRawPointer(data).assumingMemoryBound(to: UInt32.self),
                                        cairo_image_surface_get_stride(surface))
    }
}
