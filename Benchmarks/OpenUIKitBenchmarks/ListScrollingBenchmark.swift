import Foundation
import OpenUIKit

/// Scrolling lists (issue 27's targets): a plain `UITableView` of standard cells, 100 rows
/// against 100,000, in a phone-sized window, headless.
///
/// - the first frame (making the table, its data source answering, layout and the composite);
/// - a frame of scrolling: the offset moved by a fling's step, then layout and the composite
///   (the scroll blit moving what was already composited), against the same frames with the
///   whole window composited again (what every scroll frame cost before the blit), and the
///   pixels each composites;
/// - the cells alive while scrolling through 2,000 rows (made and not yet freed);
/// - the resident memory a table of each size adds.
@MainActor
enum ListScrollingBenchmark {
    static let rowCounts = [100, 100_000]
    static let windowSize = CGSize(width: 390, height: 844)
    /// Points the offset moves per frame: 1,200 pt/s, a brisk fling, at 60 Hz.
    static let scrollStepPerFrame: CGFloat = 20
    /// Frames scrolled per measured run, and rows passed while counting cells.
    static let framesPerRun = 30
    static let rowsScrolledWhileCounting = 2_000

    /// A standard cell that counts how many of its kind are alive.
    final class CountedCell: UITableViewCell {
        nonisolated(unsafe) static var alive = 0

        override init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            CountedCell.alive += 1
        }

        required init?(coder: NSCoder) {
            super.init(coder: coder)
            CountedCell.alive += 1
        }

        deinit { CountedCell.alive -= 1 }
    }

    final class Rows: NSObject, UITableViewDataSource {
        let count: Int
        init(count: Int) { self.count = count }

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }

        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            cell.accessoryType = .disclosureIndicator
            return cell
        }
    }

    struct Scene {
        let window: UIWindow
        let table: UITableView
        let rows: Rows
    }

    static func makeScene(rows count: Int) -> Scene {
        let window = UIWindow(frame: CGRect(origin: .zero, size: windowSize))
        let table = UITableView(frame: window.bounds, style: .plain)
        table.register(CountedCell.self, forCellReuseIdentifier: "row")
        let rows = Rows(count: count)
        table.dataSource = rows
        window.addSubview(table)
        return Scene(window: window, table: table, rows: rows)
    }

    /// Resident memory of this process, in MiB.
    static var residentMebibytes: Double {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return (Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0) / 1024
    }

    static func run() {
        print("Lists: a plain UITableView of standard cells in a \(Int(windowSize.width))×\(Int(windowSize.height)) window, headless")
        let runner = BenchmarkRunner(warmupRuns: 3, measuredRuns: 30)
        var firstFrames: [BenchmarkRunner.Summary] = []
        var scrollFrames: [BenchmarkRunner.Summary] = []
        var fullScrollFrames: [BenchmarkRunner.Summary] = []
        var pixelLines: [String] = []
        for count in rowCounts {
            var kept: Scene?
            let first = runner.measure(prepare: { kept = nil }) {
                let scene = makeScene(rows: count)
                scene.window.renderIfNeeded()
                kept = scene
            }
            firstFrames.append(first)

            let scene = makeScene(rows: count)
            scene.window.renderIfNeeded()
            // Scroll down through the middle of the list and back, a step a frame; the
            // baseline composites the whole window each frame, as scrolling did before the blit.
            let span = min(scene.table.contentSize.height - windowSize.height, 20_000)
            var offset: CGFloat = 0
            var direction: CGFloat = 1
            var composited: [String: [Int]] = [:]
            func scrollRun(fullRecomposite: Bool) -> BenchmarkRunner.Summary {
                let key = fullRecomposite ? "whole window" : "blit"
                let run = runner.measure {
                    for _ in 0..<framesPerRun {
                        offset += direction * scrollStepPerFrame
                        if offset > span || offset < 0 { direction = -direction; offset += 2 * direction * scrollStepPerFrame }
                        scene.table.contentOffset = CGPoint(x: 0, y: offset)
                        if fullRecomposite { scene.window.setNeedsFullRedisplay() }
                        if let stats = scene.window.renderIfNeeded() { composited[key, default: []].append(stats.compositedPixels) }
                    }
                }
                return BenchmarkRunner.Summary(samples: run.samples.map { $0 / Double(framesPerRun) })
            }
            scrollFrames.append(scrollRun(fullRecomposite: false))
            fullScrollFrames.append(scrollRun(fullRecomposite: true))
            let total = Int(windowSize.width * windowSize.height)
            for key in ["blit", "whole window"] {
                let pixels = (composited[key] ?? [0]).sorted()
                let median = pixels[pixels.count / 2]
                pixelLines.append("pixels composited per scroll frame, \(count) rows, \(key): median \(median) of \(total) ("
                    + String(format: "%.1f %%", 100 * Double(median) / Double(total)) + "), p90 \(pixels[pixels.count * 9 / 10])")
            }
            _ = kept
        }
        for (index, count) in rowCounts.enumerated() {
            printRow("first frame, \(count) rows", firstFrames[index], baseline: firstFrames[0])
        }
        for (index, count) in rowCounts.enumerated() {
            printRow("a frame of scrolling, \(count) rows", scrollFrames[index], baseline: scrollFrames[0])
        }
        for (index, count) in rowCounts.enumerated() {
            printRow("… whole window composited, \(count) rows", fullScrollFrames[index], baseline: scrollFrames[index])
        }
        for line in pixelLines { print(line) }

        // Cells alive while passing many rows, and the memory each table adds.
        for count in rowCounts {
            let before = residentMebibytes
            let aliveBefore = CountedCell.alive
            let scene = makeScene(rows: count)
            scene.window.renderIfNeeded()
            let visible = scene.table.visibleCells.count
            var most = CountedCell.alive - aliveBefore
            let rowHeight = scene.table.rectForRow(at: IndexPath(row: 0, section: 0)).height
            let distance = min(CGFloat(rowsScrolledWhileCounting) * rowHeight, scene.table.contentSize.height - windowSize.height)
            var offset: CGFloat = 0
            while offset < distance {
                offset += scrollStepPerFrame
                scene.table.contentOffset = CGPoint(x: 0, y: offset)
                scene.window.renderIfNeeded()
                most = max(most, CountedCell.alive - aliveBefore)
            }
            let added = residentMebibytes - before
            print(String(format: "%d rows: %d cells visible, at most %d alive scrolling %.0f pt; resident memory +%.1f MiB",
                         count, visible, most, Double(distance), added))
        }
    }
}
