import Foundation

/// An immutable set of traits describing an interface's environment: display scale, size
/// classes, device idiom, the user's text size, appearance and layout direction.
///
/// A trait that was not given is *unspecified*: scale 0, `.unspecified` for the enumerations
/// and `UIContentSizeCategory.unspecified`. `init()` leaves everything unspecified; the
/// single-trait initializers specify one; `init(traitsFrom:)` merges, later collections'
/// specified traits winning. Two collections are equal when every trait is.
///
/// Views and controllers get theirs from their window (`UITraitEnvironment`). A window
/// reports its scale, size classes from its size in points, idiom `.pad`, the user's text
/// size, `.light` and the app's layout direction.
///
/// Safe to share between threads, as in UIKit: `UIFontMetrics` and image lookups accept one
/// from anywhere.
open class UITraitCollection: NSObject, NSCopying, @unchecked Sendable {
    // Unchecked: NSObject is not Sendable, but nothing here changes after init and every
    // stored value is itself Sendable.

    /// The traits themselves, compared and merged as one value.
    struct Values: Hashable, Sendable {
        var displayScale: CGFloat = 0
        var horizontalSizeClass = UIUserInterfaceSizeClass.unspecified
        var verticalSizeClass = UIUserInterfaceSizeClass.unspecified
        var userInterfaceIdiom = UIUserInterfaceIdiom.unspecified
        var preferredContentSizeCategory = UIContentSizeCategory.unspecified
        var userInterfaceStyle = UIUserInterfaceStyle.unspecified
        var layoutDirection = UITraitEnvironmentLayoutDirection.unspecified

        /// `other`'s specified traits over these.
        func overlaid(with other: Values) -> Values {
            var merged = self
            if other.displayScale != 0 { merged.displayScale = other.displayScale }
            if other.horizontalSizeClass != .unspecified { merged.horizontalSizeClass = other.horizontalSizeClass }
            if other.verticalSizeClass != .unspecified { merged.verticalSizeClass = other.verticalSizeClass }
            if other.userInterfaceIdiom != .unspecified { merged.userInterfaceIdiom = other.userInterfaceIdiom }
            if other.preferredContentSizeCategory != .unspecified { merged.preferredContentSizeCategory = other.preferredContentSizeCategory }
            if other.userInterfaceStyle != .unspecified { merged.userInterfaceStyle = other.userInterfaceStyle }
            if other.layoutDirection != .unspecified { merged.layoutDirection = other.layoutDirection }
            return merged
        }
    }

    let values: Values

    init(values: Values) {
        self.values = values
        super.init()
    }

    /// A collection with every trait unspecified.
    public override init() {
        values = Values()
        super.init()
    }

    /// Only the display scale (pixels per point). A value that is not finite and positive
    /// leaves it unspecified (0), with a warning; 0 itself means unspecified.
    public convenience init(displayScale scale: CGFloat) {
        var values = Values()
        if scale.isFinite, scale >= 0 {
            values.displayScale = scale
        } else {
            Diagnostics.warn("UITraitCollection(displayScale: \(scale)) left the scale unspecified: it must be a finite, positive number",
                             once: "UITraitCollection.displayScale")
        }
        self.init(values: values)
    }

    /// A collection defining only the horizontal size class.
    public convenience init(horizontalSizeClass: UIUserInterfaceSizeClass) {
        self.init(values: Values(horizontalSizeClass: horizontalSizeClass))
    }

    /// A collection defining only the vertical size class.
    public convenience init(verticalSizeClass: UIUserInterfaceSizeClass) {
        self.init(values: Values(verticalSizeClass: verticalSizeClass))
    }

    /// A collection defining only the interface idiom.
    public convenience init(userInterfaceIdiom idiom: UIUserInterfaceIdiom) {
        self.init(values: Values(userInterfaceIdiom: idiom))
    }

    /// A collection defining only the preferred text size.
    public convenience init(preferredContentSizeCategory: UIContentSizeCategory) {
        self.init(values: Values(preferredContentSizeCategory: preferredContentSizeCategory))
    }

    /// A collection defining only the light or dark style.
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) {
        self.init(values: Values(userInterfaceStyle: userInterfaceStyle))
    }

    /// A collection defining only the layout direction.
    public convenience init(layoutDirection: UITraitEnvironmentLayoutDirection) {
        self.init(values: Values(layoutDirection: layoutDirection))
    }

    /// The traits of all `traitCollections` together: where several specify a trait, the
    /// last one's value is kept; traits none specifies stay unspecified.
    public convenience init(traitsFrom traitCollections: [UITraitCollection]) {
        self.init(values: traitCollections.reduce(Values()) { $0.overlaid(with: $1.values) })
    }

    // MARK: The traits

    /// Pixels per point; 0 when unspecified.
    public var displayScale: CGFloat { values.displayScale }
    /// Whether the width is compact or regular.
    public var horizontalSizeClass: UIUserInterfaceSizeClass { values.horizontalSizeClass }
    /// Whether the height is compact or regular.
    public var verticalSizeClass: UIUserInterfaceSizeClass { values.verticalSizeClass }
    /// The kind of device the interface is designed for.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { values.userInterfaceIdiom }
    /// The user's text size; `.unspecified` when not given.
    public var preferredContentSizeCategory: UIContentSizeCategory { values.preferredContentSizeCategory }
    /// Whether the interface is light or dark.
    public var userInterfaceStyle: UIUserInterfaceStyle { values.userInterfaceStyle }
    /// Whether content flows left to right or right to left.
    public var layoutDirection: UITraitEnvironmentLayoutDirection { values.layoutDirection }

    // MARK: Comparing

    /// Whether every trait `trait` specifies has the same value here; traits it leaves
    /// unspecified do not matter, so an empty collection (or nil) is contained in any.
    public func containsTraits(in trait: UITraitCollection?) -> Bool {
        guard let trait else { return true }
        return values.overlaid(with: trait.values) == values
    }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UITraitCollection else { return false }
        return other === self || other.values == values
    }

    open override var hash: Int { values.hashValue }

    /// Immutable, so a copy is the collection itself.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override var description: String {
        let v = values
        let scale = v.displayScale == v.displayScale.rounded() ? String(Int(v.displayScale)) : "\(v.displayScale)"
        return "<UITraitCollection; UserInterfaceIdiom = \(v.userInterfaceIdiom), DisplayScale = \(scale), "
            + "HorizontalSizeClass = \(v.horizontalSizeClass), VerticalSizeClass = \(v.verticalSizeClass), "
            + "UserInterfaceStyle = \(v.userInterfaceStyle), UserInterfaceLayoutDirection = \(v.layoutDirection), "
            + "PreferredContentSizeCategory = \(v.preferredContentSizeCategory)>"
    }

    // MARK: The current collection

    /// The key under which a thread keeps its current collection.
    private static let currentKey = "OpenUIKit.UITraitCollection.current"

    /// The traits of whatever is being updated on this thread, as in UIKit: set around
    /// `traitCollectionDidChange(_:)`, `layoutSubviews()` and `draw(_:)` to the traits of the
    /// view or controller concerned, and by `performAsCurrent(_:)`.
    ///
    /// Each thread has its own. Where none is set, the main thread gets the app's key
    /// window's traits (what a new view is predicted to get), and other threads the screen's:
    /// the desktop's scale and text size, idiom `.pad`, size classes unspecified.
    public class var current: UITraitCollection {
        get {
            if let set = Thread.current.threadDictionary[currentKey] as? UITraitCollection { return set }
            if Thread.isMainThread {
                return MainActor.assumeIsolated { UIView.predictedTraitCollection }
            }
            return screen
        }
        set {
            Thread.current.threadDictionary[currentKey] = newValue
        }
    }

    /// Makes this the current collection while `actions` run, then restores the previous one.
    public func performAsCurrent(_ actions: () throws -> Void) rethrows {
        let dictionary = Thread.current.threadDictionary
        let saved = dictionary[UITraitCollection.currentKey]
        dictionary[UITraitCollection.currentKey] = self
        defer { dictionary[UITraitCollection.currentKey] = saved }
        try actions()
    }

    /// What the screen offers before any window says more: the scale images are described at
    /// (the app's window scale), the user's text size, idiom `.pad`, light, the app's direction, and
    /// no size classes (there is no container to measure yet).
    static var screen: UITraitCollection {
        UITraitCollection(values: Values(displayScale: AssetCatalog.preferredScale, userInterfaceIdiom: .pad,
                                         preferredContentSizeCategory: UIContentSizeCategory.current,
                                         userInterfaceStyle: .light, layoutDirection: InterfaceLayoutDirection.current.traitDirection))
    }
}
