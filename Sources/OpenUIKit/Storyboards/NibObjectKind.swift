import Foundation

/// What an element makes: the UIKit class its tag implies, replaced by its `customClass`
/// when that names a subclass the process has.
@MainActor
enum NibObjectKind {
    case view(UIView.Type)
    case viewController(UIViewController.Type)
    /// Gesture recognizers' `init?(coder:)` is not `required` in UIKit, so each of the six is
    /// made by its own type.
    case gestureRecognizer(className: String, make: (NSCoder) -> UIGestureRecognizer?)
    /// A bar's item (`UINavigationItem`, `UIBarButtonItem`, `UITabBarItem`): an `NSObject`,
    /// not a view, made by its own (possibly custom) class's `init(coder:)`.
    case item(NSObject.Type, make: (NSCoder) -> NSObject?)

    var className: String {
        switch self {
        case .view(let type): String(describing: type)
        case .viewController(let type): String(describing: type)
        case .gestureRecognizer(let name, _): name
        case .item(let type, _): String(describing: type)
        }
    }

    /// The controller classes by tag: the containers are made as themselves (or the custom
    /// subclass), their relationship segues giving their children.
    static let controllerTags: [String: UIViewController.Type] = [
        "viewController": UIViewController.self, "navigationController": UINavigationController.self,
        "tabBarController": UITabBarController.self, "splitViewController": UISplitViewController.self,
        "collectionViewController": UICollectionViewController.self,
        "tableViewController": UITableViewController.self, "pageViewController": UIPageViewController.self,
    ]

    /// The view classes by tag; other view tags (table views, text fields…) are made
    /// as plain views, with a warning.
    static let viewTags: [String: UIView.Type] = [
        "view": UIView.self, "containerView": UIView.self, "label": UILabel.self, "button": UIButton.self, "imageView": UIImageView.self,
        "stackView": UIStackView.self, "control": UIControl.self, "window": UIWindow.self,
        "slider": UISlider.self, "switch": UISwitch.self, "stepper": UIStepper.self, "progressView": UIProgressView.self,
        "segmentedControl": UISegmentedControl.self, "activityIndicatorView": UIActivityIndicatorView.self,
        "pageControl": UIPageControl.self, "pickerView": UIPickerView.self, "datePicker": UIDatePicker.self,
        "navigationBar": UINavigationBar.self, "toolbar": UIToolbar.self, "tabBar": UITabBar.self,
        "textField": UITextField.self, "textView": UITextView.self, "searchBar": UISearchBar.self,
        "scrollView": UIScrollView.self, "visualEffectView": UIVisualEffectView.self,
        "collectionView": UICollectionView.self, "collectionViewCell": UICollectionViewCell.self,
        "collectionReusableView": UICollectionReusableView.self, "collectionViewCellContentView": UIView.self,
        "tableView": UITableView.self, "tableViewCell": UITableViewCell.self, "tableViewCellContentView": UIView.self,
    ]

    /// Tags of elements that are not objects: values, lists and design-time data.
    static let valueTags: Set<String> = [
        "rect", "color", "fontDescription", "autoresizingMask", "constraints", "constraint", "subviews", "connections",
        "userDefinedRuntimeAttributes", "viewLayoutGuide", "layoutGuides", "string", "state", "point", "size", "real",
        "integer", "inset", "edgeInsets", "directionalEdgeInsets", "variation", "mask", "placeholder", "exit",
        "gestureRecognizers", "simulatedMetricsContainer", "freeformSimulatedSizeMetrics", "nil", "accessibility",
        "attributedString", "fragment", "paragraphStyle", "buttonConfiguration", "backgroundConfiguration", "textInputTraits",
        "preferredSize", "layoutMargins", "directionalLayoutMargins", "offsetWrapper", "animations", "segments", "segment",
        "toolbarItems", "leftBarButtonItems", "rightBarButtonItems", "items", "textAttributes", "date", "locale",
        "scopeButtonTitles", "blurEffect", "vibrancyEffect",
    ]

    static let recognizerTags: [String: (String, (NSCoder) -> UIGestureRecognizer?)] = [
        "tapGestureRecognizer": ("UITapGestureRecognizer", { UITapGestureRecognizer(coder: $0) }),
        "swipeGestureRecognizer": ("UISwipeGestureRecognizer", { UISwipeGestureRecognizer(coder: $0) }),
        "pinchGestureRecognizer": ("UIPinchGestureRecognizer", { UIPinchGestureRecognizer(coder: $0) }),
        "panGestureRecognizer": ("UIPanGestureRecognizer", { UIPanGestureRecognizer(coder: $0) }),
        "rotationGestureRecognizer": ("UIRotationGestureRecognizer", { UIRotationGestureRecognizer(coder: $0) }),
        "longPressGestureRecognizer": ("UILongPressGestureRecognizer", { UILongPressGestureRecognizer(coder: $0) }),
    ]

    /// What a tag makes before its `customClass` is read: worked out once per known tag
    /// (a table lookup in place of a set, three dictionaries and two suffix tests, which
    /// cost several thousand instructions an object).
    private enum TagKind {
        case value
        case recognizer(className: String, make: (NSCoder) -> UIGestureRecognizer?)
        case navigationItem, barButtonItem, tabBarItem
        case controller(UIViewController.Type)
        case view(UIView.Type)
    }

    /// Every tag the tables above name, by tag. Tags not in it are worked out each time
    /// (and warned about), so a file full of made-up tags cannot grow it.
    private static let tagKinds: [String: TagKind] = {
        var kinds: [String: TagKind] = [:]
        for (tag, type) in viewTags { kinds[tag] = .view(type) }
        for (tag, type) in controllerTags { kinds[tag] = .controller(type) }
        for (tag, recognizer) in recognizerTags { kinds[tag] = .recognizer(className: recognizer.0, make: recognizer.1) }
        kinds["navigationItem"] = .navigationItem
        kinds["barButtonItem"] = .barButtonItem
        kinds["tabBarItem"] = .tabBarItem
        for tag in valueTags { kinds[tag] = .value }
        return kinds
    }()

    /// The kind of `element`, or nil when it is not an object. A view or controller element
    /// whose class does not exist here yet is made as its nearest base, with one warning.
    init?(element: IBElement, loader: NibLoader) {
        let tag = element.name
        let tagKind: TagKind
        if let known = NibObjectKind.tagKinds[tag] {
            tagKind = known
        } else if tag.hasSuffix("Controller") {
            loader.warn("<\(tag)> is not supported yet; it loads as a plain UIViewController", at: element)
            tagKind = .controller(UIViewController.self)
        } else if tag.hasSuffix("GestureRecognizer") || tag.hasSuffix("Item") {
            loader.warn("<\(tag)> is not supported yet and is left out", at: element)
            return nil
        } else {
            loader.warn("<\(tag)> has no OpenUIKit class yet; it loads as a plain UIView", at: element)
            tagKind = .view(UIView.self)
        }
        switch tagKind {
        case .value:
            return nil
        case .recognizer(let className, let make):
            if let custom = element.customClass {
                loader.warn("the gesture recognizer class \(MessageText.quoted(custom)) cannot be made from a storyboard here (UIKit's recognizers have no required init(coder:)); a \(className) is made instead", at: element)
            }
            self = .gestureRecognizer(className: className, make: make)
        case .navigationItem:
            let type = NibObjectKind.resolve(element, base: UINavigationItem.self, loader: loader)
            self = .item(type, make: { type.init(coder: $0) })
        case .barButtonItem:
            let type = NibObjectKind.resolve(element, base: UIBarButtonItem.self, loader: loader)
            self = .item(type, make: { type.init(coder: $0) })
        case .tabBarItem:
            let type = NibObjectKind.resolve(element, base: UITabBarItem.self, loader: loader)
            self = .item(type, make: { type.init(coder: $0) })
        case .controller(let base):
            self = .viewController(NibObjectKind.resolve(element, base: base, loader: loader))
        case .view(let base):
            self = .view(NibObjectKind.resolve(element, base: base, loader: loader))
        }
    }

    /// The class `customClass` names, when it is a subclass of `base`; else `base`, after
    /// UIKit's "Unknown class" message.
    static func resolve<Base: AnyObject>(_ element: IBElement, base: Base.Type, loader: NibLoader) -> Base.Type {
        guard let name = element.customClass else { return base }
        guard let found = lookUp(name, module: element.customModule, usesTargetModule: element.customModuleProvider == "target") else {
            loader.warn("Unknown class \(MessageText.quoted(name)) in Interface Builder file; a \(base) is made instead", at: element)
            return base
        }
        guard isSubclass(found, of: base), let typed = found as? Base.Type else {
            loader.warn("the class \(MessageText.quoted(name)) is not a subclass of \(base); a \(base) is made instead", at: element)
            return base
        }
        return typed
    }

    /// Modules searched for a custom class besides the one the document names, first to
    /// last: the executable's (an app's classes, when the document says "the target's").
    /// Tests add theirs.
    static var extraModuleNames: [String] = [] {
        didSet { foundClasses.removeAll() }
    }

    /// A class by its name: qualified with each candidate module, then as written (a name
    /// that is already qualified), then as one of OpenUIKit's (`UIView`).
    static func lookUp(_ name: String, module: String?, usesTargetModule: Bool) -> AnyClass? {
        // A class found by name stays that class for the process: each lookup through the
        // runtime (demangling a qualified name per candidate module) cost a tenth of
        // instantiating a small scene, so each name is looked up once per set of modules.
        let key = FoundClassKey(name: name, module: module)
        if let known = foundClasses[key] { return known }
        let found: AnyClass? = lookUpInRuntime(name, module: module)
        foundClasses[key] = .some(found)
        return found
    }

    /// What a class was looked up by. The extra modules are not part of it: changing them
    /// empties the table.
    private struct FoundClassKey: Hashable {
        var name: String
        var module: String?
    }

    /// The classes `lookUp` found (or did not: nil), by name and module, for the current
    /// extra modules.
    private static var foundClasses: [FoundClassKey: AnyClass?] = [:]

    private static func lookUpInRuntime(_ name: String, module: String?) -> AnyClass? {
        var modules: [String] = []
        if let module { modules.append(module) }
        if let executable = Bundle.main.executableURL?.deletingPathExtension().lastPathComponent {
            modules.append(moduleName(fromExecutable: executable))
        }
        modules += extraModuleNames
        modules.append("OpenUIKit")
        for module in modules {
            // The Swift runtime finds a class by its qualified name (corelibs Foundation's
            // `NSClassFromString` uses `_typeByName` for dotted names).
            if let found = NSClassFromString("\(module).\(name)") { return found }
        }
        return name.contains(".") ? NSClassFromString(name) : nil
    }

    /// The module name Swift gives an executable target: its name with characters that
    /// cannot be in an identifier replaced by underscores.
    static func moduleName(fromExecutable name: String) -> String {
        String(name.map { $0.isLetter || $0.isNumber || $0 == "_" ? $0 : "_" })
    }

    /// Whether `candidate` is `base` or inherits from it.
    static func isSubclass(_ candidate: AnyClass, of base: AnyClass) -> Bool {
        var current: AnyClass? = candidate
        while let cls = current {
            if ObjectIdentifier(cls) == ObjectIdentifier(base) { return true }
            current = _getSuperclass(cls)
        }
        return false
    }
}
