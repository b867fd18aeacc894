import Foundation

/// One window's input side: the parts every input value meets in turn, and the clock they
/// run on.
///
/// A `PointerTouchSource` turns mouse drags, Ctrl+scroll and touchpad gestures into
/// touches; the `TouchRouter` gives touches their identity and offers them to the
/// recognizers, whose environment holds the window's clock; scrolling without Ctrl goes to
/// the `ScrollRouter` (pans whose `allowedScrollTypesMask` takes it) and pointer motion
/// without a button to the `HoverRouter` (hover recognizers), neither becoming touches;
/// the `ShowTouchesObserver` then moves the overlay's spots. The window
/// owns one dispatcher, made when input or the clock is first needed, and forwards
/// `sendInput(_:)`, `inputClock`, `showsTouches` and `cancelAllTouches()` to it.
@MainActor
final class WindowInputDispatcher {
    /// The window the input is for; it owns this dispatcher.
    unowned let window: UIWindow
    /// Turns the platform's touch input into touches, recognizer input and view delivery.
    let touchRouter: TouchRouter
    /// Turns mouse and touchpad input into touches, before routing.
    let pointerTouchSource: PointerTouchSource
    /// Shows the spots of `showsTouches` and of an Alt-drag's fingers, after routing.
    let showTouchesObserver = ShowTouchesObserver()
    /// Gives scrolling without Ctrl to the pans that follow it.
    let scrollRouter: ScrollRouter
    /// Gives pointer motion without a button to the hover recognizers under it.
    let hoverRouter: HoverRouter

    /// Where the mouse pointer last was, in window coordinates (nil before it moved over the
    /// window): the Menu key opens the menu of the view under it when no view has focus.
    private(set) var lastPointerLocation: CGPoint?

    init(window: UIWindow) {
        self.window = window
        touchRouter = TouchRouter(window: window)
        pointerTouchSource = PointerTouchSource(window: window, router: touchRouter)
        scrollRouter = ScrollRouter(window: window, environment: touchRouter.environment)
        hoverRouter = HoverRouter(window: window, environment: touchRouter.environment)
    }

    /// The clock touches, gesture timers, animations and frames run on.
    var inputClock: InputClock {
        get { touchRouter.environment.clock }
        set { touchRouter.environment.clock = newValue }
    }

    /// One decoded input value: touches to the router, pointer and touchpad input through
    /// the pointer source, keys watched for Alt; then the spots follow.
    func send(_ event: InputEvent) {
        // A touch or a press clears keyboard focus, as touching an iPad's screen hides it.
        switch event {
        case .touch(let touch) where touch.phase == .began:
            window.focusSystemStorage?.pointerDidPress()
        case .pointer(let pointer) where pointer.phase == .pressed:
            window.focusSystemStorage?.pointerDidPress()
        default:
            break
        }
        switch event {
        case .touch(let touch):
            touchRouter.handle(touch)
        case .pointer(let pointer):
            lastPointerLocation = pointer.location
            // A secondary click opens the context menu under the pointer (or closes the one
            // open), as on a desktop; it never becomes a touch.
            if pointer.phase == .pressed, pointer.button == .right {
                UIContextMenuInteraction.openMenuForSecondaryClick(in: window, at: pointer.location)
            }
            pointerTouchSource.handle(event)
            hoverRouter.handle(pointer)
        case .scroll(let scroll):
            // The pointer source pinches on Ctrl+scroll (and ends that pinch at the first
            // scroll without Ctrl); the rest is scrolling, which never becomes touches.
            pointerTouchSource.handle(event)
            if scroll.modifiers.contains(.control) {
                scrollRouter.endSequence(at: scroll.timestamp)
            } else {
                scrollRouter.handle(scroll)
            }
        case .touchpadPinch, .touchpadSwipe:
            pointerTouchSource.handle(event)
        case .key(let key):
            // Keys travel the responder chain (`UIApplication.sendInput`); the window only
            // watches Alt, whose release ends the Alt-drag preview.
            pointerTouchSource.noteKey(key)
        case .markedText:
            // Marked text goes to the first responder (`UIApplication.sendInput`).
            break
        }
        touchesChanged()
    }

    /// Whether every live touch gets a spot (`UIWindow.showsTouches`).
    var showsAllTouches: Bool {
        get { showTouchesObserver.showsAllTouches }
        set {
            showTouchesObserver.showsAllTouches = newValue
            touchesChanged()
        }
    }

    /// Lets the show-touches observer look at the touches now.
    func touchesChanged() {
        showTouchesObserver.touchesChanged(in: window, router: touchRouter, source: pointerTouchSource)
    }

    /// Cancels every touch that is down, synthesised ones first, and the scroll sequence and
    /// hovering in progress.
    func cancelAllTouches() {
        scrollRouter.cancel()
        hoverRouter.leaveAll(cancelled: true)
        pointerTouchSource.forgetAll()
        touchRouter.cancelAllTouches()
        touchesChanged()
    }
}
