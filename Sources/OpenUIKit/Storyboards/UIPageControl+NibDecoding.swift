import Foundation

/// What a page control reads from its storyboard or xib element.
extension UIPageControl {
    /// Decodes the page count before the current page, `hidesForSinglePage`, the background
    /// style, `allowsContinuousInteraction` and the two indicator colours.
    func decodePageControl(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        if let count = coder.integer("numberOfPages") { numberOfPages = count }
        if let page = coder.integer("currentPage") { currentPage = page }
        if let flag = coder.bool("hidesForSinglePage") { hidesForSinglePage = flag }
        if let flag = coder.bool("allowsContinuousInteraction") { allowsContinuousInteraction = flag }
        if let name = coder.string("backgroundStyle") {
            switch name {
            case "automatic": backgroundStyle = .automatic
            case "prominent": backgroundStyle = .prominent
            case "minimal": backgroundStyle = .minimal
            default:
                Diagnostics.warn("pageControl backgroundStyle \"\(name)\" is not one of automatic, prominent, minimal; automatic is used",
                                 once: "UIPageControl.backgroundStyle.\(name)")
            }
        }
        if let color = coder.color("pageIndicatorTintColor") { pageIndicatorTintColor = color }
        if let color = coder.color("currentPageIndicatorTintColor") { currentPageIndicatorTintColor = color }
    }
}
