import Foundation

/// The buttons a swipe uncovers on one side of a row, laid out in the width uncovered: each
/// button in proportion to the width it wants, the first nearest the swiped edge, and, past a
/// full swipe, the first alone across the whole width.
final class SwipeActionsView: UIView {
    /// Which edge the buttons sit at: trailing (a swipe to the left) or leading.
    let isTrailing: Bool
    let configuration: UISwipeActionsConfiguration
    private(set) var buttons: [SwipeActionButton] = []

    /// Whether the swipe has gone far enough to perform the first action on release.
    var showsFullSwipe = false {
        didSet { if showsFullSwipe != oldValue { setNeedsLayout() } }
    }

    init(configuration: UISwipeActionsConfiguration, isTrailing: Bool, tapped: @escaping (SwipeActionButton) -> Void) {
        self.configuration = configuration
        self.isTrailing = isTrailing
        super.init(frame: .zero)
        clipsToBounds = true
        backgroundColor = nil
        isOpaque = false
        for action in configuration.actions {
            let button = SwipeActionButton(action: action)
            button.tapped = { [weak button] in
                if let button { tapped(button) }
            }
            button.contentFromLeft = isTrailing
            buttons.append(button)
            addSubview(button)
        }
        // The first action is nearest the edge and drawn over the others as they slide.
        for button in buttons.reversed() { bringSubviewToFront(button) }
    }

    required init?(coder: NSCoder) {
        configuration = UISwipeActionsConfiguration(actions: [])
        isTrailing = true
        super.init(coder: coder)
    }

    /// The width every button wants together: the open position of the swipe, in points.
    var preferredWidth: CGFloat {
        var total: CGFloat = 0
        for button in buttons { total += button.preferredWidth }
        return total
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        let width = bounds.width
        let wanted = preferredWidth
        guard wanted > 0 else { return }
        // From the edge inwards: the first button at the edge.
        var edgeDistance: CGFloat = 0
        for (index, button) in buttons.enumerated() {
            let share: CGFloat
            if showsFullSwipe {
                share = index == 0 ? width : 0
            } else {
                share = (button.preferredWidth * width / wanted).rounded()
            }
            let x = isTrailing ? width - edgeDistance - share : edgeDistance
            button.frame = CGRect(x: x, y: 0, width: share, height: bounds.height)
            button.contentWidth = min(button.preferredWidth, share)
            edgeDistance += share
        }
        if showsFullSwipe, let first = buttons.first {
            first.frame = bounds
            first.contentWidth = first.preferredWidth
        }
    }
}
