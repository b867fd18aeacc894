import CX11
import Foundation

/// Launch to first presented frame, memory after it, and CPU while idle: the PlayingCard app
/// (release build, beside this benchmark) against the floor client showing the same card
/// (`--probe-floor-drag`) and a child that only connects to the display and exits
/// (`--probe-connect`, what any X client pays).
@MainActor
enum LaunchBenchmark {
    static let launches = 10
    /// How long the idle measurement watches a window that has nothing to do.
    static let idleSeconds: UInt32 = 10

    static func probeConnectMain() -> Never {
        guard let display = XOpenDisplay(nil) else { exit(1) }
        XCloseDisplay(display)
        FileHandle.standardOutput.write(Data("connected\n".utf8))
        exit(0)
    }

    static func run(displayName: String) {
        guard let app = ChildApp.sibling("PlayingCard") else {
            print("Launch: skipped (build the PlayingCard app in release first: swift build -c release)")
            return
        }
        print("Launch: \(launches) launches each, alternating, of the PlayingCard app (1280×800) and the floor on \(displayName)")
        var connect: [Double] = [], floor: [Double] = [], ours: [Double] = []
        var floorRSS: [Double] = [], oursRSS: [Double] = []
        let me = CommandLine.arguments[0]
        let appArguments = ["--size", "1280x800", "--scale", "1"]
        for _ in 0..<launches {
            if let child = ChildApp(executable: me, arguments: ["--probe-connect"], display: displayName),
               let seconds = child.secondsUntilLine(containing: "connected") {
                connect.append(seconds * 1000)
                child.finish()
            }
            if let child = ChildApp(executable: me, arguments: ["--probe-floor-drag"], display: displayName) {
                if let seconds = child.secondsUntilLine(containing: "first-frame") {
                    floor.append(seconds * 1000)
                    floorRSS.append(child.residentMebibytes)
                }
                child.finish()
            }
            if let child = ChildApp(executable: app, arguments: appArguments, display: displayName, environment: ["OPENUIKIT_FRAME_LOG": "1"]) {
                if let seconds = child.secondsUntilLine(containing: "frame 1 ") {
                    ours.append(seconds * 1000)
                    oursRSS.append(child.residentMebibytes)
                }
                child.finish()
            }
        }
        let floorLaunch = BenchmarkRunner.Summary(samples: floor)
        printRow("connect and exit (any X client)", BenchmarkRunner.Summary(samples: connect))
        printRow("floor: plain Cairo window, first frame", floorLaunch)
        printRow("PlayingCard: launch to first presented frame", BenchmarkRunner.Summary(samples: ours), baseline: floorLaunch)
        print(String(format: "RSS after the first frame: PlayingCard %.1f MiB, floor %.1f MiB (medians)",
                     BenchmarkRunner.Summary(samples: oursRSS).median, BenchmarkRunner.Summary(samples: floorRSS).median))

        guard let idle = ChildApp(executable: app, arguments: appArguments, display: displayName, environment: ["OPENUIKIT_FRAME_LOG": "1"]),
              idle.secondsUntilLine(containing: "frame 1 ") != nil else { return }
        // Let the launch's own work (font caches, the first expose) finish.
        usleep(500_000)
        let before = idle.cpuTicks
        sleep(idleSeconds)
        let after = idle.cpuTicks
        print("PlayingCard CPU ticks (user+system, \(sysconf(Int32(_SC_CLK_TCK))) per second) over \(idleSeconds) s idle after launch: \(after - before)")
        idle.finish()
    }
}
