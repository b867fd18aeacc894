import Foundation
import Testing
@testable import OpenUIKit

/// A lift preview pictures its view as it is at the lift, drawing pending changes first,
/// as Core Animation's live preview does: the data source or the delegate may have changed
/// the view in the same turn (EmojiArt's storyboard cells showed as empty pictures).
@Suite
@MainActor
struct DragPreviewPictureTests {
    /// Pixels of the preview's own picture that are not the white behind it.
    func inkedPixels(of preview: DragPreviewView) throws -> Int {
        let image = try #require((preview.snapshotView(afterScreenUpdates: true) as? UIImageView)?.image?.cgImage)
        let bytes = try #require(image.dataProvider?.data) as Data
        var count = 0
        for offset in stride(from: 0, to: bytes.count - 3, by: 4) where bytes[offset + 3] > 0 && bytes[offset] < 128 { count += 1 }
        return count
    }

    @Test func aViewChangedInTheLiftsTurnIsPicturedChanged() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.backgroundColor = .white
        let cell = UIView(frame: CGRect(x: 20, y: 20, width: 80, height: 80))
        let label = UILabel(frame: cell.bounds)
        label.textAlignment = .center
        label.attributedText = NSAttributedString(string: "", attributes: [.font: UIFont.systemFont(ofSize: 40)])
        cell.addSubview(label)
        window.addSubview(cell)
        window.isHidden = false
        window.renderIfNeeded()
        // Set up and lifted in one turn, with no frame between.
        label.attributedText = NSAttributedString(string: "W", attributes: [.font: UIFont.boldSystemFont(ofSize: 60)])
        let preview = DragPreviewView(preview: cell, parameters: UIDragPreviewParameters())
        #expect(preview.hasPicture)
        preview.center = CGPoint(x: 150, y: 150)
        window.addSubview(preview)
        window.renderIfNeeded()
        #expect(try inkedPixels(of: preview) > 200, "the W shows in the picture")
    }
}
