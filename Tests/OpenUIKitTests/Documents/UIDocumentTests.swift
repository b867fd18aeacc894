import Foundation
import Testing
@testable import OpenUIKit

/// `UIDocument` as a document-based app uses it (CS193p's EmojiArt: a model encoded as JSON
/// `Data`), on files in a temporary folder: the round trip, change counting, autosave, the
/// state and its notifications, and the error paths UIKit documents.
@Suite(.serialized)
@MainActor
struct UIDocumentTests {
    /// The model, as EmojiArt's: Codable, saved as JSON.
    struct Model: Codable, Equatable {
        var emojis: [String] = []
    }

    /// The document subclass, written as EmojiArt writes it.
    final class ModelDocument: UIDocument {
        var model: Model?
        var loadError: Error?
        var disableCalls = 0
        var enableCalls = 0
        var handledErrors: [String] = []

        override func contents(forType typeName: String) throws -> Any {
            try JSONEncoder().encode(model ?? Model())
        }

        override func load(fromContents contents: Any, ofType typeName: String?) throws {
            if let loadError { throw loadError }
            if let json = contents as? Data { model = try? JSONDecoder().decode(Model.self, from: json) }
        }

        override func disableEditing() { disableCalls += 1 }
        override func enableEditing() { enableCalls += 1 }

        override func handleError(_ error: Error, userInteractionPermitted: Bool) {
            handledErrors.append(error.localizedDescription)
            super.handleError(error, userInteractionPermitted: userInteractionPermitted)
        }
    }

    struct Failure: Error {}

    /// What completions and observers saw (a main-actor class, so they may capture it).
    @MainActor final class Record<Value> {
        var values: [Value] = []
    }

    let folder: URL

    init() throws {
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("UIDocumentTests-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    func file(_ name: String, _ text: String? = nil) throws -> URL {
        let url = folder.appendingPathComponent(name)
        if let text { try Data(text.utf8).write(to: url) }
        return url
    }

    func open(_ document: UIDocument) async -> Bool {
        await withCheckedContinuation { continuation in document.open { continuation.resume(returning: $0) } }
    }

    func close(_ document: UIDocument) async -> Bool {
        await withCheckedContinuation { continuation in document.close { continuation.resume(returning: $0) } }
    }

    func save(_ document: UIDocument, to url: URL, for operation: UIDocument.SaveOperation) async -> Bool {
        await withCheckedContinuation { continuation in document.save(to: url, for: operation) { continuation.resume(returning: $0) } }
    }

    func autosave(_ document: UIDocument) async -> Bool {
        await withCheckedContinuation { continuation in document.autosave { continuation.resume(returning: $0) } }
    }

    func revert(_ document: UIDocument, to url: URL) async -> Bool {
        await withCheckedContinuation { continuation in document.revert(toContentsOf: url) { continuation.resume(returning: $0) } }
    }

    func decoded(_ url: URL) throws -> Model {
        try JSONDecoder().decode(Model.self, from: Data(contentsOf: url))
    }

    // MARK: UIKit's values

    @Test func stateFlagsAndKindsHaveUIKitsValues() {
        // UIDocumentState: normal 0, closed 1, inConflict 2, savingError 4, editingDisabled 8,
        // progressAvailable 16; UIDocumentChangeKind: done, undone, redone, cleared.
        #expect(UIDocument.State.normal.rawValue == 0)
        #expect(UIDocument.State.closed.rawValue == 1)
        #expect(UIDocument.State.inConflict.rawValue == 2)
        #expect(UIDocument.State.savingError.rawValue == 4)
        #expect(UIDocument.State.editingDisabled.rawValue == 8)
        #expect(UIDocument.State.progressAvailable.rawValue == 16)
        #expect([UIDocument.ChangeKind.done, .undone, .redone, .cleared].map(\.rawValue) == [0, 1, 2, 3])
        #expect(UIDocument.SaveOperation.forCreating.rawValue == 0 && UIDocument.SaveOperation.forOverwriting.rawValue == 1)
        #expect(UIDocument.stateChangedNotification.rawValue == "UIDocumentStateChangedNotification")
    }

    @Test func aNewDocumentIsClosedAndNamedAfterItsFile() throws {
        let document = ModelDocument(fileURL: try file("Holiday Plans.json"))
        #expect(document.documentState == .closed)
        #expect(document.localizedName == "Holiday Plans")
        #expect(document.fileType == "public.json")
        #expect(document.savingFileType == "public.json")
        #expect(document.fileNameExtension(forType: "public.json", saveOperation: .forCreating) == "json")
        #expect(!document.hasUnsavedChanges)
        #expect(document.fileModificationDate == nil)
    }

    @Test func theAppsDeclaredTypesNameTheFileType() {
        let plist = InfoPlist(values: [
            "UTExportedTypeDeclarations": [[
                "UTTypeIdentifier": "edu.stanford.cs193p.emojiart",
                "UTTypeConformsTo": ["public.data"],
                "UTTypeTagSpecification": ["public.filename-extension": ["emojiart"]],
            ]],
            "CFBundleDocumentTypes": [["CFBundleTypeName": "EmojiArt", "LSItemContentTypes": ["edu.stanford.cs193p.emojiart"]]],
        ], buildSettings: BuildSettings(productName: "EmojiArt", moduleName: "EmojiArt"))
        let types = DocumentTypes(plist: plist)
        #expect(types.typeIdentifier(forExtension: "EmojiArt") == "edu.stanford.cs193p.emojiart")
        #expect(types.typeIdentifier(forExtension: "png") == "public.png")
        #expect(types.typeIdentifier(forExtension: "unknownthing") == nil)
        #expect(types.preferredExtension(forType: "edu.stanford.cs193p.emojiart") == "emojiart")
        #expect(types.documentContentTypes == ["edu.stanford.cs193p.emojiart"])
        #expect(types.type("edu.stanford.cs193p.emojiart", conformsTo: "public.data"))
        #expect(types.type("public.png", conformsTo: "public.image"))
        #expect(!types.type("public.png", conformsTo: "edu.stanford.cs193p.emojiart"))
    }

    // MARK: The round trip

    @Test func openSaveAndCloseRoundTripTheModel() async throws {
        let url = try file("Art.json", #"{"emojis":["🍎"]}"#)
        let document = ModelDocument(fileURL: url)
        let opened = Record<Bool>()
        document.open { opened.values.append($0) }
        #expect(opened.values.isEmpty, "the completion runs later, on the main queue, as on iOS")
        #expect(await open(document))
        #expect(document.documentState == .normal)
        #expect(document.model == Model(emojis: ["🍎"]))
        #expect(document.fileModificationDate != nil)

        document.model?.emojis.append("🍐")
        document.updateChangeCount(.done)
        #expect(document.hasUnsavedChanges)
        #expect(await close(document), "closing saves the unsaved change first")
        #expect(document.documentState == .closed)
        #expect(!document.hasUnsavedChanges)
        #expect(document.disableCalls == 1 && document.enableCalls == 1, "editing is disabled while saving before closing")
        #expect(try decoded(url) == Model(emojis: ["🍎", "🍐"]))

        let again = ModelDocument(fileURL: url)
        #expect(await open(again))
        #expect(again.model == Model(emojis: ["🍎", "🍐"]))
    }

    @Test func savingForCreatingWritesANewFileAndMovesTheDocumentThere() async throws {
        let document = ModelDocument(fileURL: try file("Untitled.json"))
        document.model = Model(emojis: ["⭐️"])
        let url = try file("Saved.json")
        #expect(await save(document, to: url, for: .forCreating))
        #expect(document.fileURL == url)
        #expect(document.localizedName == "Saved")
        #expect(try decoded(url) == Model(emojis: ["⭐️"]))
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("Untitled.json").path))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path)
        #expect(leftovers == ["Saved.json"], "the atomic write leaves no temporary file: \(leftovers)")
    }

    @Test func writeContentsRefusesWhatIsNotData() throws {
        let document = ModelDocument(fileURL: try file("A.json"))
        #expect(throws: (any Error).self) {
            try document.writeContents(["not": "data"], to: try file("A.json"), for: .forCreating, originalContentsURL: nil)
        }
        #expect(!FileManager.default.fileExists(atPath: folder.appendingPathComponent("A.json").path))
    }

    // MARK: Changes

    @Test func theChangeCountFollowsDoneUndoneRedoneAndCleared() throws {
        let document = ModelDocument(fileURL: try file("Count.json"))
        document.updateChangeCount(.done)
        document.updateChangeCount(.done)
        document.updateChangeCount(.undone)
        #expect(document.hasUnsavedChanges)
        document.updateChangeCount(.undone)
        #expect(!document.hasUnsavedChanges, "undoing every change leaves nothing unsaved")
        document.updateChangeCount(.redone)
        #expect(document.hasUnsavedChanges)
        document.updateChangeCount(.cleared)
        #expect(!document.hasUnsavedChanges)
    }

    @Test func theUndoManagersGroupsUndosAndRedosCountAsChanges() throws {
        let document = ModelDocument(fileURL: try file("Undo.json"))
        let manager: UndoManager = document.undoManager
        manager.groupsByEvent = false
        // An edit whose undo registers its own inverse, so it can be redone.
        func setModel(_ model: Model?, on document: ModelDocument) {
            let old = document.model
            document.model = model
            manager.registerUndo(withTarget: document) { setModel(old, on: $0) }
        }
        manager.beginUndoGrouping()
        setModel(Model(emojis: ["🎨"]), on: document)
        manager.endUndoGrouping()
        #expect(document.hasUnsavedChanges, "a closed group is a change")
        manager.undo()
        #expect(!document.hasUnsavedChanges, "its undo takes it back")
        #expect(document.model == nil)
        manager.redo()
        #expect(document.hasUnsavedChanges, "and its redo makes it again")
        #expect(document.model == Model(emojis: ["🎨"]))
    }

    @Test func autosaveSavesOnlyWhenThereAreUnsavedChanges() async throws {
        let url = try file("Auto.json", #"{"emojis":[]}"#)
        let document = ModelDocument(fileURL: url)
        #expect(await open(document))
        let before = try Data(contentsOf: url)
        #expect(await autosave(document))
        #expect(try Data(contentsOf: url) == before, "nothing to save: the file is untouched")
        document.model = Model(emojis: ["🌵"])
        document.updateChangeCount(.done)
        #expect(await autosave(document))
        #expect(try decoded(url) == Model(emojis: ["🌵"]))
        #expect(!document.hasUnsavedChanges)
    }

    @Test func aChangeAutosavesByItselfAfterTheDelay() async throws {
        #expect(UIDocument.autosaveDelay == 10)
        let url = try file("Timed.json", #"{"emojis":[]}"#)
        let document = ModelDocument(fileURL: url)
        document.autosaveDelayInUse = 0.05
        #expect(await open(document))
        document.model = Model(emojis: ["⏰"])
        document.updateChangeCount(.done)
        let deadline = Date().addingTimeInterval(5)
        while document.hasUnsavedChanges, Date() < deadline {
            try await Task.sleep(for: .milliseconds(20))
        }
        #expect(!document.hasUnsavedChanges)
        #expect(try decoded(url) == Model(emojis: ["⏰"]))
    }

    @Test func goingToTheBackgroundSavesAtOnce() async throws {
        let url = try file("Background.json", #"{"emojis":[]}"#)
        let document = ModelDocument(fileURL: url)
        #expect(await open(document))
        document.model = Model(emojis: ["🌙"])
        document.updateChangeCount(.done)
        NotificationCenter.default.post(name: UIApplication.didEnterBackgroundNotification, object: nil)
        #expect(!document.hasUnsavedChanges)
        #expect(try decoded(url) == Model(emojis: ["🌙"]))
        #expect(await close(document))
    }

    // MARK: Reverting

    @Test func revertingReadsTheFileAgainAndForgetsTheChanges() async throws {
        let url = try file("Revert.json", #"{"emojis":["1"]}"#)
        let document = ModelDocument(fileURL: url)
        #expect(await open(document))
        document.model = Model(emojis: ["changed"])
        document.updateChangeCount(.done)
        let other = try file("Other.json", #"{"emojis":["2"]}"#)
        #expect(await revert(document, to: other))
        #expect(document.model == Model(emojis: ["2"]))
        #expect(document.fileURL == other)
        #expect(!document.hasUnsavedChanges)
        #expect(document.documentState == .normal)
        #expect(document.disableCalls == 1 && document.enableCalls == 1)
    }

    @Test func aFailedRevertLeavesSavingErrorAndEditingDisabled() async throws {
        let document = ModelDocument(fileURL: try file("R.json", #"{"emojis":["1"]}"#))
        #expect(await open(document))
        #expect(await !revert(document, to: folder.appendingPathComponent("Gone.json")))
        #expect(document.documentState == [.savingError, .editingDisabled])
        #expect(document.model == Model(emojis: ["1"]))
    }

    // MARK: Errors

    @Test func aMissingFileFailsToOpenAndStaysClosed() async throws {
        let document = ModelDocument(fileURL: folder.appendingPathComponent("Missing.json"))
        #expect(await !open(document))
        #expect(document.documentState == .closed)
        #expect(document.handledErrors.count == 1)
        #expect(document.handledErrors.first?.contains("Missing.json") == true)
    }

    @Test func aLoadThatThrowsFailsToOpen() async throws {
        let document = ModelDocument(fileURL: try file("Bad.json", "{}"))
        document.loadError = Failure()
        #expect(await !open(document))
        #expect(document.documentState == .closed)
        #expect(document.handledErrors.count == 1)
    }

    @Test func aFolderIsRefusedAsAFilePackage() async throws {
        let package = folder.appendingPathComponent("Package.json", isDirectory: true)
        try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
        let document = ModelDocument(fileURL: package)
        #expect(await !open(document))
        #expect(document.handledErrors.first?.contains("folder") == true)
    }

    @Test func theBaseClassRefusesToOpenWithoutALoad() async throws {
        let document = UIDocument(fileURL: try file("Plain.json", "{}"))
        #expect(await !open(document))
        #expect(Diagnostics.recentWarnings().contains { $0.contains("does not override load(fromContents:ofType:)") })
    }

    @Test func anUnwritableFolderFailsTheSaveWithSavingError() async throws {
        let url = try file("Doc.json", #"{"emojis":[]}"#)
        let document = ModelDocument(fileURL: url)
        #expect(await open(document))
        // A "folder" that is a regular file: no one, not even root, can write inside it.
        let blocked = try file("Blocked", "a file, not a folder").appendingPathComponent("Doc.json")
        document.model = Model(emojis: ["🔒"])
        document.updateChangeCount(.done)
        #expect(await !save(document, to: blocked, for: .forCreating))
        #expect(document.documentState == .savingError)
        #expect(document.fileURL == url, "a failed save does not move the document")
        #expect(document.hasUnsavedChanges, "the change is still unsaved")
        #expect(document.handledErrors.last?.contains("could not be saved") == true)
        #expect(await autosave(document))
        #expect(document.documentState == .normal, "a save that succeeds clears the error")
        #expect(try decoded(url) == Model(emojis: ["🔒"]))
    }

    // MARK: Notifications

    @Test func eachStateChangePostsTheNotification() async throws {
        let url = try file("Notify.json", #"{"emojis":[]}"#)
        let document = ModelDocument(fileURL: url)
        let states = Record<UIDocument.State>()
        let observation = NotificationCenter.default.addObserver(forName: UIDocument.stateChangedNotification, object: document, queue: nil) { [document] _ in
            MainActor.assumeIsolated { states.values.append(document.documentState) }
        }
        defer { NotificationCenter.default.removeObserver(observation) }
        #expect(await open(document))
        document.updateChangeCount(.done)
        #expect(await close(document))
        #expect(states.values == [.normal, .editingDisabled, .normal, .closed])
    }
}
