import Foundation

/// Records changes as undo actions and plays them back, as Foundation's `UndoManager` does on
/// Apple platforms (swift-corelibs-foundation has none): actions are registered in groups;
/// `undo()` runs the last group's actions in reverse order, and what they register while
/// undoing becomes the redo group, and the other way round.
///
/// A window has one (`UIResponder.undoManager` finds it up the chain); text fields register
/// their edits there.
@preconcurrency @MainActor
open class UndoManager: NSObject {
    /// One registered action: its target, held weakly as Foundation holds it, and what to run.
    private struct Action {
        weak var target: AnyObject?
        let run: (AnyObject) -> Void
    }

    /// Actions undone or redone together, with the name a menu would show.
    private struct Group {
        var actions: [Action] = []
        var actionName = ""
    }

    private var undoStack: [Group] = []
    private var redoStack: [Group] = []
    /// The groups begun and not yet ended, innermost last.
    private var openGroups: [Group] = []
    /// Whether the outermost open group was begun by a registration (`groupsByEvent`), to be
    /// closed at the end of this run-loop turn.
    private var implicitGroupIsOpen = false
    private var registrationDisabledCount = 0

    /// Whether a registration made outside any group opens one that closes at the end of the
    /// current run-loop turn (true by default, as in Foundation), so that everything one
    /// event changes undoes in one step.
    open var groupsByEvent = true

    /// The most groups kept for undo; 0 (the default) keeps them all.
    open var levelsOfUndo = 0 {
        didSet { trim(&undoStack) }
    }

    /// Posted when an outermost group that holds actions closes outside an undo or a redo:
    /// a change was made (a document counts it as an edit).
    nonisolated public static let didCloseUndoGroupNotification = Notification.Name("NSUndoManagerDidCloseUndoGroupNotification")
    /// Posted after `undo()` undid a group.
    nonisolated public static let didUndoChangeNotification = Notification.Name("NSUndoManagerDidUndoChangeNotification")
    /// Posted after `redo()` redid a group.
    nonisolated public static let didRedoChangeNotification = Notification.Name("NSUndoManagerDidRedoChangeNotification")

    /// Whether `undo()` is running.
    open private(set) var isUndoing = false
    /// Whether `redo()` is running.
    open private(set) var isRedoing = false

    /// An undo manager with nothing to undo.
    public override init() {
        super.init()
    }

    /// How deeply groups are nested now.
    open var groupingLevel: Int { openGroups.count }

    /// Whether registrations are recorded (`disableUndoRegistration()` turns it off).
    open var isUndoRegistrationEnabled: Bool { registrationDisabledCount == 0 }

    /// Stops recording registrations until the matching `enableUndoRegistration()`.
    open func disableUndoRegistration() {
        registrationDisabledCount += 1
    }

    /// Undoes one `disableUndoRegistration()`.
    open func enableUndoRegistration() {
        registrationDisabledCount = max(0, registrationDisabledCount - 1)
    }

    /// Whether there is a group to undo.
    open var canUndo: Bool {
        !undoStack.isEmpty || openGroups.first.map { !$0.actions.isEmpty } == true
    }

    /// Whether there is a group to redo.
    open var canRedo: Bool { !redoStack.isEmpty }

    /// Records that undoing means calling `handler` with `target`.
    open func registerUndo<TargetType: AnyObject>(withTarget target: TargetType, handler: @escaping @MainActor (TargetType) -> Void) {
        guard isUndoRegistrationEnabled else { return }
        let action = Action(target: target) { object in
            if let typed = object as? TargetType { handler(typed) }
        }
        if isUndoing || isRedoing || !openGroups.isEmpty {
            record(action)
            return
        }
        if groupsByEvent {
            beginUndoGrouping()
            implicitGroupIsOpen = true
            record(action)
            // The group spans this turn of the main run loop: what one event does.
            DispatchQueue.main.async { [weak self] in
                MainActor.assumeIsolated { self?.closeImplicitGroup() }
            }
        } else {
            Diagnostics.warn("UndoManager: an undo action was registered outside any group while groupsByEvent is false; it is ignored, as Foundation ignores it", once: "UndoManager.registerOutsideGroup")
        }
    }

    /// Opens a group: the actions registered until the matching `endUndoGrouping()` undo together.
    open func beginUndoGrouping() {
        openGroups.append(Group())
    }

    /// Closes the innermost group; a nested group joins its parent, an outermost one becomes
    /// the group `undo()` undoes next (and forgets what could be redone).
    open func endUndoGrouping() {
        guard let group = openGroups.popLast() else {
            Diagnostics.warn("UndoManager: endUndoGrouping() without a matching beginUndoGrouping(); ignored", once: "UndoManager.endWithoutBegin")
            return
        }
        if openGroups.isEmpty { implicitGroupIsOpen = false }
        guard !group.actions.isEmpty else { return }
        if var parent = openGroups.popLast() {
            parent.actions += group.actions
            if parent.actionName.isEmpty { parent.actionName = group.actionName }
            openGroups.append(parent)
            return
        }
        if isUndoing {
            redoStack.append(group)
        } else {
            undoStack.append(group)
            trim(&undoStack)
            if !isRedoing {
                redoStack.removeAll()
                NotificationCenter.default.post(name: UndoManager.didCloseUndoGroupNotification, object: self)
            }
        }
    }

    /// Undoes the last group: runs its actions, last registered first. A group still open
    /// because of `groupsByEvent` is closed first, as Foundation does.
    open func undo() {
        closeImplicitGroup()
        guard openGroups.isEmpty else {
            Diagnostics.warn("UndoManager: undo() inside an open group; ignored", once: "UndoManager.undoInGroup")
            return
        }
        guard let group = undoStack.popLast() else { return }
        isUndoing = true
        play(group)
        isUndoing = false
        NotificationCenter.default.post(name: UndoManager.didUndoChangeNotification, object: self)
    }

    /// Redoes the last undone group.
    open func redo() {
        closeImplicitGroup()
        guard openGroups.isEmpty, let group = redoStack.popLast() else { return }
        isRedoing = true
        play(group)
        isRedoing = false
        NotificationCenter.default.post(name: UndoManager.didRedoChangeNotification, object: self)
    }

    /// Forgets everything to undo and redo.
    open func removeAllActions() {
        undoStack.removeAll()
        redoStack.removeAll()
    }

    /// Forgets the actions whose target is `target`, dropping groups left empty.
    open func removeAllActions(withTarget target: Any) {
        let object = target as AnyObject
        func strip(_ stack: inout [Group]) {
            stack = stack.compactMap { group in
                var kept = group
                kept.actions.removeAll { $0.target === object }
                return kept.actions.isEmpty ? nil : kept
            }
        }
        strip(&undoStack)
        strip(&redoStack)
    }

    /// Names the group being registered (shown as "Undo <name>" in a menu).
    open func setActionName(_ actionName: String) {
        if !openGroups.isEmpty {
            openGroups[openGroups.count - 1].actionName = actionName
        } else if !undoStack.isEmpty, !isUndoing {
            undoStack[undoStack.count - 1].actionName = actionName
        }
    }

    /// The name of the group `undo()` would undo; empty when unnamed.
    open var undoActionName: String { undoStack.last?.actionName ?? "" }
    /// The name of the group `redo()` would redo; empty when unnamed.
    open var redoActionName: String { redoStack.last?.actionName ?? "" }

    /// Runs a group's actions in reverse, inside a group of their own that collects what
    /// they register (the inverse: redo after an undo, undo after a redo).
    private func play(_ group: Group) {
        openGroups.append(Group(actions: [], actionName: group.actionName))
        for action in group.actions.reversed() {
            if let target = action.target { action.run(target) }
        }
        endUndoGrouping()
    }

    private func record(_ action: Action) {
        if openGroups.isEmpty { openGroups.append(Group()) }
        openGroups[openGroups.count - 1].actions.append(action)
    }

    private func closeImplicitGroup() {
        guard implicitGroupIsOpen else { return }
        implicitGroupIsOpen = false
        while !openGroups.isEmpty { endUndoGrouping() }
    }

    private func trim(_ stack: inout [Group]) {
        guard levelsOfUndo > 0, stack.count > levelsOfUndo else { return }
        stack.removeFirst(stack.count - levelsOfUndo)
    }
}
