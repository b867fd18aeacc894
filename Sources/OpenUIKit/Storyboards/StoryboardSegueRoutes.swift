import Foundation

/// What each kind of storyboard segue does when performed, one function per kind.
///
/// `embed` adds a child; `show` and `showDetail` route as `show(_:sender:)` does;
/// `presentation` and `popoverPresentation` present. A relationship is set up when its
/// container is made, not performed.
@MainActor
enum StoryboardSegueRoutes {
    /// How deeply embed segues may nest: deeper means a cycle (a controller that embeds
    /// itself, directly or not), which would load views forever.
    static let maximumEmbedDepth = 16
    /// Embed segues running now, outermost first.
    private static var embedDepth = 0

    static func perform(_ segue: UIStoryboardSegue) {
        switch segue.kind {
        case .embed?: embed(segue)
        case .show?, .push?: show(segue)
        case .showDetail?, .replace?: showDetail(segue)
        case .presentation?, .modal?: present(segue)
        case .popoverPresentation?, .popover?: presentPopover(segue)
        case .relationship?: relationship(segue)
        case .unwind?: unwind(segue)
        case .custom?, nil:
            Diagnostics.warn("the segue \(describe(segue)) is custom or made in code: its class performs it by overriding perform()",
                             once: "segue.custom.\(describe(segue))")
        }
    }

    /// The destination becomes a child of the source, its view filling the container view.
    static func embed(_ segue: UIStoryboardSegue) {
        guard let container = segue.containerView else { return }
        guard embedDepth < maximumEmbedDepth else {
            Diagnostics.warn("embed segues nest more than \(maximumEmbedDepth) deep at \(describe(segue)) (a controller that embeds itself?); the rest are not loaded",
                             once: "segue.embed.cycle.\(describe(segue))")
            return
        }
        embedDepth += 1
        defer { embedDepth -= 1 }
        let source = segue.source, destination = segue.destination
        source.addChild(destination)
        let view: UIView = destination.view
        view.frame = container.bounds
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        container.addSubview(view)
        destination.didMove(toParent: source)
    }

    // MARK: Navigation and presentation

    /// `show`: the source shows the destination as `show(_:sender:)` routes it (a navigation
    /// controller pushes; with none, it is presented).
    static func show(_ segue: UIStoryboardSegue) {
        segue.source.show(segue.destination, sender: segue.senderView)
    }

    /// `showDetail`: `showDetailViewController(_:sender:)` (a split view replaces its
    /// secondary; elsewhere the destination is presented).
    static func showDetail(_ segue: UIStoryboardSegue) {
        segue.source.showDetailViewController(segue.destination, sender: segue.senderView)
    }

    /// `presentation`: presented modally and animated, in the storyboard's presentation and
    /// transition styles when it names them.
    static func present(_ segue: UIStoryboardSegue) {
        applyStyles(of: segue)
        segue.source.present(segue.destination, animated: true)
    }

    /// `popoverPresentation`: presented as a popover pointing at what performed the segue (a
    /// bar button item or a button), else at the source's view.
    static func presentPopover(_ segue: UIStoryboardSegue) {
        segue.destination.modalPresentationStyle = .popover
        if let item = segue.senderBarButtonItem, let popover = segue.destination.popoverPresentationController {
            popover.barButtonItem = item
        } else if let popover = segue.destination.popoverPresentationController {
            let anchor = segue.senderView ?? segue.source.view
            popover.sourceView = anchor
            popover.sourceRect = anchor?.bounds ?? .zero
        }
        segue.source.present(segue.destination, animated: true)
    }

    /// `relationship`: a container's children are set up when the container is made, not by
    /// performing; a relationship performed by identifier does nothing but say so.
    static func relationship(_ segue: UIStoryboardSegue) {
        Diagnostics.warn("the relationship segue \(describe(segue)) is not performed: relationships are set up when the container is made",
                         once: "segue.relationship.\(describe(segue))")
    }

    /// `unwind`: UIKit's search for the controller that takes the unwind action, starting at
    /// the source and going up through its parents, the controllers below it in a navigation
    /// stack and the controllers that presented it, each asked
    /// `canPerformUnwindSegueAction(_:from:sender:)`. Then, in UIKit's order, the source
    /// prepares with the trigger as sender (the Save button a form checks for), the
    /// destination's action runs with the segue, and everything above the destination goes
    /// away: the presentations over it are dismissed and its navigation stack pops back to it.
    static func unwind(_ segue: UIStoryboardSegue, sender: Any? = nil) {
        guard let name = segue.unwindActionName else { return }
        let candidates = unwindCandidates(from: segue.source)
        // The action's selector, from whichever controller declares it; each candidate then
        // says whether it takes it.
        let declared = candidates.lazy.compactMap { InterfaceBuilderKeys.tables(for: $0).action(name) }.first
        guard let action = declared,
              let destination = candidates.first(where: { $0.canPerformUnwindSegueAction(action, from: segue.source, sender: sender) }) else {
            Diagnostics.warn("the unwind segue \(describe(segue)) found no controller implementing \(MessageText.quoted(name)) (declared in an InterfaceBuilderKeyed table) above its source",
                             once: "segue.unwind.\(name)")
            return
        }
        let made = UIStoryboardSegue(identifier: segue.identifier, source: segue.source, destination: destination)
        made.kind = .unwind
        made.unwindActionName = name
        segue.source.prepare(for: made, sender: sender)
        _ = action.perform(on: destination, sender: made)
        if destination.presentedViewController != nil {
            destination.dismiss(animated: true)
        } else if let navigation = destination.navigationController,
                  let inStack = sequence(first: destination, next: { $0.parent }).first(where: { $0.parent === navigation }),
                  navigation.topViewController !== inStack {
            navigation.popToViewController(inStack, animated: true)
        }
    }

    /// The controllers an unwind searches, nearest first, each once.
    private static func unwindCandidates(from source: UIViewController) -> [UIViewController] {
        var found: [UIViewController] = []
        var seen: Set<ObjectIdentifier> = []
        func add(_ controller: UIViewController) {
            if seen.insert(ObjectIdentifier(controller)).inserted { found.append(controller) }
        }
        var current: UIViewController? = source
        while let controller = current {
            add(controller)
            if let navigation = controller as? UINavigationController {
                for below in navigation.viewControllers.reversed() { add(below) }
            }
            current = controller.parent ?? controller.presentingViewController
        }
        return found
    }

    /// Sets the destination's presentation and transition styles from the storyboard's names.
    private static func applyStyles(of segue: UIStoryboardSegue) {
        let styles: [String: UIModalPresentationStyle] = [
            "fullScreen": .fullScreen, "pageSheet": .pageSheet, "formSheet": .formSheet, "currentContext": .currentContext,
            "custom": .custom, "overFullScreen": .overFullScreen, "overCurrentContext": .overCurrentContext,
            "popover": .popover, "none": .none, "automatic": .automatic,
        ]
        let transitions: [String: UIModalTransitionStyle] = [
            "coverVertical": .coverVertical, "flipHorizontal": .flipHorizontal, "crossDissolve": .crossDissolve,
        ]
        if let name = segue.presentationStyleName {
            if let style = styles[name] { segue.destination.modalPresentationStyle = style }
            else { Diagnostics.warn("the segue \(describe(segue)) names the presentation style \(MessageText.quoted(name)), which is not known; the destination's own is used", once: "segue.style.\(name)") }
        }
        if let name = segue.transitionStyleName {
            if let style = transitions[name] { segue.destination.modalTransitionStyle = style }
            else { Diagnostics.warn("the segue \(describe(segue)) names the transition style \(MessageText.quoted(name)), which is not known; the destination's own is used", once: "segue.transition.\(name)") }
        }
    }

    static func describe(_ segue: UIStoryboardSegue) -> String {
        "\"\(MessageText.quoted(segue.identifier ?? "(no identifier)"))\" from \(type(of: segue.source)) to \(type(of: segue.destination))"
    }
}
