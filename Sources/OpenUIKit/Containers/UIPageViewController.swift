import Foundation

/// A container that shows one page (a child view controller) at a time and lets the user
/// move to the page before or after it, asking its `dataSource` for those pages only when
/// they are needed.
///
/// **Scrolling** (`.scroll`): the pages sit side by side (or one above the other, for
/// `.vertical`) in a paging scroll view, `interPageSpacing` points apart. A drag, the wheel
/// or a touchpad moves them under the finger; on release the page turns if the drag went
/// past half a page or was flung (UIKit's paging rules), and springs back otherwise. The
/// data source is asked for the neighbour on the side the user scrolls towards when the
/// scroll starts moving that way, and is asked again after each turn; a side with no page
/// rubber-bands. When the data source answers both `presentationCount(for:)` and
/// `presentationIndex(for:)`, a `UIPageControl` shows the pages in a strip at the bottom.
///
/// **Page curl** (`.pageCurl`): see `UIPageViewController+PageTurn` for what it draws. The
/// pan and tap that turn pages are `gestureRecognizers` (empty for `.scroll`, as in UIKit).
///
/// **Appearance and containment** follow UIKit's container contract: a page joining is
/// `addChild(_:)`ed, its view placed, then `didMove(toParent:)`; while a turn runs the leaving
/// page hears `viewWillDisappear(_:)` and the arriving one `viewWillAppear(_:)`, and when it
/// ends `viewDidDisappear(_:)` then `viewDidAppear(_:)`. A turn the user cancels sends the
/// reverse: the arriving page disappears again and the current one appears again. The
/// delegate hears `pageViewController(_:willTransitionTo:)` before a gesture's turn and
/// `pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)`
/// after it; `setViewControllers(_:direction:animated:completion:)` tells only its completion.
///
/// Limits: a two-page spread (`spineLocation` `.mid`, `isDoubleSided` pages with a back)
/// is not drawn; `.mid` is refused with a warning and `.min` used.
@preconcurrency @MainActor
open class UIPageViewController: UIViewController {
    /// How pages change. The raw values are UIKit's.
    public enum TransitionStyle: Int, Sendable {
        /// The page turns about the spine.
        case pageCurl = 0
        /// The pages slide as one paging scroll view.
        case scroll = 1
    }

    /// The axis pages move along. The raw values are UIKit's.
    public enum NavigationOrientation: Int, Sendable {
        /// Left and right.
        case horizontal = 0
        /// Up and down.
        case vertical = 1
    }

    /// Where the spine of a page-curl book is. The raw values are UIKit's.
    public enum SpineLocation: Int, Sendable {
        /// No spine: the scroll style's value.
        case none = 0
        /// The left edge (the top edge, vertically).
        case min = 1
        /// The middle, between two facing pages.
        case mid = 2
        /// The right edge (the bottom edge, vertically).
        case max = 3
    }

    /// Which way a change of pages goes. The raw values are UIKit's.
    public enum NavigationDirection: Int, Sendable {
        /// To the page after.
        case forward = 0
        /// To the page before.
        case reverse = 1
    }

    /// The keys of the options dictionary `init(transitionStyle:navigationOrientation:options:)` takes.
    public struct OptionsKey: Hashable, RawRepresentable, Sendable {
        /// The key's name.
        public let rawValue: String
        /// A key made from its name.
        public init(rawValue: String) { self.rawValue = rawValue }
        /// The page-curl spine: a `SpineLocation`'s raw value (an `Int` or `NSNumber`), or a
        /// `SpineLocation`.
        public static let spineLocation = OptionsKey(rawValue: "UIPageViewControllerOptionSpineLocationKey")
        /// The space between scrolled pages, in points (a number).
        public static let interPageSpacing = OptionsKey(rawValue: "UIPageViewControllerOptionInterPageSpacingKey")
    }

    /// The spine a page-curl controller gets when the options do not name one.
    static let defaultCurlSpine = SpineLocation.min

    /// A page view controller of the given style and orientation. `options` may give the
    /// spine (`.spineLocation`, page curl only) and the space between pages
    /// (`.interPageSpacing`, scroll only); values of the wrong kind are reported and left out.
    public init(transitionStyle style: TransitionStyle, navigationOrientation: NavigationOrientation,
                options: [OptionsKey: Any]? = nil) {
        storedTransitionStyle = style
        storedNavigationOrientation = navigationOrientation
        let spine = Self.number(options?[.spineLocation], key: .spineLocation)
        let spacing = Self.number(options?[.interPageSpacing], key: .interPageSpacing)
        storedSpineLocation = Self.spine(for: style, requested: spine.flatMap { SpineLocation(rawValue: Int($0)) },
                                         rawRequest: spine)
        interPageSpacing = Self.spacing(spacing)
        super.init(nibName: nil, bundle: nil)
    }

    /// A page view controller decoded from a storyboard's `<pageViewController>`: its
    /// `transitionStyle`, `navigationOrientation` and `spineLocation` attributes.
    public required init?(coder: NSCoder) {
        let decoded = Self.configuration(decodedFrom: coder)
        storedTransitionStyle = decoded.style
        storedNavigationOrientation = decoded.orientation
        storedSpineLocation = Self.spine(for: decoded.style, requested: decoded.spine, rawRequest: nil)
        interPageSpacing = 0
        super.init(coder: coder)
    }

    // MARK: Configuration

    private let storedTransitionStyle: TransitionStyle
    private let storedNavigationOrientation: NavigationOrientation
    var storedSpineLocation: SpineLocation
    /// The space between scrolled pages, in points.
    let interPageSpacing: CGFloat

    /// How pages change; fixed when the controller is made.
    open var transitionStyle: TransitionStyle { storedTransitionStyle }
    /// The axis pages move along; fixed when the controller is made.
    open var navigationOrientation: NavigationOrientation { storedNavigationOrientation }
    /// Where the spine is: `.none` for the scroll style, the option's (or the delegate's, after
    /// a resize) for page curl.
    open var spineLocation: SpineLocation { storedSpineLocation }

    /// Whether content is drawn on the back of pages. Two-sided pages are not drawn here: a
    /// turning page shows no back, and `setViewControllers` says so once when this is set.
    open var isDoubleSided = false

    /// What is asked for the pages before and after the current one, and for the page
    /// indicator's count and index. Held weakly, as in UIKit.
    open weak var dataSource: (any UIPageViewControllerDataSource)?
    /// What is told when the user turns a page. Held weakly, as in UIKit.
    open weak var delegate: (any UIPageViewControllerDelegate)?

    /// The page shown (one controller), or nil before the first
    /// `setViewControllers(_:direction:animated:completion:)`.
    open var viewControllers: [UIViewController]? { currentPage.map { [$0] } }

    /// The recognizers that turn pages: the pan and the tap of page curl, which an app may
    /// move to another view or make others wait for. Empty for the scroll style, as in UIKit.
    open var gestureRecognizers: [UIGestureRecognizer] {
        transitionStyle == .pageCurl ? [curlPan, curlTap] : []
    }

    /// Shows `viewControllers` (one controller; the first is used when more are given, with a
    /// warning): at once, or turning to it in `direction` when `animated` and on screen.
    /// `completion` gets whether the change finished. The delegate is not told: its calls are
    /// for the user's turns.
    open func setViewControllers(_ viewControllers: [UIViewController]?, direction: NavigationDirection, animated: Bool,
                                 completion: ((Bool) -> Void)? = nil) {
        guard let page = viewControllers?.first else {
            Diagnostics.warn("UIPageViewController.setViewControllers: no view controller was given; the page is unchanged")
            completion?(false)
            return
        }
        if (viewControllers?.count ?? 0) > 1 {
            Diagnostics.warn("UIPageViewController.setViewControllers: \(viewControllers?.count ?? 0) controllers were given, but two-page spreads are not drawn; the first is shown",
                             once: "UIPageViewController.twoPages")
        }
        if isDoubleSided, transitionStyle == .pageCurl {
            Diagnostics.warn("UIPageViewController.isDoubleSided: the backs of pages are not drawn here; each page turns without one",
                             once: "UIPageViewController.doubleSided")
        }
        if let parent = page.parent, parent !== self {
            Diagnostics.warn("UIPageViewController.setViewControllers: \(type(of: page)) is a child of \(type(of: parent)); it is not shown")
            completion?(false)
            return
        }
        changePage(to: page, direction: direction, animated: animated, completion: completion)
    }

    // MARK: State

    /// The page shown.
    var currentPage: UIViewController?
    /// Set by the data source protocol's default implementations when they answer, so the
    /// controller can tell which optional methods its data source implements.
    var answeredByDefault = false

    /// The paging scroll view of the scroll style.
    lazy var queuingScrollView: PageQueuingScrollView = PageQueuingScrollView(pager: self)
    /// The page indicator of the scroll style, shown when the data source counts its pages.
    lazy var pageIndicator: UIPageControl = makePageIndicator()
    /// Whether the page indicator is shown.
    var showsPageIndicator = false

    /// The page-curl pan, which turns pages with the finger.
    lazy var curlPan: UIPanGestureRecognizer = makeCurlPan()
    /// The page-curl tap, which turns a page when the outer part of the page is tapped.
    lazy var curlTap: UITapGestureRecognizer = makeCurlTap()
    /// The running page-curl turn.
    var pageTurn: PageTurn?
    /// The turn a page-curl recognizer that may begin would make: found (asking the data
    /// source) when it asks to begin, started when it does.
    var curlCandidate: (direction: NavigationDirection, page: UIViewController)?

    /// Whether the controller's view is on screen or getting there.
    var isOnScreen: Bool { isAppearingOrAppeared && viewIfLoaded?.window != nil }

    // MARK: The view

    open override func loadView() {
        let root = PageViewControllerView(pager: self)
        view = root
        switch transitionStyle {
        case .scroll:
            root.addSubview(queuingScrollView)
            root.addSubview(pageIndicator)
        case .pageCurl:
            root.addGestureRecognizer(curlPan)
            root.addGestureRecognizer(curlTap)
        }
        if let page = currentPage { placeInitialPage(page) }
        updatePageIndicator()
    }

    open override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        switch transitionStyle {
        case .scroll: layOutScrollPages()
        case .pageCurl: layOutCurlPages()
        }
    }

    // MARK: Changing the page

    /// Shows `page` in place of the current page, animated by the style's turn when asked
    /// and on screen.
    private func changePage(to page: UIViewController, direction: NavigationDirection, animated: Bool,
                            completion: ((Bool) -> Void)?) {
        endRunningTransitionAtOnce()
        guard page !== currentPage else {
            updatePageIndicator()
            completion?(true)
            return
        }
        guard isViewLoaded else {
            if let old = currentPage { removePage(old) }
            addChild(page)
            currentPage = page
            page.didMove(toParent: self)
            completion?(true)
            return
        }
        if animated, isOnScreen, currentPage != nil {
            switch transitionStyle {
            case .scroll: scrollProgrammatically(to: page, direction: direction, completion: completion)
            case .pageCurl: turnProgrammatically(to: page, direction: direction, completion: completion)
            }
            return
        }
        let old = currentPage
        let onScreen = isOnScreen
        addChild(page)
        if onScreen {
            old?.transitionAppearance(to: .disappearing, animated: false)
            page.transitionAppearance(to: .appearing, animated: false)
        }
        currentPage = page
        placeInitialPage(page)
        if onScreen { old?.finishAppearanceTransition() }
        if let old { removePage(old) }
        page.didMove(toParent: self)
        updatePageIndicator()
        completion?(true)
    }

    /// Puts `page`'s view where the current page goes.
    private func placeInitialPage(_ page: UIViewController) {
        switch transitionStyle {
        case .scroll: placeScrollPage(page)
        case .pageCurl: placeCurlPage(page)
        }
    }

    /// Takes `page` out: `willMove(toParent: nil)`, its view removed, `removeFromParent()`.
    func removePage(_ page: UIViewController) {
        page.willMove(toParent: nil)
        page.viewIfLoaded?.removeFromSuperview()
        page.removeFromParent()
    }

    /// Finishes a turn that is running (completing a programmatic one, cancelling the user's)
    /// before a new page is set.
    private func endRunningTransitionAtOnce() {
        switch transitionStyle {
        case .scroll: endScrollTransitionAtOnce()
        case .pageCurl: endPageTurnAtOnce()
        }
    }

    // MARK: Asking the data source

    /// The page on `direction`'s side of `page`, from the data source; a page that is
    /// already shown or belongs to another container is refused with a warning.
    func neighbour(of page: UIViewController, in direction: NavigationDirection) -> UIViewController? {
        guard let dataSource else { return nil }
        let found = direction == .forward
            ? dataSource.pageViewController(self, viewControllerAfter: page)
            : dataSource.pageViewController(self, viewControllerBefore: page)
        guard let found else { return nil }
        if found === page {
            Diagnostics.warn("UIPageViewController's data source answered the page itself as its own neighbour; there is no page \(direction == .forward ? "after" : "before") it",
                             once: "UIPageViewController.selfNeighbour")
            return nil
        }
        if let parent = found.parent, parent !== self {
            Diagnostics.warn("UIPageViewController's data source answered \(type(of: found)), a child of \(type(of: parent)); it is not shown",
                             once: "UIPageViewController.foreignNeighbour")
            return nil
        }
        return found
    }

    /// The page count and index for the indicator, when the data source answers both.
    var presentationCountAndIndex: (count: Int, index: Int)? {
        guard let dataSource else { return nil }
        answeredByDefault = false
        let count = dataSource.presentationCount(for: self)
        let index = dataSource.presentationIndex(for: self)
        guard !answeredByDefault else { return nil }
        return (max(0, count), index)
    }

    // MARK: Interface orientations

    /// The orientations the delegate supports (all, without one).
    open var supportedInterfaceOrientations: UIInterfaceOrientationMask {
        delegate?.pageViewControllerSupportedInterfaceOrientations(self) ?? .all
    }

    /// The orientation the delegate prefers for a presentation (without one, the window's).
    open var preferredInterfaceOrientationForPresentation: UIInterfaceOrientation {
        let current = viewIfLoaded?.window.map { $0.bounds.width > $0.bounds.height ? UIInterfaceOrientation.landscapeRight : .portrait } ?? .portrait
        return delegate?.pageViewControllerPreferredInterfaceOrientationForPresentation(self) ?? current
    }

    /// A resize may change the orientation: a page-curl controller asks its delegate for the
    /// spine of the new one (wider than tall: landscape).
    open override func viewWillTransition(to size: CGSize, with coordinator: any UIViewControllerTransitionCoordinator) {
        super.viewWillTransition(to: size, with: coordinator)
        guard transitionStyle == .pageCurl, let delegate else { return }
        let orientation: UIInterfaceOrientation = size.width > size.height ? .landscapeRight : .portrait
        let asked = delegate.pageViewController(self, spineLocationFor: orientation)
        storedSpineLocation = Self.spine(for: .pageCurl, requested: asked, rawRequest: nil)
    }

    // MARK: Options

    /// A number from an options dictionary, or nil (reported when it is something else).
    private static func number(_ value: Any?, key: OptionsKey) -> Double? {
        switch value {
        case nil: return nil
        case let spine as SpineLocation: return Double(spine.rawValue)
        case let number as NSNumber: return number.doubleValue
        case let number as Int: return Double(number)
        case let number as Double: return number
        case let number as CGFloat: return Double(number)
        default:
            Diagnostics.warn("UIPageViewController option \(key.rawValue) = \(String(describing: value!)) is not a number; it is ignored")
            return nil
        }
    }

    /// The spine a controller of `style` uses when `requested` was asked for: `.none` for
    /// the scroll style, the default when nothing (or `.none`, or `.mid`, not drawn here) was
    /// asked for page curl.
    static func spine(for style: TransitionStyle, requested: SpineLocation?, rawRequest: Double?) -> SpineLocation {
        guard style == .pageCurl else { return .none }
        if let rawRequest, requested == nil {
            Diagnostics.warn("UIPageViewController spine location \(rawRequest) is not one of UIKit's; \(defaultCurlSpine) is used")
        }
        switch requested {
        case .min?, .max?: return requested!
        case .mid?:
            Diagnostics.warn("UIPageViewController spine location .mid (two facing pages) is not drawn here; .min is used",
                             once: "UIPageViewController.midSpine")
            return defaultCurlSpine
        case .none?, nil: return defaultCurlSpine
        }
    }

    /// The inter-page spacing an option asked for, refusing negative and non-finite values.
    private static func spacing(_ requested: Double?) -> CGFloat {
        guard let requested else { return 0 }
        guard requested.isFinite, requested >= 0 else {
            Diagnostics.warn("UIPageViewController inter-page spacing \(requested) must be a finite number of points, not negative; 0 is used")
            return 0
        }
        return CGFloat(requested)
    }
}
