import Foundation

extension NSValue {
    /// The Objective-C type encoding of `CATransform3D`: sixteen doubles.
    static let caTransform3DObjCType = "{CATransform3D=dddddddddddddddd}"

    /// A value holding `t`, as Core Animation code boxes transforms for `fromValue`,
    /// `toValue` and `values`.
    public convenience init(caTransform3D t: CATransform3D) {
        var components = t.rows.flatMap { $0.map(Double.init) }
        self.init(bytes: &components, objCType: NSValue.caTransform3DObjCType)
    }

    /// The transform the value holds; the identity (and one warning) when it holds
    /// something else.
    public var caTransform3DValue: CATransform3D {
        guard String(cString: objCType) == NSValue.caTransform3DObjCType else {
            Diagnostics.warn("NSValue.caTransform3DValue read a value holding \(String(cString: objCType)); it is the identity",
                             once: "NSValue.caTransform3DValue")
            return .identity
        }
        var components = [Double](repeating: 0, count: 16)
        components.withUnsafeMutableBytes { getValue($0.baseAddress!) }
        return CATransform3D(rows: (0..<4).map { i in (0..<4).map { CGFloat(components[i * 4 + $0]) } })
    }

    /// Whether the value holds a `CATransform3D`.
    var holdsCATransform3D: Bool { String(cString: objCType) == NSValue.caTransform3DObjCType }
}
