import DemoSupport
import FaceItKit
import Foundation
import OpenUIKit
import PlayingCardKit
import Testing

/// The apps' icons: drawn by their own views at every size asked for, and an SVG that stays
/// vector.
@Suite("App icons")
@MainActor
struct AppIconTests {
    nonisolated static let icons = [PlayingCardIcon.appIcon, FaceItIcon.appIcon]

    @Test(arguments: icons.map(\.name))
    func everySizeIsDrawnAndNotEmpty(name: String) throws {
        let icon = try #require(Self.icons.first { $0.name == name })
        for side in AppIcon.windowIconSides + AppIcon.themeSides {
            let image = icon.image(side: side)
            let surface = image.cairoSurface
            #expect(surface.pixelWidth == side && surface.pixelHeight == side)
            // Something is drawn in the middle, the corners are transparent (a card's turned
            // corner or a disc's rim leaves them empty), and more than one colour shows.
            #expect(surface.pixel(x: side / 2, y: side / 2).a == 255, "\(name) at \(side): the middle is painted")
            #expect(surface.pixel(x: 0, y: 0).a == 0 && surface.pixel(x: side - 1, y: side - 1).a == 0,
                    "\(name) at \(side): transparent corners")
            var colours = Set<UInt32>()
            for y in stride(from: 0, to: side, by: max(1, side / 16)) {
                for x in stride(from: 0, to: side, by: max(1, side / 16)) {
                    let p = surface.pixel(x: x, y: y)
                    if p.a == 255 { colours.insert(UInt32(p.r) << 16 | UInt32(p.g) << 8 | UInt32(p.b)) }
                }
            }
            #expect(colours.count >= 3, "\(name) at \(side): \(colours.count) opaque colours")
            #expect(pngPixelSize(icon.pngData(side: side)).map { [$0.width, $0.height] } == [side, side])
        }
    }

    @Test(arguments: icons.map(\.name))
    func theSVGIsVector(name: String) throws {
        let icon = try #require(Self.icons.first { $0.name == name })
        let svg = String(decoding: try icon.svgData(), as: UTF8.self)
        #expect(svg.hasPrefix("<?xml"))
        #expect(svg.contains("width=\"\(AppIcon.scalableSide)px\"") && svg.contains("viewBox=\"0 0 256 256\""), "\(svg.prefix(300))")
        #expect(svg.contains("<path"))
        #expect(!svg.contains("<image"), "no bitmap fallback in \(name).svg")
        #expect(svg.hasSuffix("</svg>\n"))
    }

    /// A layer that fills with the copy blend mode (as a card's face does with `UIRectFill`)
    /// over an earlier layer: composited as a group it stays a path; drawn straight onto the
    /// page, cairo would have turned the SVG into one bitmap.
    @Test func aCopyFillOverAnEarlierLayerStaysVector() throws {
        let fill: AppIcon.Layer = { side in
            UIColor.white.setFill()
            UIBezierPath(ovalIn: CGRect(x: 0, y: 0, width: side, height: side)).addClip()
            UIRectFill(CGRect(x: 0, y: 0, width: side, height: side))
        }
        let background: AppIcon.Layer = { side in
            UIColor.red.setFill()
            UIRectFillUsingBlendMode(CGRect(x: 0, y: 0, width: side / 2, height: side / 2), .normal)
        }
        let layered = AppIcon(name: "layered", layers: [background, fill])
        #expect(!String(decoding: try layered.svgData(), as: UTF8.self).contains("<image"))
        let flat = AppIcon(name: "flat", layers: [{ side in background(side); fill(side) }])
        #expect(String(decoding: try flat.svgData(), as: UTF8.self).contains("<image"),
                "the same drawing in one layer does fall back to a bitmap (so the check above means something)")
        // And the copy replaced only its own layer: the red square shows outside the circle.
        let image = layered.image(side: 64)
        let corner = image.cairoSurface.pixel(x: 1, y: 1)
        #expect([corner.r, corner.g, corner.b, corner.a] == [255, 0, 0, 255])
    }

    @Test func writesTheIconThemeLayout() throws {
        let folder = try TemporaryFolder("icons")
        defer { folder.remove() }
        let written = try PlayingCardIcon.appIcon.writeThemeIcons(to: folder.url)
        #expect(written == [
            "48x48/apps/openuikit-playingcard.png", "128x128/apps/openuikit-playingcard.png",
            "256x256/apps/openuikit-playingcard.png", "scalable/apps/openuikit-playingcard.svg",
        ])
        for (path, side) in zip(written.prefix(3), AppIcon.themeSides) {
            let data = try Data(contentsOf: folder.url.appendingPathComponent(path))
            #expect(pngPixelSize(data).map { [$0.width, $0.height] } == [side, side], "\(path)")
        }
    }

    @Test func unwritableFolderIsAnErrorNamingIt() throws {
        let folder = try TemporaryFolder("icons")
        defer { folder.remove() }
        let blocker = folder.url.appendingPathComponent("file")
        try Data("x".utf8).write(to: blocker)
        let error = #expect(throws: AppIconError.self) {
            try FaceItIcon.appIcon.writeThemeIcons(to: blocker)
        }
        #expect(error?.description.contains(blocker.path) == true, "\(String(describing: error))")
        #expect(error?.description.contains("a file is in the way") == true, "\(String(describing: error))")
        #expect(error?.description.contains("permission") == false, "not Foundation's wording: \(String(describing: error))")
    }

    /// The icon the apps use is the one their command lines build.
    @Test func theAppsCarryTheirIcons() throws {
        #expect(try PlayingCardCommand.parse([]).makeApp().icon?.name == "openuikit-playingcard")
        #expect(try PlayingCardCommand.parse(["--table", "3"]).makeApp().icon?.name == "openuikit-playingcard")
        #expect(try FaceItCommand.parse([]).makeApp().icon?.name == "openuikit-faceit")
        #expect(try PlayingCardCommand.parse([]).makeApp().className == "PlayingCard")
        #expect(try FaceItCommand.parse([]).makeApp().className == "FaceIt")
    }
}

/// Where an installed app looks for its images.
@Suite("Installed layout")
struct InstalledLayoutTests {
    @Test func theAssetsAreInTheSharedFolderOfTheExecutablesPrefix() throws {
        let folder = try TemporaryFolder("layout")
        defer { folder.remove() }
        let bin = folder.url.appendingPathComponent("prefix/bin")
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        let executable = bin.appendingPathComponent("PlayingCard")
        try Data().write(to: executable)
        let expected = folder.url.appendingPathComponent("prefix/share/openuikit/assets").resolvingSymlinksInPath().path
        #expect(InstalledLayout.assetsFolder(forExecutable: executable).resolvingSymlinksInPath().path == expected)
        // Through a symbolic link elsewhere (~/bin/PlayingCard → prefix/bin/PlayingCard), still
        // the real prefix's.
        let link = folder.url.appendingPathComponent("link")
        try FileManager.default.createSymbolicLink(at: link, withDestinationURL: executable)
        #expect(InstalledLayout.assetsFolder(forExecutable: link).resolvingSymlinksInPath().path == expected)
    }

    @Test func theUsersFoldersComeFirstAndNothingElse() {
        let executable = URL(fileURLWithPath: "/opt/demo/bin/FaceIt")
        #expect(InstalledLayout.searchPaths(forExecutable: executable, environmentValue: "/a:/b").map(\.path)
            == ["/a", "/b", "/opt/demo/share/openuikit/assets"])
        #expect(InstalledLayout.searchPaths(forExecutable: executable, environmentValue: nil).map(\.path)
            == ["/opt/demo/share/openuikit/assets"])
    }

    @Test func testBuildsAreNotInstalledBuilds() {
        #expect(!InstalledLayout.isInstalledBuild)
    }
}
