import Foundation

/// Values a control keeps per state (a button's titles, colours, images), looked up UIKit's
/// way: the value set for exactly that state, else the one set for `.normal`.
///
/// Exactly means exactly: a selected button being pressed is in `[.selected, .highlighted]`,
/// so it shows what was set for that combination, and without one, the normal value, not
/// the one set for `.selected` alone. That is UIKit's documented fallback ("if a property
/// is not specified for a state, the default is to use the normal value").
struct ControlStateTable<Value> {
    private var values: [UInt: Value] = [:]

    /// The value set for exactly `state`.
    subscript(exactly state: UIControl.State) -> Value? {
        get { values[state.rawValue] }
        set { values[state.rawValue] = newValue }
    }

    /// The value for `state`, falling back to the normal one.
    func value(for state: UIControl.State) -> Value? {
        values[state.rawValue] ?? values[UIControl.State.normal.rawValue]
    }
}
