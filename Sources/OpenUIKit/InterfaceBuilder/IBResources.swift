import Foundation

/// The document's `<resources>`: the images it names, with the sizes Interface Builder last
/// saw, and the fallback values of the named and system colours it uses (Xcode 12 and later
/// keep these here rather than beside each `<color>`).
struct IBResources: Sendable, Hashable {
    /// An `<image name width height [catalog]>`: an image the document uses by name.
    struct Image: Sendable, Hashable {
        var name: String
        /// The size Interface Builder laid the file out with, in points; design-time only,
        /// since the image itself comes from the asset catalog at run time.
        var size: CGSize?
        /// `system` for an SF Symbol; nil for the app's own catalog.
        var catalog: String?
    }

    /// The attributes this reader interprets, by element, for `IBCensus`.
    static let attributes: [String: Set<String>] = [
        "resources": [],
        "image": ["name", "width", "height", "catalog"],
        "namedColor": ["name"],
        "systemColor": ["name"],
    ]

    var images: [String: Image] = [:]
    /// `<namedColor name>`: an asset colour's value when the catalog cannot be read.
    var namedColors: [String: IBRGBA] = [:]
    /// `<systemColor name>`: a system colour's light value.
    var systemColors: [String: IBRGBA] = [:]

    init() {}

    /// The resources a `<resources>` element lists.
    init(_ element: IBElement) throws(IBError) {
        try element.expect("resources")
        for child in element.children {
            switch child.name {
            case "image":
                let name = try child.required("name")
                var size: CGSize?
                if let width = try child.number("width"), let height = try child.number("height") {
                    size = CGSize(width: width, height: height)
                }
                images[name] = Image(name: name, size: size, catalog: child["catalog"])
            case "namedColor", "systemColor":
                let name = try child.required("name")
                guard let colorElement = child.child("color") else { throw child.error("needs a <color> child with its value") }
                guard let value = try IBColor(colorElement).rgba else { throw colorElement.error("gives no value for \(name)") }
                if child.name == "namedColor" { namedColors[name] = value } else { systemColors[name] = value }
            default:
                // Other resource kinds (placeholder images' archived glyphs, …) are left to
                // the census to report.
                continue
            }
        }
    }
}
