import Foundation
import Testing
import UniformTypeIdentifiers
@testable import OpenUIKit

/// `NSItemProvider`: registering and loading data, images, text and URLs asynchronously
/// (completions on the main queue, never inside the call), and the refusals of bad data.
@Suite(.serialized)
@MainActor
struct NSItemProviderTests {
    /// A 4×3 red PNG.
    static func pngData() -> Data {
        UIGraphicsImageRenderer(size: CGSize(width: 4, height: 3)).pngData { context in
            UIColor.red.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 3))
        }
    }

    /// Loads `type` from `provider`, waiting for the main-queue completion.
    func load(_ provider: NSItemProvider, _ type: String) async -> (Data?, NSError?) {
        await withCheckedContinuation { continuation in
            provider.loadDataRepresentation(forTypeIdentifier: type) { data, error in
                continuation.resume(returning: (data, error as NSError?))
            }
        }
    }

    func loadImage(_ provider: NSItemProvider) async -> (UIImage?, NSError?) {
        await withCheckedContinuation { continuation in
            provider.loadObject(ofClass: UIImage.self) { object, error in
                continuation.resume(returning: (object as? UIImage, error as NSError?))
            }
        }
    }

    @Test func registeredDataLoadsByItsTypeAndBySupertypes() async {
        let provider = NSItemProvider()
        let bytes = Self.pngData()
        provider.registerDataRepresentation(forTypeIdentifier: UTType.png.identifier, visibility: .all) { completion in
            completion(bytes, nil)
            return nil
        }
        #expect(provider.registeredTypeIdentifiers == ["public.png"])
        #expect(provider.hasItemConformingToTypeIdentifier("public.png"))
        #expect(provider.hasItemConformingToTypeIdentifier("public.image"))
        #expect(!provider.hasItemConformingToTypeIdentifier("public.jpeg"))
        let (data, error) = await load(provider, UTType.image.identifier)
        #expect(data == bytes)
        #expect(error == nil)
    }

    @Test func theCompletionNeverRunsInsideTheCall() async {
        let provider = NSItemProvider(object: "hello" as NSString)
        var answered = false
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            provider.loadObject(ofClass: String.self) { text, _ in
                answered = true
                #expect(text == "hello")
                continuation.resume()
            }
            #expect(!answered, "the completion ran inside loadObject")
        }
        #expect(answered)
    }

    @Test func imagesTextAndURLsRoundTripThroughObjects() async throws {
        let image = try #require(UIImage(data: Self.pngData()))
        let (loaded, error) = await loadImage(NSItemProvider(object: image))
        #expect(error == nil)
        #expect(loaded?.size == CGSize(width: 4, height: 3))

        let url = try #require(URL(string: "https://example.com/a?b=c"))
        let urlProvider = NSItemProvider(object: NSURL(string: url.absoluteString)!)
        #expect(urlProvider.registeredTypeIdentifiers == ["public.url"])
        let got: URL? = await withCheckedContinuation { continuation in
            urlProvider.loadObject(ofClass: URL.self) { value, _ in continuation.resume(returning: value) }
        }
        #expect(got == url)
        #expect(NSItemProvider(object: NSURL(fileURLWithPath: "/tmp/x.png")).registeredTypeIdentifiers == ["public.file-url", "public.url"])
    }

    @Test func aURIListGivesItsFirstURLAndSkipsComments() async {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: UTType.url.identifier, visibility: .all) { completion in
            completion(Data("# dragged from a file manager\r\nfile:///tmp/a%20b.png\r\nfile:///tmp/c.png\r\n".utf8), nil)
            return nil
        }
        let got: URL? = await withCheckedContinuation { continuation in
            provider.loadObject(ofClass: URL.self) { value, _ in continuation.resume(returning: value) }
        }
        #expect(got?.path == "/tmp/a b.png")
        #expect(got?.isFileURL == true)
    }

    @Test func aMalformedURIListIsRefusedWithAMessage() async {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: UTType.url.identifier, visibility: .all) { completion in
            completion(Data("not a url at all\n".utf8), nil)
            return nil
        }
        let before = Diagnostics.warningCount()
        let result: (URL?, NSError?) = await withCheckedContinuation { continuation in
            provider.loadObject(ofClass: URL.self) { value, error in continuation.resume(returning: (value, error as NSError?)) }
        }
        #expect(result.0 == nil)
        #expect(result.1?.domain == NSItemProviderErrorDomain)
        #expect(result.1?.code == NSItemProvider.ErrorCode.unavailableCoercionError.rawValue)
        #expect(Diagnostics.warningCount() > before)
        // `contains`, not `last`: tests in other suites warn in parallel while this one waits.
        #expect(Diagnostics.recentWarnings().contains { $0.contains("is not an absolute URL") })
    }

    @Test func anImageThatDoesNotDecodeIsAnErrorNotACrash() async {
        let provider = NSItemProvider()
        var bytes = Self.pngData()
        bytes.replaceSubrange(20..<bytes.count, with: Data(repeating: 0xAB, count: bytes.count - 20))
        provider.registerDataRepresentation(forTypeIdentifier: UTType.png.identifier, visibility: .all) { completion in
            completion(bytes, nil)
            return nil
        }
        let (image, error) = await loadImage(provider)
        #expect(image == nil)
        #expect(error?.code == NSItemProvider.ErrorCode.unavailableCoercionError.rawValue)
        #expect(Diagnostics.recentWarnings().contains { $0.contains("do not make a UIImage") })
    }

    @Test func aTypeTheProviderLacksIsAnError() async {
        let provider = NSItemProvider(object: "text" as NSString)
        #expect(!provider.canLoadObject(ofClass: UIImage.self))
        let (image, error) = await loadImage(provider)
        #expect(image == nil)
        #expect(error?.code == NSItemProvider.ErrorCode.unavailableCoercionError.rawValue)
        let (data, dataError) = await load(provider, UTType.png.identifier)
        #expect(data == nil)
        #expect(dataError?.code == NSItemProvider.ErrorCode.itemUnavailableError.rawValue)
    }

    @Test func aHandlerThatAnswersTwiceIsHeardOnceAndOneThatGivesNothingIsAnError() async {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.data", visibility: .all) { completion in
            completion(Data([1]), nil)
            completion(Data([2]), nil)
            return nil
        }
        var calls = 0
        let data: Data? = await withCheckedContinuation { continuation in
            provider.loadDataRepresentation(forTypeIdentifier: "public.data") { data, _ in
                calls += 1
                continuation.resume(returning: data)
            }
        }
        #expect(data == Data([1]))
        // A later second answer would have been queued behind the first.
        await Task.yield()
        #expect(calls == 1)

        let empty = NSItemProvider()
        empty.registerDataRepresentation(forTypeIdentifier: "public.data", visibility: .all) { completion in
            completion(nil, nil)
            return nil
        }
        let (nothing, error) = await load(empty, "public.data")
        #expect(nothing == nil)
        #expect(error?.code == NSItemProvider.ErrorCode.itemUnavailableError.rawValue)
    }

    @Test func aFileProvidesItsContentsAndItsURL() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("NSItemProviderTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("red dot.png")
        try Self.pngData().write(to: file)
        let provider = try #require(NSItemProvider(contentsOf: file))
        #expect(provider.registeredTypeIdentifiers == ["public.png", "public.file-url"])
        #expect(provider.suggestedName == "red dot")
        let (image, _) = await loadImage(provider)
        #expect(image?.size == CGSize(width: 4, height: 3))
        let url: URL? = await withCheckedContinuation { continuation in
            provider.loadObject(ofClass: URL.self) { value, _ in continuation.resume(returning: value) }
        }
        #expect(url?.standardizedFileURL.path == file.standardizedFileURL.path)
        #expect(NSItemProvider(contentsOf: folder.appendingPathComponent("missing.png")) == nil)
        #expect(NSItemProvider(contentsOf: URL(string: "https://example.com/a.png")) == nil)
    }

    @Test func aOneGigabyteFileIsRefusedBeforeItIsRead() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("NSItemProviderTests-\(UUID().uuidString).png")
        #expect(FileManager.default.createFile(atPath: file.path, contents: nil))
        defer { try? FileManager.default.removeItem(at: file) }
        // A sparse file: a gigabyte long, no disk used.
        let handle = try FileHandle(forWritingTo: file)
        try handle.truncate(atOffset: 1 << 30)
        try handle.close()
        let provider = try #require(NSItemProvider(contentsOf: file))
        let (image, error) = await loadImage(provider)
        #expect(image == nil)
        #expect(error != nil)
        #expect(Diagnostics.recentWarnings().contains { $0.contains("is 1073741824 bytes, more than") })
    }

    @Test func onlyRepresentationsVisibleToAllAreOfferedToOtherPrograms() {
        let provider = NSItemProvider()
        provider.registerDataRepresentation(forTypeIdentifier: "public.png", visibility: .ownProcess) { _ in nil }
        provider.registerDataRepresentation(forTypeIdentifier: "public.utf8-plain-text", visibility: .all) { _ in nil }
        #expect(provider.registeredTypeIdentifiers == ["public.png", "public.utf8-plain-text"])
        #expect(provider.typeIdentifiersVisibleToOtherPrograms == ["public.utf8-plain-text"])
    }
}
