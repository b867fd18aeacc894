import Foundation

/// A program the benchmark starts on the X display and watches: its standard output is read
/// line by line on a background thread, with a stopwatch from the moment it was started.
final class ChildApp: @unchecked Sendable {
    let process = Process()
    private let started = DispatchTime.now()
    private let lock = NSLock()
    private var lines: [(line: String, at: DispatchTime)] = []
    private var finishedReading = false

    init?(executable: String, arguments: [String], display: String, environment extra: [String: String] = [:]) {
        let pipe = Pipe()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment.merge(extra) { _, new in new }
        process.environment = environment
        process.standardOutput = pipe
        process.standardError = FileHandle.nullDevice
        do { try process.run() } catch { return nil }
        let reader = pipe.fileHandleForReading
        Thread.detachNewThread { [self] in
            var pending = ""
            while true {
                let data = reader.availableData
                let now = DispatchTime.now()
                if data.isEmpty { break }
                pending += String(decoding: data, as: UTF8.self)
                while let newline = pending.firstIndex(of: "\n") {
                    let line = String(pending[..<newline])
                    pending.removeSubrange(...newline)
                    lock.withLock { lines.append((line, now)) }
                }
            }
            lock.withLock { finishedReading = true }
        }
    }

    /// The executable beside this benchmark's own (both are built into the same folder).
    static func sibling(_ name: String) -> String? {
        let path = URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath()
            .deletingLastPathComponent().appendingPathComponent(name).path
        return FileManager.default.isExecutableFile(atPath: path) ? path : nil
    }

    /// Seconds from the start to the first line containing `text`, waiting up to `timeout`.
    func secondsUntilLine(containing text: String, timeout: TimeInterval = 10) -> Double? {
        let deadline = Date().addingTimeInterval(timeout)
        // Each poll reads only the lines that arrived since the last: scanning every line
        // every half millisecond cost the watcher most of a core by the end of a 10 s run,
        // a core the child under measurement then did not have.
        var scanned = 0
        while Date() < deadline {
            let (fresh, done): ([(line: String, at: DispatchTime)], Bool) = lock.withLock {
                (Array(lines[scanned...]), finishedReading)
            }
            scanned += fresh.count
            if let found = fresh.first(where: { $0.line.contains(text) }) {
                return Double(found.at.uptimeNanoseconds - started.uptimeNanoseconds) / 1e9
            }
            if done { return nil }
            usleep(500)
        }
        return nil
    }

    /// Every line read so far.
    var output: [String] { lock.withLock { lines.map(\.line) } }

    var residentMebibytes: Double {
        let status = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return (Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0) / 1024
    }

    /// utime + stime from /proc/PID/stat (fields 14 and 15, after the command name).
    var cpuTicks: Int {
        let stat = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8)) ?? ""
        guard let close = stat.lastIndex(of: ")") else { return 0 }
        let fields = stat[stat.index(after: close)...].split(separator: " ")
        guard fields.count > 13 else { return 0 }
        return (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
    }

    func finish() {
        if process.isRunning { kill(process.processIdentifier, SIGTERM) }
        process.waitUntilExit()
    }

    /// What a timed run of the child measured: CPU while it ran, CPU over the idle seconds
    /// after, and everything it printed.
    struct TimedRun {
        var ticksWhileRunning: Int
        var idleTicks: Int
        var output: [String]
    }

    /// Waits for the line saying the child's timed work stopped, then for `idleSeconds` of
    /// quiet, and finishes the child. Nil (with `label`'s message printed) if it never stopped.
    func timedRun(stoppedLine: String, timeout: TimeInterval, idleSeconds: UInt32, label: String) -> TimedRun? {
        let ticksAtStart = cpuTicks
        guard secondsUntilLine(containing: stoppedLine, timeout: timeout) != nil else {
            print("\(label): the child did not stop within \(Int(timeout)) s")
            finish()
            return nil
        }
        let ticksWhileRunning = cpuTicks - ticksAtStart
        // Let the frame after the last change go out.
        usleep(500_000)
        let idleBefore = cpuTicks
        sleep(idleSeconds)
        let run = TimedRun(ticksWhileRunning: ticksWhileRunning, idleTicks: cpuTicks - idleBefore, output: output)
        finish()
        return run
    }
}
