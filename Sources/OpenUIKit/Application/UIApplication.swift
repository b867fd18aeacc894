import Foundation

/// The running app: its key window, its input clock, and the end of the responder chain.
///
/// Keys are the app's own, as in UIKit: the library quits or changes nothing on a key. Apps
/// offer shortcuts through `keyCommands` (the demo apps' Esc, q and F11 are theirs).
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// The one application object: the principal class `UIApplicationMain` was given (a
    /// subclass of `UIApplication`), else a `UIApplication`, made on first use.
    public class var shared: UIApplication {
        if let instance = UIApplication.instance { return instance }
        let instance = UIApplication()
        UIApplication.instance = instance
        return instance
    }

    /// The application object, once made.
    static var instance: UIApplication?

    /// The direction the app's interface is laid out in: right to left when the user's
    /// language is written right to left, unless a launch argument or the environment forces
    /// one (see `InterfaceLayoutDirection`). Windows report it as their traits' `layoutDirection`.
    open var userInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { InterfaceLayoutDirection.current }

    /// The app's delegate: what `UIApplicationMain` made from the class it was given, or one
    /// the app sets. Not retained, as in UIKit (the launch keeps the one it made).
    public weak var delegate: (any UIApplicationDelegate)?

    /// Whether the app is in the foreground and receiving events (`.active`), in the
    /// foreground but not receiving them (`.inactive`: launching, or its window lost the
    /// focus), or in the background (its window is iconified).
    public internal(set) var applicationState: State = .inactive

    /// The scenes connected to the app, in the order they connected.
    var connectedSceneList: [UIScene] = []
    /// The sessions of the connected scenes.
    var sessionList: [UISceneSession] = []
    /// What the app was launched from: its `Info.plist` and resources; nil for an app started
    /// with a root controller (`UIApplicationMain(_:rootViewController:withoutDisplay:)`).
    var launchContext: ApplicationLaunchContext?
    /// The host whose window the app's own key window replaces when the app makes one (see
    /// `adoptKeyWindow`): the display's or, without one, a `HeadlessHost`.
    var windowHost: (any PlatformHost)?
    /// Set once the app has begun to end (`prepareForTermination`).
    var isTerminating = false

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

    /// An application object made from its class (`UIApplicationMain`'s principal class).
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
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
    /// first responder (which takes typed text before any key command), else its focused view
    /// (see `UIFocusSystem`; the window moves focus on a Tab nothing took), else its frontmost
    /// controller (the deepest shown child of the topmost presented controller,
    /// else of the root view controller), after the responders' key commands and, for an
    /// Esc none takes, the dismissal of a sheet or popover, for the Menu key or Shift+F10 the
    /// context menu of the focused view or of the view under the pointer, and for Ctrl+Home or ⌘↑ none
    /// takes, the scroll to the top (iOS's tap on the status bar); the mouse's back button (X11
    /// button 8) as "go back" to the frontmost navigation controller; everything else to
    /// the key window (touches, and the mouse and touchpad as touches); an input method's
    /// provisional text as the first responder's marked text.
    public func sendInput(_ event: InputEvent) {
        for observer in inputObservers { observer(event) }
        switch event {
        case .key(let key):
            keyWindow?.sendInput(event)
            let press = UIPress(phase: key.isDown ? .began : .ended, key: key.key, timestamp: key.timestamp)
            let presses: Set<UIPress> = [press]
            let pressesEvent = UIPressesEvent(presses: presses, timestamp: key.timestamp)
            let focused = keyWindow.flatMap(UIResponder.currentFirstResponder(in:))
            let first: UIResponder = focused ?? keyWindow?.focusedView ?? keyWindow?.keyResponderController ?? keyWindow ?? self
            if key.isDown {
                if let focused, focused.takesKeyBeforeKeyCommands(key.key) {
                    return focused.pressesBegan(presses, with: pressesEvent)
                }
                if performKeyCommand(for: key.key, from: first) {
                    keysTakenByCommands.insert(key.key.keyCode)
                    return
                }
                // Esc that no key command took dismisses the topmost sheet or popover.
                if key.key.keyCode == .keyboardEscape,
                   key.key.modifierFlags.isDisjoint(with: [.shift, .control, .alternate, .command]),
                   keyWindow?.dismissTopmostPresentationForEscape() == true {
                    keysTakenByCommands.insert(key.key.keyCode)
                    return
                }
                // The Menu key, or Shift+F10, that no key command took opens a context menu,
                // as desktops do: the focused view's, else the one under the pointer.
                if let window = keyWindow, UIContextMenuInteraction.isMenuKey(key.key),
                   UIContextMenuInteraction.openMenuForKey(in: window, focused: (focused as? UIView) ?? window.focusedView,
                                                           pointer: window.inputDispatcher.lastPointerLocation) {
                    keysTakenByCommands.insert(key.key.keyCode)
                    return
                }
                // The stand-in for a tap on the status bar: Ctrl+Home or ⌘↑ scrolls to the top.
                if keyWindow?.scrollToTopForKey(key.key) == true {
                    keysTakenByCommands.insert(key.key.keyCode)
                    return
                }
                first.pressesBegan(presses, with: pressesEvent)
            } else {
                if keysTakenByCommands.remove(key.key.keyCode) != nil { return }
                first.pressesEnded(presses, with: pressesEvent)
            }
        case .markedText(let marked):
            // An input method's preedit: the first responder's marked text, when it has any.
            if let focused = keyWindow.flatMap(UIResponder.currentFirstResponder(in:)) as? MarkedTextResponder {
                focused.apply(marked)
            }
        case .pointer(let pointer) where pointer.button == .back:
            // The mouse's back button goes back, as the back button in the bar would, in the
            // key window's frontmost navigation controller; it is not a touch.
            if pointer.phase == .pressed {
                _ = (keyWindow?.topmostPresentedViewController ?? keyWindow?.rootViewController)?.goBackInFrontmostNavigationController()
            }
        default:
            keyWindow?.sendInput(event)
        }
    }

    /// Keys whose press a key command took: their release is not delivered either.
    private var keysTakenByCommands: Set<UIKeyboardHIDUsage> = []

    /// Performs the first key command matching `key` that a responder from `first` up the
    /// chain offers, sending its action to the first responder from `first` that can perform
    /// it. Returns whether a command was performed.
    private func performKeyCommand(for key: UIKey, from first: UIResponder) -> Bool {
        var responder: UIResponder? = first
        while let current = responder {
            if let command = current.keyCommands?.first(where: { $0.matches(key) }), let action = command.action,
               let target = first.target(forAction: action, withSender: command) as? UIResponder {
                return action.perform(on: target, sender: command)
            }
            responder = current.next
        }
        return false
    }

    /// The end of the chain: there is nothing after the application.
    open override var next: UIResponder? { nil }
}
