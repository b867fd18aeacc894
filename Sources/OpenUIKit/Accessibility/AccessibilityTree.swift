import Foundation

/// The elements a screen reader visits in a view hierarchy, in reading order: what
/// VoiceOver walks on iOS, and what an assistive-technology bridge reads.
///
/// The walk, as UIKit documents it:
/// - a hidden view, one whose alpha is under ``AccessibilityTree/invisibleAlpha``, and
///   anything with `accessibilityElementsHidden` are skipped with everything inside them;
/// - an object that `isAccessibilityElement` is one element, and what is inside it is not
///   visited (a button's title label is the button's label);
/// - otherwise its `accessibilityElements`, when it has them, are read in that order;
///   else its subviews, except that when some are `accessibilityViewIsModal`, only the last
///   of those is visited (a custom alert hides its siblings);
/// - elements are read top to bottom, then left to right by the top-left corners of their
///   frames; a container with `shouldGroupAccessibilityChildren` or with
///   `accessibilityElements` is read as one block, placed by its elements' union, so its
///   own elements stay together.
@MainActor
struct AccessibilityTree {
    /// Below this alpha a view is invisible, and not read (UIKit's hit-testing threshold).
    static let invisibleAlpha: CGFloat = 0.01
    /// How deep containers nest before the walk stops, with a warning: far more than any
    /// real hierarchy, and a guard against a container that lists itself.
    static let depthLimit = 256

    /// The elements, in reading order.
    let elements: [any AccessibleObject]

    /// The elements of `root` and everything inside it.
    init(root: UIView) {
        let walker = Walker()
        elements = walker.ordered(walker.blocks(of: root, depth: 0))
    }

    /// A run of elements read together, placed on screen by its frame.
    private struct Block {
        var frame: CGRect
        var elements: [any AccessibleObject]
    }

    @MainActor
    private struct Walker {
        func blocks(of object: any AccessibleObject, depth: Int) -> [Block] {
            guard depth < AccessibilityTree.depthLimit else {
                Diagnostics.warn("accessibility containers nest deeper than \(AccessibilityTree.depthLimit) (does one list itself?); "
                                 + "the elements below are not read", once: "AccessibilityTree.depth")
                return []
            }
            if let view = object as? UIView, view.isHidden || view.alpha < AccessibilityTree.invisibleAlpha { return [] }
            if object.accessibilityElementsHidden { return [] }
            if object.isAccessibilityElement { return [Block(frame: object.accessibilityFrame, elements: [object])] }
            if let listed = object.accessibilityElements {
                var inOrder: [any AccessibleObject] = []
                for item in listed {
                    guard let child = item as? any AccessibleObject else {
                        Diagnostics.warn("accessibilityElements holds a \(type(of: item)), which is neither a view nor a "
                                         + "UIAccessibilityElement; it is not read", once: "AccessibilityTree.foreign")
                        continue
                    }
                    inOrder += ordered(blocks(of: child, depth: depth + 1))
                }
                return inOrder.isEmpty ? [] : [Block(frame: union(of: inOrder), elements: inOrder)]
            }
            guard let view = object as? UIView else { return [] }
            var children = view.subviews
            if let modal = children.last(where: { $0.accessibilityViewIsModal && !$0.isHidden }) { children = [modal] }
            var result: [Block] = []
            for child in children { result += blocks(of: child, depth: depth + 1) }
            if object.shouldGroupAccessibilityChildren, !result.isEmpty {
                let grouped = ordered(result)
                return [Block(frame: union(of: grouped), elements: grouped)]
            }
            return result
        }

        /// The blocks' elements, the blocks sorted top to bottom, then left to right; blocks
        /// at the same place keep the order they were found in.
        func ordered(_ blocks: [Block]) -> [any AccessibleObject] {
            let sorted = blocks.enumerated().sorted { lhs, rhs in
                let a = lhs.element.frame, b = rhs.element.frame
                if a.minY != b.minY { return a.minY < b.minY }
                if a.minX != b.minX { return a.minX < b.minX }
                return lhs.offset < rhs.offset
            }
            return sorted.flatMap { $0.element.elements }
        }

        func union(of elements: [any AccessibleObject]) -> CGRect {
            elements.dropFirst().reduce(elements[0].accessibilityFrame) { $0.union($1.accessibilityFrame) }
        }
    }
}
