import CCairo
import Foundation
import OpenUIKit
import TestSupport

/// Where a canvas has been drawn on, for checking text placement without reference images.
extension Canvas {
    /// The bounds, in points, of the pixels whose alpha exceeds `threshold`, or nil when
    /// nothing was drawn; `region` (in points) limits the search.
    func inkBounds(alphaAbove threshold: UInt8 = 0, in region: CGRect? = nil) -> CGRect? {
        let scale = surface.deviceScale
        let width = surface.pixelWidth, height = surface.pixelHeight
        var minX = Int.max, minY = Int.max, maxX = Int.min, maxY = Int.min
        let searched = region.map {
            (x: max(0, Int(($0.minX * scale).rounded(.down))), y: max(0, Int(($0.minY * scale).rounded(.down))),
             maxX: min(width, Int(($0.maxX * scale).rounded(.up))), maxY: min(height, Int(($0.maxY * scale).rounded(.up))))
        } ?? (x: 0, y: 0, maxX: width, maxY: height)
        guard searched.maxX > searched.x, searched.maxY > searched.y else { return nil }
        for y in searched.y..<searched.maxY {
            for x in searched.x..<searched.maxX where surface.pixel(x: x, y: y).a > threshold {
                minX = min(minX, x); maxX = max(maxX, x)
                minY = min(minY, y); maxY = max(maxY, y)
            }
        }
        guard minX <= maxX else { return nil }
        return CGRect(x: CGFloat(minX) / scale, y: CGFloat(minY) / scale,
                      width: CGFloat(maxX - minX + 1) / scale, height: CGFloat(maxY - minY + 1) / scale)
    }

    /// How many pixels have any coverage.
    func inkedPixelCount() -> Int {
        var count = 0
        for y in 0..<surface.pixelHeight {
            for x in 0..<surface.pixelWidth where surface.pixel(x: x, y: y).a > 0 { count += 1 }
        }
        return count
    }
}
