import Foundation

extension UISheetPresentationController {
    /// A height the card can rest at.
    @MainActor
    open class Detent: NSObject {
        /// Names a detent, so a sheet can select it and tell which is showing.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            /// The name.
            public var rawValue: String
            /// An identifier named `rawValue`.
            public init(rawValue: String) { self.rawValue = rawValue }
            /// The medium detent's: about half the height the card could take.
            public static let medium = Identifier(rawValue: "com.apple.UIKit.medium")
            /// The large detent's: the whole height the card can take.
            public static let large = Identifier(rawValue: "com.apple.UIKit.large")
        }

        /// The detent's name.
        public let identifier: Identifier
        private let resolver: (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?

        private init(identifier: Identifier, resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) {
            self.identifier = identifier
            self.resolver = resolver
        }

        /// Half the height the card could take.
        open class func medium() -> Detent {
            Detent(identifier: .medium) { ($0.maximumDetentValue * UISheetPresentationController.mediumFraction).rounded() }
        }

        /// The whole height the card can take.
        open class func large() -> Detent {
            Detent(identifier: .large) { $0.maximumDetentValue }
        }

        /// A detent whose height `resolver` works out (nil leaves the detent out), named
        /// `identifier` or, without one, a name of its own.
        open class func custom(identifier: Identifier? = nil,
                               resolver: @escaping (any UISheetPresentationControllerDetentResolutionContext) -> CGFloat?) -> Detent {
            Detent(identifier: identifier ?? Identifier(rawValue: "custom.\(UUID().uuidString)"), resolver: resolver)
        }

        /// The detent's height in `context`, in points, kept within 0…`maximumDetentValue`;
        /// nil when the detent does not apply there.
        open func resolvedValue(in context: any UISheetPresentationControllerDetentResolutionContext) -> CGFloat? {
            guard let value = resolver(context), value.isFinite else { return nil }
            return min(max(0, value), context.maximumDetentValue)
        }
    }
}
