import Foundation

// Cairo turns a NaN or infinite coordinate into a permanent error state, after which a whole
// frame silently draws nothing. These predicates let every entry point refuse such values.

extension CGPoint {
    /// Whether both coordinates are finite numbers.
    public var isFinite: Bool { x.isFinite && y.isFinite }
}

extension CGSize {
    /// Whether both dimensions are finite numbers.
    public var isFinite: Bool { width.isFinite && height.isFinite }
}

extension CGRect {
    /// Whether origin and size are finite numbers (the null rect is not).
    public var isFinite: Bool { !isNull && origin.isFinite && size.isFinite }
}
