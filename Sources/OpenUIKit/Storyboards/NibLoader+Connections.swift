import Foundation

/// The steps after every object exists: constraints, runtime attributes and connections.
extension NibLoader {
    // MARK: Constraints

    func makeConstraints() {
        var made: [(constraint: NSLayoutConstraint, element: IBElement, owner: IBElement)] = []
        for element in constraintWork {
            guard let list = attempt({ () throws(IBError) in try document.readings.constraints(ownedBy: element) }) else { continue }
            // The list reader refuses any child that is not a <constraint>, so the two
            // sequences pair up one to one.
            for (constraint, child) in zip(list, element.child("constraints")?.children ?? []) where !constraint.isPlaceholder {
                if let result = makeConstraint(constraint) { made.append((result, child, element)) }
            }
        }
        constraintWork = []
        // With size-class variations anywhere in the instantiation, which constraints are
        // active is theirs to say (a constraint on a view they uninstall must wait too).
        let varies = !variationWork.isEmpty || made.contains { $0.element.child("variation") != nil }
        if varies {
            variedConstraints = made
        } else {
            // A loop, not `map(\.constraint)`: the key path's function checks the executor
            // for every element.
            var constraints: [NSLayoutConstraint] = []
            constraints.reserveCapacity(made.count)
            for entry in made { constraints.append(entry.constraint) }
            NSLayoutConstraint.activate(constraints)
        }
    }

    /// One constraint; activating it installs it on its items' nearest common ancestor,
    /// which is the view Interface Builder lists it under.
    private func makeConstraint(_ constraint: IBConstraint) -> NSLayoutConstraint? {
        guard let first = constraintItem(constraint.firstItem, of: constraint),
              let firstAttribute = NibLoader.attribute(constraint.firstAttribute) else { return nil }
        var second: AnyObject?
        var secondAttribute = NSLayoutConstraint.Attribute.notAnAttribute
        if let secondID = constraint.secondItem {
            guard let found = constraintItem(secondID, of: constraint) else { return nil }
            second = found
            secondAttribute = constraint.secondAttribute.flatMap(NibLoader.attribute) ?? firstAttribute
        }
        let relation: NSLayoutConstraint.Relation = switch constraint.relation {
        case .lessThanOrEqual: .lessThanOrEqual
        case .equal: .equal
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        // The items are objects already: the designated initializer, not the `Any` one,
        // which boxed each item to cast it back (a sixth of making a constraint).
        let result = NSLayoutConstraint(first: first, firstAttribute, relation, second: second, secondAttribute,
                                        multiplier: CGFloat(constraint.multiplier), constant: CGFloat(constraint.constant))
        result.priority = UILayoutPriority(rawValue: constraint.priority)
        result.identifier = constraint.identifier
        return result
    }

    /// The view or layout guide `id` names, for `constraint`; nil, reported, for anything else.
    /// (A method, not a function local to `makeConstraint`: a local function made on the
    /// main actor checks the executor at each call.)
    private func constraintItem(_ id: String, of constraint: IBConstraint) -> AnyObject? {
        guard let object = objects[id], object is UIView || object is UILayoutGuide else {
            warn("<constraint id=\"\(MessageText.quoted(constraint.id ?? ""))\"> at line \(constraint.location.line) of \(fileName) names \"\(MessageText.quoted(id))\", which is not a view or layout guide of this file; the constraint is left out")
            return nil
        }
        return object
    }

    static func attribute(_ attribute: IBConstraint.Attribute) -> NSLayoutConstraint.Attribute? {
        switch attribute {
        case .left: .left
        case .right: .right
        case .top: .top
        case .bottom: .bottom
        case .leading: .leading
        case .trailing: .trailing
        case .width: .width
        case .height: .height
        case .centerX: .centerX
        case .centerY: .centerY
        case .baseline: .lastBaseline
        case .firstBaseline: .firstBaseline
        case .leftMargin: .leftMargin
        case .rightMargin: .rightMargin
        case .topMargin: .topMargin
        case .bottomMargin: .bottomMargin
        case .leadingMargin: .leadingMargin
        case .trailingMargin: .trailingMargin
        case .centerXWithinMargins: .centerXWithinMargins
        case .centerYWithinMargins: .centerYWithinMargins
        }
    }

    // MARK: Runtime attributes

    func applyRuntimeAttributes(of element: IBElement, to object: AnyObject) {
        guard let list = element.child("userDefinedRuntimeAttributes") else { return }
        guard let attributes = attempt({ () throws(IBError) in
            try document.readings.runtimeAttributes(of: element, resources: document.resources)
        }) else { return }
        for (index, attribute) in attributes.enumerated() {
            let place = list.children.indices.contains(index) ? list.children[index] : element
            let value = runtimeValue(attribute.value, at: place)
            let tables = InterfaceBuilderKeys.tables(for: object)
            guard let setter = tables.inspectable(attribute.keyPath) else {
                warn("\(type(of: object)) declares no key \"\(MessageText.quoted(attribute.keyPath))\" for the runtime attribute of object \(element.id ?? "?") (this class is not key value coding-compliant for the key; list it in its InterfaceBuilderKeyed table)", at: place)
                continue
            }
            if !setter.set(object, value) {
                warn("the runtime attribute \"\(MessageText.quoted(attribute.keyPath))\" of object \(element.id ?? "?") holds \(value.map { "\(type(of: $0))" } ?? "nil"), which is not \(setter.typeName)", at: place)
            }
        }
    }

    private func runtimeValue(_ value: IBRuntimeAttribute.Value, at element: IBElement) -> Any? {
        switch value {
        case .boolean(let flag): flag
        case .integer(let number): number
        case .real(let number): number
        case .string(let text): text
        case .color(let color): uiColor(color, at: element)
        case .size(let size): size
        case .point(let point): point
        case .rect(let rect): rect
        case .range(let location, let length): NSRange(location: location, length: length)
        case .image(let name): image(named: name, at: element)
        case .nil: nil
        }
    }

    // MARK: Connections

    func connect(_ element: IBElement) {
        guard let sourceID = element.id else { return }
        guard let connections = attempt({ () throws(IBError) in try document.readings.connections(of: element) }) else { return }
        for connection in connections {
            let destinationID = connection.destination
            guard let source = objects[sourceID] else { continue }
            if case .segue(let segue) = connection {
                if made(sourceID) { connectSegue(segue, from: source) }
                continue
            }
            // A storyboard controller's connections into its view wait for the view load,
            // which makes them; the controller-level ones are made when it is.
            if isDeferred(destinationID) { continue }
            if !made(sourceID), !made(destinationID) { continue }
            guard let destination = objects[destinationID] else {
                // An action to the First Responder, or to an object this instantiation does
                // not make (a prototype cell's button sending to the scene's controller):
                // UIKit's compiled nib sends both to nil, up the responder chain.
                if case .action(let action) = connection, document.element(withID: destinationID) != nil {
                    connectToResponderChain(action, from: source, at: element)
                    continue
                }
                warn("a connection of object \(sourceID) names \"\(MessageText.quoted(destinationID))\", which this file does not make; it is not connected", at: element)
                continue
            }
            connect(connection, from: source, to: destination, at: element)
        }
    }

    private func connect(_ connection: IBConnection, from source: AnyObject, to destination: AnyObject, at element: IBElement) {
        let tables = InterfaceBuilderKeys.tables(for: source)
        switch connection {
        case .outlet(let outlet):
            guard let setter = tables.outlet(outlet.property) else {
                warn("\(type(of: source)) (object \(outlet.source)) is not key value coding-compliant for the key \"\(MessageText.quoted(outlet.property))\": it declares no such outlet in an InterfaceBuilderKeyed table", at: element)
                return
            }
            if !setter.set(source, destination) {
                warn("the outlet \"\(MessageText.quoted(outlet.property))\" of \(type(of: source)) (object \(outlet.source)) is \(setter.typeName), which \(type(of: destination)) (object \(outlet.destination)) is not", at: element)
            }
        case .outletCollection(let collection):
            guard let setter = tables.outletCollection(collection.property) else {
                warn("\(type(of: source)) (object \(collection.source)) is not key value coding-compliant for the key \"\(MessageText.quoted(collection.property))\": it declares no such outlet collection", at: element)
                return
            }
            if !setter.set(source, destination) {
                warn("the outlet collection \"\(MessageText.quoted(collection.property))\" of \(type(of: source)) holds \(setter.typeName), which \(type(of: destination)) (object \(collection.destination)) is not", at: element)
            }
        case .action(let action):
            let targetTables = InterfaceBuilderKeys.tables(for: destination)
            guard let selector = targetTables.action(action.selector) else {
                warn("\(type(of: destination)) (object \(action.destination)) declares no action \"\(MessageText.quoted(action.selector))\" in an InterfaceBuilderKeyed table; the action is not connected", at: element)
                return
            }
            attach(selector, target: destination, of: action, from: source, at: element)
        case .segue(let segue):
            connectSegue(segue, from: source)
        }
    }

    /// `action` sent to nil: the first responder up the chain with a method of its name
    /// (in its `InterfaceBuilderKeyed` tables) performs it.
    private func connectToResponderChain(_ action: IBConnection.Action, from source: AnyObject, at element: IBElement) {
        let name = action.selector
        let selector = Selector(actionNamed: name) { target in
            InterfaceBuilderKeys.tables(for: target).action(name)
        }
        attach(selector, target: nil, of: action, from: source, at: element)
    }

    /// Makes `source` send `selector` to `target` (nil: up the responder chain) as `action`
    /// says: a control for its event, a bar button item when tapped, a recognizer as it
    /// changes (which needs a target object, as UIKit's `addTarget(_:action:)` does).
    private func attach(_ selector: Selector, target: AnyObject?, of action: IBConnection.Action, from source: AnyObject,
                        at element: IBElement) {
        switch source {
        case let recognizer as UIGestureRecognizer where target != nil:
            recognizer.addTarget(target!, action: selector)
        case let control as UIControl:
            control.addTarget(target, action: selector, for: NibLoader.controlEvent(action.eventType))
        case let item as UIBarButtonItem:
            item.target = target
            item.action = selector
        default:
            let what = source is UIGestureRecognizer ? "cannot send it up the responder chain" : "sends no actions"
            warn("\(type(of: source)) (object \(action.source)) \(what); \"\(MessageText.quoted(action.selector))\" is not connected", at: element)
        }
    }

    /// A segue a control or a bar button item triggers (checked with the controller's
    /// `shouldPerformSegue`), or an embed segue, run now, while the container's view loads.
    /// A controller's own segues wait for `performSegue(withIdentifier:sender:)`.
    private func connectSegue(_ segue: IBSegue, from source: AnyObject) {
        guard let controller = sceneController, source !== controller else { return }
        if let item = source as? UIBarButtonItem {
            // The item is the sender, as in UIKit; a popover points at it.
            item.primaryAction = UIAction { [weak controller, weak item] _ in
                guard let controller, let item else { return }
                if controller.shouldPerformSegue(withIdentifier: segue.identifier ?? "", sender: item) {
                    controller.runStoryboardSegue(segue, sender: item, container: nil)
                }
            }
        } else if segue.kind == .embed, let container = source as? UIView {
            controller.runStoryboardSegue(segue, sender: nil, container: container)
        } else if let control = source as? UIControl {
            control.addAction(UIAction { [weak controller, weak control] _ in
                guard let controller, let control else { return }
                if controller.shouldPerformSegue(withIdentifier: segue.identifier ?? "", sender: control) {
                    controller.runStoryboardSegue(segue, sender: control, container: nil)
                }
            }, for: .touchUpInside)
        } else if let cell = source as? UITableViewCell {
            cell.connectStoryboardSegue(segue, controller: controller)
        } else if let cell = source as? UICollectionViewCell {
            cell.connectStoryboardSegue(segue, controller: controller)
        } else {
            warn("a segue from \(type(of: source)) (object \(segue.source)) is not triggered: only controls, bar button items, table and collection cells and container views trigger segues here")
        }
    }

    /// Interface Builder's `eventType=` names, as `UIControl.Event`s.
    static func controlEvent(_ name: String?) -> UIControl.Event {
        switch name {
        case "touchDown": .touchDown
        case "touchDownRepeat": .touchDownRepeat
        case "touchDragInside": .touchDragInside
        case "touchDragOutside": .touchDragOutside
        case "touchDragEnter": .touchDragEnter
        case "touchDragExit": .touchDragExit
        case "touchUpOutside": .touchUpOutside
        case "touchCancel": .touchCancel
        case "valueChanged": .valueChanged
        case "primaryActionTriggered": .primaryActionTriggered
        case "editingDidBegin": .editingDidBegin
        case "editingChanged": .editingChanged
        case "editingDidEnd": .editingDidEnd
        case "editingDidEndOnExit": .editingDidEndOnExit
        default: .touchUpInside
        }
    }

    // MARK: Values

    /// A colour element as a `UIColor`, with the document's resources; nil (reported) when
    /// it is malformed or names a colour there is no value for.
    func color(_ element: IBElement) -> UIColor? {
        guard let color = attempt({ () throws(IBError) in try document.color(element) }) else { return nil }
        return uiColor(color, at: element)
    }

    /// A named colour comes from the app's asset catalogs (`UIColor(named:in:compatibleWith:)`)
    /// before the value the document saved with it, as on iOS.
    func uiColor(_ color: IBColor, at element: IBElement) -> UIColor? {
        if case .named(let name, _) = color, let catalogColor = UIColor(named: name, in: bundle, compatibleWith: nil) {
            return catalogColor
        }
        guard let rgba = color.rgba else {
            warn("the colour has no value OpenUIKit can show", at: element)
            return nil
        }
        return UIColor(red: rgba.red, green: rgba.green, blue: rgba.blue, alpha: rgba.alpha)
    }

    /// An image by name from the bundle (nil, reported, when there is none).
    func image(named name: String, at element: IBElement) -> UIImage? {
        if let image = UIImage(named: name, in: bundle, compatibleWith: nil) { return image }
        warn("no image named \"\(MessageText.quoted(name))\" in the bundle", at: element)
        return nil
    }

    /// What `NSCoder.decodeObject(forKey:)` returns for a keyed child of `parent`.
    func value(of child: IBElement, in parent: IBElement) -> Any? {
        let coder = NibCoder(element: parent, loader: self)
        switch child.name {
        case "color": return color(child)
        case "string": return child.text
        case "rect": return coder.report { () throws(IBError) in try child.rect() }
        case "size": return coder.report { () throws(IBError) in try child.size() }
        case "point": return coder.report { () throws(IBError) in try child.point() }
        case "real", "integer": return coder.report { () throws(IBError) in try child.number("value") } ?? nil
        case "fontDescription": return font(child)
        default: return make(child)
        }
    }

    /// A `<fontDescription>` as a font (nil, reported, when malformed).
    func font(_ element: IBElement) -> UIFont? {
        guard let description = attempt({ () throws(IBError) in try IBFontDescription(element) }) else { return nil }
        let size = CGFloat(description.pointSize ?? 17)
        switch description.face {
        case .system(let weight): return UIFont.systemFont(ofSize: size, weight: NibLoader.fontWeight(weight))
        case .boldSystem: return UIFont.boldSystemFont(ofSize: size)
        case .italicSystem: return UIFont.systemFont(ofSize: size)
        case .textStyle(let style): return UIFont.preferredFont(forTextStyle: UIFont.TextStyle(rawValue: style))
        case .named(let name, _): return UIFont(name: name, size: size) ?? UIFont.systemFont(ofSize: size)
        }
    }

    static func fontWeight(_ weight: IBFontDescription.Weight) -> UIFont.Weight {
        switch weight {
        case .ultraLight: .ultraLight
        case .thin: .thin
        case .light: .light
        case .regular: .regular
        case .medium: .medium
        case .semibold: .semibold
        case .bold: .bold
        case .heavy: .heavy
        case .black: .black
        }
    }
}
