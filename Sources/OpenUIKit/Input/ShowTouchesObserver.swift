import Foundation

/// Keeps a window's touch overlay (`TouchOverlayView`) in line with the touches down: it
/// looks at the router's live touches and the pointer source's Alt fingers after input has
/// been routed, and is never called from inside routing.
///
/// With `showsAllTouches` (`UIWindow.showsTouches`) every live touch has a spot; otherwise
/// only an Alt-drag's two fingers do, and, while Alt is held over the window with no button
/// down, the hover rings where they would land: the mirrored finger exists nowhere else on
/// screen. The overlay view is made the first time there is something to show.
@MainActor
final class ShowTouchesObserver {
    /// Whether every live touch gets a spot (`UIWindow.showsTouches`).
    var showsAllTouches = false
    /// The overlay, once made; it then stays (hidden spots cost nothing).
    private(set) var overlay: TouchOverlayView?

    /// Whether `spots` may be non-empty: a cheap test, so that nothing is built after every
    /// event when there is nothing to show.
    func mayHaveSpots(router: TouchRouter, source: PointerTouchSource) -> Bool {
        (showsAllTouches && router.liveTouchCount > 0) || source.hasAltFingers
    }

    /// What the overlay should show now: every live touch when `showsAllTouches`, else just
    /// an Alt-drag's fingers; plus the Alt hover preview.
    func spots(router: TouchRouter, source: PointerTouchSource) -> [TouchOverlayView.Spot] {
        var spots: [TouchOverlayView.Spot]
        if showsAllTouches {
            spots = router.liveRecords.filter(\.touch.isLive).sorted { $0.key.touchID < $1.key.touchID }
                .map { TouchOverlayView.Spot(location: $0.touch.locationInWindow, style: .finger) }
        } else {
            spots = source.altDragFingers.map { TouchOverlayView.Spot(location: $0, style: .finger) }
        }
        spots += source.altHoverFingers.map { TouchOverlayView.Spot(location: $0, style: .hover) }
        return spots.filter { $0.location.isFinite }
    }

    /// Brings `window`'s overlay in line with the touches now: called after every input,
    /// after a synthesised gesture expires, and when `showsAllTouches` changes.
    func touchesChanged(in window: UIWindow, router: TouchRouter, source: PointerTouchSource) {
        // Runs after every input event: with no overlay and nothing to show, it must cost
        // nothing (building the spots allocates).
        guard overlay != nil || mayHaveSpots(router: router, source: source) else { return }
        let spots = spots(router: router, source: source)
        guard !spots.isEmpty || overlay != nil else { return }
        let shown: TouchOverlayView
        if let existing = overlay {
            shown = existing
            if shown.frame != window.bounds { shown.frame = window.bounds }
        } else {
            shown = TouchOverlayView(frame: window.bounds)
            overlay = shown
            window.addSubview(shown)
        }
        shown.show(spots)
    }
}
