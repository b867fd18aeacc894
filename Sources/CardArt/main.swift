import Foundation
import OpenUIKit

// Writes the playing-card art that `UIImage(named:)` loads: a portrait for each court card
// (J, Q, K of every suit, named rank + suit symbol, e.g. "K♥") and the card back
// ("cardback"), each at every requested scale, drawn at that scale rather than upscaled.
//
//   swift run CardArt [--output DIR] [--scales 1,2,3] [--width PT --height PT] [--back-width PT --back-height PT]
//
// Exit status: 0 on success, 1 if a file could not be written, 2 for bad arguments.

/// A line on standard error.
func printError(_ message: String) {
    FileHandle.standardError.write(Data(("CardArt: " + message + "\n").utf8))
}

let options: CardArtOptions
do {
    options = try CardArtOptions.parse(Array(CommandLine.arguments.dropFirst()))
} catch {
    printError("\(error)")
    FileHandle.standardError.write(Data(("\n" + CardArtOptions.usage + "\n").utf8))
    exit(2)
}
if options.showsHelp {
    print(CardArtOptions.usage)
    exit(0)
}

/// The package's `assets` folder, found from this source file's location at build time
/// (Sources/CardArt/main.swift → the package root), the same folder `UIImage(named:)`
/// searches when an app runs from the package.
let packageAssets = URL(fileURLWithPath: #filePath)
    .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
    .appendingPathComponent("assets", isDirectory: true)

let outputDirectory: URL
if let chosen = options.outputDirectory {
    outputDirectory = chosen
    do {
        try FileManager.default.createDirectory(at: chosen, withIntermediateDirectories: true)
    } catch {
        printError("cannot create the folder \(chosen.path): \(error.localizedDescription)")
        exit(1)
    }
} else {
    var isDirectory: ObjCBool = false
    guard FileManager.default.fileExists(atPath: packageAssets.path, isDirectory: &isDirectory), isDirectory.boolValue else {
        printError("the package's assets folder \(packageAssets.path) is missing (was the tool moved?); pass --output DIR")
        exit(1)
    }
    outputDirectory = packageAssets
}

/// Renders one image at `scale` pixels per point and writes it as NAME.png or NAME@Nx.png.
/// An `opaque` image has no alpha channel, which makes its PNG smaller. Returns false, after
/// saying why, if the file could not be written.
@MainActor
func write(name: String, size: CGSize, scale: Int, opaque: Bool, draw: (CGRect) -> Void) -> Bool {
    let format = UIGraphicsImageRendererFormat()
    format.scale = CGFloat(scale)
    format.opaque = opaque
    let data = UIGraphicsImageRenderer(size: size, format: format).pngData { _ in
        draw(CGRect(origin: .zero, size: size))
    }
    let fileName = name + (scale == 1 ? "" : "@\(scale)x") + ".png"
    let url = outputDirectory.appendingPathComponent(fileName)
    guard !data.isEmpty else {
        printError("could not encode \(fileName)")
        return false
    }
    do {
        try data.write(to: url, options: .atomic)
    } catch {
        printError("cannot write \(url.path): \(error.localizedDescription)")
        return false
    }
    print("wrote \(fileName) (\(Int((size.width * CGFloat(scale)).rounded(.up)))×\(Int((size.height * CGFloat(scale)).rounded(.up))) px, \(data.count) bytes)")
    return true
}

var succeeded = true
for suit in SuitSymbol.allCases {
    for rank in CourtRank.allCases {
        let artist = FaceCardArtist(rank: rank, suit: suit)
        for scale in options.scales {
            // Portraits paint white paper over their whole rect, so they need no alpha.
            succeeded = write(name: rank.rawValue + suit.rawValue, size: options.faceSize, scale: scale, opaque: true) {
                artist.draw(in: $0)
            } && succeeded
        }
    }
}
let backArtist = CardBackArtist()
for scale in options.scales {
    // The back keeps its alpha: it is transparent outside its rounded corners.
    succeeded = write(name: "cardback", size: options.backSize, scale: scale, opaque: false) {
        backArtist.draw(in: $0)
    } && succeeded
}
exit(succeeded ? 0 : 1)
