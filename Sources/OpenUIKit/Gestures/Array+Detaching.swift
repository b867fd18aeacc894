import Foundation

extension Array {
    /// Returns the array's contents and leaves it empty, so that a stored property can be
    /// changed through a local copy and stored back:
    ///
    /// ```swift
    /// var touches = trackedTouches.detached()
    /// touches.append(touch)
    /// trackedTouches = touches
    /// ```
    ///
    /// Why: calling a mutating method such as `append` on a class's stored array makes one
    /// access to the property that spans a call into the standard library, which the
    /// optimizer cannot see through; it then keeps a runtime exclusivity check on every
    /// access to that property, reads included. These properties are read on every touch
    /// event. Detaching costs nothing: the storage moves out unshared, so no copy is made.
    @inline(__always)
    mutating func detached() -> [Element] {
        let contents = self
        self = []
        return contents
    }
}
