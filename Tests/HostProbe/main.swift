import Foundation
import OpenUIKit

// A minimal app for the live X11 tests: a known picture, and one stdout line per input value
// and per presented frame, so a test can drive it with real input and check what arrived.
//
//   HostProbe [--size WxH] [--title T] [--scale S] [--snapshot PATH (used when there is no display)] [--button]
//             [--navigation] [--split] [--push-on-tap] [--scroll-view] [--table] [--drop-target]
//             [--drag-source] [--drag-text-bytes N] [--drag-urls N]
//             [--display-link-frames N] [--display-link-stop invalidate|pause] [--display-link-fps F]
//             [--display-link-at-launch] [--display-link-stall-ms MS] [--touch-down-stall-ms MS]
//   HostProbe --read-xsettings-of WINDOW (hex): opens DISPLAY, reads the XSETTINGS blob from
//     that window as if it owned the selection, prints "xsettings N bytes" or
//     "xsettings none", then "still connected" after one more round trip, and exits 0
//
// Picture (points): blue background; a red 100×100 square at (20, 20); a 1-point black
// vertical line at x = 150…151; a green bar 20 points tall along the bottom edge, placed by
// layoutSubviews so a resize moves it.
//
// With --button, a system button titled "Press" on a white background sits at (50, 160),
// 200×60, over the root view (whose recognizers stay): it prints "button touchDown
// highlighted=…" from a UIAction, and "button touchUpInside title=…" from a Selector action.
// With --textfield, a rounded text field at (20, 60), 260×34, is edited from launch: it
// prints "textfield began" once it is first responder and "textfield changed text=…" after
// each edit, followed by "textfield marking" while an input method's text is marked.
// With --textfield-unfocused, the same field is shown but never made first responder.
// With --unmark-when-marked, 50 ms after text becomes marked the app calls the field's
// unmarkText() and prints "textfield unmarked text=… marked=false".
// With --accessibility, a white form (ProbeAccessibilityViews) covers the root view: a heading,
// a text field, a slider and a button that makes the field first responder, for the
// accessibility-bus test.
// With --scroll-view, a scroll view (ProbeScrollView) covers the root view, whose own
// recognizers are disabled, with a button titled "Press" at (50, 160) in its content.
// With --drop-target, the root view takes drops (UIDropInteraction, proposing a copy of
// images, URLs and text): each drop prints "drop items=N", then "drop image WxH" per image
// loaded, "drop url U" per URL and "drop text T" per string; "drop session ended" when
// the session ends.
// With --drag-source, a yellow 100×100 square at (170, 20) lifts by a long press (a drag
// interaction offering the text "dragged from probe"): it prints "drag lift" as it lifts
// and "drag ended OPERATION" at the end. With --drag-text-bytes N, the text dragged is N
// bytes of a repeating alphabet instead (for transfers larger than one X request).
// With --drag-urls N, the square drags N file URLs instead, file:///probe/file-1.txt to
// file:///probe/file-N.txt, one item each.
// A dropped text longer than 200 bytes prints "drop text N bytes checksum=C" (C: the sum of
// its bytes modulo 2^32) instead of itself.
// With --table, a table (ProbeTableView) of 20 rows covers the root view in the same way; a
// committed deletion prints "table commit delete row=N count=M".
// With --navigation, the root controller is a UINavigationController showing the probe's
// controller (titled "First") with a second one (titled "Second") pushed on it; its delegate
// prints "navigation didShow TITLE count=N" each time a controller has been shown.
// With --split, a split view ("Primary" beside the probe's controller, titled "Detail")
// prints "split collapse …" and "split separate …" from its delegate.
// With --push-on-tap, a tap on the blue first page pushes a white one, animated ("push N"),
// which is popped without animation once shown (both shown print "navigation didShow …").
// Traits: the controller and the root view each print "traits controller|view …" when theirs
// change: the new scale, size classes and text size, the previous ones, and the window's size
// in points and in pixels.
//
// Gestures: the root view carries pan (which also follows a touchpad's scrolling), pinch,
// rotation (pinch and rotation may recognize together) and tap recognizers; each action
// prints a "gesture …" line (a pan's with its translation, velocity and touches), each state change a
// "recognizer NAME from=OLD to=NEW monotonic=S" line, and the root view prints the touches it
// receives ("view touches …"). Each input touch cancellation also prints "touch cancel seen
// id=N monotonic=S". S is CLOCK_MONOTONIC in seconds, the clock every process on the machine
// shares, so a test can time a fault it caused (a grab, a focus change) to the cancel here.
// With --touch-down-stall-ms, the root view's touchesBegan blocks the main thread that long
// after printing its line: an app too busy to read the touch's end.
//
// Display link: the l key (or --display-link-at-launch, once the window is up) starts a
// CADisplayLink (preferredFramesPerSecond F when given) that nudges the square one point
// left or right per call, so every call leads to a presented frame, and prints
// "link started refresh=S" then "link frame I timestamp=S target=S duration=S" per call.
// After N calls (60 by default) it invalidates the link or pauses it and prints
// "link stopped by=invalidate|pause"; l again starts a new link, or unpauses the paused one.
// With --display-link-stall-ms, call 10 blocks the main thread that long after printing its
// line, so that frame misses its refresh.
//
// Every presented frame prints its `FramePresentation.logLine` ("frame N pixels=… …").

/// CLOCK_MONOTONIC now, in seconds with microseconds: comparable with the same clock read in
/// the test process.
func monotonicNow() -> String {
    var now = timespec()
    clock_gettime(CLOCK_MONOTONIC, &now)
    return String(format: "%.6f", Double(now.tv_sec) + Double(now.tv_nsec) / 1e9)
}

/// One line to stdout, unbuffered, so a test reading the pipe sees it at once.
func emit(_ line: String) {
    FileHandle.standardOutput.write(Data((line + "\n").utf8))
}

final class ProbeLineView: UIView {
    override func draw(_ rect: CGRect) {
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 150.5, y: 0))
        path.addLine(to: CGPoint(x: 150.5, y: bounds.size.height))
        path.lineWidth = 1
        UIColor.black.setStroke()
        path.stroke()
    }
}

final class ProbeRootView: UIView {
    let square = UIView(frame: CGRect(x: 20, y: 20, width: 100, height: 100))
    let bar = UIView()
    let line = ProbeLineView()

    override init(frame: CGRect) {
        super.init(frame: frame)
        backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        square.backgroundColor = .red
        bar.backgroundColor = .green
        line.isOpaque = false
        addSubview(line)
        addSubview(square)
        addSubview(bar)
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        report("began", touches)
        if let touchDownStallMilliseconds { usleep(UInt32(touchDownStallMilliseconds * 1000)) }
    }
    override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { report("moved", touches) }
    override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { report("ended", touches) }
    override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { report("cancelled", touches) }

    private func report(_ phase: String, _ touches: Set<UITouch>) {
        let points = touches.map { touch in
            let p = touch.location(in: self)
            return String(format: "(%.3f,%.3f)", Double(p.x), Double(p.y))
        }.sorted().joined(separator: " ")
        emit("view touches \(phase) n=\(touches.count) \(points)")
        // Force and type, on a line of their own so the position lines keep their shape.
        for touch in touches {
            emit(String(format: "view force %@ force=%.4f max=%.4f type=%d", phase, Double(touch.force),
                        Double(touch.maximumPossibleForce), touch.type.rawValue))
        }
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        emit("traits view " + describeTraitChange(from: previousTraitCollection, in: self))
    }

    override func layoutSubviews() {
        line.frame = bounds
        bar.frame = CGRect(x: 0, y: bounds.size.height - 20, width: bounds.size.width, height: 20)
        emit("layout \(Int(bounds.size.width))x\(Int(bounds.size.height))")
    }
}

final class ProbeViewController: UIViewController, UIGestureRecognizerDelegate {
    /// The desktop keys the live tests press: Esc and q quit, F11 toggles fullscreen. They
    /// are the app's own, as in a UIKit app.
    override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Selector(ProbeViewController.quit(_:))),
         UIKeyCommand(input: "q", modifierFlags: [], action: Selector(ProbeViewController.quit(_:))),
         UIKeyCommand(input: UIKeyCommand.f11, modifierFlags: [], action: Selector(ProbeViewController.toggleFullscreen(_:)))]
    }

    func quit(_ sender: UIKeyCommand) { UIApplication.shared.terminate(exitCode: 0) }
    func toggleFullscreen(_ sender: UIKeyCommand) { UIApplication.shared.toggleFullscreen() }

    override func loadView() {
        view = ProbeRootView(frame: CGRect(x: 0, y: 0, width: 300, height: 420))
    }

    override func viewDidLoad() {
        let pinch = UIPinchGestureRecognizer(target: self, action: ProbeViewController.pinched)
        let rotation = UIRotationGestureRecognizer(target: self, action: ProbeViewController.rotated)
        pinch.delegate = self
        rotation.delegate = self
        let pan = UIPanGestureRecognizer(target: self, action: ProbeViewController.panned)
        // A touchpad's two-finger scroll drives the pan too, as on iPadOS.
        pan.allowedScrollTypesMask = .continuous
        let tap = UITapGestureRecognizer(target: self, action: ProbeViewController.tapped)
        for (recognizer, name) in [(pan, "pan"), (pinch, "pinch"), (rotation, "rotation"), (tap, "tap")] as [(UIGestureRecognizer, String)] {
            recognizer.name = name
            // Every state change, resets to possible included, for tests that follow a
            // recognizer through a fault.
            recognizer.transitionObserver = { recognizer, old, new in
                emit("recognizer \(recognizer.name ?? "?") from=\(old) to=\(new) monotonic=\(monotonicNow())")
            }
            view.addGestureRecognizer(recognizer)
        }
        if showsButton { addButton() }
        if showsTextField { addTextField() }
        if showsAccessibilityForm { accessibilityViews = ProbeAccessibilityViews(in: view) }
        if takesDrops { view.addInteraction(UIDropInteraction(delegate: ProbeDropDelegate.shared)) }
        if offersDrags {
            let square = UIView(frame: CGRect(x: 170, y: 20, width: 100, height: 100))
            square.backgroundColor = .yellow
            square.addInteraction(UIDragInteraction(delegate: ProbeDragDelegate.shared))
            view.addSubview(square)
        }
        if showsScrollView {
            view.gestureRecognizers?.forEach { $0.isEnabled = false }
            probeScrollView = ProbeScrollView(in: view)
        }
        if showsTable {
            view.gestureRecognizers?.forEach { $0.isEnabled = false }
            probeTableView = ProbeTableView(in: view, rowCount: tableRowCount)
        }
    }

    private let textField = UITextField(frame: CGRect(x: 20, y: 60, width: 260, height: 34))

    private func addTextField() {
        textField.borderStyle = .roundedRect
        textField.placeholder = "Type here"
        textField.addAction(UIAction { _ in emit("textfield began") }, for: .editingDidBegin)
        textField.addAction(UIAction { [textField] _ in
            emit("textfield changed text=\(textField.text ?? "")")
            if textField.markedTextRange != nil {
                emit("textfield marking")
                if unmarksWhenMarked {
                    // Shortly after, as an app's own timer or action would, not inside the edit.
                    Task { @MainActor [textField] in
                        try? await Task.sleep(for: .milliseconds(50))
                        textField.unmarkText()
                        emit("textfield unmarked text=\(textField.text ?? "") marked=\(textField.markedTextRange != nil)")
                    }
                }
            }
        }, for: .editingChanged)
        view.addSubview(textField)
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if showsTextField, focusesTextField { textField.becomeFirstResponder() }
    }

    private var probeScrollView: ProbeScrollView?
    private var accessibilityViews: ProbeAccessibilityViews?
    private var probeTableView: ProbeTableView?

    private func addButton() {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 50, y: 160, width: 200, height: 60)
        button.backgroundColor = .white
        button.setTitle("Press", for: .normal)
        button.titleLabel?.font = .systemFont(ofSize: 30)
        button.addAction(UIAction { action in
            emit("button touchDown highlighted=\((action.sender as? UIButton)?.isHighlighted == true)")
        }, for: .touchDown)
        button.addAction(UIAction { _ in emit("button touchCancel") }, for: .touchCancel)
        button.addTarget(self, action: Selector(ProbeViewController.buttonPressed(_:)), for: .touchUpInside)
        view.addSubview(button)
    }

    func buttonPressed(_ sender: UIButton) {
        emit("button touchUpInside title=\(sender.currentTitle ?? "")")
    }

    func panned(_ pan: UIPanGestureRecognizer) {
        let t = pan.translation(in: view)
        let v = pan.velocity(in: view)
        emit("gesture pan \(pan.state) tx=\(String(format: "%.3f", Double(t.x))) ty=\(String(format: "%.3f", Double(t.y)))"
            + " vx=\(String(format: "%.1f", Double(v.x))) vy=\(String(format: "%.1f", Double(v.y))) touches=\(pan.numberOfTouches)")
    }

    func pinched(_ pinch: UIPinchGestureRecognizer) {
        emit("gesture pinch \(pinch.state) scale=\(String(format: "%.4f", Double(pinch.scale)))")
    }

    func rotated(_ rotation: UIRotationGestureRecognizer) {
        emit("gesture rotation \(rotation.state) rotation=\(String(format: "%.4f", Double(rotation.rotation)))")
    }

    func tapped(_ tap: UITapGestureRecognizer) {
        let p = tap.location(in: view)
        emit("gesture tap \(tap.state) x=\(String(format: "%.3f", Double(p.x))) y=\(String(format: "%.3f", Double(p.y)))")
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        emit("traits controller " + describeTraitChange(from: previousTraitCollection, in: view))
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                           shouldRecognizeSimultaneouslyWith other: UIGestureRecognizer) -> Bool {
        (gestureRecognizer is UIPinchGestureRecognizer && other is UIRotationGestureRecognizer)
            || (gestureRecognizer is UIRotationGestureRecognizer && other is UIPinchGestureRecognizer)
    }

    var square: UIView { (view as! ProbeRootView).square }

    // t, a and c recolour the square from a Task, a main-queue block and an input-clock timer,
    // so a test can see that each runs while the window is open and leads to a new frame.
    override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses {
            emit("press began code=\(press.key?.keyCode.rawValue ?? -1) chars=\(press.key?.characters ?? "")")
            switch press.key?.charactersIgnoringModifiers {
            case "t":
                Task { @MainActor in
                    self.square.backgroundColor = .yellow
                    emit("task ran")
                }
            case "a":
                DispatchQueue.main.async {
                    self.square.backgroundColor = .magenta
                    emit("async block ran")
                }
            case "c":
                _ = UIApplication.shared.inputClock.schedule(after: 0.1) {
                    self.square.backgroundColor = .cyan
                    emit("timer fired")
                }
            case "l":
                startDisplayLink()
            default:
                break
            }
        }
        super.pressesBegan(presses, with: event)
    }

    // MARK: Display link

    private var displayLink: CADisplayLink?
    /// The call that blocks with --display-link-stall-ms.
    static let stallingCall = 10
    private var linkCalls = 0

    func startDisplayLink() {
        let refresh = view.window?.frameScheduler?.refreshInterval ?? 0
        emit("link started refresh=\(String(format: "%.9f", refresh))")
        linkCalls = 0
        if let displayLink, displayLink.isPaused {
            displayLink.isPaused = false
            return
        }
        let link = CADisplayLink(target: self, selector: Selector(ProbeViewController.step(_:)))
        if let displayLinkFramesPerSecond { link.preferredFramesPerSecond = displayLinkFramesPerSecond }
        link.add(to: .main, forMode: .common)
        displayLink = link
    }

    func step(_ link: CADisplayLink) {
        linkCalls += 1
        emit("link frame \(linkCalls) timestamp=\(String(format: "%.6f", link.timestamp)) "
             + "target=\(String(format: "%.6f", link.targetTimestamp)) duration=\(String(format: "%.6f", link.duration))")
        square.frame.origin.x += linkCalls.isMultiple(of: 2) ? -1 : 1
        if linkCalls == ProbeViewController.stallingCall, let displayLinkStallMilliseconds {
            usleep(UInt32(displayLinkStallMilliseconds * 1000))
        }
        guard linkCalls >= displayLinkFrames else { return }
        if displayLinkStopsByPausing {
            link.isPaused = true
            emit("link stopped by=pause")
        } else {
            link.invalidate()
            displayLink = nil
            emit("link stopped by=invalidate")
        }
    }
}

/// "scale=2 width=compact height=compact text=extraExtraLarge previous-scale=1 …
/// points=300x420 pixels=600x840" for a trait change seen by `view`.
@MainActor
func describeTraitChange(from previous: UITraitCollection?, in view: UIView) -> String {
    func f(_ v: CGFloat) -> String { String(format: "%g", Double(v)) }
    let now = view.traitCollection
    var parts = ["scale=\(f(now.displayScale))", "width=\(now.horizontalSizeClass)", "height=\(now.verticalSizeClass)",
                 "text=\(now.preferredContentSizeCategory)", "body=\(f(UIFont.preferredFont(forTextStyle: .body, compatibleWith: now).pointSize))"]
    if let previous {
        parts += ["previous-scale=\(f(previous.displayScale))", "previous-width=\(previous.horizontalSizeClass)",
                  "previous-height=\(previous.verticalSizeClass)", "previous-text=\(previous.preferredContentSizeCategory)"]
    } else {
        parts.append("previous=nil")
    }
    if let window = view.window {
        let size = window.bounds.size, scale = window.screenScale
        parts.append("points=\(Int(size.width))x\(Int(size.height))")
        parts.append("pixels=\(Int((size.width * scale).rounded()))x\(Int((size.height * scale).rounded()))")
    }
    return parts.joined(separator: " ")
}

func describe(_ event: InputEvent) -> String {
    func f(_ v: CGFloat) -> String { String(format: "%.3f", Double(v)) }
    switch event {
    case .touch(let t):
        return "touch \(t.phase.rawValue) id=\(t.id) x=\(f(t.location.x)) y=\(f(t.location.y)) device=\(t.deviceID) \(t.isDirect ? "direct" : "dependent")"
    case .pointer(let p):
        let buttons = p.buttonsDown.map(\.rawValue).sorted().map(String.init).joined(separator: ",")
        return "pointer \(p.phase.rawValue) button=\(p.button?.rawValue ?? 0) x=\(f(p.location.x)) y=\(f(p.location.y)) buttons=[\(buttons)] mods=\(p.modifiers.rawValue)"
    case .scroll(let s):
        return "scroll dx=\(f(s.delta.dx)) dy=\(f(s.delta.dy)) mods=\(s.modifiers.rawValue) type=\(s.scrollType == .continuous ? "continuous" : "discrete")"
    case .touchpadPinch(let p):
        return "pinch \(p.phase.rawValue) scale=\(f(p.scale)) angle=\(String(format: "%.5f", Double(p.angleDelta))) fingers=\(p.fingerCount) x=\(f(p.location.x)) y=\(f(p.location.y))"
    case .touchpadSwipe(let s):
        return "swipe \(s.phase.rawValue) dx=\(f(s.delta.dx)) dy=\(f(s.delta.dy)) fingers=\(s.fingerCount)"
    case .key(let k):
        return "key \(k.isDown ? "down" : "up") code=\(k.key.keyCode.rawValue) chars=\(k.key.characters)"
    case .markedText(let m):
        return "marked text=\(m.text) caret=\(m.selectedRange.location)"
    }
}

var size = CGSize(width: 300, height: 420)
var title = "OpenUIKit probe"
var scale: CGFloat?
var snapshotPath = "probe.png"
var xsettingsOwner: UInt?
var showsButton = false
var showsTextField = false
/// False with --textfield-unfocused: the field is shown and nothing is first responder.
var focusesTextField = true
/// With --unmark-when-marked, the app itself ends each composition (`unmarkText()`).
var unmarksWhenMarked = false
var showsAccessibilityForm = false
var showsNavigation = false
var showsSplit = false
var pushesOnTap = false
var takesDrops = false
var offersDrags = false
var showsScrollView = false
var showsTable = false
var tableRowCount = ProbeTableView.defaultRowCount
var displayLinkFrames = 60
var displayLinkStopsByPausing = false
var displayLinkFramesPerSecond: Int?
var displayLinkAtLaunch = false
var displayLinkStallMilliseconds: Int?
var touchDownStallMilliseconds: Int?
var arguments = CommandLine.arguments.dropFirst().makeIterator()
while let argument = arguments.next() {
    switch argument {
    case "--size":
        let parts = (arguments.next() ?? "").split(separator: "x").compactMap { Double($0) }
        if parts.count == 2 { size = CGSize(width: parts[0], height: parts[1]) }
    case "--title":
        title = arguments.next() ?? title
    case "--snapshot":
        snapshotPath = arguments.next() ?? snapshotPath
    case "--scale":
        scale = (arguments.next()).flatMap(Double.init).map { CGFloat($0) }
    case "--button":
        showsButton = true
    case "--textfield":
        showsTextField = true
    case "--textfield-unfocused":
        showsTextField = true
        focusesTextField = false
    case "--unmark-when-marked":
        unmarksWhenMarked = true
    case "--accessibility":
        showsAccessibilityForm = true
    case "--scroll-view":
        showsScrollView = true
    case "--table":
        showsTable = true
    case "--table-rows":
        tableRowCount = arguments.next().flatMap { Int($0) }.map { max(0, $0) } ?? tableRowCount
    case "--navigation":
        showsNavigation = true
    case "--split":
        showsSplit = true
    case "--push-on-tap":
        pushesOnTap = true
    case "--drop-target":
        takesDrops = true
    case "--drag-source":
        offersDrags = true
    case "--drag-text-bytes":
        ProbeDragDelegate.shared.text = arguments.next().flatMap { Int($0) }.map(probeText(bytes:)) ?? ProbeDragDelegate.shared.text
    case "--drag-urls":
        ProbeDragDelegate.shared.urlCount = arguments.next().flatMap { Int($0) }.map { max(0, $0) }
    case "--display-link-frames":
        displayLinkFrames = arguments.next().flatMap { Int($0) } ?? displayLinkFrames
    case "--display-link-stop":
        switch arguments.next() {
        case "pause": displayLinkStopsByPausing = true
        case "invalidate": displayLinkStopsByPausing = false
        default:
            FileHandle.standardError.write(Data("HostProbe: --display-link-stop takes invalidate or pause\n".utf8))
            exit(2)
        }
    case "--display-link-fps":
        displayLinkFramesPerSecond = arguments.next().flatMap { Int($0) }
    case "--display-link-at-launch":
        displayLinkAtLaunch = true
    case "--display-link-stall-ms":
        displayLinkStallMilliseconds = arguments.next().flatMap { Int($0) }
    case "--touch-down-stall-ms":
        touchDownStallMilliseconds = arguments.next().flatMap { Int($0) }
    case "--read-xsettings-of":
        xsettingsOwner = arguments.next().flatMap { UInt($0.hasPrefix("0x") ? String($0.dropFirst(2)) : $0, radix: 16) }
    default:
        FileHandle.standardError.write(Data("HostProbe: unknown argument \(argument)\n".utf8))
        exit(2)
    }
}

/// `bytes` bytes of a repeating alphabet: a long text whose every byte is known.
func probeText(bytes: Int) -> String {
    let alphabet = Array("abcdefghijklmnopqrstuvwxyz0123456789".utf8)
    return String(decoding: (0..<bytes).map { alphabet[$0 % alphabet.count] }, as: UTF8.self)
}

/// The sum of `bytes` modulo 2^32: enough to tell a transfer that lost or reordered pieces.
func probeChecksum(_ bytes: [UInt8]) -> UInt32 {
    bytes.reduce(UInt32(0)) { $0 &+ UInt32($1) }
}

/// The --drop-target destination: copies images, URLs and text, printing what it loads.
final class ProbeDropDelegate: NSObject, UIDropInteractionDelegate {
    static let shared = ProbeDropDelegate()

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
        UIDropProposal(operation: .copy)
    }

    func dropInteraction(_ interaction: UIDropInteraction, performDrop session: any UIDropSession) {
        emit("drop items=\(session.items.count)")
        session.loadObjects(ofClass: UIImage.self) { images in
            for case let image as UIImage in images { emit("drop image \(Int(image.size.width))x\(Int(image.size.height))") }
        }
        session.loadObjects(ofClass: URL.self) { urls in
            for url in urls { emit("drop url \(url.absoluteString)") }
        }
        session.loadObjects(ofClass: String.self) { strings in
            for text in strings {
                let bytes = Array(text.utf8)
                if bytes.count > 200 {
                    emit("drop text \(bytes.count) bytes checksum=\(probeChecksum(bytes))")
                } else {
                    emit("drop text \(text)")
                }
            }
        }
    }

    func dropInteraction(_ interaction: UIDropInteraction, sessionDidEnd session: any UIDropSession) {
        emit("drop session ended")
    }
}

/// The --drag-source square's delegate: drags a line of text.
final class ProbeDragDelegate: NSObject, UIDragInteractionDelegate {
    static let shared = ProbeDragDelegate()
    /// The text dragged.
    var text = "dragged from probe"
    /// How many file URLs are dragged instead of the text, when set.
    var urlCount: Int?

    func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
        guard let urlCount else { return [UIDragItem(itemProvider: NSItemProvider(object: text as NSString))] }
        return (0..<urlCount).map { index in
            UIDragItem(itemProvider: NSItemProvider(object: URL(fileURLWithPath: "/probe/file-\(index + 1).txt") as NSURL))
        }
    }

    func dragInteraction(_ interaction: UIDragInteraction, willAnimateLiftWith animator: any UIDragAnimating,
                         session: any UIDragSession) {
        emit("drag lift")
    }

    func dragInteraction(_ interaction: UIDragInteraction, session: any UIDragSession, didEndWith operation: UIDropOperation) {
        emit("drag ended \(operation)")
    }
}

/// Prints each controller a navigation controller has shown.
final class ProbeNavigationDelegate: NSObject, UINavigationControllerDelegate {
    static let shared = ProbeNavigationDelegate()
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        emit("navigation didShow \(viewController.title ?? "?") count=\(navigationController.viewControllers.count)")
    }
}

/// Prints what a split view controller does as the window's width class changes.
final class ProbeSplitDelegate: NSObject, UISplitViewControllerDelegate {
    static let shared = ProbeSplitDelegate()
    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        // The secondary is the detail's navigation controller, as in UIKit.
        let shown = (secondaryViewController as? UINavigationController)?.topViewController ?? secondaryViewController
        emit("split collapse secondary=\(shown.title ?? "?") width=\(Int(splitViewController.view.bounds.width))")
        return false
    }

    func splitViewController(_ splitViewController: UISplitViewController,
                             separateSecondaryFrom primaryViewController: UIViewController) -> UIViewController? {
        emit("split separate width=\(Int(splitViewController.view.bounds.width))")
        return nil
    }
}

/// The --split root: a classic split view, a "Primary" list beside a "Detail" page, each in
/// a navigation controller, as the course's apps build it.
@MainActor
func makeProbeSplit() -> UIViewController {
    let primary = UIViewController()
    primary.title = "Primary"
    primary.view.backgroundColor = .systemGroupedBackground
    let detail = ProbeViewController()
    detail.title = "Detail"
    let split = UISplitViewController()
    split.viewControllers = [UINavigationController(rootViewController: primary), UINavigationController(rootViewController: detail)]
    split.delegate = ProbeSplitDelegate.shared
    return split
}

/// The --push-on-tap root's first controller: a tap anywhere pushes a new page, animated;
/// once it is shown it is popped without animation, ready for the next tap.
final class ProbePushRootController: UIViewController, UINavigationControllerDelegate {
    /// How long a pushed page stays before it is popped, so the pop is a frame of its own.
    static let pushedPageSeconds = 0.05
    private var pushes = 0

    override func viewDidLoad() {
        view.backgroundColor = UIColor(red: 0.2, green: 0.4, blue: 0.8, alpha: 1)
        view.addGestureRecognizer(UITapGestureRecognizer(target: self, action: ProbePushRootController.tapped))
    }

    func tapped(_ sender: UITapGestureRecognizer) {
        pushes += 1
        let page = UIViewController()
        page.title = "Pushed"
        page.view.backgroundColor = .white
        emit("push \(pushes) monotonic=\(monotonicNow())")
        navigationController?.pushViewController(page, animated: true)
    }

    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController, animated: Bool) {
        emit("navigation didShow \(viewController.title ?? "?") count=\(navigationController.viewControllers.count) monotonic=\(monotonicNow())")
        guard viewController !== self else { return }
        DispatchQueue.main.asyncAfter(deadline: .now() + Self.pushedPageSeconds) {
            navigationController.popViewController(animated: false)
        }
    }
}

/// The --push-on-tap root: a navigation controller over `ProbePushRootController`.
@MainActor
func makeProbePushOnTap() -> UIViewController {
    let first = ProbePushRootController()
    first.title = "First"
    let navigation = UINavigationController(rootViewController: first)
    navigation.delegate = first
    return navigation
}

/// The --navigation root: the probe's controller ("First") with "Second" pushed on it.
@MainActor
func makeProbeNavigation() -> UIViewController {
    let first = ProbeViewController()
    first.title = "First"
    let navigation = UINavigationController(rootViewController: first)
    let second = UIViewController()
    second.title = "Second"
    second.view.backgroundColor = .white
    navigation.pushViewController(second, animated: false)
    navigation.delegate = ProbeNavigationDelegate.shared
    return navigation
}

if let xsettingsOwner {
    MainActor.assumeIsolated {
        do {
            let connection = try X11Connection(name: nil)
            emit(connection.xsettingsBlob(owner: xsettingsOwner).map { "xsettings \($0.count) bytes" } ?? "xsettings none")
            // A second request: the connection survived the first one's error.
            _ = connection.xsettingsBlob()
            emit("still connected")
            connection.close()
            exit(0)
        } catch {
            FileHandle.standardError.write(Data("HostProbe: \(error)\n".utf8))
            exit(1)
        }
    }
}

MainActor.assumeIsolated {
    UIApplication.shared.addInputObserver { event in
        emit("input " + describe(event))
        if case .touch(let touch) = event, touch.phase == .cancelled {
            emit("touch cancel seen id=\(touch.id) monotonic=\(monotonicNow())")
        }
    }
    UIApplication.shared.didPresentFrame = { frame in emit(frame.logLine) }
    if displayLinkAtLaunch {
        // Runs once the run loop starts, when the window is up.
        DispatchQueue.main.async {
            (UIApplication.shared.keyWindow?.rootViewController as? ProbeViewController)?.startDisplayLink()
        }
    }
    UIApplicationMain(UIApplicationConfiguration(title: title, size: size, className: "OpenUIKitProbe", scale: scale),
                      rootViewController: {
                          if pushesOnTap { return makeProbePushOnTap() }
                          if showsSplit { return makeProbeSplit() }
                          return showsNavigation ? makeProbeNavigation() : ProbeViewController()
                      },
                      withoutDisplay: { window in
                          emit("no display; snapshot \(snapshotPath)")
                          return window.writeSnapshot(toPNG: snapshotPath) ? 0 : 1
                      })
}
