import Foundation

/// The stack behind `UIGraphicsGetCurrentContext()`: the system pushes a context around
/// every `draw(_:)` call and every renderer block, and pops it afterwards.
///
/// As in UIKit, each thread has a stack of its own, so an image rendered on a background
/// thread never sees (or disturbs) the context a view is drawing into on the main thread,
/// and no lock is needed: only the owning thread ever reads or writes its stack.
private final class GraphicsContextStack {
    var contexts: [CGContext] = []
}

/// The thread-specific slot holding each thread's stack, retained while the thread lives
/// and released by the key's destructor when it exits.
private let graphicsContextStackKey: pthread_key_t = {
    var key = pthread_key_t()
    let status = pthread_key_create(&key) { pointer in
        guard let pointer else { return }
        Unmanaged<GraphicsContextStack>.fromOpaque(pointer).release()
    }
    precondition(status == 0, "pthread_key_create failed for the graphics context stack: \(status)")
    return key
}()

/// The calling thread's stack, made on first use.
private func currentThreadGraphicsContextStack() -> GraphicsContextStack {
    if let pointer = pthread_getspecific(graphicsContextStackKey) {
        return Unmanaged<GraphicsContextStack>.fromOpaque(pointer).takeUnretainedValue()
    }
    let stack = GraphicsContextStack()
    pthread_setspecific(graphicsContextStackKey, Unmanaged.passRetained(stack).toOpaque())
    return stack
}

/// The context that drawing code on this thread should draw into now, or nil outside any
/// drawing.
public func UIGraphicsGetCurrentContext() -> CGContext? {
    guard let pointer = pthread_getspecific(graphicsContextStackKey) else { return nil }
    return Unmanaged<GraphicsContextStack>.fromOpaque(pointer).takeUnretainedValue().contexts.last
}

/// Makes `context` current on this thread until the matching `UIGraphicsPopContext()`.
public func UIGraphicsPushContext(_ context: CGContext) {
    currentThreadGraphicsContextStack().contexts.append(context)
}

/// Restores the context that was current on this thread before the last push.
public func UIGraphicsPopContext() {
    guard currentThreadGraphicsContextStack().contexts.popLast() != nil else {
        Diagnostics.warn("UIGraphicsPopContext() with no context pushed was ignored")
        return
    }
}

/// Runs `body` with `context` current, then pops it even if `body` throws.
package func withCurrentGraphicsContext<T>(_ context: CGContext, _ body: () throws -> T) rethrows -> T {
    UIGraphicsPushContext(context)
    defer { UIGraphicsPopContext() }
    return try body()
}
