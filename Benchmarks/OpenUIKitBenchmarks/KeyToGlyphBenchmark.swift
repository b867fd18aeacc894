import CX11
import CXTest
import Foundation

/// Typing, live: from a key press to its glyph on screen, against the drag floor in the same
/// run, and what a focused field's caret costs while nothing is typed.
///
/// **Key to glyph.** The release HostProbe edits its text field (`--textfield`, scale 1).
/// Each sample sends one XTest key press and release for `x` and reads the field's pixels
/// back from the server (XGetImage of its rectangle) until they differ from the picture
/// taken just before the press; Backspace then empties the field the same way. The time runs
/// from just before the press to the first read that shows the change, so it holds the
/// server's delivery, the app's whole turn (decoding, the field's edit, layout, drawing,
/// compositing, presenting) and one read's round trip. The caret stays solid throughout:
/// each edit restarts its blink period (`TextCaretBlinker.halfPeriod`, 0.5 s), and a
/// sample's key and Backspace take far less, so the blink never changes the pixels watched.
///
/// **The floor.** `CairoCardFloor` (plain C: Cairo, MIT-SHM, only the damaged rectangles
/// repainted) has its card dragged by XTest motion, 2 px per sample, watched the same way
/// (a strip of rows across the card), so the two medians hold the same delivery and
/// read-back costs; each program's own `latency=` (event read to frame presented) is given
/// too.
///
/// **Wakes.** With the field focused and nothing typed, the caret's blinking is the only work:
/// one frame per toggle, two a second. With the field present and not focused
/// (`--textfield-unfocused`), nothing may run at all. Each is watched for `idleSeconds`:
/// frames presented (the probe's frame log), CPU ticks, and wakes (voluntary context switches
/// of all the app's threads, from `/proc`).
@MainActor
enum KeyToGlyphBenchmark {
    /// Samples per program, after `warmUps` unmeasured ones.
    static let samples = 60
    static let warmUps = 5
    /// Pause after each change is seen before the next key: the frame after it (if any) goes
    /// out, well inside the caret's solid half period.
    static let settleMicroseconds: UInt32 = 40_000
    /// How long a change may take before the sample counts as lost.
    static let changeTimeout: TimeInterval = 1
    /// How long each wake count watches the idle app.
    static let idleSeconds: UInt32 = 4
    /// The probe's text field, in window points (HostProbe's `--textfield` layout at scale 1).
    static let fieldRect = (x: 20, y: 60, width: 260, height: 34)
    /// Where the floor's card is pressed and the rows watched: the card's middle, on a window
    /// at the screen's top left (as the live drag case).
    static let floorPress = (x: Int32(640), y: Int32(400))
    static let floorStripRows = 4
    static let floorStripWidth = 1280
    static let floorStepPixels: Int32 = 2

    static func run(displayName: String) {
        guard let probe = ChildApp.sibling("HostProbe") else {
            print("Key to glyph: skipped (build HostProbe in release first: swift build -c release --product HostProbe)")
            return
        }
        guard let display = XOpenDisplay(displayName) else {
            print("Key to glyph: skipped (cannot open display \(displayName))")
            return
        }
        defer { XCloseDisplay(display) }
        print("Key to glyph on \(displayName): \(samples) samples per program after \(warmUps) warm-ups; ms from the XTest event to the first XGetImage showing the change")

        var floor = Measured()
        if let rawFloor = ChildApp.sibling("CairoCardFloor") {
            let picture = DirectCairoCard.pictureFile(named: "K♥", pixelScale: 3)
            if let child = ChildApp(executable: rawFloor, arguments: picture.map { [$0] } ?? [], display: displayName),
               child.secondsUntilLine(containing: "first-frame") != nil {
                floor = dragFloor(display, child)
                child.finish()
            }
        } else {
            print("drag floor: skipped (scripts/benchmark.sh builds CairoCardFloor beside the benchmark)")
        }

        var typed = Measured()
        var focusedWakes: Wakes?
        if let child = ChildApp(executable: probe, arguments: ["--textfield", "--scale", "1"], display: displayName),
           child.secondsUntilLine(containing: "textfield began") != nil,
           let window = topLevelWindow(display, pid: child.process.processIdentifier) {
            typed = typeInField(display, child, window: window)
            usleep(600_000)
            focusedWakes = wakes(of: child)
            child.finish()
        } else {
            print("key to glyph: the probe's field did not begin editing")
        }
        var unfocusedWakes: Wakes?
        if let child = ChildApp(executable: probe, arguments: ["--textfield-unfocused", "--scale", "1"], display: displayName),
           child.secondsUntilLine(containing: "frame 1 ") != nil {
            usleep(600_000)
            unfocusedWakes = wakes(of: child)
            child.finish()
        }

        let floorSummary = BenchmarkRunner.Summary(samples: floor.seen)
        let typedSummary = BenchmarkRunner.Summary(samples: typed.seen)
        if !floor.seen.isEmpty {
            printRow("drag floor: motion → card's pixels (C)", floorSummary)
        }
        printRow("key → glyph's pixels, UITextField", typedSummary, baseline: floor.seen.isEmpty ? nil : floorSummary)
        print(String(format: "    lost samples: floor %d, field %d", floor.lost, typed.lost))
        if !floor.latencies.isEmpty {
            printRow("drag floor's own latency= (read → presented)", BenchmarkRunner.Summary(samples: floor.latencies))
        }
        if !typed.latencies.isEmpty {
            printRow("field's own latency= (read → presented)", BenchmarkRunner.Summary(samples: typed.latencies),
                     baseline: floor.latencies.isEmpty ? nil : BenchmarkRunner.Summary(samples: floor.latencies))
        }
        for (label, counted) in [("field focused, caret blinking", focusedWakes), ("field not focused", unfocusedWakes)] {
            guard let counted else {
                print("\(label): not measured")
                continue
            }
            print(String(format: "%@ over %u s: %d frames (%.2f/s), %d CPU ticks, %d wakes (%.2f/s)", label, idleSeconds,
                         counted.frames, Double(counted.frames) / Double(idleSeconds), counted.ticks,
                         counted.wakes, Double(counted.wakes) / Double(idleSeconds)))
        }
    }

    // MARK: The samples

    struct Measured {
        /// Milliseconds from the event sent to the change read back.
        var seen: [Double] = []
        /// Milliseconds, the program's own `latency=` of the frames the samples caused.
        var latencies: [Double] = []
        var lost = 0
    }

    /// Types `x` and Backspace into the probe's field `samples + warmUps` times.
    private static func typeInField(_ display: OpaquePointer, _ child: ChildApp, window: Window) -> Measured {
        var result = Measured()
        guard let origin = rootOrigin(display, of: window) else { return result }
        let region = Region(x: origin.x + Int32(fieldRect.x), y: origin.y + Int32(fieldRect.y),
                            width: UInt32(fieldRect.width), height: UInt32(fieldRect.height))
        // Keys go to the focused window: without a window manager, give it the focus.
        XSetInputFocus(display, window, RevertToParent, UInt(CurrentTime))
        XSync(display, 0)
        let letter = UInt32(XKeysymToKeycode(display, KeySym(XK_x)))
        let backspace = UInt32(XKeysymToKeycode(display, KeySym(XK_BackSpace)))
        for index in 0..<(samples + warmUps) {
            let linesBefore = child.output.count
            let typedTime = timeKey(display, letter, region: region)
            usleep(settleMicroseconds)
            let erasedTime = timeKey(display, backspace, region: region)
            usleep(settleMicroseconds)
            guard index >= warmUps else { continue }
            if let typedTime { result.seen.append(typedTime) } else { result.lost += 1 }
            if erasedTime == nil { result.lost += 1 }
            // The first frame that carried input after the key: the glyph's.
            if let frame = child.output.dropFirst(linesBefore).first(where: { $0.hasPrefix("frame ") && !$0.contains("latency=-") }),
               let latency = ProbeFrameLog.field(frame, "latency") {
                result.latencies.append(latency * 1000)
            }
        }
        return result
    }

    /// Presses and releases `keycode`; the milliseconds until `region`'s pixels changed, or nil.
    private static func timeKey(_ display: OpaquePointer, _ keycode: UInt32, region: Region) -> Double? {
        guard let before = region.read(display) else { return nil }
        let start = DispatchTime.now().uptimeNanoseconds
        XTestFakeKeyEvent(display, keycode, 1, 0)
        XTestFakeKeyEvent(display, keycode, 0, 0)
        XFlush(display)
        return waitForChange(display, region: region, from: before, since: start)
    }

    /// Drags the floor's card one step at a time, timing each step to its pixels.
    private static func dragFloor(_ display: OpaquePointer, _ child: ChildApp) -> Measured {
        var result = Measured()
        var x = floorPress.x
        let y = floorPress.y
        let region = Region(x: 0, y: y - Int32(floorStripRows / 2), width: UInt32(floorStripWidth), height: UInt32(floorStripRows))
        XTestFakeMotionEvent(display, 0, x, y, 0)
        XFlush(display)
        usleep(50_000)
        XTestFakeButtonEvent(display, 1, 1, 0)
        XFlush(display)
        usleep(50_000)
        for index in 0..<(samples + warmUps) {
            let linesBefore = child.output.count
            guard let before = region.read(display) else { break }
            let start = DispatchTime.now().uptimeNanoseconds
            // Back and forth, so the card stays on screen.
            x += (index / 20).isMultiple(of: 2) ? floorStepPixels : -floorStepPixels
            XTestFakeMotionEvent(display, 0, x, y, 0)
            XFlush(display)
            let seen = waitForChange(display, region: region, from: before, since: start)
            usleep(settleMicroseconds)
            guard index >= warmUps else { continue }
            if let seen { result.seen.append(seen) } else { result.lost += 1 }
            if let frame = child.output.dropFirst(linesBefore).first(where: { $0.contains("latency=") && !$0.contains("latency=-") }),
               let field = frame.split(separator: " ").first(where: { $0.hasPrefix("latency=") }),
               let seconds = Double(field.dropFirst("latency=".count)) {
                result.latencies.append(seconds * 1000)
            }
        }
        XTestFakeButtonEvent(display, 1, 0, 0)
        XFlush(display)
        return result
    }

    /// Reads `region` until it differs from `before`; milliseconds since `start`, or nil after
    /// `changeTimeout`.
    private static func waitForChange(_ display: OpaquePointer, region: Region, from before: [UInt8], since start: UInt64) -> Double? {
        let deadline = start + UInt64(changeTimeout * 1e9)
        while DispatchTime.now().uptimeNanoseconds < deadline {
            if let now = region.read(display), now != before {
                return Double(DispatchTime.now().uptimeNanoseconds - start) / 1e6
            }
        }
        return nil
    }

    /// A rectangle of the root window, read back whole.
    struct Region {
        var x: Int32
        var y: Int32
        var width: UInt32
        var height: UInt32

        func read(_ display: OpaquePointer) -> [UInt8]? {
            let root = XDefaultRootWindow(display)
            guard let image = XGetImage(display, root, x, y, width, height, UInt.max, ZPixmap) else { return nil }
            defer { _ = image.pointee.f.destroy_image(image) }
            let count = Int(image.pointee.bytes_per_line) * Int(image.pointee.height)
            guard let data = image.pointee.data else { return nil }
            return data.withMemoryRebound(to: UInt8.self, capacity: count) { Array(UnsafeBufferPointer(start: $0, count: count)) }
        }
    }

    // MARK: Wakes

    struct Wakes {
        var frames: Int
        var ticks: Int
        var wakes: Int
    }

    /// What `child` does over `idleSeconds` while nothing is sent to it.
    private static func wakes(of child: ChildApp) -> Wakes {
        let pid = child.process.processIdentifier
        let linesBefore = child.output.count
        let ticksBefore = child.cpuTicks
        let switchesBefore = voluntarySwitches(pid: pid)
        sleep(idleSeconds)
        let switches = voluntarySwitches(pid: pid) - switchesBefore
        let frames = child.output.dropFirst(linesBefore).filter { $0.hasPrefix("frame ") }.count
        return Wakes(frames: frames, ticks: child.cpuTicks - ticksBefore, wakes: switches)
    }

    /// The voluntary context switches of every thread of `pid` so far: each time a thread
    /// went to sleep, so the number of times it woke, give or take the one it is in.
    static func voluntarySwitches(pid: Int32) -> Int {
        let tasks = (try? FileManager.default.contentsOfDirectory(atPath: "/proc/\(pid)/task")) ?? []
        return tasks.reduce(0) { sum, task in
            let status = (try? String(contentsOfFile: "/proc/\(pid)/task/\(task)/status", encoding: .utf8)) ?? ""
            let line = status.split(separator: "\n").first { $0.hasPrefix("voluntary_ctxt_switches:") }
            return sum + (line.flatMap { Int($0.split(separator: "\t").last?.trimmingCharacters(in: .whitespaces) ?? "") } ?? 0)
        }
    }

    // MARK: Windows

    /// The top-level window whose `_NET_WM_PID` is `pid`, waiting up to 5 s for it to map.
    private static func topLevelWindow(_ display: OpaquePointer, pid: Int32) -> Window? {
        let atom = XInternAtom(display, "_NET_WM_PID", 0)
        let deadline = Date().addingTimeInterval(5)
        while Date() < deadline {
            var root: Window = 0, parent: Window = 0
            var children: UnsafeMutablePointer<Window>?
            var count: UInt32 = 0
            if XQueryTree(display, XDefaultRootWindow(display), &root, &parent, &children, &count) != 0, let children {
                defer { XFree(children) }
                for index in 0..<Int(count) where cardinal(display, atom, of: children[index]) == UInt(pid) {
                    return children[index]
                }
            }
            usleep(20_000)
        }
        return nil
    }

    private static func cardinal(_ display: OpaquePointer, _ atom: Atom, of window: Window) -> UInt? {
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, after: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let status = XGetWindowProperty(display, window, atom, 0, 1, 0, Atom(AnyPropertyType), &type, &format, &count, &after, &data)
        defer { if let data { XFree(data) } }
        guard status == Success, let data else { return nil }
        guard format == 32, count == 1 else { return nil }
        // Format-32 properties come back as C longs.
        return data.withMemoryRebound(to: UInt.self, capacity: 1) { $0.pointee }
    }

    private static func rootOrigin(_ display: OpaquePointer, of window: Window) -> (x: Int32, y: Int32)? {
        var x: Int32 = 0, y: Int32 = 0
        var child: Window = 0
        guard XTranslateCoordinates(display, window, XDefaultRootWindow(display), 0, 0, &x, &y, &child) != 0 else { return nil }
        return (x, y)
    }
}
