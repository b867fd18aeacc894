import Testing
@testable import OpenUIKitPort

@Suite("Unified diff")
struct UnifiedDiffTests {
    static func numbered(_ range: ClosedRange<Int>) -> [String] {
        range.map { "line \($0)" }
    }

    @Test func equalTextsHaveNoDiff() {
        #expect(UnifiedDiff(path: "A.swift", original: "a\n", rewritten: "a\n").text == "")
    }

    @Test func oneChangeWithThreeLinesOfContext() {
        var lines = Self.numbered(1...10)
        let original = lines.joined(separator: "\n") + "\n"
        lines[4] = "changed"
        let rewritten = lines.joined(separator: "\n") + "\n"
        #expect(UnifiedDiff(path: "A.swift", original: original, rewritten: rewritten).text == """
            --- a/A.swift
            +++ b/A.swift
            @@ -2,7 +2,7 @@
             line 2
             line 3
             line 4
            -line 5
            +changed
             line 6
             line 7
             line 8

            """)
    }

    @Test func distantChangesAreSeparateHunksAndCloseOnesShareOne() {
        var lines = Self.numbered(1...30)
        let original = lines.joined(separator: "\n") + "\n"
        lines.remove(at: 0)           // line 1 removed
        lines[3] = "four"             // line 5 changed: within context of the first change
        lines.insert("new", at: 24)   // after line 25: far away
        let rewritten = lines.joined(separator: "\n") + "\n"
        #expect(UnifiedDiff(path: "A.swift", original: original, rewritten: rewritten).text == """
            --- a/A.swift
            +++ b/A.swift
            @@ -1,8 +1,7 @@
            -line 1
             line 2
             line 3
             line 4
            -line 5
            +four
             line 6
             line 7
             line 8
            @@ -23,6 +22,7 @@
             line 23
             line 24
             line 25
            +new
             line 26
             line 27
             line 28

            """)
    }

    @Test func aRemovedLineAtTheEnd() {
        #expect(UnifiedDiff(path: "A.swift", original: "a\nb\n", rewritten: "a\n").text == """
            --- a/A.swift
            +++ b/A.swift
            @@ -1,2 +1 @@
             a
            -b

            """)
    }

    @Test func everythingRemoved() {
        #expect(UnifiedDiff(path: "A.swift", original: "a\n", rewritten: "").text == """
            --- a/A.swift
            +++ b/A.swift
            @@ -1 +0,0 @@
            -a

            """)
    }

    @Test func aMissingFinalNewlineIsMarked() {
        #expect(UnifiedDiff(path: "A.swift", original: "import UIKit", rewritten: "import OpenUIKit").text == """
            --- a/A.swift
            +++ b/A.swift
            @@ -1 +1 @@
            -import UIKit
            \\ No newline at end of file
            +import OpenUIKit
            \\ No newline at end of file

            """)
    }

    @Test func theScriptIsMinimalAndConsistent() {
        let old: [Substring] = ["a", "b", "c", "a", "b", "b", "a"]
        let new: [Substring] = ["c", "b", "a", "b", "a", "c"]
        let script = UnifiedDiff.editScript(old, new)
        // Myers' classic example: 5 changes.
        #expect(script.filter(\.isChange).count == 5)
        var rebuilt: [Substring] = []
        for step in script {
            switch step {
            case .same(let o, let n):
                #expect(old[o] == new[n])
                rebuilt.append(old[o])
            case .inserted(let n): rebuilt.append(new[n])
            case .removed: break
            }
        }
        #expect(rebuilt == new)
    }
}
