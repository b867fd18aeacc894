import CX11
import Foundation
import Testing
@testable import OpenUIKit

/// Which X events take every touch away from the app (`X11EventSource.takeAwayReason`), and
/// touch ownership in the decoder: hand-built events, no server. The live counterparts are
/// in TouchTakeAwayLiveTests.
@Suite("X11EventSource")
@MainActor
struct X11EventSourceTests {
    static func crossing(_ type: Int32, mode: Int32, detail: Int32 = NotifyAncestor) -> XEvent {
        var event = XEvent()
        event.xcrossing.type = type
        event.xcrossing.mode = mode
        event.xcrossing.detail = detail
        return event
    }

    static func focusOut(mode: Int32, detail: Int32) -> XEvent {
        var event = XEvent()
        event.xfocus.type = FocusOut
        event.xfocus.mode = mode
        event.xfocus.detail = detail
        return event
    }

    @Test func onlyAnActiveGrabsLeaveTakesTheTouches() {
        #expect(X11EventSource.takeAwayReason(core: Self.crossing(LeaveNotify, mode: NotifyGrab)) == .pointerGrabbed)
        #expect(X11EventSource.takeAwayReason(core: Self.crossing(LeaveNotify, mode: NotifyNormal)) == nil, "the pointer just left")
        // A window manager's click-to-focus grab activates on every press and replays it.
        #expect(X11EventSource.takeAwayReason(core: Self.crossing(LeaveNotify, mode: NotifyUngrab)) == nil)
        #expect(X11EventSource.takeAwayReason(core: Self.crossing(EnterNotify, mode: NotifyGrab)) == nil)
        #expect(X11EventSource.isActiveGrab(mode: XINotifyGrab))
        #expect(!X11EventSource.isActiveGrab(mode: XINotifyPassiveGrab))
        #expect(!X11EventSource.isActiveGrab(mode: XINotifyNormal))
    }

    @Test func losingTheFocusTakesTheTouchesUnlessItStaysInTheAppOrFollowsThePointer() {
        #expect(X11EventSource.takeAwayReason(core: Self.focusOut(mode: NotifyNormal, detail: NotifyNonlinear)) == .focusLost)
        #expect(X11EventSource.takeAwayReason(core: Self.focusOut(mode: NotifyGrab, detail: NotifyNonlinear)) == .focusLost,
                "another client grabbed the keyboard")
        #expect(X11EventSource.takeAwayReason(core: Self.focusOut(mode: NotifyWhileGrabbed, detail: NotifyAncestor)) == .focusLost)
        #expect(X11EventSource.takeAwayReason(core: Self.focusOut(mode: NotifyNormal, detail: NotifyInferior)) == nil)
        #expect(X11EventSource.takeAwayReason(core: Self.focusOut(mode: NotifyNormal, detail: NotifyPointer)) == nil,
                "a PointerRoot focus follows a drag out of the window")
        #expect(X11EventSource.takeAwayReason(core: Self.focusOut(mode: NotifyUngrab, detail: NotifyNonlinear)) == nil)
    }

    @Test func unmappingTakesTheTouchesAndOtherEventsDoNot() {
        var unmap = XEvent()
        unmap.xunmap.type = UnmapNotify
        #expect(X11EventSource.takeAwayReason(core: unmap) == .windowUnmapped)
        var expose = XEvent()
        expose.xexpose.type = Expose
        #expect(X11EventSource.takeAwayReason(core: expose) == nil)
        var focusIn = XEvent()
        focusIn.xfocus.type = FocusIn
        #expect(X11EventSource.takeAwayReason(core: focusIn) == nil)
    }

    // MARK: Touch ownership

    let events = X11InputDecoderTests()

    func ownershipDecoder() -> X11InputDecoder {
        let decoder = events.decoder()
        decoder.tracksTouchOwnership = true
        return decoder
    }

    func own(_ d: X11InputDecoder, touch: Int) {
        var e = XITouchOwnershipEvent()
        e.evtype = XI_TouchOwnership
        e.sourceid = Int32(X11InputDecoderTests.touchscreen)
        e.deviceid = Int32(X11InputDecoderTests.master)
        e.touchid = UInt32(touch)
        d.decode(ownership: e)
    }

    static func phases(_ events: [InputEvent]) -> [TouchInput.Phase] {
        events.compactMap { if case .touch(let t) = $0 { t.phase } else { nil } }
    }

    @Test func anOwnedTouchEndsAndOneNeverOwnedIsCancelledWhereItWasLastSeen() {
        let d = ownershipDecoder()
        #expect(Self.phases(events.decode(d, XI_TouchBegin, detail: 1, x: 10, y: 10)) == [.began], "delivered before it is owned")
        _ = events.decode(d, XI_TouchBegin, detail: 2, x: 50, y: 50)
        own(d, touch: 1)
        #expect(Self.phases(events.decode(d, XI_TouchUpdate, detail: 2, x: 60, y: 50)) == [.moved])
        #expect(Self.phases(events.decode(d, XI_TouchEnd, detail: 1, x: 12, y: 10)) == [.ended])
        // The grab's owner accepted touch 2; the server's end is not where the finger was.
        let taken = events.decode(d, XI_TouchEnd, detail: 2, x: 12, y: 10)
        #expect(Self.phases(taken) == [.cancelled])
        if case .touch(let t)? = taken.first { #expect(t.location == CGPoint(x: 60, y: 50)) }
        #expect(d.liveTouchCount == 0)
    }

    @Test func withoutOwnershipTrackingEveryTouchIsOwned() {
        let d = events.decoder()
        _ = events.decode(d, XI_TouchBegin, detail: 1, x: 10, y: 10)
        #expect(Self.phases(events.decode(d, XI_TouchEnd, detail: 1, x: 10, y: 10)) == [.ended])
    }

    @Test func updatesOfATouchAlreadyTakenAwayAreDropped() {
        let d = ownershipDecoder()
        _ = events.decode(d, XI_TouchBegin, detail: 1, x: 10, y: 10)
        own(d, touch: 1)
        #expect(Self.phases(d.cancelAllTouches()) == [.cancelled])
        // The server still considers the touch ours after a grab elsewhere (XI 2.2).
        #expect(events.decode(d, XI_TouchUpdate, detail: 1, x: 20, y: 10).isEmpty)
        #expect(events.decode(d, XI_TouchEnd, detail: 1, x: 20, y: 10).isEmpty)
        #expect(d.isLive(deviceID: X11InputDecoderTests.touchscreen, touchID: 1) == false)
    }
}
