import Foundation

/// Where a targeted drag preview is placed: a point in a container view, with a transform.
/// A `UIPreviewTarget`, as in UIKit, so what a context menu's preview is placed with places a
/// drag's too.
@preconcurrency @MainActor
open class UIDragPreviewTarget: UIPreviewTarget {}
