import Foundation

/// UIKit's nib loading on Foundation's `Bundle`.
extension Bundle {
    /// Loads `name.xib` from this bundle with `owner` as its File's Owner, and returns its
    /// top-level objects; nil when the file is missing or unreadable (reported).
    @MainActor
    public func loadNibNamed(_ name: String, owner: Any?, options: [UINib.OptionsKey: Any]? = nil) -> [Any]? {
        guard UINib.path(of: name, in: self) != nil else {
            Diagnostics.warn("Could not load NIB in bundle: '\(bundlePath)' with name '\(MessageText.quoted(name))'", once: "nib.missing.\(name)")
            return nil
        }
        return UINib(nibName: name, bundle: self).instantiate(withOwner: owner, options: options)
    }
}
