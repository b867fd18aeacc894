import Foundation
@testable import OpenUIKit
import TestSupport
import Testing

/// A data source over a fixed list of pages, writing each question into the transcript.
@MainActor
final class RecordingPageDataSource: NSObject, UIPageViewControllerDataSource {
    let pages: [UIViewController]
    let transcript: LifecycleTranscript

    init(_ pages: [UIViewController], _ transcript: LifecycleTranscript) {
        self.pages = pages
        self.transcript = transcript
    }

    private func name(_ page: UIViewController) -> String { (page as? RecordingViewController)?.name ?? "?" }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        transcript.lines.append("before(\(name(viewController)))")
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        transcript.lines.append("after(\(name(viewController)))")
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }
}

/// The same, counting its pages for the page indicator.
@MainActor
final class CountingPageDataSource: NSObject, UIPageViewControllerDataSource {
    let pages: [UIViewController]
    var shownIndex = 0

    init(_ pages: [UIViewController]) { self.pages = pages }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
        return pages[index - 1]
    }

    func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
        guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
        return pages[index + 1]
    }

    func presentationCount(for pageViewController: UIPageViewController) -> Int { pages.count }
    func presentationIndex(for pageViewController: UIPageViewController) -> Int { shownIndex }
}

/// A delegate writing what it is told into the transcript.
@MainActor
final class RecordingPageDelegate: NSObject, UIPageViewControllerDelegate {
    let transcript: LifecycleTranscript
    init(_ transcript: LifecycleTranscript) { self.transcript = transcript }

    private func names(_ pages: [UIViewController]) -> String {
        pages.map { ($0 as? RecordingViewController)?.name ?? "?" }.joined(separator: ",")
    }

    func pageViewController(_ pageViewController: UIPageViewController, willTransitionTo pendingViewControllers: [UIViewController]) {
        transcript.lines.append("willTransitionTo(\(names(pendingViewControllers)))")
    }

    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
        transcript.lines.append("didFinishAnimating(\(finished), previous: \(names(previousViewControllers)), completed: \(completed))")
    }
}

/// A subclass as a UIKit app writes one: UIKit's initializers and overrides.
final class ShapedPageViewController: UIPageViewController {
    var setCalls = 0

    init() {
        super.init(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: 8])
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override var viewControllers: [UIViewController]? { super.viewControllers }

    override func setViewControllers(_ viewControllers: [UIViewController]?, direction: UIPageViewController.NavigationDirection,
                                     animated: Bool, completion: ((Bool) -> Void)? = nil) {
        setCalls += 1
        super.setViewControllers(viewControllers, direction: direction, animated: animated, completion: completion)
    }
}

/// `UIPageViewController` as UIKit documents it: its declaration, lazy data source, the
/// containment and appearance calls of programmatic and dragged turns (completed and
/// cancelled), the page indicator, page curl, and storyboards.
@MainActor
@Suite(.serialized)
struct UIPageViewControllerTests {
    let transcript: LifecycleTranscript
    let harness = GestureHarness(size: CGSize(width: 400, height: 600))
    let frames: HeadlessFrameClock
    let pages: [RecordingViewController]
    /// The data source and delegate the pager shows with (it holds them weakly).
    let source: RecordingPageDataSource
    let pageDelegate: RecordingPageDelegate

    init() {
        let transcript = LifecycleTranscript()
        self.transcript = transcript
        frames = HeadlessFrameClock(window: harness.window)
        pages = ["A", "B", "C"].map { RecordingViewController($0, transcript) }
        source = RecordingPageDataSource(pages, transcript)
        pageDelegate = RecordingPageDelegate(transcript)
    }

    /// A page view controller showing page A as the window's root, settled.
    func showPager(style: UIPageViewController.TransitionStyle = .scroll,
                   dataSource: (any UIPageViewControllerDataSource)? = nil) -> UIPageViewController {
        let pager = UIPageViewController(transitionStyle: style, navigationOrientation: .horizontal)
        pager.dataSource = dataSource ?? source
        pager.delegate = pageDelegate
        pager.setViewControllers([pages[0]], direction: .forward, animated: false)
        harness.window.rootViewController = pager
        harness.window.makeKeyAndVisible()
        frames.advance(by: 0.1)
        _ = transcript.take()
        return pager
    }

    /// A horizontal drag across the middle of the window from `startX` to `endX`.
    func drag(from startX: CGFloat, to endX: CGFloat, duration: TimeInterval, lift: Bool = true) {
        var script = harness.script()
        script.down(1, at: CGPoint(x: startX, y: 300))
        script.move(1, to: CGPoint(x: endX, y: 300), duration: duration, steps: 10)
        if lift {
            script.wait(0.016)
            script.up(1)
        }
        harness.send(script)
    }

    // MARK: Declaration

    @Test func theDeclarationIsUIKits() {
        #expect(UIPageViewController.TransitionStyle.pageCurl.rawValue == 0 && UIPageViewController.TransitionStyle.scroll.rawValue == 1)
        #expect(UIPageViewController.NavigationOrientation.horizontal.rawValue == 0 && UIPageViewController.NavigationOrientation.vertical.rawValue == 1)
        #expect(UIPageViewController.NavigationDirection.forward.rawValue == 0 && UIPageViewController.NavigationDirection.reverse.rawValue == 1)
        #expect([UIPageViewController.SpineLocation.none, .min, .mid, .max].map(\.rawValue) == [0, 1, 2, 3])
        #expect(UIPageViewController.OptionsKey.spineLocation != UIPageViewController.OptionsKey.interPageSpacing)

        let shaped = ShapedPageViewController()
        #expect(shaped.transitionStyle == .scroll && shaped.navigationOrientation == .horizontal && shaped.spineLocation == .none)
        #expect(shaped.gestureRecognizers.isEmpty, "the scroll style's gestureRecognizers is empty, as in UIKit")
        #expect(shaped.viewControllers == nil)
        shaped.setViewControllers([pages[0]], direction: .forward, animated: false)
        #expect(shaped.setCalls == 1 && shaped.viewControllers?.first === pages[0] && pages[0].parent === shaped)

        let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .vertical,
                                        options: [.spineLocation: NSNumber(value: UIPageViewController.SpineLocation.max.rawValue)])
        #expect(curl.spineLocation == .max && curl.gestureRecognizers.count == 2)
        #expect(!curl.isDoubleSided)
        let unspecified = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal)
        #expect(unspecified.spineLocation == .min, "page curl's spine is at the left unless the options say otherwise")

        // The delegate and data source are weak, as in UIKit.
        var source: RecordingPageDataSource? = RecordingPageDataSource(pages, transcript)
        shaped.dataSource = source
        source = nil
        #expect(shaped.dataSource == nil)
    }

    @Test func aMidSpineIsRefusedWithAWarningAndNegativeSpacingToo() {
        let before = Diagnostics.warningCount()
        let curl = UIPageViewController(transitionStyle: .pageCurl, navigationOrientation: .horizontal,
                                        options: [.spineLocation: UIPageViewController.SpineLocation.mid.rawValue])
        #expect(curl.spineLocation == .min)
        let scroll = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal, options: [.interPageSpacing: -4.0])
        #expect(scroll.spineLocation == .none && scroll.interPageSpacing == 0)
        #expect(Diagnostics.warningCount() >= before + 2)
    }

    // MARK: Programmatic turns

    @Test func theDataSourceIsNotAskedUntilTheUserScrolls() {
        _ = showPager()
        #expect(transcript.take().filter { $0.hasPrefix("before") || $0.hasPrefix("after") }.isEmpty)
        drag(from: 300, to: 280, duration: 0.1, lift: false)
        #expect(transcript.take().filter { $0.hasPrefix("before") || $0.hasPrefix("after") } == ["after(A)"],
                "only the side scrolled towards is asked")
    }

    // The transcripts name a parent that is not a recording controller "nil": a page's first
    // `willMove(toParent: nil)` line is `addChild`'s call with the page view controller, and
    // its last `didMove(toParent: nil)` the page view controller's `didMove(toParent:)`.

    @Test func setViewControllersForwardAndReverseCallAppearanceInUIKitsOrder() {
        let pager = showPager()
        var finished: [Bool] = []
        pager.setViewControllers([pages[1]], direction: .forward, animated: true) { finished.append($0) }
        #expect(transcript.take() == ["B.willMove(toParent: nil)", "A.viewWillDisappear(animated)", "B.loadView", "B.viewDidLoad",
                                      "B.viewWillAppear(animated,toParent)"])
        #expect(pages[1].view.frame.minX == 2 * pager.queuingScrollView.pageLength, "the page after comes in from the right")
        frames.advance(by: 0.6)
        #expect(transcript.take().filter { !$0.contains("Layout") } == [
            "B.viewIsAppearing(animated,toParent)", "A.viewDidDisappear(animated)", "B.viewDidAppear(animated,toParent)",
            "A.willMove(toParent: nil)", "A.didMove(toParent: nil)", "B.didMove(toParent: nil)",
        ])
        #expect(pager.viewControllers?.first === pages[1] && finished == [true])
        #expect(pages[0].parent == nil && pages[1].parent === pager && pager.children.count == 1)
        #expect(pager.queuingScrollView.contentOffset.x == pager.queuingScrollView.pageLength, "the new page rests in the middle slot")

        pager.setViewControllers([pages[0]], direction: .reverse, animated: true)
        #expect(pages[0].view.frame.minX == 0, "the page before comes in from the left")
        frames.advance(by: 0.6)
        #expect(transcript.take().filter { !$0.contains("Layout") } == [
            "A.willMove(toParent: nil)", "B.viewWillDisappear(animated)", "A.viewWillAppear(animated,toParent)",
            "A.viewIsAppearing(animated,toParent)", "B.viewDidDisappear(animated)", "A.viewDidAppear(animated,toParent)",
            "B.willMove(toParent: nil)", "B.didMove(toParent: nil)", "A.didMove(toParent: nil)",
        ], "no delegate calls: they are for the user's turns")
        #expect(pager.viewControllers?.first === pages[0])

        pager.setViewControllers([pages[2]], direction: .forward, animated: false)
        frames.advance(by: 0.1)
        #expect(transcript.take().filter { !$0.contains("Layout") } == [
            "C.willMove(toParent: nil)", "A.viewWillDisappear()", "C.loadView", "C.viewDidLoad", "C.viewWillAppear(toParent)",
            "A.viewDidDisappear()", "A.willMove(toParent: nil)", "A.didMove(toParent: nil)", "C.didMove(toParent: nil)",
            "C.viewIsAppearing(toParent)", "C.viewDidAppear(toParent)",
        ], "without animation the old page is gone at once and the new one appears with the next frame")
    }

    // MARK: The user's drags

    @Test func aLongDragTurnsThePageAndAShortOneIsCancelled() {
        let pager = showPager()
        drag(from: 300, to: 250, duration: 0.3, lift: false)
        #expect(transcript.take() == ["after(A)", "willTransitionTo(B)", "B.willMove(toParent: nil)", "A.viewWillDisappear(animated)",
                                      "B.loadView", "B.viewDidLoad", "B.viewWillAppear(animated,toParent)"])
        let scroller = pager.queuingScrollView
        #expect(scroller.contentOffset.x > scroller.pageLength + 30, "the pages follow the finger")
        var script = harness.script()
        script.wait(0.3)
        script.up(1)
        harness.send(script)
        frames.advance(by: 1)
        #expect(transcript.take().filter { !$0.contains("Layout") } == [
            "B.viewIsAppearing(animated,toParent)",
            "B.viewWillDisappear(animated,toParent)", "B.viewDidDisappear(animated,toParent)",
            "A.viewWillAppear(animated)", "A.viewIsAppearing(animated)", "A.viewDidAppear(animated)",
            "B.willMove(toParent: nil)", "B.didMove(toParent: nil)",
            "didFinishAnimating(true, previous: A, completed: false)",
        ], "a short drag let go slowly springs back: the cancel sequence")
        #expect(pager.viewControllers?.first === pages[0] && pages[1].parent == nil && scroller.contentOffset.x == scroller.pageLength)

        drag(from: 350, to: 60, duration: 0.3)
        frames.advance(by: 1)
        #expect(transcript.take().filter { !$0.contains("Layout") } == [
            "willTransitionTo(B)", "B.willMove(toParent: nil)", "A.viewWillDisappear(animated)", "B.viewWillAppear(animated,toParent)",
            "B.viewIsAppearing(animated,toParent)", "A.viewDidDisappear(animated)", "B.viewDidAppear(animated,toParent)",
            "A.willMove(toParent: nil)", "A.didMove(toParent: nil)", "B.didMove(toParent: nil)",
            "didFinishAnimating(true, previous: A, completed: true)",
        ], "the data source's answer was kept after the cancelled drag; a long drag completes")
        #expect(pager.viewControllers?.first === pages[1] && pages[0].parent == nil)
        #expect(scroller.contentOffset.x == scroller.pageLength)

        // A short flick completes too: faster than the paging speed.
        drag(from: 300, to: 260, duration: 0.05)
        frames.advance(by: 1)
        #expect(pager.viewControllers?.first === pages[2])
        #expect(transcript.take().first == "after(B)", "the neighbours are asked again after a turn")

        // No page after the last: the drag rubber-bands and nothing turns.
        drag(from: 350, to: 100, duration: 0.3)
        frames.advance(by: 1)
        #expect(transcript.take() == ["after(C)"])
        #expect(pager.viewControllers?.first === pages[2] && scroller.contentOffset.x == scroller.pageLength)
    }

    /// Scroll events over the pages: `steps` of `dx` scroll steps, 20 ms apart, then (for a
    /// touchpad) the scroll stop of the lifted fingers.
    func scrollSideways(dx: CGFloat, steps: Int, type: UIScrollType) {
        let start = harness.clock.now
        var events: [InputEvent] = (0..<steps).map { index in
            .scroll(ScrollInput(delta: CGVector(dx: dx, dy: 0), location: CGPoint(x: 200, y: 300),
                                timestamp: start + Double(index) * 0.02, deviceID: 11, scrollType: type))
        }
        if type == .continuous {
            events.append(.scroll(ScrollInput(delta: .zero, location: CGPoint(x: 200, y: 300),
                                              timestamp: start + Double(steps) * 0.02, deviceID: 11, scrollType: .continuous)))
        }
        harness.send(events)
        frames.advance(by: 1)
    }

    @Test func aTouchpadOrWheelScrollTurnsThePage() {
        let pager = showPager()
        scrollSideways(dx: 1, steps: 12, type: .continuous)
        #expect(pager.viewControllers?.first === pages[1], "a touchpad's sideways swipe pages forward")
        #expect(transcript.take().contains("didFinishAnimating(true, previous: A, completed: true)"))
        scrollSideways(dx: -1, steps: 12, type: .discrete)
        #expect(pager.viewControllers?.first === pages[0], "a sideways wheel pages back")
        #expect(pager.queuingScrollView.contentOffset.x == pager.queuingScrollView.pageLength)
    }

    // MARK: The page indicator

    @Test func aDataSourceThatCountsItsPagesGetsAPageIndicator() {
        let counting = CountingPageDataSource(pages)
        counting.shownIndex = 0
        let pager = showPager(dataSource: counting)
        #expect(!pager.pageIndicator.isHidden && pager.pageIndicator.numberOfPages == 3 && pager.pageIndicator.currentPage == 0)
        #expect(pager.queuingScrollView.frame.height == 600 - UIPageViewController.pageIndicatorStripHeight,
                "the pages make room for the indicator's strip")
        drag(from: 350, to: 60, duration: 0.3)
        frames.advance(by: 1)
        #expect(pager.viewControllers?.first === pages[1] && pager.pageIndicator.currentPage == 1, "a turn moves the indicator")
        // The indicator is reachable as UIPageControl is: an adjustable element with its value.
        let elements = AccessibilityTree(root: harness.window).elements
        #expect(elements.contains { ($0 as? UIPageControl) === pager.pageIndicator })
        // Moving the indicator (as an assistive technology's increment does) turns the page.
        pager.pageIndicator.currentPage = 2
        pager.pageIndicator.sendActions(for: .valueChanged)
        frames.advance(by: 1)
        #expect(pager.viewControllers?.first === pages[2])

        let plain = showPager()
        #expect(plain.pageIndicator.isHidden, "a data source without the presentation methods gets no indicator")
        #expect(plain.queuingScrollView.frame.height == 600)
    }

    // MARK: Page curl

    @Test func pageCurlTurnsAboutTheSpineAndFollowsTheFinger() {
        let pager = showPager(style: .pageCurl)
        #expect(pages[0].view.frame == pager.view.bounds)
        drag(from: 380, to: 200, duration: 0.3, lift: false)
        #expect(transcript.take().contains("willTransitionTo(B)"))
        let turning = pages[0].view.transform3D
        #expect(!CATransform3DIsIdentity(turning) && turning.m34 != 0, "the page turns in perspective")
        #expect(pages[1].view.superview === pager.view)
        var script = harness.script()
        script.move(1, to: CGPoint(x: 20, y: 300), duration: 0.2, steps: 6)
        script.up(1)
        harness.send(script)
        frames.advance(by: 1)
        #expect(pager.viewControllers?.first === pages[1] && pages[0].parent == nil)
        #expect(CATransform3DIsIdentity(pages[1].view.transform3D))
        #expect(transcript.take().contains("didFinishAnimating(true, previous: A, completed: true)"))

        pager.setViewControllers([pages[0]], direction: .reverse, animated: true)
        frames.advance(by: 1)
        #expect(pager.viewControllers?.first === pages[0] && pages[1].parent == nil)
    }

    // MARK: Storyboards

    static let storyboardDocument = IBFixtures.storyboard(initial: "pages", """
        <scene sceneID="p1"><objects>
            <pageViewController storyboardIdentifier="pages" autoresizesArchivedViewToFullSize="NO" transitionStyle="scroll" navigationOrientation="vertical" spineLocation="none" id="pages" customClass="ShapedPageViewController" customModule="App" sceneMemberID="viewController"/>
        </objects></scene>
        <scene sceneID="p2"><objects>
            <pageViewController storyboardIdentifier="book" autoresizesArchivedViewToFullSize="NO" transitionStyle="pageCurl" navigationOrientation="horizontal" spineLocation="max" id="book" sceneMemberID="viewController"/>
        </objects></scene>
        """)

    @Test func aStoryboardsPageViewControllerHasItsStyleOrientationAndSpine() throws {
        NibObjectKind.extraModuleNames = ["OpenUIKitTests"]
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("page-tests-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Self.storyboardDocument.write(to: directory.appendingPathComponent("Pages.storyboard"), atomically: true, encoding: .utf8)
        let board = UIStoryboard(name: "Pages", bundle: Bundle(path: directory.path))
        let pager = try #require(board.instantiateInitialViewController() as? ShapedPageViewController)
        #expect(pager.transitionStyle == .scroll && pager.navigationOrientation == .vertical && pager.spineLocation == .none)
        let book = try #require(board.instantiateViewController(withIdentifier: "book") as? UIPageViewController)
        #expect(book.transitionStyle == .pageCurl && book.navigationOrientation == .horizontal && book.spineLocation == .max)
    }

    // MARK: Reference image

    @Test func midDragBetweenTwoColouredPagesWithThePageIndicator() {
        harness.window.screenScale = 2
        harness.window.backgroundColor = .black
        pages[0].view.backgroundColor = .systemBlue
        pages[1].view.backgroundColor = .systemOrange
        let counting = CountingPageDataSource(pages)
        let pager = showPager(dataSource: counting)
        drag(from: 300, to: 150, duration: 0.3, lift: false)
        frames.advance(by: 0.05)
        #expect(pager.queuingScrollView.contentOffset.x > pager.queuingScrollView.pageLength)
        ReferenceImage.assertMatches(harness.window.backBuffer!, named: "page-view-controller-mid-drag@2x", tolerance: 6)
    }
}
