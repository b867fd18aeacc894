import CCairo
import Foundation
import OpenUIKit
import Testing

/// Compares rendered pixels with a committed reference PNG, Cairo-test style.
///
/// The rule: the test fails when any channel of any pixel differs from the reference by more
/// than `tolerance` (0…255, on premultiplied 8-bit ARGB). Each caller states its tolerance and
/// why. On failure `<name>.actual.png` and `<name>.diff.png` (differences amplified ×8 on
/// black, pixels over the tolerance in red) are written beside the reference.
///
/// References live in `Tests/<Target>/References/`, named after their test. Recording is
/// explicit: with `OPENUIKIT_RECORD_REFERENCES=1` the rendered image replaces the reference
/// and the test fails, so a recording run can never pass silently.
public enum ReferenceImage {
    /// The environment variable that switches on recording.
    public static let recordVariable = "OPENUIKIT_RECORD_REFERENCES"

    /// The outcome of comparing two images.
    public struct Comparison: Sendable {
        public var sizeMatches: Bool
        /// The largest channel difference seen (0…255).
        public var maximumDifference: Int
        /// How many pixels have some channel over the tolerance.
        public var pixelsOverTolerance: Int
    }

    /// Checks `surface` against the reference `name`.png and records a test issue on mismatch.
    public static func assertMatches(
        _ surface: CairoSurface, named name: String, tolerance: Int,
        filePath: String = #filePath, sourceLocation: SourceLocation = #_sourceLocation
    ) {
        let directory = referencesDirectory(forTestFile: filePath)
        let referencePath = directory.appendingPathComponent("\(name).png").path
        let actualPath = directory.appendingPathComponent("\(name).actual.png").path
        let diffPath = directory.appendingPathComponent("\(name).diff.png").path

        if ProcessInfo.processInfo.environment[recordVariable] == "1" {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            surface.writePNG(to: referencePath)
            Issue.record("Recorded reference \(name).png; run again without \(recordVariable) to compare.", sourceLocation: sourceLocation)
            return
        }
        guard FileManager.default.fileExists(atPath: referencePath),
              let reference = loadPNG(referencePath)
        else {
            try? FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
            surface.writePNG(to: actualPath)
            Issue.record("No reference \(name).png (wrote \(name).actual.png); record with \(recordVariable)=1.", sourceLocation: sourceLocation)
            return
        }
        let result = compare(surface, reference, tolerance: tolerance, diffOutput: diffPath)
        if result.sizeMatches && result.pixelsOverTolerance == 0 {
            try? FileManager.default.removeItem(atPath: actualPath)
            try? FileManager.default.removeItem(atPath: diffPath)
            return
        }
        surface.writePNG(to: actualPath)
        if !result.sizeMatches {
            Issue.record("\(name): size \(surface.pixelWidth)×\(surface.pixelHeight) differs from the reference's \(reference.pixelWidth)×\(reference.pixelHeight)", sourceLocation: sourceLocation)
        } else {
            Issue.record("\(name): \(result.pixelsOverTolerance) pixels differ by more than \(tolerance) (max \(result.maximumDifference)); see \(name).diff.png", sourceLocation: sourceLocation)
        }
    }

    /// `Tests/<Target>/References` for a test file anywhere below `Tests/<Target>/`.
    public static func referencesDirectory(forTestFile filePath: String) -> URL {
        var directory = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while directory.pathComponents.count > 1, directory.deletingLastPathComponent().lastPathComponent != "Tests" {
            directory = directory.deletingLastPathComponent()
        }
        return directory.appendingPathComponent("References")
    }

    /// Loads a PNG file as an image surface.
    public static func loadPNG(_ path: String) -> CairoSurface? {
        guard let raw = cairo_image_surface_create_from_png(path) else { return nil }
        let surface = CairoSurface(owning: raw)
        return cairo_surface_status(raw) == CAIRO_STATUS_SUCCESS ? surface : nil
    }

    /// Compares two image surfaces channel by channel; writes an amplified diff image to
    /// `diffOutput` when given and the sizes match.
    public static func compare(_ a: CairoSurface, _ b: CairoSurface, tolerance: Int, diffOutput: String? = nil) -> Comparison {
        cairo_surface_flush(a.pointer)
        cairo_surface_flush(b.pointer)
        let width = a.pixelWidth, height = a.pixelHeight
        guard width == b.pixelWidth, height == b.pixelHeight,
              let dataA = cairo_image_surface_get_data(a.pointer),
              let dataB = cairo_image_surface_get_data(b.pointer)
        else { return Comparison(sizeMatches: false, maximumDifference: 255, pixelsOverTolerance: 0) }
        let strideA = Int(cairo_image_surface_get_stride(a.pointer))
        let strideB = Int(cairo_image_surface_get_stride(b.pointer))
        let opaqueA = cairo_image_surface_get_format(a.pointer) == CAIRO_FORMAT_RGB24
        let opaqueB = cairo_image_surface_get_format(b.pointer) == CAIRO_FORMAT_RGB24
        let diff = diffOutput == nil ? nil : CairoSurface.makeImage(pixelWidth: width, pixelHeight: height)
        let diffData = diff.flatMap { cairo_image_surface_get_data($0.pointer) }
        let diffStride = diff.map { Int(cairo_image_surface_get_stride($0.pointer)) } ?? 0
        var maximum = 0
        var over = 0
        for y in 0..<height {
            for x in 0..<width {
                var pa = dataA.advanced(by: y * strideA + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
                var pb = dataB.advanced(by: y * strideB + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
                if opaqueA { pa |= 0xFF00_0000 }
                if opaqueB { pb |= 0xFF00_0000 }
                var pixelMax = 0
                var amplified: UInt32 = 0xFF00_0000
                for shift in stride(from: 0, through: 24, by: 8) {
                    let ca = Int((pa >> UInt32(shift)) & 0xFF)
                    let cb = Int((pb >> UInt32(shift)) & 0xFF)
                    let d = abs(ca - cb)
                    pixelMax = max(pixelMax, d)
                    if shift < 24 { amplified |= UInt32(min(255, d * 8)) << UInt32(shift) }
                }
                maximum = max(maximum, pixelMax)
                if pixelMax > tolerance {
                    over += 1
                    amplified = 0xFFFF_0000
                }
                if let diffData {
                    diffData.advanced(by: y * diffStride + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee = amplified }
                }
            }
        }
        if let diff, let diffOutput, over > 0 {
            cairo_surface_mark_dirty(diff.pointer)
            diff.writePNG(to: diffOutput)
        }
        return Comparison(sizeMatches: true, maximumDifference: maximum, pixelsOverTolerance: over)
    }
}
