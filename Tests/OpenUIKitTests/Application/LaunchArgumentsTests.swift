import Foundation
import Testing
@testable import OpenUIKit

/// The command line every launched app takes, and its errors.
@Suite struct LaunchArgumentsTests {
    private func failure(_ arguments: [String]) -> String? {
        do {
            _ = try LaunchArguments(parsing: arguments)
            return nil
        } catch {
            return error.description
        }
    }

    @Test func theSharedOptionsAreRead() throws {
        let options = try LaunchArguments(parsing: ["--size", "300x420", "--scale=2", "--snapshot", "out.png", "--pdf=out.pdf",
                                                    "--replay", "taps.txt", "--fullscreen", "--show-touches"])
        #expect(options.size == CGSize(width: 300, height: 420))
        #expect(options.scale == 2)
        #expect(options.snapshot == "out.png" && options.pdf == "out.pdf" && options.replay == "taps.txt")
        #expect(options.fullscreen && options.showTouches && options.rendersOffscreenOnly)
        #expect(try LaunchArguments(parsing: ["-h"]).helpRequested)
        #expect(try LaunchArguments(parsing: []) == LaunchArguments())
    }

    @Test func badCommandLinesSayWhatIsWrong() {
        #expect(failure(["--size"]) == "--size needs a value")
        #expect(failure(["--size", "-5x5"]) == "“-5x5”: each side must be from 1 to 8192 points, not -5.0")
        #expect(failure(["--size", "big"]) == "“big” is not a size: write WIDTHxHEIGHT in points, e.g. 300x420")
        #expect(failure(["--scale", "9"]) == "--scale 9.0: the scale must be from 0.5 to 4.0")
        #expect(failure(["--scale", "nan"]) == "--scale nan: the scale must be from 0.5 to 4.0")
        #expect(failure(["--scale", "two"]) == "--scale two: the scale must be a number")
        #expect(failure(["--snapshot="]) == "--snapshot needs a file name")
        #expect(failure(["--fullscreen=yes"]) == "--fullscreen takes no value")
        #expect(failure(["--frobnicate"]) == "unknown option --frobnicate (see --help)")
        #expect(failure(["--size", "8000x8000", "--scale", "4"])?.contains("each side may be at most") == true)
    }
}
