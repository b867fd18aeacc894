/// A failure of the live-test machinery itself (a server that will not start, an input driver
/// that does not answer, a window that never appears), as opposed to a failed expectation.
public struct LiveTestError: Error, CustomStringConvertible {
    public let description: String

    public init(_ description: String) {
        self.description = description
    }
}
