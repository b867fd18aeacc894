import Foundation

/// A 2-D affine transform with Core Graphics' layout and semantics.
///
/// Foundation on Linux has `CGPoint`, `CGSize` and `CGRect` but not this type, so it lives here
/// with the same names. A point maps as
/// `x' = a·x + c·y + tx`, `y' = b·x + d·y + ty` (row vector times matrix, as in Core Graphics).
/// On the y-down screen a positive rotation angle turns clockwise, as in UIKit.
public struct CGAffineTransform: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The factor of a point's x in its mapped x (`x' = a·x + c·y + tx`); the x scale when
    /// unrotated.
    public var a: CGFloat
    /// The factor of a point's x in its mapped y (`y' = b·x + d·y + ty`).
    public var b: CGFloat
    /// The factor of a point's y in its mapped x.
    public var c: CGFloat
    /// The factor of a point's y in its mapped y; the y scale when unrotated.
    public var d: CGFloat
    /// The translation added to every mapped x, in the target space's units.
    public var tx: CGFloat
    /// The translation added to every mapped y, in the target space's units.
    public var ty: CGFloat

    /// A transform from its six matrix components, as Core Graphics orders them.
    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        self.a = a
        self.b = b
        self.c = c
        self.d = d
        self.tx = tx
        self.ty = ty
    }

    /// The transform that leaves every point where it is.
    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    /// The identity transform, the same as `identity`.
    public init() {
        self = .identity
    }

    /// A pure translation that moves every point by `tx` across and `ty` down.
    public init(translationX tx: CGFloat, y ty: CGFloat) {
        self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty)
    }

    /// A pure scale about the origin, by `sx` horizontally and `sy` vertically.
    public init(scaleX sx: CGFloat, y sy: CGFloat) {
        self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0)
    }

    /// A rotation by `angle` radians: clockwise on the y-down screen.
    public init(rotationAngle angle: CGFloat) {
        let cosine = cos(angle)
        let sine = sin(angle)
        self.init(a: cosine, b: sine, c: -sine, d: cosine, tx: 0, ty: 0)
    }

    /// Whether this equals `identity` exactly, with no tolerance for rounding.
    public var isIdentity: Bool { self == .identity }

    /// The determinant; zero (or not finite) means the transform collapses the plane and
    /// has no inverse.
    public var determinant: CGFloat { a * d - b * c }

    /// Whether every component is finite and the transform can be inverted.
    public var isInvertible: Bool {
        let det = determinant
        return det != 0 && det.isFinite && tx.isFinite && ty.isFinite
    }

    /// `self` followed by `t2`: a point is mapped by `self` first, then by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(
            a: a * t2.a + b * t2.c,
            b: a * t2.b + b * t2.d,
            c: c * t2.a + d * t2.c,
            d: c * t2.b + d * t2.d,
            tx: tx * t2.a + ty * t2.c + t2.tx,
            ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// The inverse, or `self` unchanged when there is none (Core Graphics' behaviour).
    public func inverted() -> CGAffineTransform {
        let det = determinant
        guard det != 0, det.isFinite else { return self }
        let ia = d / det
        let ib = -b / det
        let ic = -c / det
        let id = a / det
        return CGAffineTransform(
            a: ia, b: ib, c: ic, d: id,
            tx: -(tx * ia + ty * ic),
            ty: -(tx * ib + ty * id))
    }

    /// Translates the coordinate space first, then applies `self`.
    public func translatedBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: x, y: y).concatenating(self)
    }

    /// Scales the coordinate space first, then applies `self`.
    public func scaledBy(x: CGFloat, y: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: x, y: y).concatenating(self)
    }

    /// Rotates the coordinate space first (radians, clockwise on screen), then applies `self`.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// Whether every component is a finite number.
    public var isFinite: Bool {
        a.isFinite && b.isFinite && c.isFinite && d.isFinite && tx.isFinite && ty.isFinite
    }

    public var description: String {
        "CGAffineTransform(a: \(a), b: \(b), c: \(c), d: \(d), tx: \(tx), ty: \(ty))"
    }
}

extension CGPoint {
    /// The point mapped through `t`.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}

extension CGSize {
    /// The size mapped through `t`'s linear part (translation does not move a size).
    public func applying(_ t: CGAffineTransform) -> CGSize {
        CGSize(width: t.a * width + t.c * height, height: t.b * width + t.d * height)
    }
}

extension CGRect {
    /// The smallest axis-aligned rectangle holding the four transformed corners.
    public func applying(_ t: CGAffineTransform) -> CGRect {
        if isNull { return self }
        if t.isIdentity { return self }
        let r = standardized
        let corners = [
            CGPoint(x: r.minX, y: r.minY).applying(t),
            CGPoint(x: r.maxX, y: r.minY).applying(t),
            CGPoint(x: r.minX, y: r.maxY).applying(t),
            CGPoint(x: r.maxX, y: r.maxY).applying(t),
        ]
        var minX = corners[0].x, maxX = corners[0].x
        var minY = corners[0].y, maxY = corners[0].y
        for p in corners.dropFirst() {
            minX = Swift.min(minX, p.x)
            maxX = Swift.max(maxX, p.x)
            minY = Swift.min(minY, p.y)
            maxY = Swift.max(maxY, p.y)
        }
        return CGRect(x: minX, y: minY, width: maxX - minX, height: maxY - minY)
    }
}
