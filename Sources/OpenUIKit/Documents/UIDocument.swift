import Foundation

/// A document held in a file, as UIKit's document-based apps use it: a subclass turns its
/// model into `Data` (`contents(forType:)`) and back (`load(fromContents:ofType:)`); the
/// base class opens, saves, autosaves, reverts and closes the file, counts unsaved changes
/// (its undo manager's too) and reports its `documentState`.
///
/// As on iOS, `open`, `save`, `autosave`, `revert` and `close` return at once and call
/// their completion handlers later on the main queue, one operation after another in the
/// order they were asked for. The file is read and written on the main thread: the
/// subclass's `contents(forType:)` and `load(fromContents:ofType:)` read and write its
/// main-actor model, and Swift 6 will not let them run elsewhere without copies the app
/// never asked for. Writes are atomic (a temporary file renamed over the old one).
///
/// Not available here: `NSFilePresenter` and `NSFileCoordinator` (swift-corelibs-foundation
/// has neither, so another process changing the file is not noticed), `FileWrapper` (file
/// packages: a document's contents must be `Data`), and iCloud conflicts (`inConflict` and
/// `progressAvailable` are never set).
@preconcurrency @MainActor
open class UIDocument: NSObject {
    /// How long after the first unsaved change an autosave runs, in seconds. iOS documents
    /// only "periodically"; a few seconds keeps a crash from losing much without writing on
    /// every keystroke.
    static let autosaveDelay: TimeInterval = 10

    /// The file the document reads and writes. Saving to another URL moves the document there.
    public private(set) var fileURL: URL
    /// The name to show for the document: its file name without the extension.
    open var localizedName: String { fileURL.deletingPathExtension().lastPathComponent }
    /// The type of the file, from its extension: the app's declared types (its `Info.plist`'s
    /// exported and imported type declarations) first, then the system's; nil when unknown.
    open var fileType: String? { typeOfFile }
    /// The type found for the current file.
    private var typeOfFile: String?
    /// When the file was last read or written by this document.
    open var fileModificationDate: Date?
    /// What the document is doing; `closed` until it opens.
    public private(set) var documentState: State = .closed {
        didSet {
            guard documentState != oldValue else { return }
            NotificationCenter.default.post(name: UIDocument.stateChangedNotification, object: self)
        }
    }

    /// Edits since the last save: up with each change and redo, down with each undo.
    private var changeCount = 0
    /// The undo manager, made on first use.
    private var ownUndoManager: UndoManager?
    /// The observers of the undo manager's notifications.
    private var undoObservations: [NSObjectProtocol] = []
    /// The observers of the app going to the background or ending, while open.
    private var lifecycleObservations: [NSObjectProtocol] = []
    /// The pending autosave, while there are unsaved changes.
    private var autosaveWork: DispatchWorkItem?
    /// The error passed to `handleError` and not yet finished with.
    private var errorBeingHandled: Error?
    /// The autosave delay this document uses (tests shorten it).
    var autosaveDelayInUse: TimeInterval = UIDocument.autosaveDelay
    /// The app's declared document types, read once.
    let documentTypes: DocumentTypes

    /// A closed document for the file at `url` (which need not exist yet: save it
    /// `.forCreating`). A URL that is not a file URL is kept, with a message: reading and
    /// writing it will fail.
    public init(fileURL url: URL) {
        if !url.isFileURL {
            Diagnostics.warn("UIDocument(fileURL:) was given \(url.absoluteString), which is not a file URL; opening and saving it will fail", once: "UIDocument.notFileURL.\(url.absoluteString)")
        }
        documentTypes = DocumentTypes.current
        fileURL = url
        typeOfFile = documentTypes.typeIdentifier(forExtension: url.pathExtension)
        super.init()
    }

    isolated deinit {
        autosaveWork?.cancel()
        for observation in undoObservations + lifecycleObservations {
            NotificationCenter.default.removeObserver(observation)
        }
    }

    // MARK: Changes

    /// Whether there are changes not yet saved. Override to decide otherwise; the base
    /// counts `updateChangeCount(_:)` calls and the undo manager's groups, undos and redos.
    open var hasUnsavedChanges: Bool { changeCount != 0 }

    /// Records a change: `.done` and `.redone` add one, `.undone` takes one away, `.cleared`
    /// forgets them all. While there are unsaved changes an autosave is due
    /// `autosaveDelay` seconds later.
    open func updateChangeCount(_ change: ChangeKind) {
        switch change {
        case .done, .redone: changeCount += 1
        case .undone: changeCount -= 1
        case .cleared: changeCount = 0
        }
        scheduleAutosave()
    }

    /// The document's undo manager, made on first use; its changes count as edits (a closed
    /// group as done, an undo as undone, a redo as redone). Assigning one replaces it.
    open var undoManager: UndoManager! {
        get {
            if let ownUndoManager { return ownUndoManager }
            let made = UndoManager()
            observe(made)
            ownUndoManager = made
            return made
        }
        set {
            guard newValue !== ownUndoManager else { return }
            ownUndoManager = newValue
            observe(newValue)
        }
    }

    private func observe(_ manager: UndoManager?) {
        for observation in undoObservations { NotificationCenter.default.removeObserver(observation) }
        undoObservations = []
        guard let manager else { return }
        let changes: [(Notification.Name, ChangeKind)] = [
            (UndoManager.didCloseUndoGroupNotification, .done),
            (UndoManager.didUndoChangeNotification, .undone),
            (UndoManager.didRedoChangeNotification, .redone),
        ]
        for (name, kind) in changes {
            undoObservations.append(NotificationCenter.default.addObserver(forName: name, object: manager, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.updateChangeCount(kind) }
            })
        }
    }

    /// Schedules (or cancels) the autosave after a change.
    private func scheduleAutosave() {
        guard hasUnsavedChanges, !documentState.contains(.closed) else {
            autosaveWork?.cancel()
            autosaveWork = nil
            return
        }
        guard autosaveWork == nil else { return }
        let work = DispatchWorkItem { [weak self] in
            MainActor.assumeIsolated {
                guard let self else { return }
                self.autosaveWork = nil
                self.autosave { _ in }
            }
        }
        autosaveWork = work
        DispatchQueue.main.asyncAfter(deadline: .now() + autosaveDelayInUse, execute: work)
    }

    // MARK: Opening and closing

    /// Reads the file and opens the document: `completionHandler` gets true once it is
    /// `normal`, false (with the error through `handleError`) when the file is missing or
    /// unreadable or `load(fromContents:ofType:)` threw; the document then stays closed.
    open func open(completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        perform { document in
            guard document.documentState.contains(.closed) else { return true }
            do {
                try document.read(from: document.fileURL)
            } catch {
                document.handleError(error, userInteractionPermitted: true)
                return false
            }
            document.fileModificationDate = document.modificationDateOnDisk()
            document.changeCount = 0
            document.documentState = .normal
            document.startObservingLifecycle()
            return true
        } completion: { completionHandler?($0) }
    }

    /// Saves unsaved changes (editing disabled meanwhile), then closes the document:
    /// `completionHandler` gets whether that save succeeded (true with nothing to save). The
    /// document closes either way, as on iOS.
    open func close(completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        perform { document in
            guard !document.documentState.contains(.closed) else { return true }
            var saved = true
            if document.hasUnsavedChanges {
                document.documentState.insert(.editingDisabled)
                document.disableEditing()
                saved = document.saveNow(to: document.autosaveURL, for: .forOverwriting)
                document.documentState.remove(.editingDisabled)
                document.enableEditing()
            }
            document.autosaveWork?.cancel()
            document.autosaveWork = nil
            document.stopObservingLifecycle()
            document.documentState = .closed
            return saved
        } completion: { completionHandler?($0) }
    }

    // MARK: Reading

    /// The document's data for saving as `typeName`; subclasses override it (the base
    /// throws, as there is nothing to save). Return `Data` (or `NSData`).
    open func contents(forType typeName: String) throws -> Any {
        throw UIDocument.error("\(type(of: self)) does not override contents(forType:), so it has nothing to save")
    }

    /// Sets the document's model from `contents` (the file's `Data`), read as `typeName`;
    /// subclasses override it. Throwing fails the open or revert.
    open func load(fromContents contents: Any, ofType typeName: String?) throws {
        throw UIDocument.error("\(type(of: self)) does not override load(fromContents:ofType:), so it cannot read its file")
    }

    /// Reads the file at `url` and hands its data to `load(fromContents:ofType:)`. A missing
    /// file, a folder (file packages need `FileWrapper`, which is not available here) or an
    /// unreadable one throws.
    open func read(from url: URL) throws {
        var isFolder: ObjCBool = false
        guard url.isFileURL, FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw UIDocument.error("The document \(MessageText.quoted(url.lastPathComponent)) could not be opened because there is no such file", code: CocoaError.fileReadNoSuchFile.rawValue)
        }
        guard !isFolder.boolValue else {
            throw UIDocument.error("The document \(MessageText.quoted(url.lastPathComponent)) is a folder; file packages are not supported here", code: CocoaError.fileReadUnknown.rawValue)
        }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw UIDocument.error("The document \(MessageText.quoted(url.lastPathComponent)) could not be read (\(error.localizedDescription))", code: CocoaError.fileReadNoPermission.rawValue)
        }
        try load(fromContents: data, ofType: documentTypes.typeIdentifier(forExtension: url.pathExtension) ?? fileType)
    }

    /// Reads the file at `url` again, discarding unsaved changes and the undo history, with
    /// editing disabled meanwhile; the document then uses `url`. On failure the document
    /// keeps its model and shows `savingError` and `editingDisabled`.
    open func revert(toContentsOf url: URL, completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        perform { document in
            document.documentState.insert(.editingDisabled)
            document.disableEditing()
            do {
                try document.read(from: url)
            } catch {
                document.documentState.insert(.savingError)
                document.handleError(error, userInteractionPermitted: true)
                return false
            }
            document.fileURL = url
            document.typeOfFile = document.documentTypes.typeIdentifier(forExtension: url.pathExtension)
            document.fileModificationDate = document.modificationDateOnDisk()
            document.ownUndoManager?.removeAllActions()
            document.updateChangeCount(.cleared)
            document.documentState.remove([.editingDisabled, .savingError])
            document.enableEditing()
            return true
        } completion: { completionHandler?($0) }
    }

    // MARK: Saving

    /// The type the document saves as; the base answers `fileType`.
    open var savingFileType: String? { fileType }

    /// The extension a file of `typeName` saved by `saveOperation` gets: the app's declared
    /// extension for it, else the system's; nil when the type has none.
    open func fileNameExtension(forType typeName: String?, saveOperation: SaveOperation) -> String {
        guard let typeName, let found = documentTypes.preferredExtension(forType: typeName) else {
            return fileURL.pathExtension
        }
        return found
    }

    /// Saves the document's contents (`contents(forType: savingFileType)`) to `url`:
    /// `.forCreating` for a new file, `.forOverwriting` to replace one. A save to another URL
    /// moves the document there. `completionHandler` gets false (the state gains
    /// `savingError`, the error goes through `handleError`) when the contents could not be
    /// made or written.
    open func save(to url: URL, for saveOperation: SaveOperation, completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        perform { document in
            document.saveNow(to: url, for: saveOperation)
        } completion: { completionHandler?($0) }
    }

    /// Saves if there are unsaved changes (true at once when there are none), to the
    /// document's file, renamed when `savingFileType` names another extension.
    open func autosave(completionHandler: (@MainActor @Sendable (Bool) -> Void)? = nil) {
        perform { document in
            guard document.hasUnsavedChanges else { return true }
            return document.saveNow(to: document.autosaveURL, for: .forOverwriting)
        } completion: { completionHandler?($0) }
    }

    /// Writes `contents` to `url` safely: through `writeContents(_:to:for:originalContentsURL:)`
    /// (an atomic write), then sets `attributes` on the file.
    open func writeContents(_ contents: Any, andAttributes attributes: [AnyHashable: Any]? = nil, safelyTo url: URL,
                            for saveOperation: SaveOperation) throws {
        let original: URL? = saveOperation == .forOverwriting ? fileURL : nil
        try writeContents(contents, to: url, for: saveOperation, originalContentsURL: original)
        let fileAttributes = (attributes ?? [:]).reduce(into: [FileAttributeKey: Any]()) { result, entry in
            if let key = entry.key as? FileAttributeKey {
                result[key] = entry.value
            } else if let name = entry.key as? String {
                result[FileAttributeKey(rawValue: name)] = entry.value
            }
        }
        guard !fileAttributes.isEmpty else { return }
        do {
            try FileManager.default.setAttributes(fileAttributes, ofItemAtPath: url.path)
        } catch {
            throw UIDocument.error("The attributes of \(MessageText.quoted(url.lastPathComponent)) could not be set (\(error.localizedDescription))")
        }
    }

    /// Writes `contents` (`Data` or `NSData`) to `url` atomically: a temporary file in the
    /// same folder renamed over the old one, so a failed write leaves the old file whole.
    /// Other contents (a `FileWrapper` on iOS) cannot be written here and throw.
    open func writeContents(_ contents: Any, to url: URL, for saveOperation: SaveOperation, originalContentsURL: URL?) throws {
        let data: Data
        if let bytes = contents as? Data {
            data = bytes
        } else if let bytes = contents as? NSData {
            data = Data(referencing: bytes)
        } else {
            throw UIDocument.error("contents(forType:) returned \(type(of: contents)); only Data can be written here (file packages need FileWrapper, which is not available)")
        }
        do {
            try data.write(to: url, options: .atomic)
        } catch {
            throw UIDocument.error("The document \(MessageText.quoted(url.lastPathComponent)) could not be saved (\(error.localizedDescription))", code: CocoaError.fileWriteNoPermission.rawValue)
        }
    }

    /// The attributes to set on the file a save writes; the base has none.
    open func fileAttributesToWrite(to url: URL, for saveOperation: SaveOperation) throws -> [AnyHashable: Any] {
        [:]
    }

    /// Where an autosave or a save before closing writes: the document's file, with the
    /// extension of `savingFileType` when that differs from `fileType`.
    var autosaveURL: URL {
        guard let saving = savingFileType, saving != fileType else { return fileURL }
        let wanted = fileNameExtension(forType: saving, saveOperation: .forOverwriting)
        guard !wanted.isEmpty, wanted != fileURL.pathExtension else { return fileURL }
        return fileURL.deletingPathExtension().appendingPathExtension(wanted)
    }

    /// One save, done now: the contents, the write, the state. False (after `handleError`)
    /// on failure.
    func saveNow(to url: URL, for saveOperation: SaveOperation) -> Bool {
        do {
            let typeName = savingFileType ?? fileType ?? "public.data"
            let contents = try contents(forType: typeName)
            let attributes = try fileAttributesToWrite(to: url, for: saveOperation)
            try writeContents(contents, andAttributes: attributes, safelyTo: url, for: saveOperation)
            if url != fileURL {
                fileURL = url
                typeOfFile = savingFileType ?? documentTypes.typeIdentifier(forExtension: url.pathExtension)
            }
        } catch {
            documentState.insert(.savingError)
            handleError(error, userInteractionPermitted: true)
            return false
        }
        fileModificationDate = modificationDateOnDisk()
        changeCount = 0
        autosaveWork?.cancel()
        autosaveWork = nil
        documentState.remove(.savingError)
        return true
    }

    // MARK: Editing and errors

    /// Called when editing becomes unsafe (before a save-and-close or a revert), after
    /// `documentState` gains `editingDisabled`; the base does nothing.
    open func disableEditing() {}

    /// Called when editing is safe again; the base does nothing.
    open func enableEditing() {}

    /// Called with an error opening, saving or reverting. The base reports it and calls
    /// `finishedHandlingError(_:recovered:)` with false; a subclass that shows the error
    /// must call that itself when done.
    open func handleError(_ error: Error, userInteractionPermitted: Bool) {
        errorBeingHandled = error
        Diagnostics.warn("UIDocument \(MessageText.quoted(localizedName)): \(error.localizedDescription)")
        finishedHandlingError(error, recovered: false)
    }

    /// Tells the document that handling `error` is over.
    open func finishedHandlingError(_ error: Error, recovered: Bool) {
        errorBeingHandled = nil
    }

    /// Called when the app goes to the background while an error is still being handled:
    /// a subclass showing it should stop asking the user. The base does nothing.
    open func userInteractionNoLongerPermitted(forError error: Error) {}

    // MARK: The app's life

    private func startObservingLifecycle() {
        guard lifecycleObservations.isEmpty else { return }
        for name in [UIApplication.didEnterBackgroundNotification, UIApplication.willTerminateNotification] {
            lifecycleObservations.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] _ in
                MainActor.assumeIsolated { self?.appIsLeaving() }
            })
        }
    }

    private func stopObservingLifecycle() {
        for observation in lifecycleObservations { NotificationCenter.default.removeObserver(observation) }
        lifecycleObservations = []
    }

    /// The app went to the background or is ending: unsaved changes are saved now (not
    /// later on the queue, which an ending app may never reach).
    private func appIsLeaving() {
        if let errorBeingHandled { userInteractionNoLongerPermitted(forError: errorBeingHandled) }
        guard hasUnsavedChanges, !documentState.contains(.closed) else { return }
        autosaveWork?.cancel()
        autosaveWork = nil
        _ = saveNow(to: autosaveURL, for: .forOverwriting)
    }

    // MARK: Helpers

    /// Runs `operation` on the main queue after the operations asked for before it, then
    /// `completion` with its result.
    func perform(_ operation: @escaping @MainActor @Sendable (UIDocument) -> Bool, completion: @escaping @MainActor @Sendable (Bool) -> Void) {
        DispatchQueue.main.async { [self] in
            MainActor.assumeIsolated {
                completion(operation(self))
            }
        }
    }

    /// The file's modification date on disk; nil when it cannot be read.
    func modificationDateOnDisk() -> Date? {
        (try? FileManager.default.attributesOfItem(atPath: fileURL.path))?[.modificationDate] as? Date
    }

    /// An error in Cocoa's domain with `message` as its description.
    nonisolated static func error(_ message: String, code: Int = CocoaError.fileWriteUnknown.rawValue) -> NSError {
        NSError(domain: NSCocoaErrorDomain, code: code, userInfo: [NSLocalizedDescriptionKey: message])
    }
}
