import Foundation

/// A value a layer property can animate between: interpolated linearly in its components
/// (progress may leave 0…1, for springs that overshoot), and, for the geometric values UIKit
/// animates additively, added and subtracted.
protocol LayerAnimatable: Equatable {
    static func interpolate(_ from: Self, _ to: Self, _ progress: Double) -> Self
}

/// Values whose animations add up (UIKit animates position and bounds this way since iOS 8,
/// so a second animation of a moving view starts from where it is on screen).
protocol AdditiveLayerAnimatable: LayerAnimatable {
    static func + (lhs: Self, rhs: Self) -> Self
    static func - (lhs: Self, rhs: Self) -> Self
    func scaled(by factor: Double) -> Self
}

extension CGFloat: LayerAnimatable {
    static func interpolate(_ from: CGFloat, _ to: CGFloat, _ progress: Double) -> CGFloat {
        from + (to - from) * CGFloat(progress)
    }
}

extension CGPoint: AdditiveLayerAnimatable {
    static func interpolate(_ from: CGPoint, _ to: CGPoint, _ progress: Double) -> CGPoint {
        CGPoint(x: .interpolate(from.x, to.x, progress), y: .interpolate(from.y, to.y, progress))
    }
    static func + (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x + rhs.x, y: lhs.y + rhs.y) }
    static func - (lhs: CGPoint, rhs: CGPoint) -> CGPoint { CGPoint(x: lhs.x - rhs.x, y: lhs.y - rhs.y) }
    func scaled(by factor: Double) -> CGPoint { CGPoint(x: x * CGFloat(factor), y: y * CGFloat(factor)) }
}

extension CGSize: AdditiveLayerAnimatable {
    static func interpolate(_ from: CGSize, _ to: CGSize, _ progress: Double) -> CGSize {
        CGSize(width: .interpolate(from.width, to.width, progress), height: .interpolate(from.height, to.height, progress))
    }
    static func + (lhs: CGSize, rhs: CGSize) -> CGSize { CGSize(width: lhs.width + rhs.width, height: lhs.height + rhs.height) }
    static func - (lhs: CGSize, rhs: CGSize) -> CGSize { CGSize(width: lhs.width - rhs.width, height: lhs.height - rhs.height) }
    func scaled(by factor: Double) -> CGSize { CGSize(width: width * CGFloat(factor), height: height * CGFloat(factor)) }
}

extension CGRect: AdditiveLayerAnimatable {
    static func interpolate(_ from: CGRect, _ to: CGRect, _ progress: Double) -> CGRect {
        CGRect(origin: .interpolate(from.origin, to.origin, progress), size: .interpolate(from.size, to.size, progress))
    }
    static func + (lhs: CGRect, rhs: CGRect) -> CGRect { CGRect(origin: lhs.origin + rhs.origin, size: lhs.size + rhs.size) }
    static func - (lhs: CGRect, rhs: CGRect) -> CGRect { CGRect(origin: lhs.origin - rhs.origin, size: lhs.size - rhs.size) }
    func scaled(by factor: Double) -> CGRect { CGRect(origin: origin.scaled(by: factor), size: size.scaled(by: factor)) }
}

/// Colours interpolate in their (premultiplied-free) sRGB components; no colour is the other
/// colour made transparent, so fading a background in does not pass through black.
extension Optional: LayerAnimatable where Wrapped == CGColor {
    static func interpolate(_ from: CGColor?, _ to: CGColor?, _ progress: Double) -> CGColor? {
        guard from != nil || to != nil else { return nil }
        let a = from ?? to!.copy(alpha: 0), b = to ?? from!.copy(alpha: 0)
        return CGColor(red: .interpolate(a.red, b.red, progress), green: .interpolate(a.green, b.green, progress),
                       blue: .interpolate(a.blue, b.blue, progress), alpha: .interpolate(a.alpha, b.alpha, progress))
    }
}

/// Transforms interpolate as Core Animation (and CSS) do: each is decomposed into a
/// translation, a rotation, a 2×2 remainder (shear) and a scale, those are interpolated, and
/// the result recomposed; a turn goes the short way round, and a flip (a negative scale)
/// turns rather than collapsing through a degenerate matrix where it can.
extension CGAffineTransform: LayerAnimatable {
    static func interpolate(_ from: CGAffineTransform, _ to: CGAffineTransform, _ progress: Double) -> CGAffineTransform {
        var a = Decomposed(from), b = Decomposed(to)
        // A flip on one axis in one and on the other axis in the other: the same as a half
        // turn with the other flip; pick the form that turns the least.
        if (a.scaleX < 0 && b.scaleY < 0) || (a.scaleY < 0 && b.scaleX < 0) {
            a.scaleX = -a.scaleX
            a.scaleY = -a.scaleY
            a.angle += a.angle < 0 ? .pi : -.pi
        }
        // The short way round.
        if a.angle == 0 { a.angle = 2 * .pi }
        if b.angle == 0 { b.angle = 2 * .pi }
        if abs(a.angle - b.angle) > .pi {
            if a.angle > b.angle { a.angle -= 2 * .pi } else { b.angle -= 2 * .pi }
        }
        return Decomposed.interpolate(a, b, progress).recomposed
    }

    /// A 2-D transform as translation · rotation · remainder · scale.
    struct Decomposed {
        var translation: CGPoint
        var angle: Double
        var m11: Double, m12: Double, m21: Double, m22: Double
        var scaleX: Double, scaleY: Double

        init(_ t: CGAffineTransform) {
            var row0 = (x: Double(t.a), y: Double(t.b)), row1 = (x: Double(t.c), y: Double(t.d))
            translation = CGPoint(x: t.tx, y: t.ty)
            scaleX = (row0.x * row0.x + row0.y * row0.y).squareRoot()
            scaleY = (row1.x * row1.x + row1.y * row1.y).squareRoot()
            // A negative determinant means one axis is flipped.
            if row0.x * row1.y - row0.y * row1.x < 0 {
                if row0.x < row1.y { scaleX = -scaleX } else { scaleY = -scaleY }
            }
            if scaleX != 0 { row0 = (row0.x / scaleX, row0.y / scaleX) }
            if scaleY != 0 { row1 = (row1.x / scaleY, row1.y / scaleY) }
            angle = atan2(row0.y, row0.x)
            if angle != 0 {
                let sn = -row0.y, cs = row0.x
                let (a, b, c, d) = (row0.x, row0.y, row1.x, row1.y)
                row0 = (cs * a + sn * c, cs * b + sn * d)
                row1 = (-sn * a + cs * c, -sn * b + cs * d)
            }
            (m11, m12, m21, m22) = (row0.x, row0.y, row1.x, row1.y)
        }

        static func interpolate(_ a: Decomposed, _ b: Decomposed, _ p: Double) -> Decomposed {
            func mix(_ x: Double, _ y: Double) -> Double { x + (y - x) * p }
            var r = a
            r.translation = .interpolate(a.translation, b.translation, p)
            r.angle = mix(a.angle, b.angle)
            r.m11 = mix(a.m11, b.m11); r.m12 = mix(a.m12, b.m12)
            r.m21 = mix(a.m21, b.m21); r.m22 = mix(a.m22, b.m22)
            r.scaleX = mix(a.scaleX, b.scaleX); r.scaleY = mix(a.scaleY, b.scaleY)
            return r
        }

        /// Scale first, then the remainder, the rotation and the translation (a point is
        /// multiplied on the left, as in Core Graphics).
        var recomposed: CGAffineTransform {
            let scale = CGAffineTransform(scaleX: CGFloat(scaleX), y: CGFloat(scaleY))
            let remainder = CGAffineTransform(a: CGFloat(m11), b: CGFloat(m12), c: CGFloat(m21), d: CGFloat(m22), tx: 0, ty: 0)
            return scale.concatenating(remainder)
                .concatenating(CGAffineTransform(rotationAngle: CGFloat(angle)))
                .concatenating(CGAffineTransform(translationX: translation.x, y: translation.y))
        }
    }
}
