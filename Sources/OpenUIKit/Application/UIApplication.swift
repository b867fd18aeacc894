import Foundation

/// The running app: its key window, its input clock, and the end of the responder chain.
///
/// Keys that no responder handled arrive here: Esc and q quit, F11 toggles fullscreen.
@MainActor
open class UIApplication: UIResponder {
    /// The one application object.
    public static let shared = UIApplication()

    /// The window that receives keys and input.
    public internal(set) var keyWindow: UIWindow?

    /// The time source for input timestamps, gesture timers and frames: the key window's
    /// `inputClock`, which its host gave it (the system clock on a display, a manual one
    /// headless), so the two can never disagree; the system clock before there is a window.
    public var inputClock: InputClock { keyWindow?.inputClock ?? SystemInputClock.shared }

    /// Called after each frame reached the screen, with what it cost (tests, benchmarks,
    /// frame-time overlays).
    public var didPresentFrame: ((FramePresentation) -> Void)?

    /// Set when `terminate` was asked for with no platform to end (headless use).
    public private(set) var terminationRequested: Int32?

    /// The platform running the app on a display, nil when headless (see `HeadlessHost`).
    var host: PlatformHost?
    private var inputObservers: [(InputEvent) -> Void] = []

    override init() {
        super.init()
    }

    /// Whether the window covers the screen.
    public var isFullscreen: Bool { host?.isFullscreen ?? false }

    /// Asks the window manager to make the window fullscreen, or to restore it.
    public func toggleFullscreen() {
        host?.toggleFullscreen()
    }

    /// Closes the window and exits with `exitCode`. Headless, it only records the request.
    public func terminate(exitCode: Int32 = 0) {
        guard let host else {
            terminationRequested = exitCode
            return
        }
        host.terminate(exitCode: exitCode)
    }

    /// Sees every input value before it is delivered, e.g. to log or record it.
    public func addInputObserver(_ observer: @escaping (InputEvent) -> Void) {
        inputObservers.append(observer)
    }

    /// Delivers one input value: keys as presses up the responder chain from the key window's
    /// root view controller; everything else to the key window (touches, and the mouse and
    /// touchpad as touches).
    public func sendInput(_ event: InputEvent) {
        for observer in inputObservers { observer(event) }
        switch event {
        case .key(let key):
            keyWindow?.sendInput(event)
            let press = UIPress(phase: key.isDown ? .began : .ended, key: key.key, timestamp: key.timestamp)
            let presses: Set<UIPress> = [press]
            let pressesEvent = UIPressesEvent(presses: presses, timestamp: key.timestamp)
            let first: UIResponder = keyWindow?.rootViewController ?? keyWindow ?? self
            if key.isDown {
                first.pressesBegan(presses, with: pressesEvent)
            } else {
                first.pressesEnded(presses, with: pressesEvent)
            }
        default:
            keyWindow?.sendInput(event)
        }
    }

    open override func pressesBegan(_ presses: Set<UIPress>, with event: UIPressesEvent?) {
        for press in presses {
            guard let key = press.key else { continue }
            let quitsOnQ = key.keyCode == .keyboardQ && key.modifierFlags.isDisjoint(with: [.control, .alternate, .command])
            if key.keyCode == .keyboardEscape || quitsOnQ {
                terminate(exitCode: 0)
            } else if key.keyCode == .keyboardF11 {
                toggleFullscreen()
            }
        }
    }

    /// The end of the chain: there is nothing after the application.
    open override var next: UIResponder? { nil }
}
