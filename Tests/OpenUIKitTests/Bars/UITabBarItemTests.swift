import Foundation
@testable import OpenUIKit
import TestSupport
import Testing

/// Tab bar items: UIKit's initializers, system items' titles and glyphs, badges, and a
/// controller's lazily made item kept in step with its title.
@MainActor
@Suite struct UITabBarItemTests {
    @Test func initializersKeepWhatTheyAreGiven() {
        let image = UIImage(systemName: "folder")
        let selected = UIImage(systemName: "doc")
        let item = UITabBarItem(title: "Files", image: image, selectedImage: selected)
        #expect(item.title == "Files" && item.image === image && item.selectedImage === selected)
        #expect(item.displayedSelectedImage === selected)
        let tagged = UITabBarItem(title: "Two", image: image, tag: 2)
        #expect(tagged.tag == 2 && tagged.selectedImage == nil)
        #expect(tagged.displayedSelectedImage === image, "with no selected image the image shows when selected")
        let item2: UIBarItem = UITabBarItem()
        #expect(item2.title == nil)
    }

    /// UIKit's raw values and the system's English titles (UITabBarItem.SystemItem).
    @Test func everySystemItemHasItsTitleAndAGlyph() {
        let expected: [(UITabBarItem.SystemItem, Int, String)] = [
            (.more, 0, "More"), (.favorites, 1, "Favorites"), (.featured, 2, "Featured"), (.topRated, 3, "Top Rated"),
            (.recents, 4, "Recents"), (.contacts, 5, "Contacts"), (.history, 6, "History"), (.bookmarks, 7, "Bookmarks"),
            (.search, 8, "Search"), (.downloads, 9, "Downloads"), (.mostRecent, 10, "Most Recent"), (.mostViewed, 11, "Most Viewed"),
        ]
        var pixelSums: Set<Int> = []
        for (system, raw, title) in expected {
            #expect(system.rawValue == raw)
            let item = UITabBarItem(tabBarSystemItem: system, tag: raw)
            #expect(item.displayedTitle == title && item.tag == raw)
            guard let image = item.displayedImage else {
                Issue.record("no glyph for \(system)")
                continue
            }
            #expect(image.size == CGSize(width: ContainerGlyphs.tabSideInPoints, height: ContainerGlyphs.tabSideInPoints))
            #expect(image.renderingMode == .alwaysTemplate)
            let inked = inkedPixels(image)
            #expect(inked > 40, "\(system)'s glyph draws something")
            pixelSums.insert(inked)
        }
        #expect(pixelSums.count >= 7, "the glyph families differ (stars, clocks, and the others)")
    }

    @Test func aSystemItemsTitleCannotChange() {
        let item = UITabBarItem(tabBarSystemItem: .search, tag: 0)
        item.title = "Find"
        #expect(item.displayedTitle == "Search")
    }

    @Test func badgesTellTheBar() {
        let bar = UITabBar(frame: CGRect(x: 0, y: 0, width: 300, height: 49))
        let item = UITabBarItem(title: "Inbox", image: nil, tag: 0)
        bar.items = [item]
        bar.layoutIfNeeded()
        item.badgeValue = "3"
        item.badgeColor = .systemGreen
        #expect(item.badgeValue == "3" && item.badgeColor == .systemGreen)
        #expect(bar.needsLayoutFlag, "the bar lays out and redraws its items again")
        item.setBadgeTextAttributes([.foregroundColor: UIColor.black], for: .normal)
        #expect(item.badgeTextAttributes(for: .normal)?[.foregroundColor] as? UIColor == .black)
    }

    /// UIKit's documentation of `title`: setting it updates the tab bar item's title.
    @Test func aControllersItemIsMadeLazilyAndFollowsTheTitle() {
        let controller = UIViewController()
        controller.title = "First"
        let item = controller.tabBarItem
        #expect(item?.title == "First")
        #expect(controller.tabBarItem === item, "the same item every time")
        controller.title = "Renamed"
        #expect(item?.title == "Renamed")
        let replacement = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
        controller.tabBarItem = replacement
        #expect(controller.tabBarItem === replacement)
    }

    func inkedPixels(_ image: UIImage) -> Int {
        let canvas = Canvas(size: image.size)
        canvas.draw { _ in image.draw(in: CGRect(origin: .zero, size: image.size)) }
        var count = 0
        for y in 0..<Int(image.size.height) {
            for x in 0..<Int(image.size.width) where canvas.pixel(atPoint: CGPoint(x: x, y: y)).a > 64 { count += 1 }
        }
        return count
    }
}
