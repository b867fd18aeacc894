import Foundation
import OpenUIKit
import PlayingCardKit

/// A card turning in perspective against the same card turning flat: the lane's middle card
/// of the 13-card table of the table-scaling case (90×126 points), on a table whose layer
/// has a perspective (`sublayerTransform.m34 = −1/500`), turned a little more each frame.
///
/// - **Perspective:** `layer.transform = CATransform3DMakeRotation(angle, 0, 1, 0)`: the card
///   is flattened into an image and projected in strips (`ProjectedLayerPainter`).
/// - **Flat (floor):** the same card, the same angles, about z: one turned composite.
///
/// A frame is the window's update pass (damage, composite) plus presenting the damage to an
/// image, as `ScreenImage` does for every headless case. The angles sweep a half turn in
/// `framesPerHalfTurn` frames, so the two variants cover the same phases.
@MainActor
enum PerspectiveFlipBenchmark {
    static let cardCount = 13
    /// The eye's distance, in points: Core Animation's usual perspective.
    static let eyeDistance: CGFloat = 500
    /// Frames per half turn (about half a second at 60 Hz, the demo's flip).
    static let framesPerHalfTurn = 30
    static let measuredFrames = 300

    enum Axis: String {
        case z = "turning flat, about z (floor)"
        case y = "turning in perspective, about y"
    }

    static func run() {
        print("Perspective flip: the lane's middle card of \(cardCount) (90×126 pt) turned a half turn every \(framesPerHalfTurn) frames")
        print("  on a table with sublayerTransform.m34 = −1/\(Int(eyeDistance)); a frame = update pass + present the damage; medians of \(measuredFrames) frames")
        guard let flat = measure(.z), let perspective = measure(.y) else {
            print("  skipped (no back buffer)")
            return
        }
        printRow(Axis.z.rawValue, flat)
        printRow(Axis.y.rawValue, perspective, baseline: flat)
        print(String(format: "    CPU median: flat %.4f ms, perspective %.4f ms (ratio %.3f; target: perspective within 2× flat)",
                     flat.cpuMedian, perspective.cpuMedian, perspective.cpuMedian / flat.cpuMedian))
    }

    static func measure(_ axis: Axis) -> BenchmarkRunner.Summary? {
        let (window, table, cards) = TableScalingBenchmark.makeTable(count: cardCount)
        var perspective = CATransform3DIdentity
        perspective.m34 = -1 / eyeDistance
        table.layer.sublayerTransform = perspective
        window.makeKeyAndVisible()
        guard let screen = ScreenImage(matching: window) else { return nil }
        let card = cards[TableScalingBenchmark.movedCardIndex(count: cardCount)]
        table.bringSubviewToFront(card)
        screen.renderAndPresent(window)
        var frame = 0
        let step = {
            frame += 1
            // Never exactly edge-on: both variants draw something every frame.
            let angle = CGFloat.pi * (CGFloat(frame % framesPerHalfTurn) + 0.5) / CGFloat(framesPerHalfTurn)
            card.layer.transform = axis == .y ? CATransform3DMakeRotation(angle, 0, 1, 0) : CATransform3DMakeRotation(angle, 0, 0, 1)
            _ = screen.renderAndPresent(window)
        }
        return BenchmarkRunner(warmupRuns: 20, measuredRuns: measuredFrames).measure(step)
    }
}
