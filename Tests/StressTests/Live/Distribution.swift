import Foundation

/// Summary figures of a set of measurements (seconds, kilobytes, counts).
struct Distribution: Sendable, CustomStringConvertible {
    private let sorted: [Double]

    init(_ values: [Double]) {
        sorted = values.sorted()
    }

    var count: Int { sorted.count }
    var isEmpty: Bool { sorted.isEmpty }
    var maximum: Double { sorted.last ?? .nan }
    var median: Double { percentile(0.5) }

    /// The value below which a share `p` (0…1) of the measurements fall (nearest rank).
    func percentile(_ p: Double) -> Double {
        guard !sorted.isEmpty else { return .nan }
        let rank = Int((p * Double(sorted.count)).rounded(.up)) - 1
        return sorted[min(max(rank, 0), sorted.count - 1)]
    }

    /// Milliseconds, for seconds: "median 1.23 ms, p90 …, p99 …, max … (n = N)".
    var description: String {
        func ms(_ seconds: Double) -> String { String(format: "%.2f ms", seconds * 1000) }
        return "median \(ms(median)), p90 \(ms(percentile(0.9))), p99 \(ms(percentile(0.99))), max \(ms(maximum)) (n = \(count))"
    }
}
