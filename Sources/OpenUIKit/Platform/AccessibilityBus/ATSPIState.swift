import Foundation

/// The AT-SPI states the bridge reports, by their bit numbers (`AtspiStateType` in
/// at-spi2-core's `atspi-constants.h`), and the two 32-bit words `GetState` answers.
enum ATSPIState: Int, CaseIterable {
    case active = 1
    case checked = 4
    case editable = 7
    case enabled = 8
    case focusable = 11
    case focused = 12
    case multiLine = 17
    case resizable = 21
    case selected = 23
    case sensitive = 24
    case showing = 25
    case singleLine = 26
    case visible = 30
    case selectableText = 38
    case checkable = 41
    case readOnly = 43

    /// The name AT-SPI's events use for the state ("focused" in `object:state-changed:focused`).
    var eventName: String {
        switch self {
        case .multiLine: "multi-line"
        case .singleLine: "single-line"
        case .selectableText: "selectable-text"
        case .readOnly: "read-only"
        default: String(describing: self).lowercased()
        }
    }

    /// `states` as the bit set `GetState` returns: bit n of the set is bit n % 32 of word n / 32.
    static func words(_ states: Set<ATSPIState>) -> [UInt32] {
        var words: [UInt32] = [0, 0]
        for state in states { words[state.rawValue / 32] |= UInt32(1) << UInt32(state.rawValue % 32) }
        return words
    }
}
