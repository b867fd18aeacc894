import Foundation

/// A layer that draws a string, plain or attributed, from the top of its bounds, as Core
/// Animation's `CATextLayer`: Helvetica at 36 points in opaque white unless told otherwise,
/// on one line per line break unless `isWrapped`, cut off at the bounds (with an ellipsis
/// where `truncationMode` says), and clipped to them.
///
/// The text is drawn at the window's pixel density whatever `contentsScale` says, so it is
/// sharp where Core Animation's would be blurred until `contentsScale` is set to the
/// screen's. `fontSize` and `foregroundColor` animate (implicitly too, for a layer on screen
/// with no view).
open class CATextLayer: CALayer {
    /// The text: a `String` (or `NSString`), drawn in the layer's `font`, `fontSize` and
    /// `foregroundColor`, or an `NSAttributedString`, drawn with its own attributes (those it
    /// lacks come from the layer). Nil by default; anything else is refused, with one
    /// warning, and the text shown stays.
    open var string: Any? {
        get {
            switch modelState.text.content {
            case .plain(let text): text
            case .attributed(let text): text
            case nil: nil
            }
        }
        set {
            guard let content = CATextLayer.content(of: newValue) else { return }
            setFreeStanding(\.text.content, content)
        }
    }

    /// The font of plain text: a `UIFont` (its size is replaced by `fontSize`) or a font's
    /// name as a string; Helvetica by default (where Helvetica is not installed, the system
    /// font). Anything else is refused, with one warning.
    open var font: CFTypeRef? {
        get {
            switch modelState.text.font {
            case .font(let font): font
            case .name(let name): name as NSString
            }
        }
        set {
            switch newValue {
            case nil: setFreeStanding(\.text.font, .name(TextLayerStyle.defaultFontName))
            case let font as UIFont: setFreeStanding(\.text.font, .font(font))
            case let name as NSString: setFreeStanding(\.text.font, .name(name as String))
            case let name as String: setFreeStanding(\.text.font, .name(name))
            case let other?:
                Diagnostics.warn("CATextLayer.font = \(type(of: other)) was refused: give a UIFont or a font's name",
                                 once: "CATextLayer.font.\(type(of: other))")
            }
        }
    }

    /// The size of plain text, in points; 36 by default. Negative and non-finite sizes are
    /// refused.
    open var fontSize: CGFloat {
        get { modelState.text.fontSize }
        set {
            guard newValue.isFinite, newValue >= 0 else {
                return Diagnostics.warn("CATextLayer.fontSize = \(newValue) was refused: the size must be a finite number, not negative",
                                        once: "CATextLayer.fontSize")
            }
            setImplicitly(\.text.fontSize, to: newValue, forKey: "fontSize")
        }
    }

    /// The colour of plain text; opaque white by default.
    open var foregroundColor: CGColor? {
        get { modelState.text.foregroundColor }
        set { setImplicitly(\.text.foregroundColor, to: newValue, forKey: "foregroundColor") }
    }

    /// Whether lines wrap at the bounds' width (at word boundaries); false by default, when
    /// only line breaks in the text end lines.
    open var isWrapped: Bool {
        get { modelState.text.isWrapped }
        set { setFreeStanding(\.text.isWrapped, newValue) }
    }

    /// Where an unwrapped line too long for the bounds shows an ellipsis; `.none` (cut off)
    /// by default.
    open var truncationMode: CATextLayerTruncationMode {
        get { modelState.text.truncationMode }
        set {
            guard [.none, .start, .end, .middle].contains(newValue) else {
                return CATextLayer.refuseConstant("truncationMode", newValue.rawValue)
            }
            setFreeStanding(\.text.truncationMode, newValue)
        }
    }

    /// How lines are placed across the bounds; `.natural` by default.
    open var alignmentMode: CATextLayerAlignmentMode {
        get { modelState.text.alignmentMode }
        set {
            guard [.natural, .left, .right, .center, .justified].contains(newValue) else {
                return CATextLayer.refuseConstant("alignmentMode", newValue.rawValue)
            }
            setFreeStanding(\.text.alignmentMode, newValue)
        }
    }

    /// Whether glyph outlines may be placed on fractions of a pixel for speed; kept for
    /// source compatibility: Pango places glyphs with subpixel precision either way.
    open var allowsFontSubpixelQuantization = false

    /// A new text layer: no string, Helvetica at 36 points in white, unwrapped.
    public required init() {
        super.init()
        CATextLayer.registerAnimatableKeys()
    }

    /// A copy of `layer`'s values (its text too, when it is a text layer), as Core Animation
    /// makes its presentation copies.
    public required init(layer: Any) {
        super.init(layer: layer)
        if let other = layer as? CATextLayer { allowsFontSubpixelQuantization = other.allowsFontSubpixelQuantization }
        CATextLayer.registerAnimatableKeys()
    }

    /// A layer decoded from an archive: here, a new text layer with the defaults, since
    /// layers are not archived.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        CATextLayer.registerAnimatableKeys()
    }

    /// What `value` sets the layer's text to (`.some(nil)` for no text); nil when it is
    /// refused, which keeps the text shown.
    private static func content(of value: Any?) -> TextLayerStyle.Content?? {
        switch value {
        case nil: return .some(nil)
        case let text as NSAttributedString: return .attributed(text.copy() as? NSAttributedString ?? text)
        case let text as String: return .plain(text)
        case let text as NSString: return .plain(text as String)
        case let other?:
            Diagnostics.warn("CATextLayer.string = \(type(of: other)) was refused: give a String or an NSAttributedString",
                             once: "CATextLayer.string.\(type(of: other))")
            return nil
        }
    }

    private static func refuseConstant(_ property: String, _ rawValue: String) {
        Diagnostics.warn("CATextLayer.\(property) = \"\(rawValue)\" was refused: it is none of Core Animation's constants",
                         once: "CATextLayer.\(property).\(rawValue)")
    }

    private static var keysRegistered = false

    /// Adds the text layer's animatable key paths to Core Animation's table, once.
    private static func registerAnimatableKeys() {
        guard !keysRegistered else { return }
        keysRegistered = true
        let isText: (CALayer) -> Bool = { $0 is CATextLayer }
        LayerAnimatableKey.register(.scalar("fontSize", \.text.fontSize, clamp: 0...CGFloat.greatestFiniteMagnitude, layerType: isText))
        LayerAnimatableKey.register(.color("foregroundColor", \.text.foregroundColor, layerType: isText))
    }
}
