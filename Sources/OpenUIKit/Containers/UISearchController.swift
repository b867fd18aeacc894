import Foundation

/// Runs a search around a search bar: while the search is active, the results controller's
/// view (if any) covers the content being searched, and the updater hears of each change to
/// the bar's text.
///
/// **Showing the bar.** Put `searchBar` in your interface: as a navigation item's
/// `searchController` (the navigation bar shows it under its title), or as a table's
/// `tableHeaderView`.
///
/// **Activation.** Beginning to edit the bar (a tap, Tab, `becomeFirstResponder()`) or
/// setting `isActive` activates the search: the delegate's `presentSearchController(_:)`
/// (by default the system's presentation, between `willPresentSearchController(_:)` and
/// `didPresentSearchController(_:)`), the Cancel button appears, a navigation bar showing the
/// bar folds its title row away (`hidesNavigationBarDuringPresentation`), and the search's
/// view covers the presentation context below the bar: the controller (from the one showing
/// the bar up through its parents) whose `definesPresentationContext` is true, else the root
/// one. The updater hears `updateSearchResults(for:)` then, and after each change the user
/// makes. Cancel, Esc, a tap on the dimmed background or setting `isActive` to false ends the
/// search: the text is cleared, the field stops editing, and the updater hears once more,
/// between `willDismissSearchController(_:)` and `didDismissSearchController(_:)`.
///
/// Unlike UIKit, the system presentation is not a modal one: the search controller is a
/// child of the presentation context while active (its `parent`, not its
/// `presentingViewController`), and the change is not animated.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The obscured background's colour.
    static let dimmingColor = UIColor(white: 0, alpha: 0.2)

    /// A search controller whose results `searchResultsController` shows (nil: the
    /// controller being searched shows them itself, filtering its own content).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
    }

    /// A search controller without a results controller.
    public convenience override init() {
        self.init(searchResultsController: nil)
    }

    /// A search controller without a results controller.
    public convenience override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        self.init(searchResultsController: nil)
    }

    /// A search controller decoded from a storyboard: without a results controller.
    public required init?(coder: NSCoder) {
        searchResultsController = nil
        super.init(coder: coder)
        searchBar.searchController = self
    }

    // MARK: The parts

    /// The search bar, which you put in your interface.
    public let searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: 0, height: UISearchBar.standardHeight))

    /// The controller that shows the results, over the content being searched.
    public let searchResultsController: UIViewController?

    /// Told when the results need updating.
    open weak var searchResultsUpdater: (any UISearchResultsUpdating)?

    /// Told of the presentation and dismissal, and asked to present.
    open weak var delegate: (any UISearchControllerDelegate)?

    // MARK: Behaviour

    /// Whether the content being searched is dimmed (and a tap on it ends the search) while
    /// the search is active and the results controller is not shown. True by default.
    open var obscuresBackgroundDuringPresentation = true {
        didSet { updatePresentedContent() }
    }

    /// The older name of `obscuresBackgroundDuringPresentation`.
    @available(*, deprecated, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }

    /// Whether the navigation bar gets out of the way while the search is active: a bar
    /// showing the search bar folds its title row away; a bar above a search bar elsewhere
    /// hides. True by default.
    open var hidesNavigationBarDuringPresentation = true

    /// Whether the bar's Cancel button shows while the search is active. True by default.
    open var automaticallyShowsCancelButton = true

    /// Whether `showsSearchResultsController` follows the text: the results show while
    /// there is text. True by default.
    open var automaticallyShowsSearchResultsController = true

    /// Whether the results controller's view is shown while the search is active.
    open var showsSearchResultsController = false {
        didSet { if showsSearchResultsController != oldValue { updatePresentedContent() } }
    }

    // MARK: Activation

    private var active = false
    /// The controller whose view the search covers, while active.
    private weak var contextController: UIViewController?
    /// A navigation controller this search hid the bar of, to show again at the end.
    private weak var hiddenNavigationController: UINavigationController?

    /// Whether the search is active (its view over the content, its bar's Cancel button
    /// shown). Setting it activates or ends the search; activating does not begin editing
    /// the bar (call `searchBar.becomeFirstResponder()` in `didPresentSearchController(_:)`).
    open var isActive: Bool {
        get { active }
        set {
            guard newValue != active else { return }
            if newValue { activate() } else { deactivate() }
        }
    }

    private func activate() {
        guard searchBar.window != nil else {
            Diagnostics.warn("UISearchController.isActive: the search bar is not in a window; the search stays inactive")
            return
        }
        active = true
        if let delegate {
            delegate.presentSearchController(self)
        } else {
            presentAutomatically()
        }
    }

    /// The system's presentation: the delegate hears before and after, the Cancel button
    /// shows, the navigation bar gets out of the way, the view covers the presentation
    /// context, and the updater hears.
    func presentAutomatically() {
        guard active, contextController == nil, parent == nil, presentingViewController == nil else { return }
        guard let owner = searchBarOwner else {
            Diagnostics.warn("UISearchController: no view controller shows the search bar; the search is not presented")
            active = false
            return
        }
        delegate?.willPresentSearchController(self)
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(true, animated: false) }
        if hidesNavigationBarDuringPresentation {
            if let bar = searchBar.superview as? UINavigationBar {
                // The bar reads `isActive` to fold its title row.
                bar.barItemDidChange()
            } else if let navigation = owner.navigationController, !navigation.isNavigationBarHidden {
                navigation.setNavigationBarHidden(true, animated: false)
                hiddenNavigationController = navigation
            }
        }
        let context = Self.presentationContext(from: owner)
        contextController = context
        context.addChild(self)
        let host = context.view!
        if let bar = searchBar.superview as? UINavigationBar, bar.superview === host {
            host.insertSubview(view, belowSubview: bar)
        } else {
            host.addSubview(view)
        }
        didMove(toParent: context)
        if automaticallyShowsSearchResultsController { showsSearchResultsController = !(searchBar.text ?? "").isEmpty }
        layoutPresentation()
        updatePresentedContent()
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didPresentSearchController(self)
    }

    private func deactivate() {
        delegate?.willDismissSearchController(self)
        active = false
        searchBar.text = ""
        if searchBar.searchTextField.isEditing { searchBar.searchTextField.endEditingWithoutAsking() }
        if automaticallyShowsCancelButton { searchBar.setShowsCancelButton(false, animated: false) }
        if contextController != nil {
            willMove(toParent: nil)
            viewIfLoaded?.removeFromSuperview()
            removeFromParent()
            contextController = nil
        }
        (searchBar.superview as? UINavigationBar)?.barItemDidChange()
        hiddenNavigationController?.setNavigationBarHidden(false, animated: false)
        hiddenNavigationController = nil
        if automaticallyShowsSearchResultsController { showsSearchResultsController = false }
        searchResultsUpdater?.updateSearchResults(for: self)
        delegate?.didDismissSearchController(self)
    }

    /// The controller showing the search bar: the first up the bar's responder chain.
    private var searchBarOwner: UIViewController? {
        var responder = searchBar.next
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }

    /// The controller from `owner` up whose `definesPresentationContext` is true, else the
    /// root of `owner`'s tree.
    static func presentationContext(from owner: UIViewController) -> UIViewController {
        var controller: UIViewController? = owner
        while let current = controller {
            if current.definesPresentationContext { return current }
            controller = current.parent
        }
        var root = owner
        while let parent = root.parent { root = parent }
        return root
    }

    // MARK: The presented view

    open override func loadView() {
        let view = UIView()
        view.backgroundColor = nil
        view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addGestureRecognizer(UITapGestureRecognizer { [weak self] _ in self?.backgroundTapped() })
        self.view = view
    }

    /// Covers the context's view below the search bar (all of it when the bar is elsewhere).
    private func layoutPresentation() {
        guard let host = view.superview else { return }
        host.layoutIfNeeded()
        var frame = host.bounds
        if searchBar.isDescendant(of: host) {
            let barBottom = searchBar.convert(searchBar.bounds, to: host).maxY
            if barBottom > frame.minY, barBottom < frame.maxY {
                frame = CGRect(x: frame.minX, y: barBottom, width: frame.width, height: frame.maxY - barBottom)
            }
        }
        view.frame = frame
    }

    /// Shows the results controller's view or the dimmed background, as the flags say.
    private func updatePresentedContent() {
        guard active, let view = viewIfLoaded else { return }
        let showsResults = showsSearchResultsController && searchResultsController != nil
        if let results = searchResultsController {
            if results.parent !== self {
                addChild(results)
                results.view.frame = view.bounds
                results.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
                view.addSubview(results.view)
                results.didMove(toParent: self)
            }
            results.view.isHidden = !showsResults
        }
        let dims = obscuresBackgroundDuringPresentation && !showsResults
        view.backgroundColor = dims ? Self.dimmingColor : nil
        // Neither dimmed nor showing results, the view lets the content under it take touches.
        view.isUserInteractionEnabled = dims || showsResults
    }

    private func backgroundTapped() {
        guard active, obscuresBackgroundDuringPresentation, !(showsSearchResultsController && searchResultsController != nil) else { return }
        isActive = false
    }

    // MARK: What the bar reports

    /// The bar's field began editing: the search activates.
    func searchBarDidBeginEditing() {
        isActive = true
    }

    /// The user changed the bar's text: the results follow it.
    func searchBarTextDidChange() {
        guard active else { return }
        if automaticallyShowsSearchResultsController { showsSearchResultsController = !(searchBar.text ?? "").isEmpty }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The user chose another scope.
    func searchBarScopeDidChange() {
        guard active else { return }
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    /// The bar left its window or came back: while it is away (a controller pushed over the
    /// one showing it), the active search's view hides, so it does not cover the new one.
    func searchBarDidMove(toWindow window: UIWindow?) {
        guard active, contextController != nil else { return }
        viewIfLoaded?.isHidden = window == nil
        if window != nil { layoutPresentation() }
    }

    /// Cancel (or Esc) was pressed: the search ends.
    func searchBarCancelled() {
        isActive = false
    }

    /// Whether a navigation bar showing the search bar folds its title row away now.
    var collapsesNavigationBarTitle: Bool { active && hidesNavigationBarDuringPresentation }
}
