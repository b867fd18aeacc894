import Foundation
import Testing
@testable import OpenUIKit

/// A custom presentation as apps write it (the pattern of UIKit's "Customizing the Transition
/// Animations" guide and of course lectures): a transitioning delegate giving a presentation
/// controller subclass (half-height, with a dimming view of its own) and an animator that
/// adds the `to` view, animates with `UIView.animate` for `transitionDuration(using:)`, and
/// calls `completeTransition(!transitionWasCancelled)`.
@MainActor
@Suite("Custom presentation transitions")
struct CustomTransitionTests {
    final class HalfHeightPresentationController: UIPresentationController {
        let dimmingView = UIView()
        var calls: [String] = []

        override var frameOfPresentedViewInContainerView: CGRect {
            guard let bounds = containerView?.bounds else { return .zero }
            return CGRect(x: 0, y: bounds.height / 2, width: bounds.width, height: bounds.height / 2)
        }
        override func presentationTransitionWillBegin() {
            calls.append("presentationTransitionWillBegin")
            dimmingView.frame = containerView?.bounds ?? .zero
            dimmingView.backgroundColor = UIColor(white: 0, alpha: 0.5)
            dimmingView.alpha = 0
            containerView?.insertSubview(dimmingView, at: 0)
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
                self.dimmingView.alpha = 1
            })
        }
        override func presentationTransitionDidEnd(_ completed: Bool) { calls.append("presentationTransitionDidEnd(\(completed))") }
        override func dismissalTransitionWillBegin() {
            calls.append("dismissalTransitionWillBegin")
            presentedViewController.transitionCoordinator?.animate(alongsideTransition: { _ in
                self.dimmingView.alpha = 0
            })
        }
        override func dismissalTransitionDidEnd(_ completed: Bool) {
            calls.append("dismissalTransitionDidEnd(\(completed))")
            if completed { dimmingView.removeFromSuperview() }
        }
        override func containerViewWillLayoutSubviews() {
            presentedView?.frame = frameOfPresentedViewInContainerView
        }
    }

    final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
        let presenting: Bool
        var ended: Bool?
        var sawFrames: (initial: CGRect, final: CGRect)?
        init(presenting: Bool) { self.presenting = presenting }

        func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }

        func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
            let container = transitionContext.containerView
            if presenting {
                guard let toVC = transitionContext.viewController(forKey: .to),
                      let toView = transitionContext.view(forKey: .to) else { return }
                let final = transitionContext.finalFrame(for: toVC)
                sawFrames = (transitionContext.initialFrame(for: toVC), final)
                container.addSubview(toView)
                toView.frame = final.offsetBy(dx: container.bounds.width, dy: 0)
                UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                    toView.frame = final
                }, completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
            } else {
                guard let fromView = transitionContext.view(forKey: .from) else { return }
                UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                    fromView.frame.origin.x = container.bounds.width
                }, completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
            }
        }

        func animationEnded(_ transitionCompleted: Bool) { ended = transitionCompleted }
    }

    final class SlideTransitioning: NSObject, UIViewControllerTransitioningDelegate {
        var presentationController: HalfHeightPresentationController?
        let presentAnimator = SlideAnimator(presenting: true)
        let dismissAnimator = SlideAnimator(presenting: false)

        func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                    source: UIViewController) -> UIPresentationController? {
            let controller = HalfHeightPresentationController(presentedViewController: presented, presenting: presenting)
            presentationController = controller
            return controller
        }
        func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                 source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { presentAnimator }
        func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
            dismissAnimator
        }
    }

    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
    let frames: HeadlessFrameClock
    let root = UIViewController()

    init() {
        window.rootViewController = root
        window.makeKeyAndVisible()
        frames = HeadlessFrameClock(window: window)
        frames.advance(by: 0.1)
    }

    @Test func aCustomPresentationControllerAndAnimatorRunThePresentation() throws {
        let transitioning = SlideTransitioning()
        let card = UIViewController()
        card.modalPresentationStyle = .custom
        card.transitioningDelegate = transitioning
        var presented = false
        root.present(card, animated: true) { presented = true }
        let controller = try #require(transitioning.presentationController)
        #expect(card.presentationController === controller && controller.presentingViewController === root)
        #expect(transitioning.presentAnimator.sawFrames?.initial == .zero)
        #expect(transitioning.presentAnimator.sawFrames?.final == CGRect(x: 0, y: 300, width: 800, height: 300))
        #expect(controller.calls == ["presentationTransitionWillBegin"])
        #expect(controller.dimmingView.superview === controller.containerView)
        frames.advance(by: 0.25)
        #expect(!presented && card.view.layer.presentation()!.position.x > 400, "still sliding in")
        let dimming = controller.dimmingView.layer.presentation()!.opacity
        #expect(dimming > 0.1 && dimming < 0.9, "the dimming fades in alongside, through the transition coordinator")
        frames.advance(by: 0.3)
        #expect(presented && transitioning.presentAnimator.ended == true)
        #expect(controller.calls == ["presentationTransitionWillBegin", "presentationTransitionDidEnd(true)"])
        #expect(card.view.frame == CGRect(x: 0, y: 300, width: 800, height: 300))
        #expect(!root.view.isHidden, "a custom presentation leaves the presenter's view")

        var dismissed = false
        card.dismiss(animated: true) { dismissed = true }
        frames.advance(by: 0.6)
        #expect(dismissed && transitioning.dismissAnimator.ended == true)
        #expect(controller.calls.suffix(2) == ["dismissalTransitionWillBegin", "dismissalTransitionDidEnd(true)"])
        #expect(card.view.window == nil && root.presentedViewController == nil)
    }

    @Test func theSystemAnimatorsFadeAndFlip() {
        let fading = UIViewController()
        fading.modalPresentationStyle = .overFullScreen
        fading.modalTransitionStyle = .crossDissolve
        root.present(fading, animated: true)
        frames.advance(by: 0.15)
        let alpha = fading.view.layer.presentation()!.opacity
        #expect(alpha > 0.05 && alpha < 0.95)
        frames.advance(by: 0.4)
        fading.dismiss(animated: true)
        frames.advance(by: 0.5)
        #expect(fading.view.alpha == 1, "ready to be shown again")

        let flipping = UIViewController()
        flipping.modalPresentationStyle = .fullScreen
        flipping.modalTransitionStyle = .flipHorizontal
        root.present(flipping, animated: true)
        frames.advance(by: 0.1)
        #expect(root.view.layer.presentation()!.transform.m11 < 0.9, "the leaving view narrows first")
        frames.advance(by: 0.4)
        #expect(flipping.view.transform == .identity && root.view.transform == .identity)
        #expect(root.presentedViewController === flipping)
    }

    @Test func viewWillAppearSeesTheTransitionCoordinatorAndItsCompletionComesFirst() {
        final class Watcher: UIViewController {
            var log: [String] = []
            override func viewWillAppear(_ animated: Bool) {
                super.viewWillAppear(animated)
                let coordinator = transitionCoordinator
                log.append("willAppear, coordinator: \(coordinator != nil), animated: \(coordinator?.isAnimated ?? false)")
                coordinator?.animate(alongsideTransition: nil) { context in
                    self.log.append("completion, cancelled: \(context.isCancelled)")
                }
            }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                log.append("didAppear, coordinator: \(transitionCoordinator != nil)")
            }
        }
        let watcher = Watcher()
        watcher.modalPresentationStyle = .fullScreen
        root.present(watcher, animated: true)
        frames.advance(by: 0.5)
        #expect(watcher.log == ["willAppear, coordinator: true, animated: true", "completion, cancelled: false",
                                "didAppear, coordinator: false"])
        #expect(root.transitionCoordinator == nil)
    }
}
