import Foundation

/// The animation state of the main thread: the animation blocks running now, innermost
/// last, and whether animation blocks animate at all.
///
/// UIKit keeps this per thread, not per window: one `UIView.animate` block may change views
/// in no window, or in two, and `setAnimationsEnabled(_:)` is the thread's. Views are used
/// on the main thread only, so the main actor's stack is the one there is. Blocks push and
/// pop around their bodies; `reset()` puts the state back as it is at launch, for tests.
@MainActor
package final class AnimationTransactionStack {
    /// The main thread's stack.
    static let main = AnimationTransactionStack()

    /// The blocks recording now, outermost first.
    private var transactions: [AnimationTransaction] = []
    /// `UIView.setAnimationsEnabled(_:)`: false makes every block apply its changes at once.
    var animationsEnabled = true

    private init() {}

    /// The innermost block running now; nil outside animation blocks.
    var current: AnimationTransaction? { transactions.last }

    /// Runs `body` with `transaction` innermost, and takes it off after.
    func record(_ transaction: AnimationTransaction, _ body: () -> Void) {
        transactions.append(transaction)
        let depth = transactions.count
        defer {
            // Only the block's own entry: a reset inside the body has emptied the stack.
            if transactions.count == depth, transactions.last === transaction { transactions.removeLast() }
        }
        body()
    }

    /// Back to the launch state: no block recording, animations enabled. For tests, so one
    /// that turned animations off and stopped early (a failed `#require`) leaves nothing to
    /// the next test on the main actor.
    package static func reset() {
        main.transactions.removeAll()
        main.animationsEnabled = true
    }
}
