import FaceItKit
import OpenUIKit

/// The FaceIt scene's controller as the lecture writes it for a storyboard (an outlet to the
/// face, an action for the tap), ported: the storyboard case instantiates it.
final class StoryboardFaceViewController: UIViewController {
    var expression = FacialExpression(eyes: .open, mouth: .neutral) {
        didSet { updateUI() }
    }

    weak var faceView: FaceView! {
        didSet { updateUI() }
    }

    func toggleEyes(byReactingTo tapRecognizer: UITapGestureRecognizer) {
        guard tapRecognizer.state == .ended else { return }
        expression = FacialExpression(eyes: expression.eyes == .closed ? .open : .closed, mouth: expression.mouth)
    }

    private func updateUI() {
        guard let faceView else { return }
        faceView.eyesOpen = expression.eyes != .closed
        faceView.mouthCurvature = expression.mouth.curvature
    }
}

extension StoryboardFaceViewController: InterfaceBuilderKeyed {
    static var interfaceBuilderKeys: InterfaceBuilderKeys {
        InterfaceBuilderKeys(
            for: StoryboardFaceViewController.self,
            outlets: [.outlet("faceView", \.faceView)],
            actions: ["toggleEyesByReactingTo:": Selector(StoryboardFaceViewController.toggleEyes(byReactingTo:))])
    }
}
