import Foundation
import Testing
@testable import OpenUIKit

@Suite("ScrollPhysics")
struct ScrollPhysicsTests {
    // Apple documents UIScrollView.DecelerationRate.normal as 0.998 and .fast as 0.99: the
    // fraction of the velocity kept per millisecond.
    @Test func theDocumentedRates() {
        #expect(UIScrollView.DecelerationRate.normal.rawValue == 0.998)
        #expect(UIScrollView.DecelerationRate.fast.rawValue == 0.99)
    }

    @Test func velocityDecaysByTheRateEachMillisecond() {
        // 2 points/ms = 2000 points/s. After 1 ms, 0.998 of it; after 1 s, 0.998^1000 of it.
        let v0 = 2000.0
        let oneMs = ScrollPhysics.decelerate(from: 0, velocity: v0, rate: 0.998, after: 0.001)
        #expect(abs(oneMs.velocity - v0 * 0.998) < 1e-9)
        let oneSecond = ScrollPhysics.decelerate(from: 0, velocity: v0, rate: 0.998, after: 1)
        #expect(abs(oneSecond.velocity - v0 * pow(0.998, 1000)) < 1e-6)
        let fast = ScrollPhysics.decelerate(from: 0, velocity: v0, rate: 0.99, after: 0.1)
        #expect(abs(fast.velocity - v0 * pow(0.99, 100)) < 1e-6)
    }

    @Test func theProjectedDistanceIsAboutFiveHundredTimesTheVelocityPerMillisecond() {
        // WWDC 2018 "Designing Fluid Interfaces": distance ≈ (v/1000)·rate/(1 − rate), 499 × v
        // (points per ms) at .normal; the continuous decay gives −1/ln(0.998) ≈ 499.5.
        let distance = ScrollPhysics.decelerationDistance(velocity: 1000, rate: 0.998)
        #expect(abs(distance - 499.5) < 0.1)
        #expect(abs(ScrollPhysics.decelerationDistance(velocity: 1000, rate: 0.99) - 99.5) < 0.1)
        // The position converges on it.
        let late = ScrollPhysics.decelerate(from: 10, velocity: 1000, rate: 0.998, after: 10)
        #expect(abs(late.position - (10 + distance)) < 0.01)
    }

    @Test func aTargetIsReachedExactlyByTheVelocityChosenForIt() {
        let v = ScrollPhysics.velocity(toTravelFrom: 100, to: 400, rate: 0.998)
        #expect(abs(ScrollPhysics.decelerationDistance(velocity: v, rate: 0.998) - 300) < 1e-9)
    }

    @Test func theRubberBandFollowsApplesFormula() {
        // (1 − 1/(x·0.55/d + 1))·d: 100 points past the edge of a 500-point view shows 49.55.
        let shown = ScrollPhysics.rubberBand(100, dimension: 500)
        #expect(abs(shown - (1 - 1 / (100 * 0.55 / 500 + 1)) * 500) < 1e-9)
        #expect(abs(shown - 49.5495) < 0.001)
        #expect(ScrollPhysics.rubberBand(-100, dimension: 500) == -shown)
        // Small pulls show about 0.55 of the finger's travel; no pull ever shows the whole view.
        #expect(abs(ScrollPhysics.rubberBand(1, dimension: 500) - 0.5494) < 0.001)
        #expect(ScrollPhysics.rubberBand(1e9, dimension: 500) < 500)
        #expect(ScrollPhysics.rubberBanded(50, low: 0, high: 100, dimension: 500) == 50)
        #expect(ScrollPhysics.rubberBanded(-100, low: 0, high: 100, dimension: 500) == -shown)
    }

    @Test func theSpringSettlesWithoutOscillatingWhenReleasedAtRest() {
        var last = 100.0
        for step in 1...120 {
            let (p, _) = ScrollPhysics.spring(from: 100, velocity: 0, to: 0, after: Double(step) / 120)
            #expect(p >= 0 && p <= last)
            last = p
        }
        let settled = ScrollPhysics.spring(from: 100, velocity: 0, to: 0, after: 0.8)
        #expect(abs(settled.position) < 0.5)
    }

    @Test func pagingTurnsAtMostOnePageAndFollowsAFling() {
        // A slow release rounds to the nearest page; a fling turns towards its direction.
        #expect(ScrollPhysics.pageTarget(offset: 140, velocity: 0, startPage: 0, pageLength: 320, low: 0, high: 960) == 0)
        #expect(ScrollPhysics.pageTarget(offset: 170, velocity: 0, startPage: 0, pageLength: 320, low: 0, high: 960) == 320)
        #expect(ScrollPhysics.pageTarget(offset: 40, velocity: 1000, startPage: 0, pageLength: 320, low: 0, high: 960) == 320)
        #expect(ScrollPhysics.pageTarget(offset: 600, velocity: -1000, startPage: 2, pageLength: 320, low: 0, high: 960) == 320)
        #expect(ScrollPhysics.pageTarget(offset: 900, velocity: 5000, startPage: 0, pageLength: 320, low: 0, high: 960) == 320)
    }
}
