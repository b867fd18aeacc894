import Foundation

/// The document browser a document-based app starts with: its documents as a grid of
/// tiles (an image file shows itself, other files a page with their extension) under a bar,
/// with a Create Document tile first. Picking a tile hands the document to the delegate
/// (`didPickDocumentsAt`); the Create tile asks the delegate for a template
/// (`didRequestDocumentCreationWithHandler`) and copies or moves it in under a new name.
///
/// On iOS the browser shows the Files app's locations; here it shows one folder, the app's
/// own (see `DocumentFolder`: `$XDG_DATA_HOME/<app name>/Documents`). The grid is listed
/// again each time the browser appears.
@preconcurrency @MainActor
open class UIDocumentBrowserViewController: UIViewController {
    /// How an imported file comes into the browser's folder.
    public enum ImportMode: UInt, Sendable {
        /// Not imported: the creation was cancelled.
        case none = 0
        /// The file is copied; the original stays.
        case copy = 1
        /// The file is moved.
        case move = 2
    }

    /// The browser's colours: white (the default), light grey, or dark.
    public enum BrowserUserInterfaceStyle: UInt, Sendable {
        /// A white background.
        case white = 0
        /// A light grey background.
        case light = 1
        /// A dark background with light text.
        case dark = 2
    }

    /// The document types the browser lists and opens, as uniform type identifiers: the
    /// initializer's, else the app's `CFBundleDocumentTypes` content types.
    public let allowedContentTypes: [String]
    /// Told what the user picks and creates. Not retained.
    open weak var delegate: (any UIDocumentBrowserViewControllerDelegate)?
    /// Whether the Create Document tile is shown (true by default, as in UIKit).
    open var allowsDocumentCreation = true {
        didSet { if allowsDocumentCreation != oldValue { reloadIfLoaded() } }
    }
    /// Whether picking hands over several documents at once. The desktop grid picks one
    /// document per click either way; kept for UIKit code (true by default, as in UIKit).
    open var allowsPickingMultipleItems = true
    /// Items shown at the leading end of the browser's bar, after its own.
    open var additionalLeadingNavigationBarButtonItems: [UIBarButtonItem] = [] {
        didSet { updateBarItems() }
    }
    /// Items shown at the trailing end of the browser's bar, before its own.
    open var additionalTrailingNavigationBarButtonItems: [UIBarButtonItem] = [] {
        didSet { updateBarItems() }
    }
    /// The browser's colours.
    open var browserUserInterfaceStyle: BrowserUserInterfaceStyle = .white {
        didSet { if browserUserInterfaceStyle != oldValue { browserView?.apply(browserUserInterfaceStyle) } }
    }

    /// The folder listed and imported into (tests point it at a temporary one).
    var folder: DocumentFolder
    /// The app's declared document types.
    let documentTypes: DocumentTypes
    /// The grid's data source and delegate.
    private(set) lazy var grid = DocumentBrowserGrid(browser: self)
    /// The browser's view, once loaded.
    private var browserView: DocumentBrowserView? { viewIfLoaded as? DocumentBrowserView }

    /// A browser for documents of `allowedContentTypes` (uniform type identifiers); nil
    /// means the app's `Info.plist` `CFBundleDocumentTypes`.
    public init(forOpeningFilesWithContentTypes allowedContentTypes: [String]?) {
        let types = DocumentTypes.current
        documentTypes = types
        self.allowedContentTypes = UIDocumentBrowserViewController.contentTypes(allowedContentTypes, types: types)
        folder = DocumentFolder.appFolder()
        super.init(nibName: nil, bundle: nil)
    }

    /// A browser from a storyboard scene: its types are the app's `CFBundleDocumentTypes`,
    /// as UIKit documents for a browser made in Interface Builder.
    public required init?(coder: NSCoder) {
        let types = DocumentTypes.current
        documentTypes = types
        allowedContentTypes = UIDocumentBrowserViewController.contentTypes(nil, types: types)
        folder = DocumentFolder.appFolder()
        super.init(coder: coder)
    }

    /// The types given, else the declared ones, else (with a message) any data.
    private static func contentTypes(_ given: [String]?, types: DocumentTypes) -> [String] {
        if let given { return given }
        if !types.documentContentTypes.isEmpty { return types.documentContentTypes }
        Diagnostics.warn("UIDocumentBrowserViewController: the app's Info.plist declares no CFBundleDocumentTypes with LSItemContentTypes; the browser lists every file (public.data)",
                         once: "UIDocumentBrowserViewController.noDocumentTypes")
        return ["public.data"]
    }

    // MARK: The view

    /// The browser's own view: the bar and the grid. A storyboard scene's view is not used,
    /// as on iOS.
    open override func loadView() {
        let root = DocumentBrowserView(grid: grid)
        root.frame = UIScreen.main.bounds
        root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.apply(browserUserInterfaceStyle)
        view = root
        updateBarItems()
    }

    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        reloadIfLoaded()
    }

    /// Lists the folder again and redraws the grid.
    func reloadIfLoaded() {
        guard let browserView else { return }
        grid.reload()
        browserView.title = folderTitle
        browserView.collectionView.reloadData()
    }

    /// The bar's title: the app's name, as Files names an app's folder.
    var folderTitle: String {
        folder.url.deletingLastPathComponent().lastPathComponent
    }

    private func updateBarItems() {
        guard let browserView else { return }
        browserView.barItem.leftBarButtonItems = additionalLeadingNavigationBarButtonItems
        browserView.barItem.rightBarButtonItems = additionalTrailingNavigationBarButtonItems
    }

    // MARK: Picking and creating

    /// The user picked the document at `url`.
    func pick(_ url: URL) {
        delegate?.documentBrowser(self, didPickDocumentsAt: [url])
    }

    /// The user asked for a new document: the delegate gives a template (or cancels), which
    /// is brought into the folder as "Untitled" (numbered when taken).
    func requestDocumentCreation() {
        guard allowsDocumentCreation else { return }
        guard let delegate else {
            Diagnostics.warn("UIDocumentBrowserViewController: Create Document needs a delegate that answers documentBrowser(_:didRequestDocumentCreationWithHandler:)",
                             once: "UIDocumentBrowserViewController.noDelegate")
            return
        }
        var answered = false
        delegate.documentBrowser(self, didRequestDocumentCreationWithHandler: { [weak self] template, mode in
            guard !answered else {
                Diagnostics.warn("UIDocumentBrowserViewController: the document creation handler was called more than once; ignored",
                                 once: "UIDocumentBrowserViewController.handlerTwice")
                return
            }
            answered = true
            DispatchQueue.main.async {
                MainActor.assumeIsolated { self?.importTemplate(template, mode: mode) }
            }
        })
    }

    /// Brings a creation's template in, telling the delegate how it went.
    private func importTemplate(_ template: URL?, mode: ImportMode) {
        guard let template, mode != .none else { return }
        let destination = folder.unusedURL(named: DocumentFolder.untitledName, extension: template.pathExtension)
        do {
            try folder.bring(template, to: destination, moving: mode == .move)
        } catch {
            delegate?.documentBrowser(self, failedToImportDocumentAt: template, error: error)
            return
        }
        reloadIfLoaded()
        delegate?.documentBrowser(self, didImportDocumentAt: template, toDestinationURL: destination)
    }

    // MARK: Revealing and importing

    /// Shows the document at `url` in the grid (scrolled to and selected). A file outside the
    /// browser's folder is copied in first when `importIfNeeded`; otherwise, or when the
    /// copy fails, `completion` gets the error.
    open func revealDocument(at url: URL, importIfNeeded: Bool, completion: ((URL?, Error?) -> Void)? = nil) {
        // A task, not a main-queue block: the handler is not Sendable, and a task may take it.
        Task { @MainActor [self] in
            let (shown, error) = reveal(url, importIfNeeded: importIfNeeded)
            completion?(shown, error)
        }
    }

    /// Copies (`.copy`) or moves (`.move`) the document at `documentURL` into the folder of
    /// `neighbourURL`, under its own name (numbered when taken); `completionHandler` gets the
    /// new URL or the error. `.none` imports nothing and is reported as an error.
    open func importDocument(at documentURL: URL, nextToDocumentAt neighbourURL: URL, mode: ImportMode,
                             completionHandler: @escaping (URL?, Error?) -> Void) {
        Task { @MainActor [self] in
            let (imported, error) = importNow(documentURL, nextTo: neighbourURL, mode: mode)
            completionHandler(imported, error)
        }
    }

    /// `revealDocument`'s work: where the document is shown, or why it is not.
    private func reveal(_ url: URL, importIfNeeded: Bool) -> (URL?, Error?) {
        var shown = url
        if url.deletingLastPathComponent().standardizedFileURL.path != folder.url.standardizedFileURL.path {
            guard importIfNeeded else {
                return (nil, UIDocument.error("\(url.path) is not in the browser's folder \(folder.url.path)", code: CocoaError.fileReadNoSuchFile.rawValue))
            }
            let destination = folder.unusedURL(named: url.deletingPathExtension().lastPathComponent, extension: url.pathExtension)
            do {
                try folder.bring(url, to: destination, moving: false)
            } catch {
                return (nil, error)
            }
            shown = destination
        }
        reloadIfLoaded()
        if let item = grid.item(of: shown), let browserView {
            browserView.collectionView.selectItem(at: IndexPath(item: item, section: 0), animated: false, scrollPosition: .centeredVertically)
        }
        return (shown, nil)
    }

    /// `importDocument`'s work: the new URL, or why there is none.
    private func importNow(_ documentURL: URL, nextTo neighbourURL: URL, mode: ImportMode) -> (URL?, Error?) {
        guard mode != .none else {
            return (nil, UIDocument.error("importDocument(at:nextToDocumentAt:mode:completionHandler:) was asked to import with the mode .none"))
        }
        let target = DocumentFolder(url: neighbourURL.deletingLastPathComponent())
        let destination = target.unusedURL(named: documentURL.deletingPathExtension().lastPathComponent, extension: documentURL.pathExtension)
        do {
            try target.bring(documentURL, to: destination, moving: mode == .move)
        } catch {
            return (nil, error)
        }
        reloadIfLoaded()
        return (destination, nil)
    }
}
