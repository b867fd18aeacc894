import FaceItKit
import OpenUIKit

/// The storyboard case's scene written in code, as a person porting it by hand would, so the
/// storyboard case has a like-for-like baseline: the same view tree (a root view, white,
/// resizing with its superview, holding one white `FaceView` drawn again on resize), the same
/// five face properties, the same two recognizers and actions, and the same four constraints,
/// the face's top pinned to the root's safe area and its other edges to the root's edges.
///
/// FaceItKit's `FaceViewController` is the demo's richer controller (seven recognizers, a
/// gesture delegate, the face pinned to the edges, not the safe area): not the same scene.
final class CodeFaceViewController: UIViewController {
    var expression = FacialExpression(eyes: .open, mouth: .neutral) {
        didSet { updateUI() }
    }

    private(set) weak var faceView: FaceView! {
        didSet { updateUI() }
    }

    override func loadView() {
        let root = UIView()
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.backgroundColor = UIColor(white: 1, alpha: 1)

        let face = FaceView()
        face.contentMode = .redraw
        face.translatesAutoresizingMaskIntoConstraints = false
        face.backgroundColor = UIColor(white: 1, alpha: 1)
        face.scale = 0.9
        face.lineWidth = 5
        face.color = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
        face.eyesOpen = true
        face.mouthCurvature = 0
        root.addSubview(face)

        let pinch = UIPinchGestureRecognizer()
        pinch.addTarget(face, action: FaceView.changeScale(byReactingTo:))
        face.addGestureRecognizer(pinch)
        let tap = UITapGestureRecognizer()
        tap.addTarget(self, action: CodeFaceViewController.toggleEyes(byReactingTo:))
        face.addGestureRecognizer(tap)

        NSLayoutConstraint.activate([
            face.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            face.leadingAnchor.constraint(equalTo: root.leadingAnchor),
            root.trailingAnchor.constraint(equalTo: face.trailingAnchor),
            root.bottomAnchor.constraint(equalTo: face.bottomAnchor),
        ])
        view = root
        faceView = face
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
