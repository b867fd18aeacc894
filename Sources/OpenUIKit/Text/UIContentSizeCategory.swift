import Foundation
import Synchronization

/// The user's preferred text size (Dynamic Type), with UIKit's categories and raw values.
///
/// The process-wide setting is `UIContentSizeCategory.current`. It is kept behind a lock
/// rather than on the main actor because `UIFont.preferredFont(forTextStyle:)` and
/// `UIFontMetrics`, which read it, are usable from any thread, as in UIKit.
///
/// At launch it comes from the environment: `OPENUIKIT_CONTENT_SIZE_CATEGORY` names a
/// category (`extraLarge`, `accessibilityMedium`, or a raw value), otherwise
/// `OPENUIKIT_TEXT_SCALE` gives a multiplier of the default size (as a desktop's text scaling
/// factor does) that maps to the nearest category. A window host may change it later, for
/// instance when the desktop's setting changes; each change posts `didChangeNotification`.
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable, CustomStringConvertible {
    public let rawValue: String

    public init(rawValue: String) {
        self.rawValue = rawValue
    }

    /// No preference given: fonts and metrics treat it as the default size, `large`.
    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    /// The smallest text size: body text at 14 points.
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    /// Small text: body text at 15 points.
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    /// Slightly smaller than default text: body text at 16 points.
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    /// The default text size: body text at 17 points, a scale factor of 1.
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    /// Large text: body text at 19 points.
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    /// Larger text: body text at 21 points.
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    /// The largest size outside the accessibility range: body text at 23 points.
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    /// The first accessibility size: body text at 28 points.
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    /// An accessibility size with body text at 33 points.
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    /// An accessibility size with body text at 40 points.
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    /// An accessibility size with body text at 47 points.
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    /// The largest text size: body text at 53 points.
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    /// The categories from smallest to largest, with their Swift names and iOS's body text
    /// size at each, in points.
    private static let table: [(category: UIContentSizeCategory, name: String, bodyPointSize: CGFloat)] = [
        (.extraSmall, "extraSmall", 14),
        (.small, "small", 15),
        (.medium, "medium", 16),
        (.large, "large", 17),
        (.extraLarge, "extraLarge", 19),
        (.extraExtraLarge, "extraExtraLarge", 21),
        (.extraExtraExtraLarge, "extraExtraExtraLarge", 23),
        (.accessibilityMedium, "accessibilityMedium", 28),
        (.accessibilityLarge, "accessibilityLarge", 33),
        (.accessibilityExtraLarge, "accessibilityExtraLarge", 40),
        (.accessibilityExtraExtraLarge, "accessibilityExtraExtraLarge", 47),
        (.accessibilityExtraExtraExtraLarge, "accessibilityExtraExtraExtraLarge", 53),
    ]

    /// The body size at the default category, in points.
    private static let largeBodyPointSize: CGFloat = 17

    /// Every defined category except `unspecified`, smallest first.
    public static let allCategories: [UIContentSizeCategory] = table.map(\.category)

    /// How much text at this category is scaled relative to the default (`large`): the
    /// body size here over the body size at `large`. 1 for `unspecified` and unknown values.
    public var textScaleFactor: CGFloat {
        guard let entry = UIContentSizeCategory.table.first(where: { $0.category == self }) else { return 1 }
        return entry.bodyPointSize / UIContentSizeCategory.largeBodyPointSize
    }

    /// Whether this is one of the five accessibility sizes.
    public var isAccessibilityCategory: Bool {
        rawValue.hasPrefix("UICTContentSizeCategoryAccessibility")
    }

    /// The category whose scale factor is nearest to `scale` (ties go to the smaller one);
    /// `large` for a scale that is not a positive number.
    public static func nearest(toTextScale scale: CGFloat) -> UIContentSizeCategory {
        guard scale.isFinite, scale > 0 else { return .large }
        var best = UIContentSizeCategory.large
        var bestDistance = CGFloat.infinity
        for category in allCategories {
            let distance = abs(category.textScaleFactor - scale)
            if distance < bestDistance {
                best = category
                bestDistance = distance
            }
        }
        return best
    }

    /// The category with this Swift name (`extraLarge`) or raw value, ignoring case.
    public init?(name: String) {
        let wanted = name.trimmingCharacters(in: .whitespaces)
        guard let entry = UIContentSizeCategory.table.first(where: {
            $0.name.caseInsensitiveCompare(wanted) == .orderedSame
                || $0.category.rawValue.caseInsensitiveCompare(wanted) == .orderedSame
        }) else { return nil }
        self = entry.category
    }

    /// Orders by size; `unspecified` and unknown values sort before every category.
    public static func < (lhs: UIContentSizeCategory, rhs: UIContentSizeCategory) -> Bool {
        let l = allCategories.firstIndex(of: lhs) ?? -1
        let r = allCategories.firstIndex(of: rhs) ?? -1
        return l < r
    }

    public var description: String {
        UIContentSizeCategory.table.first(where: { $0.category == self })?.name ?? rawValue
    }

    /// The size `traitCollection` asks for; the user's current one when it is nil or leaves
    /// the size unspecified, as UIKit's text APIs take a trait collection.
    static func of(_ traitCollection: UITraitCollection?) -> UIContentSizeCategory {
        guard let category = traitCollection?.preferredContentSizeCategory, category != .unspecified else { return current }
        return category
    }

    // MARK: The user's setting

    /// The environment variable naming a category.
    public static let categoryEnvironmentVariable = "OPENUIKIT_CONTENT_SIZE_CATEGORY"
    /// The environment variable giving a text scale factor (1 = default size).
    public static let textScaleEnvironmentVariable = "OPENUIKIT_TEXT_SCALE"

    /// Posted on `NotificationCenter.default` after `current` changes; the user info holds
    /// the new category's raw value under `newValueUserInfoKey`.
    public static let didChangeNotification = Notification.Name("UIContentSizeCategoryDidChangeNotification")
    /// The `didChangeNotification` user-info key whose value is the new category's raw value.
    public static let newValueUserInfoKey = "UIContentSizeCategoryNewValueKey"

    private static let storage = Mutex(fromEnvironment(ProcessInfo.processInfo.environment))

    /// The user's preferred text size for the whole process.
    public static var current: UIContentSizeCategory {
        get { storage.withLock { $0 } }
        set {
            let changed = storage.withLock { value -> Bool in
                defer { value = newValue }
                return value != newValue
            }
            if changed {
                NotificationCenter.default.post(name: didChangeNotification, object: nil,
                                                userInfo: [newValueUserInfoKey: newValue.rawValue])
            }
        }
    }

    /// The category the environment asks for; `large` when it asks for nothing valid.
    package static func fromEnvironment(_ environment: [String: String]) -> UIContentSizeCategory {
        if let name = environment[categoryEnvironmentVariable], !name.isEmpty {
            if let category = UIContentSizeCategory(name: name) { return category }
            Diagnostics.warn("\(categoryEnvironmentVariable)=\(name) is not a content size category; using large")
            return .large
        }
        if let text = environment[textScaleEnvironmentVariable], !text.isEmpty {
            if let scale = Double(text.trimmingCharacters(in: .whitespaces)), scale.isFinite, scale > 0 {
                return nearest(toTextScale: CGFloat(scale))
            }
            Diagnostics.warn("\(textScaleEnvironmentVariable)=\(text) is not a positive number; using large")
        }
        return .large
    }
}
