import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// `UICollectionView.reorderingCadence`: with `.fast` or `.slow`, the items make room under
/// a reorder only once the touch has stayed over the same place for the cadence's delay;
/// `.immediate` (the default, which `UICollectionViewDragDropTests` drives) at once.
@Suite(.serialized)
@MainActor
struct UICollectionViewReorderingCadenceTests {
    @Test func theDefaultIsImmediateAndTheDelaysGrow() {
        let layout = UICollectionViewFlowLayout()
        let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 100, height: 100), collectionViewLayout: layout)
        #expect(collection.reorderingCadence == .immediate)
        #expect(UICollectionView.ReorderingCadence.immediate.delay == 0)
        #expect(UICollectionView.ReorderingCadence.fast.delay > 0)
        #expect(UICollectionView.ReorderingCadence.slow.delay > UICollectionView.ReorderingCadence.fast.delay)
        #expect(UICollectionView.ReorderingCadence.slow.rawValue == 2)
    }

    @Test(arguments: [UICollectionView.ReorderingCadence.fast, .slow])
    func itemsMakeRoomOnceTheTouchHasStayed(cadence: UICollectionView.ReorderingCadence) {
        let scene = UICollectionViewDragDropTests()
        scene.collection.reorderingCadence = cadence
        var script = scene.harness.script()
        script.down(1, at: CGPoint(x: 32, y: 32))
        scene.harness.send(script)
        scene.frames.advance(by: 0.9)
        #expect(scene.collection.hasActiveDrag)
        // Across three items in 0.3 s: each is passed over in less than either delay.
        script = scene.harness.script()
        script.move(1, to: CGPoint(x: 3 * 64 + 32, y: 32), duration: 0.3, steps: 6)
        scene.harness.send(script)
        #expect(scene.cellX("🎃") == 64 && scene.cellX("🌲") == 128, "no item moved while the touch passed over")
        // Just short of the delay, still nothing; past it, the room opens at the fourth place.
        scene.frames.advance(by: cadence.delay - 0.06)
        #expect(scene.cellX("🎃") == 64 && scene.cellX("🍎") == 192)
        scene.frames.advance(by: 0.5)
        #expect(scene.cellX("🎃") == 0 && scene.cellX("🌲") == 64 && scene.cellX("🍎") == 128 && scene.cellX("🐶") == 256)
        script = scene.harness.script()
        script.up(1)
        scene.harness.send(script)
        scene.frames.advance(by: 0.6)
        #expect(scene.palette.emojis == "🎃🌲🍎😀🐶🚗".map { String($0) })
    }
}
