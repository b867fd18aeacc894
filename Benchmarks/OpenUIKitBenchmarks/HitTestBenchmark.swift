import Foundation
import OpenUIKit

/// Case 4a: hit tests per second among 10,000 views, `UIView.hitTest(_:with:)` against a
/// minimal hand-written walk of the same tree (plain structs: a frame and children, nothing
/// else — no hidden/alpha/interaction checks, no transforms, no dynamic dispatch): the floor.
///
/// Two shapes: a 100 × 100 tree (100 containers of 100 views, a screen of buttons in
/// panels) and 10,000 siblings (the worst case for a front-to-back scan).
@MainActor
enum HitTestBenchmark {
    static let side: CGFloat = 1000
    static let pointCount = 10_000

    /// The floor's node: a frame in its parent's coordinates and its children.
    struct Node {
        var frame: CGRect
        var children: [Node]

        /// Whether `point` (in the parent's coordinates) lands in this node; its children are
        /// tried front to back and the walk stops at the first that takes it, as hitTest does.
        func hit(_ point: CGPoint) -> Bool {
            guard frame.contains(point) else { return false }
            let local = CGPoint(x: point.x - frame.minX, y: point.y - frame.minY)
            for child in children.reversed() where child.hit(local) { return true }
            return true
        }
    }

    static func run() {
        var generator = SystemRandomNumberGenerator()
        let points = (0..<pointCount).map { _ in
            CGPoint(x: CGFloat.random(in: 0..<side, using: &generator), y: CGFloat.random(in: 0..<side, using: &generator))
        }
        let runner = BenchmarkRunner(warmupRuns: 3, measuredRuns: 25)
        print("Hit testing: 10,000 views in a \(Int(side))×\(Int(side)) window, random points; medians of \(runner.measuredRuns) runs")
        // The flat case scans all 10,000 views per test, so it gets fewer points per run.
        for (name, panels, perPanel, pointsPerRun) in [("100 panels × 100 views", 100, 100, pointCount), ("10,000 siblings", 1, 10_000, pointCount / 20)] {
            let points = points.prefix(pointsPerRun)
            let (window, tree) = makeHierarchy(panels: panels, viewsPerPanel: perPanel)
            var hits = 0
            let floor = runner.measure {
                for point in points where tree.hit(point) { hits += 1 }
            }
            let views = runner.measure {
                for point in points where window.hitTest(point, with: nil) != nil { hits += 1 }
            }
            printRow("\(name): struct walk (floor)", floor)
            printRow("\(name): UIView.hitTest", views, baseline: floor)
            print(String(format: "    %.0f hit tests/s (floor %.0f), %d points per run",
                         Double(pointsPerRun) / views.median * 1000, Double(pointsPerRun) / floor.median * 1000, pointsPerRun))
            precondition(hits > 0)
        }
    }

    /// `panels` containers tiling the window, each tiled by `viewsPerPanel` views; and the
    /// same as floor nodes.
    static func makeHierarchy(panels: Int, viewsPerPanel: Int) -> (UIWindow, Node) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: side, height: side))
        var root = Node(frame: window.bounds, children: [])
        let panelColumns = Int(Double(panels).squareRoot().rounded(.up))
        let panelSide = side / CGFloat(panelColumns)
        let viewColumns = Int(Double(viewsPerPanel).squareRoot().rounded(.up))
        let viewSide = panelSide / CGFloat(viewColumns)
        for p in 0..<panels {
            let panelFrame = CGRect(x: CGFloat(p % panelColumns) * panelSide, y: CGFloat(p / panelColumns) * panelSide,
                                    width: panelSide, height: panelSide)
            let panel = UIView(frame: panelFrame)
            var node = Node(frame: panelFrame, children: [])
            for v in 0..<viewsPerPanel {
                // A little smaller than the cell, so some points fall between views.
                let frame = CGRect(x: CGFloat(v % viewColumns) * viewSide, y: CGFloat(v / viewColumns) * viewSide,
                                   width: viewSide * 0.9, height: viewSide * 0.9)
                panel.addSubview(UIView(frame: frame))
                node.children.append(Node(frame: frame, children: []))
            }
            window.addSubview(panel)
            root.children.append(node)
        }
        return (window, root)
    }
}
