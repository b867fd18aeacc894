import Foundation
import Testing
@testable import OpenUIKit

/// A Bézier timing curve evaluated without the solver under test: the parametric curve
/// sampled densely, and the crossing of x = t interpolated linearly between samples.
struct SampledTimingCurve {
    private var xs: [Double] = []
    private var ys: [Double] = []

    /// Samples per curve; the interpolation error is about (1/samples)² ≈ 1e-11.
    static let sampleCount = 200_000

    init(_ x1: Double, _ y1: Double, _ x2: Double, _ y2: Double) {
        xs.reserveCapacity(Self.sampleCount + 1)
        ys.reserveCapacity(Self.sampleCount + 1)
        for i in 0...Self.sampleCount {
            let s = Double(i) / Double(Self.sampleCount)
            xs.append(Self.bezier(x1, x2, s))
            ys.append(Self.bezier(y1, y2, s))
        }
    }

    /// The Bernstein form, deliberately not the polynomial form the solver uses.
    static func bezier(_ p1: Double, _ p2: Double, _ s: Double) -> Double {
        let u = 1 - s
        return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
    }

    func progress(at t: Double) -> Double {
        // The first sample at or past t (x never decreases).
        var low = 0
        var high = xs.count - 1
        while low < high {
            let middle = (low + high) / 2
            if xs[middle] < t { low = middle + 1 } else { high = middle }
        }
        guard low > 0 else { return ys[0] }
        let span = xs[low] - xs[low - 1]
        let w = span > 0 ? (t - xs[low - 1]) / span : 1
        return ys[low - 1] + w * (ys[low] - ys[low - 1])
    }
}

@Suite("CubicTimingCurve")
struct CubicTimingCurveTests {
    /// Core Animation's named curves with the progress at t = 0, ¼, ½, ¾ and 1, computed
    /// outside this code (bisection on the Bernstein form to full double precision).
    static let namedCurves: [(name: String, curve: CubicTimingCurve, points: [Double], expected: [Double])] = [
        ("linear", .linear, [0, 0, 1, 1], [0, 0.25, 0.5, 0.75, 1]),
        ("easeIn", .easeIn, [0.42, 0, 1, 1], [0, 0.093464650719, 0.315356812573, 0.621861869175, 1]),
        ("easeOut", .easeOut, [0, 0, 0.58, 1], [0, 0.378138130825, 0.684643187427, 0.906535349281, 1]),
        ("easeInEaseOut", .easeInEaseOut, [0.42, 0, 0.58, 1], [0, 0.129161931047, 0.5, 0.870838068953, 1]),
        ("default", .systemDefault, [0.25, 0.1, 0.25, 1], [0, 0.408510591355, 0.802403387585, 0.960458978349, 1]),
    ]
    static let quarters = [0, 0.25, 0.5, 0.75, 1.0]

    @Test func namedCurvesHaveCoreAnimationsControlPoints() {
        for named in Self.namedCurves {
            let c = named.curve
            #expect([c.x1, c.y1, c.x2, c.y2] == named.points, "\(named.name)")
        }
    }

    @Test func theWrittenDownValuesMatchTheSampledCurve() {
        for named in Self.namedCurves {
            let p = named.points
            let reference = SampledTimingCurve(p[0], p[1], p[2], p[3])
            for (t, expected) in zip(Self.quarters, named.expected) {
                #expect(abs(reference.progress(at: t) - expected) < 1e-9, "\(named.name) at \(t)")
            }
        }
    }

    @Test func namedCurvesAtTheQuarters() {
        for named in Self.namedCurves {
            for (t, expected) in zip(Self.quarters, named.expected) {
                #expect(abs(named.curve.progress(at: t) - expected) < 1e-9, "\(named.name) at \(t)")
            }
        }
    }

    @Test func solvesToBetterThanOneInTenMillionEverywhere() {
        // Includes curves whose x'(s) vanishes at an end (control point x = 0 or 1) and one
        // that overshoots, where Newton's method alone would struggle.
        let curves: [[Double]] = [
            [0.42, 0, 0.58, 1], [0, 0, 0.58, 1], [0.42, 0, 1, 1], [0.25, 0.1, 0.25, 1],
            [0, 1, 1, 0], [1, 0, 0, 1], [0.68, -0.55, 0.265, 1.55], [0.9, 0.1, 0.1, 0.9], [0, 0.5, 1, 0.5],
        ]
        // A regular grid and 300 irregular points (the golden-ratio sequence), the same on every run.
        let fractions = (0...200).map { Double($0) / 200 }
            + (1...300).map { (Double($0) * 0.618_033_988_749_894_9).truncatingRemainder(dividingBy: 1) }
        for p in curves {
            let curve = CubicTimingCurve(x1: p[0], y1: p[1], x2: p[2], y2: p[3])
            let reference = SampledTimingCurve(p[0], p[1], p[2], p[3])
            var worst = 0.0
            for t in fractions {
                worst = max(worst, abs(curve.progress(at: t) - reference.progress(at: t)))
            }
            #expect(worst < 1e-7, "\(p): worst error \(worst)")
        }
    }

    @Test func theSolvedParameterLandsOnTheRequestedTime() {
        let curve = CubicTimingCurve(x1: 0, y1: 0, x2: 0.58, y2: 1)
        for i in 1..<1000 {
            let t = Double(i) / 1000
            let s = curve.parameter(forFraction: t)
            #expect(abs(SampledTimingCurve.bezier(0, 0.58, s) - t) < 1e-12)
        }
    }

    @Test func outsideTheDurationProgressIsClampedToTheEnds() {
        let curve = CubicTimingCurve.easeInEaseOut
        #expect(curve.progress(at: -0.5) == 0)
        #expect(curve.progress(at: .nan) == 0)
        #expect(curve.progress(at: 1.5) == 1)
        #expect(curve.progress(at: .infinity) == 1)
    }

    @Test func progressNeverDecreasesForMonotoneControlPoints() {
        for named in Self.namedCurves {
            var previous = 0.0
            for i in 0...2000 {
                let value = named.curve.progress(at: Double(i) / 2000)
                #expect(value >= previous - 1e-15, "\(named.name)")
                previous = value
            }
        }
    }

    @Test func velocityIsTheSlopeOfProgress() {
        let h = 1e-6
        for named in Self.namedCurves {
            for i in 1..<20 {
                let t = Double(i) / 20
                let slope = (named.curve.progress(at: t + h) - named.curve.progress(at: t - h)) / (2 * h)
                #expect(abs(named.curve.velocity(at: t) - slope) < 1e-5, "\(named.name) at \(t)")
            }
        }
    }

    @Test func velocityAtTheEnds() {
        // Analytic: at s = 0 the slope is y1/x1, or the ratio of the second derivatives when
        // both vanish; at s = 1 it is (1 − y2)/(1 − x2).
        #expect(CubicTimingCurve.linear.velocity(at: 0) == 1)
        #expect(abs(CubicTimingCurve.easeInEaseOut.velocity(at: 0)) < 1e-12)
        #expect(abs(CubicTimingCurve.easeInEaseOut.velocity(at: 1)) < 1e-12)
        #expect(abs(CubicTimingCurve.systemDefault.velocity(at: 0) - 0.1 / 0.25) < 1e-12)
        // easeOut leaves (0, 0) along the axis with x'(0) = y'(0) = 0: x'' = 6·0.58, y'' = 6.
        #expect(abs(CubicTimingCurve.easeOut.velocity(at: 0) - 1 / 0.58) < 1e-9)
        // A vertical start: x1 = 0 with y1 > 0.
        #expect(CubicTimingCurve(x1: 0, y1: 0.5, x2: 1, y2: 1).velocity(at: 0) == .infinity)
    }

    @Test func controlPointXIsClampedToTheUnitInterval() {
        let curve = CubicTimingCurve(x1: -1, y1: 0.3, x2: 2, y2: 0.7)
        #expect(curve.x1 == 0 && curve.x2 == 1)
        #expect(curve.y1 == 0.3 && curve.y2 == 0.7)
        let broken = CubicTimingCurve(x1: .nan, y1: .infinity, x2: .nan, y2: -.infinity)
        #expect(broken == .linear)
    }

    @Test func aFewHundredEvaluationsFitEasilyInAFrame() {
        // 300 evaluations of each named curve, best of five runs, in this (unoptimized) test
        // build; a 60 Hz frame is 16.7 ms and the whole 1500 may take a third of it.
        let fractions = (0..<300).map { (Double($0) + 0.5) / 300 }
        var best = Duration.seconds(1)
        var sink = 0.0
        let clock = ContinuousClock()
        for _ in 0..<5 {
            let elapsed = clock.measure {
                for named in Self.namedCurves {
                    for t in fractions { sink += named.curve.progress(at: t) }
                }
            }
            best = min(best, elapsed)
        }
        #expect(sink > 0)
        #expect(best < .milliseconds(5), "1500 evaluations took \(best)")
    }
}
