import Foundation

/// What a custom detent's resolver is told: the traits of the sheet's container and the
/// tallest the card can be.
@preconcurrency @MainActor
public protocol UISheetPresentationControllerDetentResolutionContext: NSObjectProtocol {
    /// The traits of the container the sheet is in.
    var containerTraitCollection: UITraitCollection { get }
    /// The tallest the card can be, in points: what the large detent resolves to.
    var maximumDetentValue: CGFloat { get }
}
