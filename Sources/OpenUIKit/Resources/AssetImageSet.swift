import Foundation

/// An image set of an asset catalog (`NAME.imageset`): its filled slots, by scale, idiom and
/// appearance.
///
/// Choosing, as Xcode's compiled catalog does for an iPad (what `UIDevice` is): `ipad` slots
/// are preferred to `universal` ones at the same scale; with a dark `userInterfaceStyle` a
/// slot for the dark appearance is preferred to the plain one. Every filled scale is kept,
/// so the image describes itself by, and draws with, the variant nearest the scale wanted
/// (see `UIImage`). A slot without a scale is a 1x image. A slot without a file does not
/// exist. PDF and SVG files are not drawn: they are reported and skipped.
struct AssetImageSet {
    /// One filled slot.
    struct Slot: Equatable {
        /// The image file.
        var path: String
        /// Pixels per point (`1x`, `2x`, `3x`; 1 when the slot has no scale).
        var scale: CGFloat
        /// `universal`, `ipad`, `iphone`, …
        var idiom: String
        /// Whether the slot is for the dark appearance.
        var isDark: Bool
    }

    /// The set's folder.
    let folder: URL
    /// Every filled slot that can be used here.
    let slots: [Slot]
    /// How views that tint images draw this set's image: Xcode's "Render As" setting
    /// (`template-rendering-intent` in the set's properties: `template`, `original`, or
    /// absent for the default).
    let renderingMode: UIImage.RenderingMode

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
            let fileExtension = (filename as NSString).pathExtension.lowercased()
            guard !["pdf", "svg"].contains(fileExtension) else {
                skip("image set \(folder.path): \(filename) is a vector image, which is not drawn yet; skipped", key: "AssetImageSet.vector.\(path)")
                continue
            }
            guard FileManager.default.fileExists(atPath: path) else {
                skip("image set \(folder.path): its Contents.json names \(filename), which is missing", key: "AssetImageSet.missing.\(path)")
                continue
            }
            let scaleText = (entry["scale"] as? String)?.lowercased() ?? "1x"
            guard scaleText.hasSuffix("x"), let scale = Double(scaleText.dropLast()), scale.isFinite, scale > 0, scale <= 4 else {
                skip("image set \(folder.path): \(filename) has the scale \"\(scaleText)\", which is not 1x, 2x or 3x; skipped", key: "AssetImageSet.scale.\(path)")
                continue
            }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            let isDark = appearances.contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }
            // High-contrast slots need a trait this library does not have.
            let isHighContrast = appearances.contains { $0["appearance"] as? String == "contrast" }
            guard !isHighContrast else { continue }
            slots.append(Slot(path: path, scale: CGFloat(scale), idiom: idiom, isDark: isDark))
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
    }

    /// The files to use, one per scale, ascending: for each scale the slot of the most
    /// preferred idiom, the dark one first when `dark`.
    func files(dark: Bool) -> [(path: String, scale: CGFloat)] {
        var chosen: [CGFloat: Slot] = [:]
        for slot in slots {
            guard let current = chosen[slot.scale] else {
                chosen[slot.scale] = slot
                continue
            }
            if rank(slot, dark: dark) < rank(current, dark: dark) { chosen[slot.scale] = slot }
        }
        return chosen.values.sorted { $0.scale < $1.scale }.map { ($0.path, $0.scale) }
    }

    /// Lower is better: the appearance first, then the idiom.
    private func rank(_ slot: Slot, dark: Bool) -> Int {
        let appearance = slot.isDark == dark ? 0 : (slot.isDark ? 20 : 10)
        return appearance + (AssetImageSet.idiomPreference.firstIndex(of: slot.idiom) ?? 9)
    }
}
