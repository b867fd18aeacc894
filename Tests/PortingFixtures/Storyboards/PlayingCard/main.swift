// The storyboard of the lecture's PlayingCard, written as code: what Interface Builder made
// and connected (the card view centred at 5:8 with a clear background and the redraw
// content mode, the outlet, and the tap recognizer wired to `flipCard(_:)`), and a small
// driver that draws the cards the test asks for and plays gestures into the window.
//
//   PortedPlayingCard OUTPUT_FOLDER
//
// writes kh.png, 10d.png and back.png, then prints one line per gesture with what it did.
import OpenUIKit

@MainActor
func makeScene() -> (UIWindow, ViewController) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let controller = ViewController()
    // A storyboard scene has the size of the screen it was designed for.
    controller.view.frame = window.bounds
    controller.view.backgroundColor = UIColor(red: 0.13, green: 0.45, blue: 0.25, alpha: 1)

    let card = PlayingCardView(frame: CGRect(x: 35, y: 40, width: 250, height: 400))
    card.backgroundColor = .clear
    card.isOpaque = false
    card.contentMode = .redraw
    card.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin, .flexibleTopMargin, .flexibleBottomMargin]
    controller.view.addSubview(card)
    controller.playingCardView = card
    card.addGestureRecognizer(UITapGestureRecognizer(target: controller, action: Selector(ViewController.flipCard(_:))))

    // As a storyboard does: outlets are connected when the view loads, before it joins
    // the window.
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return (window, controller)
}

MainActor.assumeIsolated {
    let folder = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "."
    let (window, controller) = makeScene()
    let card = controller.playingCardView!

    card.rank = 13
    card.suit = "♥️"
    print("wrote kh.png: \(window.writeSnapshot(toPNG: folder + "/kh.png"))")
    card.rank = 10
    card.suit = "♦️"
    print("wrote 10d.png: \(window.writeSnapshot(toPNG: folder + "/10d.png"))")
    card.isFaceUp = false
    print("wrote back.png: \(window.writeSnapshot(toPNG: folder + "/back.png"))")
    card.isFaceUp = true

    play("tap 50%,50%\nwait 0.5", in: window)
    print("tap: isFaceUp=\(card.isFaceUp)")
    play("tap 50%,50%\nwait 0.5", in: window)
    print("tap: isFaceUp=\(card.isFaceUp)")
    let before = controller.deck.cards.count
    play("swipe 70%,50% left\nwait 0.5", in: window)
    print("swipe: dealt=\(before - controller.deck.cards.count)")
    let scale = card.faceCardScale
    play("pinch 50%,50% scale=1.5\nwait 0.3", in: window)
    print("pinch: grew=\(card.faceCardScale > scale * 1.2)")
}
