import Foundation

/// What the command line asked for, parsed by hand (the tool is too small to need a parser
/// library). Parsing never exits; it throws a `UsageError` whose message the caller prints.
struct CardArtOptions {
    /// Where the PNGs go; nil means the package's own `assets` folder.
    var outputDirectory: URL?
    /// Pixels per point to render at; each becomes an `@Nx` file (1 has no suffix).
    var scales: [Int] = [1, 2, 3]
    /// The face images' size at 1×, in points.
    var faceSize = FaceCardArtist.designSize
    /// The card back's size at 1×, in points.
    var backSize = CardBackArtist.defaultSize
    var showsHelp = false

    /// The scales `UIImage(named:)` looks for.
    static let supportedScales = 1...3
    /// The largest side accepted, in points: at 3× this is still far below the renderer's
    /// bitmap limit, and nothing a card needs comes close.
    static let maximumSide: Double = 2000

    struct UsageError: Error, CustomStringConvertible {
        let description: String
    }

    static let usage = """
        Usage: CardArt [--output DIR] [--scales 1,2,3] [--width PT --height PT]
                       [--back-width PT --back-height PT]

        Draws the court-card portraits (J, Q, K of ♠ ♥ ♦ ♣) and the card back as PNGs
        named for UIImage(named:): J♠.png, J♠@2x.png, …, cardback.png, cardback@2x.png, …

          --output DIR          folder to write into (created if missing);
                                default: the package's assets folder
          --scales LIST         comma-separated scales out of 1, 2, 3; default 1,2,3
          --width, --height     size of each portrait at 1×, in points; default 150 × 210
                                (a different aspect leaves white margins around the art)
          --back-width, --back-height
                                size of the card back at 1×, in points; default 250 × 350
          --help                show this text
        """

    /// Parses the arguments after the program name.
    static func parse(_ arguments: [String]) throws(UsageError) -> CardArtOptions {
        var options = CardArtOptions()
        var faceWidth: Double?, faceHeight: Double?, backWidth: Double?, backHeight: Double?
        var remaining = arguments[...]
        while let argument = remaining.popFirst() {
            func value() throws(UsageError) -> String {
                guard let value = remaining.popFirst() else { throw UsageError(description: "\(argument) needs a value") }
                return value
            }
            switch argument {
            case "--help", "-h":
                options.showsHelp = true
            case "--output":
                let path = try value()
                guard !path.isEmpty else { throw UsageError(description: "--output needs a folder path") }
                options.outputDirectory = URL(fileURLWithPath: path, isDirectory: true)
            case "--scales":
                options.scales = try parseScales(try value())
            case "--width":
                faceWidth = try parseSide(try value(), option: argument)
            case "--height":
                faceHeight = try parseSide(try value(), option: argument)
            case "--back-width":
                backWidth = try parseSide(try value(), option: argument)
            case "--back-height":
                backHeight = try parseSide(try value(), option: argument)
            default:
                throw UsageError(description: "unknown argument \"\(argument)\"")
            }
        }
        if let size = try pair(faceWidth, faceHeight, names: ("--width", "--height")) { options.faceSize = size }
        if let size = try pair(backWidth, backHeight, names: ("--back-width", "--back-height")) { options.backSize = size }
        return options
    }

    /// A width and height given together, or neither: one alone would leave the aspect to a
    /// guess.
    private static func pair(_ width: Double?, _ height: Double?, names: (String, String)) throws(UsageError) -> CGSize? {
        switch (width, height) {
        case let (width?, height?): return CGSize(width: width, height: height)
        case (nil, nil): return nil
        case (_?, nil): throw UsageError(description: "\(names.0) needs \(names.1) too")
        case (nil, _?): throw UsageError(description: "\(names.1) needs \(names.0) too")
        }
    }

    private static func parseSide(_ text: String, option: String) throws(UsageError) -> Double {
        guard let value = Double(text), value.isFinite, value >= 1, value <= maximumSide else {
            throw UsageError(description: "\(option) must be a number of points from 1 to \(Int(maximumSide)), not \"\(text)\"")
        }
        return value
    }

    private static func parseScales(_ text: String) throws(UsageError) -> [Int] {
        var scales: [Int] = []
        for item in text.split(separator: ",", omittingEmptySubsequences: false) {
            let trimmed = item.trimmingCharacters(in: .whitespaces)
            guard let scale = Int(trimmed), supportedScales.contains(scale) else {
                throw UsageError(description: "--scales takes a comma-separated list of 1, 2 and 3, not \"\(text)\"")
            }
            if !scales.contains(scale) { scales.append(scale) }
        }
        return scales.sorted()
    }
}
