import Foundation
import Testing
@testable import OpenUIKit

@Suite("UIScrollView layout")
@MainActor
struct UIScrollViewLayoutTests {
    func makeScene() -> (UIWindow, UIScrollView) {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 500))
        let scrollView = UIScrollView()
        scrollView.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(scrollView)
        NSLayoutConstraint.activate([
            scrollView.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 50),
            scrollView.topAnchor.constraint(equalTo: window.topAnchor, constant: 40),
            scrollView.widthAnchor.constraint(equalToConstant: 300),
            scrollView.heightAnchor.constraint(equalToConstant: 400),
        ])
        return (window, scrollView)
    }

    func contentView(in scrollView: UIScrollView) -> UIView {
        let content = UIView()
        content.translatesAutoresizingMaskIntoConstraints = false
        scrollView.addSubview(content)
        return content
    }

    @Test func constraintsToTheContentLayoutGuideDefineTheContentSize() {
        let (window, scrollView) = makeScene()
        let content = contentView(in: scrollView)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.trailingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor),
            content.bottomAnchor.constraint(equalTo: scrollView.contentLayoutGuide.bottomAnchor),
            content.widthAnchor.constraint(equalTo: scrollView.frameLayoutGuide.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1500),
        ])
        window.layoutIfNeeded()
        #expect(scrollView.frame == CGRect(x: 50, y: 40, width: 300, height: 400))
        #expect(scrollView.contentSize == CGSize(width: 300, height: 1500))
        #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 1500))
        // Scrolling moves the bounds, not the content's frame.
        scrollView.contentOffset = CGPoint(x: 0, y: 600)
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 0, width: 300, height: 1500))
    }

    @Test func constraintsToTheScrollViewsEdgesDefineTheContentSizeToo() {
        // The rule before iOS 11 (and in many storyboards): edges mean the content area,
        // width and height mean the frame.
        let (window, scrollView) = makeScene()
        let content = contentView(in: scrollView)
        NSLayoutConstraint.activate([
            content.leadingAnchor.constraint(equalTo: scrollView.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: scrollView.trailingAnchor),
            content.topAnchor.constraint(equalTo: scrollView.topAnchor, constant: 10),
            content.bottomAnchor.constraint(equalTo: scrollView.bottomAnchor, constant: -10),
            content.widthAnchor.constraint(equalTo: scrollView.widthAnchor),
            content.heightAnchor.constraint(equalToConstant: 1200),
        ])
        window.layoutIfNeeded()
        #expect(scrollView.frame.size == CGSize(width: 300, height: 400))
        #expect(scrollView.contentSize == CGSize(width: 300, height: 1220))
        scrollView.contentOffset = CGPoint(x: 0, y: 300)
        window.layoutIfNeeded()
        #expect(content.frame == CGRect(x: 0, y: 10, width: 300, height: 1200))
    }

    @Test func viewsPinnedToTheFrameLayoutGuideStayInViewAsItScrolls() {
        let (window, scrollView) = makeScene()
        scrollView.contentSize = CGSize(width: 300, height: 3000)
        let badge = contentView(in: scrollView)
        NSLayoutConstraint.activate([
            badge.topAnchor.constraint(equalTo: scrollView.frameLayoutGuide.topAnchor, constant: 10),
            badge.trailingAnchor.constraint(equalTo: scrollView.frameLayoutGuide.trailingAnchor, constant: -10),
            badge.widthAnchor.constraint(equalToConstant: 40),
            badge.heightAnchor.constraint(equalToConstant: 20),
        ])
        window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 250, y: 10, width: 40, height: 20))
        scrollView.contentOffset = CGPoint(x: 0, y: 700)
        window.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 250, y: 710, width: 40, height: 20))
        #expect(badge.convert(badge.bounds, to: window).minY == 50)
    }

    @Test func aConstraintReachingOutOfTheScrollViewFollowsTheScroll() {
        // The sticky-header pattern: a view in the content held at least at the top of a view
        // outside the scroll view. The engine follows the changing bounds origin without a
        // rebuild.
        let (window, scrollView) = makeScene()
        scrollView.contentSize = CGSize(width: 300, height: 3000)
        let header = contentView(in: scrollView)
        let top = header.topAnchor.constraint(equalTo: scrollView.contentLayoutGuide.topAnchor, constant: 100)
        top.priority = .defaultHigh
        NSLayoutConstraint.activate([
            top,
            header.topAnchor.constraint(greaterThanOrEqualTo: window.topAnchor, constant: 40),
            header.leadingAnchor.constraint(equalTo: scrollView.contentLayoutGuide.leadingAnchor),
            header.widthAnchor.constraint(equalToConstant: 300),
            header.heightAnchor.constraint(equalToConstant: 30),
        ])
        window.layoutIfNeeded()
        #expect(header.frame.minY == 100)
        scrollView.contentOffset = CGPoint(x: 0, y: 50)
        window.layoutIfNeeded()
        #expect(header.frame.minY == 100)
        scrollView.contentOffset = CGPoint(x: 0, y: 400)
        window.layoutIfNeeded()
        // Held at the window's top (40), which is the scroll view's top: offset 400.
        #expect(header.frame.minY == 400)
        #expect(header.convert(header.bounds, to: window).minY == 40)
    }

    @Test func aContentSizeSetInCodeStaysWhenNoConstraintDecidesIt() {
        let (window, scrollView) = makeScene()
        scrollView.contentSize = CGSize(width: 900, height: 900)
        window.layoutIfNeeded()
        #expect(scrollView.contentSize == CGSize(width: 900, height: 900))
        #expect(scrollView.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 900, height: 900))
        #expect(scrollView.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 300, height: 400))
    }
}
