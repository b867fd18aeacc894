import Foundation

/// Parses one line of a replay file (already split into words, comment removed) into an
/// action, with messages that say what was expected.
struct ReplayLineParser {
    typealias ParseError = ReplayScript.ParseError

    let line: Int
    let command: String
    /// Positional arguments, in order.
    private var positional: [String]
    /// `name=value` options.
    private var options: [String: String]

    init(line: Int, words: [String]) {
        self.line = line
        command = words[0].lowercased()
        positional = []
        options = [:]
        for word in words.dropFirst() {
            if let equals = word.firstIndex(of: "="), equals != word.startIndex {
                options[word[..<equals].lowercased()] = String(word[word.index(after: equals)...])
            } else {
                positional.append(word)
            }
        }
    }

    mutating func parse() throws(ParseError) -> ReplayScript.Action {
        let action: ReplayScript.Action
        switch command {
        case "tap":
            action = .tap(try point(0), fingers: try integer("fingers", default: 1, in: 1...ReplayScript.maximumFingers))
            try expectArguments(1, usage: "tap X,Y [fingers=N]")
        case "double-tap", "doubletap":
            action = .doubleTap(try point(0))
            try expectArguments(1, usage: "double-tap X,Y")
        case "press":
            action = .press(try point(0), duration: try duration("duration", default: 1))
            try expectArguments(1, usage: "press X,Y [duration=SECONDS]")
        case "swipe":
            action = .swipe(try point(0), direction: try direction(1),
                            distance: try number("distance", default: GestureSynthesizer.swipeDistance, in: 1...ReplayScript.maximumCoordinate),
                            duration: try duration("duration", default: GestureSynthesizer.swipeDuration, minimum: 0.001))
            try expectArguments(2, usage: "swipe X,Y left|right|up|down [distance=POINTS] [duration=SECONDS]")
        case "pan", "drag":
            guard positional.count >= 2 else {
                throw error("pan needs at least two points: pan X,Y X,Y ... [speed=POINTS_PER_SECOND]")
            }
            var path: [ReplayScript.Point] = []
            for index in positional.indices { path.append(try point(index)) }
            action = .pan(path, speed: try number("speed", default: 300, in: 1...100_000))
            try expectArguments(positional.count, usage: "pan X,Y X,Y ... [speed=POINTS_PER_SECOND]")
        case "pinch":
            guard options["scale"] != nil else { throw error("pinch needs scale=F, e.g. pinch 50%,50% scale=1.5") }
            action = .pinch(try point(0), scale: try number("scale", default: 1, in: ReplayScript.scaleRange),
                            velocity: try number("velocity", default: 2, in: 0.01...100))
            try expectArguments(1, usage: "pinch X,Y scale=F [velocity=F_PER_SECOND]")
        case "rotate":
            guard let text = options["angle"] else { throw error("rotate needs angle=A (radians, or degrees with deg), e.g. rotate 50%,50% angle=45deg") }
            action = .rotate(try point(0), angle: try angle(text, name: "angle"),
                             velocity: try number("velocity", default: .pi, in: 0.01...100))
            try expectArguments(1, usage: "rotate X,Y angle=A[deg] [velocity=RADIANS_PER_SECOND]")
        case "wait":
            guard let text = positional.first else { throw error("wait needs a number of seconds, e.g. wait 0.5") }
            action = .wait(try checkedDuration(text, name: "wait"))
            try expectArguments(1, usage: "wait SECONDS")
        case "touch":
            action = try touch()
            try expectArguments(3, usage: "touch down|move|up|cancel ID X,Y")
        case "key":
            guard let name = positional.first else { throw error("key needs a key name, e.g. key space") }
            guard let key = UIKey(name: name) else {
                throw error("unknown key “\(q(name))” (use space, return, escape, tab, left, right, up, down, f1…f12, a letter or a digit)")
            }
            action = .key(key)
            try expectArguments(1, usage: "key NAME")
        case "rate":
            guard let text = positional.first, let rate = Double(text), ReplayScript.sampleRateRange.contains(rate) else {
                throw error("rate needs events per second between \(Int(ReplayScript.sampleRateRange.lowerBound)) and \(Int(ReplayScript.sampleRateRange.upperBound)), e.g. rate 120")
            }
            action = .sampleRate(rate)
            try expectArguments(1, usage: "rate HZ")
        case "snapshot":
            guard let path = positional.first else { throw error("snapshot needs a file name, e.g. snapshot out.png") }
            action = .snapshot(path: path)
            try expectArguments(1, usage: "snapshot PATH")
        case "quit":
            action = .quit
            try expectArguments(0, usage: "quit")
        default:
            throw error("unknown command “\(q(command))” (expected one of: \(ReplayScript.commandNames.joined(separator: ", ")))")
        }
        // Known here without a window (a pan's length may depend on its size: the time line
        // checks that one): refused before anything is generated.
        switch action {
        case .swipe(_, _, _, let seconds):
            try checkGesture(seconds: seconds, what: "duration")
        case .pinch(_, let scale, let velocity):
            try checkGesture(seconds: Double(abs(scale - 1) / velocity), what: "scale change at this velocity")
        case .rotate(_, let angle, let velocity):
            try checkGesture(seconds: Double(abs(angle) / velocity), what: "angle at this velocity")
        default:
            break
        }
        if let unknown = options.keys.sorted().first {
            throw error("\(q(command)) has no option “\(q(unknown))”")
        }
        return action
    }

    // MARK: Arguments

    private func error(_ message: String) -> ParseError {
        ParseError(line: line, message: message)
    }

    private func checkGesture(seconds: TimeInterval, what: String) throws(ParseError) {
        guard seconds <= ReplayScript.maximumGestureDuration else {
            throw error("this \(command) would last \(ReplayLineParser.format(seconds)) s (its \(what)); a gesture may last at most \(Int(ReplayScript.maximumGestureDuration)) s")
        }
    }

    static func format(_ seconds: TimeInterval) -> String {
        seconds < 10 ? String(format: "%.2f", seconds) : String(Int(seconds.rounded()))
    }

    /// The file's own text as a message shows it: escaped and cut short.
    private func q(_ text: String) -> String {
        ReplayScript.quoted(text)
    }

    private func expectArguments(_ count: Int, usage: String) throws(ParseError) {
        if positional.count != count {
            throw error("\(q(command)) takes \(count) argument\(count == 1 ? "" : "s"), got \(positional.count): \(usage)")
        }
    }

    private func point(_ index: Int) throws(ParseError) -> ReplayScript.Point {
        guard index < positional.count else { throw error("\(q(command)) needs a point X,Y (points or percentages, e.g. 50%,50%)") }
        let text = positional[index]
        let parts = text.split(separator: ",", omittingEmptySubsequences: false)
        guard parts.count == 2, let x = coordinate(parts[0]), let y = coordinate(parts[1]) else {
            throw error("“\(q(text))” is not a point: write X,Y in points or percentages, e.g. 120,80 or 50%,50%")
        }
        return ReplayScript.Point(x: x, y: y)
    }

    private func coordinate(_ text: Substring) -> ReplayScript.Coordinate? {
        if text.hasSuffix("%") {
            guard let percent = Double(text.dropLast()), percent.isFinite, abs(percent) <= 1000 else { return nil }
            return .fraction(CGFloat(percent / 100))
        }
        guard let value = Double(text), value.isFinite, abs(value) <= ReplayScript.maximumCoordinate else { return nil }
        return .points(CGFloat(value))
    }

    private func direction(_ index: Int) throws(ParseError) -> UISwipeGestureRecognizer.Direction {
        guard index < positional.count else { throw error("swipe needs a direction: left, right, up or down") }
        switch positional[index].lowercased() {
        case "left": return .left
        case "right": return .right
        case "up": return .up
        case "down": return .down
        default: throw error("“\(q(positional[index]))” is not a direction: use left, right, up or down")
        }
    }

    private mutating func number(_ name: String, default value: CGFloat, in range: ClosedRange<CGFloat>) throws(ParseError) -> CGFloat {
        guard let text = options.removeValue(forKey: name) else { return value }
        guard let number = Double(text), number.isFinite, range.contains(CGFloat(number)) else {
            throw error("\(name)=\(q(text)) must be a number from \(range.lowerBound) to \(range.upperBound)")
        }
        return CGFloat(number)
    }

    private mutating func integer(_ name: String, default value: Int, in range: ClosedRange<Int>) throws(ParseError) -> Int {
        guard let text = options.removeValue(forKey: name) else { return value }
        guard let number = Int(text), range.contains(number) else {
            throw error("\(name)=\(q(text)) must be a whole number from \(range.lowerBound) to \(range.upperBound)")
        }
        return number
    }

    private mutating func duration(_ name: String, default value: TimeInterval, minimum: TimeInterval = 0) throws(ParseError) -> TimeInterval {
        guard let text = options.removeValue(forKey: name) else { return value }
        let seconds = try checkedDuration(text, name: name)
        guard seconds >= minimum else { throw error("\(name)=\(q(text)) must be at least \(minimum) seconds") }
        return seconds
    }

    private func checkedDuration(_ text: String, name: String) throws(ParseError) -> TimeInterval {
        guard let seconds = Double(text.hasSuffix("s") ? String(text.dropLast()) : text), seconds.isFinite,
              (0...ReplayScript.maximumDuration).contains(seconds) else {
            throw error("\(name) \(q(text)) must be seconds from 0 to \(Int(ReplayScript.maximumDuration))")
        }
        return seconds
    }

    private mutating func angle(_ text: String, name: String) throws(ParseError) -> CGFloat {
        options.removeValue(forKey: name)
        let degrees = text.lowercased().hasSuffix("deg")
        let body = degrees ? String(text.dropLast(3)) : text
        guard let value = Double(body), value.isFinite, abs(value) <= (degrees ? 3600 : 20 * .pi) else {
            throw error("\(name)=\(q(text)) must be radians, or degrees with deg (e.g. 45deg), at most ten turns")
        }
        return CGFloat(degrees ? value * .pi / 180 : value)
    }

    private func touch() throws(ParseError) -> ReplayScript.Action {
        guard positional.count >= 1 else { throw error("touch needs a phase: touch down|move|up|cancel ID X,Y") }
        let phase: TouchInput.Phase
        switch positional[0].lowercased() {
        case "down", "began": phase = .began
        case "move", "moved": phase = .moved
        case "up", "ended": phase = .ended
        case "cancel", "cancelled": phase = .cancelled
        default: throw error("“\(q(positional[0]))” is not a touch phase: use down, move, up or cancel")
        }
        guard positional.count >= 2, let id = Int(positional[1]), (0...1000).contains(id) else {
            throw error("touch needs a finger number from 0 to 1000 after the phase: touch \(q(positional[0])) ID X,Y")
        }
        return .touch(phase, id: id, try point(2))
    }
}
