import Foundation

/// Watches how much memory the system still has available, and reports when it runs low, so
/// that the app receives a memory warning as an iOS app does when the system is short.
///
/// Linux states it in `/proc/meminfo`: `MemAvailable` (what can be had without swapping) out
/// of `MemTotal`. The monitor reads it every `pollInterval` seconds on the main queue. Memory
/// is low below `lowAvailableFraction`; it reports once on going low, and again only after
/// memory has come back above `recoveredAvailableFraction`, so one shortage is one warning.
@MainActor
final class MemoryPressureMonitor {
    /// How often `/proc/meminfo` is read, in seconds: often enough to warn before the system
    /// starts killing processes, rarely enough to cost nothing.
    nonisolated static let pollInterval: TimeInterval = 2
    /// The available fraction of total memory (0...1) below which memory is low.
    nonisolated static let lowAvailableFraction = 0.05
    /// The available fraction above which a shortage is over, so a later one warns again.
    nonisolated static let recoveredAvailableFraction = 0.10
    /// Where Linux reports the system's memory.
    nonisolated static let meminfoPath = "/proc/meminfo"

    private let read: () -> String?
    private let onLow: () -> Void
    /// Whether memory was low at the last check: a warning has been sent for this shortage.
    private(set) var isLow = false
    private var timer: DispatchSourceTimer?

    /// A monitor that gets the text of `/proc/meminfo` from `read` and calls `onLow` when
    /// memory runs low.
    init(read: @escaping () -> String? = { try? String(contentsOfFile: MemoryPressureMonitor.meminfoPath, encoding: .utf8) },
         onLow: @escaping () -> Void) {
        self.read = read
        self.onLow = onLow
    }

    /// Checks now and then every `pollInterval` seconds, on the main queue. A system without a
    /// readable `/proc/meminfo` is reported once and not watched.
    func start() {
        guard timer == nil, check() else { return }
        let source = DispatchSource.makeTimerSource(queue: .main)
        source.schedule(deadline: .now() + Self.pollInterval, repeating: Self.pollInterval)
        source.setEventHandler { [weak self] in
            MainActor.assumeIsolated { _ = self?.check() }
        }
        timer = source
        source.resume()
    }

    /// Stops the checks.
    func stop() {
        timer?.cancel()
        timer = nil
    }

    /// Reads the system's memory once, calling `onLow` if it has just run low. Returns false
    /// (having warned) when there is nothing to read or it cannot be understood.
    @discardableResult
    func check() -> Bool {
        guard let text = read(), let fraction = Self.availableFraction(meminfo: text) else {
            Diagnostics.warn("\(Self.meminfoPath) is unreadable or lacks MemTotal and MemAvailable: memory warnings are off",
                             once: "MemoryPressureMonitor.unreadable")
            stop()
            return false
        }
        if !isLow, fraction < Self.lowAvailableFraction {
            isLow = true
            onLow()
        } else if isLow, fraction > Self.recoveredAvailableFraction {
            isLow = false
        }
        return true
    }

    /// `MemAvailable` over `MemTotal` in `/proc/meminfo`'s text (lines such as
    /// `MemTotal:  16318460 kB`), or nil when either is missing or the total is not positive.
    nonisolated static func availableFraction(meminfo: String) -> Double? {
        var total: Double?
        var available: Double?
        for line in meminfo.split(separator: "\n") {
            let fields = line.split(whereSeparator: { $0 == " " || $0 == "\t" })
            guard fields.count >= 2, let value = Double(fields[1]) else { continue }
            switch fields[0] {
            case "MemTotal:": total = value
            case "MemAvailable:": available = value
            default: break
            }
        }
        guard let total, let available, total > 0 else { return nil }
        return min(max(available / total, 0), 1)
    }
}
