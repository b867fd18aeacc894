import Foundation
@testable import OpenUIKit
import TestSupport
import Testing

/// Reference images of the bars at 2×: a navigation bar with a back button (chevron and the
/// previous title), a centred bold title and system items in the tint colour, and a toolbar
/// of glyph items with flexible spaces.
///
/// Tolerance 6 (of 255), as the other text references: glyph edges may round differently
/// across FreeType and Cairo builds.
@MainActor
@Suite struct UINavigationBarReferenceTests {
    static let tolerance = 6

    @Test func aNavigationBarWithABackButtonAndSystemItems() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 500, height: 108))
        window.screenScale = 2
        window.backgroundColor = .white
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 500, height: 44))
        let below = UINavigationItem(title: "Settings")
        let top = UINavigationItem(title: "Wi-Fi")
        top.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil),
            UIBarButtonItem(barButtonSystemItem: .action, target: nil, action: nil),
            UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil),
        ]
        bar.setItems([below, top], animated: false)
        window.addSubview(bar)

        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 64, width: 500, height: 44))
        let glyphs: [UIBarButtonItem.SystemItem] = [.compose, .reply, .refresh, .trash, .search, .bookmarks, .camera, .play, .pause]
        var items: [UIBarButtonItem] = [UIBarButtonItem(barButtonSystemItem: .edit, target: nil, action: nil)]
        for glyph in glyphs {
            items.append(.flexibleSpace())
            items.append(UIBarButtonItem(barButtonSystemItem: glyph, target: nil, action: nil))
        }
        toolbar.items = items
        window.addSubview(toolbar)
        window.renderIfNeeded()
        ReferenceImage.assertMatches(window.backBuffer!, named: "navigation-bar-back-and-system-items@2x", tolerance: Self.tolerance)
    }
}
