import CCairo
import Foundation
import OpenUIKit
import Testing

/// `UIImage` over a `CGImage`: identity, scale, and the eight orientations.
@Suite struct UIImageCGImageTests {
    /// 3×2 pixels: red top-left, the rest white.
    private static func marked() -> CGImage {
        UIGraphicsImageRenderer(size: CGSize(width: 3, height: 2)).image { context in
            UIColor.white.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 3, height: 2))
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 1, height: 1))
        }.cgImage!
    }

    @Test func cgImageIsKeptAndScaleSetsThePointSize() {
        let cgImage = Self.marked()
        let image = UIImage(cgImage: cgImage, scale: 2, orientation: .up)
        #expect(image.cgImage === cgImage)
        #expect(image.size == CGSize(width: 1.5, height: 1))
        #expect(image.imageOrientation == .up)
        #expect(UIImage(cgImage: cgImage).scale == 1)
        #expect(UIImage().cgImage == nil)
        #expect(UIImage(cgImage: cgImage, scale: .nan, orientation: .up).scale == 1)
    }

    /// Where the stored top-left (red) pixel is displayed, per Image I/O's description of
    /// each orientation's origin, and the displayed size.
    @Test(arguments: [
        (UIImage.Orientation.up, 0, 0), (.down, 2, 1), (.left, 0, 2), (.right, 1, 0),
        (.upMirrored, 2, 0), (.downMirrored, 0, 1), (.leftMirrored, 0, 0), (.rightMirrored, 1, 2),
    ])
    func orientationsTurnTheImageAsUIKitDoes(orientation: UIImage.Orientation, x: Int, y: Int) {
        let image = UIImage(cgImage: Self.marked(), scale: 1, orientation: orientation)
        let turned = [.left, .right, .leftMirrored, .rightMirrored].contains(orientation)
        #expect(image.size == (turned ? CGSize(width: 2, height: 3) : CGSize(width: 3, height: 2)))
        #expect(image.imageOrientation == orientation)
        #expect(image.cgImage?.width == 3)
        let drawn = UIGraphicsImageRenderer(size: image.size).image { _ in image.draw(at: .zero) }
        #expect(drawn.cairoSurface.pixel(x: x, y: y) == (255, 0, 0, 255))
        let redPixels = (0 ..< Int(image.size.width)).flatMap { px in (0 ..< Int(image.size.height)).map { (px, $0) } }
            .filter { drawn.cairoSurface.pixel(x: $0.0, y: $0.1).g == 0 }
        #expect(redPixels.count == 1)
    }

    @Test func rendererImagesHaveACGImageOfTheirPixels() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 2, height: 1), format: {
            let format = UIGraphicsImageRendererFormat()
            format.scale = 2
            return format
        }()).image { _ in }
        let cgImage = try #require(image.cgImage)
        #expect(cgImage.width == 4 && cgImage.height == 2)
    }
}
