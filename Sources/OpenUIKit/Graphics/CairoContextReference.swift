import CCairo

/// Owns one reference to a `cairo_t`, released when the owner goes away.
///
/// Kept apart from `CGContext` so that the release is in one small deinit that touches
/// nothing but the pointer, whichever thread drops the last reference.
final class CairoContextReference: @unchecked Sendable {
    // Unchecked: the pointer is only released in deinit, after every user is gone.
    let pointer: OpaquePointer

    /// Takes a new reference to `pointer`.
    init(retaining pointer: OpaquePointer) {
        self.pointer = cairo_reference(pointer)
    }

    deinit {
        cairo_destroy(pointer)
    }
}
