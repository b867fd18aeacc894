import Foundation
@testable import OpenUIKit
import TestSupport
import Testing

/// iOS 13's toolbar appearances and the bar button item appearances they (and navigation bar
/// appearances) hold: the documented defaults, copies, which appearance a toolbar shows, and
/// the drawn background and button titles — pinned by pixels.
@MainActor
@Suite struct ToolbarAppearanceTests {
    static let red = UIColor(red: 0.9, green: 0.1, blue: 0.1, alpha: 1)
    static let green = UIColor(red: 0, green: 0.8, blue: 0, alpha: 1)
    static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)

    @Test func theDefaults() {
        let appearance = UIToolbarAppearance()
        #expect(appearance.backgroundEffect != nil && appearance.backgroundColor == nil && appearance.shadowColor != nil)
        #expect(appearance.buttonAppearance.style == .plain && appearance.doneButtonAppearance.style == .done)
        let button = UIBarButtonItemAppearance()
        #expect(button.style == .plain)
        for state in [button.normal, button.highlighted, button.disabled] {
            #expect(state.titleTextAttributes.isEmpty && state.backgroundImage == nil)
            #expect(state.titlePositionAdjustment == .zero && state.backgroundImagePositionAdjustment == .zero)
        }
        let navigation = UINavigationBarAppearance()
        #expect(navigation.buttonAppearance.style == .plain && navigation.doneButtonAppearance.style == .done)
        #expect(navigation.backButtonAppearance.style == .plain)
    }

    @Test func configuringAButtonAppearancePutsBackItsDefaults() {
        let button = UIBarButtonItemAppearance(style: .plain)
        button.highlighted.titlePositionAdjustment = UIOffset(horizontal: 2, vertical: 0)
        button.configureWithDefault(for: .done)
        #expect(button.style == .done && button.highlighted.titlePositionAdjustment == .zero)
    }

    @Test func copiesAreDeep() throws {
        let appearance = UIToolbarAppearance()
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: Self.green]
        let copy = try #require(appearance.copy() as? UIToolbarAppearance, "a copy keeps the class")
        #expect(copy.buttonAppearance !== appearance.buttonAppearance)
        copy.buttonAppearance.normal.titleTextAttributes = [:]
        #expect(appearance.buttonAppearance.normal.titleTextAttributes[.foregroundColor] as? UIColor == Self.green)

        let button = UIBarButtonItemAppearance()
        button.disabled.titleTextAttributes = [.foregroundColor: Self.red]
        let navigation = UINavigationBarAppearance()
        navigation.backButtonAppearance = button
        button.disabled.titleTextAttributes = [:]
        #expect(navigation.backButtonAppearance.disabled.titleTextAttributes[.foregroundColor] as? UIColor == Self.red)
        let navigationCopy = try #require(navigation.copy() as? UINavigationBarAppearance)
        #expect(navigationCopy.backButtonAppearance.disabled.titleTextAttributes[.foregroundColor] as? UIColor == Self.red)
    }

    @Test func aToolbarCopiesWhatItIsGivenAndPicksItsAppearance() {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        #expect(!toolbar.usesAppearances && toolbar.activeAppearance == nil)
        let standard = UIToolbarAppearance()
        standard.backgroundColor = Self.red
        let edge = UIToolbarAppearance()
        edge.backgroundColor = Self.blue
        toolbar.standardAppearance = standard
        standard.backgroundColor = Self.green
        #expect(toolbar.standardAppearance.backgroundColor == Self.red)
        #expect(toolbar.activeAppearance?.backgroundColor == Self.red)
        toolbar.scrollEdgeAppearance = edge
        #expect(toolbar.isAtScrollEdge, "no content scroll view")
        #expect(toolbar.activeAppearance?.backgroundColor == Self.blue)
        let scrollView = UIScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 400))
        scrollView.contentSize = CGSize(width: 320, height: 1000)
        toolbar.contentScrollView = scrollView
        #expect(toolbar.activeAppearance?.backgroundColor == Self.red, "content runs on under the toolbar")
        scrollView.contentOffset.y = 600
        #expect(toolbar.activeAppearance?.backgroundColor == Self.blue, "scrolled to its end")
    }

    /// A toolbar with a plain and a done button, drawn alone.
    func drawnToolbar(_ appearance: UIToolbarAppearance) -> (UIWindow, UIToolbar) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
        window.screenScale = 1
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 20, width: 320, height: 44))
        toolbar.items = [UIBarButtonItem(title: "MMMM", style: .plain, target: nil, action: nil),
                         UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil),
                         UIBarButtonItem(title: "MMMM", style: .done, target: nil, action: nil)]
        toolbar.standardAppearance = appearance
        window.addSubview(toolbar)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        window.renderIfNeeded()
        return (window, toolbar)
    }

    @Test func theDrawnToolbarShowsTheBackgroundAndTheButtonsTitleColours() throws {
        let appearance = UIToolbarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = Self.red
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: Self.green]
        appearance.doneButtonAppearance.normal.titleTextAttributes = [.foregroundColor: Self.blue]
        let (window, toolbar) = drawnToolbar(appearance)
        let buffer = try #require(window.backBuffer)
        let background = buffer.pixel(x: 160, y: Int(toolbar.frame.midY))
        #expect(background.r > 200 && background.g < 60 && background.b < 60, "the appearance's red, got \(background)")
        var greenLeft = 0, blueRight = 0, other = 0
        for y in Int(toolbar.frame.minY) + 5..<Int(toolbar.frame.maxY) - 5 {
            for x in 0..<320 {
                let p = buffer.pixel(x: x, y: y)
                let green = p.g > 120 && p.r < 100 && p.b < 100
                let blue = p.b > 150 && p.r < 100 && p.g < 100
                if x < 160 { if green { greenLeft += 1 } else if blue { other += 1 } }
                if x >= 160 { if blue { blueRight += 1 } else if green { other += 1 } }
            }
        }
        #expect(greenLeft > 20 && blueRight > 20 && other == 0, "plain green, done blue: \(greenLeft), \(blueRight), \(other)")
    }

    @Test func aButtonsBackgroundImageIsDrawnBehindIt() throws {
        let appearance = UIToolbarAppearance()
        appearance.configureWithTransparentBackground()
        appearance.buttonAppearance.normal.backgroundImage = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in
            Self.green.setFill()
            UIRectFill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let (window, toolbar) = drawnToolbar(appearance)
        let button = try #require(toolbar.shownItemViews.first.flatMap { $0 })
        let corner = button.convert(CGPoint(x: 1, y: 1), to: window)
        let pixel = try #require(window.backBuffer).pixel(x: Int(corner.x), y: Int(corner.y))
        #expect(pixel.g > 180 && pixel.r < 30, "the background image, got \(pixel)")
        let done = try #require(toolbar.shownItemViews.last.flatMap { $0 })
        let doneCorner = done.convert(CGPoint(x: 1, y: 1), to: window)
        let clear = try #require(window.backBuffer).pixel(x: Int(doneCorner.x), y: Int(doneCorner.y))
        #expect(!(clear.g > 180 && clear.r < 30), "the done button has its own appearance, got \(clear)")
    }

    @Test func aNavigationBarsButtonAppearanceColoursItsItems() throws {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        window.screenScale = 1
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let item = UINavigationItem(title: "")
        item.rightBarButtonItem = UIBarButtonItem(title: "MMMM", style: .plain, target: nil, action: nil)
        bar.items = [item]
        let appearance = UINavigationBarAppearance()
        appearance.configureWithTransparentBackground()
        appearance.buttonAppearance.normal.titleTextAttributes = [.foregroundColor: Self.green]
        bar.standardAppearance = appearance
        window.addSubview(bar)
        window.makeKeyAndVisible()
        window.layoutIfNeeded()
        window.renderIfNeeded()
        let buffer = try #require(window.backBuffer)
        var green = 0, blue = 0
        for y in 5..<39 {
            for x in 160..<320 {
                let p = buffer.pixel(x: x, y: y)
                if p.g > 120 && p.r < 100 && p.b < 100 { green += 1 }
                if p.b > 150 && p.r < 100 && p.g < 140 { blue += 1 }
            }
        }
        #expect(green > 20 && blue == 0, "the button appearance's green, not the tint: \(green), \(blue)")
    }
}
