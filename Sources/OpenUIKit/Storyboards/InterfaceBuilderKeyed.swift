import Foundation

/// A class whose outlets, inspectable properties and actions a storyboard or xib may set,
/// declared without the Objective-C runtime.
///
/// On iOS, `@IBOutlet`, `@IBInspectable` and `@IBAction` make these names known to the
/// Objective-C runtime, and the nib loader calls `setValue(_:forKey:)` and
/// `addTarget(_:action:for:)` with them. Here a class lists them itself, with key paths and
/// ``Selector``s, in one extension beside its declaration:
///
/// ```swift
/// extension PlayingCardView: InterfaceBuilderKeyed {
///     static var interfaceBuilderKeys: InterfaceBuilderKeys {
///         InterfaceBuilderKeys(for: PlayingCardView.self,
///             outlets: [.outlet("faceLabel", \.faceLabel)],
///             inspectables: [.inspectable("rank", \.rank), .inspectable("isFaceUp", \.isFaceUp)],
///             actions: ["adjustFaceCardScaleWithRecognizer:": Selector(PlayingCardView.adjustFaceCardScale(recognizer:))])
///     }
/// }
/// ```
///
/// `openuikit-port` writes this extension for every class whose `@IBOutlet`, `@IBInspectable`
/// and `@IBAction` marks it removes. The names are the ones the storyboard uses: a
/// property's name for outlets and inspectables, the Objective-C selector for actions.
/// The loader looks at the object's class and each superclass in turn, reading each one's
/// own table once, so a subclass of a UIKit class adds its keys to UIKit's own
/// (`layer.cornerRadius`, `gestureRecognizers`, `view`, …).
///
/// **Subclasses with keys of their own.** Swift lets a class adopt a protocol once, and
/// overrides only what a class body declares. So in a hierarchy where several classes have
/// keys, the root declares the table as a `class var` in its body (which satisfies the
/// `static` requirement) and adopts the protocol in an extension, and each subclass declares
/// an `override class var` listing only its own keys; the port tool writes this form when it
/// sees such a hierarchy among the files it ports:
///
/// ```swift
/// class BaseViewController: UIViewController {
///     weak var titleLabel: UILabel!
///     class var interfaceBuilderKeys: InterfaceBuilderKeys {
///         InterfaceBuilderKeys(for: BaseViewController.self, outlets: [.outlet("titleLabel", \.titleLabel)])
///     }
/// }
/// extension BaseViewController: InterfaceBuilderKeyed {}
///
/// final class DetailViewController: BaseViewController {
///     weak var detailLabel: UILabel!
///     override class var interfaceBuilderKeys: InterfaceBuilderKeys {
///         InterfaceBuilderKeys(for: DetailViewController.self, outlets: [.outlet("detailLabel", \.detailLabel)])
///     }
/// }
/// ```
///
/// A subclass that declares no table inherits its superclass's, which is read once.
@preconcurrency @MainActor
public protocol InterfaceBuilderKeyed: AnyObject {
    /// The outlets, inspectable properties and actions of this class (not its superclasses').
    static var interfaceBuilderKeys: InterfaceBuilderKeys { get }
}

/// The outlets, inspectable properties and actions one class declares for storyboards and
/// xibs: see ``InterfaceBuilderKeyed``.
@MainActor
public struct InterfaceBuilderKeys {
    /// The class that declared the table, so a table inherited by a subclass is read once.
    let owner: ObjectIdentifier
    /// The class's name, for messages.
    let ownerName: String
    let outlets: [String: InterfaceBuilderKeySetter]
    let outletCollections: [String: InterfaceBuilderKeySetter]
    let inspectables: [String: InterfaceBuilderKeySetter]
    let actions: [String: Selector]

    /// The keys of `owner`: outlets and outlet collections by property name, inspectable
    /// properties (and other key paths user-defined runtime attributes set) by key path, and
    /// actions by their Objective-C selector (`flipCard:`, `touchCardWithSender:`).
    public init<Owner: AnyObject>(for owner: Owner.Type, outlets: [InterfaceBuilderKey<Owner>] = [],
                                  inspectables: [InterfaceBuilderKey<Owner>] = [], actions: [String: Selector] = [:]) {
        self.owner = ObjectIdentifier(owner)
        ownerName = String(describing: owner)
        var single: [String: InterfaceBuilderKeySetter] = [:]
        var collections: [String: InterfaceBuilderKeySetter] = [:]
        for key in outlets {
            if key.isCollection { collections[key.name] = key.setter } else { single[key.name] = key.setter }
        }
        self.outlets = single
        outletCollections = collections
        self.inspectables = Dictionary(inspectables.map { ($0.name, $0.setter) }, uniquingKeysWith: { _, last in last })
        self.actions = actions
    }
}

/// Lookups across the tables that apply to an object, its own class's first. Plain loops,
/// not `lazy.compactMap`: an escaping closure made on the main actor checks at each call
/// that it runs there, a few hundred instructions for every outlet and attribute set.
@MainActor
extension [InterfaceBuilderKeys] {
    /// The setter of the outlet `name`.
    func outlet(_ name: String) -> InterfaceBuilderKeySetter? {
        for table in self { if let setter = table.outlets[name] { return setter } }
        return nil
    }

    /// The setter of the outlet collection `name`.
    func outletCollection(_ name: String) -> InterfaceBuilderKeySetter? {
        for table in self { if let setter = table.outletCollections[name] { return setter } }
        return nil
    }

    /// The setter of the inspectable property (or runtime attribute) at `keyPath`.
    func inspectable(_ keyPath: String) -> InterfaceBuilderKeySetter? {
        for table in self { if let setter = table.inspectables[keyPath] { return setter } }
        return nil
    }

    /// The action with the Objective-C selector name `name`.
    func action(_ name: String) -> Selector? {
        for table in self { if let selector = table.actions[name] { return selector } }
        return nil
    }
}

/// How one key is set: the value's type (for messages) and a function that sets it on an
/// instance, returning false when the value is not of that type.
struct InterfaceBuilderKeySetter {
    var typeName: String
    var set: @MainActor (AnyObject, Any?) -> Bool
}

/// One outlet, outlet collection or inspectable property of `Owner`, as a writable key path.
@MainActor
public struct InterfaceBuilderKey<Owner: AnyObject> {
    let name: String
    let isCollection: Bool
    let setter: InterfaceBuilderKeySetter

    private init<Value>(name: String, isCollection: Bool, keyPath: ReferenceWritableKeyPath<Owner, Value>,
                        convert: @escaping (Any?) -> Value?) {
        self.name = name
        self.isCollection = isCollection
        setter = InterfaceBuilderKeySetter(typeName: String(describing: Value.self)) { object, value in
            guard let owner = object as? Owner, let converted = convert(value) else { return false }
            owner[keyPath: keyPath] = converted
            return true
        }
    }

    /// An outlet: the storyboard's `<outlet property="name">` sets the property to the
    /// destination object, which must be of the property's type (`UILabel!`, `FaceView?`).
    public static func outlet<Value>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, Value>) -> Self {
        Self(name: name, isCollection: false, keyPath: keyPath) { InterfaceBuilderValue.convert($0, to: Value.self) }
    }

    /// An outlet collection: each `<outletCollection property="name">` appends its
    /// destination to the array, in the document's order.
    public static func outletCollection<Element>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, [Element]>) -> Self {
        Self(collection: name, keyPath: keyPath)
    }

    /// An outlet collection declared `[Element]!` or `[Element]?`, as `@IBOutlet var
    /// cardButtons: [UIButton]!` is: the first destination makes the array.
    public static func outletCollection<Element>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, [Element]?>) -> Self {
        Self(optionalCollection: name, keyPath: keyPath)
    }

    private init<Element>(optionalCollection name: String, keyPath: ReferenceWritableKeyPath<Owner, [Element]?>) {
        self.name = name
        isCollection = true
        setter = InterfaceBuilderKeySetter(typeName: String(describing: Element.self)) { object, value in
            guard let owner = object as? Owner, let element = value as? Element else { return false }
            owner[keyPath: keyPath] = (owner[keyPath: keyPath] ?? []) + [element]
            return true
        }
    }

    private init<Element>(collection name: String, keyPath: ReferenceWritableKeyPath<Owner, [Element]>) {
        self.name = name
        isCollection = true
        setter = InterfaceBuilderKeySetter(typeName: String(describing: Element.self)) { object, value in
            guard let owner = object as? Owner, let element = value as? Element else { return false }
            owner[keyPath: keyPath].append(element)
            return true
        }
    }

    /// An inspectable property (`@IBInspectable`), or any property a user-defined runtime
    /// attribute sets by this key path. Numbers convert to the property's numeric type.
    public static func inspectable<Value>(_ name: String, _ keyPath: ReferenceWritableKeyPath<Owner, Value>) -> Self {
        Self(name: name, isCollection: false, keyPath: keyPath) { InterfaceBuilderValue.convert($0, to: Value.self) }
    }
}
