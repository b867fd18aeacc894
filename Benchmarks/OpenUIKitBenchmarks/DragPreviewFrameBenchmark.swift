import Foundation
import OpenUIKit

/// The lifted drag preview following a finger, frame by frame, against its raw-Cairo floor
/// (`DragPreviewCairoFloor`: the same pixels changed by plain Cairo calls) and against the
/// same view moved by a pan recognizer (what a drag costs today): each frame is the whole
/// update pass (touch delivery, the drag's move and its destination lookup, layout, draw,
/// composite) plus presenting its damage to an image. A 300×420-point card in a
/// 1280×800-point window, with a drop destination under part of the path so the lookup runs
/// on every frame.
@MainActor
enum DragPreviewFrameBenchmark {
    static let windowSize = CGSize(width: 1280, height: 800)
    static let cardFrame = CGRect(x: 200, y: 180, width: 300, height: 420)
    /// Points the finger moves per frame: 120 pt/s at 120 Hz, as in the pan case.
    static let stepPerFrame: CGFloat = 1
    /// Frames before the direction turns.
    static let framesPerLeg = 100

    /// Gives one text item to drag; takes every drop.
    final class Delegate: NSObject, UIDragInteractionDelegate, UIDropInteractionDelegate {
        func dragInteraction(_ interaction: UIDragInteraction, itemsForBeginning session: any UIDragSession) -> [UIDragItem] {
            [UIDragItem(itemProvider: NSItemProvider(object: "card" as NSString))]
        }

        func dropInteraction(_ interaction: UIDropInteraction, sessionDidUpdate session: any UIDropSession) -> UIDropProposal {
            UIDropProposal(operation: .copy)
        }
    }

    static func run() {
        print("Drag preview frame: a 300×420-point card at \(Int(windowSize.width))×\(Int(windowSize.height)) points, lifted and carried by one finger at 120 Hz,")
        print("  against its raw-Cairo floor and the same card moved by a pan; a frame = deliver the move + update pass + present the damage; medians of 200 frames")
        for scale in [CGFloat(1), 2] {
            guard case let (pan, panPixels)? = measure(scale: scale, lifting: false),
                  case let (drag, dragPixels)? = measure(scale: scale, lifting: true) else {
                print("  scale \(Int(scale)): skipped (no back buffer)")
                continue
            }
            printRow("scale \(Int(scale)): card moved by a pan", pan)
            var floorPixels = 0
            if case let (floor, pixels)? = measureFloor(scale: scale) {
                floorPixels = pixels
                printRow("scale \(Int(scale)): raw Cairo floor", floor)
                printRow("scale \(Int(scale)): lifted preview following", drag, baseline: floor)
            }
            printRow("scale \(Int(scale)): lifted preview (to the pan)", drag, baseline: pan)
            // The same picture should move the same pixels: a check that the floor is fair.
            print("  scale \(Int(scale)): pixels presented in the last frame: lifted \(dragPixels), floor \(floorPixels), pan \(panPixels)")
        }
    }

    /// The median frame of the floor along the same path: the finger's 20 moves of 12
    /// points, then 1 point a frame, turning every `framesPerLeg` frames.
    /// Also returns the pixels the last frame presented.
    static func measureFloor(scale: CGFloat) -> (BenchmarkRunner.Summary, Int)? {
        guard let floor = DragPreviewCairoFloor(windowSize: windowSize, cardFrame: cardFrame, scale: scale) else { return nil }
        var center = CGPoint(x: cardFrame.midX, y: cardFrame.midY)
        floor.frame(cardCenter: center)
        for _ in 0..<20 {
            center.x += stepPerFrame * 12
            floor.frame(cardCenter: center)
        }
        var frame = 0
        let runner = BenchmarkRunner(warmupRuns: 20, measuredRuns: 200)
        let summary = runner.measure {
            frame += 1
            let direction: CGFloat = (frame / framesPerLeg) % 2 == 0 ? 1 : -1
            center.x += direction * stepPerFrame
            floor.frame(cardCenter: center)
        }
        return (summary, floor.lastPresentedPixels)
    }

    /// The median frame of the card carried by a lift (`lifting`) or by a pan, and the
    /// pixels the last frame presented.
    static func measure(scale: CGFloat, lifting: Bool) -> (BenchmarkRunner.Summary, Int)? {
        let window = UIWindow(frame: CGRect(origin: .zero, size: windowSize))
        window.screenScale = scale
        window.backgroundColor = .systemGreen
        let card = UIView(frame: cardFrame)
        card.backgroundColor = .white
        card.layer.cornerRadius = 16
        window.addSubview(card)
        let destination = UIView(frame: CGRect(x: 600, y: 0, width: 680, height: 800))
        window.addSubview(destination)
        let delegate = Delegate()
        if lifting {
            card.addInteraction(UIDragInteraction(delegate: delegate))
            destination.addInteraction(UIDropInteraction(delegate: delegate))
        } else {
            let pan = UIPanGestureRecognizer()
            _ = pan.addAction { pan in
                let moved = pan.translation(in: window)
                card.center = CGPoint(x: card.center.x + moved.x, y: card.center.y + moved.y)
                pan.setTranslation(.zero, in: window)
            }
            card.addGestureRecognizer(pan)
        }
        window.makeKeyAndVisible()
        guard let screen = ScreenImage(matching: window) else { return nil }
        let finger = TouchDriver(window: window)
        finger.down(at: CGPoint(x: cardFrame.midX, y: cardFrame.midY))
        if lifting {
            // Held past the lift delay, then the lift animation runs out.
            (window.inputClock as? ManualInputClock)?.advance(by: 0.6)
            screen.renderAndPresent(window)
            (window.inputClock as? ManualInputClock)?.advance(by: 0.5)
        }
        for _ in 0..<20 {
            finger.move(by: CGPoint(x: stepPerFrame * 12, y: 0))
            screen.renderAndPresent(window)
        }
        var frame = 0
        var presented = 0
        let runner = BenchmarkRunner(warmupRuns: 20, measuredRuns: 200)
        let summary = runner.measure {
            frame += 1
            let direction: CGFloat = (frame / framesPerLeg) % 2 == 0 ? 1 : -1
            finger.move(by: CGPoint(x: direction * stepPerFrame, y: 0))
            presented = screen.renderAndPresent(window)?.damageInWindowPixels.reduce(0) { $0 + Int($1.width * $1.height) } ?? 0
        }
        finger.up()
        screen.renderAndPresent(window)
        return (summary, presented)
    }
}
