import Foundation

/// A colour as four sRGB components, the form every colour of the format is reduced to.
///
/// Components are normally in 0…1; a wide-gamut colour converted to sRGB may fall outside,
/// and is kept so (extended sRGB) for the loader to clamp or not. Never NaN or infinite: the
/// reader refuses those.
struct IBRGBA: Sendable, Hashable, CustomStringConvertible {
    var red: Double
    var green: Double
    var blue: Double
    var alpha: Double

    init(red: Double, green: Double, blue: Double, alpha: Double) {
        self.red = red
        self.green = green
        self.blue = blue
        self.alpha = alpha
    }

    /// A grey: the same value in all three channels.
    init(white: Double, alpha: Double) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    var description: String { "rgba(\(red), \(green), \(blue), \(alpha))" }
}

/// A `<color>` element: a fixed colour, or a name whose value depends on where it is shown.
///
/// Interface Builder writes colours in several forms over the Xcode versions (all handled):
/// - components in a colour space: `colorSpace="custom" customColorSpace="sRGB"` (or
///   `displayP3`, `genericGamma22GrayColorSpace`, `calibratedWhite`, `genericCMYKColorSpace`),
///   or `colorSpace="calibratedRGB"` / `deviceRGB` / `calibratedWhite` / `deviceWhite`;
/// - `cocoaTouchSystemColor="darkTextColor"`: one of UIKit's class colours;
/// - `systemColor="systemBackgroundColor"`: an iOS 13 dynamic colour, with its light value
///   either beside it (components or `cocoaTouchSystemColor`, Xcode 11) or in the document's
///   `<resources>` (Xcode 12 and later);
/// - `name="Brand"`: an asset catalog colour, with a fallback in `<resources><namedColor>`;
/// - `name=… catalog="System" colorSpace="catalog"`: an AppKit catalog colour, which has no
///   UIKit meaning.
enum IBColor: Sendable, Hashable {
    /// A fixed colour given by its components.
    case rgba(IBRGBA)
    /// A UIKit class colour (`cocoaTouchSystemColor`, e.g. `darkTextColor`) and its fixed
    /// value, when UIKit gives it one (nil for the deprecated pattern colours).
    case uikitClassColor(name: String, value: IBRGBA?)
    /// An iOS 13 system colour (`systemBackgroundColor`), resolved by the loader for the
    /// trait collection; `fallback` is the light value the file gives, if any.
    case system(name: String, fallback: IBRGBA?)
    /// A colour from the app's asset catalog, with the file's fallback value if any.
    case named(name: String, fallback: IBRGBA?)
    /// An AppKit catalog colour (`catalog="System"`): the loader substitutes something.
    case appKitCatalog(catalog: String, name: String)

    /// The attributes this reader interprets, for `IBCensus`.
    static let attributes: Set<String> = [
        "key", "red", "green", "blue", "alpha", "white", "cyan", "magenta", "yellow", "black",
        "colorSpace", "customColorSpace", "cocoaTouchSystemColor", "systemColor", "name", "catalog",
    ]

    /// The UIKit class colours with a fixed value, by their `cocoaTouchSystemColor` name. The
    /// values are UIKit's in the light appearance (`groupTableViewBackgroundColor` is
    /// 239, 239, 244 out of 255).
    static let uikitClassColors: [String: IBRGBA] = [
        "blackColor": IBRGBA(white: 0, alpha: 1),
        "whiteColor": IBRGBA(white: 1, alpha: 1),
        "clearColor": IBRGBA(white: 0, alpha: 0),
        "darkTextColor": IBRGBA(white: 0, alpha: 1),
        "lightTextColor": IBRGBA(white: 1, alpha: 0.6),
        "groupTableViewBackgroundColor": IBRGBA(red: 239.0 / 255, green: 239.0 / 255, blue: 244.0 / 255, alpha: 1),
        "tableCellGroupedBackgroundColor": IBRGBA(white: 1, alpha: 1),
    ]

    /// The best fixed value the file gives: the components, the class colour's value, or the
    /// fallback of a named or system colour. Nil when the file gives only a name.
    var rgba: IBRGBA? {
        switch self {
        case .rgba(let value): value
        case .uikitClassColor(_, let value): value
        case .system(_, let fallback), .named(_, let fallback): fallback
        case .appKitCatalog: nil
        }
    }

    /// The colour `element` (a `<color>`) describes. `resources` supplies the fallback values
    /// of system and named colours that Xcode 12 and later keep at the end of the document.
    init(_ element: IBElement, resources: IBResources = IBResources()) throws(IBError) {
        try element.expect("color")
        let components = try IBColor.components(of: element)
        if let system = element["systemColor"] {
            let classValue = element["cocoaTouchSystemColor"].flatMap { IBColor.uikitClassColors[$0] }
            self = .system(name: system, fallback: components ?? classValue ?? resources.systemColors[system])
        } else if let classColor = element["cocoaTouchSystemColor"] {
            self = .uikitClassColor(name: classColor, value: IBColor.uikitClassColors[classColor])
        } else if element["colorSpace"] == "catalog" || element["catalog"] != nil {
            self = .appKitCatalog(catalog: element["catalog"] ?? "", name: try element.required("name"))
        } else if let name = element["name"] {
            self = .named(name: name, fallback: components ?? resources.namedColors[name])
        } else if let components {
            self = .rgba(components)
        } else {
            throw element.error("has neither components in a colour space nor a colour name")
        }
    }

    /// The element's components as sRGB, or nil when it has none.
    private static func components(of element: IBElement) throws(IBError) -> IBRGBA? {
        let colorSpace = element["colorSpace"]
        let declared = colorSpace == "custom" ? element["customColorSpace"] : colorSpace
        let hasComponents = element.hasAttribute("red") || element.hasAttribute("white") || element.hasAttribute("cyan")
        guard let space = declared, space != "catalog" else {
            if hasComponents { throw element.error("has colour components but names no colour space") }
            return nil
        }
        let alpha = try element.number("alpha") ?? 1
        func channel(_ name: String) throws(IBError) -> Double {
            guard let value = try element.number(name) else { throw element.error("a \(space) colour needs a \(name)= component") }
            return value
        }
        switch space {
        case "sRGB", "calibratedRGB", "deviceRGB":
            // Calibrated and device RGB are the older names of the RGB Interface Builder
            // shows; iOS draws them as sRGB.
            return IBRGBA(red: try channel("red"), green: try channel("green"), blue: try channel("blue"), alpha: alpha)
        case "displayP3":
            return displayP3ToSRGB(red: try channel("red"), green: try channel("green"), blue: try channel("blue"), alpha: alpha)
        case "genericGamma22GrayColorSpace", "calibratedWhite", "deviceWhite":
            // A gamma-2.2 grey differs from the same sRGB grey by under 0.005 at any level,
            // less than one step of an 8-bit channel, so it is taken as is.
            return IBRGBA(white: try channel("white"), alpha: alpha)
        case "genericCMYKColorSpace":
            // Without the CMYK profile, the naive conversion: each ink removes its complement.
            let black = try channel("black")
            return IBRGBA(red: (1 - (try channel("cyan"))) * (1 - black), green: (1 - (try channel("magenta"))) * (1 - black),
                          blue: (1 - (try channel("yellow"))) * (1 - black), alpha: alpha)
        default:
            throw element.error("the colour space \"\(MessageText.quoted(space))\" is not one Interface Builder writes for iOS")
        }
    }

    /// Display P3 components as extended sRGB: both spaces share the sRGB transfer curve and
    /// the D65 white, so the conversion is linearise, the 3×3 matrix between their
    /// primaries, re-encode.
    static func displayP3ToSRGB(red: Double, green: Double, blue: Double, alpha: Double) -> IBRGBA {
        func linear(_ v: Double) -> Double {
            let a = abs(v)
            let l = a <= 0.04045 ? a / 12.92 : pow((a + 0.055) / 1.055, 2.4)
            return v < 0 ? -l : l
        }
        func encoded(_ l: Double) -> Double {
            let a = abs(l)
            let v = a <= 0.0031308 ? a * 12.92 : 1.055 * pow(a, 1 / 2.4) - 0.055
            return l < 0 ? -v : v
        }
        let (r, g, b) = (linear(red), linear(green), linear(blue))
        return IBRGBA(red: encoded(1.2249401 * r - 0.2249404 * g + 0.0000001 * b),
                      green: encoded(-0.0420569 * r + 1.0420571 * g - 0.0000002 * b),
                      blue: encoded(-0.0196376 * r - 0.0786361 * g + 1.0982735 * b),
                      alpha: alpha)
    }
}
