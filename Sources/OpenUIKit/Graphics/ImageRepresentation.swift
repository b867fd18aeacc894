import Foundation
import Synchronization

/// One bitmap of an image at one scale (1, 2 or 3 pixels per point), decoded (or drawn from
/// its vector) on first use.
///
/// A named image keeps every variant found on disk but decodes only the ones drawing asks
/// for; the decoded pixels (or the failure) are kept so a file is read at most once.
final class ImageRepresentation: Sendable {
    /// Pixels per point.
    let scale: CGFloat
    /// The vector this representation is drawn from; nil for a bitmap.
    let vector: VectorImageSource?

    private enum Content {
        case file(path: String)
        /// A vector drawn at this representation's scale when first needed, as Xcode's asset
        /// compiler draws a single-scale vector into 1x, 2x and 3x bitmaps.
        case vector(VectorImageSource)
        case decoded(CairoSurface)
        case failed
    }

    private let content: Mutex<Content>

    /// A representation whose pixels are already in memory.
    init(surface: CairoSurface, scale: CGFloat) {
        self.scale = scale
        self.vector = nil
        self.content = Mutex(.decoded(surface))
    }

    /// A representation to be decoded from the image file (PNG or JPEG) at `path` when first needed.
    init(filePath path: String, scale: CGFloat) {
        self.scale = scale
        self.vector = nil
        self.content = Mutex(.file(path: path))
    }

    /// A representation drawn from `vector` at `scale` when first needed.
    init(vector: VectorImageSource, scale: CGFloat) {
        self.scale = scale
        self.vector = vector
        self.content = Mutex(.vector(vector))
    }

    /// The pixels (device scale 1), decoding the file on first use; nil if it cannot be
    /// decoded, which was reported as a warning.
    var surface: CairoSurface? {
        // Decoding under the lock means two threads asking at once decode the file once.
        content.withLock { content in
            switch content {
            case .decoded(let surface):
                return surface
            case .failed:
                return nil
            case .file(let path):
                if let surface = ImageDecoder.decodeFile(atPath: path) {
                    content = .decoded(surface)
                    return surface
                }
                content = .failed
                return nil
            case .vector(let vector):
                if let surface = vector.bitmap(scale: scale) {
                    content = .decoded(surface)
                    return surface
                }
                content = .failed
                return nil
            }
        }
    }

    /// The index, in `scales` (ascending), of the variant to draw when one image point covers
    /// `pixelsPerPoint` device pixels: the smallest that is at least as sharp, else the
    /// sharpest there is.
    static func bestIndex(scales: [CGFloat], pixelsPerPoint: CGFloat) -> Int {
        guard !scales.isEmpty else { return 0 }
        // Tolerates rounding in a transform that was meant to be exactly 2× or 3×.
        let slack: CGFloat = 0.001
        if pixelsPerPoint.isFinite, let index = scales.firstIndex(where: { $0 >= pixelsPerPoint - slack }) {
            return index
        }
        return scales.count - 1
    }
}
