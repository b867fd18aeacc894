import Foundation

/// Writes small baseline JPEGs of flat 8×8 blocks, for the JPEG decoding tests: no encoder
/// is at hand in the test process, and a flat block needs only its DC coefficient.
///
/// Quantization is 1 everywhere, the DC Huffman table is JPEG's standard luminance one
/// (ITU T.81, Annex K.3), and the AC table holds only end-of-block, so every block is its
/// DC value and nothing else. Colour images are 3-component JFIF YCbCr without subsampling.
enum TinyJPEG {
    /// A JPEG `blocksWide`×`blocksHigh` blocks of 8×8 pixels, each block the colour `colour`
    /// gives its block coordinates; grey when `grayscale`. `claimedSize` replaces the size
    /// the header declares (hostile files).
    static func make(blocksWide: Int, blocksHigh: Int, grayscale: Bool = false, claimedSize: (width: Int, height: Int)? = nil,
                     colour: (Int, Int) -> (r: Double, g: Double, b: Double)) -> Data {
        let components = grayscale ? 1 : 3
        var bytes: [UInt8] = [0xFF, 0xD8]
        func segment(_ marker: UInt8, _ body: [UInt8]) {
            bytes += [0xFF, marker, UInt8((body.count + 2) >> 8), UInt8((body.count + 2) & 0xFF)] + body
        }
        segment(0xDB, [0x00] + [UInt8](repeating: 1, count: 64))
        let width = claimedSize?.width ?? blocksWide * 8, height = claimedSize?.height ?? blocksHigh * 8
        var frame: [UInt8] = [8, UInt8(height >> 8), UInt8(height & 0xFF), UInt8(width >> 8), UInt8(width & 0xFF), UInt8(components)]
        for id in 1...components { frame += [UInt8(id), 0x11, 0x00] }
        segment(0xC0, frame)
        segment(0xC4, [0x00] + dcCounts + Array(0...11))
        segment(0xC4, [0x10, 1] + [UInt8](repeating: 0, count: 15) + [0x00])
        var scan: [UInt8] = [UInt8(components)]
        for id in 1...components { scan += [UInt8(id), 0x00] }
        segment(0xDA, scan + [0, 63, 0])

        var writer = BitWriter()
        var predictors = [Int](repeating: 0, count: components)
        for blockY in 0..<blocksHigh {
            for blockX in 0..<blocksWide {
                let (r, g, b) = colour(blockX, blockY)
                let y = 0.299 * r + 0.587 * g + 0.114 * b
                let values = grayscale ? [y] : [y, -0.168_736 * r - 0.331_264 * g + 0.5 * b + 128, 0.5 * r - 0.418_688 * g - 0.081_312 * b + 128]
                for (index, value) in values.enumerated() {
                    // A flat block's DC coefficient is 8 × (value − 128).
                    let dc = Int((8 * (value - 128)).rounded())
                    writer.writeDC(dc - predictors[index])
                    predictors[index] = dc
                    writer.write(bits: 0, count: 1)  // end of block
                }
            }
        }
        bytes += writer.finish()
        bytes += [0xFF, 0xD9]
        return Data(bytes)
    }

    /// The standard DC luminance table's code counts per length 1…16.
    private static let dcCounts: [UInt8] = [0, 1, 5, 1, 1, 1, 1, 1, 1, 0, 0, 0, 0, 0, 0, 0]

    /// The canonical codes of the standard DC table, by category.
    private static let dcCodes: [(code: Int, length: Int)] = {
        var codes: [(Int, Int)] = []
        var code = 0
        for (index, count) in dcCounts.enumerated() {
            for _ in 0..<Int(count) {
                codes.append((code, index + 1))
                code += 1
            }
            code <<= 1
        }
        return codes
    }()

    private struct BitWriter {
        var bytes: [UInt8] = []
        var accumulator = 0
        var count = 0

        mutating func write(bits: Int, count length: Int) {
            for shift in stride(from: length - 1, through: 0, by: -1) {
                accumulator = accumulator << 1 | (bits >> shift) & 1
                count += 1
                if count == 8 { flushByte() }
            }
        }

        mutating func writeDC(_ difference: Int) {
            let magnitude = abs(difference)
            let category = magnitude == 0 ? 0 : Int.bitWidth - magnitude.leadingZeroBitCount
            let (code, length) = TinyJPEG.dcCodes[category]
            write(bits: code, count: length)
            if category > 0 {
                write(bits: difference < 0 ? difference + (1 << category) - 1 : difference, count: category)
            }
        }

        private mutating func flushByte() {
            bytes.append(UInt8(accumulator))
            // A 0xFF in the entropy-coded data is followed by a stuffed zero.
            if accumulator == 0xFF { bytes.append(0) }
            accumulator = 0
            count = 0
        }

        mutating func finish() -> [UInt8] {
            // The last byte is padded with ones.
            while count != 0 { write(bits: 1, count: 1) }
            return bytes
        }
    }
}
