import Foundation
import OpenUIKit
import Testing

@MainActor
@Suite struct UIColorTests {
    @Test func rgbaComponentsRoundTrip() {
        var r: CGFloat = 0, g: CGFloat = 0, b: CGFloat = 0, a: CGFloat = 0
        UIColor(red: 0.2, green: 0.4, blue: 0.6, alpha: 0.8).getRed(&r, green: &g, blue: &b, alpha: &a)
        #expect(r == 0.2 && g == 0.4 && b == 0.6 && a == 0.8)
    }

    @Test(arguments: [
        (0.0, 1.0, 1.0, 1.0, 0.0, 0.0),
        (1.0 / 3.0, 1.0, 1.0, 0.0, 1.0, 0.0),
        (2.0 / 3.0, 1.0, 1.0, 0.0, 0.0, 1.0),
        (0.5, 0.5, 0.8, 0.4, 0.8, 0.8),
    ])
    func hsbConvertsBothWays(h: Double, s: Double, v: Double, r: Double, g: Double, b: Double) {
        let color = UIColor(hue: h, saturation: s, brightness: v, alpha: 1)
        #expect(abs(color.red - r) < 1e-9 && abs(color.green - g) < 1e-9 && abs(color.blue - b) < 1e-9)
        var hue: CGFloat = 0, sat: CGFloat = 0, bri: CGFloat = 0, alpha: CGFloat = 0
        color.getHue(&hue, saturation: &sat, brightness: &bri, alpha: &alpha)
        #expect(abs(hue - h) < 1e-9 && abs(sat - s) < 1e-9 && abs(bri - v) < 1e-9 && alpha == 1)
    }

    @Test func whiteAndAlpha() {
        var w: CGFloat = 0, a: CGFloat = 0
        UIColor(white: 0.25, alpha: 0.5).getWhite(&w, alpha: &a)
        #expect(abs(w - 0.25) < 1e-9 && a == 0.5)
        #expect(UIColor.red.withAlphaComponent(0.3).alpha == 0.3)
        #expect(UIColor.red.withAlphaComponent(0.3).red == 1)
    }

    @Test func outOfRangeAndNaNComponentsAreClamped() {
        let warningsBefore = Diagnostics.warningCount()
        let c = UIColor(red: 2, green: -1, blue: .nan, alpha: 7)
        #expect(c.red == 1 && c.green == 0 && c.blue == 0 && c.alpha == 1)
        #expect(Diagnostics.warningCount() > warningsBefore)
        #expect(Diagnostics.recentWarnings().contains("a colour component of nan was replaced by 0"))
    }

    @Test func namedColoursHaveUIKitValues() {
        #expect(UIColor.darkGray == UIColor(white: 1.0 / 3.0, alpha: 1))
        #expect(UIColor.orange == UIColor(red: 1, green: 0.5, blue: 0, alpha: 1))
        #expect(UIColor.clear.alpha == 0)
        #expect(UIColor.systemBlue == UIColor(red: 0, green: 122.0 / 255, blue: 1, alpha: 1))
    }
}
