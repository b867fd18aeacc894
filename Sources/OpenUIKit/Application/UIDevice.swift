import Foundation

/// The device the app runs on, as UIKit apps ask about it.
///
/// A Linux tablet or desktop window is treated as an iPad (the idiom UIKit derives window
/// size classes from), running the iOS whose behaviour OpenUIKit follows: apps that branch on
/// the idiom or the system version take the iPad path.
@preconcurrency @MainActor
open class UIDevice: NSObject {
    /// The device the app runs on.
    open class var current: UIDevice { UIDevice.shared }
    private static let shared = UIDevice()

    /// The kind of interface: `.pad`, like the window's traits.
    open var userInterfaceIdiom: UIUserInterfaceIdiom { .pad }

    /// The operating system's name, as an iPad reports it.
    open var systemName: String { "iPadOS" }

    /// The version of iOS whose behaviour OpenUIKit follows.
    open var systemVersion: String { "17.0" }

    /// The model, as an iPad reports it.
    open var model: String { "iPad" }

    /// The model as it is localized; the same.
    open var localizedModel: String { model }

    /// The device's name. Since iOS 16 an app without a special entitlement gets the model's
    /// generic name, not the one the user chose; so does one here (the host name is never
    /// given out).
    open var name: String { model }
}
