import FaceItKit
import OpenUIKit

// FaceItKit's FaceView is built in code and declares no Interface Builder table; the
// storyboard case declares the one `openuikit-port` writes for the lecture's FaceView (its
// @IBInspectables and the pinch's action), so the demo's own view class is what the
// storyboard makes and the two sides of the case draw the same view.
extension FaceView: InterfaceBuilderKeyed {
    public static var interfaceBuilderKeys: InterfaceBuilderKeys {
        InterfaceBuilderKeys(
            for: FaceView.self,
            inspectables: [
                .inspectable("scale", \.scale),
                .inspectable("lineWidth", \.lineWidth),
                .inspectable("color", \.color),
                .inspectable("eyesOpen", \.eyesOpen),
                .inspectable("mouthCurvature", \.mouthCurvature),
            ],
            actions: ["changeScaleByReactingTo:": Selector(FaceView.changeScale(byReactingTo:))])
    }
}
