import Foundation
import OpenUIKit
import PlayingCardKit

/// Case 3: N cards on a 1280×800 table, one of them dragged by a finger. Every card is the
/// same size (90×126 points) whatever N, and each carries its own pan recognizer, as the table
/// app's cards do. The dragged card slides along a lane of 13 cards at the top; the other
/// N − 13 cards lie in overlapping rows below it. So every frame damages the same pixels over
/// the same cards for every N ≥ 13, and only the number of views elsewhere grows: if the cost
/// stays flat, it follows the damage and not the view count.
@MainActor
enum TableScalingBenchmark {
    static let windowSize = CGSize(width: 1280, height: 800)
    static let cardSize = CGSize(width: 90, height: 126)
    static let counts = [1, 13, 52, 208]
    /// Cards per row (the lane is one row), and the horizontal step between them.
    static let columns = 13
    static let columnStep: CGFloat = 96
    static let laneTop: CGFloat = 24
    /// Where the rows below the lane start, clear of the dragged card.
    static let pileTop: CGFloat = 190
    /// The most the rows below overlap: as much as fits the window, at most this far apart.
    static let largestRowStep: CGFloat = 42
    static let stepPerFrame: CGFloat = 1
    static let framesPerLeg = 100

    /// Moves its card by the pan's translation (the lecture's pattern).
    @MainActor
    final class CardDragger {
        let card: UIView
        init(card: UIView) { self.card = card }
        func pan(_ recognizer: UIPanGestureRecognizer) {
            guard recognizer.state == .changed || recognizer.state == .ended, let table = card.superview else { return }
            let t = recognizer.translation(in: table)
            card.center = CGPoint(x: card.center.x + t.x, y: card.center.y + t.y)
            recognizer.setTranslation(.zero, in: table)
        }
    }

    static func run() {
        print("Table scaling: N cards of 90×126 pt on a 1280×800 table (each with its own pan recognizer), one dragged over the others;")
        print("  a frame = deliver the move + update pass + present; medians of 200 frames; baseline N = 1")
        var baseline: BenchmarkRunner.Summary?
        var at13: Double?
        for count in counts {
            let (summary, views, pixels) = measure(count: count)
            printRow("N = \(count) (\(views) views)", summary, baseline: baseline)
            print("    pixels composited per frame: \(pixels)")
            if baseline == nil { baseline = summary }
            if count == 13 { at13 = summary.median }
            if count == counts.last, let at13 {
                print(String(format: "  N = %d over N = 13: ×%.2f (target: within 1.20)", count, summary.median / at13))
            }
        }
    }

    /// The felt and `count` cards on it, in a window not yet shown. The animation frame case
    /// (`AnimationFrameBenchmark`) lays its tables out the same way.
    static func makeTable(count: Int) -> (window: UIWindow, table: UIView, cards: [PlayingCardView]) {
        let window = UIWindow(frame: CGRect(origin: .zero, size: windowSize))
        let table = UIView(frame: window.bounds)
        table.backgroundColor = CardTableView.feltColor
        table.isOpaque = true
        window.addSubview(table)
        var cards: [PlayingCardView] = []
        let suits = ["♠", "♥", "♦", "♣"]
        for index in 0..<count {
            let card = PlayingCardView(frame: CGRect(origin: origin(ofCard: index, count: count), size: cardSize))
            card.rank = index % 13 + 1
            card.suit = suits[(index / 13) % 4]
            cards.append(card)
            table.addSubview(card)
        }
        return (window, table, cards)
    }

    /// The card the cases move: the lane's middle card (the only one when there is one).
    static func movedCardIndex(count: Int) -> Int { min(count - 1, columns / 2) }

    static func measure(count: Int) -> (BenchmarkRunner.Summary, Int, Int) {
        let (window, table, cards) = makeTable(count: count)
        let draggers = cards.map { card in
            let dragger = CardDragger(card: card)
            card.addGestureRecognizer(UIPanGestureRecognizer(target: dragger, action: CardDragger.pan))
            return dragger
        }
        window.makeKeyAndVisible()
        guard let screen = ScreenImage(matching: window) else { return (BenchmarkRunner.Summary(samples: []), 0, 0) }
        let dragged = draggers[movedCardIndex(count: count)].card
        table.bringSubviewToFront(dragged)
        screen.renderAndPresent(window)

        let finger = TouchDriver(window: window)
        finger.down(at: CGPoint(x: dragged.center.x, y: dragged.frame.minY + 10))
        for _ in 0..<20 {
            finger.move(by: CGPoint(x: stepPerFrame, y: 0))
            screen.renderAndPresent(window)
        }
        var frame = 0, pixels = 0
        let summary = BenchmarkRunner(warmupRuns: 20, measuredRuns: 200).measure {
            frame += 1
            let direction: CGFloat = (frame / framesPerLeg) % 2 == 0 ? 1 : -1
            finger.move(by: CGPoint(x: direction * stepPerFrame, y: 0))
            pixels = screen.renderAndPresent(window)?.compositedPixels ?? 0
        }
        finger.up()
        return (summary, PanFrameBenchmark.allViews(in: window).count, pixels)
    }

    /// Card `index`'s top left: the lane first, then rows below it, overlapping to fit.
    static func origin(ofCard index: Int, count: Int) -> CGPoint {
        let x = 24 + CGFloat(index % columns) * columnStep
        guard index >= columns else { return CGPoint(x: x, y: laneTop) }
        let rows = (count - columns + columns - 1) / columns
        let room = windowSize.height - pileTop - cardSize.height - 8
        let step = rows > 1 ? min(largestRowStep, room / CGFloat(rows - 1)) : 0
        return CGPoint(x: x, y: pileTop + CGFloat((index - columns) / columns) * step)
    }
}
