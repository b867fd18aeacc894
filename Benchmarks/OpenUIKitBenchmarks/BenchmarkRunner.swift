import CAllocationCounter
import Foundation

/// Times a body repeatedly after a warm-up and summarises the samples.
struct BenchmarkRunner {
    /// Runs discarded before measuring, so caches and allocators settle.
    var warmupRuns = 5
    /// Measured runs per case.
    var measuredRuns = 60

    struct Summary {
        /// Wall-clock milliseconds per run.
        var samples: [Double]
        /// Milliseconds of this thread's CPU time per run: unlike the wall clock, it leaves
        /// out the time other processes had the CPU, so it is the steadier figure on a
        /// shared machine.
        var cpuSamples: [Double] = []
        /// Heap allocations one run of the body makes (an extra, untimed run counts them).
        var allocationsPerRun: UInt64 = 0
        var median: Double { percentile(0.5) }
        var p90: Double { percentile(0.9) }
        var cpuMedian: Double { Summary.percentile(0.5, of: cpuSamples) }
        var cpuP90: Double { Summary.percentile(0.9, of: cpuSamples) }

        func percentile(_ p: Double) -> Double {
            Summary.percentile(p, of: samples)
        }

        static func percentile(_ p: Double, of samples: [Double]) -> Double {
            guard !samples.isEmpty else { return .nan }
            let sorted = samples.sorted()
            let index = Swift.min(sorted.count - 1, Int((Double(sorted.count - 1) * p).rounded()))
            return sorted[index]
        }
    }

    /// This thread's CPU time, in nanoseconds.
    static func threadCPUTime() -> UInt64 {
        var time = timespec()
        clock_gettime(CLOCK_THREAD_CPUTIME_ID, &time)
        return UInt64(time.tv_sec) * 1_000_000_000 + UInt64(time.tv_nsec)
    }

    /// Milliseconds per run of `body`; `prepare` runs untimed before each one.
    @MainActor
    func measure(prepare: () -> Void = {}, _ body: () -> Void) -> Summary {
        for _ in 0..<warmupRuns {
            prepare()
            body()
        }
        var samples: [Double] = []
        var cpuSamples: [Double] = []
        samples.reserveCapacity(measuredRuns)
        cpuSamples.reserveCapacity(measuredRuns)
        for _ in 0..<measuredRuns {
            prepare()
            let cpuStart = BenchmarkRunner.threadCPUTime()
            let start = DispatchTime.now().uptimeNanoseconds
            body()
            let end = DispatchTime.now().uptimeNanoseconds
            let cpuEnd = BenchmarkRunner.threadCPUTime()
            samples.append(Double(end - start) / 1_000_000)
            cpuSamples.append(Double(cpuEnd - cpuStart) / 1_000_000)
        }
        // Counted apart from the timed runs, so the count costs them nothing.
        prepare()
        allocation_counter_start()
        body()
        let allocations = allocation_counter_stop()
        return Summary(samples: samples, cpuSamples: cpuSamples, allocationsPerRun: allocations)
    }
}
