/// The title of a software keyboard's Return key. The desktop's Return key has none; the
/// value is kept for the app, and Return still asks `textFieldShouldReturn(_:)`.
public enum UIReturnKeyType: Int, Sendable, CaseIterable {
    /// "return".
    case `default` = 0
    /// "Go".
    case go = 1
    /// "Google", a search.
    case google = 2
    /// "Join".
    case join = 3
    /// "Next".
    case next = 4
    /// "Route".
    case route = 5
    /// "Search".
    case search = 6
    /// "Send".
    case send = 7
    /// "Yahoo", a search.
    case yahoo = 8
    /// "Done".
    case done = 9
    /// "Emergency Call".
    case emergencyCall = 10
    /// "Continue".
    case `continue` = 11
}
