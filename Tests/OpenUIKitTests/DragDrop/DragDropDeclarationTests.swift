import Foundation
import Testing
@testable import OpenUIKit

// Subclasses overriding the read-only properties UIKit declares `open var { get }` on its
// drag and drop classes: that this file compiles is the first half of the test.

/// A drag item whose provider is made on first use.
final class LazyProviderDragItem: UIDragItem {
    let made = NSItemProvider(object: "made" as NSString)
    override var itemProvider: NSItemProvider { made }
}

/// A proposal that always copies, whatever it was made with.
final class AlwaysCopyProposal: UIDropProposal {
    override var operation: UIDropOperation { .copy }
}

/// A table proposal that always inserts.
final class InsertingTableProposal: UITableViewDropProposal {
    override var intent: UITableViewDropIntent { .insertAtDestinationIndexPath }
}

/// A collection proposal that always drops into the item.
final class IntoItemProposal: UICollectionViewDropProposal {
    override var intent: UICollectionViewDropIntent { .insertIntoDestinationIndexPath }
}

/// A target nudged 10 points right of where it was made.
final class NudgedTarget: UIDragPreviewTarget {
    override var center: CGPoint { CGPoint(x: super.center.x + 10, y: super.center.y) }
}

/// A preview that reports its own parameters.
final class FixedParametersPreview: UITargetedDragPreview {
    let fixed = UIDragPreviewParameters()
    override var parameters: UIDragPreviewParameters { fixed }
}

@Suite
@MainActor
struct DragDropDeclarationTests {
    @Test func overriddenReadOnlyPropertiesAreWhatTheSystemReads() {
        let item = LazyProviderDragItem(itemProvider: NSItemProvider(object: "given" as NSString))
        #expect(item.itemProvider === item.made)
        #expect(AlwaysCopyProposal(operation: .forbidden).operation == .copy)
        #expect(InsertingTableProposal(operation: .move).intent == .insertAtDestinationIndexPath)
        #expect(IntoItemProposal(operation: .move).intent == .insertIntoDestinationIndexPath)
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let target = NudgedTarget(container: container, center: CGPoint(x: 20, y: 30))
        #expect(target.center == CGPoint(x: 30, y: 30))
        #expect(target.container === container && target.transform == .identity)
        let preview = FixedParametersPreview(view: container, parameters: UIDragPreviewParameters(), target: target)
        #expect(preview.parameters === preview.fixed)
        let retargeted = preview.retargetedPreview(with: UIDragPreviewTarget(container: container, center: .zero))
        #expect(retargeted.view === container)
    }

    @Test func interactionsHoldTheirDelegatesWeakly() {
        var delegate: DragDropRecorder? = DragDropRecorder()
        let drag = UIDragInteraction(delegate: delegate!)
        let drop = UIDropInteraction(delegate: delegate!)
        #expect(drag.delegate === delegate && drop.delegate === delegate)
        delegate = nil
        #expect(drag.delegate == nil && drop.delegate == nil)
        #expect(!drop.allowsSimultaneousDropSessions, "false by default, as in UIKit")
    }

    /// UIKit declares the drag preview classes as refinements of iOS 13's preview classes:
    /// a drag preview is a `UITargetedPreview` whose parameters and target are the drag's
    /// own kinds, and drag parameters fill with white where a context menu's fill with the
    /// system background.
    @Test func dragPreviewsRefineThePreviewClasses() {
        let card = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 60))
        let holder = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        holder.addSubview(card)
        let target = UIDragPreviewTarget(container: holder, center: CGPoint(x: 50, y: 70))
        let preview = UITargetedDragPreview(view: card, parameters: UIDragPreviewParameters(), target: target)
        let general: UITargetedPreview = preview
        #expect(general.target === target && general.target.center == CGPoint(x: 50, y: 70))
        #expect(general.parameters === preview.parameters)
        #expect(general.size == CGSize(width: 40, height: 60))
        let base: UIPreviewParameters = UIDragPreviewParameters()
        #expect(base.backgroundColor == .white)
        #expect(UIPreviewParameters().backgroundColor == .systemBackground)
        let moved = preview.retargetedPreview(with: UIDragPreviewTarget(container: holder, center: .zero))
        #expect(moved.view === card && moved.target.center == .zero)
    }
}
