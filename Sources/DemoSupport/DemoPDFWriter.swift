import Foundation
import OpenUIKit

/// Writes a window's view hierarchy as a one-page vector PDF the size of the window.
@MainActor
public enum DemoPDFWriter {
    /// Written through `OutputFile`: beside the target, then renamed; never through a
    /// symbolic link or onto a device node.
    public static func write(_ window: UIWindow, to path: String) throws(OutputFile.Failure) {
        try window.savePDF(toPath: path)
    }
}
