import Foundation

/// One page turn of a page-curl `UIPageViewController`, and what it draws.
///
/// **What is drawn.** Not a curl: the page turns flat about the spine, as a stiff leaf
/// would, in perspective. Turning forward, the current page swings up off the page under it
/// (the page after, already in place beneath) about the spine edge, its free edge coming
/// towards the viewer, until it stands edge-on at the spine and is gone. Turning back, the
/// page before comes down from edge-on over the current page until it lies flat. The
/// layer tree draws the turning page through its 3D transform (`CATransform3D` with m34
/// perspective); no back side is drawn. The page that is uncovered is darkened a little
/// while the turning page is over it, as a page's shadow would.
///
/// `progress` runs from 0 (nothing turned) to 1 (the turn done); the finger sets it, or it
/// runs by itself on the window's frames (`run(to:duration:completion:)`).
@MainActor
final class PageTurn: FrameObserver {
    /// The distance of the eye from the page, in points, for the perspective (m34 = −1/d).
    static let eyeDistance: CGFloat = 1500
    /// How long a whole turn takes when it runs by itself, in seconds.
    static let duration: TimeInterval = 0.45
    /// How dark the page under the turning one is at the start of its uncovering: the black
    /// veil's opacity.
    static let shadeOpacity: CGFloat = 0.3

    let direction: UIPageViewController.NavigationDirection
    /// The page shown before the turn.
    let from: UIViewController
    /// The page the turn shows.
    let to: UIViewController
    let isInteractive: Bool
    /// Whether the appearance calls began (the page view controller was on screen).
    let appearanceBegan: Bool
    let completion: ((Bool) -> Void)?
    private let spine: UIPageViewController.SpineLocation
    private let vertical: Bool
    /// The veil over the page beneath the turning one.
    private let shade = UIView()
    private(set) var progress: CGFloat = 0

    init(direction: UIPageViewController.NavigationDirection, from: UIViewController, to: UIViewController, interactive: Bool,
         appearanceBegan: Bool, spine: UIPageViewController.SpineLocation, vertical: Bool, completion: ((Bool) -> Void)?) {
        self.direction = direction
        self.from = from
        self.to = to
        isInteractive = interactive
        self.appearanceBegan = appearanceBegan
        self.spine = spine
        self.vertical = vertical
        self.completion = completion
        shade.backgroundColor = .black
        shade.isUserInteractionEnabled = false
    }

    /// The page that moves: the current one going forward, the one before coming back.
    var turningView: UIView { direction == .forward ? from.view : to.view }
    /// The page that lies still beneath the turning one.
    var stillView: UIView { direction == .forward ? to.view : from.view }

    /// Puts the arriving page's view into `container` (beneath the current page going
    /// forward, above it coming back) and draws the turn's start.
    func install(in container: UIView) {
        to.view.frame = container.bounds
        if direction == .forward {
            container.insertSubview(to.view, belowSubview: from.view)
        } else {
            container.insertSubview(to.view, aboveSubview: from.view)
        }
        shade.frame = container.bounds
        container.insertSubview(shade, aboveSubview: stillView)
        apply(progress: 0)
    }

    /// Draws the turn `progress` (0…1) of the way through.
    func apply(progress newValue: CGFloat) {
        progress = min(1, max(0, newValue))
        // Turned: how far the moving page is off its flat position, 0 (flat) to 1 (edge-on).
        let turned = direction == .forward ? progress : 1 - progress
        turningView.transform3D = transform(turnedBy: turned, size: turningView.bounds.size)
        shade.alpha = Self.shadeOpacity * (1 - turned)
    }

    /// The page's transform when turned `turned` of a quarter turn about the spine edge: the
    /// spine moved to the rotation axis, the rotation (its free edge towards the viewer),
    /// back, and the perspective.
    private func transform(turnedBy turned: CGFloat, size: CGSize) -> CATransform3D {
        guard turned > 0 else { return .identity }
        // The spine's distance from the centre, about which the view's transform applies.
        let half = (vertical ? size.height : size.width) / 2
        let toSpine = spine == .max ? -half : half
        let angle = turned * .pi / 2 * (spine == .max ? 1 : -1)
        let shift = vertical ? CATransform3DMakeTranslation(0, toSpine, 0) : CATransform3DMakeTranslation(toSpine, 0, 0)
        let back = vertical ? CATransform3DMakeTranslation(0, -toSpine, 0) : CATransform3DMakeTranslation(-toSpine, 0, 0)
        let rotation = vertical ? CATransform3DMakeRotation(-angle, 1, 0, 0) : CATransform3DMakeRotation(angle, 0, 1, 0)
        var perspective = CATransform3D.identity
        perspective.m34 = -1 / Self.eyeDistance
        return CATransform3DConcat(CATransform3DConcat(CATransform3DConcat(shift, rotation), back), perspective)
    }

    /// Takes the turn's drawing away: transforms back to identity, the veil removed.
    func tearDown() {
        stop()
        from.viewIfLoaded?.transform3D = .identity
        to.viewIfLoaded?.transform3D = .identity
        shade.removeFromSuperview()
    }

    // MARK: Running by itself

    private weak var window: UIWindow?
    private var run: (start: CGFloat, end: CGFloat, began: TimeInterval?, duration: TimeInterval)?
    private var runCompletion: (() -> Void)?

    /// Runs the progress to `end` over `duration` seconds (eased out), on the window's
    /// frames; without a window it ends at once.
    func run(to end: CGFloat, duration: TimeInterval, completion: @escaping () -> Void) {
        stop()
        runCompletion = completion
        guard let target = turningView.window, duration > 0 else {
            apply(progress: end)
            finishRun()
            return
        }
        window = target
        run = (progress, end, nil, duration)
        target.frameObservers.append(self)
        target.requestAnimationFrame()
    }

    private func stop() {
        run = nil
        window?.frameObservers.removeAll { $0 === self }
        window = nil
    }

    private func finishRun() {
        let done = runCompletion
        runCompletion = nil
        stop()
        done?()
    }

    var wantsFrames: Bool { run != nil }

    func frameWillBegin(timestamp: TimeInterval, targetTimestamp: TimeInterval, duration: TimeInterval) {
        guard var current = run else { return }
        if current.began == nil {
            current.began = timestamp
            run = current
        }
        let elapsed = timestamp - (current.began ?? timestamp)
        let t = min(1, max(0, elapsed / current.duration))
        // Ease out: quick at first, slowing to rest, as a released page settles.
        let eased = 1 - (1 - t) * (1 - t)
        apply(progress: current.start + (current.end - current.start) * CGFloat(eased))
        if t >= 1 { finishRun() }
    }
}
