import Foundation

/// A view's Auto Layout state, made the first time anything about constraints is asked of
/// the view, so views laid out by hand carry none of it.
@MainActor
final class ViewLayoutState {
    unowned let view: UIView

    /// Whether the view's frame and autoresizing mask stand for constraints (true), or the
    /// view is placed by constraints of its own (false).
    var translatesAutoresizingMaskIntoConstraints = true
    /// Active constraints installed on this view (it is their items' nearest common ancestor).
    var constraints: [NSLayoutConstraint] = []
    /// Guides added with `addLayoutGuide(_:)`.
    var layoutGuides: [UILayoutGuide] = []
    var hugging = (horizontal: UILayoutPriority.defaultLow, vertical: UILayoutPriority.defaultLow)
    var compressionResistance = (horizontal: UILayoutPriority.defaultHigh, vertical: UILayoutPriority.defaultHigh)
    /// Margins the app set, or nil for UIKit's defaults (8 points, or the system minimum of a
    /// controller's root view).
    var directionalLayoutMargins: NSDirectionalEdgeInsets?
    var preservesSuperviewLayoutMargins = false
    var insetsLayoutMarginsFromSafeArea = true
    var needsUpdateConstraints = true
    /// The engine of the hierarchy this view is the root of, once the hierarchy uses
    /// constraints (`LayoutEngine.existing(for:)`).
    var engine: LayoutEngine?
    lazy var marginsGuide = UILayoutGuide(systemRole: .margins, owningView: view, identifier: "UIViewLayoutMarginsGuide")
    lazy var safeAreaGuide = UILayoutGuide(systemRole: .safeArea, owningView: view, identifier: "UIViewSafeAreaLayoutGuide")
    /// A scroll view's content-area guide: its edges, related to its own content, mean this.
    var contentAreaGuide: UILayoutGuide?
    /// A scroll view's frame guide, which follows its bounds origin.
    var viewportGuide: UILayoutGuide?
    /// The margins last reported by `layoutMarginsDidChange`, to report only real changes.
    var reportedMargins: UIEdgeInsets?
    var reportedSafeArea: UIEdgeInsets?
    private var variables: LayoutFrameVariables?

    init(view: UIView) {
        self.view = view
    }

    /// The view's unknowns; the name (for messages) is worked out only when they are made.
    func variables(named name: @autoclosure () -> String) -> LayoutFrameVariables {
        if let variables { return variables }
        let made = LayoutFrameVariables(name: name())
        variables = made
        return made
    }

    // MARK: Installing constraints

    func install(_ constraint: NSLayoutConstraint) {
        constraint.container = view
        constraints.append(constraint)
        LayoutEngine.engine(for: view).setNeedsRebuild()
        view.setNeedsLayout()
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        guard let index = constraints.firstIndex(where: { $0 === constraint }) else { return }
        constraints.remove(at: index)
        constraint.container = nil
        LayoutEngine.existing(for: view)?.constraintWasRemoved(constraint)
        view.setNeedsLayout()
    }

    /// An active constraint's constant or priority changed: only that one is re-solved.
    func constraintDidChange(_ constraint: NSLayoutConstraint) {
        LayoutEngine.existing(for: view)?.constraintDidChange(constraint)
    }
}
