import Foundation
import Testing
import TestSupport

/// The child-process runner that launches apps under test: output capture, environment,
/// exit status, and termination by PID. No X server is involved.
@Suite("Live: child processes")
struct ChildProcessLiveTests {
    static let shell = URL(fileURLWithPath: "/bin/sh")

    @Test func capturesBothStreamsLineByLineAndTheExitStatus() async throws {
        let child = try ChildProcess(
            executable: Self.shell, arguments: ["-c", "echo one; echo two >&2; printf 'no newline'; exit 3"])
        #expect(await child.waitForExit() == 3)
        #expect(child.termination == .exited(status: 3))
        #expect(child.standardOutputLines == ["one", "no newline"])
        #expect(child.standardErrorLines == ["two"])
        #expect(!child.isRunning)
    }

    @Test func environmentIsOverriddenAndRemoved() async throws {
        // Two variables of the test process (PATH is always there): one must be inherited,
        // one removed.
        let environment = ProcessInfo.processInfo.environment
        let removed = "PATH"
        #expect(environment[removed] != nil)
        let inherited = try #require(
            environment.keys.sorted().first { $0 != removed && $0 != "DISPLAY" && $0.allSatisfy { $0.isLetter || $0 == "_" } })
        let child = try ChildProcess(
            executable: Self.shell,
            arguments: ["-c", "echo display=$DISPLAY; /usr/bin/printenv \(removed) || echo removed; /usr/bin/printenv \(inherited)"],
            environment: ["DISPLAY": ":123"], removingEnvironment: [removed])
        #expect(await child.waitForExit() == 0, "\(child.transcript)")
        #expect(child.standardOutputLines.prefix(2) == ["display=:123", "removed"])
        #expect(child.standardOutputLines.dropFirst(2).joined(separator: "\n") == environment[inherited])
    }

    @Test func aChattyChildNeverBlocksOnAFullPipe() async throws {
        // Far more than a pipe buffer (64 KiB) on both streams at once.
        let lineCount = 50_000
        let child = try ChildProcess(
            executable: Self.shell,
            arguments: ["-c", "i=0; while [ $i -lt \(lineCount) ]; do echo out $i; echo err $i >&2; i=$((i+1)); done; echo done"])
        #expect(await child.waitForExit() == 0)
        #expect(child.standardOutputLines.count == lineCount + 1)
        #expect(child.standardErrorLines.count == lineCount)
        #expect(child.standardOutputLines.last == "done")
    }

    @Test func waitsForALineWhileTheChildRunsThenTerminatesIt() async throws {
        let child = try ChildProcess(executable: Self.shell, arguments: ["-c", "echo ready; exec sleep 30"])
        let pid = child.processIdentifier
        #expect(await child.waitForLine(containing: "ready") == "ready")
        #expect(await child.waitForLine(containing: "never printed", timeout: .milliseconds(100)) == nil)
        #expect(await child.waitForExit(timeout: .milliseconds(100)) == nil, "still running")

        child.terminate()
        #expect(child.termination == .signalled(signal: SIGTERM), "SIGTERM reaches the child")
        #expect(kill(pid, 0) == -1 && errno == ESRCH, "PID \(pid) is gone")
        #expect(await child.waitForExit() == 128 + SIGTERM)
    }
}
