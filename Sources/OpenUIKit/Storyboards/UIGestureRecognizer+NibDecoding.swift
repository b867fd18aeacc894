import Foundation

/// What a gesture recognizer reads from its storyboard or xib element.
extension UIGestureRecognizer {
    /// Decodes the inspector values of the recognizer and of the six kinds.
    func decodeGestureRecognizer(from coder: NSCoder) {
        guard let coder = coder as? NibCoder else { return }
        let element = coder.element
        if let flag = coder.bool("enabled") { isEnabled = flag }
        if let flag = coder.bool("cancelsTouchesInView") { cancelsTouchesInView = flag }
        if let flag = coder.bool("delaysTouchesBegan") { delaysTouchesBegan = flag }
        if let flag = coder.bool("delaysTouchesEnded") { delaysTouchesEnded = flag }
        switch self {
        case let tap as UITapGestureRecognizer:
            if let count = coder.integer("numberOfTapsRequired") { tap.numberOfTapsRequired = count }
            if let count = coder.integer("numberOfTouchesRequired") { tap.numberOfTouchesRequired = count }
        case let swipe as UISwipeGestureRecognizer:
            if let count = coder.integer("numberOfTouchesRequired") { swipe.numberOfTouchesRequired = count }
            if let name = element["direction"] {
                // Interface Builder writes one direction, or several separated by spaces.
                var direction: UISwipeGestureRecognizer.Direction = []
                for word in name.split(separator: " ") {
                    switch word {
                    case "right": direction.insert(.right)
                    case "left": direction.insert(.left)
                    case "up": direction.insert(.up)
                    case "down": direction.insert(.down)
                    default: coder.loader.warn("direction=\"\(MessageText.quoted(name))\" is not a swipe direction", at: element)
                    }
                }
                if !direction.isEmpty { swipe.direction = direction }
            }
        case let press as UILongPressGestureRecognizer:
            if let duration = coder.number("minimumPressDuration") { press.minimumPressDuration = duration }
            if let movement = coder.number("allowableMovement") { press.allowableMovement = CGFloat(movement) }
            if let count = coder.integer("numberOfTapsRequired") { press.numberOfTapsRequired = count }
            if let count = coder.integer("numberOfTouchesRequired") { press.numberOfTouchesRequired = count }
        case let pan as UIPanGestureRecognizer:
            if let count = coder.integer("minimumNumberOfTouches") { pan.minimumNumberOfTouches = count }
            if let count = coder.integer("maximumNumberOfTouches") { pan.maximumNumberOfTouches = count }
        default:
            break
        }
    }
}
