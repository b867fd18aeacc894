import Foundation

/// What a view keeps that changes with its size classes: a storyboard's size-class
/// variations (attributes, installed subviews and constraints), which the document's loader
/// records so they are resolved again without reading the file.
///
/// A view holding one (``UIView``'s `sizeClassVariations`) asks it to resolve whenever traits
/// are delivered to the view, before its controller and the view hear
/// `traitCollectionDidChange(_:)`, so an app's override already sees the values for its new
/// size classes, as in UIKit. Resolving for the size classes it last resolved for does nothing.
@MainActor
protocol SizeClassVariations: AnyObject {
    /// Applies what the size classes of `traits` call for, if they differ from those last
    /// applied.
    func resolve(for traits: UITraitCollection)
}
