import Foundation

/// Which programs may load a representation an item provider registers.
public enum NSItemProviderRepresentationVisibility: Int, Sendable {
    /// Every program: other X clients a drag leaves the app for too.
    case all = 0
    /// Programs of the same developer team; on Linux, the same as `ownProcess`.
    case team = 1
    /// Programs of the same group; on Linux, the same as `ownProcess`.
    case group = 2
    /// Only the app that registered it.
    case ownProcess = 3
}
