import Foundation
import OpenUIKit

/// Writes a window's view hierarchy as a one-page vector PDF the size of the window.
@MainActor
public enum DemoPDFWriter {
    /// Written through `OutputFile`: beside the target, then renamed; never through a
    /// symbolic link or onto a device node.
    public static func write(_ window: UIWindow, to path: String) throws(OutputFile.Failure) {
        let bounds = window.bounds
        let renderer = UIGraphicsPDFRenderer(bounds: bounds)
        let data = renderer.pdfData { context in
            context.beginPage()
            // What shows where no view paints, as in the window's own pixels.
            context.cgContext.setFillColor(UIColor.black.cgColor)
            context.cgContext.fill(bounds)
            window.drawHierarchy(in: bounds, afterScreenUpdates: true)
        }
        try OutputFile.write(data, to: path)
    }
}
