import CX11
import FaceItKit
import Foundation
import OpenUIKit
import Testing
import TestSupport

/// The FaceIt executable running under a test X server: its process, its window, and
/// captures of the window's pixels read as a face.
///
/// The app runs with `OPENUIKIT_FRAME_LOG=1`, so it prints a `frame N …` line per presented
/// frame; the run is ready once frame 1 is out and the window (found by `_NET_WM_PID`) is
/// there. `--scale 1` is passed unless the arguments name a scale, so points are pixels
/// whatever the machine's desktop scale.
final class FaceItRun {
    let child: ChildProcess
    let inspector: WindowInspector
    let window: Window

    /// Set to 1, it makes the app print a line per presented frame (`DemoLauncher`).
    static let frameLogVariable = "OPENUIKIT_FRAME_LOG"

    /// The window's size in points when no `--size` is given.
    static let defaultSize = CGSize(width: 400, height: 400)

    /// The FaceIt binary, built beside the test bundle by `swift build --build-tests`.
    static var executable: URL { AppRun.executable(named: "FaceIt") }

    /// The arguments the app gets: `arguments`, with `--scale 1` added if they name no scale.
    static func fullArguments(_ arguments: [String]) -> [String] {
        arguments.contains("--scale") ? arguments : ["--scale", "1"] + arguments
    }

    /// Launches FaceIt on `displayName` and waits for its first presented frame and its window.
    init(displayName: String, arguments: [String] = [], environment: [String: String] = [:]) async throws {
        child = try ChildProcess(
            executable: FaceItRun.executable, arguments: FaceItRun.fullArguments(arguments),
            environment: environment.merging(["DISPLAY": displayName, FaceItRun.frameLogVariable: "1"]) { _, fixed in fixed })
        guard await child.waitForLine(containing: "frame 1 ", in: .standardOutput) != nil else {
            throw LiveTestError("FaceIt showed no first frame:\n\(child.transcript)")
        }
        inspector = try WindowInspector(displayName: displayName)
        window = try await inspector.findWindow(pid: child.processIdentifier)
    }

    deinit { child.terminate() }

    /// Runs `body` with a fresh Xvfb (see `XServer.withXvfb`).
    static func withXvfb(_ body: (XServer) async throws -> Void) async throws {
        try await XServer.withXvfb(body)
    }

    /// Runs `body` on a thread of its own and returns its result. For injecting a movement
    /// whose pauses must stay short and even: the tests share a small pool of threads, which
    /// other tests' captures can keep busy for longer than a flick lasts, while a thread of
    /// its own is woken by the kernel on time (or nearly, on a very busy machine).
    static func onOwnThread<T: Sendable>(_ body: @escaping @Sendable () throws -> T) async throws -> T {
        try await withCheckedThrowingContinuation { continuation in
            let thread = Thread { continuation.resume(with: Result { try body() }) }
            thread.name = "FaceIt live input"
            thread.start()
        }
    }

    /// Drags the mouse through `points` (screen pixels) over an XTest connection and a thread
    /// of their own: the left button goes down at the first point, the pointer moves to
    /// each of the others `pause` apart, and the button comes up at the last. Returns the
    /// longest time two consecutive moves can have been apart when the server stamped them
    /// (from sending the one to the server's answer to the next).
    static func drag(on displayName: String, through points: [(x: Int, y: Int)], pause: TimeInterval) async throws -> Duration {
        try await onOwnThread {
            let xtest = try XTestInjector(displayName: displayName)
            var longestGap = Duration.zero
            xtest.movePointer(toX: points[0].x, y: points[0].y)
            var previousSent = ContinuousClock.now
            xtest.pressButton(1)
            for point in points.dropFirst() {
                Thread.sleep(forTimeInterval: pause)
                let sent = ContinuousClock.now
                xtest.movePointer(toX: point.x, y: point.y)
                longestGap = max(longestGap, .now - previousSent)
                previousSent = sent
            }
            xtest.releaseButton(1)
            return longestGap
        }
    }

    /// Moves two fingers on `device` through `path` (screen pixels, finger 1 and finger 2 at
    /// each step) on a thread of its own: both touch down at the first step, move to each
    /// later one `pause` apart, and lift at the last. Touch ids 1 and 2.
    static func twoFingerGesture(on device: InputTestDevice, path: [(CGPoint, CGPoint)], pause: TimeInterval) async throws {
        try await onOwnThread {
            for (index, (first, second)) in path.enumerated() {
                if index > 0 { Thread.sleep(forTimeInterval: pause) }
                let phase: InputTestDevice.TouchPhase = index == 0 ? .begin : .update
                try device.touch(id: 1, phase: phase, x: first.x, y: first.y)
                try device.touch(id: 2, phase: phase, x: second.x, y: second.y)
                try device.sync()
            }
            if let (first, second) = path.last {
                try device.touch(id: 1, phase: .end, x: first.x, y: first.y)
                try device.touch(id: 2, phase: .end, x: second.x, y: second.y)
                try device.sync()
            }
        }
    }

    /// Where the window's inside is on the screen, in pixels.
    func origin() throws -> (x: Int, y: Int) {
        let geometry = try inspector.geometry(of: window)
        return (geometry.x, geometry.y)
    }

    /// How many frames the app has presented so far.
    var frameCount: Int {
        child.standardOutputLines.filter { $0.hasPrefix("frame ") }.count
    }

    /// Reads the window until `accept` approves of what it shows (a change may take a frame
    /// or two to be presented), or throws on timeout with the last capture written out.
    /// `face` is only for describing the last capture in the error.
    func capture(_ name: String, face: FaceGeometry, timeout: Duration = LiveTiming.windowTimeout,
                 until accept: (FacePicture) -> Bool = { _ in true }) async throws -> FacePicture {
        var last: FacePicture?
        do {
            let pixels = try await inspector.capture(window, timeout: timeout) { pixels in
                let picture = FacePicture(pixels)
                last = picture
                return accept(picture)
            }
            let picture = FacePicture(pixels)
            FaceItRun.keep(picture, as: name)
            return picture
        } catch {
            let saved = last.flatMap { FaceItRun.save($0, as: "failed-\(name)") }
            let measured = last.map { " (\($0.summary(face)))" } ?? ""
            throw LiveTestError("\(name): \(error)\(measured)\(saved.map { "; last capture: \($0)" } ?? "")\n"
                + "\(child.transcript.suffix(2000))")
        }
    }

    /// How long the app must go without presenting a frame before its window counts as
    /// settled: it has drawn everything it was sent, not just the first part of a gesture.
    static let settleTime: Duration = .milliseconds(250)

    /// Like `capture`, but only once the app has presented no new frame for `settleTime`:
    /// for continuous gestures, whose last events may still be on their way to the window
    /// when the first ones already show.
    func settledCapture(_ name: String, face: FaceGeometry, timeout: Duration = LiveTiming.windowTimeout,
                        until accept: (FacePicture) -> Bool = { _ in true }) async throws -> FacePicture {
        var lastCount = frameCount
        var lastChange = ContinuousClock.now
        return try await capture(name, face: face, timeout: timeout) { picture in
            let count = frameCount
            guard count == lastCount else {
                (lastCount, lastChange) = (count, .now)
                return false
            }
            return ContinuousClock.now - lastChange >= FaceItRun.settleTime && accept(picture)
        }
    }

    // MARK: Keeping captures to look at

    /// Set to a folder to have every named capture written there as a PNG.
    static let captureFolderVariable = "OPENUIKIT_LIVE_CAPTURES"

    static func keep(_ picture: FacePicture, as name: String) {
        guard let folder = ProcessInfo.processInfo.environment[captureFolderVariable], !folder.isEmpty else { return }
        try? picture.pixels.writePNG(to: URL(fileURLWithPath: folder).appendingPathComponent("FaceIt-\(name).png"))
    }

    /// Writes `picture` to the capture folder, or the temporary folder; returns the path.
    static func save(_ picture: FacePicture, as name: String) -> String? {
        let folder = ProcessInfo.processInfo.environment[captureFolderVariable].flatMap { $0.isEmpty ? nil : $0 }
            ?? NSTemporaryDirectory()
        let url = URL(fileURLWithPath: folder).appendingPathComponent("FaceIt-\(name)-\(getpid()).png")
        return (try? picture.pixels.writePNG(to: url)) == nil ? nil : url.path
    }
}

// MARK: - Where the face's parts are

/// Where `FaceView` puts the parts of a face of a given size and scale, in points: the
/// view's own geometry (`skullCenter`, `skullRadius`, `eyeCenter`, `mouthRect`,
/// `drawingLineWidth`), plus the brow and eye sizes its documentation gives as fractions of
/// the skull radius.
struct FaceGeometry: Sendable {
    var size: CGSize
    var faceScale: CGFloat
    var skullCenter: CGPoint
    var skullRadius: CGFloat
    var lineWidth: CGFloat
    var leftEye: CGPoint
    var rightEye: CGPoint
    var mouthRect: CGRect

    @MainActor
    init(size: CGSize = FaceItRun.defaultSize, faceScale: CGFloat = 0.9) {
        let view = FaceView(frame: CGRect(origin: .zero, size: size))
        view.scale = faceScale
        self.size = size
        self.faceScale = view.scale
        skullCenter = view.skullCenter
        skullRadius = view.skullRadius
        lineWidth = view.drawingLineWidth
        leftEye = view.eyeCenter(.left)
        rightEye = view.eyeCenter(.right)
        mouthRect = view.mouthRect
    }

    func eyeCenter(_ eye: FaceView.Eye) -> CGPoint {
        eye == .left ? leftEye : rightEye
    }

    /// An open eye's radius: a tenth of the skull's.
    var eyeRadius: CGFloat { skullRadius / 10 }
    /// A brow's middle is a fifth of the skull radius above its eye's centre…
    func browMiddle(_ eye: FaceView.Eye) -> CGPoint {
        let center = eyeCenter(eye)
        return CGPoint(x: center.x, y: center.y - skullRadius / 5)
    }
    /// …it is two sevenths of the radius long…
    var browHalfLength: CGFloat { skullRadius / 7 }
    /// …and at full tilt its ends are a fourteenth of the radius above and below the middle.
    var browFullRise: CGFloat { skullRadius / 14 }

    /// How tall an open eye's ring is, and a closed eye's line, in points.
    var openEyeHeight: CGFloat { 2 * eyeRadius + lineWidth }
    var closedEyeHeight: CGFloat { lineWidth }
}

// MARK: - Reading the face back from pixels

/// A capture of the face (from the window or a snapshot file), measured by where its blue
/// "ink" is. A pixel is ink when its blue channel exceeds red and green by at least half the
/// range: the stroke colour at 50 % coverage or more over the white background.
struct FacePicture {
    let pixels: PixelBuffer
    /// Pixels per point, from the capture's width against the window's width in points.
    let pixelsPerPoint: CGFloat

    init(_ pixels: PixelBuffer, pointWidth: CGFloat = FaceItRun.defaultSize.width) {
        self.pixels = pixels
        pixelsPerPoint = CGFloat(pixels.width) / pointWidth
    }

    /// Loads a PNG the app wrote (a snapshot).
    init?(pngAt path: String, pointWidth: CGFloat = FaceItRun.defaultSize.width) {
        guard let surface = ReferenceImage.loadPNG(path) else { return nil }
        var pixels: [PixelBuffer.Pixel] = []
        pixels.reserveCapacity(surface.pixelWidth * surface.pixelHeight)
        for y in 0..<surface.pixelHeight {
            for x in 0..<surface.pixelWidth {
                let p = surface.pixel(x: x, y: y)
                pixels.append(.init(red: p.r, green: p.g, blue: p.b))
            }
        }
        self.init(PixelBuffer(width: surface.pixelWidth, height: surface.pixelHeight, pixels: pixels), pointWidth: pointWidth)
    }

    static func isInk(_ pixel: PixelBuffer.Pixel) -> Bool {
        Int(pixel.blue) - Int(pixel.red) >= 128 && Int(pixel.blue) - Int(pixel.green) >= 128
    }

    /// How many pixels are ink.
    var inkCount: Int { pixels.pixels.reduce(0) { $0 + (FacePicture.isInk($1) ? 1 : 0) } }

    /// The pixel column or row holding the point coordinate `value`, clamped to the picture.
    private func pixelIndex(_ value: CGFloat, limit: Int) -> Int {
        min(max(Int((value * pixelsPerPoint).rounded(.down)), 0), limit - 1)
    }

    /// The ink rows (pixel indices) in the columns and rows that `rect` (points) covers.
    private func inkRows(in rect: CGRect) -> [Int] {
        let columns = pixelIndex(rect.minX, limit: pixels.width)...pixelIndex(rect.maxX, limit: pixels.width)
        let rows = pixelIndex(rect.minY, limit: pixels.height)...pixelIndex(rect.maxY, limit: pixels.height)
        var result: [Int] = []
        for y in rows {
            for x in columns where FacePicture.isInk(pixels.pixel(x: x, y: y)) { result.append(y) }
        }
        return result
    }

    /// The mean height (in points) of the ink in a column three pixels wide around `x`,
    /// between `top` and `bottom` (points); nil if there is none.
    func inkCenterY(atX x: CGFloat, from top: CGFloat, to bottom: CGFloat) -> CGFloat? {
        let halfWidth = 1 / pixelsPerPoint
        let rows = inkRows(in: CGRect(x: x - halfWidth, y: top, width: 2 * halfWidth, height: bottom - top))
        guard !rows.isEmpty else { return nil }
        return (CGFloat(rows.reduce(0, +)) / CGFloat(rows.count) + 0.5) / pixelsPerPoint
    }

    /// How tall (in points) the ink is in a box just big enough for an open eye; 0 if the box
    /// holds none. About `openEyeHeight` for a ring, `closedEyeHeight` for a line.
    func eyeHeight(_ eye: FaceView.Eye, _ face: FaceGeometry) -> CGFloat {
        let center = face.eyeCenter(eye)
        let reach = face.eyeRadius + face.lineWidth / 2 + 1
        let rows = inkRows(in: CGRect(x: center.x - reach, y: center.y - reach, width: 2 * reach, height: 2 * reach))
        guard let top = rows.min(), let bottom = rows.max() else { return 0 }
        return CGFloat(bottom + 1 - top) / pixelsPerPoint
    }

    /// Whether both eyes measure as open rings (`open == true`) or closed lines, within
    /// `tolerance` points of the expected height.
    func eyesAre(open: Bool, _ face: FaceGeometry, tolerance: CGFloat = 3) -> Bool {
        let expected = open ? face.openEyeHeight : face.closedEyeHeight
        return FaceView.Eye.allCases.allSatisfy { abs(eyeHeight($0, face) - expected) <= tolerance }
    }

    /// The mouth's curvature (−1 frown … 1 smile) read from where the mouth crosses the
    /// face's middle column: the curve's midpoint is 3/4 × curvature × the mouth box's height
    /// below the box's top, where the corners are. Nil if no mouth is found.
    func mouthCurvature(_ face: FaceGeometry) -> Double? {
        let top = face.eyeCenter(.left).y + face.eyeRadius + face.lineWidth
        let bottom = face.skullCenter.y + face.skullRadius - 1.5 * face.lineWidth
        guard let y = inkCenterY(atX: face.skullCenter.x, from: top, to: bottom) else { return nil }
        return Double((y - face.mouthRect.minY) / (0.75 * face.mouthRect.height))
    }

    /// The brow's tilt (−1 furrowed … 1 relaxed) over `eye`, from the heights of the brow
    /// a tenth of the skull radius either side of the eye's centre: the inner end rises by
    /// tilt × `browFullRise` at the brow's end, proportionally nearer the middle, and the
    /// outer end falls as much. Nil if a brow column holds no ink.
    func browTilt(_ eye: FaceView.Eye, _ face: FaceGeometry) -> Double? {
        let center = face.eyeCenter(eye)
        let offset = face.skullRadius / 10
        let outward: CGFloat = eye == .left ? -1 : 1
        let top = face.browMiddle(eye).y - face.browFullRise - 2 * face.lineWidth
        let bottom = center.y - face.eyeRadius - face.lineWidth
        guard let outer = inkCenterY(atX: center.x + outward * offset, from: top, to: bottom),
              let inner = inkCenterY(atX: center.x - outward * offset, from: top, to: bottom)
        else { return nil }
        return Double((outer - inner) / (2 * face.browFullRise * offset / face.browHalfLength))
    }

    /// The skull's radius in points, from where its ring crosses the row through `center`:
    /// half the distance between the middles of the first ink run from the left and the
    /// first from the right. Nil if the row has no ink.
    func skullRadius(center: CGPoint = CGPoint(x: FaceItRun.defaultSize.width / 2, y: FaceItRun.defaultSize.height / 2)) -> CGFloat? {
        let y = pixelIndex(center.y, limit: pixels.height)
        let ink = (0..<pixels.width).map { FacePicture.isInk(pixels.pixel(x: $0, y: y)) }
        guard let leftStart = ink.firstIndex(of: true), let rightEnd = ink.lastIndex(of: true) else { return nil }
        let leftEnd = ink[leftStart...].firstIndex(of: false).map { $0 - 1 } ?? leftStart
        let rightStart = ink[...rightEnd].lastIndex(of: false).map { $0 + 1 } ?? rightEnd
        let left = CGFloat(leftStart + leftEnd + 1) / 2, right = CGFloat(rightStart + rightEnd + 1) / 2
        return (right - left) / 2 / pixelsPerPoint
    }

    /// The face's parts as measured, for failure messages.
    func summary(_ face: FaceGeometry) -> String {
        func format(_ value: Double?) -> String { value.map { String(format: "%.2f", $0) } ?? "none" }
        return "eyes \(format(Double(eyeHeight(.left, face))))/\(format(Double(eyeHeight(.right, face)))) pt tall, "
            + "mouth \(format(mouthCurvature(face))), brows \(format(browTilt(.left, face)))/\(format(browTilt(.right, face))), "
            + "skull radius \(format(skullRadius().map(Double.init)))"
    }
}
