import Foundation

/// The stack behind `UIGraphicsGetCurrentContext()`: the system pushes a context around
/// every `draw(_:)` call and every renderer block, and pops it afterwards.
@MainActor
private var graphicsContextStack: [CGContext] = []

/// The context that drawing code should draw into now, or nil outside any drawing.
@MainActor
public func UIGraphicsGetCurrentContext() -> CGContext? {
    graphicsContextStack.last
}

/// Makes `context` current until the matching `UIGraphicsPopContext()`.
@MainActor
public func UIGraphicsPushContext(_ context: CGContext) {
    graphicsContextStack.append(context)
}

/// Restores the context that was current before the last push.
@MainActor
public func UIGraphicsPopContext() {
    guard graphicsContextStack.popLast() != nil else {
        Diagnostics.warn("UIGraphicsPopContext() with no context pushed was ignored")
        return
    }
}

/// Runs `body` with `context` current, then pops it even if `body` throws.
@MainActor
package func withCurrentGraphicsContext<T>(_ context: CGContext, _ body: () throws -> T) rethrows -> T {
    UIGraphicsPushContext(context)
    defer { UIGraphicsPopContext() }
    return try body()
}
