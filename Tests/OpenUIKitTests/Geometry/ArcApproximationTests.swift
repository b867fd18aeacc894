import Foundation
@testable import OpenUIKit
import Testing

/// How an arc's start and end angles become a sweep, case by case as iOS draws them.
///
/// `increasing` is the direction in which angles grow: `UIBezierPath`'s `clockwise: true`,
/// Core Graphics' `clockwise: false`.
@Suite struct ArcApproximationTests {
    struct Case: CustomTestStringConvertible, Sendable {
        var what: String
        var start: CGFloat
        var end: CGFloat
        var increasing: Bool
        var sweep: CGFloat
        var testDescription: String { what }
    }

    static let pi = CGFloat.pi

    static let cases: [Case] = [
        // Whole turns are a full circle in the requested direction, whatever the sign of
        // end - start: the lecture's skull is UIKit counter-clockwise from 0 to 2π.
        Case(what: "UIKit clockwise 0 → 2π", start: 0, end: 2 * pi, increasing: true, sweep: 2 * pi),
        Case(what: "UIKit counter-clockwise 0 → 2π (the skull)", start: 0, end: 2 * pi, increasing: false, sweep: -2 * pi),
        Case(what: "UIKit clockwise -π/2 → 3π/2", start: -pi / 2, end: 3 * pi / 2, increasing: true, sweep: 2 * pi),
        Case(what: "UIKit counter-clockwise -π/2 → 3π/2", start: -pi / 2, end: 3 * pi / 2, increasing: false, sweep: -2 * pi),
        Case(what: "UIKit counter-clockwise 3π/2 → -π/2", start: 3 * pi / 2, end: -pi / 2, increasing: false, sweep: -2 * pi),
        Case(what: "Core Graphics counter-clockwise 3π/2 → -π/2", start: 3 * pi / 2, end: -pi / 2, increasing: true, sweep: 2 * pi),
        Case(what: "Core Graphics clockwise 2π → 0", start: 2 * pi, end: 0, increasing: false, sweep: -2 * pi),
        Case(what: "two turns clockwise", start: 0, end: 4 * pi, increasing: true, sweep: 2 * pi),
        Case(what: "π → 3π counter-clockwise", start: pi, end: 3 * pi, increasing: false, sweep: -2 * pi),
        // Equal angles sweep nothing, in either direction.
        Case(what: "equal angles, clockwise", start: 1, end: 1, increasing: true, sweep: 0),
        Case(what: "equal angles, counter-clockwise", start: 3 * pi / 2, end: 3 * pi / 2, increasing: false, sweep: 0),
        // Apple's example: 0 to π clockwise is the bottom half on screen, counter-clockwise the top.
        Case(what: "UIKit clockwise 0 → π", start: 0, end: pi, increasing: true, sweep: pi),
        Case(what: "UIKit counter-clockwise 0 → π", start: 0, end: pi, increasing: false, sweep: -pi),
        // The long way round when the end lies behind the start.
        Case(what: "UIKit counter-clockwise 0 → π/2", start: 0, end: pi / 2, increasing: false, sweep: -3 * pi / 2),
        Case(what: "UIKit clockwise π/2 → 0", start: pi / 2, end: 0, increasing: true, sweep: 3 * pi / 2),
        Case(what: "Core Graphics clockwise 5π/4 → 0", start: 5 * pi / 4, end: 0, increasing: false, sweep: -5 * pi / 4),
        // More than a turn apart: the arc still ends where the end angle points.
        Case(what: "clockwise 0 → 3π", start: 0, end: 3 * pi, increasing: true, sweep: pi),
        Case(what: "clockwise 0 → 5π/2", start: 0, end: 5 * pi / 2, increasing: true, sweep: pi / 2),
        Case(what: "counter-clockwise 0 → -5π/2", start: 0, end: -5 * pi / 2, increasing: false, sweep: -pi / 2),
        Case(what: "counter-clockwise 0 → 5π/2", start: 0, end: 5 * pi / 2, increasing: false, sweep: -3 * pi / 2),
        // Negative angles are angles like any other.
        Case(what: "clockwise -π/2 → π/2", start: -pi / 2, end: pi / 2, increasing: true, sweep: pi),
        Case(what: "counter-clockwise -π/2 → π/2", start: -pi / 2, end: pi / 2, increasing: false, sweep: -pi),
        Case(what: "counter-clockwise -π → -π/2", start: -pi, end: -pi / 2, increasing: false, sweep: -3 * pi / 2),
    ]

    @Test(arguments: cases)
    func sweepFollowsIOS(_ c: Case) {
        let sweep = ArcApproximation.sweep(from: c.start, to: c.end, increasing: c.increasing)
        #expect(abs(sweep - c.sweep) < 1e-12, "\(c.what): \(sweep), expected \(c.sweep)")
    }

    @Test func aHugeSweepIsLessThanATurn() {
        let sweep = ArcApproximation.sweep(from: 0, to: 1e12, increasing: true)
        #expect(sweep > 0 && sweep < 2 * .pi)
    }

    @Test func segmentsAreQuarterTurnsFromTheStartWithTheRemainderLast() {
        let segments = ArcApproximation.segments(center: .zero, radius: 1, startAngle: 0, sweep: -5 * .pi / 4)
        let ends = segments.map { atan2($0.2.y, $0.2.x) }
        #expect(segments.count == 3)
        #expect(abs(ends[0] + CGFloat.pi / 2) < 1e-12)
        #expect(abs(abs(ends[1]) - .pi) < 1e-12)
        #expect(abs(ends[2] - 3 * .pi / 4) < 1e-12)
        #expect(ArcApproximation.segments(center: .zero, radius: 1, startAngle: 1, sweep: 2 * .pi).count == 4)
        #expect(ArcApproximation.segments(center: .zero, radius: 1, startAngle: 1, sweep: 0.1).count == 1)
        #expect(ArcApproximation.segments(center: .zero, radius: 1, startAngle: 1, sweep: 0).isEmpty)
        #expect(ArcApproximation.segments(center: .zero, radius: 0, startAngle: 1, sweep: 1).isEmpty)
    }

    @Test func eachSegmentsMidpointLiesOnTheCircle() {
        for sweep: CGFloat in [.pi / 2, -.pi / 2, 0.3, -1.1] {
            let (c1, c2, end) = ArcApproximation.segments(center: CGPoint(x: 5, y: 7), radius: 10, startAngle: 0.4, sweep: sweep)[0]
            let start = ArcApproximation.point(center: CGPoint(x: 5, y: 7), radius: 10, angle: 0.4)
            let mid = BezierGeometry.cubicPoint(start, c1, c2, end, at: 0.5)
            #expect(abs(hypot(mid.x - 5, mid.y - 7) - 10) < 1e-9)
        }
    }
}
