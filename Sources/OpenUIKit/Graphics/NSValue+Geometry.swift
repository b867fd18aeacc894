import Foundation

/// UIKit's `NSValue` boxes for geometry: `NSValue(cgPoint:)` and `cgPointValue`, and the same
/// for vectors, sizes, rects, affine transforms, edge insets and offsets. Keyframe
/// animations' `values` and keyboard notifications' frames carry them.
///
/// On Linux, Foundation's `NSValue` cannot encode a struct's type, so a box holds its
/// numbers as a C array of doubles: `objCType` is `[2d]` for a point where Apple's
/// Foundation says `{CGPoint=dd}`. Reading a box as a kind of another shape (a rect from a
/// point's box) gives zero values and one warning, never bytes from outside the box.
extension NSValue {
    /// A box of `numbers`, as a C array of doubles.
    convenience init(geometryNumbers numbers: [Double]) {
        let encoding = "[\(numbers.count)d]"
        self.init(bytes: numbers, objCType: encoding)
    }

    /// The box's `count` doubles; nil, with one warning naming `kind`, when it holds
    /// something else.
    func geometryNumbers(count: Int, as kind: String) -> [Double]? {
        guard String(cString: objCType) == "[\(count)d]" else {
            Diagnostics.warn("NSValue.\(kind) read a value of type \(String(cString: objCType)), not one made for it; it gives zero",
                             once: "NSValue.\(kind).\(String(cString: objCType))")
            return nil
        }
        var numbers = [Double](repeating: 0, count: count)
        numbers.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return numbers
    }

    // MARK: Making boxes

    /// A box of a point.
    public convenience init(cgPoint point: CGPoint) { self.init(geometryNumbers: [point.x, point.y].map(Double.init)) }
    /// A box of a vector.
    public convenience init(cgVector vector: CGVector) { self.init(geometryNumbers: [vector.dx, vector.dy].map(Double.init)) }
    /// A box of a size.
    public convenience init(cgSize size: CGSize) { self.init(geometryNumbers: [size.width, size.height].map(Double.init)) }
    /// A box of a rectangle.
    public convenience init(cgRect rect: CGRect) {
        self.init(geometryNumbers: [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height].map(Double.init))
    }
    /// A box of an affine transform.
    public convenience init(cgAffineTransform transform: CGAffineTransform) {
        self.init(geometryNumbers: [transform.a, transform.b, transform.c, transform.d, transform.tx, transform.ty].map(Double.init))
    }
    /// A box of edge insets.
    public convenience init(uiEdgeInsets insets: UIEdgeInsets) {
        self.init(geometryNumbers: [insets.top, insets.left, insets.bottom, insets.right].map(Double.init))
    }
    /// A box of directional edge insets.
    public convenience init(directionalEdgeInsets insets: NSDirectionalEdgeInsets) {
        self.init(geometryNumbers: [insets.top, insets.leading, insets.bottom, insets.trailing].map(Double.init))
    }
    /// A box of an offset.
    public convenience init(uiOffset offset: UIOffset) { self.init(geometryNumbers: [offset.horizontal, offset.vertical].map(Double.init)) }

    // MARK: Reading boxes

    /// The boxed point; zero, with one warning, for a box of another shape.
    public var cgPointValue: CGPoint {
        guard let n = geometryNumbers(count: 2, as: "cgPointValue") else { return .zero }
        return CGPoint(x: n[0], y: n[1])
    }
    /// The boxed vector; zero, with one warning, for a box of another shape.
    public var cgVectorValue: CGVector {
        guard let n = geometryNumbers(count: 2, as: "cgVectorValue") else { return CGVector(dx: 0, dy: 0) }
        return CGVector(dx: n[0], dy: n[1])
    }
    /// The boxed size; zero, with one warning, for a box of another shape.
    public var cgSizeValue: CGSize {
        guard let n = geometryNumbers(count: 2, as: "cgSizeValue") else { return .zero }
        return CGSize(width: n[0], height: n[1])
    }
    /// The boxed rectangle; zero, with one warning, for a box of another shape.
    public var cgRectValue: CGRect {
        guard let n = geometryNumbers(count: 4, as: "cgRectValue") else { return .zero }
        return CGRect(x: n[0], y: n[1], width: n[2], height: n[3])
    }
    /// The boxed affine transform; all zero, with one warning, for a box of another shape.
    public var cgAffineTransformValue: CGAffineTransform {
        guard let n = geometryNumbers(count: 6, as: "cgAffineTransformValue") else {
            return CGAffineTransform(a: 0, b: 0, c: 0, d: 0, tx: 0, ty: 0)
        }
        return CGAffineTransform(a: n[0], b: n[1], c: n[2], d: n[3], tx: n[4], ty: n[5])
    }
    /// The boxed edge insets; zero, with one warning, for a box of another shape.
    public var uiEdgeInsetsValue: UIEdgeInsets {
        guard let n = geometryNumbers(count: 4, as: "uiEdgeInsetsValue") else { return .zero }
        return UIEdgeInsets(top: n[0], left: n[1], bottom: n[2], right: n[3])
    }
    /// The boxed directional insets; zero, with one warning, for a box of another shape.
    public var directionalEdgeInsetsValue: NSDirectionalEdgeInsets {
        guard let n = geometryNumbers(count: 4, as: "directionalEdgeInsetsValue") else { return NSDirectionalEdgeInsets() }
        return NSDirectionalEdgeInsets(top: n[0], leading: n[1], bottom: n[2], trailing: n[3])
    }
    /// The boxed offset; zero, with one warning, for a box of another shape.
    public var uiOffsetValue: UIOffset {
        guard let n = geometryNumbers(count: 2, as: "uiOffsetValue") else { return UIOffset(horizontal: 0, vertical: 0) }
        return UIOffset(horizontal: n[0], vertical: n[1])
    }
}
