import CCairo

/// Owns one reference to a `cairo_t`, released when the owner goes away.
///
/// `CGContext` is main-actor isolated, and its nonisolated deinit may not touch a raw
/// pointer; this small owner releases the context instead.
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
