import Testing
@testable import OpenUIKitPort

/// The `@IBDesignable` marks the port removes, kept as `InterfaceBuilderDesignable`
/// conformances for the storyboard canvas.
@Suite("Designable marks")
struct DesignableMarkerTests {
    func generated(_ sources: [String: String], file: String) throws -> String {
        let results = SourcePorter().port(sources.sorted { $0.key < $1.key }.map { SourcePorter.Source(path: $0.key, text: $0.value) })
        let ported = try #require(try results.map { try $0.get() }.first { $0.path == file })
        guard let start = ported.rewritten.range(of: DesignableMarkerWriter.marker) else { return "" }
        return String(ported.rewritten[start.lowerBound...])
    }

    @Test func aDesignableClassAdoptsTheProtocolAtTheEndOfItsFile() throws {
        let source = """
            import UIKit

            @IBDesignable
            class FaceView: UIView {
                @IBInspectable var scale: CGFloat = 0.9
            }

            struct Outer {
                @IBDesignable final class Badge: UILabel {}
            }

            class Plain: UIView {}

            """
        let result = try SourcePorter().port(source, path: "Face.swift")
        #expect(result.rewritten.hasSuffix("""

            \(DesignableMarkerWriter.marker)
            extension FaceView: InterfaceBuilderDesignable {}
            extension Outer.Badge: InterfaceBuilderDesignable {}

            """))
        // The table of the inspectable comes first, then the marks.
        let table = try #require(result.rewritten.range(of: InterfaceBuilderTableTests.marker))
        let marks = try #require(result.rewritten.range(of: DesignableMarkerWriter.marker))
        #expect(table.lowerBound < marks.lowerBound)
        #expect(result.edits.contains { $0.after == "extension FaceView: InterfaceBuilderDesignable {}" })
        #expect(!result.rewritten[..<marks.lowerBound].contains("@IBDesignable"))
    }

    @Test func aSubclassOfADesignableClassInheritsTheConformance() throws {
        // Swift refuses a second conformance, even from another file.
        let sources = [
            "Base.swift": "@IBDesignable class RoundedView: UIView {}\n",
            "Card.swift": "@IBDesignable class CardView: RoundedView {}\n@IBDesignable class Other: UIView {}\n",
        ]
        #expect(try generated(sources, file: "Base.swift").contains("extension RoundedView: InterfaceBuilderDesignable {}"))
        let card = try generated(sources, file: "Card.swift")
        #expect(!card.contains("CardView"))
        #expect(card.contains("extension Other: InterfaceBuilderDesignable {}"))
    }

    @Test func aFileWithoutDesignablesGetsNothing() throws {
        let result = try SourcePorter().port("class Plain: UIView {}\n")
        #expect(result.rewritten == "class Plain: UIView {}\n")
    }
}
