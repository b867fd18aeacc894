import Foundation

/// A colour set of an asset catalog (`NAME.colorset`): its colours by appearance.
///
/// Every form Xcode writes is read: the colour spaces `srgb`, `extended-srgb`,
/// `extended-linear-srgb`, `display-p3`, `extended-display-p3`, `gray-gamma-22` and
/// `extended-gray`; components as JSON numbers or strings, where a string with a decimal
/// point is a fraction (`"0.180"`), and a hexadecimal (`"0x7A"`) or digits-only (`"200"`)
/// string is 0–255. Display-P3 and linear colours are converted to sRGB, the space everything
/// here is drawn in; components outside sRGB's 0…1 (P3's reds, the extended spaces' wide
/// values) are clamped to it, as `CGColor` holds them. A component
/// that is missing, not a number or not finite makes that entry unusable, with one message
/// naming the file.
struct AssetColorSet {
    /// The set's folder.
    let folder: URL
    /// The colour for any appearance, and for the dark one if the set has it.
    let anyAppearance: CGColor?
    let darkAppearance: CGColor?

    /// The set in `folder` described by `contents`; nil, with one message, when it has no
    /// usable colour.
    init?(folder: URL, contents: [String: Any]) {
        self.folder = folder
        // An entry skipped with a message already explains an empty set.
        var reported = false
        var any: (rank: Int, color: CGColor)?
        var dark: (rank: Int, color: CGColor)?
        for entry in contents["colors"] as? [[String: Any]] ?? [] {
            let idiom = entry["idiom"] as? String ?? "universal"
            guard let idiomRank = AssetImageSet.idiomPreference.firstIndex(of: idiom) else { continue }
            let appearances = entry["appearances"] as? [[String: Any]] ?? []
            guard !appearances.contains(where: { $0["appearance"] as? String == "contrast" }) else { continue }
            let isDark = appearances.contains { $0["appearance"] as? String == "luminosity" && $0["value"] as? String == "dark" }
            guard let description = entry["color"] as? [String: Any] else { continue }
            let color: CGColor
            do {
                color = try AssetColorSet.color(from: description)
            } catch {
                Diagnostics.warn("colour set \(folder.appendingPathComponent("Contents.json").path): an entry was skipped: \(error.reason)",
                                 once: "AssetColorSet.entry.\(folder.path).\(error.reason)")
                reported = true
                continue
            }
            if isDark {
                if dark == nil || idiomRank < dark!.rank { dark = (idiomRank, color) }
            } else if any == nil || idiomRank < any!.rank {
                any = (idiomRank, color)
            }
        }
        guard any != nil || dark != nil else {
            if !reported { Diagnostics.warn("colour set \(folder.path) has no colour that can be used", once: "AssetColorSet.empty.\(folder.path)") }
            return nil
        }
        anyAppearance = any?.color
        darkAppearance = dark?.color
    }

    /// The colour for `style`: the dark one in dark mode if there is one, else the plain one.
    func color(for style: UIUserInterfaceStyle) -> CGColor {
        if style == .dark, let darkAppearance { return darkAppearance }
        return anyAppearance ?? darkAppearance!
    }

    /// Why a colour entry could not be read.
    struct ColorError: Error {
        let reason: String
    }

    /// The sRGB colour an entry's `color` object describes.
    static func color(from description: [String: Any]) throws(ColorError) -> CGColor {
        if let reference = description["reference"] as? String {
            throw ColorError(reason: "it refers to the system colour \(reference), which catalogs here cannot name")
        }
        let space = (description["color-space"] as? String ?? "srgb").lowercased()
        guard let components = description["components"] as? [String: Any] else {
            throw ColorError(reason: "it has no components")
        }
        let alpha = try component("alpha", in: components, default: 1)
        switch space {
        case "gray-gamma-22", "extended-gray":
            let white = try component("white", in: components)
            return CGColor(red: limit(white), green: limit(white), blue: limit(white), alpha: limit(alpha))
        case "srgb", "extended-srgb", "extended-linear-srgb", "display-p3", "extended-display-p3":
            var rgb = [try component("red", in: components), try component("green", in: components), try component("blue", in: components)]
            if space == "extended-linear-srgb" {
                rgb = rgb.map(encodeSRGB)
            } else if space.hasSuffix("display-p3") {
                rgb = displayP3ToSRGB(rgb)
            }
            return CGColor(red: limit(rgb[0]), green: limit(rgb[1]), blue: limit(rgb[2]), alpha: limit(alpha))
        default:
            throw ColorError(reason: "its colour space \"\(space)\" is not one Xcode writes")
        }
    }

    /// One component: a JSON number, a decimal string (a fraction), or a hexadecimal or
    /// digits-only string (0–255).
    static func component(_ name: String, in components: [String: Any], default fallback: Double? = nil) throws(ColorError) -> Double {
        guard let raw = components[name] else {
            if let fallback { return fallback }
            throw ColorError(reason: "its \(name) component is missing")
        }
        var value: Double?
        if let number = raw as? NSNumber, !(raw is String) {
            value = number.doubleValue
        } else if let text = (raw as? String)?.trimmingCharacters(in: .whitespaces) {
            let lower = text.lowercased()
            if lower.hasPrefix("0x"), let byte = Int(lower.dropFirst(2), radix: 16) {
                value = Double(byte) / 255
            } else if !text.isEmpty, text.allSatisfy(\.isASCIIDigit), let byte = Int(text) {
                value = Double(byte) / 255
            } else if text.contains("."), text.allSatisfy({ $0.isASCIIDigit || "+-.eE".contains($0) }) {
                value = Double(text)
            }
        }
        guard let value, value.isFinite else {
            throw ColorError(reason: "its \(name) component \(raw) is not a finite number")
        }
        return value
    }

    private static func limit(_ value: Double) -> CGFloat {
        CGFloat(min(max(value, 0), 1))
    }

    /// sRGB's transfer function, extended to negative and above-one values by symmetry.
    private static func encodeSRGB(_ linear: Double) -> Double {
        let magnitude = abs(linear)
        let encoded = magnitude <= 0.003_130_8 ? 12.92 * magnitude : 1.055 * pow(magnitude, 1 / 2.4) - 0.055
        return linear < 0 ? -encoded : encoded
    }

    private static func decodeSRGB(_ encoded: Double) -> Double {
        let magnitude = abs(encoded)
        let linear = magnitude <= 0.040_45 ? magnitude / 12.92 : pow((magnitude + 0.055) / 1.055, 2.4)
        return encoded < 0 ? -linear : linear
    }

    /// Display P3 (which shares sRGB's transfer function) to sRGB, through linear light.
    /// The matrix is P3's primaries to sRGB's, both with a D65 white point.
    private static func displayP3ToSRGB(_ p3: [Double]) -> [Double] {
        let linear = p3.map(decodeSRGB)
        let matrix: [[Double]] = [[1.224_940_2, -0.224_940_2, 0], [-0.042_056_9, 1.042_056_9, 0], [-0.019_637_6, -0.078_636_1, 1.098_273_7]]
        return matrix.map { row in encodeSRGB(row[0] * linear[0] + row[1] * linear[1] + row[2] * linear[2]) }
    }
}

private extension Character {
    var isASCIIDigit: Bool { isASCII && isNumber }
}
