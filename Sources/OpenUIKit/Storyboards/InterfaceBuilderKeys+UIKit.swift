import Foundation

/// The keys storyboards set on UIKit's own classes, and the search of an object's class
/// chain for a key.
extension InterfaceBuilderKeys {
    /// UIKit's tables, most derived class first among those `object` is an instance of.
    static func builtIn(for object: AnyObject) -> [InterfaceBuilderKeys] {
        var tables: [InterfaceBuilderKeys] = []
        if object is UILabel { tables.append(label) }
        if object is UIImageView { tables.append(imageView) }
        if object is UIControl { tables.append(control) }
        if object is UISearchBar { tables.append(searchBar) }
        if object is UICollectionView { tables.append(collectionView) }
        if object is UITableView { tables.append(tableView) }
        if object is UIPickerView { tables.append(pickerView) }
        if object is UIView { tables.append(view) }
        if object is UIViewController { tables.append(viewController) }
        if object is UIGestureRecognizer { tables.append(gestureRecognizer) }
        return tables
    }

    /// Every table that applies to `object`: its class's and each superclass's that adopt
    /// ``InterfaceBuilderKeyed`` (each once), then UIKit's.
    static func tables(for object: AnyObject) -> [InterfaceBuilderKeys] {
        // A class's tables are declarations and never change, but an adopter's are computed
        // properties that build their dictionaries at each read: made once per class, they
        // cost nothing more per attribute and connection.
        let cls = ObjectIdentifier(type(of: object))
        if let known = tablesByClass[cls] { return known }
        let tables = collectTables(for: object)
        tablesByClass[cls] = tables
        return tables
    }

    /// What `tables(for:)` made, by class.
    private static var tablesByClass: [ObjectIdentifier: [InterfaceBuilderKeys]] = [:]

    private static func collectTables(for object: AnyObject) -> [InterfaceBuilderKeys] {
        var tables: [InterfaceBuilderKeys] = []
        var seen: Set<ObjectIdentifier> = []
        var current: AnyClass? = type(of: object)
        while let cls = current, !isFrameworkClass(cls) {
            if let keyed = cls as? InterfaceBuilderKeyed.Type {
                let table = keyed.interfaceBuilderKeys
                if seen.insert(table.owner).inserted { tables.append(table) }
            }
            current = _getSuperclass(cls)
        }
        return tables + builtIn(for: object)
    }

    /// The modules whose classes never adopt ``InterfaceBuilderKeyed``: UIKit's own tables
    /// are `builtIn(for:)`.
    private static let frameworkModules: Set<Substring> = ["OpenUIKit", "Foundation", "FoundationEssentials", "ObjectiveC", "Swift"]

    /// Whether `cls` is OpenUIKit's or Foundation's, where the walk up an app's class chain
    /// stops. A cast to a protocol the class does not adopt makes the Swift runtime scan every
    /// conformance record of the process the first time (about half a millisecond per class,
    /// a tenth of a storyboard app's launch when each UIKit base class was asked).
    private static func isFrameworkClass(_ cls: AnyClass) -> Bool {
        let name = String(reflecting: cls)
        guard let dot = name.firstIndex(of: ".") else { return false }
        return frameworkModules.contains(name[..<dot])
    }

    // Layer keys are the ones runtime attributes commonly set ("layer.cornerRadius");
    // both spellings of Boolean properties are accepted, as key-value coding accepts the
    // Objective-C getter name (`hidden`) and Swift's (`isHidden`).
    static let view = InterfaceBuilderKeys(
        for: UIView.self,
        outlets: [.outletCollection("gestureRecognizers", \UIView.nibGestureRecognizers)],
        inspectables: [
            .inspectable("layer.cornerRadius", \UIView.layer.cornerRadius),
            .inspectable("layer.borderWidth", \UIView.layer.borderWidth),
            .inspectable("layer.borderColor", \UIView.layer.borderColor),
            .inspectable("layer.masksToBounds", \UIView.layer.masksToBounds),
            .inspectable("layer.shadowColor", \UIView.layer.shadowColor),
            .inspectable("layer.shadowOpacity", \UIView.layer.shadowOpacity),
            .inspectable("layer.shadowRadius", \UIView.layer.shadowRadius),
            .inspectable("layer.shadowOffset", \UIView.layer.shadowOffset),
            .inspectable("clipsToBounds", \UIView.clipsToBounds),
            .inspectable("alpha", \UIView.alpha),
            .inspectable("tag", \UIView.tag),
            .inspectable("backgroundColor", \UIView.backgroundColor),
            .inspectable("tintColor", \UIView.tintColor),
            .inspectable("isHidden", \UIView.isHidden), .inspectable("hidden", \UIView.isHidden),
            .inspectable("isUserInteractionEnabled", \UIView.isUserInteractionEnabled),
            .inspectable("userInteractionEnabled", \UIView.isUserInteractionEnabled),
            .inspectable("isAccessibilityElement", \UIView.isAccessibilityElement),
            .inspectable("accessibilityLabel", \UIView.accessibilityLabel),
            .inspectable("accessibilityHint", \UIView.accessibilityHint),
            .inspectable("accessibilityValue", \UIView.accessibilityValue),
            .inspectable("accessibilityIdentifier", \UIView.accessibilityIdentifier),
        ])

    static let label = InterfaceBuilderKeys(
        for: UILabel.self,
        inspectables: [
            .inspectable("text", \UILabel.text), .inspectable("textColor", \UILabel.textColor),
            .inspectable("numberOfLines", \UILabel.numberOfLines),
        ])

    static let imageView = InterfaceBuilderKeys(for: UIImageView.self, inspectables: [.inspectable("image", \UIImageView.image)])

    static let control = InterfaceBuilderKeys(
        for: UIControl.self,
        inspectables: [
            .inspectable("isEnabled", \UIControl.isEnabled), .inspectable("enabled", \UIControl.isEnabled),
            .inspectable("isSelected", \UIControl.isSelected), .inspectable("selected", \UIControl.isSelected),
        ])

    /// A search bar's outlet: its delegate.
    static let searchBar = InterfaceBuilderKeys(for: UISearchBar.self, outlets: [.outlet("delegate", \UISearchBar.delegate)])

    static let viewController = InterfaceBuilderKeys(
        for: UIViewController.self,
        outlets: [.outlet("view", \UIViewController.nibView)],
        inspectables: [.inspectable("title", \UIViewController.title)])

    static let gestureRecognizer = InterfaceBuilderKeys(
        for: UIGestureRecognizer.self,
        outlets: [.outlet("delegate", \UIGestureRecognizer.delegate)],
        inspectables: [
            .inspectable("isEnabled", \UIGestureRecognizer.isEnabled), .inspectable("enabled", \UIGestureRecognizer.isEnabled),
            .inspectable("cancelsTouchesInView", \UIGestureRecognizer.cancelsTouchesInView),
            .inspectable("name", \UIGestureRecognizer.name),
        ])
}

extension UIView {
    /// The `gestureRecognizers` outlet collection: each destination is added to the view,
    /// as UIKit's setter does.
    var nibGestureRecognizers: [UIGestureRecognizer] {
        get { gestureRecognizers ?? [] }
        set {
            for recognizer in newValue where !(gestureRecognizers ?? []).contains(where: { $0 === recognizer }) {
                addGestureRecognizer(recognizer)
            }
        }
    }
}

extension UIViewController {
    /// The `view` outlet of a nib's File's Owner. Setting through a key path reads the
    /// property first, and reading `view` would load the view: this one reads without loading.
    var nibView: UIView? {
        get { viewIfLoaded }
        set { view = newValue }
    }
}
