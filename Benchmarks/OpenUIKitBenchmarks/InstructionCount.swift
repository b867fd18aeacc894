import CCallgrind
import Foundation

/// Instructions a measured loop executes, when the benchmark runs under callgrind
/// (`valgrind --tool=callgrind OpenUIKitBenchmarks CASE`, in a scratch folder): the count
/// does not depend on what else the machine is doing, unlike the wall clock. Outside
/// valgrind nothing is counted and the loop simply runs.
///
/// Callgrind's counters are zeroed before the loop and dumped after it into a profile part of
/// its own (`callgrind.out.PID.N` in the working folder), whose totals line is read back.
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
        return totals(ofPartWithTrigger: trigger)
    }

    /// The `totals:` figure of the profile part callgrind just wrote: the sum of the costs of
    /// the basic blocks the part lists, which the zero cleared, so exactly the work between
    /// the zero and the dump.
    ///
    /// Not `summary:`. Callgrind (3.19) computes that one differently: for each thread, its
    /// running cost minus the cost it had at its last dump or zero. A client request zeroes
    /// only the calling thread's mark, while a dump sums every thread, so in the first part
    /// after a zero `summary:` also counts what the process's other threads ran *before* the
    /// zero, since their start. (A two-thread C program, measured: the first part's
    /// `summary:` 16.80 M against `totals:` 13.80 M, the excess exactly the second thread's
    /// work before the zero; the later parts agree, as do all parts of a one-thread program.)
    /// Both count other threads' work *during* the measured loop; the benchmarks run theirs
    /// on the main thread with none busy beside it.
    private static func totals(ofPartWithTrigger trigger: String) -> UInt64? {
        let folder = FileManager.default.currentDirectoryPath
        let prefix = "callgrind.out.\(getpid())"
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []
        for name in names where name.hasPrefix(prefix) {
            guard let text = try? String(contentsOfFile: folder + "/" + name, encoding: .utf8),
                  text.contains("Trigger: Client Request: " + trigger) else { continue }
            for line in text.split(separator: "\n") where line.hasPrefix("totals:") {
                if let value = line.split(separator: " ").last.flatMap({ UInt64($0) }) { return value }
            }
        }
        return nil
    }
}
