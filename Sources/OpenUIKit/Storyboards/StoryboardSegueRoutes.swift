import Foundation

/// What each kind of storyboard segue does when performed, one function per kind.
///
/// `embed` is performed here. The others need the navigation and presentation API, which
/// other parts of the library provide: until each is wired to it, it reports once that it
/// is not performed, naming the segue.
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

    // MARK: For the integrator: wire each of these to the navigation and presentation API.

    /// `show`: `source.show(destination, sender:)` once the navigation part provides it.
    static func show(_ segue: UIStoryboardSegue) { notWired("show", segue) }
    /// `showDetail`: `source.showDetailViewController(destination, sender:)`.
    static func showDetail(_ segue: UIStoryboardSegue) { notWired("showDetail", segue) }
    /// `presentation`: `source.present(destination, animated: true)`, with the segue's
    /// presentation and transition styles.
    static func present(_ segue: UIStoryboardSegue) { notWired("presentation", segue) }
    /// `popoverPresentation`: a popover anchored where the storyboard says.
    static func presentPopover(_ segue: UIStoryboardSegue) { notWired("popoverPresentation", segue) }
    /// `relationship`: a container's children (a navigation controller's root).
    static func relationship(_ segue: UIStoryboardSegue) { notWired("relationship", segue) }
    /// `unwind`: the search for the controller implementing the unwind action.
    static func unwind(_ segue: UIStoryboardSegue) { notWired("unwind", segue) }

    private static func notWired(_ kind: String, _ segue: UIStoryboardSegue) {
        Diagnostics.warn("\(kind) segues are not performed yet; \(describe(segue)) did nothing", once: "segue.\(kind)")
    }

    static func describe(_ segue: UIStoryboardSegue) -> String {
        "\"\(MessageText.quoted(segue.identifier ?? "(no identifier)"))\" from \(type(of: segue.source)) to \(type(of: segue.destination))"
    }
}
