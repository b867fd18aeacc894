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
        guard let size = try? LaunchArguments.size(from: argument) else { return nil }
        self.size = size
    }

    /// Reads `--size`, or says what is wrong with the value (ArgumentParser's own message
    /// for a nil `init?(argument:)` says only that it is invalid). The library's launch
    /// options read sizes the same way (`LaunchArguments`).
    public static func parse(_ argument: String) throws -> WindowSize {
        do {
            return WindowSize(try LaunchArguments.size(from: argument))
        } catch {
            throw ValidationError(error.description)
        }
    }

    /// Sides accepted, in points.
    public static let allowedSide: ClosedRange<Double> = LaunchArguments.allowedSide

    public var description: String { LaunchArguments.format(size) }

    public var defaultValueDescription: String { description }
}
