import Foundation

/// What a scroll view reads from its storyboard or xib element.
extension UIScrollView {
    /// Registers the `<viewLayoutGuide key="contentLayoutGuide">` and `frameLayoutGuide`
    /// elements as this scroll view's guides (constraints name them by id), and decodes the
    /// scrolling and zooming inspector values.
    func decodeScrollView(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        let element = coder.element
        for guide in element.children(named: "viewLayoutGuide") {
            switch guide.key {
            case "contentLayoutGuide": coder.loader.registerReference(contentLayoutGuide, for: guide)
            case "frameLayoutGuide": coder.loader.registerReference(frameLayoutGuide, for: guide)
            default: break
            }
        }
        if let flag = coder.bool("scrollEnabled") { isScrollEnabled = flag }
        if let flag = coder.bool("pagingEnabled") { isPagingEnabled = flag }
        if let flag = coder.bool("bounces") { bounces = flag }
        if let flag = coder.bool("alwaysBounceVertical") { alwaysBounceVertical = flag }
        if let flag = coder.bool("alwaysBounceHorizontal") { alwaysBounceHorizontal = flag }
        if let flag = coder.bool("directionalLockEnabled") { isDirectionalLockEnabled = flag }
        if let flag = coder.bool("showsHorizontalScrollIndicator") { showsHorizontalScrollIndicator = flag }
        if let flag = coder.bool("showsVerticalScrollIndicator") { showsVerticalScrollIndicator = flag }
        if let flag = coder.bool("delaysContentTouches") { delaysContentTouches = flag }
        if let flag = coder.bool("canCancelContentTouches") { canCancelContentTouches = flag }
        if let flag = coder.bool("bouncesZoom") { bouncesZoom = flag }
        if let number = coder.number("minimumZoomScale") { minimumZoomScale = CGFloat(number) }
        if let number = coder.number("maximumZoomScale") { maximumZoomScale = CGFloat(number) }
        if let style = element["indicatorStyle"] {
            switch style {
            case "default": indicatorStyle = .default
            case "black": indicatorStyle = .black
            case "white": indicatorStyle = .white
            default: coder.loader.warn("indicatorStyle=\"\(MessageText.quoted(style))\" is not an indicator style", at: element)
            }
        }
        if let mode = element["keyboardDismissMode"] {
            let modes: [String: KeyboardDismissMode] = [
                "none": .none, "onDrag": .onDrag, "interactive": .interactive,
                "onDragWithAccessory": .onDragWithAccessory, "interactiveWithAccessory": .interactiveWithAccessory,
            ]
            if let value = modes[mode] { keyboardDismissMode = value } else {
                coder.loader.warn("keyboardDismissMode=\"\(MessageText.quoted(mode))\" is not a keyboard dismiss mode", at: element)
            }
        }
        if let behavior = element["contentInsetAdjustmentBehavior"] {
            let behaviors: [String: ContentInsetAdjustmentBehavior] = [
                "automatic": .automatic, "scrollableAxes": .scrollableAxes, "never": .never, "always": .always,
            ]
            if let value = behaviors[behavior] { contentInsetAdjustmentBehavior = value } else {
                coder.loader.warn("contentInsetAdjustmentBehavior=\"\(MessageText.quoted(behavior))\" is not a behaviour", at: element)
            }
        }
        if let insets = element.children.first(where: { $0.key == "contentInset" }),
           let value = coder.report({ () throws(IBError) in try insets.edgeInsets() }) {
            contentInset = value
        }
    }
}
