import Foundation

extension UIImage {
    /// The system symbol called `name`, as a template image (its shape, drawn in the tint
    /// colour where it is shown), or nil when there is no such symbol, as iOS answers for an
    /// unknown name.
    ///
    /// OpenUIKit draws its own glyphs for a subset of SF Symbols' names (the list is in the
    /// documentation catalog's "System symbols" article); every other name is nil.
    public convenience init?(systemName name: String) {
        guard let glyph = SystemSymbolGlyphs.image(named: name) else { return nil }
        self.init(sharingPixelsOf: glyph, renderingMode: .alwaysTemplate)
    }

    /// The system symbol called `name`; the trait collection is accepted for UIKit's shape
    /// (the glyphs are drawn at every scale they are shown at).
    public convenience init?(systemName name: String, compatibleWith traitCollection: UITraitCollection?) {
        self.init(systemName: name)
    }
}
