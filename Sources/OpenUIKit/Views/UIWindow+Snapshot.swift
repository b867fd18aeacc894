import Foundation

extension UIWindow {
    /// Renders whatever is pending and writes the whole window as a PNG file through
    /// `OutputFile` (a temporary file renamed; never through a symbolic link or onto a
    /// device).
    public func saveSnapshot(toPNG path: String) throws(OutputFile.Failure) {
        _ = renderIfNeeded()
        guard let backBuffer else {
            throw OutputFile.Failure(path: path, reason: "the window has no pixels to snapshot (size \(bounds.size))")
        }
        guard let data = PNGDecoder.encode(backBuffer) else {
            throw OutputFile.Failure(path: path, reason: "the picture could not be encoded as PNG")
        }
        try OutputFile.write(data, to: path)
    }
}
