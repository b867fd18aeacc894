import DemoSupport
import Foundation
import OpenUIKit

/// The FaceIt icon: the app's own face view, smiling with open eyes and level brows, on a
/// pale disc that fills its skull, so the face reads on light and dark panels alike.
public enum FaceItIcon {
    /// The icon, named as the installed desktop entry's `Icon=` names it.
    public static let appIcon = AppIcon(name: "openuikit-faceit", layers: [{ side in draw(side: side) }])

    /// The skull's radius over half the side: a thin margin around the disc.
    private static let faceScale: CGFloat = 0.92
    /// The disc behind the face.
    private static let discColor = UIColor(red: 1, green: 0.95, blue: 0.7, alpha: 1)
    /// The lines' width over the side; the face view caps it at a twentieth of the skull's
    /// radius, which is what a large icon gets.
    private static let lineWidthToSide: CGFloat = 0.05

    @MainActor
    private static func draw(side: CGFloat) {
        let bounds = CGRect(x: 0, y: 0, width: side, height: side)
        let canvas = UIView(frame: bounds)
        canvas.isOpaque = false
        let radius = side / 2 * faceScale
        let disc = UIView(frame: CGRect(x: side / 2 - radius, y: side / 2 - radius, width: 2 * radius, height: 2 * radius))
        disc.backgroundColor = discColor
        disc.layer.cornerRadius = radius
        canvas.addSubview(disc)

        let face = FaceView(frame: bounds)
        face.scale = faceScale
        face.eyes = .open
        face.mouthCurvature = FacialExpression.Mouth.smile.curvature
        face.eyeBrowTilt = FacialExpression.Brows.normal.tilt
        face.lineWidth = side * lineWidthToSide
        canvas.addSubview(face)
        canvas.drawHierarchy(in: bounds, afterScreenUpdates: true)
    }
}
