import Foundation
import OpenUIKit
import Testing

@Suite struct UIEdgeInsetsTests {
    @Test func zeroAndTheEmptyInitializerAreAllZero() {
        #expect(UIEdgeInsets.zero == UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0))
        #expect(UIEdgeInsets() == .zero)
        let insets = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(insets.top == 1 && insets.left == 2 && insets.bottom == 3 && insets.right == 4)
    }

    @Test func equalInsetsHashAlikeAndDifferentOnesDiffer() {
        let a = UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)
        #expect(Set([a, UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4)]).count == 1)
        #expect(a != UIEdgeInsets(top: 1, left: 2, bottom: 4, right: 3))
    }

    @Test func insetMovesEachEdgeInwards() {
        let rect = CGRect(x: 10, y: 20, width: 100, height: 50)
        let inset = rect.inset(by: UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        #expect(inset == CGRect(x: 12, y: 21, width: 94, height: 46))
        #expect(rect.inset(by: .zero) == rect)
    }

    @Test func negativeInsetsGrowTheRect() {
        // UIEdgeInsetsInsetRect({{20, 50}, {100, 80}}, {-3, -4, -5, -6}) is {{16, 47}, {110, 88}}.
        let grown = CGRect(x: 20, y: 50, width: 100, height: 80).inset(by: UIEdgeInsets(top: -3, left: -4, bottom: -5, right: -6))
        #expect(grown == CGRect(x: 16, y: 47, width: 110, height: 88))
    }

    @Test func insetsLargerThanTheRectLeaveANegativeSizeNotNull() {
        // UIKit's arithmetic, unlike insetBy(dx:dy:): no clamping, no null rect.
        let rect = CGRect(x: 0, y: 0, width: 10, height: 10)
        let inset = rect.inset(by: UIEdgeInsets(top: 0, left: 8, bottom: 0, right: 8))
        #expect(inset.origin == CGPoint(x: 8, y: 0))
        #expect(inset.size == CGSize(width: -6, height: 10))
        #expect(!inset.isNull)
        #expect(rect.insetBy(dx: 8, dy: 0).isNull)
    }
}
