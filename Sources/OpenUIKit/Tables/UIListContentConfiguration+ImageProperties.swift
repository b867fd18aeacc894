import Foundation

extension UIListContentConfiguration {
    /// How a list content's image looks and the room it takes.
    public struct ImageProperties: Hashable {
        /// The colour a template image (a symbol) is drawn in; nil for the tint colour.
        public var tintColor: UIColor?
        /// The largest the image is drawn, in points; 0 in a dimension for no limit.
        public var maximumSize: CGSize = .zero
        /// The room kept for the image even when it is smaller, so rows' texts line up, in
        /// points; 0 in a dimension for the image's own size.
        public var reservedLayoutSize: CGSize = .zero
        /// The radius of the image's corners, in points.
        public var cornerRadius: CGFloat = 0

        /// The image's own size and the tint colour.
        public init() {}

        /// Whether two sets of properties are the same.
        public static func == (lhs: ImageProperties, rhs: ImageProperties) -> Bool {
            lhs.tintColor == rhs.tintColor && lhs.maximumSize == rhs.maximumSize
                && lhs.reservedLayoutSize == rhs.reservedLayoutSize && lhs.cornerRadius == rhs.cornerRadius
        }

        /// Hashes the properties.
        public func hash(into hasher: inout Hasher) {
            hasher.combine(tintColor)
            hasher.combine(maximumSize.width)
            hasher.combine(maximumSize.height)
            hasher.combine(reservedLayoutSize.width)
            hasher.combine(reservedLayoutSize.height)
            hasher.combine(cornerRadius)
        }

        /// The size an image of `size` is drawn at: within the maximum, keeping its shape.
        func drawnSize(of size: CGSize) -> CGSize {
            var scale: CGFloat = 1
            if maximumSize.width > 0, size.width > maximumSize.width { scale = min(scale, maximumSize.width / size.width) }
            if maximumSize.height > 0, size.height > maximumSize.height { scale = min(scale, maximumSize.height / size.height) }
            return CGSize(width: (size.width * scale).rounded(), height: (size.height * scale).rounded())
        }

        /// The room the image takes: the reserved size where given, else the drawn size.
        func layoutSize(of size: CGSize) -> CGSize {
            let drawn = drawnSize(of: size)
            return CGSize(width: reservedLayoutSize.width > 0 ? max(drawn.width, reservedLayoutSize.width) : drawn.width,
                          height: reservedLayoutSize.height > 0 ? max(drawn.height, reservedLayoutSize.height) : drawn.height)
        }
    }
}
