import Foundation
import Testing
@testable import OpenUIKit

/// `UndoManager` as Foundation documents it: groups undo together, undoing registers the redo,
/// a new change forgets the redo stack, `levelsOfUndo` caps the history, and a registration
/// outside any group with `groupsByEvent` opens a group that `undo()` closes first.
@MainActor
@Suite("UndoManager")
struct UndoManagerTests {
    @MainActor
    final class Counter {
        var value = 0
        func set(_ newValue: Int, undoManager: UndoManager) {
            let old = value
            undoManager.registerUndo(withTarget: self) { $0.set(old, undoManager: undoManager) }
            value = newValue
        }
    }

    @Test func groupsUndoTogetherAndUndoingRegistersTheRedo() {
        let manager = UndoManager()
        let counter = Counter()
        manager.beginUndoGrouping()
        counter.set(1, undoManager: manager)
        counter.set(2, undoManager: manager)
        manager.setActionName("Count")
        manager.endUndoGrouping()
        #expect(manager.canUndo && manager.undoActionName == "Count")
        manager.undo()
        #expect(counter.value == 0 && manager.canRedo && !manager.canUndo && manager.redoActionName == "Count")
        manager.redo()
        #expect(counter.value == 2 && !manager.canRedo)
        manager.undo()
        manager.beginUndoGrouping()
        counter.set(5, undoManager: manager)
        manager.endUndoGrouping()
        #expect(!manager.canRedo, "a new change forgets what could be redone")
    }

    @Test func levelsOfUndoCapTheHistory() {
        let manager = UndoManager()
        manager.levelsOfUndo = 2
        let counter = Counter()
        for value in 1...4 {
            manager.beginUndoGrouping()
            counter.set(value, undoManager: manager)
            manager.endUndoGrouping()
        }
        manager.undo()
        manager.undo()
        #expect(counter.value == 2 && !manager.canUndo)
    }

    @Test func anImplicitGroupClosesBeforeUndo() {
        let manager = UndoManager()
        let counter = Counter()
        counter.set(7, undoManager: manager)
        counter.set(8, undoManager: manager)
        #expect(manager.groupingLevel == 1 && manager.canUndo)
        manager.undo()
        #expect(counter.value == 0, "both changes of this event undo together")
        manager.removeAllActions()
        #expect(!manager.canUndo && !manager.canRedo)
    }
}
