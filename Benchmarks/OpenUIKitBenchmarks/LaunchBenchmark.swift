import CX11
import Foundation

/// Launch to first presented frame, the CPU that took, memory after it, and CPU while idle:
/// the PlayingCard app (release build, beside this benchmark; `--card K♥` at 1280×800, so
/// every launch decodes the face picture) against
///
/// - the raw floor, `CairoCardFloor`: the same first picture in plain C, Cairo, Pango and
///   MIT-SHM (no toolkit, no Swift runtime);
/// - the Swift floor, `SwiftFoundationFloor`: a Swift program linking Foundation and Xlib that
///   connects and draws nothing, what any Swift + Foundation X client costs;
/// - a child that only connects to the display and exits (`--probe-connect`, what any X
///   client pays, here with this benchmark's libraries loaded);
/// - with `--baseline-app PATH` (repeatable), other builds of the app (say, before a change,
///   or with the Swift runtime linked statically), launched alternately in the same run.
///
/// `--launches N` sets the launches per program (10). On a loaded machine, run the case under
/// `nice -n -15` (with a private Xvfb, which inherits it) to stand for an idle one.
///
/// Every program is started and reaped by the case itself (`LaunchedProcess`): CPU time is
/// exact and counts every thread; memory is read from `/proc/PID/smaps` at the first frame.
@MainActor
enum LaunchBenchmark {
    /// Launches per program unless `--launches N` says otherwise.
    static let defaultLaunches = 10
    /// How long the idle measurement watches a window that has nothing to do.
    static let idleSeconds: UInt32 = 10
    static let appArguments = ["--size", "1280x800", "--scale", "1", "--card", "K♥"]

    static func probeConnectMain() -> Never {
        guard let display = XOpenDisplay(nil) else { exit(1) }
        XCloseDisplay(display)
        FileHandle.standardOutput.write(Data("connected\n".utf8))
        exit(0)
    }

    struct Program {
        var name: String
        var executable: String
        var arguments: [String] = []
        var environment: [String: String] = [:]
        /// The output line that says the first frame is up (or the connection, for floors
        /// that draw nothing).
        var readyLine: String
    }

    struct Figures {
        var firstFrame: [Double] = []
        var cpu: [Double] = []
        var memory: [ResidentMemory] = []

        func memoryMedian(_ kind: ResidentMemory.Kind) -> Double {
            BenchmarkRunner.Summary(samples: memory.map { $0.mebibytes[kind] ?? 0 }).median
        }
        var totalMemoryMedian: Double { BenchmarkRunner.Summary(samples: memory.map(\.total)).median }
    }

    static func run(displayName: String) {
        guard let app = ChildApp.sibling("PlayingCard") else {
            print("Launch: skipped (build the PlayingCard app in release first: swift build -c release)")
            return
        }
        let frameLog = ["OPENUIKIT_FRAME_LOG": "1"]
        var programs = [Program(name: "connect and exit (this benchmark's libraries)", executable: CommandLine.arguments[0],
                                arguments: ["--probe-connect"], readyLine: "connected")]
        if let swiftFloor = ChildApp.sibling("SwiftFoundationFloor") {
            programs.append(Program(name: "Swift floor: Foundation + Xlib, connected", executable: swiftFloor, readyLine: "connected"))
        }
        let rawFloor = ChildApp.sibling("CairoCardFloor")
        if let rawFloor {
            let picture = DirectCairoCard.pictureFile(named: "K♥", pixelScale: 3)
            programs.append(Program(name: "raw floor: C + Cairo + Pango + MIT-SHM", executable: rawFloor,
                                    arguments: picture.map { [$0] } ?? [], readyLine: "first-frame"))
        }
        for baseline in baselineApps {
            let url = URL(fileURLWithPath: baseline)
            let name = "PlayingCard, baseline " + url.deletingLastPathComponent().lastPathComponent + "/" + url.lastPathComponent
            programs.append(Program(name: name, executable: baseline, arguments: appArguments,
                                    environment: frameLog, readyLine: "frame 1 "))
        }
        programs.append(Program(name: "PlayingCard", executable: app, arguments: appArguments, environment: frameLog,
                                readyLine: "frame 1 "))

        print("Launch: \(launches) launches each, alternating, at 1280×800 on \(displayName); ms from the start to the first presented frame,")
        print("  CPU ms (user + system, every thread) until just after it, and resident memory then")
        var figures = [String: Figures]()
        for _ in 0..<launches {
            for program in programs {
                guard let child = LaunchedProcess(executable: program.executable, arguments: program.arguments,
                                                  display: displayName, environment: program.environment) else { continue }
                let seconds = child.secondsUntilLine(containing: program.readyLine)
                let memory = seconds == nil ? nil : child.memory
                let cpu = child.finish()
                guard let seconds else { continue }
                figures[program.name, default: Figures()].firstFrame.append(seconds * 1000)
                figures[program.name, default: Figures()].cpu.append(cpu)
                if let memory { figures[program.name, default: Figures()].memory.append(memory) }
            }
        }
        let floorName = programs.first { $0.executable == rawFloor }?.name
        let floor = floorName.flatMap { figures[$0] }.map { BenchmarkRunner.Summary(samples: $0.firstFrame) }
        for program in programs {
            guard let f = figures[program.name] else { continue }
            printRow(program.name, BenchmarkRunner.Summary(samples: f.firstFrame),
                     baseline: program.name == floorName || program.readyLine == "connected" ? nil : floor)
            let cpu = BenchmarkRunner.Summary(samples: f.cpu)
            print(String(format: "    CPU median %.1f ms (p90 %.1f)", cpu.median, cpu.p90)
                  + (f.memory.isEmpty ? "" : String(format: "; RSS median %.1f MiB", f.totalMemoryMedian)))
        }

        // Where the memory is, by mapping (medians, MiB).
        let measured = programs.filter { !(figures[$0.name]?.memory.isEmpty ?? true) }
        guard !measured.isEmpty else { return }
        print("Resident memory at the first frame by mapping, MiB (medians): " + measured.map(\.name).joined(separator: " | "))
        for kind in ResidentMemory.Kind.allCases {
            let values = measured.map { String(format: "%5.1f", figures[$0.name]!.memoryMedian(kind)) }
            print("  " + kind.rawValue.padding(toLength: 72, withPad: " ", startingAt: 0) + values.joined(separator: "  "))
        }

        guard let idle = ChildApp(executable: app, arguments: appArguments, display: displayName, environment: frameLog),
              idle.secondsUntilLine(containing: "frame 1 ") != nil else { return }
        // Let the launch's own work (font caches, the first expose) finish.
        usleep(500_000)
        let before = idle.cpuTicks
        sleep(idleSeconds)
        let after = idle.cpuTicks
        print("PlayingCard CPU ticks (user+system, \(sysconf(Int32(_SC_CLK_TCK))) per second) over \(idleSeconds) s idle after launch: \(after - before)")
        idle.finish()
    }

    /// Each `--baseline-app PATH`: other builds of the app to launch alternately with this one.
    static var baselineApps: [String] { values(of: "--baseline-app") }

    /// `--launches N`.
    static var launches: Int { values(of: "--launches").last.flatMap { Int($0) }.map { max(1, $0) } ?? defaultLaunches }

    /// The values following each occurrence of `option` on the command line.
    static func values(of option: String) -> [String] {
        let arguments = CommandLine.arguments
        return arguments.indices.filter { arguments[$0] == option && arguments.indices.contains($0 + 1) }.map { arguments[$0 + 1] }
    }
}
