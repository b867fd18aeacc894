import Foundation

/// One inspector value a size-class variation may change, and how to read it from a view,
/// decode it from an element and set it: the list of what variations can carry is this
/// table, not code spread over the decoders.
///
/// A variation writes an attribute (`<variation key="heightClass=compact" axis="vertical"/>`)
/// or a keyed child element (`<fontDescription key="fontDescription" …/>` inside the
/// `<variation>`); both are found under `key`. One key may mean a different property for each
/// class (`fontDescription` is a label's `font` and a button's title font), so the table holds
/// one entry per class, and the first entry whose class the view is applies.
@MainActor
struct NibVariationAttribute {
    /// The attribute's name, or the `key=` of the child element that holds it.
    let key: String
    /// Whether the view is of the class this entry is for.
    let handles: @MainActor (UIView) -> Bool
    /// The view's current value (kept as the value to go back to when no variation
    /// applies); nil for a view of another class.
    let read: @MainActor (UIView) -> Any?
    /// The value an element (the view's element with the matching variations laid over it)
    /// gives; nil when it gives none or a malformed one (reported by the coder).
    let decode: @MainActor (NibCoder) -> Any?
    /// Sets a value `read` or `decode` returned.
    let write: @MainActor (UIView, Any) -> Void

    /// An entry for `View`'s property of type `Value`.
    static func property<View: UIView, Value>(_ key: String, of _: View.Type,
                                              get: @escaping @MainActor (View) -> Value,
                                              set: @escaping @MainActor (View, Value) -> Void,
                                              decode: @escaping @MainActor (NibCoder) -> Value?) -> NibVariationAttribute {
        NibVariationAttribute(
            key: key,
            handles: { $0 is View },
            read: { view in (view as? View).map { get($0) as Any } },
            decode: { coder in decode(coder).map { $0 as Any } },
            write: { view, value in
                if let view = view as? View, let value = value as? Value { set(view, value) }
            })
    }

    /// The entry for `key` that applies to `view`, or nil when variations cannot change it.
    static func entry(for key: String, of view: UIView) -> NibVariationAttribute? {
        all.first { $0.key == key && $0.handles(view) }
    }

    /// Keys a variation may carry that change nothing at run time: a frame laid out by
    /// constraints and Xcode's canvas-only values.
    static let designTimeKeys: Set<String> = ["frame", "misplaced", "ambiguous", "placeholderIntrinsicWidth", "placeholderIntrinsicHeight"]

    /// Interface Builder's `textAlignment=` names.
    static let textAlignments: [String: NSTextAlignment] = [
        "left": .left, "center": .center, "right": .right, "justified": .justified, "natural": .natural,
    ]

    /// Everything a variation can change here, by key and class (the most specific class
    /// first where one key means different properties).
    static let all: [NibVariationAttribute] = [
        // Every view.
        property("hidden", of: UIView.self, get: { $0.isHidden }, set: { $0.isHidden = $1 }, decode: { $0.bool("hidden") }),
        property("alpha", of: UIView.self, get: { $0.alpha }, set: { $0.alpha = $1 }, decode: { $0.number("alpha").map { CGFloat($0) } }),
        property("clipsSubviews", of: UIView.self, get: { $0.clipsToBounds }, set: { $0.clipsToBounds = $1 },
                 decode: { $0.bool("clipsSubviews") }),
        property("userInteractionEnabled", of: UIView.self, get: { $0.isUserInteractionEnabled },
                 set: { $0.isUserInteractionEnabled = $1 }, decode: { $0.bool("userInteractionEnabled") }),
        property("backgroundColor", of: UIView.self, get: { $0.backgroundColor }, set: { $0.backgroundColor = $1 },
                 decode: { $0.color("backgroundColor").map { Optional($0) } }),
        property("tintColor", of: UIView.self, get: { $0.storedTintColor }, set: { $0.tintColor = $1 },
                 decode: { $0.color("tintColor").map { Optional($0) } }),
        // Labels.
        property("text", of: UILabel.self, get: { $0.text }, set: { $0.text = $1 }, decode: { $0.string("text").map { Optional($0) } }),
        property("fontDescription", of: UILabel.self, get: { $0.font }, set: { $0.font = $1 }, decode: font),
        property("textColor", of: UILabel.self, get: { $0.textColor }, set: { $0.textColor = $1 },
                 decode: { $0.color("textColor").map { Optional($0) } }),
        property("textAlignment", of: UILabel.self, get: { $0.textAlignment }, set: { $0.textAlignment = $1 },
                 decode: { $0.element["textAlignment"].flatMap { textAlignments[$0] } }),
        property("numberOfLines", of: UILabel.self, get: { $0.numberOfLines }, set: { $0.numberOfLines = $1 },
                 decode: { $0.integer("numberOfLines") }),
        // Buttons: the title's font.
        property("fontDescription", of: UIButton.self, get: { $0.titleLabel?.font }, set: { $0.titleLabel?.font = $1 }, decode: font),
        // Text fields.
        property("text", of: UITextField.self, get: { $0.text }, set: { $0.text = $1 }, decode: { $0.string("text").map { Optional($0) } }),
        property("placeholder", of: UITextField.self, get: { $0.placeholder }, set: { $0.placeholder = $1 },
                 decode: { $0.string("placeholder").map { Optional($0) } }),
        property("fontDescription", of: UITextField.self, get: { $0.font }, set: { $0.font = $1 }, decode: font),
        property("textColor", of: UITextField.self, get: { $0.textColor }, set: { $0.textColor = $1 },
                 decode: { $0.color("textColor").map { Optional($0) } }),
        property("textAlignment", of: UITextField.self, get: { $0.textAlignment }, set: { $0.textAlignment = $1 },
                 decode: { $0.element["textAlignment"].flatMap { textAlignments[$0] } }),
        // Controls.
        property("enabled", of: UIControl.self, get: { $0.isEnabled }, set: { $0.isEnabled = $1 }, decode: { $0.bool("enabled") }),
        // Stack views.
        property("axis", of: UIStackView.self, get: { $0.axis }, set: { $0.axis = $1 },
                 decode: { coder in coder.element["axis"].map { $0 == "vertical" ? .vertical : .horizontal } }),
        property("spacing", of: UIStackView.self, get: { $0.spacing }, set: { $0.spacing = $1 },
                 decode: { $0.number("spacing").map { CGFloat($0) } }),
        property("alignment", of: UIStackView.self, get: { $0.alignment }, set: { $0.alignment = $1 },
                 decode: { $0.element["alignment"].flatMap { UIStackView.nibAlignments[$0] } }),
        property("distribution", of: UIStackView.self, get: { $0.distribution }, set: { $0.distribution = $1 },
                 decode: { $0.element["distribution"].flatMap { UIStackView.nibDistributions[$0] } }),
    ]

    /// A `<fontDescription key="fontDescription">` child as a font.
    private static func font(_ coder: NibCoder) -> UIFont?? {
        coder.element.child("fontDescription", key: "fontDescription").flatMap { coder.loader.font($0) }.map { Optional($0) }
    }
}
