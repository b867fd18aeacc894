import Foundation
import OpenUIKit
import Testing

@Suite struct NSDirectionalEdgeInsetsTests {
    @Test func zeroAndMemberwiseValues() {
        #expect(NSDirectionalEdgeInsets.zero == NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0))
        #expect(NSDirectionalEdgeInsets() == .zero)
        let insets = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(insets.top == 1 && insets.leading == 2 && insets.bottom == 3 && insets.trailing == 4)
        #expect(insets != NSDirectionalEdgeInsets(top: 1, leading: 4, bottom: 3, trailing: 2))
        #expect(Set([insets, NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)]).count == 1)
    }
}
