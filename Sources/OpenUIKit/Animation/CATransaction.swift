import Foundation

/// Groups layer changes and says how they animate, as Core Animation's transactions do.
///
/// Every change belongs to a transaction: an explicit one between ``begin()`` and
/// ``commit()`` (they nest), or else the implicit one the first change of a run-loop turn
/// opens and the turn's end commits. A transaction's values say how free-standing layers'
/// property changes animate (``animationDuration()``, 0.25 s by default;
/// ``animationTimingFunction()``; ``disableActions()``), and its completion block runs once
/// every animation added while it was open has ended (after their delegates'
/// `animationDidStop`), or at commit when there were none.
open class CATransaction: NSObject {
    /// Core Animation's implicit animation duration, in seconds.
    static let defaultAnimationDuration: CFTimeInterval = 0.25

    /// Opens a transaction on the main thread.
    @MainActor
    open class func begin() {
        CATransactionStack.main.begin()
    }

    /// Commits the innermost transaction opened with ``begin()``.
    @MainActor
    open class func commit() {
        CATransactionStack.main.commit()
    }

    /// Commits the implicit transaction now, instead of at the end of the run-loop turn.
    @MainActor
    open class func flush() {
        CATransactionStack.main.flush()
    }

    /// The duration of the implicit animations of changes made now, in seconds.
    @MainActor
    open class func animationDuration() -> CFTimeInterval {
        (value(forKey: kCATransactionAnimationDuration) as? CFTimeInterval) ?? defaultAnimationDuration
    }

    /// Sets the duration of implicit animations in the current transaction.
    @MainActor
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        guard dur.isFinite else {
            Diagnostics.warn("CATransaction.setAnimationDuration(\(dur)) needs a finite duration; it was ignored",
                             once: "CATransaction.duration")
            return
        }
        setValue(dur, forKey: kCATransactionAnimationDuration)
    }

    /// The timing function of implicit animations now; nil means the default function.
    @MainActor
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        value(forKey: kCATransactionAnimationTimingFunction) as? CAMediaTimingFunction
    }

    /// Sets the timing function of implicit animations in the current transaction.
    @MainActor
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        setValue(function, forKey: kCATransactionAnimationTimingFunction)
    }

    /// Whether property changes made now run no actions (so do not animate).
    @MainActor
    open class func disableActions() -> Bool {
        CATransactionStack.main.disablesActions
    }

    /// Turns the actions of property changes off (or on) in the current transaction.
    @MainActor
    open class func setDisableActions(_ flag: Bool) {
        setValue(flag, forKey: kCATransactionDisableActions)
    }

    /// The current transaction's completion block.
    @MainActor
    open class func completionBlock() -> (() -> Void)? {
        value(forKey: kCATransactionCompletionBlock) as? () -> Void
    }

    /// Sets the block run once every animation added in the current transaction has ended.
    @MainActor
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        CATransactionStack.main.current.values[kCATransactionCompletionBlock] = block
    }

    /// A value of the current transaction (or of the innermost enclosing one that has it).
    @MainActor
    open class func value(forKey key: String) -> Any? {
        CATransactionStack.main.value(forKey: key)
    }

    /// Sets a value of the current transaction.
    @MainActor
    open class func setValue(_ anObject: Any?, forKey key: String) {
        CATransactionStack.main.setValue(anObject, forKey: key)
    }
}

/// The transaction key of the implicit animations' duration.
public let kCATransactionAnimationDuration = "animationDuration"
/// The transaction key of whether actions are disabled.
public let kCATransactionDisableActions = "disableActions"
/// The transaction key of the implicit animations' timing function.
public let kCATransactionAnimationTimingFunction = "animationTimingFunction"
/// The transaction key of the completion block.
public let kCATransactionCompletionBlock = "completionBlock"
