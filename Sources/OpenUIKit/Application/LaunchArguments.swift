import Foundation

/// The command-line options every app launched through `UIApplicationMain` takes, as the
/// demo apps do: UIKit apps never read their arguments, so the library does.
///
/// `--snapshot FILE` and `--pdf FILE` draw the window offscreen (after `--replay`) and exit,
/// with no display needed; `--size WxH` (points) and `--scale S` set the window; `--replay
/// FILE` plays gestures into it; `--fullscreen` and `--show-touches` are flags; `--help`
/// prints the usage. Values follow their option as the next word or after `=`.
package struct LaunchArguments: Equatable, Sendable {
    /// `--size`: the window's size in points.
    package var size: CGSize?
    /// `--scale`: pixels per point.
    package var scale: CGFloat?
    /// `--fullscreen`.
    package var fullscreen = false
    /// `--show-touches`.
    package var showTouches = false
    /// `--snapshot`: the PNG to draw the window into.
    package var snapshot: String?
    /// `--pdf`: the PDF to draw the window into.
    package var pdf: String?
    /// `--replay`: the gesture script to play.
    package var replay: String?
    /// `--preview`: the folder the storyboard canvas draws every scene into, instead of
    /// launching the app.
    package var preview: String?
    /// `--help` or `-h` was given.
    package var helpRequested = false
    /// `-AppleTextDirection` or `-NSForceRightToLeftWritingDirection`: the layout direction
    /// forced instead of the language's (see `InterfaceLayoutDirection`).
    package var layoutDirection: UIUserInterfaceLayoutDirection?

    /// No options.
    package init() {}

    /// Sides `--size` accepts, in points.
    package static let allowedSide: ClosedRange<Double> = 1...Double(UIApplicationConfiguration.maximumSide)
    /// The scales `--scale` accepts: the range the window system supports.
    package static let allowedScales: ClosedRange<Double> = 0.5...4

    /// Whether the run draws offscreen and exits rather than opening a window.
    package var rendersOffscreenOnly: Bool { snapshot != nil || pdf != nil }

    /// What `--help` prints after the app's name.
    package static let usage = """
        [--size <WxH>] [--scale <S>] [--fullscreen] [--show-touches] [--snapshot <PATH>] [--pdf <PATH>] [--replay <FILE>] [--preview <DIR>] [-AppleTextDirection <YES|NO>]

        OPTIONS:
          --size <WxH>        The window's size in points, e.g. 768x1024.
          --scale <S>         Pixels per point, 0.5 to 4, instead of the desktop's.
          --fullscreen        Open the window fullscreen.
          --show-touches      Draw a spot under every finger.
          --snapshot <PATH>   Render the window offscreen into this PNG and exit.
          --pdf <PATH>        Render the window offscreen into this PDF and exit.
          --replay <FILE>     Play the gestures in this file into the window.
          --preview <DIR>     Draw every storyboard scene into DIR as Interface
                              Builder's canvas shows it, without launching the app.
          -AppleTextDirection <YES|NO>
                              Lay the interface out right to left (YES) or left
                              to right (NO) whatever the language; also
                              -NSForceRightToLeftWritingDirection.
          -h, --help          Show this help.
        """

    /// A bad command line; the text says what is wrong and names the option.
    package struct Failure: Error, Equatable, CustomStringConvertible {
        /// What is wrong.
        package var description: String
    }

    /// The options in `arguments` (without the program's name).
    package init(parsing arguments: [String]) throws(Failure) {
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            var name = argument
            var attached: String?
            if argument.hasPrefix("--"), let equals = argument.firstIndex(of: "=") {
                name = String(argument[..<equals])
                attached = String(argument[argument.index(after: equals)...])
            }
            func value() throws(Failure) -> String {
                if let attached { return attached }
                // The next word even when it starts with "-": `--size -5x5` is refused for
                // its negative side, not as a missing value.
                guard let next = remaining.popFirst() else { throw Failure(description: "\(name) needs a value") }
                return next
            }
            func noValue() throws(Failure) {
                if attached != nil { throw Failure(description: "\(name) takes no value") }
            }
            switch name {
            case "--size": size = try LaunchArguments.size(from: value())
            case "--scale": scale = try LaunchArguments.scale(from: value())
            case "--snapshot": snapshot = try LaunchArguments.path(value(), for: name)
            case "--pdf": pdf = try LaunchArguments.path(value(), for: name)
            case "--replay": replay = try LaunchArguments.path(value(), for: name)
            case "--preview": preview = try LaunchArguments.path(value(), for: name)
            case "--fullscreen":
                try noValue()
                fullscreen = true
            case "--show-touches":
                try noValue()
                showTouches = true
            case "--help", "-h":
                helpRequested = true
            case _ where InterfaceLayoutDirection.launchArgumentNames.contains(name):
                layoutDirection = try InterfaceLayoutDirection.forcedDirection(arguments: [name, value()])
            default:
                throw Failure(description: "unknown option \(ReplayScript.quoted(argument)) (see --help)")
            }
        }
        if preview != nil, let other = [snapshot.map { _ in "--snapshot" }, pdf.map { _ in "--pdf" }, replay.map { _ in "--replay" },
                                        size.map { _ in "--size" }].compactMap({ $0 }).first {
            // The canvas draws each scene at its own designed size, and launches nothing to replay into.
            throw Failure(description: "--preview draws every scene at its designed size and cannot be combined with \(other)")
        }
        if let size, let scale {
            // Past this cairo refuses the window's surface (and it would be gigabytes).
            let limit = CGFloat(CairoSurface.maximumPixelDimension)
            if size.width * scale > limit || size.height * scale > limit {
                throw Failure(description: "--size \(LaunchArguments.format(size)) at --scale \(scale) would be \(Int(size.width * scale))×\(Int(size.height * scale)) pixels; each side may be at most \(Int(limit)) pixels")
            }
        }
    }

    /// A `WIDTHxHEIGHT` size in points, or why it is not one.
    package static func size(from text: String) throws(Failure) -> CGSize {
        let shown = ReplayScript.quoted(text)
        let parts = text.lowercased().split(separator: "x", omittingEmptySubsequences: false)
        guard parts.count == 2, let width = Double(parts[0]), let height = Double(parts[1]) else {
            throw Failure(description: "“\(shown)” is not a size: write WIDTHxHEIGHT in points, e.g. 300x420")
        }
        guard let bad = [width, height].first(where: { !allowedSide.contains($0) }) else {
            return CGSize(width: width, height: height)
        }
        throw Failure(description: "“\(shown)”: each side must be from \(Int(allowedSide.lowerBound)) to \(Int(allowedSide.upperBound)) points, not \(bad)")
    }

    /// A scale, or why it is not one.
    package static func scale(from text: String) throws(Failure) -> CGFloat {
        guard let value = Double(text) else {
            throw Failure(description: "--scale \(ReplayScript.quoted(text)): the scale must be a number")
        }
        guard value.isFinite, allowedScales.contains(value) else {
            throw Failure(description: "--scale \(value): the scale must be from \(allowedScales.lowerBound) to \(allowedScales.upperBound)")
        }
        return CGFloat(value)
    }

    private static func path(_ text: String, for option: String) throws(Failure) -> String {
        guard !text.isEmpty else { throw Failure(description: "\(option) needs a file name") }
        return text
    }

    /// `WxH` with whole numbers written without a fraction.
    package static func format(_ size: CGSize) -> String {
        func side(_ value: CGFloat) -> String { value == value.rounded() ? String(Int(value)) : String(Double(value)) }
        return "\(side(size.width))x\(side(size.height))"
    }
}
