import Foundation

/// The `NSCoder` an object in a storyboard or xib is made with: it answers the keyed
/// decoding calls from the object's element (its attributes, and its children with a `key=`),
/// so UIKit's classes read their inspector values in their own `init(coder:)`, and an app's
/// `required init?(coder:)` runs before it calls `super.init(coder:)`, as on iOS.
///
/// Keys are Interface Builder's attribute names (`alpha`, `clipsSubviews`, `text`) and the
/// `key=` of children (`frame`, `backgroundColor`). A value that is present but malformed
/// (`alpha="lots"`, a NaN colour) is reported once, naming the file and the object's id, and
/// decodes as absent.
// @unchecked Sendable: a coder is made and read on the main thread only, during one load,
// and its main-actor loader is reached through `MainActor.assumeIsolated`.
final class NibCoder: NSCoder, @unchecked Sendable {
    /// The element of the object being made.
    let element: IBElement
    /// The instantiation this object is part of: the document, its objects so far, and the
    /// work left for after every object exists.
    let loader: NibLoader

    init(element: IBElement, loader: NibLoader) {
        self.element = element
        self.loader = loader
        super.init()
    }

    override var allowsKeyedCoding: Bool { true }

    override func containsValue(forKey key: String) -> Bool {
        element.hasAttribute(key) || element.child(key: key) != nil
    }

    override func decodeBool(forKey key: String) -> Bool {
        bool(key) ?? false
    }

    override func decodeDouble(forKey key: String) -> Double {
        number(key) ?? 0
    }

    override func decodeFloat(forKey key: String) -> Float {
        Float(number(key) ?? 0)
    }

    override func decodeInt64(forKey key: String) -> Int64 {
        Int64(integer(key) ?? 0)
    }

    override func decodeInt32(forKey key: String) -> Int32 {
        Int32(clamping: integer(key) ?? 0)
    }

    override func decodeInteger(forKey key: String) -> Int {
        integer(key) ?? 0
    }

    /// An attribute as a `String`; a keyed child as what it describes: a colour as a
    /// `UIColor`, a `<string>` as its text, a rect, size or point as a `CGRect`, `CGSize` or
    /// `CGPoint`, a font description as a `UIFont`, an object (a view) as the object.
    override func decodeObject(forKey key: String) -> Any? {
        if let value = element[key] { return value }
        guard let child = element.child(key: key) else { return nil }
        // Documents are loaded on the main thread, where the objects they make live.
        nonisolated(unsafe) var value: Any?
        MainActor.assumeIsolated { value = loader.value(of: child, in: element) }
        return value
    }

    // MARK: Typed reads for the decoding helpers

    /// A `YES`/`NO` attribute; nil when absent or malformed (reported).
    func bool(_ key: String) -> Bool? {
        report { () throws(IBError) in try element.bool(key) } ?? nil
    }

    /// A finite number, from an attribute or a `<real>`/`<integer>` child with this key.
    func number(_ key: String) -> Double? {
        if element.hasAttribute(key) {
            return report { () throws(IBError) in try element.number(key) } ?? nil
        }
        guard let child = element.child(key: key), child.name == "real" || child.name == "integer" else { return nil }
        return report { () throws(IBError) in try child.number("value") } ?? nil
    }

    /// A whole-number attribute; nil when absent or malformed (reported).
    func integer(_ key: String) -> Int? {
        if !element.hasAttribute(key), let number = number(key) { return Int(exactly: number.rounded()) }
        return report { () throws(IBError) in try element.integer(key) } ?? nil
    }

    /// The string attribute `key`, or the text of a `<string key=…>` child.
    func string(_ key: String) -> String? {
        element[key] ?? element.child("string", key: key)?.text
    }

    /// The `<color key=…>` child as a colour; nil when absent or unusable (reported).
    @MainActor
    func color(_ key: String) -> UIColor? {
        element.child("color", key: key).flatMap { loader.color($0) }
    }

    /// The `<rect key=…>` child.
    func rect(_ key: String) -> CGRect? {
        guard let child = element.child("rect", key: key) else { return nil }
        return report { () throws(IBError) in try child.rect() }
    }

    /// Makes the child with this key (a cell's `<view key="contentView">`), with its
    /// subviews, in this coder's instantiation; nil when there is none or it is no view.
    @MainActor
    func makeView(key: String) -> UIView? {
        guard let child = element.child(key: key) else { return nil }
        return loader.make(child) as? UIView
    }

    /// Runs a typed read, reporting its error (once, with the file and place) as nil.
    func report<T>(_ read: () throws(IBError) -> T) -> T? {
        do {
            return try read()
        } catch {
            let message = error.description
            MainActor.assumeIsolated { loader.warn(message) }
            return nil
        }
    }
}
