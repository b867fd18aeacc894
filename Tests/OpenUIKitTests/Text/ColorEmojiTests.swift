import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// Emoji draw in colour, as on iOS: Pango falls back to the colour emoji font that
/// scripts/setup.sh installs (Debian's fonts-noto-color-emoji) for characters the text font
/// lacks or that ask for emoji presentation.
@MainActor
@Suite struct ColorEmojiTests {
    /// The colour emoji font's family, as fontconfig names it.
    nonisolated static let emojiFamily = "Noto Color Emoji"

    /// Whether fontconfig knows the family (asked of `fc-list`, which reads the same
    /// configuration Pango does).
    nonisolated static let emojiFontIsInstalled: Bool = {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/fc-list")
        process.arguments = [":family=\(emojiFamily)", "family"]
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return false }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self).contains(emojiFamily)
    }()

    @Test(.enabled(if: ColorEmojiTests.emojiFontIsInstalled,
                   "the colour emoji font (Debian fonts-noto-color-emoji, which scripts/setup.sh installs) is not installed"),
          arguments: ["♥️", "🃏"])
    func emojiDrawInColour(_ text: String) {
        let size = CGSize(width: 48, height: 48)
        let image = UIGraphicsImageRenderer(size: size).image { _ in
            UIColor.white.setFill()
            UIRectFill(CGRect(origin: .zero, size: size))
            // Black text: whatever is not grey came from the emoji font's own colours.
            text.draw(at: CGPoint(x: 4, y: 4), withAttributes: [.font: UIFont.systemFont(ofSize: 32), .foregroundColor: UIColor.black])
        }
        let surface = image.cairoSurface
        var colouredPixels = 0
        for y in 0..<surface.pixelHeight {
            for x in 0..<surface.pixelWidth {
                let p = surface.pixel(x: x, y: y)
                let channels = [Int(p.r), Int(p.g), Int(p.b)]
                // Anti-aliased black on white stays grey; an emoji's red or yellow does not.
                if channels.max()! - channels.min()! > 60 { colouredPixels += 1 }
            }
        }
        #expect(colouredPixels > 20, "\(text) drew \(colouredPixels) coloured pixels")
    }
}
