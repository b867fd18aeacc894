import Foundation

/// The main thread's Core Animation transactions: the open ones, innermost last, each with
/// its values (duration, timing function, whether actions are disabled, the completion
/// block) and the animations added while it was open.
///
/// As in Core Animation, a change made outside any explicit transaction opens an implicit one,
/// committed at the end of the current run-loop turn (or by `CATransaction.flush()`). Layers
/// are used on the main thread only, so the main actor's stack is the one there is. `reset()`
/// puts it back as it is at launch, for tests.
@MainActor
package final class CATransactionStack {
    /// The main thread's stack.
    static let main = CATransactionStack()

    /// One transaction.
    final class Transaction {
        /// The values set in it (`setValue(_:forKey:)` and the typed setters).
        var values: [String: Any] = [:]
        /// Opened by a change outside `begin()`/`commit()`.
        let isImplicit: Bool
        /// Animations added while it was open that have not ended.
        private(set) var runningAnimations = 0
        private var isCommitted = false

        init(isImplicit: Bool) {
            self.isImplicit = isImplicit
        }

        /// It was committed: the completion runs now if nothing it added is still running.
        func commit() {
            isCommitted = true
            finishIfDone()
        }

        func animationAdded() {
            runningAnimations += 1
        }

        /// One of its animations ended (after that animation's delegate heard it).
        func animationEnded() {
            runningAnimations -= 1
            finishIfDone()
        }

        private func finishIfDone() {
            guard isCommitted, runningAnimations <= 0,
                  let completion = values.removeValue(forKey: kCATransactionCompletionBlock) as? () -> Void else { return }
            completion()
        }
    }

    /// The open transactions, outermost first.
    private var transactions: [Transaction] = []
    /// Whether an implicit transaction's commit is scheduled for the end of this turn.
    private var implicitCommitScheduled = false

    private init() {}

    /// The innermost transaction, opening an implicit one if none is open.
    var current: Transaction {
        if let last = transactions.last { return last }
        let implicit = Transaction(isImplicit: true)
        transactions.append(implicit)
        scheduleImplicitCommit()
        return implicit
    }

    /// Opens a transaction (inside the implicit one, if a change already opened it).
    func begin() {
        transactions.append(Transaction(isImplicit: false))
    }

    /// Commits the innermost explicit transaction.
    func commit() {
        guard let last = transactions.last, !last.isImplicit else {
            Diagnostics.warn("CATransaction.commit() was called without a matching begin(); it was ignored",
                             once: "CATransaction.commit.unbalanced")
            return
        }
        transactions.removeLast()
        last.commit()
    }

    /// Commits the implicit transaction now, if one is open and no explicit one is open
    /// inside it.
    func flush() {
        guard transactions.count == 1, let implicit = transactions.first, implicit.isImplicit else { return }
        transactions.removeAll()
        implicit.commit()
    }

    /// A value of the innermost transaction that has one.
    func value(forKey key: String) -> Any? {
        transactions.last(where: { $0.values[key] != nil })?.values[key]
    }

    func setValue(_ value: Any?, forKey key: String) {
        current.values[key] = value
    }

    /// Whether actions are disabled now (`setDisableActions(true)` in an open transaction).
    var disablesActions: Bool {
        (value(forKey: kCATransactionDisableActions) as? Bool) ?? false
    }

    /// An animation was added: every open transaction waits for it before its completion.
    /// Returns them, to be told when it ends.
    func animationAdded() -> [Transaction] {
        let open = transactions.isEmpty ? [current] : transactions
        for transaction in open { transaction.animationAdded() }
        return open
    }

    private func scheduleImplicitCommit() {
        guard !implicitCommitScheduled else { return }
        implicitCommitScheduled = true
        DispatchQueue.main.async {
            MainActor.assumeIsolated {
                let stack = CATransactionStack.main
                stack.implicitCommitScheduled = false
                if stack.transactions.count > 1 {
                    Diagnostics.warn("a CATransaction.begin() had no commit() by the end of the run-loop turn; its changes are committed now",
                                     once: "CATransaction.begin.unbalanced")
                    while let last = stack.transactions.last, !last.isImplicit { stack.transactions.removeLast(); last.commit() }
                }
                stack.flush()
            }
        }
    }

    /// Back to the launch state: no open transaction. For tests, so one that stopped early
    /// leaves nothing to the next test on the main actor.
    package static func reset() {
        main.transactions.removeAll()
    }
}
