import Foundation

/// An accessibility element that is not a view: a part of a view that draws several things
/// itself (the cards of a game drawn in one view, the bars of a chart), which the view lists
/// in its `accessibilityElements`.
///
/// Give it a label, traits and a place: ``accessibilityFrameInContainerSpace`` follows its
/// container view as the view moves, while ``accessibilityFrame`` is fixed in screen
/// coordinates.
@preconcurrency @MainActor
open class UIAccessibilityElement: NSObject, UIAccessibilityIdentification {
    /// The values set on the element.
    let storage = AccessibilityAttributes()

    /// An element inside `container`: the view (or element) whose `accessibilityElements`
    /// lists it.
    public init(accessibilityContainer container: Any) {
        accessibilityContainerStorage = container as AnyObject
        super.init()
    }

    private weak var accessibilityContainerStorage: AnyObject?

    /// The view or element holding this element; held weakly, as the container holds its elements.
    open var accessibilityContainer: Any? {
        get { accessibilityContainerStorage }
        set { accessibilityContainerStorage = newValue.map { $0 as AnyObject } }
    }

    /// Whether a screen reader reads this element; true by default (an element made only
    /// to hold others sets it false).
    open var isAccessibilityElement: Bool {
        get { storage.isElement ?? true }
        set { storage.isElement = newValue }
    }

    /// A short, localized name for the element; nil by default.
    open var accessibilityLabel: String? {
        get { storage.label }
        set { storage.label = newValue }
    }

    /// What activating the element does; nil by default.
    open var accessibilityHint: String? {
        get { storage.hint }
        set { storage.hint = newValue }
    }

    /// The element's current value; nil by default.
    open var accessibilityValue: String? {
        get { storage.value }
        set { storage.value = newValue }
    }

    /// A name for finding the element in tests, never read aloud; nil by default.
    open var accessibilityIdentifier: String? {
        get { storage.identifier }
        set { storage.identifier = newValue }
    }

    /// What kind of element this is; none by default.
    open var accessibilityTraits: UIAccessibilityTraits {
        get { storage.traits ?? .none }
        set { storage.traits = newValue }
    }

    /// The element's frame in its container view's coordinates; when set, it wins over
    /// ``accessibilityFrame`` and follows the container as it moves. `.zero` by default.
    open var accessibilityFrameInContainerSpace: CGRect = .zero

    /// The element's frame in screen coordinates: ``accessibilityFrameInContainerSpace``
    /// converted through the nearest view among its containers when that is set, else the
    /// frame set here (`.zero` by default).
    open var accessibilityFrame: CGRect {
        get {
            if accessibilityFrameInContainerSpace != .zero, let view = containerView {
                return view.convert(accessibilityFrameInContainerSpace, to: nil)
            }
            return storage.frame ?? .zero
        }
        set { storage.frame = newValue }
    }

    /// The first view up the chain of containers (an element may sit in another element).
    private var containerView: UIView? {
        var container = accessibilityContainer
        for _ in 0..<Self.containerDepthLimit {
            if let view = container as? UIView { return view }
            guard let element = container as? UIAccessibilityElement else { return nil }
            container = element.accessibilityContainer
        }
        Diagnostics.warn("UIAccessibilityElement: its containers go round in a circle, so it has no place on screen",
                         once: "UIAccessibilityElement.containerCycle")
        return nil
    }

    /// How many containers up a view is looked for: far more than any real nesting, and a
    /// guard against an element that contains itself.
    private static let containerDepthLimit = 64

    /// The element's outline in screen coordinates; nil by default.
    open var accessibilityPath: UIBezierPath? {
        get { storage.path }
        set { storage.path = newValue }
    }

    /// Where activating the element touches it: the middle of ``accessibilityFrame`` by default.
    open var accessibilityActivationPoint: CGPoint {
        get {
            if let point = storage.activationPoint { return point }
            let frame = accessibilityFrame
            return CGPoint(x: frame.midX, y: frame.midY)
        }
        set { storage.activationPoint = newValue }
    }

    /// The BCP 47 language of the element's text; nil means the app's.
    open var accessibilityLanguage: String? {
        get { storage.language }
        set { storage.language = newValue }
    }

    /// Whether a screen reader skips this element and those inside it; false by default.
    open var accessibilityElementsHidden: Bool {
        get { storage.elementsHidden }
        set { storage.elementsHidden = newValue }
    }

    /// Whether a screen reader ignores this element's siblings; false by default.
    open var accessibilityViewIsModal: Bool {
        get { storage.viewIsModal }
        set { storage.viewIsModal = newValue }
    }

    /// Whether the elements inside this one are read together; false by default.
    open var shouldGroupAccessibilityChildren: Bool {
        get { storage.groupsChildren }
        set { storage.groupsChildren = newValue }
    }

    /// The elements inside this one, in reading order, when it is a container; nil by default.
    open var accessibilityElements: [Any]? {
        get { storage.elements }
        set { storage.elements = newValue }
    }

    /// How many elements this one contains.
    open func accessibilityElementCount() -> Int {
        accessibilityElements?.count ?? 0
    }

    /// The contained element at `index`; nil out of range.
    open func accessibilityElement(at index: Int) -> Any? {
        guard let elements = accessibilityElements, elements.indices.contains(index) else { return nil }
        return elements[index]
    }

    /// Where `element` is among the contained elements, or `NSNotFound`.
    open func index(ofAccessibilityElement element: Any) -> Int {
        AccessibilityDefaults.index(of: element, in: accessibilityElements)
    }

    /// Called when a screen reader user activates the element; false (not handled) by default.
    open func accessibilityActivate() -> Bool {
        false
    }

    /// Steps an `.adjustable` element up; does nothing by default.
    open func accessibilityIncrement() {}

    /// Steps an `.adjustable` element down; does nothing by default.
    open func accessibilityDecrement() {}

    /// Actions a screen reader offers besides activation; nil by default.
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]? {
        get { storage.customActions }
        set { storage.customActions = newValue }
    }

    /// Whether the element does something when touched: by default, whether it has the
    /// `.button` or `.adjustable` trait.
    open var accessibilityRespondsToUserInteraction: Bool {
        get { storage.respondsToUserInteraction ?? !accessibilityTraits.intersection([.button, .adjustable, .link]).isEmpty }
        set { storage.respondsToUserInteraction = newValue }
    }
}
