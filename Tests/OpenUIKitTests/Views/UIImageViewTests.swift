import Foundation
import OpenUIKit
import Testing

@MainActor
@Suite struct UIImageViewTests {
    /// A 20×10 image: left half red, right half blue.
    func makeImage() -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: 20, height: 10)).image { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 10, height: 10))
            UIColor.blue.setFill()
            context.fill(CGRect(x: 10, y: 0, width: 10, height: 10))
        }
    }

    func render(_ imageView: UIImageView) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.backgroundColor = .white
        window.addSubview(imageView)
        window.renderIfNeeded()
        return window
    }

    @Test func initWithImageSizesToTheImage() {
        let view = UIImageView(image: makeImage())
        #expect(view.bounds.size == CGSize(width: 20, height: 10))
        #expect(!view.isUserInteractionEnabled)
        view.frame.size = .zero
        view.sizeToFit()
        #expect(view.bounds.size == CGSize(width: 20, height: 10))
    }

    @Test func aspectFitLetterboxesAndRedrawsOnResize() {
        let view = UIImageView(image: makeImage())
        view.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
        view.contentMode = .scaleAspectFit
        let window = render(view)
        let buffer = window.backBuffer!
        // The 2:1 image fits as 100×50, centred vertically: rows 25…75.
        #expect(buffer.pixel(x: 20, y: 50) == (255, 0, 0, 255))
        #expect(buffer.pixel(x: 80, y: 50) == (0, 0, 255, 255))
        #expect(buffer.pixel(x: 50, y: 10) == (255, 255, 255, 255))
        view.bounds.size = CGSize(width: 100, height: 20)
        let stats = window.renderIfNeeded()
        #expect(stats?.drawCalls ?? 0 >= 1)
        // Now 40×20 centred: x 30…70, y 40…60 (the view's center stayed at 50,50).
        #expect(buffer.pixel(x: 35, y: 50) == (255, 0, 0, 255))
        #expect(buffer.pixel(x: 65, y: 50) == (0, 0, 255, 255))
        #expect(buffer.pixel(x: 20, y: 50) == (255, 255, 255, 255))
    }

    @Test func changingTheImageRedraws() {
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 20, height: 10))
        let window = render(view)
        #expect(window.backBuffer!.pixel(x: 5, y: 5) == (255, 255, 255, 255))
        view.image = makeImage()
        window.renderIfNeeded()
        #expect(window.backBuffer!.pixel(x: 5, y: 5) == (255, 0, 0, 255))
    }
}
