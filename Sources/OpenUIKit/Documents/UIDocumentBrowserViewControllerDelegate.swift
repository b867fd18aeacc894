import Foundation

/// What a document browser tells its app: the documents the user picked, a request to make
/// a new one, and how importing it went. Every method is optional (the defaults below).
@preconcurrency @MainActor
public protocol UIDocumentBrowserViewControllerDelegate: NSObjectProtocol {
    /// The user asked for a new document: call `importHandler` with a template file and how
    /// to bring it into the browser's folder (`.copy` or `.move`), or with nil and `.none`
    /// to cancel. The default cancels.
    func documentBrowser(_ controller: UIDocumentBrowserViewController,
                         didRequestDocumentCreationWithHandler importHandler: @escaping (URL?, UIDocumentBrowserViewController.ImportMode) -> Void)
    /// The user picked documents to open. The default calls the older
    /// `documentBrowser(_:didPickDocumentURLs:)`.
    func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL])
    /// The user picked documents to open (iOS 11's name, deprecated in iOS 12 for
    /// `documentBrowser(_:didPickDocumentsAt:)`). The default does nothing.
    func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentURLs documentURLs: [URL])
    /// A document was imported (a new document's template, or a revealed file): it is now at
    /// `destinationURL`. The default does nothing.
    func documentBrowser(_ controller: UIDocumentBrowserViewController, didImportDocumentAt sourceURL: URL,
                         toDestinationURL destinationURL: URL)
    /// Importing the document at `documentURL` failed, for `error`. The default does nothing.
    func documentBrowser(_ controller: UIDocumentBrowserViewController, failedToImportDocumentAt documentURL: URL, error: Error?)
}

extension UIDocumentBrowserViewControllerDelegate {
    /// Cancels the creation, as a browser whose delegate does not make documents must.
    public func documentBrowser(_ controller: UIDocumentBrowserViewController,
                                didRequestDocumentCreationWithHandler importHandler: @escaping (URL?, UIDocumentBrowserViewController.ImportMode) -> Void) {
        importHandler(nil, .none)
    }

    /// Calls the older `documentBrowser(_:didPickDocumentURLs:)`.
    public func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentsAt documentURLs: [URL]) {
        documentBrowser(controller, didPickDocumentURLs: documentURLs)
    }

    /// Does nothing.
    public func documentBrowser(_ controller: UIDocumentBrowserViewController, didPickDocumentURLs documentURLs: [URL]) {}

    /// Does nothing.
    public func documentBrowser(_ controller: UIDocumentBrowserViewController, didImportDocumentAt sourceURL: URL,
                                toDestinationURL destinationURL: URL) {}

    /// Does nothing.
    public func documentBrowser(_ controller: UIDocumentBrowserViewController, failedToImportDocumentAt documentURL: URL, error: Error?) {}
}
