import Foundation
import OpenUIKit
import Testing

@Suite struct UIOffsetTests {
    @Test func zeroAndMemberwiseValues() {
        #expect(UIOffset.zero == UIOffset(horizontal: 0, vertical: 0))
        #expect(UIOffset() == .zero)
        let offset = UIOffset(horizontal: 3, vertical: -2)
        #expect(offset.horizontal == 3 && offset.vertical == -2)
        #expect(offset != UIOffset(horizontal: -2, vertical: 3))
        #expect(Set([offset, UIOffset(horizontal: 3, vertical: -2)]).count == 1)
    }
}
