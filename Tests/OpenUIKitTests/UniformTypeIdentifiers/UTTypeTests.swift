import Foundation
import Testing
import UniformTypeIdentifiers

/// `UTType`: identifiers, MIME types both ways and conformance, with the values of Apple's
/// "System-declared uniform type identifiers" and the MIME names X11 drag and drop uses.
@Suite struct UTTypeTests {
    @Test func theSystemTypesHaveApplesIdentifiers() {
        #expect(UTType.png.identifier == "public.png")
        #expect(UTType.jpeg.identifier == "public.jpeg")
        #expect(UTType.image.identifier == "public.image")
        #expect(UTType.plainText.identifier == "public.plain-text")
        #expect(UTType.utf8PlainText.identifier == "public.utf8-plain-text")
        #expect(UTType.url.identifier == "public.url")
        #expect(UTType.fileURL.identifier == "public.file-url")
        #expect(UTType.data.identifier == "public.data")
    }

    @Test func jsonIsTextSavedWithTheJSONExtension() {
        #expect(UTType.json.identifier == "public.json")
        #expect(UTType(filenameExtension: "JSON") == .json)
        #expect(UTType.json.preferredMIMEType == "application/json")
        #expect(UTType.json.conforms(to: .text) && UTType.json.conforms(to: .data))
    }

    @Test(arguments: [("image/png", "public.png"), ("image/jpeg", "public.jpeg"), ("IMAGE/JPG", "public.jpeg"),
                      ("text/plain;charset=utf-8", "public.utf8-plain-text"), ("text/plain; charset=UTF-8", "public.utf8-plain-text"),
                      ("text/plain", "public.plain-text"), ("text/uri-list", "public.url"),
                      ("application/octet-stream", "public.data")])
    func mimeTypesMapToTypes(mime: String, identifier: String) {
        #expect(UTType(mimeType: mime)?.identifier == identifier)
    }

    @Test func typesMapBackToTheirPreferredMIMEType() {
        #expect(UTType.png.preferredMIMEType == "image/png")
        #expect(UTType.jpeg.preferredMIMEType == "image/jpeg")
        #expect(UTType.utf8PlainText.preferredMIMEType == "text/plain;charset=utf-8")
        #expect(UTType.url.preferredMIMEType == "text/uri-list")
        #expect(UTType.fileURL.preferredMIMEType == nil)
        #expect(UTType.image.preferredMIMEType == nil)
    }

    @Test func anUnknownMIMETypeRoundTripsThroughADynamicType() throws {
        let type = try #require(UTType(mimeType: "application/x-openuikit-test"))
        #expect(type.isDynamic)
        #expect(!type.isDeclared)
        #expect(type.preferredMIMEType == "application/x-openuikit-test")
        #expect(type.conforms(to: .data))
        #expect(UTType(type.identifier) == type)
    }

    @Test(arguments: ["", "png", "image/", "/png", "image/png/x", "image/p ng", "text/\u{0}plain"])
    func aStringThatIsNotAMIMETypeMakesNoType(mime: String) {
        #expect(UTType(mimeType: mime) == nil)
    }

    @Test func conformanceFollowsTheHierarchy() {
        #expect(UTType.png.conforms(to: .image))
        #expect(UTType.png.conforms(to: .data))
        #expect(UTType.png.conforms(to: .item))
        #expect(!UTType.png.conforms(to: .jpeg))
        #expect(UTType.utf8PlainText.conforms(to: .plainText))
        #expect(UTType.utf8PlainText.conforms(to: .text))
        #expect(UTType.fileURL.conforms(to: .url))
        #expect(!UTType.url.conforms(to: .fileURL))
        #expect(UTType.image.isSupertype(of: .jpeg))
        #expect(UTType.jpeg.isSubtype(of: .image))
        #expect(!UTType.image.isSubtype(of: .image))
    }

    @Test func unknownIdentifiersMakeNoTypeAndExtensionsFindTheirs() {
        #expect(UTType("com.example.nothing") == nil)
        #expect(UTType("public.png") == .png)
        #expect(UTType(filenameExtension: "PNG") == .png)
        #expect(UTType(filenameExtension: "jpg") == .jpeg)
        #expect(UTType(filenameExtension: "xyz") == nil)
        #expect(UTType.jpeg.preferredFilenameExtension == "jpeg")
    }
}
