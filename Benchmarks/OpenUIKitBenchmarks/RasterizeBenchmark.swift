import Foundation
import OpenUIKit

/// The frame cost of a complex layer that moves, with and without `shouldRasterize`, in the
/// same run: a card face of 41 free-standing layers (a white rounded card with a border and a
/// path shadow, two corner indices as text layers, ten heart pips as shape layers, and 28
/// small decorative squares and dots) on a 1024×768 @2 table, headless.
///
/// Each frame moves the card (1 point right or left), turns it (0.01 rad more), or fades it
/// (opacity stepping between 0.55 and 1), with actions disabled, then runs the window's
/// update pass and presents its damage (`ScreenImage`). Rasterized, the card is drawn once
/// into its bitmap (at `rasterizationScale` 2, the screen's) and every frame composites that
/// bitmap; drawn directly, every frame paints the 41 layers again.
@MainActor
enum RasterizeBenchmark {
    /// Frames measured per variant after the warm-up.
    static let measuredFrames = 300
    static let warmupFrames = 30
    /// The screen.
    static let windowSize = CGSize(width: 1024, height: 768)
    static let screenScale: CGFloat = 2

    enum Motion: String, CaseIterable {
        case move = "moving 1 pt a frame"
        case turn = "turning 0.01 rad a frame"
        case fade = "fading"
    }

    static func run() {
        print("Rasterize: a card face of 41 layers on a 1024×768 @2 table; a frame = one step of the motion + update pass + present;")
        print("  medians of \(measuredFrames) frames; floor = the same card drawn directly (shouldRasterize false), same run")
        for motion in Motion.allCases {
            guard let direct = measure(motion: motion, rasterized: false),
                  let rasterized = measure(motion: motion, rasterized: true) else {
                print("  \(motion.rawValue): skipped (no back buffer)")
                continue
            }
            printRow("\(motion.rawValue): drawn directly (floor)", direct)
            printRow("\(motion.rawValue): shouldRasterize", rasterized, baseline: direct)
            print(String(format: "    CPU median: direct %.4f ms, rasterized %.4f ms (ratio %.3f)",
                         direct.cpuMedian, rasterized.cpuMedian, rasterized.cpuMedian / direct.cpuMedian))
        }
    }

    static func measure(motion: Motion, rasterized: Bool) -> BenchmarkRunner.Summary? {
        let window = UIWindow(frame: CGRect(origin: .zero, size: windowSize))
        window.screenScale = screenScale
        window.backgroundColor = UIColor(red: 0.1, green: 0.45, blue: 0.2, alpha: 1)
        let card = makeCard()
        card.position = CGPoint(x: windowSize.width / 2, y: windowSize.height / 2)
        card.shouldRasterize = rasterized
        card.rasterizationScale = screenScale
        window.layer.addSublayer(card)
        guard let screen = ScreenImage(matching: window) else { return nil }
        var frame = 0
        let step = {
            frame += 1
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            switch motion {
            case .move:
                // Back and forth over 100 points.
                card.position.x += (frame / 100) % 2 == 0 ? 1 : -1
            case .turn:
                card.setAffineTransform(CGAffineTransform(rotationAngle: CGFloat(frame) * 0.01))
            case .fade:
                card.opacity = 0.55 + 0.45 * Float(abs((frame % 90) - 45)) / 45
            }
            CATransaction.commit()
            screen.renderAndPresent(window)
        }
        return BenchmarkRunner(warmupRuns: warmupFrames, measuredRuns: measuredFrames).measure(step)
    }

    /// The card face: 41 layers in all.
    static func makeCard() -> CALayer {
        let card = CALayer()
        card.bounds = CGRect(x: 0, y: 0, width: 150, height: 210)
        card.backgroundColor = UIColor.white.cgColor
        card.cornerRadius = 10
        card.borderWidth = 1
        card.borderColor = UIColor.gray.cgColor
        card.shadowOpacity = 0.4
        card.shadowRadius = 4
        card.shadowOffset = CGSize(width: 0, height: 3)
        card.shadowPath = UIBezierPath(roundedRect: card.bounds, cornerRadius: 10).cgPath
        for (origin, angle) in [(CGPoint(x: 6, y: 4), CGFloat(0)), (CGPoint(x: 114, y: 176), .pi)] {
            let index = CATextLayer()
            index.frame = CGRect(origin: origin, size: CGSize(width: 30, height: 30))
            index.string = "10"
            index.fontSize = 20
            index.foregroundColor = UIColor.systemRed.cgColor
            index.contentsScale = screenScale
            index.setAffineTransform(CGAffineTransform(rotationAngle: angle))
            card.addSublayer(index)
        }
        let heart = heartPath(size: 24)
        for row in 0..<5 {
            for column in 0..<2 {
                let pip = CAShapeLayer()
                pip.frame = CGRect(x: 40 + CGFloat(column) * 46, y: 30 + CGFloat(row) * 32, width: 24, height: 24)
                pip.path = heart
                pip.fillColor = UIColor.systemRed.cgColor
                if row >= 3 { pip.setAffineTransform(CGAffineTransform(rotationAngle: .pi)) }
                card.addSublayer(pip)
            }
        }
        // A border pattern: 14 small squares down each side, alternately round.
        for side in 0..<2 {
            for i in 0..<14 {
                let mark = CALayer()
                mark.frame = CGRect(x: side == 0 ? 10 : 134, y: 40 + CGFloat(i) * 10, width: 6, height: 6)
                mark.backgroundColor = (i % 2 == 0 ? UIColor.systemRed : UIColor.systemOrange).cgColor
                mark.cornerRadius = i % 2 == 0 ? 0 : 3
                card.addSublayer(mark)
            }
        }
        return card
    }

    static func heartPath(size: CGFloat) -> CGPath {
        let s = size / 40
        let path = UIBezierPath()
        path.move(to: CGPoint(x: 20 * s, y: 38 * s))
        path.addCurve(to: CGPoint(x: 0, y: 12 * s), controlPoint1: CGPoint(x: 8 * s, y: 28 * s), controlPoint2: CGPoint(x: 0, y: 22 * s))
        path.addArc(withCenter: CGPoint(x: 10 * s, y: 12 * s), radius: 10 * s, startAngle: .pi, endAngle: 0, clockwise: true)
        path.addArc(withCenter: CGPoint(x: 30 * s, y: 12 * s), radius: 10 * s, startAngle: .pi, endAngle: 0, clockwise: true)
        path.addCurve(to: CGPoint(x: 20 * s, y: 38 * s), controlPoint1: CGPoint(x: 40 * s, y: 22 * s), controlPoint2: CGPoint(x: 32 * s, y: 28 * s))
        path.close()
        return path.cgPath
    }
}
