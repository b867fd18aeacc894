import Foundation

/// Selecting a text view's text by pointer and by touch, through its
/// `TextSelectionGestureRecognizer`.
///
/// A press places the caret at the character under it, a second in a row selects the word,
/// a third the paragraph (a pointer) or the sentence (a finger; a fourth tap selects the
/// paragraph), as `TextSelectionGranularity` says. The press makes the view first responder:
/// an editable view begins editing; a selectable one that is not editable only selects.
/// A pointer's drag then extends the selection from what the press selected, in the same
/// units, and while the pointer is above or below the view the text scrolls by itself at
/// `selectionAutoscrollSpeed` toward it. A finger's drag scrolls, as in UIKit; a finger held
/// still for `TextSelectionGestureRecognizer.holdDuration` selects the word under it, and its
/// drag then extends the selection by words, as a pointer's does.
extension UITextView {
    /// How fast the text scrolls while a selecting drag is past the view's top or bottom
    /// edge, in points per second.
    static let selectionAutoscrollSpeed: CGFloat = 240
    /// How often the scroll is advanced while it runs, in seconds (a display's frame).
    static let selectionAutoscrollInterval: TimeInterval = 1.0 / 60

    /// What the selection recognizer reports.
    func handleSelectionGesture(_ recognizer: TextSelectionGestureRecognizer) {
        switch recognizer.state {
        case .began:
            press(recognizer)
        case .changed:
            guard selectionDrag != nil else { return }
            let location = recognizer.location(in: nil)
            selectionDrag?.location = location
            dragSelection(to: location)
            updateSelectionAutoscroll()
        case .ended:
            // A finger's tap selects when it lifts; a pointer's press or a hold already did.
            if !recognizer.isPointer, !recognizer.isHold { press(recognizer) }
            endSelectionDrag()
        case .cancelled, .failed:
            endSelectionDrag()
        case .possible:
            break
        }
    }

    /// A press: becomes first responder if it may, then selects the unit of the press's
    /// granularity at the pressed character and remembers it as the drag's anchor.
    private func press(_ recognizer: TextSelectionGestureRecognizer) {
        guard isEditable || isSelectable else { return }
        let location = recognizer.location(in: nil)
        let granularity = recognizer.isHold ? .word : TextSelectionGranularity(tapCount: recognizer.tapCount, isPointer: recognizer.isPointer)
        let unit = buffer.range(of: granularity, at: characterIndex(atWindowPoint: location))
        if !isFirstResponder {
            // Selected first, so beginning to edit keeps the pressed place in view rather
            // than scrolling to where the caret was; put back if the view may not begin.
            let previous = buffer
            buffer.select(unit)
            guard becomeFirstResponder() else {
                buffer = previous
                return
            }
        }
        buffer.select(unit)
        selectionDrag = SelectionDrag(anchor: unit, granularity: granularity, location: location)
        selectionDidChange()
    }

    /// Extends the selection to the character under `location` (window points), held inside
    /// the visible part of the text so the selection grows as the text scrolls into view.
    private func dragSelection(to location: CGPoint) {
        guard let drag = selectionDrag else { return }
        buffer.extendSelection(from: drag.anchor, by: drag.granularity, to: characterIndex(atWindowPoint: location))
        selectionDidChange(revealsFocus: false)
    }

    /// The caret position nearest `location` (window points), with its height clamped to
    /// the view's visible bounds.
    private func characterIndex(atWindowPoint location: CGPoint) -> Int {
        var point = convert(location, from: nil)
        point.y = min(max(point.y, bounds.minY), max(bounds.minY, bounds.maxY - 1))
        return characterIndex(at: textContentView.convert(point, from: self))
    }

    /// Which way the text should scroll by itself for the drag's location: -1 up, 1 down,
    /// 0 not at all.
    private var selectionAutoscrollDirection: CGFloat {
        guard let location = selectionDrag?.location else { return 0 }
        let y = convert(location, from: nil).y
        if y < bounds.minY { return -1 }
        if y > bounds.maxY { return 1 }
        return 0
    }

    /// Starts or stops scrolling by itself as the drag crosses the view's edges.
    private func updateSelectionAutoscroll() {
        guard selectionAutoscrollDirection != 0 else { return stopSelectionAutoscroll() }
        guard selectionAutoscrollTimer == nil, let clock = window?.inputClock else { return }
        selectionAutoscrollLastTick = clock.now
        scheduleSelectionAutoscroll(on: clock)
    }

    private func scheduleSelectionAutoscroll(on clock: InputClock) {
        selectionAutoscrollTimer = clock.schedule(after: Self.selectionAutoscrollInterval) { [weak self] in
            self?.selectionAutoscrollTick(on: clock)
        }
    }

    /// One step of scrolling by itself: the time since the last step at the autoscroll
    /// speed, held inside the content; the selection follows.
    private func selectionAutoscrollTick(on clock: InputClock) {
        selectionAutoscrollTimer = nil
        let direction = selectionAutoscrollDirection
        guard let location = selectionDrag?.location, direction != 0 else { return }
        let now = clock.now
        let elapsed = max(0, now - selectionAutoscrollLastTick)
        selectionAutoscrollLastTick = now
        let minY = -adjustedContentInset.top
        let maxY = max(minY, contentSize.height + adjustedContentInset.bottom - bounds.height)
        let y = min(max(contentOffset.y + direction * Self.selectionAutoscrollSpeed * CGFloat(elapsed), minY), maxY)
        if y != contentOffset.y {
            contentOffset = CGPoint(x: contentOffset.x, y: y)
            dragSelection(to: location)
        }
        // At the content's end there is nothing more to reveal.
        if y != (direction < 0 ? minY : maxY) { scheduleSelectionAutoscroll(on: clock) }
    }

    private func stopSelectionAutoscroll() {
        selectionAutoscrollTimer?.cancel()
        selectionAutoscrollTimer = nil
    }

    /// The press or drag is over: stop scrolling, and offer a selection made by pointer as
    /// the X11 primary selection.
    private func endSelectionDrag() {
        stopSelectionAutoscroll()
        guard selectionDrag != nil else { return }
        selectionDrag = nil
        offerSelectionAsPrimary()
    }
}
