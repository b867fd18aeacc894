import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// UIKit's page control: its pages, size, taps and scrubbing, decoding and drawing.
@Suite("UIPageControl")
@MainActor
struct UIPageControlTests {
    /// Five pages in a 200×26 control at (100, 100): the dots' centres are 16 points apart
    /// around x = 200 (168, 184, 200, 216, 232), at y = 113.
    static func makeControl(in harness: GestureHarness, pages: Int = 5, current: Int = 2) -> UIPageControl {
        let control = UIPageControl(frame: CGRect(x: 100, y: 100, width: 200, height: 26))
        control.numberOfPages = pages
        control.currentPage = current
        harness.window.addSubview(control)
        return control
    }

    /// UIKit's defaults (developer.apple.com/documentation/uikit/uipagecontrol): no pages,
    /// page 0, not hidden for a single page, system colours, automatic background, scrubbing
    /// allowed.
    @Test func defaultsAreUIKits() {
        let control = UIPageControl()
        #expect(control.numberOfPages == 0 && control.currentPage == 0 && !control.hidesForSinglePage)
        #expect(control.pageIndicatorTintColor == nil && control.currentPageIndicatorTintColor == nil)
        #expect(control.backgroundStyle == .automatic && control.allowsContinuousInteraction)
        #expect(control.interactionState == .none)
        #expect(UIPageControl.BackgroundStyle.prominent.rawValue == 1 && UIPageControl.InteractionState.continuous.rawValue == 2)
    }

    @Test func theCurrentPageStaysWithinThePages() {
        let control = UIPageControl()
        control.numberOfPages = 4
        control.currentPage = 9
        #expect(control.currentPage == 3)
        control.currentPage = -2
        #expect(control.currentPage == 0)
        control.currentPage = 3
        control.numberOfPages = 2
        #expect(control.currentPage == 1, "fewer pages move it onto the last")
        control.numberOfPages = -1
        #expect(control.numberOfPages == 2, "refused")
    }

    @Test func theSizeIsASpacingPerPageAndThePadding() {
        let control = UIPageControl()
        // 2 × 12 padding + 7 for the last dot + 16 per further page.
        #expect(control.size(forNumberOfPages: 1) == CGSize(width: 31, height: 26))
        #expect(control.size(forNumberOfPages: 5) == CGSize(width: 95, height: 26))
        #expect(control.size(forNumberOfPages: 0) == CGSize(width: 0, height: 26))
        control.numberOfPages = 3
        #expect(control.intrinsicContentSize == CGSize(width: 63, height: 26))
        #expect(control.sizeThatFits(.zero) == control.intrinsicContentSize)
    }

    @Test func tapsBesideTheCurrentDotGoBackAndForward() {
        let harness = GestureHarness()
        let control = Self.makeControl(in: harness)
        let recorder = ControlEventRecorder(control)
        var script = harness.script()
        script.tap(at: CGPoint(x: 260, y: 113))
        script.wait(0.3)
        script.tap(at: CGPoint(x: 260, y: 113))
        script.wait(0.3)
        script.tap(at: CGPoint(x: 120, y: 113))
        harness.send(script)
        #expect(control.currentPage == 3)
        #expect(recorder.log.filter { $0 == "valueChanged" }.count == 3)
        #expect(control.interactionState == .none)
    }

    @Test func aTapPastTheLastPageSendsNothing() {
        let harness = GestureHarness()
        let control = Self.makeControl(in: harness, current: 4)
        let recorder = ControlEventRecorder(control)
        var script = harness.script()
        script.tap(at: CGPoint(x: 280, y: 113))
        harness.send(script)
        #expect(control.currentPage == 4)
        #expect(!recorder.log.contains("valueChanged"))
    }

    @Test func slidingAlongTheDotsScrubs() {
        let harness = GestureHarness()
        let control = Self.makeControl(in: harness, current: 0)
        let recorder = ControlEventRecorder(control)
        var script = harness.script()
        script.down(1, at: CGPoint(x: 168, y: 113))
        script.move(1, to: CGPoint(x: 217, y: 113), duration: 0.2, steps: 10)
        harness.send(script)
        #expect(control.interactionState == .continuous)
        #expect(control.currentPage == 3, "the dot under the finger")
        var lift = harness.script()
        lift.up(1)
        harness.send(lift)
        #expect(control.currentPage == 3, "lifting after a scrub is no tap")
        #expect(recorder.log.filter { $0 == "valueChanged" }.count == 3, "one per page passed")
    }

    @Test func withoutContinuousInteractionASlideIsATap() {
        let harness = GestureHarness()
        let control = Self.makeControl(in: harness, current: 0)
        control.allowsContinuousInteraction = false
        var script = harness.script()
        script.down(1, at: CGPoint(x: 180, y: 113))
        script.move(1, to: CGPoint(x: 230, y: 113), duration: 0.2, steps: 10)
        script.up(1)
        harness.send(script)
        #expect(control.currentPage == 1)
    }

    @Test func aSinglePageCanHide() {
        let harness = GestureHarness()
        let control = Self.makeControl(in: harness, pages: 1, current: 0)
        control.backgroundColor = nil
        control.hidesForSinglePage = true
        harness.window.backgroundColor = .white
        harness.window.renderIfNeeded()
        let buffer = harness.window.backBuffer!
        #expect(buffer.pixel(x: 200, y: 113) == (255, 255, 255, 255), "no dot")
        control.hidesForSinglePage = false
        harness.window.renderIfNeeded()
        #expect(harness.window.backBuffer!.pixel(x: 200, y: 113).r < 200, "the dot")
    }

    @Test func aStoryboardPageControlDecodes() throws {
        let objects = """
            <pageControl opaque="NO" contentMode="scaleToFill" contentHorizontalAlignment="center" contentVerticalAlignment="center" \
            numberOfPages="4" currentPage="2" hidesForSinglePage="YES" backgroundStyle="prominent" id="pgc-1">
                <rect key="frame" x="20" y="20" width="120" height="26"/>
                <color key="pageIndicatorTintColor" red="1" green="0.0" blue="0.0" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
                <color key="currentPageIndicatorTintColor" red="0.0" green="0.0" blue="1" alpha="1" colorSpace="custom" customColorSpace="sRGB"/>
            </pageControl>
            """
        let nib = UINib(data: Data(StoryboardLoadingTests.xib(objects).utf8), bundle: nil)
        let control = try #require(nib.instantiate(withOwner: nil, options: nil).first as? UIPageControl)
        #expect(control.numberOfPages == 4 && control.currentPage == 2 && control.hidesForSinglePage)
        #expect(control.backgroundStyle == .prominent)
        #expect(control.pageIndicatorTintColor == UIColor(red: 1, green: 0, blue: 0, alpha: 1))
        #expect(control.currentPageIndicatorTintColor == UIColor(red: 0, green: 0, blue: 1, alpha: 1))
        #expect(control.frame == CGRect(x: 20, y: 20, width: 120, height: 26))
    }

    // MARK: Reference

    /// Tolerance 6 (of 255), as for the other controls: antialiased dot edges.
    static let tolerance = 6

    func render(scale: CGFloat) -> UIWindow {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 240, height: 150))
        window.screenScale = scale
        window.backgroundColor = .white
        let plain = UIPageControl(frame: CGRect(x: 20, y: 12, width: 200, height: 26))
        plain.numberOfPages = 5
        plain.currentPage = 1
        let prominent = UIPageControl(frame: CGRect(x: 20, y: 48, width: 200, height: 26))
        prominent.numberOfPages = 3
        prominent.currentPage = 2
        prominent.backgroundStyle = .prominent
        let tinted = UIPageControl(frame: CGRect(x: 20, y: 84, width: 200, height: 26))
        tinted.numberOfPages = 7
        tinted.currentPage = 3
        tinted.pageIndicatorTintColor = UIColor.systemBlue.withAlphaComponent(0.3)
        tinted.currentPageIndicatorTintColor = .systemBlue
        let dark = UIView(frame: CGRect(x: 0, y: 116, width: 240, height: 34))
        dark.backgroundColor = .darkGray
        let onDark = UIPageControl(frame: CGRect(x: 20, y: 4, width: 200, height: 26))
        onDark.numberOfPages = 4
        onDark.pageIndicatorTintColor = UIColor(white: 1, alpha: 0.3)
        onDark.currentPageIndicatorTintColor = .white
        dark.addSubview(onDark)
        for view in [plain, prominent, tinted, dark] { window.addSubview(view) }
        window.layoutIfNeeded()
        window.renderIfNeeded()
        return window
    }

    @Test func pageControlsAt1x() {
        ReferenceImage.assertMatches(render(scale: 1).backBuffer!, named: "page-controls@1x", tolerance: Self.tolerance)
    }

    @Test func pageControlsAt2x() {
        ReferenceImage.assertMatches(render(scale: 2).backBuffer!, named: "page-controls@2x", tolerance: Self.tolerance)
    }
}
