import Foundation
import OpenUIKit
import Testing

/// UIKit's older image contexts: begin, draw, take the image, end, on this thread's stack.
@Suite struct UIGraphicsImageContextTests {
    @Test func beginDrawTakeEnd() throws {
        #expect(UIGraphicsGetImageFromCurrentImageContext() == nil)
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 4, height: 3), false, 2)
        let context = try #require(UIGraphicsGetCurrentContext())
        UIColor.red.setFill()
        UIRectFill(CGRect(x: 0, y: 0, width: 1, height: 1))
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        context.setFillColor(UIColor.blue.cgColor)
        context.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
        UIGraphicsEndImageContext()
        #expect(UIGraphicsGetCurrentContext() == nil)
        #expect(image.size == CGSize(width: 4, height: 3) && image.scale == 2)
        // UIKit coordinates: the origin is top-left; the image was a copy.
        #expect(image.cairoSurface.pixel(x: 1, y: 1) == (255, 0, 0, 255))
        #expect(image.cairoSurface.pixel(x: 2, y: 2).a == 0)
        #expect(image.cgImage?.width == 8)
    }

    @Test func scaleZeroIsTheDisplayScaleAndBadSizesStillDraw() throws {
        UIGraphicsBeginImageContextWithOptions(CGSize(width: 2, height: 2), true, 0)
        let image = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(image.scale == AssetCatalog.preferredScale)
        #expect(image.cgImage?.alphaInfo == .noneSkipLast)

        UIGraphicsBeginImageContext(CGSize(width: -5, height: CGFloat.infinity))
        #expect(UIGraphicsGetCurrentContext() != nil)
        let fallback = try #require(UIGraphicsGetImageFromCurrentImageContext())
        UIGraphicsEndImageContext()
        #expect(fallback.size == CGSize(width: 1, height: 1))
        // Ending with no image context current is ignored.
        UIGraphicsEndImageContext()
    }

    /// A drawing app's canvas: each stroke is drawn over the frozen image of the earlier
    /// ones, in an image context, and the result frozen again.
    @Test func fingerDrawingCanvasAccumulatesStrokes() throws {
        let size = CGSize(width: 40, height: 30)
        var frozen: UIImage?
        let strokes: [[CGPoint]] = [[CGPoint(x: 5, y: 5), CGPoint(x: 35, y: 5)],
                                    [CGPoint(x: 5, y: 25), CGPoint(x: 35, y: 25)]]
        for stroke in strokes {
            UIGraphicsBeginImageContextWithOptions(size, false, 2)
            frozen?.draw(in: CGRect(origin: .zero, size: size))
            let context = try #require(UIGraphicsGetCurrentContext())
            context.setStrokeColor(UIColor.black.cgColor)
            context.setLineWidth(4)
            context.setLineCap(.round)
            context.move(to: stroke[0])
            context.addLine(to: stroke[1])
            context.strokePath()
            frozen = UIGraphicsGetImageFromCurrentImageContext()
            UIGraphicsEndImageContext()
        }
        let image = try #require(frozen)
        #expect(image.size == size)
        #expect(image.cairoSurface.pixel(x: 40, y: 10) == (0, 0, 0, 255))   // first stroke kept
        #expect(image.cairoSurface.pixel(x: 40, y: 50) == (0, 0, 0, 255))   // second stroke
        #expect(image.cairoSurface.pixel(x: 40, y: 30).a == 0)
    }
}
