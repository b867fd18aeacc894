import Foundation
import OpenUIKit
import TestSupport
import Testing

/// `#colorLiteral` and `#imageLiteral`, as Xcode writes them into UIKit code.
@MainActor
@Suite struct LiteralTests {
    @Test func colorLiteralsAreUIColors() {
        let color = #colorLiteral(red: 0.2392156863, green: 0.6745098039, blue: 0.968627451, alpha: 1)
        #expect(type(of: color) == UIColor.self)
        #expect(abs(color.red - 0.2392156863) < 1e-6 && abs(color.green - 0.6745098039) < 1e-6)
        #expect(abs(color.blue - 0.968627451) < 1e-6 && color.alpha == 1)
        let typed: UIColor = #colorLiteral(red: 1, green: 0, blue: 0, alpha: 0.5)
        #expect(typed == UIColor(red: 1, green: 0, blue: 0, alpha: 0.5))
    }

    @Test func imageLiteralsFindNamedImages() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write(TestImages.solidPNG(.green, pixels: 4, scale: 2), named: "literal@2x.png")
        let saved = AssetCatalog.explicitSearchPaths
        AssetCatalog.explicitSearchPaths = [folder.url]
        defer { AssetCatalog.explicitSearchPaths = saved }
        let image = #imageLiteral(resourceName: "literal")
        #expect(type(of: image) == UIImage.self)
        #expect(image.size == CGSize(width: 2, height: 2))
        #expect(image.cairoSurface.pixel(x: 0, y: 0) == TestImages.green)
        // The emoji form of a name works here too.
        try folder.write(TestImages.solidPNG(.red, pixels: 1, scale: 1), named: "Q♣.png")
        #expect(#imageLiteral(resourceName: "Q♣️").size == CGSize(width: 1, height: 1))
    }

    /// A literal cannot be nil: a missing resource is an empty image and one warning naming it.
    @Test func aMissingImageLiteralIsEmptyAndNamedOnce() {
        let name = "missing-literal-\(UUID().uuidString)"
        let image = #imageLiteral(resourceName: name)
        _ = #imageLiteral(resourceName: name)
        #expect(image.size == .zero)
        #expect(image.pngData() == nil)
        let reports = Diagnostics.recentWarnings().filter { $0.contains(name) }
        #expect(reports.count == 2, "counted each time: \(reports)")
        #expect(reports.first?.hasPrefix("#imageLiteral(resourceName: \"\(name)\") found no usable image") == true, "\(reports)")

        // Drawing it draws nothing and warns about nothing.
        let canvas = Canvas(size: CGSize(width: 4, height: 4))
        canvas.draw { _ in
            UIColor.white.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
            image.draw(in: CGRect(x: 0, y: 0, width: 4, height: 4))
            image.drawAsPattern(in: CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        #expect(canvas.pixel(atPoint: CGPoint(x: 2, y: 2)) == (255, 255, 255, 255))
    }

    @Test func anEmptyImageHasNoSize() {
        let empty = UIImage()
        #expect(empty.size == .zero)
        #expect(empty.scale == 1)
        #expect(empty.pngData() == nil)
        #expect(UIImageView(image: empty).sizeThatFits(.zero) == .zero)
    }
}
