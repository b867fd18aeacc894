import Foundation

extension UIWindow {
    /// Writes the window's view hierarchy as a one-page vector PDF the size of the window
    /// (`--pdf`). Written through `OutputFile`: beside the target, then renamed; never
    /// through a symbolic link or onto a device node.
    package func savePDF(toPath path: String) throws(OutputFile.Failure) {
        let bounds = self.bounds
        let renderer = UIGraphicsPDFRenderer(bounds: bounds)
        let data = renderer.pdfData { context in
            context.beginPage()
            // What shows where no view paints, as in the window's own pixels.
            context.cgContext.setFillColor(UIColor.black.cgColor)
            context.cgContext.fill(bounds)
            drawHierarchy(in: bounds, afterScreenUpdates: true)
        }
        try OutputFile.write(data, to: path)
    }
}
