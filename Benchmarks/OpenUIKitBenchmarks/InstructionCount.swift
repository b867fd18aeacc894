import CCallgrind
import Foundation

/// Instructions a measured loop executes, when the benchmark runs under callgrind
/// (`valgrind --tool=callgrind --separate-threads=yes OpenUIKitBenchmarks CASE`, in a scratch folder): the count
/// does not depend on what else the machine is doing, unlike the wall clock. Outside
/// valgrind nothing is counted and the loop simply runs.
///
/// Callgrind's counters are zeroed before the loop and dumped after it into a profile part of
/// its own (`callgrind.out.PID.N`, or `callgrind.out.PID.N-01` for the main thread with
/// separate threads, in the working folder), whose summary line is read back.
enum InstructionCount {
    static let isAvailable = callgrind_running_on_valgrind() != 0

    /// Dumps so far, to give each its own label.
    @MainActor private static var dumps = 0

    /// Runs `body` and returns the instructions it executed; nil outside callgrind (or when
    /// the profile part cannot be read).
    @MainActor
    static func count(_ label: String, _ body: () -> Void) -> UInt64? {
        guard isAvailable else {
            body()
            return nil
        }
        dumps += 1
        let trigger = "openuikit-benchmark \(dumps) \(label)"
        callgrind_zero_statistics()
        body()
        callgrind_dump_statistics(trigger)
        return summary(ofPartWithTrigger: trigger)
    }

    /// The `summary:` figure of the profile part callgrind just wrote: what the calling thread
    /// ran between the zero and the dump.
    ///
    /// Not `totals:`, the sum of the cost lines the part lists. Measured on the `storyboard`
    /// case, with each case counted twice in one process (`--separate-threads=yes`, one
    /// thread): `summary:` gave the same figure both times (the scene in code 526.8 K,
    /// 522.9 K and 525.6 K; the parsed storyboard 1236.4 K and 1235.1 K), while `totals:`
    /// ran 0.1 K to 0.42 M above it and moved from part to part (the scene in code 826 K,
    /// 612 K, 662 K). The excess is work done before the zero that some cost lines still
    /// carry: the first part after the parsed case's file is rewritten carried 0.42 M of it.
    /// Every storyboard ratio before 2026-11-29's correction was read from `totals:`.
    ///
    /// With other threads busy, a part's `summary:` also counts their work before the zero
    /// (the client request resets only the calling thread's mark), so run the benchmarks
    /// with `--separate-threads=yes`: the part of thread 1, the main thread, is then read.
    private static func summary(ofPartWithTrigger trigger: String) -> UInt64? {
        let folder = FileManager.default.currentDirectoryPath
        let prefix = "callgrind.out.\(getpid())"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        // With separate threads, each thread's parts end in `-NN`; the main thread's is `-01`.
        for name in names where name.hasPrefix(prefix) && (!name.contains("-") || name.hasSuffix("-01")) {
            guard let text = try? String(contentsOfFile: folder + "/" + name, encoding: .utf8),
                  text.contains("Trigger: Client Request: " + trigger) else { continue }
            for line in text.split(separator: "\n") where line.hasPrefix("summary:") {
                if let value = line.split(separator: " ").last.flatMap({ UInt64($0) }) { return value }
            }
        }
        return nil
    }
}
