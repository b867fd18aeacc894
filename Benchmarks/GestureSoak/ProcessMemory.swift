import CMalloc
import Foundation

/// What a process holds in memory, read from Linux's `/proc` and glibc.
public enum ProcessMemory {
    /// The resident set size of process `pid` (this process when nil) in kilobytes, from the
    /// `VmRSS` line of `/proc/PID/status`; nil when the process is gone or the line missing.
    public static func residentKilobytes(pid: Int32? = nil) -> Int? {
        let path = pid.map { "/proc/\($0)/status" } ?? "/proc/self/status"
        guard let data = FileManager.default.contents(atPath: path) else { return nil }
        let text = String(decoding: data, as: UTF8.self)
        guard let line = text.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") }) else { return nil }
        // "VmRSS:     123456 kB"
        return line.split(separator: " ", omittingEmptySubsequences: true).dropFirst().first.flatMap { Int($0) }
    }

    /// Bytes the allocator has handed out and not had back, in glibc's main arena (where the
    /// main thread allocates): a sharper leak signal than RSS, which also counts freed memory
    /// the allocator keeps and pages of libraries touched for the first time.
    public static func heapInUseBytes() -> Int {
        Int(mallinfo2().uordblks)
    }
}
