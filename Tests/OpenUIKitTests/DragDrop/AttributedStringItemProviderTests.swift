import Foundation
import Testing
import UniformTypeIdentifiers
@testable import OpenUIKit

/// Attributed strings as item-provider objects, as UIKit makes them: the lectures' EmojiArt
/// drags its emoji with `NSItemProvider(object: attributedString)` and drops them with
/// `loadObjects(ofClass: NSAttributedString.self)`, and the dropped label keeps the 64-point
/// font the palette drew it in.
@Suite
@MainActor
struct AttributedStringItemProviderTests {
    /// What a load gave: the completion runs on the main queue, which this suite is on.
    struct Loaded: @unchecked Sendable {
        let object: (any NSItemProviderReading)?
        let error: (any Error)?
    }

    func load<T: NSItemProviderReading>(_ type: T.Type, from provider: NSItemProvider) async -> (T?, (any Error)?) {
        let loaded: Loaded = await withCheckedContinuation { continuation in
            provider.loadObject(ofClass: type) { object, error in
                continuation.resume(returning: Loaded(object: object, error: error))
            }
        }
        return (loaded.object as? T, loaded.error)
    }

    @Test func anAttributedStringWritesItsArchiveThenPlainText() {
        let provider = NSItemProvider(object: NSAttributedString(string: "🍎"))
        #expect(provider.registeredTypeIdentifiers == [AttributedStringArchive.typeIdentifier, UTType.utf8PlainText.identifier])
        // Other programs see the plain text only: the archive has no MIME type for XDND.
        #expect(UTType(AttributedStringArchive.typeIdentifier) == nil)
        #expect(provider.canLoadObject(ofClass: NSAttributedString.self))
        #expect(provider.canLoadObject(ofClass: NSString.self))
        #expect(!provider.canLoadObject(ofClass: UIImage.self))
    }

    @Test func fontColoursAndParagraphStyleSurviveTheTrip() async throws {
        let style = NSMutableParagraphStyle()
        style.alignment = .center
        style.lineSpacing = 3
        let string = NSMutableAttributedString(string: "😀 hi", attributes: [
            .font: UIFont.systemFont(ofSize: 64), .foregroundColor: UIColor.red, .paragraphStyle: style,
        ])
        // A second run with other attributes, past the emoji's two UTF-16 units.
        string.addAttributes([.font: UIFont.boldSystemFont(ofSize: 20), .kern: 1.5, .backgroundColor: UIColor.yellow],
                             range: NSRange(location: 3, length: 2))
        let (loaded, error) = await load(NSAttributedString.self, from: NSItemProvider(object: string))
        #expect(error == nil)
        let got = try #require(loaded)
        #expect(got.string == "😀 hi")
        let first = got.attributes(at: 0, effectiveRange: nil)
        #expect(first[.font] as? UIFont == UIFont.systemFont(ofSize: 64))
        #expect((first[.foregroundColor] as? UIColor)?.cgColor == UIColor.red.cgColor)
        #expect((first[.paragraphStyle] as? NSParagraphStyle)?.alignment == .center)
        #expect((first[.paragraphStyle] as? NSParagraphStyle)?.lineSpacing == 3)
        #expect(first[.kern] == nil)
        let second = got.attributes(at: 3, effectiveRange: nil)
        #expect(second[.font] as? UIFont == UIFont.boldSystemFont(ofSize: 20))
        #expect((second[.kern] as? NSNumber)?.doubleValue == 1.5)
        #expect((second[.backgroundColor] as? UIColor)?.cgColor == UIColor.yellow.cgColor)
    }

    @Test func aMutableAttributedStringLoadsAsItsOwnClass() async {
        let provider = NSItemProvider(object: NSAttributedString(string: "☕️", attributes: [.font: UIFont.systemFont(ofSize: 30)]))
        let (loaded, _) = await load(NSMutableAttributedString.self, from: provider)
        loaded?.append(NSAttributedString(string: "!"))
        #expect(loaded?.string == "☕️!")
    }

    @Test func plainTextFromAnotherProgramLoadsWithoutAttributes() async {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: UTType.utf8PlainText.identifier, visibility: .all) { completion in
            completion(Data("dropped text".utf8), nil)
            return nil
        }
        let (loaded, error) = await load(NSAttributedString.self, from: provider)
        #expect(error == nil)
        #expect(loaded?.string == "dropped text")
        #expect(loaded?.attributes(at: 0, effectiveRange: nil).isEmpty == true)
        // The other way: an attributed string's provider gives NSString its characters.
        let (text, _) = await load(NSString.self, from: NSItemProvider(object: NSAttributedString(string: "🎱")))
        #expect(text == "🎱")
    }

    @Test(arguments: [
        (Data("not json".utf8), "not an OpenUIKit archive"),
        (Data(#"{"version":2,"string":"a","runs":[]}"#.utf8), "version 2, not 1"),
        (Data(#"{"version":1,"string":"ab","runs":[{"location":1,"length":5,"fontSize":12}]}"#.utf8), "outside the 2 characters"),
        (Data(#"{"version":1,"string":"ab","runs":[{"location":-1,"length":1}]}"#.utf8), "outside the 2 characters"),
    ])
    func aBadArchiveIsRefusedWithItsReason(data: Data, reason: String) async {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: AttributedStringArchive.typeIdentifier, visibility: .ownProcess) { completion in
            completion(data, nil)
            return nil
        }
        let (loaded, error) = await load(NSAttributedString.self, from: provider)
        #expect(loaded == nil)
        let message = error?.localizedDescription ?? ""
        #expect(message.contains(reason), "\(message)")
    }
}
