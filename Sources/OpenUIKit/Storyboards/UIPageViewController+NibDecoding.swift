import Foundation

/// What a page view controller reads from its storyboard element: Interface Builder's
/// `transitionStyle`, `navigationOrientation` and `spineLocation` attributes (the page
/// controllers themselves come from the app's `setViewControllers` and data source, as in
/// UIKit: a storyboard gives a page view controller no children).
extension UIPageViewController {
    /// Interface Builder's names for the transition styles.
    static let transitionStyleNames: [String: TransitionStyle] = ["pageCurl": .pageCurl, "scroll": .scroll]
    /// Interface Builder's names for the navigation orientations.
    static let navigationOrientationNames: [String: NavigationOrientation] = ["horizontal": .horizontal, "vertical": .vertical]
    /// Interface Builder's names for the spine locations.
    static let spineLocationNames: [String: SpineLocation] = ["none": .none, "min": .min, "mid": .mid, "max": .max]

    /// The style, orientation and spine `coder`'s element gives; what is missing takes
    /// Interface Builder's default (page curl, horizontal, spine at the left), and a name
    /// Interface Builder does not write is reported and takes the default.
    static func configuration(decodedFrom coder: NSCoder) -> (style: TransitionStyle, orientation: NavigationOrientation, spine: SpineLocation?) {
        func decode<Value>(_ key: String, _ names: [String: Value], default value: Value, named defaultName: String) -> Value {
            guard let name = coder.decodeObject(forKey: key) as? String else { return value }
            if let known = names[name] { return known }
            let choices = names.keys.sorted().joined(separator: ", ")
            Diagnostics.warn("a storyboard's page view controller has \(key)=\"\(MessageText.quoted(name))\", which is not one of \(choices); \(defaultName) is used")
            return value
        }
        let style = decode("transitionStyle", transitionStyleNames, default: TransitionStyle.pageCurl, named: "pageCurl")
        let orientation = decode("navigationOrientation", navigationOrientationNames, default: NavigationOrientation.horizontal,
                                 named: "horizontal")
        let spine: SpineLocation? = decode("spineLocation", spineLocationNames.mapValues { Optional($0) }, default: nil,
                                           named: "the style's default spine")
        return (style, orientation, spine)
    }
}
