import Foundation

/// A `--replay` file: gestures written one per line, turned into the touch streams a
/// touchscreen would report (by `GestureSynthesizer`) and played into a window through the
/// same path as real input. The format is documented in `docs/REPLAY.md`; in short:
///
/// ```text
/// # Deal, flip and pinch the card.      (a comment; blank lines are skipped too)
/// swipe 50%,50% left                    deal: a flick from the centre
/// wait 0.5                              seconds of nothing
/// tap 50%,50%                           flip
/// wait 0.5
/// pinch 50%,50% scale=1.4               spread two fingers by 40 %
/// key space                             a key press and release
/// snapshot after.png                    write the window as a PNG
/// quit
/// ```
///
/// Points are `X,Y` in window points, each coordinate either a number or a percentage of the
/// window's width or height. Options are `name=value` after the positional arguments. Each
/// gesture starts when the previous one ended: put a `wait` between two taps that should not
/// count as a double tap, as a finger would pause.
///
/// Parsing checks everything it can without a window (commands, arity, numbers, ranges) and
/// reports the first problem with its line number; nothing is played from a file with errors.
public struct ReplayScript: Sendable, Equatable {
    /// A coordinate: points from the window's top-left, or a fraction of its width or height.
    public enum Coordinate: Sendable, Equatable {
        case points(CGFloat)
        case fraction(CGFloat)

        func resolve(along length: CGFloat) -> CGFloat {
            switch self {
            case .points(let value): return value
            case .fraction(let fraction): return fraction * length
            }
        }
    }

    /// A point in the window, resolved against its size when played.
    public struct Point: Sendable, Equatable {
        public var x: Coordinate
        public var y: Coordinate

        public func resolve(in size: CGSize) -> CGPoint {
            CGPoint(x: x.resolve(along: size.width), y: y.resolve(along: size.height))
        }
    }

    /// What one line asks for.
    public enum Action: Sendable, Equatable {
        case tap(Point, fingers: Int)
        case doubleTap(Point)
        case press(Point, duration: TimeInterval)
        case swipe(Point, direction: UISwipeGestureRecognizer.Direction, distance: CGFloat, duration: TimeInterval)
        case pan([Point], speed: CGFloat)
        case pinch(Point, scale: CGFloat, velocity: CGFloat)
        case rotate(Point, angle: CGFloat, velocity: CGFloat)
        case wait(TimeInterval)
        /// A raw touch event at the current time; `id` is the file's own finger number.
        case touch(TouchInput.Phase, id: Int, Point)
        case key(UIKey)
        /// Move events per second for the gestures that follow.
        case sampleRate(Double)
        case snapshot(path: String)
        case quit
    }

    /// One parsed line.
    public struct Command: Sendable, Equatable {
        /// 1-based line number in the file.
        public var line: Int
        public var action: Action
    }

    /// A problem in a replay file, with the line it is on (0 for the file as a whole).
    public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
        public var line: Int
        public var message: String

        public var description: String {
            line > 0 ? "line \(line): \(message)" : message
        }
    }

    public var commands: [Command]

    // MARK: Limits (named so a typo in a file is refused rather than obeyed for an hour)

    /// The longest a file may be, in bytes: a replay is a script, not a recording dump.
    public static let maximumFileSize = 4 << 20
    /// The longest single `wait` or `press`, in seconds.
    public static let maximumDuration: TimeInterval = 600
    /// How far outside the window a point may be, in points.
    public static let maximumCoordinate: CGFloat = 100_000
    /// The most fingers a `tap` may use.
    public static let maximumFingers = 5
    /// The range of pinch scales accepted.
    public static let scaleRange: ClosedRange<CGFloat> = 0.01...100
    /// The range of sample rates accepted, in events per second.
    public static let sampleRateRange: ClosedRange<Double> = 10...2000

    /// The command words, for messages.
    static let commandNames = ["tap", "double-tap", "press", "swipe", "pan", "pinch", "rotate", "wait", "touch",
                               "key", "rate", "snapshot", "quit"]

    public init(commands: [Command]) {
        self.commands = commands
    }

    /// Parses the text of a replay file.
    public init(parsing text: String) throws(ParseError) {
        var commands: [Command] = []
        for (index, rawLine) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            var line = Substring(rawLine)
            if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard !words.isEmpty else { continue }
            var parser = ReplayLineParser(line: index + 1, words: words)
            commands.append(Command(line: index + 1, action: try parser.parse()))
        }
        self.commands = commands
    }

    /// Reads and parses a replay file. Errors name the file's problem or the line.
    public init(contentsOfFile path: String) throws(ParseError) {
        let url = URL(fileURLWithPath: path)
        let data: Data
        do {
            let attributes = try FileManager.default.attributesOfItem(atPath: path)
            if let size = attributes[.size] as? Int, size > ReplayScript.maximumFileSize {
                throw ParseError(line: 0, message: "\(path) is \(size) bytes; a replay file may have at most \(ReplayScript.maximumFileSize)")
            }
            data = try Data(contentsOf: url)
        } catch let error as ParseError {
            throw error
        } catch {
            throw ParseError(line: 0, message: "cannot read \(path): \(error.localizedDescription)")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw ParseError(line: 0, message: "\(path) is not UTF-8 text")
        }
        try self.init(parsing: text)
    }
}
