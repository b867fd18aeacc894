import Foundation

extension UIWindow {
    // MARK: Size classes from the window's size

    /// The narrowest window, in points, whose horizontal size class is regular.
    ///
    /// A window here reports the iPad idiom, so it follows the iPad's split-screen classes,
    /// the only ones UIKit derives from a window's width rather than from the device model
    /// (on iPhone a 736-point landscape Plus is regular while an 852-point landscape Pro is
    /// compact). On iPad, the widest compact window is two thirds of a 12.9-inch iPad Pro in
    /// portrait (639 points) and the narrowest regular one is half of that iPad in landscape
    /// ((1366 − 10) / 2 = 678 points); every full-screen iPad (744 points and wider) is
    /// regular, Slide Over (320) and every smaller iPad's half split (507 to 592) compact.
    public nonisolated static let minimumRegularWidthInPoints: CGFloat = 678

    /// The shortest window, in points, whose vertical size class is regular.
    ///
    /// Every iPad window, and every iPhone in portrait (the shortest, iPhone 4s, is 480
    /// points tall), is vertically regular; only iPhones in landscape (320 to 440 points
    /// tall) are compact. A desktop window can be as short as a phone on its side, and is
    /// classed like one.
    public nonisolated static let minimumRegularHeightInPoints: CGFloat = 480

    /// The horizontal size class of a window `width` points wide.
    public nonisolated static func horizontalSizeClass(forWidth width: CGFloat) -> UIUserInterfaceSizeClass {
        width >= minimumRegularWidthInPoints ? .regular : .compact
    }

    /// How far below `minimumRegularWidthInPoints` a regular window may shrink before it
    /// turns compact, in points. A window dragged back and forth across the boundary would
    /// otherwise collapse and expand its split view with every few points of the drag.
    public nonisolated static let sizeClassHysteresisInPoints: CGFloat = 16

    /// The horizontal size class a window `width` points wide reports when it reported
    /// `current` before: regular from `minimumRegularWidthInPoints` up, and, once regular,
    /// until it is narrower than that less `sizeClassHysteresisInPoints`.
    nonisolated static func horizontalSizeClass(forWidth width: CGFloat, after current: UIUserInterfaceSizeClass?) -> UIUserInterfaceSizeClass {
        guard current == .regular else { return horizontalSizeClass(forWidth: width) }
        return width >= minimumRegularWidthInPoints - sizeClassHysteresisInPoints ? .regular : .compact
    }

    /// The vertical size class of a window `height` points tall.
    public nonisolated static func verticalSizeClass(forHeight height: CGFloat) -> UIUserInterfaceSizeClass {
        height >= minimumRegularHeightInPoints ? .regular : .compact
    }

    // MARK: The window's traits

    /// The traits the window's size, scale, the user's text size and the app's layout
    /// direction give now. The same
    /// object is returned until one of them changes, so "did anything change?" is an
    /// identity test.
    var windowTraitCollection: UITraitCollection {
        let size = bounds.size
        let values = UITraitCollection.Values(
            displayScale: screenScale,
            horizontalSizeClass: UIWindow.horizontalSizeClass(forWidth: size.width, after: cachedTraitCollection?.horizontalSizeClass),
            verticalSizeClass: UIWindow.verticalSizeClass(forHeight: size.height),
            userInterfaceIdiom: .pad,
            preferredContentSizeCategory: UIContentSizeCategory.current,
            userInterfaceStyle: .light,
            layoutDirection: UIApplication.shared.userInterfaceLayoutDirection.traitDirection)
        if let cachedTraitCollection, cachedTraitCollection.values == values { return cachedTraitCollection }
        let traits = UITraitCollection(values: values)
        cachedTraitCollection = traits
        return traits
    }

    /// Tells the window, its controllers and views about traits that changed since they were
    /// last told. Runs at the start of every update pass (before layout, as in UIKit), of
    /// `layoutIfNeeded()` and of `updateTraitsIfNeeded()`, so a resize, a scale change or a
    /// new text size is reported once, however many times it was set, and setting the same
    /// values again reports nothing.
    func deliverTraitChangesIfNeeded() {
        let traits = windowTraitCollection
        guard traits !== lastSeenTraitCollection else { return }
        deliverTraitCollection(traits, predicted: UIView.predictedTraitCollection)
    }
}
