import Foundation

/// `#imageLiteral(resourceName: "K♥")` makes a `UIImage`, as with UIKit: the compiler builds
/// the type named `_ImageLiteralType` through `_ExpressibleByImageLiteral`.
public typealias _ImageLiteralType = UIImage

extension UIImage: _ExpressibleByImageLiteral {
    /// The image `UIImage(named:)` finds for `name`.
    ///
    /// A literal cannot be nil, and UIKit's traps when the resource is missing. Here a missing
    /// (or undecodable) resource gives an empty image, which draws nothing and has size zero,
    /// and one warning naming the resource: the app keeps running, and the gap on screen and
    /// the message say what to fix.
    public convenience init(imageLiteralResourceName name: String) {
        if let image = UIImage(named: name) {
            self.init(sharingPixelsOf: image)
        } else {
            Diagnostics.warn("#imageLiteral(resourceName: \"\(name)\") found no usable image (see AssetCatalog for where images are looked for); using an empty image",
                             once: "UIImage.literal.missing.\(name)")
            self.init()
        }
    }
}
