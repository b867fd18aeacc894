import CX11
import Foundation
import OpenUIKit

/// Launch to first presented frame, memory after it, and CPU while idle, measured on child
/// processes of this benchmark (run with `--probe-window`). The baseline is a child that only
/// connects to the display and exits (`--probe-connect`): the floor any X client pays.
enum LaunchBenchmark {
    static let launches = 10
    /// How long the idle measurement watches a window that has nothing to do.
    static let idleSeconds: UInt32 = 10

    /// The child: a window with a grid of cards that prints "first-frame" once it is shown.
    @MainActor
    static func probeWindowMain() -> Never {
        UIApplication.shared.didPresentFrame = { frame in
            if frame.frameNumber == 1 { FileHandle.standardOutput.write(Data("first-frame\n".utf8)) }
        }
        UIApplicationMain(UIApplicationConfiguration(title: "launch benchmark", size: CGSize(width: 800, height: 600)),
                          rootViewController: { CardGridViewController() },
                          withoutDisplay: { _ in 1 })
    }

    static func probeConnectMain() -> Never {
        guard let display = XOpenDisplay(nil) else { exit(1) }
        XCloseDisplay(display)
        FileHandle.standardOutput.write(Data("connected\n".utf8))
        exit(0)
    }

    @MainActor
    static func run(displayName: String) {
        print("Launch: \(launches) launches of an 800×600 window of 12 cards on \(displayName)")
        var connectTimes: [Double] = []
        var frameTimes: [Double] = []
        var rss: [Double] = []
        for _ in 0..<launches {
            if let child = Child(argument: "--probe-connect", display: displayName, until: "connected") {
                connectTimes.append(child.secondsToLine * 1000)
                child.finish()
            }
            if let child = Child(argument: "--probe-window", display: displayName, until: "first-frame") {
                frameTimes.append(child.secondsToLine * 1000)
                rss.append(child.residentKilobytes / 1024)
                child.finish()
            }
        }
        let connect = BenchmarkRunner.Summary(samples: connectTimes)
        let frame = BenchmarkRunner.Summary(samples: frameTimes)
        printRow("connect and exit (baseline)", connect)
        printRow("launch to first presented frame", frame, baseline: connect)
        print(String(format: "RSS after the first frame: median %.1f MiB", BenchmarkRunner.Summary(samples: rss).median))

        guard let idle = Child(argument: "--probe-window", display: displayName, until: "first-frame") else { return }
        let before = idle.cpuTicks
        sleep(idleSeconds)
        let after = idle.cpuTicks
        print("CPU ticks (user+system, \(sysconf(Int32(_SC_CLK_TCK))) per second) over \(idleSeconds) s idle after the first frame: \(after - before)")
        idle.finish()
    }

    /// A child process started with a stopwatch, read until it prints an expected line.
    private final class Child {
        let process = Process()
        private(set) var secondsToLine: Double = 0

        init?(argument: String, display: String, until expected: String) {
            let pipe = Pipe()
            process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0])
            process.arguments = [argument]
            var environment = ProcessInfo.processInfo.environment
            environment["DISPLAY"] = display
            process.environment = environment
            process.standardOutput = pipe
            process.standardError = FileHandle.nullDevice
            let start = DispatchTime.now()
            do { try process.run() } catch { return nil }
            var text = ""
            while !text.contains(expected) {
                let data = pipe.fileHandleForReading.availableData
                if data.isEmpty { return nil }
                text += String(decoding: data, as: UTF8.self)
            }
            secondsToLine = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
        }

        var residentKilobytes: Double {
            let status = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/status", encoding: .utf8)) ?? ""
            let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
            return Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0
        }

        /// utime + stime from /proc/PID/stat (fields 14 and 15, after the command name).
        var cpuTicks: Int {
            let stat = (try? String(contentsOfFile: "/proc/\(process.processIdentifier)/stat", encoding: .utf8)) ?? ""
            guard let close = stat.lastIndex(of: ")") else { return 0 }
            let fields = stat[stat.index(after: close)...].split(separator: " ")
            guard fields.count > 13 else { return 0 }
            return (Int(fields[11]) ?? 0) + (Int(fields[12]) ?? 0)
        }

        func finish() {
            if process.isRunning { kill(process.processIdentifier, SIGTERM) }
            process.waitUntilExit()
        }
    }
}

/// The launch benchmark's window content: 12 card-like views on green.
@MainActor
final class CardGridViewController: UIViewController {
    override func viewDidLoad() {
        view.backgroundColor = UIColor(red: 0.05, green: 0.4, blue: 0.15, alpha: 1)
        for i in 0..<12 {
            view.addSubview(CardLikeView(frame: CGRect(x: 20 + CGFloat(i % 6) * 130, y: 20 + CGFloat(i / 6) * 190, width: 120, height: 168)))
        }
    }
}
