import Foundation

/// The AT-SPI roles the bridge gives elements, with their numbers (`AtspiRole` in
/// at-spi2-core's `atspi-constants.h`) and the names `GetRoleName` answers.
///
/// A UIKit element has traits, not a role: ``init(for:)`` picks the role a screen reader
/// should announce from the object's class where UIKit's controls say more than their traits
/// (a text field, a slider, a switch), else from its traits.
enum ATSPIRole: UInt32, CaseIterable {
    case checkBox = 7
    case frame = 23
    case image = 27
    case label = 29
    case pageTab = 37
    case pageTabList = 38
    case panel = 39
    case passwordText = 40
    case progressBar = 42
    case pushButton = 43
    case slider = 51
    case spinButton = 52
    case text = 61
    case toggleButton = 62
    case unknown = 67
    case application = 75
    case entry = 79
    case heading = 83
    case link = 88

    /// The name AT-SPI gives the role (what `atspi_role_get_name` returns).
    var name: String {
        switch self {
        case .checkBox: "check box"
        case .frame: "frame"
        case .image: "image"
        case .label: "label"
        case .pageTab: "page tab"
        case .pageTabList: "page tab list"
        case .panel: "panel"
        case .passwordText: "password text"
        case .progressBar: "progress bar"
        case .pushButton: "push button"
        case .slider: "slider"
        case .spinButton: "spin button"
        case .text: "text"
        case .toggleButton: "toggle button"
        case .unknown: "unknown"
        case .application: "application"
        case .entry: "entry"
        case .heading: "heading"
        case .link: "link"
        }
    }

    /// The role of an element of the tree.
    @MainActor
    init(for object: any AccessibleObject) {
        switch object {
        case let field as UITextField: self = field.isSecureTextEntry ? .passwordText : .entry
        case is UITextView: self = .text
        case is UISwitch: self = .toggleButton
        case is UIStepper: self = .spinButton
        case is UIProgressView: self = .progressBar
        case is TabBarButton: self = .pageTab
        default: self.init(traits: object.accessibilityTraits)
        }
    }

    /// The role traits alone describe; a plain element (no traits) is read as a label.
    init(traits: UIAccessibilityTraits) {
        if traits.contains(.searchField) { self = .entry }
        else if traits.contains(.adjustable) { self = .slider }
        else if traits.contains(.toggleButton) { self = .toggleButton }
        else if traits.contains(.link) { self = .link }
        else if traits.contains(.button) || traits.contains(.keyboardKey) { self = .pushButton }
        else if traits.contains(.header) { self = .heading }
        else if traits.contains(.image) { self = .image }
        else if traits.contains(.tabBar) { self = .pageTabList }
        else { self = .label }
    }
}
