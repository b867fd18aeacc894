import Foundation

/// The page-curl style: pages turned by `PageTurn` (see it for what is drawn), by the pan
/// (following the finger), by a tap near the page's outer or spine edge, and by animated
/// `setViewControllers`.
extension UIPageViewController {
    /// How far, as a part of the page's length, a drag must have turned the page to finish
    /// the turn on release.
    static let turnCompletionFraction: CGFloat = 0.5
    /// How fast a drag must be moving the turning way on release to finish the turn wherever
    /// it is, in points per second (a flick).
    static let turnCompletionVelocity: CGFloat = 300
    /// How much of the page's length, at each end of the navigation axis, a tap turns the
    /// page in: the outer edge forward, the spine edge back.
    static let tapTurnZoneFraction: CGFloat = 0.2

    // MARK: Layout

    /// Puts `page`'s view over the whole view.
    func placeCurlPage(_ page: UIViewController) {
        guard let root = viewIfLoaded else { return }
        page.view.frame = root.bounds
        root.addSubview(page.view)
    }

    /// The current page covers the view (pages under a turn keep their size).
    func layOutCurlPages() {
        guard let root = viewIfLoaded else { return }
        if let pageTurn {
            pageTurn.from.viewIfLoaded?.bounds.size = root.bounds.size
            pageTurn.to.viewIfLoaded?.bounds.size = root.bounds.size
            pageTurn.apply(progress: pageTurn.progress)
        } else {
            currentPage?.viewIfLoaded?.frame = root.bounds
        }
    }

    // MARK: Gestures

    func makeCurlPan() -> UIPanGestureRecognizer {
        let pan = UIPanGestureRecognizer()
        pan.maximumNumberOfTouches = 1
        pan.addAction { [weak self] recognizer in self?.handleCurlPan(recognizer) }
        return pan
    }

    func makeCurlTap() -> UITapGestureRecognizer {
        let tap = UITapGestureRecognizer()
        tap.addAction { [weak self] recognizer in self?.handleCurlTap(recognizer) }
        return tap
    }

    /// The length of the page along the navigation axis.
    private var curlPageLength: CGFloat {
        let size = viewIfLoaded?.bounds.size ?? .zero
        return max(1, navigationOrientation == .vertical ? size.height : size.width)
    }

    /// The distance along the axis, in the turning way for `.forward` (towards the spine).
    private func alongTurn(_ point: CGPoint) -> CGFloat {
        let value = navigationOrientation == .vertical ? point.y : point.x
        return spineLocation == .max ? value : -value
    }

    /// Whether a page-curl recognizer may begin: the pan when it moves towards a side that
    /// has a page, the tap in a turning zone that has one. (Asked by the view.)
    func curlGestureShouldBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        guard pageTurn == nil, let current = currentPage, let root = viewIfLoaded else { return false }
        let direction: NavigationDirection
        if recognizer === curlPan {
            let moved = alongTurn(curlPan.translation(in: root))
            guard moved != 0 else { return false }
            direction = moved > 0 ? .forward : .reverse
        } else if recognizer === curlTap {
            guard let zone = tapZone(at: recognizer.location(in: root)) else { return false }
            direction = zone
        } else {
            return true
        }
        curlCandidate = neighbour(of: current, in: direction).map { (direction, $0) }
        return curlCandidate != nil
    }

    /// The turn a tap at `point` asks for, if it is in a turning zone.
    private func tapZone(at point: CGPoint) -> NavigationDirection? {
        let length = curlPageLength
        let along = navigationOrientation == .vertical ? point.y : point.x
        // Measured from the spine edge.
        let fromSpine = spineLocation == .max ? length - along : along
        if fromSpine > length * (1 - Self.tapTurnZoneFraction) { return .forward }
        if fromSpine < length * Self.tapTurnZoneFraction { return .reverse }
        return nil
    }

    private func handleCurlPan(_ pan: UIPanGestureRecognizer) {
        guard let root = viewIfLoaded else { return }
        switch pan.state {
        case .began:
            guard let (direction, page) = curlCandidate else { return }
            curlCandidate = nil
            beginPageTurn(to: page, direction: direction, interactive: true, completion: nil)
        case .changed:
            guard let pageTurn, pageTurn.isInteractive else { return }
            pageTurn.apply(progress: turnProgress(of: pageTurn, translation: pan.translation(in: root)))
        case .ended, .cancelled, .failed:
            guard let pageTurn, pageTurn.isInteractive else { return }
            let progress = turnProgress(of: pageTurn, translation: pan.translation(in: root))
            let sign: CGFloat = pageTurn.direction == .forward ? 1 : -1
            let velocity = sign * alongTurn(pan.velocity(in: root))
            let completes = pan.state == .ended
                && (velocity > Self.turnCompletionVelocity || (progress > Self.turnCompletionFraction && velocity > -Self.turnCompletionVelocity))
            let remaining = completes ? 1 - progress : progress
            pageTurn.run(to: completes ? 1 : 0, duration: PageTurn.duration * Double(remaining)) { [weak self] in
                self?.finishPageTurn(pageTurn, completed: completes)
            }
        default:
            return
        }
    }

    private func turnProgress(of turn: PageTurn, translation: CGPoint) -> CGFloat {
        let sign: CGFloat = turn.direction == .forward ? 1 : -1
        return min(1, max(0, sign * alongTurn(translation) / curlPageLength))
    }

    private func handleCurlTap(_ tap: UITapGestureRecognizer) {
        guard tap.state == .ended, let (direction, page) = curlCandidate else { return }
        curlCandidate = nil
        beginPageTurn(to: page, direction: direction, interactive: true, completion: nil)
        guard let pageTurn else { return }
        pageTurn.run(to: 1, duration: PageTurn.duration) { [weak self] in self?.finishPageTurn(pageTurn, completed: true) }
    }

    // MARK: Turns

    /// `setViewControllers(_:direction:animated:)` on screen: the page turns to `page`.
    func turnProgrammatically(to page: UIViewController, direction: NavigationDirection, completion: ((Bool) -> Void)?) {
        beginPageTurn(to: page, direction: direction, interactive: false, completion: completion)
        guard let pageTurn else { return }
        pageTurn.run(to: 1, duration: PageTurn.duration) { [weak self] in self?.finishPageTurn(pageTurn, completed: true) }
    }

    /// Starts a turn to `page`: the delegate hears of a gesture's, the page becomes a child,
    /// the appearance calls begin, and its view goes in.
    private func beginPageTurn(to page: UIViewController, direction: NavigationDirection, interactive: Bool,
                               completion: ((Bool) -> Void)?) {
        guard let current = currentPage, let root = viewIfLoaded else { return }
        if interactive { delegate?.pageViewController(self, willTransitionTo: [page]) }
        if page.parent !== self { addChild(page) }
        let onScreen = isOnScreen
        if onScreen {
            current.transitionAppearance(to: .disappearing, animated: true)
            page.transitionAppearance(to: .appearing, animated: true)
            page.appearanceHeldByTransition = true
        }
        let turn = PageTurn(direction: direction, from: current, to: page, interactive: interactive, appearanceBegan: onScreen,
                            spine: spineLocation, vertical: navigationOrientation == .vertical, completion: completion)
        pageTurn = turn
        turn.install(in: root)
    }

    /// Ends `turn`: completed, the new page is current and the old leaves; cancelled, the
    /// arriving page disappears again and leaves and the current one appears again.
    func finishPageTurn(_ turn: PageTurn, completed: Bool) {
        guard pageTurn === turn else { return }
        pageTurn = nil
        turn.tearDown()
        let old = turn.from, page = turn.to
        if completed {
            if turn.appearanceBegan {
                page.appearanceHeldByTransition = false
                old.finishAppearanceTransition()
                page.finishAppearanceTransition()
            }
            removePage(old)
            currentPage = page
            page.didMove(toParent: self)
            if let root = viewIfLoaded { page.view.frame = root.bounds }
        } else {
            if turn.appearanceBegan {
                page.appearanceHeldByTransition = false
                page.transitionAppearance(to: .disappearing, animated: true)
                page.finishAppearanceTransition()
                old.transitionAppearance(to: .appearing, animated: true)
                old.finishAppearanceTransition()
            }
            removePage(page)
        }
        if turn.isInteractive {
            delegate?.pageViewController(self, didFinishAnimating: true, previousViewControllers: [old], transitionCompleted: completed)
        }
        turn.completion?(completed)
    }

    /// Ends a running turn now: a programmatic one completes, the user's is cancelled.
    func endPageTurnAtOnce() {
        guard let pageTurn else { return }
        finishPageTurn(pageTurn, completed: !pageTurn.isInteractive)
    }
}
