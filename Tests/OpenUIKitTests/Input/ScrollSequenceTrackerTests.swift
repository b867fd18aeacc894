import Foundation
import Testing
@testable import OpenUIKit

/// The end-of-scroll heuristic and the step-to-point conversion, on recorded touchpad
/// scrolls (`ScrollRecordings/`) and hand-made wheel bursts.
@Suite("Scroll sequence tracker")
struct ScrollSequenceTrackerTests {
    /// Feeds `inputs` to a tracker, expiring it between events as its timer would, and
    /// once more at `end`; returns every step.
    static func replay(_ inputs: [ScrollInput], until end: TimeInterval) -> [ScrollSequenceTracker.Step] {
        var tracker = ScrollSequenceTracker()
        var steps: [ScrollSequenceTracker.Step] = []
        for input in inputs {
            if let deadline = tracker.deadline, deadline <= input.timestamp { steps += tracker.expire(at: deadline) }
            steps += tracker.add(input)
        }
        steps += tracker.expire(at: end)
        return steps
    }

    static func beganCount(_ steps: [ScrollSequenceTracker.Step]) -> Int {
        steps.filter { if case .began = $0 { true } else { false } }.count
    }

    static func endTimes(_ steps: [ScrollSequenceTracker.Step]) -> [TimeInterval] {
        steps.compactMap { if case .ended(_, let t) = $0 { t } else { nil } }
    }

    @Test(arguments: ScrollRecording.names)
    func theGapThresholdSeparatesTheRecordedSequences(_ name: String) throws {
        let recording = try ScrollRecording.load(name)
        #expect(!recording.events.isEmpty && recording.sequenceCount > 0)
        let gaps = recording.gaps
        #expect(gaps.longestInside < ScrollSequenceTracker.continuousEndGap, "\(name): \(gaps)")
        if let between = gaps.shortestBetween {
            #expect(between > ScrollSequenceTracker.continuousEndGap, "\(name): \(gaps)")
        }
    }

    @Test(arguments: ScrollRecording.names, [true, false])
    func eachRecordedScrollIsOneSequenceWithOrWithoutStops(_ name: String, withStops: Bool) throws {
        let recording = try ScrollRecording.load(name)
        let inputs = recording.inputs(startingAt: 100, at: CGPoint(x: 50, y: 50), withStops: withStops)
        let steps = ScrollSequenceTrackerTests.replay(inputs, until: 1000)
        #expect(ScrollSequenceTrackerTests.beganCount(steps) == recording.sequenceCount, "\(name)")
        let ends = ScrollSequenceTrackerTests.endTimes(steps)
        #expect(ends.count == recording.sequenceCount, "\(name)")
        // Each sequence ends at its stop, or the gap after its last motion without one.
        let first = recording.events[0].time
        var expected: [TimeInterval] = []
        var lastMotion: TimeInterval?
        for event in recording.events {
            if event.isStop {
                if withStops { expected.append(100 + event.time - first) } else if let lastMotion {
                    expected.append(100 + lastMotion - first + ScrollSequenceTracker.continuousEndGap)
                }
                lastMotion = nil
            } else {
                lastMotion = event.time
            }
        }
        if let lastMotion { expected.append(100 + lastMotion - first + ScrollSequenceTracker.continuousEndGap) }
        #expect(ends.count == expected.count)
        for (end, want) in zip(ends, expected) {
            #expect(abs(end - want) < 1e-9, "\(name): ended at \(end), expected \(want)")
        }
    }

    @Test func continuousStepsBecomePointsWithIPadOSDirection() {
        var tracker = ScrollSequenceTracker()
        let steps = tracker.add(ScrollInput(delta: CGVector(dx: 0.5, dy: 2), location: CGPoint(x: 1, y: 2), timestamp: 5,
                                            deviceID: 3, scrollType: .continuous))
        // Scrolling down and right moves the content up and left: negative translation.
        #expect(steps == [.began(.continuous, location: CGPoint(x: 1, y: 2), timestamp: 5),
                          .changed(translation: CGVector(dx: -7.5, dy: -30), location: CGPoint(x: 1, y: 2), timestamp: 5)])
        #expect(tracker.deadline == 5 + ScrollSequenceTracker.continuousEndGap)
    }

    @Test func aWheelBurstEndsAfterItsQuietTimeAtRest() {
        var tracker = ScrollSequenceTracker()
        let notch = { (t: TimeInterval) in
            ScrollInput(delta: CGVector(dx: 0, dy: -1), location: .zero, timestamp: t, deviceID: 3, scrollType: .discrete)
        }
        _ = tracker.add(notch(10))
        _ = tracker.add(notch(10.05))
        let last = tracker.add(notch(10.1))
        #expect(last == [.changed(translation: CGVector(dx: 0, dy: 40), location: .zero, timestamp: 10.1)])
        #expect(tracker.expire(at: 10.1 + ScrollSequenceTracker.discreteQuietTime / 2).isEmpty)
        #expect(tracker.expire(at: 10.4) == [.ended(keepsVelocity: false, timestamp: 10.1 + ScrollSequenceTracker.discreteQuietTime)])
        #expect(!tracker.isActive)
    }

    @Test func anotherTypeOrDeviceStartsANewSequence() {
        var tracker = ScrollSequenceTracker()
        _ = tracker.add(ScrollInput(delta: CGVector(dx: 0, dy: 1), location: .zero, timestamp: 1, deviceID: 3, scrollType: .discrete))
        let switched = tracker.add(ScrollInput(delta: CGVector(dx: 0, dy: 0.25), location: .zero, timestamp: 1.01, deviceID: 3,
                                               scrollType: .continuous))
        #expect(switched.first == .ended(keepsVelocity: false, timestamp: 1.01))
        #expect(switched.dropFirst().first == .began(.continuous, location: .zero, timestamp: 1.01))
        let otherDevice = tracker.add(ScrollInput(delta: CGVector(dx: 0, dy: 0.25), location: .zero, timestamp: 1.02, deviceID: 4,
                                                  scrollType: .continuous))
        #expect(otherDevice.first == .ended(keepsVelocity: true, timestamp: 1.02))
    }

    @Test func badValuesAreIgnoredAndAStopWithNothingToEndIsNothing() {
        var tracker = ScrollSequenceTracker()
        #expect(tracker.add(ScrollInput(delta: CGVector(dx: CGFloat.nan, dy: 1), location: .zero, timestamp: 1, deviceID: 3)).isEmpty)
        #expect(tracker.add(ScrollInput(delta: CGVector(dx: 0, dy: 1), location: CGPoint(x: CGFloat.infinity, y: 0),
                                        timestamp: 1, deviceID: 3)).isEmpty)
        #expect(tracker.add(ScrollInput(delta: .zero, location: .zero, timestamp: 1, deviceID: 3, scrollType: .continuous)).isEmpty)
        #expect(!tracker.isActive)
    }
}
