/// A unified diff of two texts, as `--dry-run` prints it: `--- a/path`, `+++ b/path`, then
/// hunks with `contextLineCount` unchanged lines around each change, the format `patch -p1`
/// and `git apply` read.
///
/// Lines are matched with Myers' algorithm, whose cost grows with the number of changed
/// lines rather than the file's length squared: the porter's edits are few and far apart
/// in files of any size.
public struct UnifiedDiff {
    /// Unchanged lines shown before and after each change.
    public static let contextLineCount = 3

    /// The diff, or "" when the texts are equal.
    public let text: String

    public init(path: String, original: String, rewritten: String) {
        guard original != rewritten else {
            text = ""
            return
        }
        let old = Self.lines(of: original)
        let new = Self.lines(of: rewritten)
        let script = Self.editScript(old.map(\.text), new.map(\.text))
        var output = "--- a/\(path)\n+++ b/\(path)\n"
        for hunk in Self.hunks(of: script) {
            output += Self.render(hunk, script: script, old: old, new: new)
        }
        text = output
    }

    // MARK: Lines

    /// A line without its newline, and whether it had one (the last line of a file may not).
    struct Line {
        var text: Substring
        var hasNewline: Bool
    }

    static func lines(of text: String) -> [Line] {
        var lines: [Line] = []
        var start = text.startIndex
        while start < text.endIndex {
            if let newline = text[start...].firstIndex(of: "\n") {
                lines.append(Line(text: text[start..<newline], hasNewline: true))
                start = text.index(after: newline)
            } else {
                lines.append(Line(text: text[start...], hasNewline: false))
                start = text.endIndex
            }
        }
        return lines
    }

    // MARK: Edit script

    /// One step through both files: a line both share, or one only the old or the new has.
    enum Step: Equatable {
        case same(old: Int, new: Int)
        case removed(old: Int)
        case inserted(new: Int)

        var isChange: Bool {
            if case .same = self { return false }
            return true
        }
    }

    /// The shortest edit script from `old` to `new` (Myers 1986, greedy forward search with
    /// the furthest-reaching path of each diagonal kept per round for the backtrack).
    static func editScript(_ old: [Substring], _ new: [Substring]) -> [Step] {
        let n = old.count
        let m = new.count
        let offset = n + m
        var furthest = [Int](repeating: 0, count: 2 * offset + 2)
        var trace: [[Int]] = []
        search: for distance in 0...offset {
            trace.append(furthest)
            for diagonal in stride(from: -distance, through: distance, by: 2) {
                var x: Int
                if diagonal == -distance || (diagonal != distance && furthest[offset + diagonal - 1] < furthest[offset + diagonal + 1]) {
                    x = furthest[offset + diagonal + 1]
                } else {
                    x = furthest[offset + diagonal - 1] + 1
                }
                var y = x - diagonal
                while x < n, y < m, old[x] == new[y] {
                    x += 1
                    y += 1
                }
                furthest[offset + diagonal] = x
                if x >= n, y >= m { break search }
            }
        }
        // Walk back from the end through the recorded rounds.
        var steps: [Step] = []
        var x = n
        var y = m
        for distance in stride(from: trace.count - 1, through: 0, by: -1) {
            let previous = trace[distance]
            let diagonal = x - y
            let previousDiagonal: Int
            if diagonal == -distance || (diagonal != distance && previous[offset + diagonal - 1] < previous[offset + diagonal + 1]) {
                previousDiagonal = diagonal + 1
            } else {
                previousDiagonal = diagonal - 1
            }
            let previousX = distance == 0 ? 0 : previous[offset + previousDiagonal]
            let previousY = previousX - previousDiagonal
            while x > previousX, y > previousY {
                x -= 1
                y -= 1
                steps.append(.same(old: x, new: y))
            }
            guard distance > 0 else { break }
            if x == previousX {
                y -= 1
                steps.append(.inserted(new: y))
            } else {
                x -= 1
                steps.append(.removed(old: x))
            }
        }
        while x > 0, y > 0 {
            x -= 1
            y -= 1
            steps.append(.same(old: x, new: y))
        }
        return steps.reversed()
    }

    // MARK: Hunks

    /// Ranges of steps, each a run of changes with its context; runs whose contexts touch
    /// share a hunk.
    static func hunks(of script: [Step]) -> [Range<Int>] {
        var hunks: [Range<Int>] = []
        for (position, step) in script.enumerated() where step.isChange {
            let start = max(0, position - contextLineCount)
            let end = min(script.count, position + contextLineCount + 1)
            if let last = hunks.last, start <= last.upperBound {
                hunks[hunks.count - 1] = last.lowerBound..<max(last.upperBound, end)
            } else {
                hunks.append(start..<end)
            }
        }
        return hunks
    }

    private static func render(_ hunk: Range<Int>, script: [Step], old: [Line], new: [Line]) -> String {
        var oldStart: Int?
        var newStart: Int?
        var oldCount = 0
        var newCount = 0
        var oldBefore = 0
        var newBefore = 0
        for step in script[..<hunk.lowerBound] {
            switch step {
            case .same: oldBefore += 1; newBefore += 1
            case .removed: oldBefore += 1
            case .inserted: newBefore += 1
            }
        }
        var body = ""
        for step in script[hunk] {
            switch step {
            case .same(let o, let n):
                oldStart = oldStart ?? o
                newStart = newStart ?? n
                oldCount += 1
                newCount += 1
                body += line(" ", old[o])
            case .removed(let o):
                oldStart = oldStart ?? o
                oldCount += 1
                body += line("-", old[o])
            case .inserted(let n):
                newStart = newStart ?? n
                newCount += 1
                body += line("+", new[n])
            }
        }
        // An empty side is written as the line before it (0 at the top of the file).
        let oldFirst = oldCount == 0 ? oldBefore : (oldStart ?? oldBefore) + 1
        let newFirst = newCount == 0 ? newBefore : (newStart ?? newBefore) + 1
        return "@@ -\(range(oldFirst, oldCount)) +\(range(newFirst, newCount)) @@\n" + body
    }

    private static func range(_ first: Int, _ count: Int) -> String {
        count == 1 ? "\(first)" : "\(first),\(count)"
    }

    private static func line(_ marker: String, _ line: Line) -> String {
        marker + line.text + (line.hasNewline ? "\n" : "\n\\ No newline at end of file\n")
    }
}
