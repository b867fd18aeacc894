import Foundation

/// The traits an image is drawn for, which pick its variant: what UIKit calls
/// `UIImage.Configuration` (iOS 13).
///
/// Configurations are immutable. An app gets one from a trait collection
/// (`traitCollection.imageConfiguration`) or an image (`image.configuration`) and makes
/// others from it with ``withTraitCollection(_:)`` and ``applying(_:)``. An image's asset
/// answers the variant that suits one (`imageAsset?.image(with: configuration)`), and
/// `image.withConfiguration(_:)` is the same image for other traits.
///
/// Only the trait part of UIKit's configurations is here: there are no SF Symbols, so
/// no `SymbolConfiguration`, and no `locale` (iOS 17).
///
/// A class of its own under UIKit's Objective-C name, which `UIImage.Configuration` names:
/// Foundation's keyed archiver on Linux archives only top-level classes.
open class UIImageConfiguration: NSObject, NSCopying, NSSecureCoding, @unchecked Sendable {
    // Unchecked Sendable: NSObject is not, but nothing here changes after init, and the
    // trait collection is itself immutable and Sendable.

    /// The configuration images have until one is given: every trait unspecified.
    static let unspecified = UIImageConfiguration(traitCollection: nil)

    private let traits: UITraitCollection?

    /// The traits this configuration asks for; nil when it asks for none.
    open var traitCollection: UITraitCollection? { traits }

    /// A configuration asking for `traitCollection`'s traits (iOS 17's initializer;
    /// before that, `traitCollection.imageConfiguration`). Required so that
    /// ``withTraitCollection(_:)`` and ``applying(_:)`` make one of the receiver's class.
    public required init(traitCollection: UITraitCollection?) {
        traits = traitCollection
        super.init()
    }

    /// This configuration with `traitCollection`'s specified traits over its own: a trait
    /// the argument leaves unspecified keeps this configuration's value, and one that
    /// neither specifies stays unspecified.
    open func withTraitCollection(_ traitCollection: UITraitCollection?) -> Self {
        guard let traitCollection else { return type(of: self).init(traitCollection: traits) }
        guard let traits else { return type(of: self).init(traitCollection: traitCollection) }
        return type(of: self).init(traitCollection: UITraitCollection(values: traits.values.overlaid(with: traitCollection.values)))
    }

    /// This configuration with `otherConfiguration`'s over it: its specified traits win,
    /// as in ``withTraitCollection(_:)``. Nil gives an equal configuration.
    open func applying(_ otherConfiguration: UIImage.Configuration?) -> Self {
        withTraitCollection(otherConfiguration?.traitCollection)
    }

    /// The traits asked for, every one unspecified when there is no trait collection.
    var values: UITraitCollection.Values { traits?.values ?? UITraitCollection.Values() }

    // MARK: NSObject

    /// Configurations are equal when they are of the same class and ask for the same traits.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIImageConfiguration, type(of: other) == type(of: self) else { return false }
        return other.values == values
    }

    /// A hash of the traits asked for, equal for equal configurations.
    open override var hash: Int { values.hashValue }

    /// The traits asked for, for logs.
    open override var description: String {
        "<UIImage.Configuration traits: \(traits.map { $0.description } ?? "none")>"
    }

    // MARK: NSCopying

    /// The configuration itself: it never changes, so a copy would be indistinguishable.
    open func copy(with zone: NSZone? = nil) -> Any { self }

    // MARK: NSSecureCoding

    /// Configurations decode only numbers.
    public class var supportsSecureCoding: Bool { true }

    private static let traitNumbersKey = "UIImageConfigurationTraits"

    /// Writes the traits: the scale, size classes, idiom, appearance and direction, as
    /// numbers. The text size is not kept (as `UIImageAsset`'s archive keeps none): images
    /// have no variants by it here. A configuration without traits writes none.
    open func encode(with coder: NSCoder) {
        guard let traits else { return }
        let numbers = [Double(traits.displayScale), Double(traits.horizontalSizeClass.rawValue),
                       Double(traits.verticalSizeClass.rawValue), Double(traits.userInterfaceIdiom.rawValue),
                       Double(traits.userInterfaceStyle.rawValue), Double(traits.layoutDirection.rawValue)]
        coder.encode(numbers.map { NSNumber(value: $0) } as NSArray, forKey: Self.traitNumbersKey)
    }

    /// A configuration read back from what ``encode(with:)`` wrote; nil, with one
    /// warning, when the traits cannot be read.
    public required init?(coder: NSCoder) {
        // Foundation's keyed unarchiver reports an absent key as an error: ask first.
        guard coder.containsValue(forKey: Self.traitNumbersKey) else {
            traits = nil
            super.init()
            return
        }
        let array = coder.decodeObject(of: [NSArray.self, NSNumber.self], forKey: Self.traitNumbersKey) as? NSArray
        let numbers = array.map { $0.compactMap { ($0 as? NSNumber)?.doubleValue } } ?? []
        guard numbers.count == 6, numbers.allSatisfy({ $0.isFinite }), numbers[0] >= 0,
              let horizontal = UIUserInterfaceSizeClass(rawValue: Int(numbers[1])),
              let vertical = UIUserInterfaceSizeClass(rawValue: Int(numbers[2])),
              let idiom = UIUserInterfaceIdiom(rawValue: Int(numbers[3])),
              let style = UIUserInterfaceStyle(rawValue: Int(numbers[4])),
              let direction = UITraitEnvironmentLayoutDirection(rawValue: Int(numbers[5])) else {
            Diagnostics.warn("an archived UIImage.Configuration holds traits that cannot be read; it is not decoded",
                             once: "UIImage.Configuration.decode")
            return nil
        }
        var values = UITraitCollection.Values()
        values.displayScale = CGFloat(numbers[0])
        values.horizontalSizeClass = horizontal
        values.verticalSizeClass = vertical
        values.userInterfaceIdiom = idiom
        values.userInterfaceStyle = style
        values.layoutDirection = direction
        traits = UITraitCollection(values: values)
        super.init()
    }
}

extension UIImage {
    /// The traits an image is drawn for, which pick its variant (iOS 13): see
    /// ``UIImageConfiguration``.
    public typealias Configuration = UIImageConfiguration
}

extension UITraitCollection {
    /// An image configuration asking for these traits (iOS 13).
    public var imageConfiguration: UIImage.Configuration {
        UIImage.Configuration(traitCollection: self)
    }
}
