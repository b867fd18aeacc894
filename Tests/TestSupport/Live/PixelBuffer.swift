import CCairo
import Foundation

/// Opaque RGB pixels read back from an X window, row by row from the top-left corner.
public struct PixelBuffer: Sendable, Equatable {
    public struct Pixel: Sendable, Equatable, Hashable, CustomStringConvertible {
        public var red: UInt8
        public var green: UInt8
        public var blue: UInt8

        public init(red: UInt8, green: UInt8, blue: UInt8) {
            self.red = red
            self.green = green
            self.blue = blue
        }

        /// A pixel from `0xRRGGBB`.
        public init(rgb: UInt32) {
            self.init(red: UInt8(truncatingIfNeeded: rgb >> 16), green: UInt8(truncatingIfNeeded: rgb >> 8), blue: UInt8(truncatingIfNeeded: rgb))
        }

        public var rgb: UInt32 { UInt32(red) << 16 | UInt32(green) << 8 | UInt32(blue) }

        /// The largest difference of any channel, 0…255.
        public func maximumChannelDifference(from other: Pixel) -> Int {
            max(abs(Int(red) - Int(other.red)), abs(Int(green) - Int(other.green)), abs(Int(blue) - Int(other.blue)))
        }

        public var description: String { "#" + String(format: "%06X", rgb) }
    }

    public let width: Int
    public let height: Int
    /// Row-major, `width × height` pixels.
    public private(set) var pixels: [Pixel]

    public init(width: Int, height: Int, pixels: [Pixel]) {
        precondition(width >= 0 && height >= 0 && pixels.count == width * height, "pixel count does not match \(width)×\(height)")
        self.width = width
        self.height = height
        self.pixels = pixels
    }

    public init(width: Int, height: Int, filledWith pixel: Pixel) {
        self.init(width: width, height: height, pixels: Array(repeating: pixel, count: width * height))
    }

    /// The pixel at column `x`, row `y` (0-based, from the top-left).
    public func pixel(x: Int, y: Int) -> Pixel {
        precondition((0..<width).contains(x) && (0..<height).contains(y), "(\(x), \(y)) is outside \(width)×\(height)")
        return pixels[y * width + x]
    }

    public mutating func setPixel(_ pixel: Pixel, x: Int, y: Int) {
        precondition((0..<width).contains(x) && (0..<height).contains(y), "(\(x), \(y)) is outside \(width)×\(height)")
        pixels[y * width + x] = pixel
    }

    /// How many pixels are within `tolerance` (per channel, 0…255) of `pixel`.
    public func count(of pixel: Pixel, tolerance: Int = 0) -> Int {
        pixels.reduce(0) { $0 + ($1.maximumChannelDifference(from: pixel) <= tolerance ? 1 : 0) }
    }

    /// Writes the pixels as a PNG, for looking at what a failing test saw.
    public func writePNG(to url: URL) throws {
        guard width > 0, height > 0 else { throw LiveTestError("cannot write an empty \(width)×\(height) image") }
        let surface = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(width), Int32(height))
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            throw LiveTestError("cannot create a \(width)×\(height) Cairo image surface")
        }
        cairo_surface_flush(surface)
        let stride = Int(cairo_image_surface_get_stride(surface))
        for y in 0..<height {
            // RGB24 keeps each pixel as a native-endian 32-bit 0x00RRGGBB.
            let row = UnsafeMutableRawPointer(data + y * stride).assumingMemoryBound(to: UInt32.self)
            for x in 0..<width { row[x] = pixels[y * width + x].rgb }
        }
        cairo_surface_mark_dirty(surface)
        let status = cairo_surface_write_to_png(surface, url.path)
        guard status == CAIRO_STATUS_SUCCESS else {
            throw LiveTestError("cannot write \(url.path): \(String(cString: cairo_status_to_string(status)))")
        }
    }
}
