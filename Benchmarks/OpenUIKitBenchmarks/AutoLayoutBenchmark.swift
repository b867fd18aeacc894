import Foundation
import OpenUIKit

/// Auto Layout: a 200-card grid laid out by constraints, solved from scratch, re-solved after
/// a resize, and re-solved after one constant changes (a drag), each against the same grid
/// laid out by hand in `layoutSubviews`; then the solve's growth over 1 → 1,000 independent
/// rows.
@MainActor
enum AutoLayoutBenchmark {
    static let columns = 20
    static let rows = 10
    static let gap: CGFloat = 8
    static let tableSize = CGSize(width: 1280, height: 800)
    static let resizedSize = CGSize(width: 1100, height: 760)

    /// The grid by hand: what an app without constraints writes.
    final class HandGrid: UIView {
        override func layoutSubviews() {
            let width = (bounds.width - gap * CGFloat(columns + 1)) / CGFloat(columns)
            let height = width * 8 / 5
            for (index, card) in subviews.enumerated() {
                let column = index % columns, row = index / columns
                card.frame = CGRect(x: gap + CGFloat(column) * (width + gap), y: gap + CGFloat(row) * (height + gap),
                                    width: width, height: height)
            }
        }
    }

    /// The same grid as constraints: each card after its left neighbour and below the card
    /// above, all as wide as the first, whose width shares the table's, at 5:8.
    static func constrainedGrid(size: CGSize) -> (UIView, [NSLayoutConstraint]) {
        let table = UIView(frame: CGRect(origin: .zero, size: size))
        var cards: [UIView] = []
        var constraints: [NSLayoutConstraint] = []
        for index in 0..<(columns * rows) {
            let card = UIView()
            card.translatesAutoresizingMaskIntoConstraints = false
            table.addSubview(card)
            let column = index % columns, row = index / columns
            constraints.append(column == 0 ? card.leadingAnchor.constraint(equalTo: table.leadingAnchor, constant: gap)
                               : card.leadingAnchor.constraint(equalTo: cards[index - 1].trailingAnchor, constant: gap))
            constraints.append(row == 0 ? card.topAnchor.constraint(equalTo: table.topAnchor, constant: gap)
                               : card.topAnchor.constraint(equalTo: cards[index - columns].bottomAnchor, constant: gap))
            constraints.append(card.heightAnchor.constraint(equalTo: card.widthAnchor, multiplier: 8.0 / 5.0))
            if index == 0 {
                constraints.append(card.widthAnchor.constraint(equalTo: table.widthAnchor, multiplier: 1 / CGFloat(columns),
                                                               constant: -gap * CGFloat(columns + 1) / CGFloat(columns)))
            } else {
                constraints.append(card.widthAnchor.constraint(equalTo: cards[0].widthAnchor))
            }
            cards.append(card)
        }
        NSLayoutConstraint.activate(constraints)
        return (table, constraints)
    }

    static func handGrid(size: CGSize) -> UIView {
        let table = HandGrid(frame: CGRect(origin: .zero, size: size))
        for _ in 0..<(columns * rows) { table.addSubview(UIView()) }
        return table
    }

    static func run() {
        print("Auto Layout: a \(columns)×\(rows) grid of 5:8 cards (\(columns * rows) views, 800 constraints) against the same grid laid out by hand")
        let runner = BenchmarkRunner(warmupRuns: 3, measuredRuns: 30)

        // From scratch: make the views and constraints untimed, time the first layout.
        var table = UIView()
        let scratch = runner.measure(prepare: { table = constrainedGrid(size: tableSize).0 }) { table.layoutIfNeeded() }
        let handFirst = runner.measure(prepare: { table = handGrid(size: tableSize) }) { table.layoutIfNeeded() }
        printRow("solve from scratch", scratch, baseline: handFirst)
        printRow("  by hand (layoutSubviews)", handFirst)

        // A resize: the table's size changes, everything follows.
        let (constrained, constraints) = constrainedGrid(size: tableSize)
        constrained.layoutIfNeeded()
        let hand = handGrid(size: tableSize)
        hand.layoutIfNeeded()
        var flip = false
        let resize = runner.measure {
            flip.toggle()
            constrained.frame.size = flip ? resizedSize : tableSize
            constrained.layoutIfNeeded()
        }
        let handResize = runner.measure {
            flip.toggle()
            hand.frame.size = flip ? resizedSize : tableSize
            hand.layoutIfNeeded()
        }
        printRow("re-solve after a resize", resize, baseline: handResize)
        printRow("  by hand", handResize)
        print(String(format: "  resize ratio ×%.2f (target ≤ 3)", resize.median / handResize.median))

        // A drag: one constant changes a frame; the first card's leading edge moves the grid.
        let drag = constraints.first!
        var step: CGFloat = 0
        let dragRunner = BenchmarkRunner(warmupRuns: 20, measuredRuns: 400)
        let edit = dragRunner.measure {
            step += 1
            drag.constant = gap + step.truncatingRemainder(dividingBy: 40)
            constrained.layoutIfNeeded()
        }
        let lone = UIView()
        lone.translatesAutoresizingMaskIntoConstraints = false
        constrained.addSubview(lone)
        let loneLeft = lone.leadingAnchor.constraint(equalTo: constrained.leadingAnchor)
        NSLayoutConstraint.activate([loneLeft, lone.topAnchor.constraint(equalTo: constrained.topAnchor),
                                     lone.widthAnchor.constraint(equalToConstant: 90), lone.heightAnchor.constraint(equalToConstant: 126)])
        constrained.layoutIfNeeded()
        let editOne = dragRunner.measure {
            step += 1
            loneLeft.constant = step.truncatingRemainder(dividingBy: 400)
            constrained.layoutIfNeeded()
        }
        let handCard = hand.subviews[0]
        let handEdit = dragRunner.measure {
            step += 1
            handCard.center.x = 50 + step.truncatingRemainder(dividingBy: 400)
            hand.layoutIfNeeded()
        }
        printRow("per-frame edit: a card dragged by its constant", editOne, baseline: handEdit)
        printRow("per-frame edit: the constant all 200 follow", edit, baseline: handEdit)
        printRow("  by hand (center set)", handEdit)
        print(String(format: "  one dragged card: %.1f µs a frame (target ≤ 50 µs)", editOne.median * 1000))

        // Growth: N views, each with four constraints of its own to the container.
        print("  growth, N independent views (4 constraints each), solved from scratch:")
        var previous: Double?
        for count in [1, 10, 100, 1000] {
            let growthRunner = BenchmarkRunner(warmupRuns: 2, measuredRuns: count >= 1000 ? 8 : 20)
            var container = UIView()
            let summary = growthRunner.measure(prepare: {
                container = UIView(frame: CGRect(origin: .zero, size: tableSize))
                var made: [NSLayoutConstraint] = []
                for index in 0..<count {
                    let view = UIView()
                    view.translatesAutoresizingMaskIntoConstraints = false
                    container.addSubview(view)
                    made += [view.leadingAnchor.constraint(equalTo: container.leadingAnchor, constant: CGFloat(index % 100) * 10),
                             view.topAnchor.constraint(equalTo: container.topAnchor, constant: CGFloat(index / 100) * 10),
                             view.widthAnchor.constraint(equalToConstant: 8), view.heightAnchor.constraint(equalToConstant: 8)]
                }
                NSLayoutConstraint.activate(made)
            }) { container.layoutIfNeeded() }
            let perView = summary.median / Double(count) * 1000
            let growth = previous.map { String(format: "   ×%.1f for ×10 views", summary.median / $0) } ?? ""
            print(String(format: "    N = %4d: median %8.3f ms (%.2f µs a view)", count, summary.median, perView) + growth)
            previous = summary.median
        }
    }
}
