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
        /// A distance in window points from the left or top edge.
        case points(CGFloat)
        /// A fraction of the window's width or height (`50%` in the file is 0.5).
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
        /// The horizontal coordinate, from the window's left edge.
        public var x: Coordinate
        /// The vertical coordinate, from the window's top edge.
        public var y: Coordinate

        /// The point in window points for a window of `size`.
        public func resolve(in size: CGSize) -> CGPoint {
            CGPoint(x: x.resolve(along: size.width), y: y.resolve(along: size.height))
        }
    }

    /// What one line asks for.
    public enum Action: Sendable, Equatable {
        /// A tap with `fingers` fingers side by side, centred on the point.
        case tap(Point, fingers: Int)
        /// Two one-finger taps at the point, close enough in time to count as a double tap.
        case doubleTap(Point)
        /// One finger held still at the point for `duration` seconds.
        case press(Point, duration: TimeInterval)
        /// A flick from the point in `direction`, `distance` points long, lasting `duration`
        /// seconds.
        case swipe(Point, direction: UISwipeGestureRecognizer.Direction, distance: CGFloat, duration: TimeInterval)
        /// One finger dragged through the points at `speed` points per second.
        case pan([Point], speed: CGFloat)
        /// Two fingers across the point changing their span by `scale`, at `velocity` scale per
        /// second.
        case pinch(Point, scale: CGFloat, velocity: CGFloat)
        /// Two fingers turning about the point by `angle` radians, at `velocity` radians per
        /// second.
        case rotate(Point, angle: CGFloat, velocity: CGFloat)
        /// A pause of the given seconds with no input.
        case wait(TimeInterval)
        /// A raw touch event at the current time; `id` is the file's own finger number.
        case touch(TouchInput.Phase, id: Int, Point)
        /// The key pressed, then released after `ReplayPlayer.keyHoldDuration`.
        case key(UIKey)
        /// Move events per second for the gestures that follow.
        case sampleRate(Double)
        /// Writes the window as a PNG file at `path` at this moment.
        case snapshot(path: String)
        /// Ends the replay; a live app then exits.
        case quit
    }

    /// One parsed line.
    public struct Command: Sendable, Equatable {
        /// 1-based line number in the file.
        public var line: Int
        /// What the line asks for.
        public var action: Action
    }

    /// A problem in a replay file, with the line it is on (0 for the file as a whole).
    public struct ParseError: Error, Sendable, Equatable, CustomStringConvertible {
        /// The 1-based line the problem is on, or 0 when it concerns the whole file.
        public var line: Int
        /// What is wrong, with control characters escaped.
        public var message: String

        /// Control characters in `message` (from the file's own text) are escaped, so a
        /// hostile file cannot move the terminal's cursor or ring its bell.
        public init(line: Int, message: String) {
            self.line = line
            self.message = ReplayScript.escapingControlCharacters(message)
        }

        public var description: String {
            line > 0 ? "line \(line): \(message)" : message
        }
    }

    /// The file's commands in the order written, comments and blank lines left out.
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
    /// The longest one gesture (swipe, pan, pinch, rotate) may last, in seconds: a pan of
    /// 100 000 pt at 1 pt/s would otherwise be 28 hours of move events.
    public static let maximumGestureDuration: TimeInterval = 60
    /// The most input events a whole replay may generate (every finger's down, move and up,
    /// every key's press and release). A played event costs about 10–100 µs headless, so
    /// this bounds a replay's play time to seconds and its time line to a few megabytes.
    public static let maximumEvents = 100_000
    /// The most simulated time a whole replay may span, in seconds: an hour.
    public static let maximumTotalDuration: TimeInterval = 3_600
    /// The most `snapshot` lines a replay may have: each writes a whole PNG (about 5–10 ms
    /// for a 400×560 window), and a replay is a script, not a video.
    public static let maximumSnapshots = 100
    /// How much of a piece of the file's text a message quotes, in characters.
    public static let maximumQuotedLength = MessageText.maximumQuotedLength

    /// The command words, for messages.
    static let commandNames = ["tap", "double-tap", "press", "swipe", "pan", "pinch", "rotate", "wait", "touch",
                               "key", "rate", "snapshot", "quit"]

    /// A script of `commands` built in code rather than parsed.
    public init(commands: [Command]) {
        self.commands = commands
    }

    /// Parses the text of a replay file.
    public init(parsing text: String) throws(ParseError) {
        var commands: [Command] = []
        var snapshots = 0
        // "\r\n" is one Character in Swift, so it is matched as well as "\n" (files from
        // Windows editors).
        for (index, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: { $0 == "\n" || $0 == "\r\n" })
            .enumerated() {
            var line = Substring(rawLine)
            if let hash = line.firstIndex(of: "#") { line = line[..<hash] }
            let words = line.split(whereSeparator: { $0 == " " || $0 == "\t" || $0 == "\r" }).map(String.init)
            guard !words.isEmpty else { continue }
            var parser = ReplayLineParser(line: index + 1, words: words)
            let action = try parser.parse()
            if case .snapshot = action {
                snapshots += 1
                if snapshots > ReplayScript.maximumSnapshots {
                    throw ParseError(line: index + 1, message: "more than \(ReplayScript.maximumSnapshots) snapshot lines; a replay may write at most \(ReplayScript.maximumSnapshots) pictures")
                }
            }
            commands.append(Command(line: index + 1, action: action))
        }
        self.commands = commands
    }

    /// Reads and parses a replay file. Errors name the file's problem or the line.
    public init(contentsOfFile path: String) throws(ParseError) {
        let data = try ReplayScript.readFile(path)
        guard let text = String(validating: data, as: UTF8.self) else {
            throw ParseError(line: 0, message: "\(ReplayScript.quoted(path)) is not UTF-8 text")
        }
        try self.init(parsing: text)
    }

    /// The bytes of the file at `path`, at most `maximumFileSize`. Only a regular file is
    /// read (checked with `stat` first, and again on the open descriptor): a directory, a
    /// FIFO (which would block until a writer came) or a device such as `/dev/zero` (which
    /// never ends) is refused by name. Opened non-blocking, so even a FIFO swapped in
    /// between the checks cannot hang the app, and read with a cap.
    static func readFile(_ path: String) throws(ParseError) -> Data {
        let shown = quoted(path)
        func failure(_ reason: String) -> ParseError { ParseError(line: 0, message: "cannot read \(shown): \(reason)") }
        var info = stat()
        guard stat(path, &info) == 0 else { throw failure(MessageText.describe(errno: errno)) }
        try checkRegular(info, failure)
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else { throw failure(MessageText.describe(errno: errno)) }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0 else { throw failure(MessageText.describe(errno: errno)) }
        try checkRegular(info, failure)
        var data = Data()
        var buffer = [UInt8](repeating: 0, count: 64 << 10)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(descriptor, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw failure(MessageText.describe(errno: errno))
            }
            if count == 0 { break }
            data.append(contentsOf: buffer[..<count])
            // The size can grow after the stat (a file still being written).
            if data.count > maximumFileSize { throw failure(tooLarge) }
        }
        return data
    }

    private static let tooLarge = "it is larger than \(maximumFileSize) bytes (4 MiB), the most a replay file may be"

    private static func checkRegular(_ info: stat, _ failure: (String) -> ParseError) throws(ParseError) {
        switch info.st_mode & S_IFMT {
        case S_IFREG:
            if Int(info.st_size) > maximumFileSize { throw failure(tooLarge) }
        case S_IFDIR: throw failure("it is a directory, not a file")
        case S_IFIFO: throw failure("it is a FIFO (named pipe), not a regular file")
        case S_IFCHR, S_IFBLK: throw failure("it is a device, not a regular file")
        case S_IFSOCK: throw failure("it is a socket, not a regular file")
        default: throw failure("it is not a regular file")
        }
    }

    // MARK: Showing the file's text in messages

    /// `text` as a message may quote it: control characters escaped, and cut to
    /// `maximumQuotedLength` characters with "…", so a 3 MB line is not echoed back.
    public static func quoted(_ text: some StringProtocol) -> String {
        MessageText.quoted(text)
    }

    /// `text` with every control character (C0, DEL, C1) written as `\u{…}` (tab as `\t`).
    package static func escapingControlCharacters(_ text: String) -> String {
        MessageText.escapingControlCharacters(text)
    }
}
