import Foundation

/// What a stack view reads from its storyboard or xib element.
extension UIStackView {
    /// Decodes the axis, alignment, distribution and spacing (a number, or the standard
    /// spacing as `UIStackView.spacingUseSystem`); its `<subviews>`, which the
    /// view decoding added, are its arranged subviews, in order.
    func decodeStackView(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        let element = coder.element
        if let axis = element["axis"] { self.axis = axis == "vertical" ? .vertical : .horizontal }
        if let name = element["alignment"] {
            if let alignment = UIStackView.nibAlignments[name] { self.alignment = alignment } else {
                coder.loader.warn("alignment=\"\(MessageText.quoted(name))\" is not a stack view alignment", at: element)
            }
        }
        if let name = element["distribution"] {
            if let distribution = UIStackView.nibDistributions[name] { self.distribution = distribution } else {
                coder.loader.warn("distribution=\"\(MessageText.quoted(name))\" is not a stack view distribution", at: element)
            }
        }
        // Xcode 11 and later write the inspector's "Standard" spacing as spacingType="standard"
        // (with or without a spacing= beside it): UIKit's system spacing, which wins.
        if let type = element["spacingType"], type != "standard" {
            coder.loader.warn("spacingType=\"\(MessageText.quoted(type))\" is not a stack view spacing type; spacing= is used", at: element)
        }
        if element["spacingType"] == "standard" {
            spacing = UIStackView.spacingUseSystem
        } else if let spacing = coder.number("spacing") {
            self.spacing = CGFloat(spacing)
        }
        for subview in subviews { addArrangedSubview(subview) }
    }

    /// Interface Builder's `alignment=` names.
    static let nibAlignments: [String: Alignment] = [
        "fill": .fill, "top": .top, "leading": .leading, "firstBaseline": .firstBaseline, "center": .center,
        "bottom": .bottom, "trailing": .trailing, "lastBaseline": .lastBaseline, "baseline": .lastBaseline,
    ]

    /// Interface Builder's `distribution=` names.
    static let nibDistributions: [String: Distribution] = [
        "fill": .fill, "fillEqually": .fillEqually, "fillProportionally": .fillProportionally,
        "equalSpacing": .equalSpacing, "equalCentering": .equalCentering,
    ]
}
