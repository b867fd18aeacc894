import Foundation

/// A value handed across a `@Sendable` boundary that is only used on the thread (the main
/// one) it is delivered to.
struct UncheckedSendableBox<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
