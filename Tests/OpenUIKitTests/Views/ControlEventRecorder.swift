import Foundation
import OpenUIKit

/// Records the events a control sends, by name, in the order its actions ran: one `UIAction`
/// per event, added in UIKit's declaration order. With `notingHighlight`, each entry carries
/// "(H)" when the control was highlighted as the action ran.
@MainActor
final class ControlEventRecorder {
    static let namedEvents: [(String, UIControl.Event)] = [
        ("touchDown", .touchDown), ("touchDownRepeat", .touchDownRepeat),
        ("touchDragInside", .touchDragInside), ("touchDragOutside", .touchDragOutside),
        ("touchDragEnter", .touchDragEnter), ("touchDragExit", .touchDragExit),
        ("touchUpInside", .touchUpInside), ("touchUpOutside", .touchUpOutside),
        ("touchCancel", .touchCancel), ("valueChanged", .valueChanged),
        ("primaryActionTriggered", .primaryActionTriggered),
    ]

    private(set) var log: [String] = []
    private let notingHighlight: Bool

    init(_ control: UIControl, notingHighlight: Bool = false) {
        self.notingHighlight = notingHighlight
        for (name, event) in Self.namedEvents {
            control.addAction(UIAction { [unowned self] action in
                let highlighted = (action.sender as? UIControl)?.isHighlighted == true
                self.log.append(self.notingHighlight && highlighted ? "\(name) (H)" : name)
            }, for: event)
        }
    }

    var text: String { log.joined(separator: ", ") }

    func clear() {
        log.removeAll()
    }
}
