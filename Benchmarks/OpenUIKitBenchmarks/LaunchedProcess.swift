import Foundation

/// A program the launch case starts and ends itself (`posix_spawn`, then `wait4`), so that
/// ending it yields its exact CPU time, every thread's included: the clock ticks in
/// `/proc/PID/stat` (10 ms) are too coarse for a launch of a few tens of milliseconds.
/// Standard output is read line by line on a background thread, each line stamped with the
/// time since the start.
final class LaunchedProcess: @unchecked Sendable {
    let pid: pid_t
    private let started = DispatchTime.now()
    private let lock = NSLock()
    private var lines: [(line: String, at: DispatchTime)] = []
    private var finishedReading = false

    init?(executable: String, arguments: [String], display: String, environment extra: [String: String] = [:]) {
        var environment = ProcessInfo.processInfo.environment
        environment["DISPLAY"] = display
        environment.merge(extra) { _, new in new }
        var fds: [Int32] = [0, 0]
        guard pipe(&fds) == 0 else { return nil }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_adddup2(&actions, fds[1], STDOUT_FILENO)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        posix_spawn_file_actions_addclose(&actions, fds[1])
        posix_spawn_file_actions_addopen(&actions, STDERR_FILENO, "/dev/null", O_WRONLY, 0)
        let argv = ([executable] + arguments).map { strdup($0) } + [nil]
        let envp = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { (argv + envp).forEach { free($0) } }
        var child: pid_t = 0
        let status = posix_spawn(&child, executable, &actions, nil, argv, envp)
        close(fds[1])
        guard status == 0 else {
            close(fds[0])
            return nil
        }
        pid = child
        let reader = FileHandle(fileDescriptor: fds[0], closeOnDealloc: true)
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

    /// Seconds from the start to the first line containing `text`, waiting up to `timeout`.
    func secondsUntilLine(containing text: String, timeout: TimeInterval = 10) -> Double? {
        let deadline = Date().addingTimeInterval(timeout)
        while Date() < deadline {
            let (found, done) = lock.withLock { (lines.first { $0.line.contains(text) }, finishedReading) }
            if let found { return Double(found.at.uptimeNanoseconds - started.uptimeNanoseconds) / 1e9 }
            if done { return nil }
            usleep(200)
        }
        return nil
    }

    /// The process's resident memory now, by kind of mapping (`/proc/PID/smaps`).
    var memory: ResidentMemory? { ResidentMemory(pid: pid) }

    /// Ends the process (SIGTERM) and returns the CPU time it used in all, in milliseconds.
    func finish() -> Double {
        kill(pid, SIGTERM)
        var status: Int32 = 0
        var usage = rusage()
        guard wait4(pid, &status, 0, &usage) == pid else { return .nan }
        func milliseconds(_ t: timeval) -> Double { Double(t.tv_sec) * 1000 + Double(t.tv_usec) / 1000 }
        return milliseconds(usage.ru_utime) + milliseconds(usage.ru_stime)
    }
}

/// A process's resident memory by what is mapped: the Swift runtime and Foundation, the C
/// libraries, the MIT-SHM back buffer, the heap… (from `/proc/PID/smaps`, in MiB).
struct ResidentMemory {
    enum Kind: String, CaseIterable {
        case swift = "Swift runtime + Foundation"
        case cxx = "C++ runtime (libstdc++, libgcc_s)"
        case libc = "libc, libm, ld.so"
        case cLibraries = "C libraries (X11, Cairo, Pango, GLib, HarfBuzz, FreeType, fontconfig…)"
        case sharedMemory = "MIT-SHM back buffer"
        case heap = "heap, anonymous memory, stacks"
        case executable = "the executable"
        case fonts = "font files"
        case otherFiles = "other mapped files"
    }

    var mebibytes: [Kind: Double] = [:]
    var total: Double { mebibytes.values.reduce(0, +) }

    init?(pid: pid_t) {
        guard let text = ResidentMemory.read("/proc/\(pid)/smaps"), !text.isEmpty else { return nil }
        let executable = (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/\(pid)/exe")) ?? ""
        var kind = Kind.heap
        for line in text.split(separator: "\n") {
            let fields = line.split(separator: " ", omittingEmptySubsequences: true)
            if let range = fields.first, range.contains("-"), range.allSatisfy({ $0.isHexDigit || $0 == "-" }) {
                let path = fields.count > 5 ? fields[5...].joined(separator: " ") : ""
                kind = path == executable ? .executable : ResidentMemory.kind(ofMapping: path)
            } else if fields.first == "Rss:", fields.count > 1, let kilobytes = Double(fields[1]) {
                mebibytes[kind, default: 0] += kilobytes / 1024
            }
        }
    }

    /// A whole `/proc` file. (They report a size of 0, and Foundation's whole-file readers
    /// stop after the first chunk of them.)
    static func read(_ path: String) -> String? {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else { return nil }
        defer { close(fd) }
        var bytes: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let count = chunk.withUnsafeMutableBytes { Glibc.read(fd, $0.baseAddress, $0.count) }
            guard count > 0 else { break }
            bytes += chunk[0..<count]
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    private static func kind(ofMapping path: String) -> Kind {
        let name = path.split(separator: "/").last.map(String.init) ?? path
        if path.isEmpty || path.hasPrefix("[") { return .heap }
        if name.hasPrefix("SYSV") { return .sharedMemory }
        if ["libswift", "libFoundation", "lib_Foundation", "libdispatch", "libBlocksRuntime"].contains(where: name.hasPrefix) { return .swift }
        if name.hasPrefix("libstdc++") || name.hasPrefix("libgcc_s") { return .cxx }
        if ["libc.so", "libm.so", "ld-linux"].contains(where: name.hasPrefix) { return .libc }
        if name.contains(".so") { return .cLibraries }
        if [".ttf", ".otf", ".pfb", "cache-8", "cache-9"].contains(where: name.hasSuffix) { return .fonts }
        return .otherFiles
    }
}
