import ArgumentParser
import Foundation
import OpenUIKit

/// A `--size WIDTHxHEIGHT` value in points, e.g. `300x420`.
///
/// Refused with a usage error (not clamped) when it is not two positive finite numbers no
/// larger than `UIApplicationConfiguration.maximumSide`: a typo should be seen, not obeyed.
public struct WindowSize: ExpressibleByArgument, Sendable, Equatable, CustomStringConvertible {
    public var size: CGSize

    public init(_ size: CGSize) {
        self.size = size
    }

    public init?(argument: String) {
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]),
              WindowSize.allowedSide.contains(width), WindowSize.allowedSide.contains(height)
        else { return nil }
        size = CGSize(width: width, height: height)
    }

    /// Reads `--size`, or says what is wrong with the value (ArgumentParser's own message
    /// for a nil `init?(argument:)` says only that it is invalid).
    public static func parse(_ argument: String) throws -> WindowSize {
        if let size = WindowSize(argument: argument) { return size }
        let shown = ReplayScript.quoted(argument)
        let parts = argument.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else {
            throw ValidationError("“\(shown)” is not a size: write WIDTHxHEIGHT in points, e.g. 300x420")
        }
        let bad = [width, height].first { !allowedSide.contains($0) } ?? width
        throw ValidationError("“\(shown)”: each side must be from \(Int(allowedSide.lowerBound)) to \(Int(allowedSide.upperBound)) points, not \(bad)")
    }

    /// Sides accepted, in points.
    public static let allowedSide: ClosedRange<Double> = 1...Double(UIApplicationConfiguration.maximumSide)

    public var description: String {
        "\(WindowSize.format(size.width))x\(WindowSize.format(size.height))"
    }

    public var defaultValueDescription: String { description }

    private static func format(_ value: CGFloat) -> String {
        value == value.rounded() ? String(Int(value)) : String(Double(value))
    }
}
