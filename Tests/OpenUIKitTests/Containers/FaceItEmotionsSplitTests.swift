import Foundation
import Testing
@testable import OpenUIKit

// The lecture's FaceIt with its emotions list (CS193p 2016, lecture 7), built in code where
// the lecture used a storyboard: a split view whose master is an "Emotions" controller with
// four buttons, each showing a face with that expression in the detail, as the storyboard's
// "show detail" segues do. The face view is a stand-in that records its expression.

/// The stand-in for the lecture's FaceView: it records the expression it is given.
@MainActor
final class ExpressionRecordingFaceView: UIView {
    var expression: String?
}

/// The lecture's FaceViewController, reduced to its expression.
@MainActor
final class EmotionFaceViewController: UIViewController {
    var expression: String? {
        didSet { updateUI() }
    }
    let faceView = ExpressionRecordingFaceView()

    override func loadView() { view = faceView }
    override func viewDidLoad() {
        super.viewDidLoad()
        updateUI()
    }
    private func updateUI() {
        if isViewLoaded { faceView.expression = expression }
    }
}

extension UIViewController {
    /// The lecture's `contents`: a navigation controller's visible controller, else itself.
    var emotionContents: UIViewController {
        (self as? UINavigationController)?.visibleViewController ?? self
    }
}

/// The lecture's CodedEmotionsViewController: the buttons, the segue's preparation, and the split
/// view delegate that keeps the list on top when a compact window starts with no face chosen.
@MainActor
final class CodedEmotionsViewController: UIViewController, UISplitViewControllerDelegate {
    static let emotions = ["Angry": "angry", "Happy": "happy", "Worried": "worried", "Mischievious": "mischievious"]
    static let order = ["Angry", "Happy", "Worried", "Mischievious"]
    private(set) var buttons: [UIButton] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Emotions"
        let stack = UIStackView()
        stack.axis = .vertical
        stack.spacing = 20
        stack.frame = CGRect(x: 20, y: 100, width: 200, height: 4 * 44 + 60)
        for name in Self.order {
            let button = UIButton(type: .system)
            button.setTitle(name, for: .normal)
            button.addTarget(self, action: Selector(CodedEmotionsViewController.showEmotion), for: .touchUpInside)
            buttons.append(button)
            stack.addArrangedSubview(button)
        }
        view.addSubview(stack)
    }

    /// What the storyboard's show-detail segue does: make the destination, prepare it, show it.
    func showEmotion(_ sender: UIButton) {
        let face = EmotionFaceViewController()
        let destination = UINavigationController(rootViewController: face)
        if let name = sender.currentTitle, let expression = Self.emotions[name] {
            (destination.emotionContents as? EmotionFaceViewController)?.expression = expression
            destination.emotionContents.navigationItem.title = name
        }
        showDetailViewController(destination, sender: sender)
    }

    func splitViewController(_ splitViewController: UISplitViewController, collapseSecondary secondaryViewController: UIViewController,
                             onto primaryViewController: UIViewController) -> Bool {
        if primaryViewController.emotionContents === self,
           let face = secondaryViewController.emotionContents as? EmotionFaceViewController, face.expression == nil {
            return true
        }
        return false
    }
}

@MainActor
@Suite struct FaceItEmotionsSplitTests {
    let clock = ManualInputClock(now: 0)

    func makeFaceIt(in frame: CGRect) -> (UIWindow, UISplitViewController, CodedEmotionsViewController) {
        let emotions = CodedEmotionsViewController()
        let split = UISplitViewController()
        split.delegate = emotions
        split.viewControllers = [UINavigationController(rootViewController: emotions),
                                 UINavigationController(rootViewController: EmotionFaceViewController())]
        let window = UIWindow(frame: frame)
        window.inputClock = clock
        window.rootViewController = split
        window.makeKeyAndVisible()
        window.renderIfNeeded()
        return (window, split, emotions)
    }

    func tap(_ button: UIButton, in window: UIWindow) {
        window.renderIfNeeded()
        let point = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window)
        window.sendInput(.pointer(PointerInput(phase: .pressed, button: .left, location: point, buttonsDown: [.left],
                                               timestamp: clock.now, deviceID: 4)))
        clock.advance(by: 0.08)
        window.sendInput(.pointer(PointerInput(phase: .released, button: .left, location: point,
                                               timestamp: clock.now, deviceID: 4)))
        clock.advance(by: 0.5)
        window.renderIfNeeded()
        clock.advance(by: 0.5)
        window.renderIfNeeded()
        RunLoop.main.run(until: Date().addingTimeInterval(0.01))
        window.renderIfNeeded()
    }

    func shownFace(_ split: UISplitViewController) -> EmotionFaceViewController? {
        split.viewControllers.last?.emotionContents as? EmotionFaceViewController
    }

    @Test func sideBySidePickingAnEmotionShowsItsFaceInTheDetail() {
        let (window, split, emotions) = makeFaceIt(in: CGRect(x: 0, y: 0, width: 1024, height: 768))
        #expect(!split.isCollapsed && emotions.view.window === window)
        #expect(shownFace(split)?.expression == nil, "a blank face before any choice")
        for (index, name) in CodedEmotionsViewController.order.enumerated() {
            tap(emotions.buttons[index], in: window)
            let face = shownFace(split)
            #expect(face?.faceView.expression == CodedEmotionsViewController.emotions[name])
            #expect(face?.view.window === window && face?.navigationItem.title == name)
            #expect(emotions.view.window === window, "the list stays beside it")
        }
    }

    @Test func collapsedTheListComesFirstAndAnEmotionPushesItsFace() {
        let (window, split, emotions) = makeFaceIt(in: CGRect(x: 0, y: 0, width: 400, height: 700))
        #expect(split.isCollapsed)
        let master = emotions.navigationController
        #expect(master?.viewControllers == [emotions], "the delegate kept the blank face off the stack")
        #expect(emotions.view.window === window)
        tap(emotions.buttons[1], in: window)
        let face = master?.topViewController as? EmotionFaceViewController
        #expect(face?.faceView.expression == "happy" && face?.view.window === window)
        #expect(master?.viewControllers.count == 2)
        master?.popViewController(animated: false)
        tap(emotions.buttons[3], in: window)
        #expect((master?.topViewController as? EmotionFaceViewController)?.faceView.expression == "mischievious")
        // Widening the window brings the face out beside the list.
        window.frame = CGRect(x: 0, y: 0, width: 1024, height: 768)
        window.renderIfNeeded()
        #expect(!split.isCollapsed && master?.viewControllers == [emotions])
        #expect(shownFace(split)?.faceView.expression == "mischievious" && shownFace(split)?.view.window === window)
    }
}
