import Foundation

/// A place gestures land on: the middle of a view, or a spot on the background.
public struct SoakTarget: Sendable {
    /// For reports: "card 3", "felt".
    public var name: String
    /// In window points, read afresh before each gesture (cards move).
    public var point: CGPoint

    public init(name: String, point: CGPoint) {
        self.name = name
        self.point = point
    }
}
