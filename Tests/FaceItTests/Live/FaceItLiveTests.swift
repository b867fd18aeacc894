import CX11
import FaceItKit
import Foundation
import OpenUIKit
import Testing
import TestSupport

/// The FaceIt executable under real X servers with real input, each state checked in the
/// pixels read back from its window (see `FacePicture` for the measurements): mouse and
/// keyboard through XTest on Xvfb, and two-finger touches through Xorg's inputtest driver.
///
/// Input is injected in steps with a short pause between them, as a hand moves, so that the
/// app sees a stream of events; the expectations allow for some of them being coalesced on
/// a busy machine. Every check polls the window until the change is presented (or
/// `LiveTiming.windowTimeout` passes) rather than sleeping a fixed time; after a continuous
/// gesture, until the app has also stopped presenting frames (`settledCapture`), so that
/// what is measured is where the gesture ended, not a step on the way.
///
/// The tests run one at a time: each capture costs tens of milliseconds of CPU, and several
/// tests polling their windows at once would starve the apps and the injection of the time
/// a flick needs.
@Suite("FaceIt (live)", .serialized)
struct FaceItLiveTests {
    /// Between the steps of a quick movement, in seconds.
    static let quickStepPause: TimeInterval = 0.010
    /// Between the steps of a slow drag, in seconds: longer than `velocityStopGap` (40 ms).
    static let slowStepPause: TimeInterval = 0.060
    /// Between the steps of a two-finger gesture, about 0.3 s in all.
    static let fingerStepPause: TimeInterval = 0.050
    /// How far a measured curvature or tilt may be from the one drawn: a stroke's centre is
    /// found to within half a pixel, a few hundredths of the scale at this size.
    static let tolerance = 0.1

    /// Longer than `GestureThresholds.tapMaximumDuration` (0.75 s).
    static let longerThanATap: Duration = .seconds(1)

    static func near(_ value: Double?, _ expected: Double, within tolerance: Double = FaceItLiveTests.tolerance) -> Bool {
        value.map { abs($0 - expected) <= tolerance } ?? false
    }

    // MARK: Xvfb: the mouse and the keyboard through XTest

    @Test func aClickOnTheFaceTogglesTheEyes() async throws {
        try await FaceItRun.withXvfb { server in
            let app = try await FaceItRun(displayName: server.displayName)
            let face = await FaceGeometry()
            _ = try await app.capture("default", face: face) { $0.eyesAre(open: true, face) && Self.near($0.mouthCurvature(face), 1) }
            let origin = try app.origin()
            let xtest = try XTestInjector(displayName: server.displayName)
            xtest.movePointer(toX: origin.x + Int(face.skullCenter.x), y: origin.y + Int(face.skullCenter.y))
            xtest.click()
            let closed = try await app.capture("click-closes-eyes", face: face) { $0.eyesAre(open: false, face) }
            #expect(Self.near(closed.mouthCurvature(face), 1), "only the eyes change: \(closed.summary(face))")
            #expect(Self.near(closed.browTilt(.left, face), 0) && Self.near(closed.browTilt(.right, face), 0), "\(closed.summary(face))")
            // Far enough apart not to look like one double click to anyone.
            try await Task.sleep(for: .milliseconds(400))
            xtest.click()
            _ = try await app.capture("click-opens-eyes", face: face) { $0.eyesAre(open: true, face) }
        }
    }

    /// A replay played in the window whose snapshot cannot be written (the path is a
    /// folder) says so on standard error, and its `quit` exits 1, as the offscreen run does.
    @Test func aReplaySnapshotThatCannotBeWrittenInTheWindowExitsOne() async throws {
        try await FaceItRun.withXvfb { server in
            let folder = FileManager.default.temporaryDirectory.appendingPathComponent("FaceItReplay-\(UUID().uuidString)")
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            defer { try? FileManager.default.removeItem(at: folder) }
            let replay = folder.appendingPathComponent("replay.txt")
            try "tap 50%,50%\nsnapshot \(folder.path)\nquit\n".write(to: replay, atomically: true, encoding: .utf8)
            let app = try await FaceItRun(displayName: server.displayName, arguments: ["--replay", replay.path])
            let status = await app.child.waitForExit()
            #expect(status == 1, "\(app.child.transcript)")
            #expect(app.child.standardErrorLines.contains { $0.contains("replay: line 2") && $0.contains("it is a directory") },
                    "\(app.child.transcript)")
        }
    }

    /// A quick drag is a flick only if its moves reach the app at most
    /// `GestureThresholds.velocityStopGap` (40 ms) apart: a longer gap means the finger
    /// stopped, and the swipe fails. An attempt whose moves the machine was too busy to send
    /// that close together proves nothing and is made again, a few times at most.
    static let flickAttempts = 3
    static let flickGapLimit: Duration = .milliseconds(35)

    @Test func aQuickUpwardDragIsASwipeThatMakesTheMouthOneStepHappier() async throws {
        try await FaceItRun.withXvfb { server in
            let face = await FaceGeometry()
            var slowGaps: [Duration] = []
            for _ in 1...Self.flickAttempts {
                let app = try await FaceItRun(displayName: server.displayName, arguments: ["--mouth", "frown"])
                _ = try await app.capture("frown", face: face) { Self.near($0.mouthCurvature(face), -1) }
                let origin = try app.origin()
                // 125 pt up in five steps 10 ms apart: a flick of about 2000 pt/s.
                let x = origin.x + Int(face.skullCenter.x), y = origin.y + 330
                let gap = try await FaceItRun.drag(on: server.displayName, through: (0...5).map { (x, y - 25 * $0) },
                                                   pause: Self.quickStepPause)
                // Once the mouth has moved and no more frames come: had a slow pan taken the
                // drag too, it would have bent the mouth on past the stop (125 pt is 1.25 units).
                let settled = try await app.settledCapture("swipe-up", face: face) { ($0.mouthCurvature(face) ?? -1) > -0.9 }
                if gap > Self.flickGapLimit, !Self.near(settled.mouthCurvature(face), -0.5) {
                    slowGaps.append(gap)
                    continue
                }
                #expect(Self.near(settled.mouthCurvature(face), -0.5), "exactly one step, a smirk: \(settled.summary(face))")
                #expect(settled.eyesAre(open: true, face), "a swipe is no tap: \(settled.summary(face))")
                return
            }
            Issue.record("the machine was too busy to send a flick's moves close enough together: gaps of \(slowGaps)")
        }
    }

    @Test func aSlowDragDownBendsTheMouthByTheDistance() async throws {
        try await FaceItRun.withXvfb { server in
            let app = try await FaceItRun(displayName: server.displayName)
            let face = await FaceGeometry()
            _ = try await app.capture("slow-drag-before", face: face) { Self.near($0.mouthCurvature(face), 1) }
            let origin = try app.origin()
            // 60 pt down in 10 pt steps 60 ms apart: 170 pt/s at most, and every pause longer
            // than a flick's, so no swipe; the pan counts all of it, the 10 pt it took to
            // begin included, at 100 pt per unit: the smile comes down to 1 − 0.6 = 0.4.
            let x = origin.x + Int(face.skullCenter.x), y = origin.y + 250
            _ = try await FaceItRun.drag(on: server.displayName, through: (0...6).map { (x, y + 10 * $0) },
                                         pause: Self.slowStepPause)
            let bent = try await app.settledCapture("slow-drag", face: face) { ($0.mouthCurvature(face) ?? 1) < 0.9 }
            #expect(Self.near(bent.mouthCurvature(face), 0.4), "\(bent.summary(face))")
            #expect(bent.eyesAre(open: true, face), "a drag is no tap: \(bent.summary(face))")
        }
    }

    @Test func showTouchesDrawsASpotUnderThePressedButtonAndTapsStillWork() async throws {
        try await FaceItRun.withXvfb { server in
            let app = try await FaceItRun(displayName: server.displayName, arguments: ["--show-touches"])
            let face = await FaceGeometry()
            _ = try await app.capture("show-touches", face: face) { $0.eyesAre(open: true, face) }
            let origin = try app.origin()
            let xtest = try XTestInjector(displayName: server.displayName)
            // Blank face between the top of the skull and the brows.
            let spot = (x: Int(face.skullCenter.x), y: Int(face.skullCenter.y - face.skullRadius * 0.7))
            func isSpotGrey(_ picture: FacePicture) -> Bool {
                let pixel = picture.pixels.pixel(x: spot.x, y: spot.y)
                let channels = [Int(pixel.red), Int(pixel.green), Int(pixel.blue)]
                return channels.allSatisfy { (100...220).contains($0) } && channels.max()! - channels.min()! < 24
            }
            xtest.movePointer(toX: origin.x + spot.x, y: origin.y + spot.y)
            let pressedAt = ContinuousClock.now
            xtest.pressButton(1)
            _ = try await app.capture("show-touches-pressed", face: face) { isSpotGrey($0) }
            // Held past the longest tap, so that it is a long press, whatever the time the
            // spot took to show: that resets the face to this same one.
            let sinceThePress = ContinuousClock.now - pressedAt
            if sinceThePress < Self.longerThanATap { try await Task.sleep(for: Self.longerThanATap - sinceThePress) }
            xtest.releaseButton(1)
            let released = try await app.capture("show-touches-released", face: face) {
                $0.pixels.pixel(x: spot.x, y: spot.y) == .init(rgb: 0xFFFFFF)
            }
            #expect(released.eyesAre(open: true, face), "\(released.summary(face))")
            // A quick click is a tap, and closes the eyes with the spots on.
            xtest.click()
            _ = try await app.capture("show-touches-tap", face: face) { $0.eyesAre(open: false, face) }
        }
    }

    @Test func arrowKeysChangeTheMouthAndSpaceTogglesTheEyes() async throws {
        try await FaceItRun.withXvfb { server in
            let app = try await FaceItRun(displayName: server.displayName, arguments: ["--mouth", "neutral"])
            let face = await FaceGeometry()
            _ = try await app.capture("neutral", face: face) { Self.near($0.mouthCurvature(face), 0) }
            let origin = try app.origin()
            let xtest = try XTestInjector(displayName: server.displayName)
            // Without a window manager, keys go to the window under the pointer.
            xtest.movePointer(toX: origin.x + 10, y: origin.y + 10)
            try xtest.typeKey(named: "Up")
            _ = try await app.capture("key-up", face: face) { Self.near($0.mouthCurvature(face), 0.5) }
            try xtest.typeKey(named: "space")
            let closed = try await app.capture("key-space", face: face) { $0.eyesAre(open: false, face) }
            #expect(Self.near(closed.mouthCurvature(face), 0.5), "\(closed.summary(face))")
            try xtest.typeKey(named: "Down")
            try xtest.typeKey(named: "Down")
            _ = try await app.capture("key-down-down", face: face) { Self.near($0.mouthCurvature(face), -0.5) }
            #expect(app.child.isRunning)
        }
    }

    @Test func holdingTheButtonIsALongPressThatResetsTheFace() async throws {
        try await FaceItRun.withXvfb { server in
            let app = try await FaceItRun(displayName: server.displayName, arguments: ["--mouth", "neutral"])
            let face = await FaceGeometry()
            _ = try await app.capture("hold-neutral", face: face) { Self.near($0.mouthCurvature(face), 0) }
            let origin = try app.origin()
            let xtest = try XTestInjector(displayName: server.displayName)
            xtest.movePointer(toX: origin.x + Int(face.skullCenter.x), y: origin.y + Int(face.skullCenter.y))
            try xtest.typeKey(named: "Up")
            try xtest.typeKey(named: "space")
            _ = try await app.capture("hold-changed", face: face) {
                Self.near($0.mouthCurvature(face), 0.5) && $0.eyesAre(open: false, face)
            }
            // Held still past the long press's half second: back to the face the app started
            // with (the command line's), open eyes and a straight mouth.
            xtest.pressButton(1)
            let reset = try await app.capture("hold-reset", face: face) {
                Self.near($0.mouthCurvature(face), 0) && $0.eyesAre(open: true, face)
            }
            xtest.releaseButton(1)
            #expect(Self.near(reset.browTilt(.left, face), 0), "\(reset.summary(face))")
            // Lifting after a long press is no tap: the eyes stay open.
            try await Task.sleep(for: .milliseconds(300))
            let lifted = try await app.capture("hold-lifted", face: face)
            #expect(lifted.eyesAre(open: true, face), "\(lifted.summary(face))")
        }
    }

    // MARK: Xorg inputtest: real XI2 touches

    @Test func aRealTwoFingerPinchScalesTheFace() async throws {
        try await InputTestServer.withShared { xorg in
            let app = try await FaceItRun(displayName: xorg.displayName)
            let face = await FaceGeometry()
            let before = try await app.capture("pinch-before", face: face) {
                $0.skullRadius().map { abs($0 - face.skullRadius) < 2 } ?? false
            }
            let radiusBefore = try #require(before.skullRadius())
            let origin = try app.origin()
            let x = Double(origin.x) + face.skullCenter.x, y = Double(origin.y) + face.skullCenter.y
            // Two fingers 300 pt apart close to 120 pt apart in six steps, 0.3 s.
            let path = [150.0, 135, 120, 105, 90, 75, 60].map { (CGPoint(x: x - $0, y: y), CGPoint(x: x + $0, y: y)) }
            try await FaceItRun.twoFingerGesture(on: xorg.touchscreen, path: path, pause: Self.fingerStepPause)
            // The pinch counts from the span at which it began, past the 8 pt hysteresis: at
            // 285 pt when the first finger's first step is read on its own (each finger's
            // move is an event of its own), so the face shrinks to 120/285 = 0.42 of its
            // radius; later, and less far, if the app read several steps at once.
            let after = try await app.settledCapture("pinch-after", face: face) {
                $0.skullRadius().map { $0 < 0.6 * radiusBefore } ?? false
            }
            let radiusAfter = try #require(after.skullRadius())
            let ratio = Double(radiusAfter / radiusBefore)
            #expect((120.0 / 285 - 0.01...0.6).contains(ratio), "radius \(radiusBefore) → \(radiusAfter)")
            // The whole face shrank with the skull, about the same centre: read at the new
            // scale, the eyes are open rings and the mouth still smiles.
            let shrunk = await FaceGeometry(faceScale: face.faceScale * CGFloat(ratio))
            #expect(after.eyesAre(open: true, shrunk, tolerance: 2), "\(after.summary(shrunk))")
            #expect(Self.near(after.mouthCurvature(shrunk), 1, within: 0.15), "\(after.summary(shrunk))")
        }
    }

    @Test func aRealTwoFingerTurnTiltsTheBrows() async throws {
        try await InputTestServer.withShared { xorg in
            let app = try await FaceItRun(displayName: xorg.displayName)
            let face = await FaceGeometry()
            let before = try await app.capture("rotation-before", face: face) {
                Self.near($0.browTilt(.left, face), 0) && Self.near($0.browTilt(.right, face), 0)
            }
            let radiusBefore = try #require(before.skullRadius())
            let origin = try app.origin()
            let x = Double(origin.x) + face.skullCenter.x, y = Double(origin.y) + face.skullCenter.y
            // Two fingers 200 pt apart about the face's centre turn 60° clockwise in six steps,
            // 0.3 s, keeping their span: a rotation and no pinch.
            let path = stride(from: 0.0, through: 60, by: 10).map { degrees in
                let (dx, dy) = (100 * cos(degrees * .pi / 180), 100 * sin(degrees * .pi / 180))
                return (CGPoint(x: x + dx, y: y + dy), CGPoint(x: x - dx, y: y - dy))
            }
            try await FaceItRun.twoFingerGesture(on: xorg.touchscreen, path: path, pause: Self.fingerStepPause)
            // A quarter turn is a full tilt. The rotation counts from where it began, past the
            // 7.5° hysteresis: at 10°, once both fingers have made their first step (tilt
            // 50/90 = 0.56), or later, and less far, if the app read several steps at once.
            // Clockwise relaxes: both inner ends rise, so the brows mirror each other.
            let after = try await app.settledCapture("rotation-after", face: face) {
                ($0.browTilt(.left, face) ?? 0) > 0.3 && ($0.browTilt(.right, face) ?? 0) > 0.3
            }
            let left = try #require(after.browTilt(.left, face)), right = try #require(after.browTilt(.right, face))
            let expected = 0.3...(50.0 / 90 + 0.03)
            #expect(expected.contains(left) && expected.contains(right), "\(after.summary(face))")
            #expect(abs(left - right) < Self.tolerance, "the brows mirror each other: \(after.summary(face))")
            #expect(abs((after.skullRadius() ?? 0) - radiusBefore) < 2, "no pinch: \(after.summary(face))")
            #expect(Self.near(after.mouthCurvature(face), 1) && after.eyesAre(open: true, face), "\(after.summary(face))")
        }
    }
}

/// The FaceIt executable where no window can open: no `DISPLAY`, a `DISPLAY` nobody serves,
/// and the offscreen `--snapshot`, `--pdf` and `--replay` runs. The PNGs it writes are read
/// back and measured like the window's pixels.
@Suite("FaceIt executable without a window")
struct FaceItHeadlessTests {
    /// Runs `body` in a fresh temporary folder, removed afterwards.
    static func withFolder(_ body: (URL) async throws -> Void) async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("FaceItHeadlessTests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try await body(folder)
    }

    /// Runs FaceIt in `folder` with no `DISPLAY` (unless `display` is given) and no desktop
    /// scale, and waits for it to exit.
    static func run(_ arguments: [String], in folder: URL, display: String? = nil) async throws -> (status: Int32?, child: ChildProcess) {
        var removed: Set<String> = ["OPENUIKIT_SCALE", FaceItRun.frameLogVariable]
        if display == nil { removed.insert("DISPLAY") }
        let child = try ChildProcess(executable: FaceItRun.executable, arguments: arguments,
                                     environment: display.map { ["DISPLAY": $0] } ?? [:],
                                     removingEnvironment: removed, currentDirectory: folder)
        return (await child.waitForExit(), child)
    }

    /// ":99", or the next display number with no X server's socket or lock file.
    static var unservedDisplay: String {
        var number = 99
        while FileManager.default.fileExists(atPath: "/tmp/.X11-unix/X\(number)")
            || FileManager.default.fileExists(atPath: "/tmp/.X\(number)-lock") {
            number += 1
        }
        return ":\(number)"
    }

    @Test func withoutADisplayItSaysSoAndWritesFaceItPNG() async throws {
        try await Self.withFolder { folder in
            let (status, child) = try await Self.run([], in: folder)
            #expect(status == 0, "\(child.transcript)")
            #expect(child.standardOutputLines.contains { $0.contains("no X display") && $0.contains("DISPLAY is not set") },
                    "\(child.transcript)")
            let path = folder.appendingPathComponent(FaceItCommand.defaultSnapshotPath).path
            #expect(child.standardOutputLines.contains { $0.contains("wrote the snapshot") && $0.contains(path) }, "\(child.transcript)")
            let picture = try #require(FacePicture(pngAt: path), "no readable \(path): \(child.transcript)")
            let face = await FaceGeometry()
            #expect(picture.pixels.width == 400 && picture.pixels.height == 400)
            #expect(picture.eyesAre(open: true, face) && FaceItLiveTests.near(picture.mouthCurvature(face), 1),
                    "the default face: \(picture.summary(face))")
        }
    }

    @Test func snapshotAndPDFAreWrittenWithNoDisplayNeeded() async throws {
        try await Self.withFolder { folder in
            // A DISPLAY nobody serves: the offscreen run must not try it.
            let (status, child) = try await Self.run(
                ["--snapshot", "face.png", "--pdf", "face.pdf", "--mouth", "frown", "--eyes", "closed"],
                in: folder, display: Self.unservedDisplay)
            #expect(status == 0, "\(child.transcript)")
            let picture = try #require(FacePicture(pngAt: folder.appendingPathComponent("face.png").path), "\(child.transcript)")
            let face = await FaceGeometry()
            #expect(picture.eyesAre(open: false, face) && FaceItLiveTests.near(picture.mouthCurvature(face), -1),
                    "\(picture.summary(face))")
            let pdf = try Data(contentsOf: folder.appendingPathComponent("face.pdf"))
            #expect(pdf.starts(with: Data("%PDF".utf8)), "\(pdf.prefix(16))")
            #expect(pdf.count > 500, "a page with the face on it: \(pdf.count) bytes")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(FaceItCommand.defaultSnapshotPath).path))
        }
    }

    @Test func aReplayedSwipeUpChangesTheSnapshot() async throws {
        try await Self.withFolder { folder in
            let replay = folder.appendingPathComponent("swipe.txt")
            try "# one flick up from the centre\nswipe 50%,50% up\n".write(to: replay, atomically: true, encoding: .utf8)
            let (plainStatus, plainRun) = try await Self.run(["--mouth", "frown", "--snapshot", "plain.png"], in: folder)
            let (swipedStatus, swipedRun) = try await Self.run(
                ["--mouth", "frown", "--snapshot", "swiped.png", "--replay", replay.path], in: folder)
            #expect(plainStatus == 0, "\(plainRun.transcript)")
            #expect(swipedStatus == 0, "\(swipedRun.transcript)")
            let plain = try #require(FacePicture(pngAt: folder.appendingPathComponent("plain.png").path), "\(plainRun.transcript)")
            let swiped = try #require(FacePicture(pngAt: folder.appendingPathComponent("swiped.png").path), "\(swipedRun.transcript)")
            let face = await FaceGeometry()
            #expect(plain.pixels != swiped.pixels)
            #expect(FaceItLiveTests.near(plain.mouthCurvature(face), -1), "\(plain.summary(face))")
            #expect(FaceItLiveTests.near(swiped.mouthCurvature(face), -0.5), "one step happier: \(swiped.summary(face))")
            #expect(swiped.eyesAre(open: true, face), "\(swiped.summary(face))")
        }
    }

    @Test func aDisplayNobodyServesIsAnErrorNamingIt() async throws {
        try await Self.withFolder { folder in
            let display = Self.unservedDisplay
            let (status, child) = try await Self.run([], in: folder, display: display)
            #expect(status == 1, "\(child.transcript)")
            #expect(child.termination == .exited(status: 1))
            #expect(child.standardErrorLines.count == 1 && child.standardOutputLines.isEmpty, "one line: \(child.transcript)")
            #expect(child.standardErrorLines.first?.hasPrefix("FaceIt: cannot open X display \"\(display)\"") == true, "\(child.transcript)")
            #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent(FaceItCommand.defaultSnapshotPath).path),
                    "no snapshot instead of the window")
        }
    }
}
