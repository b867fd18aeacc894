import Foundation

/// An activity item that decides what it is only once an activity is chosen: the sheet lists
/// activities by its placeholder item, and hands each chosen activity the item made for its
/// type.
@preconcurrency @MainActor
public protocol UIActivityItemSource: NSObjectProtocol {
    /// An item of the kind the real one will be (a `String`, a `URL`, a `UIImage`), for
    /// choosing which activities to list.
    func activityViewControllerPlaceholderItem(_ activityViewController: UIActivityViewController) -> Any
    /// The item for `activityType`; nil leaves the source's item out for that activity.
    func activityViewController(_ activityViewController: UIActivityViewController,
                                itemForActivityType activityType: UIActivity.ActivityType?) -> Any?
    /// A subject line for activities that take one. Empty by default.
    func activityViewController(_ activityViewController: UIActivityViewController,
                                subjectForActivityType activityType: UIActivity.ActivityType?) -> String
    /// The item's type identifier for `activityType`. Empty by default.
    func activityViewController(_ activityViewController: UIActivityViewController,
                                dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String
    /// A thumbnail of the item, for the sheet's header. nil by default.
    func activityViewController(_ activityViewController: UIActivityViewController,
                                thumbnailImageForActivityType activityType: UIActivity.ActivityType?,
                                suggestedSize size: CGSize) -> UIImage?
}

extension UIActivityItemSource {
    /// Empty by default.
    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       subjectForActivityType activityType: UIActivity.ActivityType?) -> String { "" }
    /// Empty by default.
    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       dataTypeIdentifierForActivityType activityType: UIActivity.ActivityType?) -> String { "" }
    /// nil by default.
    public func activityViewController(_ activityViewController: UIActivityViewController,
                                       thumbnailImageForActivityType activityType: UIActivity.ActivityType?,
                                       suggestedSize size: CGSize) -> UIImage? { nil }
}
