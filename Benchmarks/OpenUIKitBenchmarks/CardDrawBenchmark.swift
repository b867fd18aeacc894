import Foundation
import OpenUIKit
import PlayingCardKit

/// Case 1: drawing a card. `PlayingCardView` (its `draw(_:)`, its two corner labels, and
/// compositing the three into the window's pixels) against `DirectCairoCard`, the same
/// picture painted with plain Cairo and Pango calls (the floor). 300×420 points at scale 2.
@MainActor
enum CardDrawBenchmark {
    static let cardSize = CGSize(width: 300, height: 420)
    static let scale: CGFloat = 2

    static func run(imagesFolder: String?) {
        let runner = BenchmarkRunner(warmupRuns: 10, measuredRuns: 60)
        print("Card draw: a PlayingCardView at \(Int(cardSize.width))×\(Int(cardSize.height)) points, scale \(Int(scale)), drawn afresh (card and corners); medians of \(runner.measuredRuns) runs")
        for (rank, suit) in [(13, "♥"), (10, "♦")] {
            let name = (rank == 13 ? "K" : String(rank)) + suit
            let picture = rank > 10 ? DirectCairoCard.pictureFile(named: name, pixelScale: 3) : nil
            guard let floor = DirectCairoCard(rank: rank, suit: suit, pointSize: cardSize, scale: Double(scale), picturePath: picture) else {
                print("  \(name): skipped (Cairo could not make a surface)")
                continue
            }
            let window = UIWindow(frame: CGRect(origin: .zero, size: cardSize))
            window.screenScale = scale
            let card = PlayingCardView(frame: window.bounds)
            card.rank = rank
            card.suit = suit
            window.addSubview(card)
            window.renderIfNeeded()

            let direct = runner.measure { floor.draw() }
            let view = runner.measure(prepare: {
                card.setNeedsDisplay()
                card.subviews.forEach { $0.setNeedsDisplay() }
            }) { window.renderIfNeeded() }
            printRow("\(name): direct Cairo + Pango (floor)", direct)
            printRow("\(name): PlayingCardView, draw + composite", view, baseline: direct)
            print("    draw(_:) calls per run: \(window.lastRenderStatistics.drawCalls)")
            if let imagesFolder {
                floor.writePNG(to: imagesFolder + "/card-floor-\(name).png")
                _ = window.writeSnapshot(toPNG: imagesFolder + "/card-view-\(name).png")
            }
        }
    }
}
