import Foundation

/// An image set of an asset catalog (`NAME.imageset`): its filled slots, by scale, idiom and
/// appearance.
///
/// Choosing, as Xcode's compiled catalog does for an iPad (what `UIDevice` is): `ipad` slots
/// are preferred to `universal` ones at the same scale; with a dark `userInterfaceStyle` a
/// slot for the dark appearance is preferred to the plain one. Every filled scale is kept,
/// so the image describes itself by, and draws with, the variant nearest the scale wanted
/// (see `UIImage`). A bitmap slot without a scale is a 1x image. A slot without a file does
/// not exist.
///
/// Vectors (`.pdf`, `.svg`; SVG since Xcode 12) mean what Xcode's asset compiler makes of
/// them. A vector slot without a scale ("Single Scale") stands for 1x, 2x and 3x bitmaps of
/// the vector at its own size in points, each drawn when first needed, so an image wanted at
/// scale 3 is drawn from the vector rather than enlarged; a slot with a scale wins over it at
/// that scale. A vector in a slot with a scale ("Individual Scales") is drawn at that scale.
/// With `preserves-vector-representation` ("Preserve Vector Data") the image also keeps the
/// vector, and draws from it wherever it is shown at a scale none of its bitmaps has (an
/// image view larger than the image); without it, it is bitmaps only and scales up blurred,
/// as on iOS.
struct AssetImageSet {
    /// One filled slot.
    struct Slot: Equatable {
        /// The image file.
        var path: String
        /// Pixels per point (`1x`, `2x`, `3x`; 1 when a bitmap slot has no scale); nil for a
        /// vector slot without a scale, which serves every scale.
        var scale: CGFloat?
        /// `universal`, `ipad`, `iphone`, …
        var idiom: String
        /// Whether the slot is for the dark appearance.
        var isDark: Bool
        /// Whether the file is a vector (PDF or SVG).
        var isVector = false
    }

    /// One file to use, at one scale.
    struct File: Equatable {
        /// The image file.
        var path: String
        /// Pixels per point.
        var scale: CGFloat
        /// Whether the file is a vector, drawn at `scale`.
        var isVector: Bool
    }

    /// The scales a single-scale vector is drawn at: the ones Xcode's asset compiler makes
    /// for iOS.
    static let vectorScales: [CGFloat] = [1, 2, 3]

    /// The set's folder.
    let folder: URL
    /// Every filled slot that can be used here.
    let slots: [Slot]
    /// How views that tint images draw this set's image: Xcode's "Render As" setting
    /// (`template-rendering-intent` in the set's properties: `template`, `original`, or
    /// absent for the default).
    let renderingMode: UIImage.RenderingMode
    /// Whether a vector's image keeps the vector for drawing at other sizes (Xcode's
    /// "Preserve Vector Data", `preserves-vector-representation` in the set's properties).
    let preservesVectorRepresentation: Bool

    /// The idioms used here, most preferred first: an iPad's, then any device's, then (as an
    /// iPhone app on an iPad) the iPhone's.
    static let idiomPreference = ["ipad", "universal", "iphone"]

    /// The set in `folder` described by `contents` (its `Contents.json`); nil, with one
    /// message, when it lists no usable images.
    init?(folder: URL, contents: [String: Any]) {
        self.folder = folder
        var slots: [Slot] = []
        // A slot skipped with a message already explains an empty set.
        var reported = false
        func skip(_ message: String, key: String) {
            Diagnostics.warn(message, once: key)
            reported = true
        }
        for entry in contents["images"] as? [[String: Any]] ?? [] {
            guard let filename = entry["filename"] as? String else { continue }
            let idiom = entry["idiom"] as? String ?? "universal"
            guard AssetImageSet.idiomPreference.contains(idiom) else { continue }
            guard !filename.contains("/"), !filename.hasPrefix(".") else {
                skip("image set \(folder.path): the file name \"\(filename)\" leaves the set's folder; skipped", key: "AssetImageSet.\(folder.path).\(filename)")
                continue
            }
            let path = folder.appendingPathComponent(filename).path
            let isVector = VectorImageSource.isVectorFileName(filename)
            guard FileManager.default.fileExists(atPath: path) else {
                skip("image set \(folder.path): its Contents.json names \(filename), which is missing", key: "AssetImageSet.missing.\(path)")
                continue
            }
            var scale: CGFloat?
            if let scaleText = (entry["scale"] as? String)?.lowercased() ?? (isVector ? nil : "1x") {
                guard scaleText.hasSuffix("x"), let value = Double(scaleText.dropLast()), value.isFinite, value > 0, value <= 4 else {
                    skip("image set \(folder.path): \(filename) has the scale \"\(scaleText)\", which is not 1x, 2x or 3x; skipped", key: "AssetImageSet.scale.\(path)")
                    continue
                }
                scale = CGFloat(value)
            }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let isDark = appearances.contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }
            // High-contrast slots need a trait this library does not have.
            let isHighContrast = appearances.contains { $0["appearance"] as? String == "contrast" }
            guard !isHighContrast else { continue }
            slots.append(Slot(path: path, scale: scale, idiom: idiom, isDark: isDark, isVector: isVector))
        }
        guard !slots.isEmpty else {
            if !reported { Diagnostics.warn("image set \(folder.path) has no image files that can be used", once: "AssetImageSet.empty.\(folder.path)") }
            return nil
        }
        self.slots = slots
        let properties = contents["properties"] as? [String: Any]
        switch properties?["template-rendering-intent"] as? String {
        case "template": renderingMode = .alwaysTemplate
        case "original": renderingMode = .alwaysOriginal
        default: renderingMode = .automatic
        }
        preservesVectorRepresentation = properties?["preserves-vector-representation"] as? Bool ?? false
    }

    /// The files to use, one per scale, ascending: for each scale the slot of the most
    /// preferred idiom, the dark one first when `dark`; a slot made for the scale before a
    /// single-scale vector of the same rank.
    func files(dark: Bool) -> [File] {
        var chosen: [CGFloat: (file: File, rank: Int)] = [:]
        for slot in slots {
            // A single-scale vector ranks just behind a slot of the same appearance and idiom.
            let rank = rank(slot, dark: dark) * 2 + (slot.scale == nil ? 1 : 0)
            for scale in slot.scale.map({ [$0] }) ?? AssetImageSet.vectorScales {
                if let current = chosen[scale], current.rank <= rank { continue }
                chosen[scale] = (File(path: slot.path, scale: scale, isVector: slot.isVector), rank)
            }
        }
        return chosen.values.map(\.file).sorted { $0.scale < $1.scale }
    }

    /// Lower is better: the appearance first, then the idiom.
    private func rank(_ slot: Slot, dark: Bool) -> Int {
        let appearance = slot.isDark == dark ? 0 : (slot.isDark ? 20 : 10)
        return appearance + (AssetImageSet.idiomPreference.firstIndex(of: slot.idiom) ?? 9)
    }
}
