import Foundation

/// A container that shows a list beside its detail where the window is wide, and collapses
/// them into one navigation stack where it is narrow.
///
/// **Two interfaces.** The classic one (`UISplitViewController()`, `style` `.unspecified`):
/// `viewControllers` is [primary, secondary]. The column one of iOS 14
/// (`init(style:)` with `.doubleColumn` or `.tripleColumn`): `setViewController(_:for:)`
/// puts a controller in a column, wrapped in a navigation controller unless it is one.
///
/// **Expanded** (a regular width): the columns side by side, the primary one 320 points wide
/// unless the width properties say otherwise, with a hairline between; `displayMode` says
/// which leading columns show, beside or over the secondary one. `.automatic` tiles them
/// in a window wider than it is tall and shows the secondary alone otherwise, as an iPad
/// does in landscape and portrait; the `displayModeButtonItem` (and, with
/// `presentsWithGesture`, a swipe from the left edge) brings a hidden primary back.
///
/// **Collapsed** (a compact width): one stack in the primary navigation controller. Classic:
/// the secondary controller is pushed onto it unless the delegate's
/// `splitViewController(_:collapseSecondary:onto:)` says it dealt with it; expanding again
/// takes the pushed controllers back off (or what `separateSecondaryFrom:` returns).
/// Columns: the delegate's `topColumnForCollapsingToProposedTopColumn` picks what is on
/// top, and a `.compact` column's controller, if set, is shown instead. The split view
/// follows the window's size class as it is resized, both ways.
///
/// **Showing.** `showDetailViewController(_:sender:)` (from any controller inside) replaces
/// the secondary controller, or pushes onto the stack when collapsed.
@preconcurrency @MainActor
open class UISplitViewController: UIViewController {
    /// The primary column's width unless the width properties say otherwise, in points
    /// (an iPad's).
    public static let defaultPrimaryColumnWidth: CGFloat = 320
    /// The supplementary column's width in a three-column interface, in points.
    static let defaultSupplementaryColumnWidth: CGFloat = 320
    /// The value of the width properties that lets the system choose.
    public static let automaticDimension: CGFloat = -CGFloat(Float.greatestFiniteMagnitude)

    /// The interface: classic (`.unspecified`) or columns.
    public let style: Style

    /// A split view controller with the column interface of `style` (`.unspecified`: classic).
    public init(style: Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// A classic split view controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .unspecified
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// A classic split view controller.
    public convenience override init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// A split view controller decoded from a storyboard: classic, or with the column
    /// interface Xcode 12 and later write (`style="tripleColumn"`, or
    /// `allowDoubleColumnStyle="YES"` for two columns). Its controllers come from its
    /// relationships: `masterViewController` (the primary column), `detailViewController`
    /// (the secondary), and for columns `supplementaryViewController` and
    /// `compactViewController`.
    public required init?(coder: NSCoder) {
        style = UISplitViewController.style(decodedFrom: coder)
        super.init(coder: coder)
    }

    /// The interface a storyboard's split view controller asks for (classic when it says
    /// nothing); an unknown `style=` is reported and read as classic.
    static func style(decodedFrom coder: NSCoder) -> Style {
        if let name = coder.decodeObject(forKey: "style") as? String {
            switch name {
            case "unspecified": return .unspecified
            case "doubleColumn": return .doubleColumn
            case "tripleColumn": return .tripleColumn
            default:
                Diagnostics.warn("a storyboard's split view controller has style=\"\(MessageText.quoted(name))\", which is not unspecified, doubleColumn or tripleColumn; it is classic")
                return .unspecified
            }
        }
        return coder.decodeBool(forKey: "allowDoubleColumnStyle") ? .doubleColumn : .unspecified
    }

    // MARK: The controllers

    /// The controllers set for each column, as given (before wrapping).
    var assigned: [Column: UIViewController] = [:]
    /// The children shown in each column: for the column interface, navigation controllers
    /// wrapping what was assigned.
    var columnChildren: [Column: UIViewController] = [:]

    /// Classic: [primary, secondary] ([primary] while collapsed). Column interface: the
    /// columns' navigation controllers. Setting it (classic) replaces both controllers.
    open var viewControllers: [UIViewController] {
        get {
            if isCollapsed, style == .unspecified { return [columnChildren[.primary]].compactMap { $0 } }
            let order: [Column] = style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            return order.compactMap { columnChildren[$0] }
        }
        set {
            if newValue.count > 2 || newValue.isEmpty {
                Diagnostics.warn("UISplitViewController.viewControllers takes one or two controllers (got \(newValue.count)); the first two are used")
            }
            let columns: [Column] = style == .tripleColumn && newValue.count > 2 ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
            for (column, controller) in zip(columns, newValue) { place(controller, in: column) }
        }
    }

    /// Puts `vc` in `column` (column interface; wrapped in a navigation controller unless it
    /// is one). In the classic interface, `.primary` and `.secondary` replace
    /// `viewControllers`' entries.
    open func setViewController(_ vc: UIViewController?, for column: Column) {
        if style == .doubleColumn, column == .supplementary {
            Diagnostics.warn("UISplitViewController.setViewController(_:for: .supplementary) needs the .tripleColumn style; ignored")
            return
        }
        guard let vc else {
            removeColumn(column)
            return
        }
        place(vc, in: column)
    }

    /// The controller set for `column` (as given, not its navigation controller), or nil.
    open func viewController(for column: Column) -> UIViewController? {
        if style == .unspecified {
            switch column {
            case .primary: return columnChildren[.primary]
            case .secondary: return isCollapsed ? collapsedSecondary : columnChildren[.secondary]
            default: return nil
            }
        }
        return assigned[column]
    }

    /// Classic, collapsed: the secondary controller while it is not shown (the delegate dealt
    /// with it, or it was set while collapsed); it comes back on expanding if nothing else does.
    var collapsedSecondary: UIViewController?
    /// Collapsed: how many controllers the primary navigation controller had of its own.
    var primaryDepth = 0
    /// Collapsed: the stacks moved onto the primary navigation controller, bottom first.
    var movedStacks: [MovedStack] = []
    /// The view size the automatic display mode was last chosen for.
    var displayModeSize: CGSize?

    // MARK: Display mode

    /// The display mode asked for (`.automatic`: the system's choice).
    open var preferredDisplayMode = DisplayMode.automatic {
        didSet { if preferredDisplayMode != oldValue { setDisplayMode(resolvedPreferredDisplayMode) } }
    }

    /// How the leading columns share the width with the secondary one, asked for.
    open var preferredSplitBehavior = SplitBehavior.automatic {
        didSet { if preferredSplitBehavior != oldValue { setDisplayMode(resolvedPreferredDisplayMode) } }
    }

    /// How the leading columns share the width with the secondary one now: `.tile` unless
    /// `.overlay` was asked for (an automatic behaviour tiles; a desktop window has room).
    open var splitBehavior: SplitBehavior {
        preferredSplitBehavior == .automatic ? .tile : preferredSplitBehavior
    }

    /// The display mode now (never `.automatic`). While collapsed, the secondary column alone.
    open internal(set) var displayMode = DisplayMode.secondaryOnly

    /// Whether the interface shows one stack (the window's width is compact).
    open internal(set) var isCollapsed = false

    /// Whether a swipe from the left edge shows a hidden primary column (default true).
    open var presentsWithGesture = true {
        didSet { edgeGesture.isEnabled = presentsWithGesture }
    }

    /// An item for the secondary controller's navigation bar that shows or hides the primary
    /// column (a sidebar glyph). Hidden while collapsed.
    open private(set) lazy var displayModeButtonItem: UIBarButtonItem = {
        let item = UIBarButtonItem(image: ContainerGlyphs.sidebar, style: .plain, target: helper,
                                   action: Selector(SplitViewControllerHelper.toggleDisplayMode))
        item.isHidden = isCollapsed
        return item
    }()

    /// Told about collapsing, expanding, display modes and showing.
    open weak var delegate: (any UISplitViewControllerDelegate)?

    // MARK: Column widths

    /// The primary column's width as a part of the view's width (`automaticDimension`: 320
    /// points), kept between the minimum and maximum widths.
    open var preferredPrimaryColumnWidthFraction = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The primary column's width in points (`automaticDimension`: from the fraction);
    /// kept between the minimum and maximum widths.
    open var preferredPrimaryColumnWidth = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The narrowest the primary column may be, in points (`automaticDimension`: no limit).
    open var minimumPrimaryColumnWidth = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The widest the primary column may be, in points (`automaticDimension`: no limit
    /// but the view's width).
    open var maximumPrimaryColumnWidth = UISplitViewController.automaticDimension {
        didSet { viewIfLoaded?.setNeedsLayout() }
    }

    /// The primary column's width now, in points, from the preferences and the view's width.
    open var primaryColumnWidth: CGFloat {
        let total = viewIfLoaded?.bounds.width ?? 0
        var width = Self.defaultPrimaryColumnWidth
        if preferredPrimaryColumnWidth != Self.automaticDimension {
            width = preferredPrimaryColumnWidth
        } else if preferredPrimaryColumnWidthFraction != Self.automaticDimension {
            width = total * preferredPrimaryColumnWidthFraction
        }
        if maximumPrimaryColumnWidth != Self.automaticDimension { width = min(width, maximumPrimaryColumnWidth) }
        // The minimum last: when the two disagree, the column is not made narrower than asked.
        if minimumPrimaryColumnWidth != Self.automaticDimension { width = max(width, minimumPrimaryColumnWidth) }
        // Never wider than the view (before it has a width, the preference alone).
        return max(0, total > 0 ? min(width, total) : width)
    }

    // MARK: Showing columns

    /// Shows `column`: expanded, the leading columns it needs beside (or over) the secondary
    /// one; collapsed, the column's controllers on top of the stack.
    open func show(_ column: Column) {
        if isCollapsed {
            showWhileCollapsed(column)
            return
        }
        switch column {
        case .primary:
            let count = style == .tripleColumn ? 2 : 1
            setDisplayMode(leadingMode(count: count))
        case .supplementary:
            if displayMode.leadingColumns.count == 0 { setDisplayMode(leadingMode(count: 1)) }
        case .secondary, .compact:
            return
        }
    }

    /// Hides `column`: expanded, the leading columns down to it go; collapsed, the stack is
    /// popped back to the primary column.
    open func hide(_ column: Column) {
        if isCollapsed {
            if column == .secondary || column == .supplementary { hideWhileCollapsed() }
            return
        }
        switch column {
        case .primary:
            setDisplayMode(style == .tripleColumn && displayMode.leadingColumns.count == 2 ? leadingMode(count: 1) : .secondaryOnly)
        case .supplementary:
            setDisplayMode(.secondaryOnly)
        case .secondary, .compact:
            return
        }
    }

    /// Shows `vc` where `show(_:sender:)` does in a split view: the delegate may take it;
    /// else the primary column's navigation controller pushes it (or, expanded, it becomes
    /// the secondary controller when the primary is not a navigation controller).
    open override func show(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, show: vc, sender: sender) == true { return }
        if let navigation = columnChildren[.primary] as? UINavigationController {
            navigation.show(vc, sender: sender)
        } else {
            showDetailViewController(vc, sender: sender)
        }
    }

    /// Shows `vc` as the detail: the delegate may take it; else, expanded, it replaces the
    /// secondary controller; collapsed, it is pushed onto the primary navigation controller.
    open override func showDetailViewController(_ vc: UIViewController, sender: Any?) {
        if delegate?.splitViewController(self, showDetail: vc, sender: sender) == true { return }
        showDetail(vc)
    }

    // MARK: The view

    /// The hairlines between the columns.
    let separators = [UIView(), UIView()]

    /// The swipe from the left edge that shows a hidden primary column.
    lazy var edgeGesture: UIScreenEdgePanGestureRecognizer = {
        let gesture = UIScreenEdgePanGestureRecognizer()
        gesture.edges = .left
        gesture.isEnabled = presentsWithGesture
        gesture.delegate = helper
        gesture.addAction { [weak self] recognizer in
            if recognizer.state == .ended { self?.show(.primary) }
        }
        return gesture
    }()

    /// The button's target and the gesture's delegate, so the controller's shape stays UIKit's.
    lazy var helper = SplitViewControllerHelper(self)

    open override func loadView() {
        let root = SplitViewControllerView(controller: self)
        root.backgroundColor = .systemBackground
        for separator in separators {
            separator.backgroundColor = .separator
            separator.isHidden = true
            root.addSubview(separator)
        }
        root.addGestureRecognizer(edgeGesture)
        view = root
        // Collapsed or not, and which columns show, is decided when the view joins a window
        // (`prepare(for:)`): its width class and shape decide, not a guess made before.
    }
}
