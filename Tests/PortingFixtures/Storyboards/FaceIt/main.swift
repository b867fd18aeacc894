// The storyboard of the lecture's FaceIt, written as code: a face view pinned to the
// controller's edges (white, redraw content mode) connected to the `faceView` outlet, and a
// small driver that draws the face and plays gestures into the window.
//
//   PortedFaceIt OUTPUT_FOLDER
//
// writes face.png, then prints one line per gesture with what it did.
import OpenUIKit

@MainActor
func makeScene() -> (UIWindow, FaceViewController) {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 400))
    let controller = FaceViewController()
    // A storyboard scene has the size of the screen it was designed for.
    controller.view.frame = window.bounds
    let face = FaceView(frame: controller.view.bounds)
    face.backgroundColor = .white
    face.contentMode = .redraw
    face.autoresizingMask = [.flexibleWidth, .flexibleHeight]
    controller.view.addSubview(face)
    controller.faceView = face
    // As a storyboard does: outlets are connected when the view loads, before it joins
    // the window.
    window.rootViewController = controller
    window.makeKeyAndVisible()
    return (window, controller)
}

MainActor.assumeIsolated {
    let folder = CommandLine.arguments.count > 1 ? CommandLine.arguments[1] : "."
    let (window, controller) = makeScene()
    print("wrote face.png: \(window.writeSnapshot(toPNG: folder + "/face.png"))")

    play("tap 50%,50%\nwait 0.5", in: window)
    print("tap: eyes=\(controller.expression.eyes) eyesOpen=\(controller.faceView.eyesOpen)")
    play("swipe 50%,70% up\nwait 0.5", in: window)
    print("swipe up: mouth=\(controller.expression.mouth) curvature=\(controller.faceView.mouthCurvature)")
    let scale = controller.faceView.scale
    play("pinch 50%,50% scale=0.6\nwait 0.3", in: window)
    print("pinch: shrank=\(controller.faceView.scale < scale * 0.8)")
}
