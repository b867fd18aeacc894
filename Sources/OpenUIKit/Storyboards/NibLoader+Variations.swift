import Foundation

/// Recording an instantiation's size-class variations once every object and constraint
/// exists, and resolving them for the first time.
extension NibLoader {
    /// Builds the ``NibSizeClassVariations`` of what this instantiation made (nothing when
    /// nothing varies), resolves it against the traits its views have now (a view not yet
    /// in a window predicts its future window's: the key window's) and gives it to the
    /// top-level views, which resolve it again when they join a window and whenever the
    /// size classes change.
    func makeSizeClassVariations() {
        defer {
            variationWork = []
            variedConstraints = []
        }
        guard !variationWork.isEmpty || !variedConstraints.isEmpty else { return }
        var attributes: [NibSizeClassVariations.AttributeEntry] = []
        var subviews: [NibSizeClassVariations.SubviewEntry] = []
        for (view, element) in variationWork {
            let list = variations(of: element)
            if let entry = attributeEntry(view, element, list) { attributes.append(entry) }
            if let entry = subviewEntry(view, element, list) { subviews.append(entry) }
        }
        var ownerVariations: [String: [IBVariation]] = [:]
        let constraints = variedConstraints.map { made -> NibSizeClassVariations.ConstraintEntry in
            let ownerID = made.owner.id ?? ""
            if ownerVariations[ownerID] == nil { ownerVariations[ownerID] = variations(of: made.owner) }
            let own = variations(of: made.element)
            for variation in own {
                for key in variation.attributeOverrides.keys.sorted() where key != "constant" {
                    warn("a constraint's variation sets \(key)=, which OpenUIKit does not change per size class (only constant); it is ignored", at: made.element)
                }
            }
            return NibSizeClassVariations.ConstraintEntry(id: made.element.id, constraint: made.constraint, baseConstant: made.constraint.constant,
                                                          variations: own, ownerVariations: ownerVariations[ownerID] ?? [])
        }
        let roots = madeViews.filter { $0.superview == nil }
        let record = NibSizeClassVariations(document: document, bundle: bundle, attributes: attributes, subviews: subviews, constraints: constraints)
        record.resolve(for: roots.first?.traitCollection ?? UIView.predictedTraitCollection)
        for root in roots { root.sizeClassVariations = record }
    }

    /// The readable variations of `element`; one with a key that names no size classes is
    /// reported (file, line) and left out.
    private func variations(of element: IBElement) -> [IBVariation] {
        IBVariation.readable(of: element) { warn($0.description) }
    }

    /// The view's attributes its variations change, with their values now; a key nothing
    /// here can change per size class is reported.
    private func attributeEntry(_ view: UIView, _ element: IBElement, _ list: [IBVariation]) -> NibSizeClassVariations.AttributeEntry? {
        var keys: [String] = []
        for variation in list {
            let written = variation.attributeOverrides.keys.sorted() + variation.elementOverrides.compactMap(\.key)
            for key in written where !keys.contains(key) && !NibVariationAttribute.designTimeKeys.contains(key) { keys.append(key) }
            for child in variation.elementOverrides where child.key == nil {
                warn("a <variation> holds a <\(child.name)> without key=, which it cannot override; it is ignored", at: child)
            }
        }
        var attributes: [(attribute: NibVariationAttribute, base: Any)] = []
        for key in keys {
            guard let attribute = NibVariationAttribute.entry(for: key, of: view), let base = attribute.read(view) else {
                warn("a size-class variation of this \(type(of: view)) sets \"\(MessageText.quoted(key))\", which OpenUIKit does not change per size class; it keeps its value", at: element)
                continue
            }
            attributes.append((attribute, base))
        }
        guard !attributes.isEmpty else { return nil }
        return NibSizeClassVariations.AttributeEntry(view: view, element: element, variations: list, attributes: attributes)
    }

    /// The view's subviews its `<mask key="subviews">`s install per size class; a reference
    /// to what is not one of its subviews is reported.
    private func subviewEntry(_ view: UIView, _ element: IBElement, _ list: [IBVariation]) -> NibSizeClassVariations.SubviewEntry? {
        let named = list.flatMap { $0.excludedSubviews + $0.includedSubviews }
        guard !named.isEmpty else { return nil }
        let siblingIDs = (element.child("subviews")?.children ?? []).compactMap(\.id)
        var managed: [String: UIView] = [:]
        for id in named where managed[id] == nil {
            guard siblingIDs.contains(id), let subview = objects[id] as? UIView else {
                warn("a subview mask names \"\(MessageText.quoted(id))\", which is not a subview of this view; it is ignored", at: element)
                continue
            }
            managed[id] = subview
        }
        guard !managed.isEmpty else { return nil }
        let siblings = siblingIDs.compactMap { objects[$0] as? UIView }.map { NibSizeClassVariations.WeakView(view: $0) }
        return NibSizeClassVariations.SubviewEntry(superview: view, siblings: siblings, managed: managed, variations: list)
    }
}
