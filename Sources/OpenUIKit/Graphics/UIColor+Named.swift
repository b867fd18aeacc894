import Foundation

extension UIColor {
    /// The colour called `name` in the app's asset catalogs (a `.colorset`), for the current
    /// traits' interface style; nil when no catalog has it.
    public convenience init?(named name: String) {
        self.init(named: name, in: nil, compatibleWith: nil)
    }

    /// The colour called `name` in `bundle`'s asset catalogs (nil, or `Bundle.main`: the
    /// app's; see `AppResources`), its dark variant when `traitCollection` (nil: the current
    /// traits) has a dark `userInterfaceStyle`; nil when no catalog has it.
    ///
    /// The colour is resolved when it is made: this `UIColor` holds one value, so a colour
    /// asked for again after the style changes gives the other variant.
    public convenience init?(named name: String, in bundle: Bundle?, compatibleWith traitCollection: UITraitCollection?) {
        let style = (traitCollection ?? UITraitCollection.current).userInterfaceStyle
        for catalog in AppResources.catalogs(for: bundle) {
            if let set = catalog.colorSet(named: name) {
                self.init(cgColor: set.color(for: style))
                return
            }
        }
        return nil
    }
}
