import Foundation
import Testing
import UniformTypeIdentifiers
@testable import OpenUIKit

/// What a drag out of the app offers another program (`ExternalDragOffer`): X11 drag and
/// drop carries one selection, so several URLs go together as one `text/uri-list` (RFC 2483
/// and the freedesktop conventions: one URL a line, each line ended by CRLF); any other mix
/// offers the first item only.
@Suite(.serialized)
@MainActor
struct ExternalDragOfferTests {
    func item(_ url: String) -> UIDragItem {
        UIDragItem(itemProvider: NSItemProvider(object: URL(string: url)! as NSURL))
    }

    func item(text: String) -> UIDragItem {
        UIDragItem(itemProvider: NSItemProvider(object: text as NSString))
    }

    /// Loads `representation`, waiting for its main-queue completion.
    func load(_ representation: ExternalDragOffer.Representation) async -> Data? {
        await withCheckedContinuation { continuation in
            representation.load { continuation.resume(returning: $0) }
        }
    }

    @Test func aURIListHasOneURLALineEachEndedByCRLF() {
        let list = ExternalDragOffer.uriList([URL(string: "file:///home/a.txt")!, URL(string: "https://example.org/b")!])
        #expect(list == Data("file:///home/a.txt\r\nhttps://example.org/b\r\n".utf8))
    }

    @Test func threeFileURLsAreOfferedTogetherAsOneURIList() async throws {
        let offer = try #require(ExternalDragOffer(items: [item("file:///home/a.txt"), item("file:///home/b%20c.png"),
                                                           item("file:///srv/d")]))
        #expect(offer.itemCount == 3)
        #expect(offer.representations.map(\.typeIdentifier) == [UTType.url.identifier])
        #expect(UTType.url.preferredMIMEType == "text/uri-list")
        let data = await load(offer.representations[0])
        #expect(data.map { String(decoding: $0, as: UTF8.self) } == "file:///home/a.txt\r\nfile:///home/b%20c.png\r\nfile:///srv/d\r\n")
        // What the app's own drop target reads back from such a list: every URL, in order.
        #expect(try ItemProviderDecoding.urls(from: try #require(data)).map(\.path) == ["/home/a.txt", "/home/b c.png", "/srv/d"])
    }

    @Test func webAndFileURLsGoTogetherToo() async throws {
        let offer = try #require(ExternalDragOffer(items: [item("https://example.org/"), item("file:///home/a.txt")]))
        #expect(offer.itemCount == 2)
        let data = await load(offer.representations[0])
        #expect(data == Data("https://example.org/\r\nfile:///home/a.txt\r\n".utf8))
    }

    @Test func aMixOffersOnlyTheFirstItemsTypes() async throws {
        let textFirst = try #require(ExternalDragOffer(items: [item(text: "hello"), item("file:///home/a.txt")]))
        #expect(textFirst.itemCount == 1)
        #expect(!textFirst.representations.contains { $0.typeIdentifier == UTType.url.identifier })
        let text = try #require(textFirst.representations.first { UTType($0.typeIdentifier)?.conforms(to: .plainText) == true })
        #expect(await load(text) == Data("hello".utf8))

        // A URL first is offered as a list of one, still ended by CRLF.
        let urlFirst = try #require(ExternalDragOffer(items: [item("file:///home/a.txt"), item(text: "hello")]))
        #expect(urlFirst.itemCount == 1)
        #expect(urlFirst.representations.map(\.typeIdentifier) == [UTType.url.identifier])
        #expect(await load(urlFirst.representations[0]) == Data("file:///home/a.txt\r\n".utf8))
    }

    @Test func itemsOtherProgramsMayNotLoadOfferNothing() {
        let provider = NSItemProvider()
        provider.registerObject(URL(string: "file:///secret")! as NSURL, visibility: .ownProcess)
        #expect(ExternalDragOffer(items: [UIDragItem(itemProvider: provider)]) == nil)
        #expect(ExternalDragOffer(items: []) == nil)
    }

    @Test func aURLThatIsNotOneIsLeftOutOfTheListWithAWarning() async throws {
        let bad = NSItemProvider()
        bad.registerDataRepresentation(forTypeIdentifier: UTType.url.identifier, visibility: .all) { completion in
            completion(Data("not a url\u{1}".utf8), nil)
            return nil
        }
        let offer = try #require(ExternalDragOffer(items: [item("file:///home/a.txt"), UIDragItem(itemProvider: bad)]))
        #expect(offer.itemCount == 2)
        #expect(await load(offer.representations[0]) == Data("file:///home/a.txt\r\n".utf8))
    }
}
