import Foundation
@testable import OpenUIKit
import TestSupport
import Testing

/// `CATransformLayer`: its sublayers keep their depth through its transform instead of
/// being flattened into its plane, they are drawn back to front, hit testing goes through
/// each one's own perspective, and a turning cube's frames equal a full recomposite.
@MainActor
@Suite(.serialized) struct CATransformLayerTests {
    static let perspectiveDistance: CGFloat = 500

    var perspective: CATransform3D {
        var t = CATransform3DIdentity
        t.m34 = -1 / Self.perspectiveDistance
        return t
    }

    /// A stage with a perspective about its middle (200, 200), holding `group` there.
    func stage(holding group: CALayer) -> CALayer {
        let stage = CALayer()
        stage.bounds = CGRect(x: 0, y: 0, width: 400, height: 400)
        stage.position = CGPoint(x: 200, y: 200)
        stage.sublayerTransform = perspective
        group.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        group.position = CGPoint(x: 200, y: 200)
        stage.addSublayer(group)
        return stage
    }

    /// A 100-point face in the middle of its group, `depth` points towards the eye.
    func face(depth: CGFloat) -> CALayer {
        let face = CALayer()
        face.bounds = CGRect(x: 0, y: 0, width: 100, height: 100)
        face.position = CGPoint(x: 50, y: 50)
        face.zPosition = depth
        return face
    }

    /// A face 50 points in front of its group, the group turned 60° about y: in a plain
    /// layer the face is flattened into the group's plane first, so its middle stays on the
    /// turning axis; in a transform layer it keeps its depth, and the turn swings it
    /// 50·sin 60° to the side and 50·cos 60° nearer, where the perspective magnifies it.
    @Test func sublayersKeepTheirDepthThroughTheTurn() {
        let angle = CGFloat.pi / 3
        for flattens in [true, false] {
            let group = flattens ? CALayer() : CATransformLayer()
            let root = stage(holding: group)
            let front = face(depth: 50)
            group.addSublayer(front)
            group.transform = CATransform3DMakeRotation(angle, 0, 1, 0)
            let middle = front.convert(CGPoint(x: 50, y: 50), to: root)
            if flattens {
                #expect(abs(middle.x - 200) < 1e-9 && abs(middle.y - 200) < 1e-9)
            } else {
                let w = 1 - 50 * cos(angle) / Self.perspectiveDistance
                #expect(abs(middle.x - (200 + 50 * sin(angle) / w)) < 1e-9, "\(middle)")
                #expect(abs(middle.y - 200) < 1e-9)
                // And back again.
                let back = front.convert(middle, from: root)
                #expect(abs(back.x - 50) < 1e-9 && abs(back.y - 50) < 1e-9)
            }
        }
    }

    /// The faces are drawn back to front by depth, whatever their order in `sublayers`,
    /// and the order follows the group's turn; nested transform layers join in, and a
    /// hidden one takes its faces with it.
    @Test func facesAreOrderedByDepthThroughNestedGroups() {
        let group = CATransformLayer()
        let root = stage(holding: group)
        let near = face(depth: 30), far = face(depth: -30)
        group.addSublayer(near)
        group.addSublayer(far)
        let inner = CATransformLayer()
        inner.bounds = group.bounds
        inner.position = CGPoint(x: 50, y: 50)
        let middle = face(depth: 0)
        inner.addSublayer(middle)
        group.addSublayer(inner)
        var order = group.members(under: root.modelState, model: true).map(\.layer)
        #expect(order.count == 3)
        #expect(order[0] === far && order[1] === middle && order[2] === near)
        // Half a turn puts the far face in front.
        group.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        order = group.members(under: root.modelState, model: true).map(\.layer)
        #expect(order[0] === near && order[2] === far)
        inner.isHidden = true
        #expect(group.members(under: root.modelState, model: true).count == 2)
    }

    /// Hit testing asks the faces front to back, each through its own perspective, and
    /// never answers the transform layer itself.
    @Test func hitTestingFindsTheFrontFace() throws {
        let group = CATransformLayer()
        let root = stage(holding: group)
        let back = face(depth: -20), front = face(depth: 20)
        front.bounds = CGRect(x: 0, y: 0, width: 40, height: 40)
        group.addSublayer(front)
        group.addSublayer(back)
        #expect(root.hitTest(CGPoint(x: 200, y: 200)) === front)
        // The back face, 100 points wide at depth −20, shows past the small front face.
        #expect(root.hitTest(CGPoint(x: 240, y: 200)) === back)
        #expect(root.hitTest(CGPoint(x: 330, y: 200)) === root)
        // A single-sided face turned away is not hit.
        group.transform = CATransform3DMakeRotation(.pi, 0, 1, 0)
        back.isDoubleSided = false
        front.isDoubleSided = false
        #expect(root.hitTest(CGPoint(x: 240, y: 200)) === root)
    }

    /// A cube of six faces in a transform layer under a perspective, turned to show three.
    func makeCube(scale: CGFloat) -> (UIWindow, CATransformLayer) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.screenScale = scale
        window.backgroundColor = UIColor(red: 0.1, green: 0.45, blue: 0.25, alpha: 1)
        let table = UIView(frame: window.bounds)
        table.layer.sublayerTransform = perspective
        window.addSubview(table)
        let cube = CATransformLayer()
        cube.frame = CGRect(x: 60, y: 60, width: 80, height: 80)
        let faces: [(UIColor, CATransform3D)] = [
            (.systemRed, CATransform3DIdentity),
            (.systemBlue, CATransform3DMakeRotation(.pi / 2, 0, 1, 0)),
            (.systemYellow, CATransform3DMakeRotation(.pi, 0, 1, 0)),
            (.systemPurple, CATransform3DMakeRotation(-.pi / 2, 0, 1, 0)),
            (.white, CATransform3DMakeRotation(.pi / 2, 1, 0, 0)),
            (.black, CATransform3DMakeRotation(-.pi / 2, 1, 0, 0)),
        ]
        for (color, turn) in faces {
            let face = CALayer()
            face.frame = CGRect(x: 0, y: 0, width: 80, height: 80)
            face.backgroundColor = color.cgColor
            face.borderColor = UIColor.darkGray.cgColor
            face.borderWidth = 2
            // Out to the cube's side, then turned to face that way.
            face.transform = CATransform3DConcat(CATransform3DMakeTranslation(0, 0, 40), turn)
            cube.addSublayer(face)
        }
        // Its own background and border are ignored, as Core Animation ignores them.
        cube.backgroundColor = UIColor.magenta.cgColor
        cube.borderWidth = 4
        cube.transform = CATransform3DConcat(CATransform3DMakeRotation(0.6, 0, 1, 0), CATransform3DMakeRotation(-0.5, 1, 0, 0))
        table.layer.addSublayer(cube)
        return (window, cube)
    }

    /// The cube shows its red front, its purple left side and its white top (looked at),
    /// drawn over the three faces behind them, with no pixel of those showing through where
    /// the projected strips meet; the transform layer's own magenta background and border
    /// are not drawn. Tolerance 2, as for the other perspective references.
    @Test(arguments: [1, 2] as [CGFloat])
    func aCubeOfSixFaces(scale: CGFloat) {
        let (window, _) = makeCube(scale: scale)
        window.renderIfNeeded()
        ReferenceImage.assertMatches(window.backBuffer!, named: "transform-layer-cube@\(Int(scale))x", tolerance: 2)
    }

    /// Turning the cube frame by frame repaints what it covered and covers: every frame
    /// equals a full recomposite of the same turn.
    @Test func turningFramesMatchAFullRecomposite() throws {
        let (window, cube) = makeCube(scale: 1)
        window.renderIfNeeded()
        // Set without implicit animations, so each frame shows the value just set.
        func withoutActions(_ change: () -> Void) {
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            change()
            CATransaction.commit()
        }
        var turn = cube.transform
        for _ in 0..<5 {
            turn = CATransform3DRotate(turn, 0.3, 0, 1, 0)
            withoutActions { cube.transform = turn }
            window.renderIfNeeded()
        }
        // A face changing inside the cube damages where the cube shows it.
        let face = try #require(cube.sublayers?.first)
        withoutActions { face.backgroundColor = UIColor.orange.cgColor }
        window.renderIfNeeded()
        let incremental = try #require(window.backBuffer)
        let (fresh, freshCube) = makeCube(scale: 1)
        freshCube.transform = turn
        freshCube.sublayers?.first?.backgroundColor = UIColor.orange.cgColor
        fresh.renderIfNeeded()
        let result = ReferenceImage.compare(incremental, fresh.backBuffer!, tolerance: 0)
        #expect(result.sizeMatches)
        #expect(result.pixelsOverTolerance == 0, "largest difference \(result.maximumDifference)")
    }
}
