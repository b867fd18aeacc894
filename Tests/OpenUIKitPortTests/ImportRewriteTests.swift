import Testing
@testable import OpenUIKitPort

/// Ports `source` alone and returns the rewritten text, without the Interface Builder tables
/// appended for the marks it removed (`InterfaceBuilderTableTests` checks those).
func rewritten(_ source: String) throws -> String {
    let text = try SourcePorter().port(source).rewritten
    // The generated tables and designable marks come last; the earliest starts them.
    let starts = [InterfaceBuilderTableTests.marker, DesignableMarkerWriter.marker].compactMap { text.range(of: $0) }
    guard let tables = starts.min(by: { $0.lowerBound < $1.lowerBound }) else { return text }
    var kept = text[..<tables.lowerBound]
    // The tables start with an empty line of their own.
    if kept.hasSuffix("\r\n") { kept.removeLast() } else if kept.hasSuffix("\n") { kept.removeLast() }
    return String(kept)
}

@Suite("Imports")
struct ImportRewriteTests {
    @Test func uikitBecomesOpenUIKitAndFoundationStays() throws {
        #expect(try rewritten("import UIKit\nimport Foundation\n") == "import OpenUIKit\nimport Foundation\n")
    }

    @Test func theThreeModulesBecomeOneImport() throws {
        let source = """
            import UIKit
            import Foundation
            import CoreGraphics
            import QuartzCore

            class A {}

            """
        let expected = """
            import OpenUIKit
            import Foundation

            class A {}

            """
        #expect(try rewritten(source) == expected)
    }

    @Test func anExistingOpenUIKitImportAbsorbsTheRewrittenOnes() throws {
        #expect(try rewritten("import OpenUIKit\nimport UIKit\n") == "import OpenUIKit\n")
    }

    @Test func testableImportIsKeptOverAPlainOne() throws {
        #expect(try rewritten("import CoreGraphics\n@testable import UIKit\n") == "@testable import OpenUIKit\n")
        #expect(try rewritten("@testable import UIKit\n@testable import QuartzCore\n") == "@testable import OpenUIKit\n")
    }

    @Test func submoduleAndKindImports() throws {
        #expect(try rewritten("import UIKit.UIGestureRecognizerSubclass\n") == "import OpenUIKit\n")
        #expect(try rewritten("import UIKit\nimport UIKit.UIGestureRecognizerSubclass\n") == "import OpenUIKit\n")
        #expect(try rewritten("import class UIKit.UIView\n") == "import class OpenUIKit.UIView\n")
    }

    @Test func importsInDifferentConditionalClausesAreNotDuplicates() throws {
        let source = """
            #if DEBUG
            import UIKit
            #else
            import UIKit
            import CoreGraphics
            #endif

            """
        let expected = """
            #if DEBUG
            import OpenUIKit
            #else
            import OpenUIKit
            #endif

            """
        #expect(try rewritten(source) == expected)
    }

    @Test func otherImportsAndAPortedFileAreLeftAlone() throws {
        let source = "import OpenUIKit\nimport Foundation\nimport AVFoundation // not ours to port\n"
        let result = try SourcePorter().port(source)
        #expect(result.rewritten == source)
        #expect(result.edits.isEmpty)
    }

    @Test func anImportSharingALineKeepsTheOther() throws {
        #expect(try rewritten("import OpenUIKit; import UIKit; import Foundation\n") == "import OpenUIKit; import Foundation\n")
    }

    @Test func editsShowTheWholeImport() throws {
        let result = try SourcePorter().port("import UIKit\nimport CoreGraphics\n")
        #expect(result.edits == [
            PortEdit(line: 1, before: "import UIKit", after: "import OpenUIKit"),
            PortEdit(line: 2, before: "import CoreGraphics", after: "(removed)"),
        ])
    }
}
