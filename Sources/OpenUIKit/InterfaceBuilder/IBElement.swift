import Foundation

/// One XML element of an Interface Builder document, with everything the file says about it.
///
/// The tree is generic on purpose: the typed readers (`IBColor`, `IBConstraint`,
/// `IBConnection`, …) interpret the parts whose meaning is fixed by the format, and the
/// instantiating loader reads the rest (a `<button>`'s `buttonType`, a `<label>`'s `text`)
/// from `attributes`. `IBCensus` tells which is which.
///
/// A value: copying an element shares its children's storage, so lookups that hand elements
/// out (`IBDocument.element(withID:)`) cost no copies of the tree.
struct IBElement: Sendable, Hashable {
    /// The element's tag, e.g. `viewController`, `color`, `constraint`.
    var name: String
    /// The element's attributes, in document order (entities already replaced).
    var attributes: IBAttributes
    /// The child elements in document order.
    var children: [IBElement]
    /// The character data directly inside the element (`<string key="text">two\nlines</string>`);
    /// empty for elements with children and only whitespace between them.
    var text: String
    /// Where the element's start tag ends in its file.
    var location: IBLocation

    /// The document-unique id other elements refer to it by (`destination=`, `firstItem=`).
    var id: String? { attributes.id }
    /// Which property of the parent this element is (`<view key="view">` is its controller's
    /// view); nil for members of a list such as `<subviews>`.
    var key: String? { attributes.key }

    init(name: String, attributes: IBAttributes = IBAttributes(), children: [IBElement] = [], text: String = "",
         location: IBLocation = .file("")) {
        self.name = name
        self.attributes = attributes
        self.children = children
        self.text = text
        self.location = location
    }

    // MARK: The attributes every object may carry

    /// The attribute `name`, or nil when absent.
    subscript(_ attribute: String) -> String? { attributes[attribute] }

    /// The Swift class to make in place of the UIKit class the tag implies, without a module.
    var customClass: String? { attributes["customClass"] }
    /// The module that holds `customClass`; a hint only, since Xcode writes the target's
    /// module name, which need not match anything on disk.
    var customModule: String? { attributes["customModule"] }
    /// `target` when Interface Builder inherits the module from the target being built.
    var customModuleProvider: String? { attributes["customModuleProvider"] }
    /// The object's role in its scene: `viewController`, `firstResponder`, `exit`.
    var sceneMemberID: String? { attributes["sceneMemberID"] }

    /// Whether this is a proxy for an object outside the file (File's Owner, First Responder,
    /// a scene's exit), which is never instantiated.
    var isPlaceholder: Bool { name == "placeholder" || name == "exit" }

    // MARK: Children

    /// The first child with this tag (and this `key`, when one is given).
    func child(_ name: String, key: String? = nil) -> IBElement? {
        // Through the buffer, so each child is compared in place and only the one found is
        // copied out (these lookups run for every key a coder is asked for).
        children.withUnsafeBufferPointer { buffer -> IBElement? in
            guard let base = buffer.baseAddress else { return nil }
            var index = 0
            while index < buffer.count {
                if base[index].name == name && (key == nil || base[index].attributes.key == key) { return base[index] }
                index += 1
            }
            return nil
        }
    }

    /// The first child with this `key`, whatever its tag (`<tableView key="view">`).
    func child(key: String) -> IBElement? {
        children.withUnsafeBufferPointer { buffer -> IBElement? in
            guard let base = buffer.baseAddress else { return nil }
            var index = 0
            while index < buffer.count {
                if base[index].attributes.key == key { return base[index] }
                index += 1
            }
            return nil
        }
    }

    /// Every child with this tag, in document order.
    func children(named name: String) -> [IBElement] {
        children.filter { $0.name == name }
    }

    /// Calls `body` with this element and each element below it, parents before children,
    /// in document order, with the element's parent (nil for this one). Iterative, so a
    /// deep tree cannot exhaust the stack.
    func forEachElement(_ body: (_ element: IBElement, _ parent: IBElement?) throws(IBError) -> Void) throws(IBError) {
        try body(self, nil)
        // One frame per element whose children are being visited, with the next child's
        // index: each element is copied out once, not again as a stacked parent per child.
        var frames: [(element: IBElement, next: Int)] = [(self, 0)]
        while let last = frames.indices.last {
            let index = frames[last].next
            guard index < frames[last].element.children.count else {
                frames.removeLast()
                continue
            }
            frames[last].next = index + 1
            let child = frames[last].element.children[index]
            try body(child, frames[last].element)
            if !child.children.isEmpty { frames.append((child, 0)) }
        }
    }

    /// Calls `body` with the id of this element and of each element below it that has one,
    /// in document order. Iterative like `forEachElement`, and it copies no element.
    func forEachID(_ body: (String) -> Void) {
        if let id { body(id) }
        var frames: [(children: [IBElement], next: Int)] = [(children, 0)]
        while let last = frames.indices.last {
            let index = frames[last].next
            guard index < frames[last].children.count else {
                frames.removeLast()
                continue
            }
            frames[last].next = index + 1
            if let id = frames[last].children[index].id { body(id) }
            let grandchildren = frames[last].children[index].children
            if !grandchildren.isEmpty { frames.append((grandchildren, 0)) }
        }
    }

    // MARK: Typed attribute values

    /// An error at this element, naming it and its id, so the message finds it in a large file.
    func error(_ message: String, _ kind: IBError.Kind = .invalidValue) -> IBError {
        let what = id.map { "<\(name) id=\"\(MessageText.quoted($0))\">" } ?? "<\(name)>"
        return IBError(kind, at: location, "\(what): \(message)")
    }

    /// The attribute `name` when present, or an error saying that the element needs it.
    func required(_ attribute: String) throws(IBError) -> String {
        guard let value = attributes[attribute] else { throw error("needs a \(attribute)= attribute") }
        return value
    }

    /// A `YES`/`NO` attribute; nil when absent. Interface Builder writes only these two
    /// spellings, so anything else is refused rather than guessed at.
    func bool(_ attribute: String) throws(IBError) -> Bool? {
        guard let value = attributes[attribute] else { return nil }
        switch value {
        case "YES": return true
        case "NO": return false
        default: throw error("\(attribute)=\"\(MessageText.quoted(value))\" is not YES or NO")
        }
    }

    /// A finite decimal number attribute; nil when absent. NaN and infinities are refused:
    /// they would poison geometry and colours downstream (Cairo stops drawing for good).
    func number(_ attribute: String) throws(IBError) -> Double? {
        guard let value = attributes[attribute] else { return nil }
        guard let number = IBElement.finiteNumber(value) else {
            throw error("\(attribute)=\"\(MessageText.quoted(value))\" is not a finite number")
        }
        return number
    }

    /// A whole-number attribute; nil when absent.
    func integer(_ attribute: String) throws(IBError) -> Int? {
        guard let value = attributes[attribute] else { return nil }
        guard let number = Int(value) else { throw error("\(attribute)=\"\(MessageText.quoted(value))\" is not a whole number") }
        return number
    }

    /// `text` as a finite number: plain decimal notation only. Swift's `Double(_:)` also
    /// accepts `nan`, `inf` and hexadecimal floats, none of which Interface Builder writes.
    static func finiteNumber(_ text: some StringProtocol) -> Double? {
        guard !text.isEmpty, text.utf8.allSatisfy({ (0x30...0x39).contains($0) || $0 == 0x2E || $0 == 0x2D || $0 == 0x2B || $0 == 0x65 || $0 == 0x45 }),
              let number = Double(text), number.isFinite else { return nil }
        return number
    }
}
