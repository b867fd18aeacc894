import Foundation

/// What a cell shows, as a value: it makes the view that shows it, and a copy of itself
/// adjusted for a state (selected, highlighted…).
public protocol UIContentConfiguration {
    /// A new view showing this configuration.
    @MainActor func makeContentView() -> any UIView & UIContentView
    /// This configuration as it should look in `state`.
    func updated(for state: any UIConfigurationState) -> Self
}
