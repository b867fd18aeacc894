// Deliberately no `import Foundation`: `import OpenUIKit` must bring it, as `import UIKit`
// does, or none of these names would be in scope and this file would not compile.
import OpenUIKit
import Testing

@MainActor
@Suite struct FoundationReexportTests {
    @Test func foundationNamesComeWithOpenUIKit() {
        let width: CGFloat = 10
        let rect = CGRect(x: 0, y: 0, width: width, height: 5)
        let text = NSAttributedString(string: "K♥")
        let bundle = Bundle.main
        let later = Date().addingTimeInterval(1)
        #expect(rect.width == 10)
        #expect(text.length == 2)
        #expect(!bundle.bundlePath.isEmpty)
        #expect(later > Date.distantPast)
        #expect(String(format: "%.1f", Double(rect.height)) == "5.0")
    }
}
