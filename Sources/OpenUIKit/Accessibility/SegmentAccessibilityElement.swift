import Foundation

/// One segment of a `UISegmentedControl` as a screen reader sees it: a button named by the
/// segment's title, selected when it is the chosen segment, which activating chooses.
@MainActor
final class SegmentAccessibilityElement: UIAccessibilityElement {
    private weak var control: UISegmentedControl?
    let segment: Int

    init(control: UISegmentedControl, segment: Int) {
        self.control = control
        self.segment = segment
        super.init(accessibilityContainer: control)
    }

    override var accessibilityLabel: String? {
        get { super.accessibilityLabel ?? control?.titleForSegment(at: segment) }
        set { super.accessibilityLabel = newValue }
    }

    override var accessibilityTraits: UIAccessibilityTraits {
        get {
            var traits = super.accessibilityTraits.union(.button)
            guard let control else { return traits }
            if control.selectedSegmentIndex == segment { traits.insert(.selected) }
            if !control.isEnabled || !control.isEnabledForSegment(at: segment) { traits.insert(.notEnabled) }
            return traits
        }
        set { super.accessibilityTraits = newValue }
    }

    override var accessibilityFrame: CGRect {
        get {
            guard let control else { return .zero }
            let rects = control.segmentRects()
            guard rects.indices.contains(segment) else { return .zero }
            return control.convert(rects[segment], to: nil)
        }
        set { super.accessibilityFrame = newValue }
    }

    /// Chooses the segment and sends `.valueChanged`, as a tap on it does.
    override func accessibilityActivate() -> Bool {
        guard let control, control.isEnabled, control.isEnabledForSegment(at: segment) else { return false }
        if control.selectedSegmentIndex != segment || control.isMomentary {
            control.selectedSegmentIndex = segment
            control.sendActions(for: .valueChanged)
        }
        return true
    }
}
