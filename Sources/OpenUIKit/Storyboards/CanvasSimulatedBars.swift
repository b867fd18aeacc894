import Foundation

/// The bars Interface Builder's canvas draws around a scene or a xib's view: the simulated
/// metrics of the Attributes inspector (`openuikit-port preview`).
///
/// A document records each choice under a key: `simulatedStatusBarMetrics`,
/// `simulatedTopBarMetrics` (a `<simulatedNavigationBarMetrics>`) and
/// `simulatedBottomBarMetrics` (a `<simulatedTabBarMetrics>` or `<simulatedToolbarMetrics>`),
/// on the controller (or view) or, in older xibs, in the document's
/// `<simulatedMetricsContainer key="defaultSimulatedMetrics">`. `<nil key=…/>` is the
/// inspector's "None". A key that is absent is "Inferred": a scene gets the status bar, the
/// navigation bar when it is a navigation controller's root, the tab bar when it is a tab
/// bar controller's child (or the root of one's navigation child); a xib's view infers
/// nothing, since no container holds it.
struct CanvasSimulatedBars: Equatable, Sendable {
    /// What the inspector says about one bar.
    enum Choice: Equatable, Sendable {
        /// The key is absent: the canvas infers the bar.
        case inferred
        /// `<nil key=…/>`: no bar.
        case none
        /// A metrics element of this name (`simulatedTabBarMetrics`).
        case shown(String)
    }

    /// Whether the status bar is drawn at the top.
    var statusBar: Bool
    /// Whether the status bar's text and glyphs are white (`statusBarStyle="lightContent"`).
    var lightStatusBar: Bool
    /// Whether a navigation bar is drawn under the status bar.
    var navigationBar: Bool
    /// Whether a tab bar is drawn at the bottom.
    var tabBar: Bool
    /// Whether a toolbar is drawn at the bottom.
    var toolbar: Bool

    /// The key of the status bar's choice.
    static let statusBarKey = "simulatedStatusBarMetrics"
    /// The key of the top bar's choice.
    static let topBarKey = "simulatedTopBarMetrics"
    /// The key of the bottom bar's choice.
    static let bottomBarKey = "simulatedBottomBarMetrics"
    /// The element of a simulated navigation bar.
    static let navigationBarMetrics = "simulatedNavigationBarMetrics"
    /// The element of a simulated tab bar.
    static let tabBarMetrics = "simulatedTabBarMetrics"
    /// The element of a simulated toolbar.
    static let toolbarMetrics = "simulatedToolbarMetrics"
    /// The status bar style whose text is white.
    static let lightContentStyle = "lightContent"
    /// The key of an old xib's document-wide metrics.
    static let defaultMetricsKey = "defaultSimulatedMetrics"

    /// The choice `element` records under `key`, else the one `defaults` records.
    static func choice(_ key: String, of element: IBElement, defaults: IBElement? = nil) -> Choice {
        for source in [element, defaults].compactMap({ $0 }) {
            if let recorded = source.children.first(where: { $0["key"] == key }) {
                return recorded.name == "nil" ? .none : .shown(recorded.name)
            }
        }
        return .inferred
    }

    /// The bars of a storyboard scene whose controller is `controller`, given what its place
    /// among the containers infers.
    static func scene(_ controller: IBElement, infersNavigationBar: Bool, infersTabBar: Bool) -> CanvasSimulatedBars {
        let status = choice(statusBarKey, of: controller)
        let top = choice(topBarKey, of: controller)
        let bottom = choice(bottomBarKey, of: controller)
        return CanvasSimulatedBars(
            statusBar: status != .none,
            lightStatusBar: isLight(status, in: controller),
            navigationBar: top == .inferred ? infersNavigationBar : top == .shown(navigationBarMetrics),
            tabBar: bottom == .inferred ? infersTabBar : bottom == .shown(tabBarMetrics),
            toolbar: bottom == .shown(toolbarMetrics))
    }

    /// The bars of a xib's top-level view: only those its metrics (or the document's
    /// defaults) name.
    static func xibView(_ view: IBElement, document root: IBElement) -> CanvasSimulatedBars {
        let defaults = root.child("objects")?.children.first { $0["key"] == defaultMetricsKey }
            ?? root.children.first { $0["key"] == defaultMetricsKey }
        let status = choice(statusBarKey, of: view, defaults: defaults)
        let top = choice(topBarKey, of: view, defaults: defaults)
        let bottom = choice(bottomBarKey, of: view, defaults: defaults)
        return CanvasSimulatedBars(
            statusBar: status != .none && status != .inferred,
            lightStatusBar: isLight(status, in: view, defaults: defaults),
            navigationBar: top == .shown(navigationBarMetrics),
            tabBar: bottom == .shown(tabBarMetrics),
            toolbar: bottom == .shown(toolbarMetrics))
    }

    /// Whether the recorded status bar has white content.
    private static func isLight(_ choice: Choice, in element: IBElement, defaults: IBElement? = nil) -> Bool {
        guard case .shown = choice else { return false }
        let recorded = [element, defaults].compactMap { $0 }.lazy.compactMap { $0.children.first { $0["key"] == statusBarKey } }.first
        return recorded?["statusBarStyle"] == lightContentStyle
    }
}
