import Foundation
import Synchronization

/// An executable this test launched (typically an app under test, with `DISPLAY` pointing at a
/// test X server), with its output captured line by line.
///
/// Standard output and standard error are each read continuously on a thread of their own,
/// so a chatty child never blocks on a full pipe, and lines are available while it runs.
/// `terminate()` and deinit end exactly this child, by its PID.
///
///     let app = try ChildProcess(executable: appURL, environment: ["DISPLAY": server.displayName])
///     defer { app.terminate() }
///     #expect(await app.waitForLine(containing: "ready") != nil)
public final class ChildProcess: Sendable {
    public enum Stream: Sendable, Equatable {
        case standardOutput, standardError
    }

    public struct Line: Sendable, Equatable {
        public var stream: Stream
        public var text: String
        /// When this process read the line: for a child that prints as things happen (a
        /// frame log), when they happened, give or take the pipe's latency.
        public var receivedAt: ContinuousClock.Instant
    }

    /// How the child ended.
    public enum Termination: Sendable, Equatable {
        case exited(status: Int32)
        case signalled(signal: Int32)
    }

    public let executable: URL
    public let arguments: [String]
    public let processIdentifier: Int32

    private struct ProcessState {
        /// Kept while the child runs, with the pipes it writes to.
        var process: Process?
        /// Set once the child has exited and been reaped (see `ChildLifecycle` for why Foundation's
        /// `isRunning` is not used); from then on its PID is never signalled again.
        var termination: Termination?
        var hasExited = false
        /// When the child was first found reaped by someone else, for the grace below.
        var reapedElsewhereSince: ContinuousClock.Instant?
        /// How long Foundation may take to publish the status of a child it reaped; past it
        /// (someone else reaped it) the status stays unknown.
        static let statusPublicationGrace: Duration = .seconds(2)

        mutating func refresh(pid: Int32) {
            guard !hasExited else { return }
            switch ChildLifecycle.check(pid) {
            case .running: return
            case .ended(let ended): termination = ended
            case .reapedElsewhere:
                // Foundation's own monitor reaped the child and publishes its status a moment
                // later: until it has, the child counts as running (marking it exited now
                // lost the status, and a test saw exit code -1 for a child that exited 0).
                if let process {
                    let now = ContinuousClock.now
                    let since = reapedElsewhereSince ?? now
                    reapedElsewhereSince = since
                    if process.isRunning, now - since < ProcessState.statusPublicationGrace { return }
                    termination = process.terminationReason == .uncaughtSignal
                        ? .signalled(signal: process.terminationStatus) : .exited(status: process.terminationStatus)
                }
            }
            hasExited = true
            process = nil
        }
    }

    private let state: Mutex<ProcessState>
    private let output: OutputCollector

    /// After the child exits, how long its output pipes may take to reach end-of-file (a
    /// grandchild holding them open would otherwise stall `waitForExit`).
    private static let outputDrainTimeout: Duration = .seconds(1)

    /// Launches `executable` with `arguments`. Its environment is this process's, with
    /// `environment` added or replaced and the names in `removingEnvironment` removed.
    public init(
        executable: URL, arguments: [String] = [], environment: [String: String] = [:],
        removingEnvironment: Set<String> = [], currentDirectory: URL? = nil
    ) throws {
        var fullEnvironment = ProcessInfo.processInfo.environment
        for name in removingEnvironment { fullEnvironment.removeValue(forKey: name) }
        fullEnvironment.merge(environment) { _, new in new }

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.environment = fullEnvironment
        if let currentDirectory { process.currentDirectoryURL = currentDirectory }
        let standardOutput = Pipe(), standardError = Pipe()
        process.standardOutput = standardOutput
        process.standardError = standardError
        process.standardInput = FileHandle.nullDevice
        do {
            try ChildLifecycle.launch(process)
        } catch {
            throw LiveTestError("cannot launch \(executable.path): \(error)")
        }
        self.executable = executable
        self.arguments = arguments
        self.processIdentifier = process.processIdentifier
        self.state = Mutex(ProcessState(process: process))
        output = OutputCollector()
        output.startReading(standardOutput.fileHandleForReading, as: .standardOutput)
        output.startReading(standardError.fileHandleForReading, as: .standardError)
    }

    deinit {
        terminate()
    }

    // MARK: Output

    /// Every complete line so far, from both streams, in the order they were read (the
    /// interleaving of the two streams is only as precise as the reading threads).
    public var lines: [Line] { output.lines }

    public var standardOutputLines: [String] { lines.filter { $0.stream == .standardOutput }.map(\.text) }
    public var standardErrorLines: [String] { lines.filter { $0.stream == .standardError }.map(\.text) }

    /// Both streams as one text, for failure messages.
    public var transcript: String {
        lines.map { ($0.stream == .standardError ? "[stderr] " : "") + $0.text }.joined(separator: "\n")
    }

    /// Waits until a line (from either stream, or only `stream`) satisfies `matches`, and
    /// returns the first such line; nil if none arrives within `timeout`. Lines printed
    /// before the call count.
    public func waitForLine(
        in stream: Stream? = nil, timeout: Duration = LiveTiming.childProcessTimeout,
        matching matches: (String) -> Bool
    ) async -> String? {
        await LiveTiming.poll(timeout: timeout) {
            output.lines.first { (stream == nil || $0.stream == stream) && matches($0.text) }?.text
        }
    }

    /// Waits until a line contains `text`; see `waitForLine(in:timeout:matching:)`.
    public func waitForLine(
        containing text: String, in stream: Stream? = nil, timeout: Duration = LiveTiming.childProcessTimeout
    ) async -> String? {
        await waitForLine(in: stream, timeout: timeout) { $0.contains(text) }
    }

    // MARK: Exit

    public var isRunning: Bool {
        state.withLock { state in
            state.refresh(pid: processIdentifier)
            return !state.hasExited
        }
    }

    /// How the child ended; nil while it runs (or if another party reaped it and its status
    /// is unknown).
    public var termination: Termination? {
        state.withLock { state in
            state.refresh(pid: processIdentifier)
            return state.termination
        }
    }

    /// Waits for the child to exit and returns its exit status (for a child killed by a
    /// signal, 128 + the signal number, as a shell reports it; see `termination`), or nil if it
    /// is still running after `timeout`. Once it has exited, its remaining output is read
    /// before this returns.
    public func waitForExit(timeout: Duration = LiveTiming.childProcessTimeout) async -> Int32? {
        guard await LiveTiming.waitUntil(timeout: timeout, { !isRunning }) else { return nil }
        _ = await LiveTiming.waitUntil(timeout: Self.outputDrainTimeout) { output.isFinished }
        switch termination {
        case .exited(let status): return status
        case .signalled(let signal): return Self.shellSignalBase + signal
        case nil: return Self.unknownExitStatus
        }
    }

    /// Shells report death by signal N as status 128 + N.
    private static let shellSignalBase: Int32 = 128
    /// Returned when someone else reaped the child and its status was lost.
    private static let unknownExitStatus: Int32 = -1

    /// Sends `signal` to the child (by its PID) if it is still running.
    public func send(signal: Int32) {
        state.withLock { state in
            state.refresh(pid: processIdentifier)
            if !state.hasExited { kill(processIdentifier, signal) }
        }
    }

    /// Ends the child: SIGTERM, then SIGKILL if it is still running after `timeout`. Returns
    /// once it is gone. Does nothing if it has already exited.
    public func terminate(timeout: Duration = LiveTiming.childStopTimeout) {
        state.withLock { state in
            state.refresh(pid: processIdentifier)
            guard !state.hasExited else { return }
            kill(processIdentifier, SIGTERM)
            let ended = LiveTiming.pollBlocking(timeout: timeout) {
                state.refresh(pid: processIdentifier)
                return state.hasExited
            }
            if !ended {
                kill(processIdentifier, SIGKILL)
                _ = LiveTiming.pollBlocking(timeout: timeout) {
                    state.refresh(pid: processIdentifier)
                    return state.hasExited
                }
            }
        }
    }
}

/// Reads a child's pipes on dedicated threads and splits them into lines.
private final class OutputCollector: Sendable {
    private struct State {
        var lines: [ChildProcess.Line] = []
        var openStreams = 0
    }

    private let state = Mutex(State())

    var lines: [ChildProcess.Line] { state.withLock { $0.lines } }
    /// Whether every stream has reached end-of-file.
    var isFinished: Bool { state.withLock { $0.openStreams == 0 } }

    private static let readSize = 64 * 1024

    func startReading(_ handle: FileHandle, as stream: ChildProcess.Stream) {
        state.withLock { $0.openStreams += 1 }
        let descriptor = handle.fileDescriptor
        // A plain thread, not a task: a blocking read() must not occupy a thread of Swift's
        // small cooperative pool, which the tests themselves run on.
        let thread = Thread { [self] in
            var pending: [UInt8] = []
            var buffer = [UInt8](repeating: 0, count: Self.readSize)
            while true {
                let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
                if count < 0, errno == EINTR { continue }
                guard count > 0 else { break }
                pending += buffer[0..<count]
                var lines: [ChildProcess.Line] = []
                let receivedAt = ContinuousClock.now
                while let newline = pending.firstIndex(of: UInt8(ascii: "\n")) {
                    lines.append(.init(stream: stream, text: String(decoding: pending[..<newline], as: UTF8.self), receivedAt: receivedAt))
                    pending.removeSubrange(...newline)
                }
                if !lines.isEmpty { state.withLock { $0.lines += lines } }
            }
            state.withLock { state in
                if !pending.isEmpty {
                    state.lines.append(.init(stream: stream, text: String(decoding: pending, as: UTF8.self), receivedAt: .now))
                }
                state.openStreams -= 1
            }
            try? handle.close()
        }
        thread.name = "ChildProcess \(stream)"
        thread.start()
    }
}
