import Foundation

/// A rectangle that takes part in Auto Layout without being a view: it draws nothing, takes
/// no touches and costs no layer. Use it for spacing, or to group views for alignment.
/// `layoutMarginsGuide` and `safeAreaLayoutGuide` are guides the system keeps in place.
@preconcurrency @MainActor
open class UILayoutGuide: NSObject, LayoutItem {
    /// The view the guide belongs to; set by `UIView.addLayoutGuide(_:)`.
    public internal(set) weak var owningView: UIView? {
        didSet { owningViewForDescription = owningView }
    }
    /// A name shown in logs.
    nonisolated(unsafe) open var identifier = ""

    /// Where the guide is, in the owning view's coordinates, after the last layout pass.
    open var layoutFrame: CGRect {
        switch systemRole {
        case .margins: return owningView.map { $0.bounds.inset(by: $0.layoutMargins) } ?? .zero
        case .safeArea: return owningView.map { $0.bounds.inset(by: $0.safeAreaInsets) } ?? .zero
        case .viewport: return owningView?.bounds ?? .zero
        case .contentArea: return CGRect(origin: .zero, size: preferredSize)
        case nil: return solvedFrame
        }
    }

    /// What the system keeps this guide to, if it is one of a view's own guides: its margins,
    /// its safe area, or, for a scroll view, its content area or its frame as seen from the
    /// content (the viewport).
    enum SystemRole { case margins, safeArea, contentArea, viewport }
    /// The size a content-area guide keeps when no constraint decides it (the scroll view's
    /// `contentSize`).
    var preferredSize = CGSize.zero {
        didSet {
            guard preferredSize != oldValue, let owningView else { return }
            LayoutEngine.existing(for: owningView)?.itemDidChange(self)
        }
    }
    /// Told each solved frame that differs from the last (a scroll view's content area).
    var solvedFrameDidChange: (@MainActor (CGRect) -> Void)?
    let systemRole: SystemRole?
    /// The frame the engine solved for a guide of the app's own.
    var solvedFrame = CGRect.zero {
        didSet {
            describedFrame = solvedFrame
            if solvedFrame != oldValue { solvedFrameDidChange?(solvedFrame) }
        }
    }
    /// What `description` shows, readable from any isolation.
    nonisolated(unsafe) private var describedFrame = CGRect.zero
    nonisolated(unsafe) private weak var owningViewForDescription: UIView?
    private var variables: LayoutFrameVariables?

    public override init() {
        systemRole = nil
        super.init()
    }

    init(systemRole: SystemRole, owningView: UIView, identifier: String) {
        self.systemRole = systemRole
        self.owningView = owningView
        self.identifier = identifier
        super.init()
    }

    /// The guide's leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The guide's trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The guide's left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The guide's right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The guide's horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The guide's top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The guide's bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The guide's vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The guide's width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The guide's height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }

    // MARK: LayoutItem

    var layoutVariables: LayoutFrameVariables {
        if let variables { return variables }
        let made = LayoutFrameVariables(name: LayoutDescription.name(of: self))
        variables = made
        return made
    }

    var layoutParent: UIView? { owningView }
    var layoutContainerView: UIView? { owningView }

    /// Readable from any isolation; the frame is the one last solved or kept.
    open override var description: String {
        "<UILayoutGuide: \(LayoutDescription.address(of: self)) - \"\(identifier)\", layoutFrame = \(describedFrame), owningView = \(owningViewForDescription.map { LayoutDescription.name(of: $0) } ?? "nil")>"
    }
}
