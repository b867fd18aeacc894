import Foundation
import OpenUIKit
import Testing

@Suite struct UIFontTests {
    /// Every rendering test relies on this: the system font must really be DejaVu Sans, as
    /// loaded by fontconfig, not a substitute.
    @Test func systemFontIsPinnedToDejaVuSans() {
        let font = UIFont.systemFont(ofSize: 17)
        #expect(font.familyName == "DejaVu Sans")
        #expect(font.fontName == "DejaVu Sans")
        #expect(UIFont.boldSystemFont(ofSize: 17).fontName == "DejaVu Sans Bold")
        #expect(UIFont.italicSystemFont(ofSize: 17).fontName == "DejaVu Sans Oblique")
        #expect(UIFont.monospacedSystemFont(ofSize: 17, weight: .regular).familyName == "DejaVu Sans Mono")
    }

    @Test func weightsMapToTheNearestInstalledFace() {
        #expect(UIFont.systemFont(ofSize: 12, weight: .semibold).fontName == "DejaVu Sans Bold")
        #expect(UIFont.systemFont(ofSize: 12, weight: .black).fontName == "DejaVu Sans Bold")
        #expect(UIFont.systemFont(ofSize: 12, weight: .medium).fontName == "DejaVu Sans")
        #expect(UIFont.systemFont(ofSize: 12, weight: .ultraLight).familyName == "DejaVu Sans")
        #expect(UIFont.Weight.bold.rawValue == 0.4)
        #expect(UIFont.Weight.ultraLight < UIFont.Weight.thin)
    }

    @Test func metricsScaleWithSizeAndMatchUIKitSigns() {
        let font = UIFont.systemFont(ofSize: 20)
        #expect(font.pointSize == 20)
        #expect(font.ascender > 0)
        #expect(font.descender < 0)
        #expect(font.lineHeight > font.pointSize)
        #expect(abs(font.lineHeight - (font.ascender - font.descender + font.leading)) < 1e-9)
        #expect(font.leading >= 0)
        #expect(font.capHeight > font.xHeight)
        #expect(font.xHeight > 0)
        #expect(font.capHeight < font.ascender)
        // DejaVu Sans: cap height 0.729 em, x height 0.547 em (from its design).
        #expect(abs(font.capHeight - 0.729 * 20) < 0.1)
        #expect(abs(font.xHeight - 0.547 * 20) < 0.2)

        let doubled = font.withSize(40)
        #expect(doubled.pointSize == 40)
        #expect(doubled.fontName == font.fontName)
        #expect(abs(doubled.lineHeight - 2 * font.lineHeight) < 1e-6)
        #expect(abs(doubled.ascender - 2 * font.ascender) < 1e-6)
    }

    @Test func unusableSizesClampToZero() {
        for size in [0, -5, CGFloat.nan, -CGFloat.infinity] {
            let font = UIFont.systemFont(ofSize: size)
            #expect(font.pointSize == 0)
            #expect(font.lineHeight == 0)
        }
        #expect(UIFont.systemFont(ofSize: .infinity).pointSize == UIFont.maximumPointSize)
        #expect(UIFont.systemFont(ofSize: 1e9).pointSize == UIFont.maximumPointSize)
    }

    @Test func namedFontsResolveOnlyWhenInstalled() throws {
        let serif = try #require(UIFont(name: "DejaVu Serif", size: 14))
        #expect(serif.familyName == "DejaVu Serif")
        #expect(serif.pointSize == 14)
        let boldSerif = try #require(UIFont(name: "DejaVu Serif Bold", size: 14))
        #expect(boldSerif.fontName == "DejaVu Serif Bold")
        #expect(UIFont(name: "dejavu sans mono", size: 10)?.familyName == "DejaVu Sans Mono")
        #expect(UIFont(name: "No Such Family Anywhere", size: 14) == nil)
        #expect(UIFont(name: "", size: 14) == nil)
    }

    @Test func equalityIsFaceAndSize() {
        #expect(UIFont.systemFont(ofSize: 12) == UIFont.systemFont(ofSize: 12))
        #expect(UIFont.systemFont(ofSize: 12) != UIFont.boldSystemFont(ofSize: 12))
        #expect(UIFont.systemFont(ofSize: 12) != UIFont.systemFont(ofSize: 13))
        #expect(Set([UIFont.systemFont(ofSize: 12), UIFont.systemFont(ofSize: 12)]).count == 1)
    }

    @Test func preferredFontSizesAtAnExplicitCategory() {
        let expected: [(UIFont.TextStyle, CGFloat)] = [
            (.largeTitle, 34), (.title1, 28), (.title2, 22), (.title3, 20), (.headline, 17), (.body, 17),
            (.callout, 16), (.subheadline, 15), (.footnote, 13), (.caption1, 12), (.caption2, 11),
        ]
        for (style, size) in expected {
            #expect(UIFont.preferredFont(forTextStyle: style, contentSizeCategory: .large).pointSize == size)
        }
        #expect(UIFont.preferredFont(forTextStyle: .headline, contentSizeCategory: .large).fontName == "DejaVu Sans Bold")
        #expect(UIFont.preferredFont(forTextStyle: .body, contentSizeCategory: .extraLarge).pointSize == 19)
        #expect(UIFont.preferredFont(forTextStyle: .body, contentSizeCategory: .accessibilityExtraExtraExtraLarge).pointSize == 53)
        let title = UIFont.preferredFont(forTextStyle: .title1, contentSizeCategory: .extraSmall).pointSize
        #expect(abs(title - 28 * 14 / 17) < 1e-9)
    }

    @Test func fontsAreUsableFromAnyThread() async {
        let sizes = await withTaskGroup(of: CGFloat.self) { group in
            for size in 1...8 {
                group.addTask { UIFont.systemFont(ofSize: CGFloat(size), weight: .bold).lineHeight }
            }
            return await group.reduce(into: [CGFloat]()) { $0.append($1) }
        }
        #expect(sizes.count == 8 && sizes.allSatisfy { $0 > 0 })
    }
}
