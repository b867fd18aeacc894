import Foundation
import OpenUIKit

// A minimal app for the live X11 tests: a known picture, and one stdout line per input value
// and per presented frame, so a test can drive it with real input and check what arrived.
//
//   HostProbe [--size WxH] [--title T] [--scale S] [--snapshot PATH (used when there is no display)]
//
// Picture (points): blue background; a red 100×100 square at (20, 20); a 1-point black
// vertical line at x = 150…151; a green bar 20 points tall along the bottom edge, placed by
// layoutSubviews so a resize moves it.

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

    override func layoutSubviews() {
        line.frame = bounds
        bar.frame = CGRect(x: 0, y: bounds.size.height - 20, width: bounds.size.width, height: 20)
        emit("layout \(Int(bounds.size.width))x\(Int(bounds.size.height))")
    }
}

final class ProbeViewController: UIViewController {
    override func loadView() {
        view = ProbeRootView(frame: CGRect(x: 0, y: 0, width: 300, height: 420))
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
            default:
                break
            }
        }
        super.pressesBegan(presses, with: event)
    }
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
        return "scroll dx=\(f(s.delta.dx)) dy=\(f(s.delta.dy)) mods=\(s.modifiers.rawValue)"
    case .touchpadPinch(let p):
        return "pinch \(p.phase.rawValue) scale=\(f(p.scale)) angle=\(String(format: "%.5f", Double(p.angleDelta))) fingers=\(p.fingerCount) x=\(f(p.location.x)) y=\(f(p.location.y))"
    case .touchpadSwipe(let s):
        return "swipe \(s.phase.rawValue) dx=\(f(s.delta.dx)) dy=\(f(s.delta.dy)) fingers=\(s.fingerCount)"
    case .key(let k):
        return "key \(k.isDown ? "down" : "up") code=\(k.key.keyCode.rawValue) chars=\(k.key.characters)"
    }
}

var size = CGSize(width: 300, height: 420)
var title = "OpenUIKit probe"
var scale: CGFloat?
var snapshotPath = "probe.png"
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
    default:
        FileHandle.standardError.write(Data("HostProbe: unknown argument \(argument)\n".utf8))
        exit(2)
    }
}

MainActor.assumeIsolated {
    UIApplication.shared.addInputObserver { emit("input " + describe($0)) }
    UIApplication.shared.didPresentFrame = { frame in
        emit("frame \(frame.frameNumber) pixels=\(frame.presentedPixels) rects=\(frame.rectangleCount) method=\(frame.method) render=\(String(format: "%.6f", frame.renderSeconds)) present=\(String(format: "%.6f", frame.presentSeconds))")
    }
    UIApplicationMain(UIApplicationConfiguration(title: title, size: size, className: "OpenUIKitProbe", scale: scale),
                      rootViewController: { ProbeViewController() },
                      withoutDisplay: { window in
                          emit("no display; snapshot \(snapshotPath)")
                          return window.writeSnapshot(toPNG: snapshotPath) ? 0 : 1
                      })
}
