import CAllocationCounter
import Foundation

/// Times a body repeatedly after a warm-up and summarises the samples.
struct BenchmarkRunner {
    /// Runs discarded before measuring, so caches and allocators settle.
    var warmupRuns = 5
    /// Measured runs per case.
    var measuredRuns = 60

    struct Summary {
        var samples: [Double]
        /// Heap allocations one run of the body makes (an extra, untimed run counts them).
        var allocationsPerRun: UInt64 = 0
        var median: Double { percentile(0.5) }
        var p90: Double { percentile(0.9) }

        func percentile(_ p: Double) -> Double {
            guard !samples.isEmpty else { return .nan }
            let sorted = samples.sorted()
            let index = Swift.min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))
            return sorted[index]
        }
    }

    /// Milliseconds per run of `body`; `prepare` runs untimed before each one.
    @MainActor
    func measure(prepare: () -> Void = {}, _ body: () -> Void) -> Summary {
        for _ in 0..<warmupRuns {
            prepare()
            body()
        }
        var samples: [Double] = []
        samples.reserveCapacity(measuredRuns)
        for _ in 0..<measuredRuns {
            prepare()
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            samples.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1_000_000)
        }
        // Counted apart from the timed runs, so the count costs them nothing.
        prepare()
        allocation_counter_start()
        body()
        let allocations = allocation_counter_stop()
        return Summary(samples: samples, allocationsPerRun: allocations)
    }
}
