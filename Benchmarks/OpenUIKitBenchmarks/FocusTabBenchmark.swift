import Foundation
import OpenUIKit

/// Keyboard focus: one Tab (the focus system finds every focusable view in reading order,
/// moves focus, and the next frame moves the ring) in a window of N buttons, against the
/// floor of a frame in which one small view moves by a point (about the ring's damage).
@MainActor
enum FocusTabBenchmark {
    static let buttonSize = CGSize(width: 90, height: 30)
    static let columns = 10

    static func run() {
        let runner = BenchmarkRunner(warmupRuns: 10, measuredRuns: 200)
        print("Keyboard focus: Tab through N buttons in a grid of \(columns) columns, 1280×800 @1; medians of \(runner.measuredRuns) runs")
        for count in [40, 400] {
            let window = makeWindow(buttons: count)
            let mover = UIView(frame: CGRect(x: 4, y: 4, width: buttonSize.width + 6, height: buttonSize.height + 6))
            mover.backgroundColor = .systemBlue
            window.addSubview(mover)
            window.renderIfNeeded()
            let tab = UIKey(characters: "\t", charactersIgnoringModifiers: "\t", keyCode: .keyboardTab)
            let press: Set<UIPress> = [UIPress(phase: .began, key: tab, timestamp: 0)]
            var step: CGFloat = 1
            let floor = runner.measure {
                mover.center.x += step
                step = -step
                window.renderIfNeeded()
            }
            let tabOnly = runner.measure {
                window.pressesBegan(press, with: nil)
            }
            let tabAndFrame = runner.measure {
                window.pressesBegan(press, with: nil)
                window.renderIfNeeded()
            }
            printRow("N = \(count): a small view moved, frame (floor)", floor)
            printRow("N = \(count): Tab, focus moved", tabOnly, baseline: floor)
            printRow("N = \(count): Tab and the frame moving the ring", tabAndFrame, baseline: floor)
        }
    }

    /// A window with `count` enabled system buttons in rows of `columns`.
    static func makeWindow(buttons count: Int) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 1280, height: 800))
        window.backgroundColor = .white
        let rows = (count + columns - 1) / columns
        let rowHeight = min(buttonSize.height + 8, 790 / CGFloat(rows))
        for index in 0..<count {
            let button = UIButton(type: .system)
            button.setTitle("Button \(index)", for: .normal)
            button.frame = CGRect(x: 10 + CGFloat(index % columns) * (buttonSize.width + 30),
                                  y: 5 + CGFloat(index / columns) * rowHeight,
                                  width: buttonSize.width, height: min(buttonSize.height, rowHeight - 2))
            window.addSubview(button)
        }
        return window
    }
}
