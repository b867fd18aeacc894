import Foundation

extension UIWindow {
    /// The clock the window's touches, gesture timers, animations and frames run on: the
    /// app's one clock, which the window's host makes and sets here once (the X11 host the
    /// system clock, a `HeadlessHost` a `ManualInputClock`); `UIApplication.inputClock`, the
    /// gesture environment and the layers' animations all read it from here.
    ///
    /// `SystemInputClock.shared` for a window no host made; tests put a manual clock here
    /// before sending input, so that double-tap intervals and long-press durations pass
    /// without real time. Event timestamps must be in this clock's domain. Replace it only
    /// while no touch is down: timers already scheduled stay on the old clock.
    public var inputClock: InputClock {
        get { inputDispatcher.inputClock }
        set { inputDispatcher.inputClock = newValue }
    }

    /// Hands the window one decoded input value: the single call the platform makes per event.
    ///
    /// Touches become `UITouch`es and are delivered to recognizers and views; a `.cancelled`
    /// touch cancels what it started. The mouse, Ctrl+scroll and touchpad gestures become
    /// touches too (`.direct`, or `.indirectPointer` when the app's `Info.plist` sets
    /// `UIApplicationSupportsIndirectInputEvents`, and a pen's `.pencil`; see
    /// `PointerTouchSynthesizer` for the mapping: the
    /// left button is one finger, Alt adds a mirrored second, Shift+Alt moves both, Ctrl+wheel
    /// pinches, touchpad pinches pinch and turn, touchpad swipes swipe and pan). Keys become
    /// presses in `UIApplication.sendInput`, up the responder chain; the window only watches
    /// them for Alt.
    public func sendInput(_ event: InputEvent) {
        inputDispatcher.send(event)
    }

    /// Whether a spot is drawn under every finger on the window, above all its views: for
    /// demos on a projector and screen recordings. Off by default.
    ///
    /// Mouse Alt-drags show their two fingers (and, while Alt is held with no button down,
    /// where they would land) whether or not this is on: the mirrored finger exists nowhere
    /// else on screen.
    public var showsTouches: Bool {
        get { inputDispatcher.showsAllTouches }
        set { inputDispatcher.showsAllTouches = newValue }
    }

    /// Turns the platform's touch input into touches, recognizer input and view delivery.
    var touchRouter: TouchRouter { inputDispatcher.touchRouter }
    /// Turns mouse and touchpad input into touches, before routing.
    var pointerTouchSource: PointerTouchSource { inputDispatcher.pointerTouchSource }

    /// The spots of `showsTouches` and of an Alt-drag's fingers; made when first needed.
    var touchOverlay: TouchOverlayView? { inputDispatcher.showTouchesObserver.overlay }

    /// Lets the show-touches observer look at the touches now: after every input, and after
    /// a synthesised gesture ends by itself.
    func touchesChanged() {
        inputDispatcher.touchesChanged()
    }

    /// Cancels every touch that is down: views get `touchesCancelled`, recognizers cancel or
    /// fail and return to `.possible`. For the platform when it loses track of its touches
    /// (a grab, a focus change, a device that vanished without notice).
    public func cancelAllTouches() {
        inputDispatcher.cancelAllTouches()
    }
}
