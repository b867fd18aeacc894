// The storyboard of the lectures' Concentration, written as code: twelve orange card
// buttons in a 4×3 grid (the `cardButtons` outlet collection, each sending `touchCard(_:)`
// on touch-up inside), and the flip-count label (the `flipCountLabel` outlet), on black.
//
//   PortedConcentration OUTPUT_FOLDER
//
// writes start.png, taps the first two cards, prints what the taps did and writes
// two-flips.png (whose emoji are chosen at random by the game).
import OpenUIKit

@MainActor
func makeScene() -> (UIWindow, ViewController) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
    let controller = ViewController()
    // A storyboard scene has the size of the screen it was designed for.
    controller.view.frame = window.bounds
    controller.view.backgroundColor = .black

    var buttons: [UIButton] = []
    for index in 0..<12 {
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 16 + CGFloat(index % 4) * 74, y: 40 + CGFloat(index / 4) * 110, width: 66, height: 100)
        button.backgroundColor = #colorLiteral(red: 1, green: 0.5763723254, blue: 0, alpha: 1)
        button.titleLabel?.font = .systemFont(ofSize: 50)
        button.addTarget(controller, action: Selector(ViewController.touchCard(_:)), for: .touchUpInside)
        controller.view.addSubview(button)
        buttons.append(button)
    }
    controller.cardButtons = buttons

    let label = UILabel(frame: CGRect(x: 16, y: 400, width: 288, height: 50))
    label.textAlignment = .center
    label.font = .systemFont(ofSize: 40)
    label.textColor = #colorLiteral(red: 1, green: 0.5763723254, blue: 0, alpha: 1)
    controller.view.addSubview(label)
    controller.flipCountLabel = label

    // As a storyboard does: outlets are connected when the view loads, before it joins
    // the window.
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return (window, controller)
}

MainActor.assumeIsolated {
    let folder = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "."
    let (window, controller) = makeScene()
    print("wrote start.png: \(window.writeSnapshot(toPNG: folder + "/start.png"))")
    // The first two cards are a pair: Concentration deals pairs side by side, unshuffled.
    play("tap 49,90\nwait 0.5\ntap 123,90\nwait 0.5", in: window)
    print("flips: \(controller.flipCount)")
    print("label: \(controller.flipCountLabel.text ?? "nil")")
    let titles = controller.cardButtons.prefix(2).map { $0.currentTitle ?? "" }
    print("pair shown: \(titles[0] == titles[1] && !titles[0].isEmpty)")
    print("others hidden: \(controller.cardButtons.dropFirst(2).allSatisfy { ($0.currentTitle ?? "").isEmpty })")
    print("wrote two-flips.png: \(window.writeSnapshot(toPNG: folder + "/two-flips.png"))")
}
