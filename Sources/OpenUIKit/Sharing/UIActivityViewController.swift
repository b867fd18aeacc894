import Foundation

/// The share sheet: the activities that can act on some items, for the user to choose one.
///
/// In a compact width it is a sheet from the bottom at its medium height (as iOS 15 shows
/// it), in a regular one a popover from its `popoverPresentationController`'s source. It
/// lists the app's own `applicationActivities` first, then the system's that the desktop
/// has: Copy (text and URLs to the clipboard) and Save Image (PNG files in the picture
/// library), less `excludedActivityTypes`. A close button, Esc, a tap outside a popover or a
/// swipe down dismisses it; `completionWithItemsHandler` then runs with no activity, not
/// completed, as in UIKit. Services with no desktop counterpart (mail, messages, AirDrop,
/// printing) are not offered.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    /// What the completion handler hears: the activity chosen (nil when dismissed without
    /// one), whether it completed, the items it returned (none here) and its error.
    public typealias CompletionWithItemsHandler = (UIActivity.ActivityType?, Bool, [Any]?, (any Error)?) -> Void

    /// Runs once the sheet is done: after the chosen activity finished, or after a dismissal
    /// without one.
    open var completionWithItemsHandler: UIActivityViewController.CompletionWithItemsHandler?

    /// System activities not to list.
    open var excludedActivityTypes: [UIActivity.ActivityType]? {
        didSet { sheetView?.activitiesDidChange() }
    }

    /// The items, as given (item sources included).
    let activityItems: [Any]
    /// The app's own activities, listed first.
    let applicationActivities: [UIActivity]
    /// The system's activities the desktop has.
    private let systemActivities: [UIActivity]
    /// The activity chosen, while it runs.
    private(set) var runningActivity: UIActivity?
    /// Whether the completion handler has run (it runs once).
    private var isFinished = false
    private var sheetView: ActivitySheetView? { viewIfLoaded as? ActivitySheetView }

    /// A sheet for `activityItems` (strings, URLs, images, attributed strings, or
    /// `UIActivityItemSource`s standing for them) offering the app's `applicationActivities`
    /// before the system's.
    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities ?? []
        self.systemActivities = [CopyActivity(), SaveImageActivity(folder: UIImagePickerController.defaultLibraryFolder())]
        super.init(nibName: nil, bundle: nil)
        // A popover, so its source can be set before presenting; in a compact width a sheet.
        modalPresentationStyle = .popover
        ownPresentationStyle = { traits in traits.horizontalSizeClass == .regular ? .popover : .pageSheet }
    }

    /// Activity view controllers are not archived: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The sheet's view: a header naming the items, the activities' rows, a close button.
    open override func loadView() {
        view = ActivitySheetView(controller: self)
    }

    /// A sheet stops at its medium height first, and may be pulled to the large one. Set as
    /// the sheet appears: the presentation controller is chosen for the presenter's width
    /// when presenting, after the view may have loaded.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let sheet = sheetPresentationController, !detentsChosen {
            detentsChosen = true
            sheet.detents = [.medium(), .large()]
        }
    }
    private var detentsChosen = false

    /// The popover's size: the rows at a popover's width.
    open override var preferredContentSize: CGSize {
        get { sheetView?.fittingSize ?? super.preferredContentSize }
        set { super.preferredContentSize = newValue }
    }

    // MARK: Items and activities

    /// Each item as activities are chosen by: an item source's placeholder, else the item.
    var placeholderItems: [Any] {
        activityItems.map { item in
            (item as? any UIActivityItemSource)?.activityViewControllerPlaceholderItem(self) ?? item
        }
    }

    /// Each item for `type`: an item source's item for it (left out when nil), else the item.
    func items(for type: UIActivity.ActivityType?) -> [Any] {
        activityItems.compactMap { item in
            guard let source = item as? any UIActivityItemSource else { return item }
            return source.activityViewController(self, itemForActivityType: type)
        }
    }

    /// The activities listed, in order: the app's, then the system's not excluded, each only
    /// when it can act on the items.
    var listedActivities: [UIActivity] {
        let excluded = Set(excludedActivityTypes ?? [])
        let placeholders = placeholderItems
        let system = systemActivities.filter { activity in activity.activityType.map { !excluded.contains($0) } ?? true }
        return (applicationActivities + system).filter { $0.canPerform(withActivityItems: placeholders) }
    }

    // MARK: Choosing

    /// The user chose `activity`: it is prepared with its items, then shows its own
    /// controller over the sheet or performs.
    func choose(_ activity: UIActivity) {
        guard runningActivity == nil, !isFinished else { return }
        runningActivity = activity
        activity.host = self
        activity.prepare(withActivityItems: items(for: activity.activityType))
        if let own = activity.activityViewController {
            present(own, animated: true)
        } else {
            activity.perform()
        }
    }

    /// The running activity finished: the sheet goes, then the completion handler runs.
    func activity(_ activity: UIActivity, didFinishCompleted completed: Bool, error: (any Error)?) {
        guard activity === runningActivity, !isFinished else { return }
        activity.host = nil
        finish(activity.activityType, completed: completed, error: error)
    }

    /// The close button, and Esc.
    func close() {
        guard runningActivity == nil else { return }
        finish(nil, completed: false, error: nil)
    }

    private func finish(_ type: UIActivity.ActivityType?, completed: Bool, error: (any Error)?) {
        isFinished = true
        let handler = completionWithItemsHandler
        guard let presenter = presentingViewController else {
            handler?(type, completed, nil, error)
            return
        }
        presenter.dismiss(animated: true) { handler?(type, completed, nil, error) }
    }

    /// Esc closes the sheet, as a keyboard user expects.
    open override var keyCommands: [UIKeyCommand]? {
        [UIKeyCommand(input: UIKeyCommand.inputEscape, modifierFlags: [], action: Selector(UIActivityViewController.escapePressed))]
    }

    func escapePressed(_ sender: UIKeyCommand) {
        close()
    }

    /// A dismissal with no activity finished (a tap outside, a swipe down, or the app's own
    /// `dismiss`) runs the completion handler with no activity, not completed.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard !isFinished, isBeingDismissed || dismissedByUser else { return }
        isFinished = true
        runningActivity?.host = nil
        completionWithItemsHandler?(nil, false, nil, nil)
    }
}
