import Foundation

/// A paragraph style whose settings can be changed.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    // Unchecked: all state lives in the superclass' Mutex.

    public override init() {
        super.init()
    }

    override init(values: Values) {
        super.init(values: values)
    }

    /// Takes over every setting of `other`.
    open func setParagraphStyle(_ other: NSParagraphStyle) {
        let copied = other.values
        storage.withLock { $0 = copied }
    }

    open override var alignment: NSTextAlignment {
        get { super.alignment }
        set { storage.withLock { $0.alignment = newValue } }
    }

    open override var lineSpacing: CGFloat {
        get { super.lineSpacing }
        set { storage.withLock { $0.lineSpacing = newValue } }
    }

    open override var lineBreakMode: NSLineBreakMode {
        get { super.lineBreakMode }
        set { storage.withLock { $0.lineBreakMode = newValue } }
    }

    open override var baseWritingDirection: NSWritingDirection {
        get { super.baseWritingDirection }
        set { storage.withLock { $0.baseWritingDirection = newValue } }
    }
}
