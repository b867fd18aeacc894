import Foundation
import OpenUIKit

/// Writes a window's view hierarchy as a one-page vector PDF the size of the window.
@MainActor
public enum DemoPDFWriter {
    public static func write(_ window: UIWindow, to path: String) throws {
        let bounds = window.bounds
        let renderer = UIGraphicsPDFRenderer(bounds: bounds)
        try renderer.writePDF(to: URL(fileURLWithPath: path)) { context in
            context.beginPage()
            // What shows where no view paints, as in the window's own pixels.
            context.cgContext.setFillColor(UIColor.black.cgColor)
            context.cgContext.fill(bounds)
            window.drawHierarchy(in: bounds, afterScreenUpdates: true)
        }
    }
}
