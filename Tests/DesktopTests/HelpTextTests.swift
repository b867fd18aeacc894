import DemoSupport
import FaceItKit
import Foundation
import PlayingCardKit
import Testing
import TestSupport

/// `--help` at 80 columns: every line fits, and no paragraph is broken where it did not have
/// to be. ArgumentParser wraps the help at the terminal's width but keeps line breaks
/// written into the text, so a hand-broken line longer than the width came out as a long
/// line, then an orphaned word, then the rest ("…every card can be / dragged, / turned…").
@Suite("--help at 80 columns")
struct HelpTextTests {
    static let columns = 80

    /// What reads badly in a help text laid out for `columns`: lines too long, a paragraph
    /// line that could have taken the next line's first word (a break where none was
    /// needed), and a continuation line of a single word.
    ///
    /// Paragraphs are the prose blocks at the left margin (the overview and the discussion's
    /// sentences) and each option's help, whose continuation lines are indented to the help
    /// column. Indented lines at the left (the gesture table) and the usage block are laid
    /// out by hand, so only their length counts.
    static func problems(in help: String, columns: Int = columns) -> [String] {
        var problems: [String] = []
        let lines = help.split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
        for line in lines where line.count >= columns {
            problems.append("\(line.count) columns: \(line)")
        }
        /// The help column: where option help starts (ArgumentParser's 26).
        let helpColumn = String(repeating: " ", count: 26)
        var previousInParagraph: String?
        var inUsage = false
        for line in lines {
            let isOptionContinuation = line.hasPrefix(helpColumn) && !inUsage
            let isProse = !line.isEmpty && !line.hasPrefix(" ") && !line.hasSuffix(":")
                && !line.hasPrefix("USAGE:") && !line.hasPrefix("OVERVIEW:")
            if line.hasPrefix("USAGE:") { inUsage = true } else if line.isEmpty { inUsage = false }
            if let previous = previousInParagraph, isOptionContinuation || isProse {
                let text = line.trimmingCharacters(in: .whitespaces)
                let words = text.split(separator: " ")
                if let first = words.first, previous.count + 1 + first.count < columns {
                    problems.append("broken early: \"\(previous)\" could have held \"\(first)\"")
                }
                if words.count == 1 {
                    problems.append("orphaned word: \"\(text)\" after \"\(previous)\"")
                }
            }
            let startsOption = line.hasPrefix("  -") && !inUsage
            let startsParagraph = line.hasPrefix("OVERVIEW:") || isProse || startsOption || isOptionContinuation
            previousInParagraph = startsParagraph ? line : nil
        }
        return problems
    }

    @Test func theCheckFindsWhatReadBadlyBefore() {
        // The discussion as ArgumentParser printed it before, at 80 columns.
        let old = """
            Esc or q quits, F11 toggles fullscreen. With --table N every card can be
            dragged,
            turned and pinched on its own. With no display (DISPLAY unset) a snapshot is
            written.
            """
        let found = Self.problems(in: old)
        #expect(found.contains { $0.contains("orphaned word: \"dragged,\"") }, "\(found)")
        #expect(found.contains { $0.contains("orphaned word: \"written.\"") }, "\(found)")
        #expect(found.contains { $0.contains("broken early: \"dragged,\" could have held \"turned\"") }, "\(found)")
        let long = String(repeating: "word ", count: 17) + "end"
        #expect(Self.problems(in: long).contains { $0.hasPrefix("88 columns") })
    }

    @Test(arguments: ["PlayingCard", "FaceIt"])
    func helpReadsWellIn80Columns(app: String) {
        let help = app == "PlayingCard" ? PlayingCardCommand.helpMessage(columns: Self.columns)
            : FaceItCommand.helpMessage(columns: Self.columns)
        #expect(Self.problems(in: help) == [], "\(help)")
    }

    /// The built app's own `--help` on an 80-column terminal (COLUMNS), as a user sees it.
    @Test(arguments: ["PlayingCard", "FaceIt"])
    func theAppPrintsTheSameHelp(app: String) async throws {
        let child = try ChildProcess(executable: AppRun.executable(named: app), arguments: ["--help"],
                                     environment: ["COLUMNS": "\(Self.columns)"])
        #expect(await child.waitForExit() == 0, "\(child.transcript)")
        let help = child.standardOutputLines.joined(separator: "\n")
        #expect(help.contains("OPTIONS:"), "\(child.transcript)")
        #expect(Self.problems(in: help) == [], "\(help)")
        #expect(!help.contains("--export-icons"), "a packaging option, hidden from --help")
    }

    /// The usage block is written by `DemoOptions.usage`, not generated: it must still name
    /// every option the parser lists, and the flags both apps share.
    @Test(arguments: ["PlayingCard", "FaceIt"])
    func theUsageNamesEveryOption(app: String) throws {
        let help = app == "PlayingCard" ? PlayingCardCommand.helpMessage(columns: Self.columns)
            : FaceItCommand.helpMessage(columns: Self.columns)
        let usage = try #require(help.components(separatedBy: "USAGE: ").last?.components(separatedBy: "\n\n").first)
        let options = try #require(help.components(separatedBy: "OPTIONS:").last)
        let listed = options.split(separator: "\n").compactMap { line -> String? in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard trimmed.hasPrefix("--") else { return nil }
            return String(trimmed.prefix { $0 != " " && $0 != "," })
        }
        #expect(listed.contains("--fullscreen"))
        #expect(listed.count >= 8, "\(listed)")
        for option in listed {
            #expect(usage.contains("[\(option)"), "\(option) is missing from the usage:\n\(usage)")
        }
        #expect(usage.split(separator: "\n").count <= 3, "\(usage)")
    }

    @Test func usageLinesAreFilledAndAlignedUnderTheCommand() {
        let usage = DemoOptions.usage(command: "Tool", arguments: ["[--one]", "[--two <X>]"], columns: 40)
        let lines = usage.split(separator: "\n").map(String.init)
        #expect(lines.first?.hasPrefix("Tool [--one] [--two <X>]") == true, "\(lines)")
        for line in lines {
            #expect("USAGE: ".count + line.count < 40, "\(line)")
        }
        for line in lines.dropFirst() {
            #expect(line.hasPrefix("     ["), "aligned after \"Tool \": \(line)")
        }
        // Every shared option, once, in order.
        let shown = usage.split(whereSeparator: { $0 == " " || $0 == "\n" }).filter { $0.hasPrefix("[--") }
        #expect(shown.count == 2 + DemoOptions.usageArguments.count)
    }
}
