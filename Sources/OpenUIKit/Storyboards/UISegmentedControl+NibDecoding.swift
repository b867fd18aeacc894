import Foundation

/// What a segmented control reads from its storyboard or xib element.
extension UISegmentedControl {
    /// Decodes the `<segments>` (titles or images by name, `enabled`, `width`), then
    /// `selectedSegmentIndex`, `momentary`, `apportionsSegmentWidthsByContent` and
    /// `selectedSegmentTintColor`.
    func decodeSegmentedControl(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        for segment in coder.element.child("segments")?.children.filter({ $0.name == "segment" }) ?? [] {
            let index = numberOfSegments
            if let name = segment["image"] {
                insertSegment(with: coder.loader.image(named: name, at: segment), at: index, animated: false)
            } else {
                insertSegment(withTitle: segment["title"], at: index, animated: false)
            }
            if segment["enabled"] == "NO" { setEnabled(false, forSegmentAt: index) }
            if let text = segment["width"], let width = Double(text), width.isFinite, width >= 0 {
                setWidth(CGFloat(width), forSegmentAt: index)
            }
        }
        if let index = coder.integer("selectedSegmentIndex") { selectedSegmentIndex = index }
        if let flag = coder.bool("momentary") { isMomentary = flag }
        if let flag = coder.bool("apportionsSegmentWidthsByContent") { apportionsSegmentWidthsByContent = flag }
        if let color = coder.color("selectedSegmentTintColor") { selectedSegmentTintColor = color }
    }
}
