import Foundation

/// The geometry elements of the format: `<rect>`, `<size>`, `<point>`, `<inset>`,
/// `<edgeInsets>` and `<directionalEdgeInsets>`, each read by the attributes Interface Builder
/// writes. An absent coordinate is 0 (Xcode writes them all, so only hand-made files omit
/// one); a present one must be a finite number.
extension IBElement {
    /// The attributes the geometry readers interpret, by element, for `IBCensus`.
    static let geometryAttributes: [String: Set<String>] = [
        "rect": ["key", "x", "y", "width", "height"],
        "size": ["key", "width", "height"],
        "point": ["key", "x", "y"],
        "inset": ["key", "minX", "minY", "maxX", "maxY"],
        "edgeInsets": ["key", "top", "left", "bottom", "right"],
        "directionalEdgeInsets": ["key", "top", "leading", "bottom", "trailing"],
    ]

    /// Refuses an element of another tag, so a reader is never applied to the wrong element.
    func expect(_ tag: String) throws(IBError) {
        guard name == tag else { throw error("expected a <\(tag)> element") }
    }

    /// `<rect x y width height>` (a `frame`, or a runtime attribute's value), in points.
    func rect() throws(IBError) -> CGRect {
        try expect("rect")
        return CGRect(x: try number("x") ?? 0, y: try number("y") ?? 0,
                      width: try number("width") ?? 0, height: try number("height") ?? 0)
    }

    /// `<size width height>` (a flow layout's `itemSize`, a runtime attribute's value).
    func size() throws(IBError) -> CGSize {
        try expect("size")
        return CGSize(width: try number("width") ?? 0, height: try number("height") ?? 0)
    }

    /// `<point x y>` (a runtime attribute's value; also the design-time `canvasLocation`).
    func point() throws(IBError) -> CGPoint {
        try expect("point")
        return CGPoint(x: try number("x") ?? 0, y: try number("y") ?? 0)
    }

    /// Edge insets from any of the three inset elements. `<inset>` names its edges as a
    /// rectangle's bounds: `minX` is the left inset, `minY` the top, `maxX` the right, `maxY`
    /// the bottom (`sectionInset`, `contentEdgeInsets`). `<directionalEdgeInsets>` is read
    /// with leading as left, which is what it means in a left-to-right layout; use
    /// `directionalEdgeInsets()` to keep the direction.
    func edgeInsets() throws(IBError) -> UIEdgeInsets {
        switch name {
        case "inset":
            return UIEdgeInsets(top: try number("minY") ?? 0, left: try number("minX") ?? 0,
                                bottom: try number("maxY") ?? 0, right: try number("maxX") ?? 0)
        case "edgeInsets":
            return UIEdgeInsets(top: try number("top") ?? 0, left: try number("left") ?? 0,
                                bottom: try number("bottom") ?? 0, right: try number("right") ?? 0)
        case "directionalEdgeInsets":
            let insets = try directionalEdgeInsets()
            return UIEdgeInsets(top: insets.top, left: insets.leading, bottom: insets.bottom, right: insets.trailing)
        default:
            throw error("expected an <inset>, <edgeInsets> or <directionalEdgeInsets> element")
        }
    }

    /// `<directionalEdgeInsets top leading bottom trailing>` (`directionalLayoutMargins`).
    func directionalEdgeInsets() throws(IBError) -> NSDirectionalEdgeInsets {
        try expect("directionalEdgeInsets")
        return NSDirectionalEdgeInsets(top: try number("top") ?? 0, leading: try number("leading") ?? 0,
                                       bottom: try number("bottom") ?? 0, trailing: try number("trailing") ?? 0)
    }
}

/// `<autoresizingMask key="autoresizingMask" widthSizable="YES" …>`: which of a view's margins
/// and dimensions follow its superview's size. An empty element means none.
///
/// The raw values are `UIView.AutoresizingMask`'s, so the loader can convert by raw value.
struct IBAutoresizingMask: OptionSet, Sendable, Hashable {
    var rawValue: UInt

    static let flexibleLeftMargin = IBAutoresizingMask(rawValue: 1 << 0)
    static let flexibleWidth = IBAutoresizingMask(rawValue: 1 << 1)
    static let flexibleRightMargin = IBAutoresizingMask(rawValue: 1 << 2)
    static let flexibleTopMargin = IBAutoresizingMask(rawValue: 1 << 3)
    static let flexibleHeight = IBAutoresizingMask(rawValue: 1 << 4)
    static let flexibleBottomMargin = IBAutoresizingMask(rawValue: 1 << 5)

    /// Interface Builder's attribute name for each flag: it names margins by the edge of the
    /// superview's coordinate space (`flexibleMinX` is the left margin).
    static let attributeFlags: [(attribute: String, flag: IBAutoresizingMask)] = [
        ("flexibleMinX", .flexibleLeftMargin), ("widthSizable", .flexibleWidth), ("flexibleMaxX", .flexibleRightMargin),
        ("flexibleMinY", .flexibleTopMargin), ("heightSizable", .flexibleHeight), ("flexibleMaxY", .flexibleBottomMargin),
    ]

    /// The attributes this reader interprets, for `IBCensus`.
    static let attributes: Set<String> = Set(attributeFlags.map(\.attribute)).union(["key"])

    init(rawValue: UInt) {
        self.rawValue = rawValue
    }

    /// The mask an `<autoresizingMask>` element describes.
    init(_ element: IBElement) throws(IBError) {
        try element.expect("autoresizingMask")
        var mask: IBAutoresizingMask = []
        for (attribute, flag) in IBAutoresizingMask.attributeFlags {
            if try element.bool(attribute) == true { mask.insert(flag) }
        }
        self = mask
    }
}
