import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// The storyboard canvas drawing the FaceItEmotions fixture's storyboard with the classes
/// of `FaceItEmotionsStoryboardClasses.swift` (its `FaceView` designable, orange on the
/// canvas only), as `<App> --preview DIR` does.
@Suite("StoryboardCanvasRenderer", .serialized)
@MainActor
struct StoryboardCanvasRendererTests {
    init() {
        NibObjectKind.extraModuleNames = ["OpenUIKitTests"]
    }

    func render(appFolder: URL?) throws -> (code: Int32, folder: URL) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("canvas-\(UUID().uuidString)")
        let renderer = StoryboardCanvasRenderer(outputFolder: folder.path, scale: nil, moduleName: "OpenUIKitTests",
                                                appName: "FaceItEmotions", appFolder: appFolder)
        return (renderer.run(), folder)
    }

    /// Whether a pixel is the face's orange (255, 128, 0) or its runtime blue (0, 0, 255).
    static func isOrange(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
        pixel.r > 220 && (100...160).contains(pixel.g) && pixel.b < 40
    }

    static func isBlue(_ pixel: (r: UInt8, g: UInt8, b: UInt8, a: UInt8)) -> Bool {
        pixel.b > 220 && pixel.r < 40 && pixel.g < 40
    }

    @Test func everySceneIsDrawnAtItsDesignedSizeWithTheDesignableFacePrepared() throws {
        let (code, folder) = try render(appFolder: StoryboardFaceItEmotionsTests.appFolder)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(code == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
        #expect(files == ["Main-Emotions.png", "Main-FaceViewController.png", "Main-UINavigationController-DNv-sc-001.png",
                          "Main-UINavigationController-MNv-sc-001.png", "Main-UISplitViewController.png"])
        let split = try #require(ReferenceImage.loadPNG(folder.appendingPathComponent("Main-UISplitViewController.png").path))
        #expect((split.pixelWidth, split.pixelHeight) == (1024, 768))
        let face = try #require(ReferenceImage.loadPNG(folder.appendingPathComponent("Main-FaceViewController.png").path))
        // 703.5 points wide, drawn at 1 pixel per point.
        #expect((703...704).contains(face.pixelWidth) && face.pixelHeight == 768)
        // Across the face's middle: the skull's two sides, orange, since the canvas called
        // prepareForInterfaceBuilder() after the inspector had set the colour blue.
        let row = 768 / 2 + 35
        let pixels = (0..<face.pixelWidth).map { face.pixel(x: $0, y: row) }
        #expect(pixels.filter(Self.isOrange).count >= 2 * 4, "no orange skull across row \(row)")
        #expect(!pixels.contains(where: Self.isBlue), "the face is blue: prepareForInterfaceBuilder() ran before the inspector's values, or not at all")
        // The split view's canvas holds the same designable face, prepared too.
        let splitRow = (0..<split.pixelWidth).map { split.pixel(x: $0, y: row) }
        #expect(splitRow.filter(Self.isOrange).count >= 2 * 4)
    }

    @Test func aSceneThatCannotBeMadeFailsTheRunAndTheOthersAreStillDrawn() throws {
        let app = FileManager.default.temporaryDirectory.appendingPathComponent("canvas-app-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: app) }
        try FileManager.default.createDirectory(at: app, withIntermediateDirectories: true)
        let scenes = [("s1", #"<viewController id="c1" customClass="CanvasRefusingController" sceneMemberID="viewController"/>"#),
                      ("s2", #"<viewController storyboardIdentifier="Fine" id="c2" sceneMemberID="viewController"><view key="view" id="v2"><rect key="frame" x="0.0" y="0.0" width="200" height="100"/><color key="backgroundColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/></view></viewController>"#)]
        let text = """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="14490.70" targetRuntime="iOS.CocoaTouch">
            <scenes>\(scenes.map { "<scene sceneID=\"\($0.0)\"><objects>\($0.1)</objects></scene>" }.joined())</scenes>
            </document>
            """
        try Data(text.utf8).write(to: app.appendingPathComponent("Cards.storyboard"))
        let (code, folder) = try render(appFolder: app)
        defer { try? FileManager.default.removeItem(at: folder) }
        #expect(code == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.path) == ["Cards-Fine.png"])
        let fine = try #require(ReferenceImage.loadPNG(folder.appendingPathComponent("Cards-Fine.png").path))
        #expect((fine.pixelWidth, fine.pixelHeight) == (200, 100))
        #expect(fine.pixel(x: 100, y: 50) == (255, 0, 0, 255))
    }

    @Test func withoutAnAppFolderNothingIsDrawnAndTheRunFails() throws {
        let (code, folder) = try render(appFolder: nil)
        #expect(code == 1)
        #expect(!FileManager.default.fileExists(atPath: folder.path))
    }

    @Test func onlyTheBaseLocalizationsStoryboardsAreFound() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("canvas-find-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        for file in ["Base.lproj/Main.storyboard", "fr.lproj/Main.storyboard", "Views/Cards.storyboard", ".hidden/Old.storyboard", "Info.plist"] {
            let url = folder.appendingPathComponent(file)
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data().write(to: url)
        }
        let found = StoryboardCanvasRenderer.storyboards(under: folder.path).map { String($0.dropFirst(folder.path.count + 1)) }
        #expect(found == ["Base.lproj/Main.storyboard", "Views/Cards.storyboard"])
    }
}

/// A controller whose `init(coder:)` refuses, as a custom one may.
final class CanvasRefusingController: UIViewController {
    required init?(coder: NSCoder) {
        return nil
    }
}
