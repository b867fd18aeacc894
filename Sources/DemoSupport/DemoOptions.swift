import ArgumentParser
import Foundation
import OpenUIKit

/// The command-line options both demo apps share. Each app adds its own (the initial card,
/// the expression) and includes these with `@OptionGroup`.
public struct DemoOptions: ParsableArguments, Sendable {
    // `.unconditional`: the next word is the value even when it starts with "-", so
    // `--size -5x5` is refused for what it is (a negative side), not as a missing value.
    @Option(name: .long, parsing: .unconditional,
            help: ArgumentHelp("The window's size in points, e.g. 300x420.", valueName: "WxH"),
            transform: WindowSize.parse)
    public var size: WindowSize?

    @Option(name: .long, parsing: .unconditional, help: ArgumentHelp(
        "Pixels per point, 0.5 to 4, instead of the desktop's; also the snapshot's density.", valueName: "S"))
    public var scale: Double?

    @Flag(name: .long, help: "Open the window fullscreen; F11 toggles it.")
    public var fullscreen = false

    @Flag(name: .long, help: "Draw a spot under every finger (for projectors).")
    public var showTouches = false

    @Option(name: .long, help: ArgumentHelp(
        "Render the window offscreen into this PNG and exit (after --replay, if given).", valueName: "PATH"))
    public var snapshot: String?

    @Option(name: .long, help: ArgumentHelp(
        "Render the window offscreen into this PDF (vector) and exit (after --replay, if given).", valueName: "PATH"))
    public var pdf: String?

    @Option(name: .long, help: ArgumentHelp(
        "Play the gestures in this file into the window (format: docs/REPLAY.md).", valueName: "FILE"))
    public var replay: String?

    /// Writes the app's icon files (PNGs and an SVG, laid out as an icon theme's folder) into
    /// a folder and exits: what `scripts/install.sh` installs. Hidden: it is for packaging.
    @Option(name: .long, help: ArgumentHelp(
        "Write the app's icons (icon-theme layout) into this folder and exit.", valueName: "DIR", visibility: .hidden))
    public var exportIcons: String?

    public init() {}

    public mutating func validate() throws {
        if let scale, !(scale.isFinite && DemoOptions.allowedScales.contains(scale)) {
            throw ValidationError("--scale \(scale): the scale must be from \(DemoOptions.allowedScales.lowerBound) to \(DemoOptions.allowedScales.upperBound)")
        }
        if let size, let scale {
            // The window's pixels: past this cairo refuses the surface (and it would be
            // gigabytes), a usage error rather than a failure after the window is made.
            let limit = Double(CairoSurface.maximumPixelDimension)
            if size.size.width * scale > limit || size.size.height * scale > limit {
                throw ValidationError("--size \(size) at --scale \(scale) would be \(Int(size.size.width * scale))×\(Int(size.size.height * scale)) pixels; each side may be at most \(Int(limit)) pixels")
            }
        }
        for (flag, path) in [("--snapshot", snapshot), ("--pdf", pdf)] {
            if let path, path.isEmpty { throw ValidationError("\(flag) needs a file name") }
        }
        if exportIcons?.isEmpty == true { throw ValidationError("--export-icons needs a folder") }
        // Read now so that a bad file is a usage error naming the flag and the line, before
        // any window opens.
        _ = try replayScript()
    }

    /// The parsed `--replay` file, nil without the flag.
    public func replayScript() throws(ValidationError) -> ReplayScript? {
        guard let replay else { return nil }
        do {
            return try ReplayScript(contentsOfFile: replay)
        } catch {
            throw ValidationError("--replay \(ReplayScript.quoted(replay)): \(error)")
        }
    }

    /// The shared options as the usage line shows them, in the order `--help` lists them.
    public static let usageArguments = [
        "[--size <WxH>]", "[--scale <S>]", "[--fullscreen]", "[--show-touches]", "[--snapshot <PATH>]",
        "[--pdf <PATH>]", "[--replay <FILE>]",
    ]

    /// The usage line of `command` taking `arguments` and then the shared options, wrapped to
    /// fit `columns` after the parser's `USAGE: ` prefix, continuation lines aligned after
    /// the command's name. ArgumentParser prints its generated usage on one line however long
    /// (174 columns for PlayingCard), and indents each line of a given one under the first.
    public static func usage(command: String, arguments: [String], columns: Int = 80) -> String {
        let prefixWidth = "USAGE: ".count
        let indent = String(repeating: " ", count: command.count + 1)
        var lines = [command]
        for argument in arguments + usageArguments {
            // Shorter than `columns`, as ArgumentParser wraps its own text.
            if prefixWidth + lines[lines.count - 1].count + 1 + argument.count < columns {
                lines[lines.count - 1] += " " + argument
            } else {
                lines.append(indent + argument)
            }
        }
        return lines.joined(separator: "\n")
    }

    /// The scales `--scale` accepts: the range the window system supports.
    public static let allowedScales: ClosedRange<Double> = LaunchArguments.allowedScales

    /// Whether the run renders offscreen and exits rather than opening a window.
    public var rendersOffscreenOnly: Bool { snapshot != nil || pdf != nil }
}
