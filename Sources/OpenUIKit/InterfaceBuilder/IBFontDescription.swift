import Foundation

/// A `<fontDescription key="fontDescription">`: which font a label, button title or text
/// field uses, in one of the four forms Interface Builder writes.
struct IBFontDescription: Sendable, Hashable {
    /// `UIFont.Weight`'s members by the names Interface Builder writes in `weight=`.
    enum Weight: String, Sendable, Hashable, CaseIterable {
        case ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    enum Face: Sendable, Hashable {
        /// `type="system"`: the system font, at `weight` (regular when absent).
        case system(weight: Weight)
        /// `type="boldSystem"`: `UIFont.boldSystemFont(ofSize:)`.
        case boldSystem
        /// `type="italicSystem"`: `UIFont.italicSystemFont(ofSize:)`.
        case italicSystem
        /// `style="UICTFontTextStyleBody"`: a Dynamic Type text style, by `UIFont.TextStyle`'s
        /// raw value; its size comes from the style, not the file.
        case textStyle(String)
        /// `name="HelveticaNeue-Bold"`: a font by PostScript name, with its family if given.
        case named(name: String, family: String?)
    }

    /// The attributes this reader interprets, for `IBCensus`.
    static let attributes: Set<String> = ["key", "type", "weight", "pointSize", "style", "name", "family"]

    var face: Face
    /// The size in points; nil for a text style, whose size the style decides.
    var pointSize: Double?

    init(face: Face, pointSize: Double?) {
        self.face = face
        self.pointSize = pointSize
    }

    /// The font `element` (a `<fontDescription>`) describes.
    init(_ element: IBElement) throws(IBError) {
        try element.expect("fontDescription")
        if let style = element["style"] {
            guard style.hasPrefix("UICTFontTextStyle") else {
                throw element.error("style=\"\(MessageText.quoted(style))\" is not a UIFont.TextStyle (UICTFontTextStyle…)")
            }
            self.init(face: .textStyle(style), pointSize: try element.number("pointSize"))
            return
        }
        let face: Face
        if let name = element["name"] {
            face = .named(name: name, family: element["family"])
        } else {
            switch element["type"] {
            case "system"?:
                var weight = Weight.regular
                if let written = element["weight"] {
                    guard let known = Weight(rawValue: written) else {
                        throw element.error("weight=\"\(MessageText.quoted(written))\" is not a UIFont.Weight")
                    }
                    weight = known
                }
                face = .system(weight: weight)
            case "boldSystem"?: face = .boldSystem
            case "italicSystem"?: face = .italicSystem
            case let other?: throw element.error("type=\"\(MessageText.quoted(other))\" is not a font type Interface Builder writes")
            case nil: throw element.error("names no font: it needs type=, style= or name=")
            }
        }
        guard let size = try element.number("pointSize") else { throw element.error("needs a pointSize= attribute") }
        guard size > 0 else { throw element.error("pointSize=\"\(MessageText.quoted(element["pointSize"] ?? ""))\" is not a positive size") }
        self.init(face: face, pointSize: size)
    }
}
