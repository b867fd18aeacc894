import Foundation

/// The size-class variations of one instantiation's views (a scene's view hierarchy, a xib,
/// a prototype cell), read once at load and applied again whenever the size classes of the
/// traits reaching the hierarchy change, with no second read of the file.
///
/// What a variation carries, as Interface Builder writes it:
/// - attributes and keyed children of a view (`hidden`, `axis`, a `<fontDescription>`: the
///   list is ``NibVariationAttribute``), laid over the view's element: the `default`
///   variation first, then the matching ones from the least to the most specific, so
///   `heightClass=compact-widthClass=compact` wins over `heightClass=compact`;
/// - a constraint's `constant` (`<variation … constant="10"/>` inside the `<constraint>`);
/// - masks on the view that owns constraints or subviews: `<mask key="constraints">` and
///   `<mask key="subviews">` whose `<exclude>`s take out and `<include>`s put back what the
///   owner lists, `default` first (what the any-width, any-height layout leaves out), then
///   the matching size classes.
///
/// A subview not installed for the current size classes is out of the hierarchy, kept here
/// and put back in its place among its siblings (as an arranged view, in a stack view) when
/// the classes call for it; a constraint not installed is inactive, and so is one whose items
/// are not in one hierarchy (a constraint on an uninstalled view). Values change only when
/// the variations that decide them change, so what an app sets in code stays until the size
/// classes change what the storyboard gives that value.
///
/// The record is kept by the instantiation's top-level views, which resolve it before their
/// subtree hears of new traits (``SizeClassVariations``): at load against the traits a view
/// not in a window predicts (the key window's), again when the hierarchy joins its window,
/// and on every change of size class (a live resize across the boundary).
@MainActor
final class NibSizeClassVariations: SizeClassVariations {
    /// A view whose own attributes vary (weakly: the top-level views keep the record, and
    /// may be among these; an uninstalled view is kept by its `SubviewEntry`).
    struct AttributeEntry {
        weak var view: UIView?
        let element: IBElement
        let variations: [IBVariation]
        /// The entries of the keys its variations change, with the value each had at load.
        let attributes: [(attribute: NibVariationAttribute, base: Any)]
    }

    /// A view whose subviews are installed per size class.
    struct SubviewEntry {
        weak var superview: UIView?
        /// Its subviews in document order (weakly: those installed live in the hierarchy).
        let siblings: [WeakView]
        /// The subviews some mask names, by id (strongly: they may be out of the hierarchy).
        let managed: [String: UIView]
        let variations: [IBVariation]
    }

    /// A constraint, its owner's masks and its own constant variations.
    struct ConstraintEntry {
        let id: String?
        let constraint: NSLayoutConstraint
        let baseConstant: CGFloat
        /// The `<constraint>`'s own variations (`constant=`).
        let variations: [IBVariation]
        /// The variations of the view whose `<constraints>` list it (its masks).
        let ownerVariations: [IBVariation]
    }

    /// A weak reference to a view, for lists that must not keep views alive.
    struct WeakView {
        weak var view: UIView?
    }

    /// The size classes a variation key can name, as the traits give them.
    typealias SizeClasses = (width: IBVariation.SizeClass?, height: IBVariation.SizeClass?)

    let document: IBDocument
    let bundle: Bundle?
    private(set) var attributeEntries: [AttributeEntry]
    private(set) var subviewEntries: [SubviewEntry]
    private(set) var constraintEntries: [ConstraintEntry]

    /// The size classes last resolved for; nil before the first resolution.
    private(set) var resolvedClasses: SizeClasses?
    /// For each managed value, the variations that decided it last time, so a value is
    /// written only when they change.
    private var deciders: [String: [Int]] = [:]
    private var constantDeciders: [ObjectIdentifier: [Int]] = [:]
    /// Whether each subview and constraint was last left installed.
    private var installedSubviews: [ObjectIdentifier: Bool] = [:]
    private var activeConstraints: [ObjectIdentifier: Bool] = [:]

    init(document: IBDocument, bundle: Bundle?, attributes: [AttributeEntry], subviews: [SubviewEntry], constraints: [ConstraintEntry]) {
        self.document = document
        self.bundle = bundle
        attributeEntries = attributes
        subviewEntries = subviews
        constraintEntries = constraints
    }

    /// The size classes variations are matched against: a size class the traits leave
    /// unspecified (a view in no window, with no key window to predict from) counts as
    /// regular, the class of a full-screen desktop window (and of an iPad's full screen);
    /// the view resolves again when it joins its window.
    static func sizeClasses(of traits: UITraitCollection) -> SizeClasses {
        func convert(_ sizeClass: UIUserInterfaceSizeClass) -> IBVariation.SizeClass {
            sizeClass == .compact ? .compact : .regular
        }
        return (convert(traits.horizontalSizeClass), convert(traits.verticalSizeClass))
    }

    // MARK: Resolving

    func resolve(for traits: UITraitCollection) {
        resolve(Self.sizeClasses(of: traits))
    }

    /// Applies the variations for `classes` unless they were the last applied. Subviews
    /// first, so constraints see the hierarchy they will be in, then attributes, then
    /// constraints.
    func resolve(_ classes: SizeClasses) {
        if let resolvedClasses, resolvedClasses == classes { return }
        resolvedClasses = classes
        for entry in subviewEntries { resolveSubviews(entry, classes) }
        for (index, entry) in attributeEntries.enumerated() { resolveAttributes(entry, index: index, classes) }
        var activating: [NSLayoutConstraint] = []
        for entry in constraintEntries {
            if let constraint = resolveConstraint(entry, classes) { activating.append(constraint) }
        }
        NSLayoutConstraint.activate(activating)
    }

    /// The matching variations, least specific first (document order among equals), with
    /// their indexes in `variations`.
    static func matching(_ variations: [IBVariation], _ classes: SizeClasses) -> [(index: Int, variation: IBVariation)] {
        variations.enumerated()
            .filter { $0.element.matches(width: classes.width, height: classes.height) }
            .sorted { ($0.element.specificity, $0.offset) < ($1.element.specificity, $1.offset) }
            .map { (index: $0.offset, variation: $0.element) }
    }

    /// Which of `ids` are installed: all but those the matching masks take out, in order.
    static func installed(_ ids: [String], _ matching: [(index: Int, variation: IBVariation)],
                          excluded: (IBVariation) -> [String], included: (IBVariation) -> [String]) -> Set<String> {
        var result = Set(ids)
        for (_, variation) in matching {
            result.subtract(excluded(variation))
            result.formUnion(included(variation))
        }
        return result
    }

    private func resolveSubviews(_ entry: SubviewEntry, _ classes: SizeClasses) {
        guard let superview = entry.superview else { return }
        let matching = Self.matching(entry.variations, classes)
        let wanted = Self.installed(Array(entry.managed.keys), matching, excluded: \.excludedSubviews, included: \.includedSubviews)
        // Removals first, so the siblings that stay are there to place the arrivals among.
        for (id, view) in entry.managed where !wanted.contains(id) && installedSubviews[ObjectIdentifier(view)] != false {
            installedSubviews[ObjectIdentifier(view)] = false
            if view.superview === superview { view.removeFromSuperview() }
        }
        for (id, view) in entry.managed.sorted(by: { $0.key < $1.key }) where wanted.contains(id) && installedSubviews[ObjectIdentifier(view)] != true {
            installedSubviews[ObjectIdentifier(view)] = true
            if view.superview !== superview { install(view, in: superview, siblings: entry.siblings.compactMap(\.view)) }
        }
    }

    /// Puts `view` back among `siblings` (document order): before the first later sibling
    /// that is there, in the arranged views too for a stack view.
    private func install(_ view: UIView, in superview: UIView, siblings: [UIView]) {
        let position = siblings.firstIndex { $0 === view } ?? siblings.count
        let earlier = siblings[..<position]
        let later = siblings[min(position + 1, siblings.count)...]
        if let stack = superview as? UIStackView {
            let index = stack.arrangedSubviews.filter { arranged in earlier.contains { $0 === arranged } }.count
            stack.insertArrangedSubview(view, at: index)
        } else if let next = later.first(where: { $0.superview === superview }) {
            superview.insertSubview(view, belowSubview: next)
        } else {
            superview.addSubview(view)
        }
    }

    private func resolveAttributes(_ entry: AttributeEntry, index: Int, _ classes: SizeClasses) {
        guard let view = entry.view else { return }
        let matching = Self.matching(entry.variations, classes)
        var overlaid: IBElement?
        for (attribute, base) in entry.attributes {
            let deciding = matching.filter { Self.carries($0.variation, attribute.key) }.map(\.index)
            let record = "a\(index).\(attribute.key)"
            if let last = deciders[record], last == deciding { continue }
            deciders[record] = deciding
            guard !deciding.isEmpty else {
                attribute.write(view, base)
                continue
            }
            let element = overlaid ?? Self.overlay(entry.element, with: matching.map(\.variation))
            overlaid = element
            let coder = NibCoder(element: element, loader: NibLoader(document: document, bundle: bundle, storyboard: nil))
            attribute.write(view, attribute.decode(coder) ?? base)
        }
    }

    /// Whether `variation` sets `key`, as an attribute or as a keyed child.
    static func carries(_ variation: IBVariation, _ key: String) -> Bool {
        variation.attributeOverrides[key] != nil || variation.elementOverrides.contains { $0.key == key }
    }

    /// `element` with each variation's attributes and keyed children laid over it in turn.
    static func overlay(_ element: IBElement, with variations: [IBVariation]) -> IBElement {
        var result = element
        for variation in variations {
            for (name, value) in variation.attributeOverrides { result.attributes[name] = value }
            for child in variation.elementOverrides {
                result.children.removeAll { $0.name == child.name && $0.key == child.key }
                result.children.append(child)
            }
        }
        return result
    }

    /// Sets the constraint's constant and deactivates it as its variations say; returns it
    /// when it is to be activated.
    private func resolveConstraint(_ entry: ConstraintEntry, _ classes: SizeClasses) -> NSLayoutConstraint? {
        let constraint = entry.constraint
        let ownVariations = Self.matching(entry.variations, classes).filter { $0.variation.attributeOverrides["constant"] != nil }
        let key = ObjectIdentifier(constraint)
        let deciding = ownVariations.map(\.index)
        if constantDeciders[key] != deciding {
            constantDeciders[key] = deciding
            let written = ownVariations.last.flatMap { $0.variation.attributeOverrides["constant"] }
            if let written, IBElement.finiteNumber(written) == nil {
                Diagnostics.warn("the constraint \(entry.id ?? "?")'s variation has constant=\"\(MessageText.quoted(written))\", which is not a finite number; its own constant is kept",
                                 once: "variation constant \(entry.id ?? "?")")
            }
            constraint.constant = written.flatMap(IBElement.finiteNumber).map { CGFloat($0) } ?? entry.baseConstant
        }
        var wanted = true
        if let id = entry.id {
            let owner = Self.matching(entry.ownerVariations, classes)
            wanted = Self.installed([id], owner, excluded: \.excludedConstraints, included: \.includedConstraints).contains(id)
        }
        wanted = wanted && Self.inOneHierarchy(constraint)
        guard activeConstraints[key] != wanted else { return nil }
        activeConstraints[key] = wanted
        if !wanted {
            constraint.isActive = false
            return nil
        }
        return constraint.isActive ? nil : constraint
    }

    /// Whether the constraint's items share a root view (a view not installed has left it).
    static func inOneHierarchy(_ constraint: NSLayoutConstraint) -> Bool {
        func root(_ item: AnyObject?) -> UIView? {
            var view = (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
            while let parent = view?.superview { view = parent }
            return view
        }
        guard let first = root(constraint.firstItem) else { return false }
        guard constraint.secondItem != nil else { return true }
        return root(constraint.secondItem) === first
    }
}
