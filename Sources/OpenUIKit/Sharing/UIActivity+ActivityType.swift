import Foundation

extension UIActivity {
    /// Where an activity is listed in the sheet.
    public enum Category: Int, Sendable {
        /// Actions on the items (copy, save), listed as rows.
        case action = 0
        /// Services that send the items somewhere.
        case share = 1
    }

    /// An activity's identity: a reverse-DNS string. UIKit's own are named here with UIKit's
    /// strings, so code that excludes or compares them reads as on iOS; the services with no
    /// desktop counterpart are never offered.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String

        /// The type named `rawValue`.
        public init(rawValue: String) {
            self.rawValue = rawValue
        }

        /// The type named `rawValue`.
        public init(_ rawValue: String) {
            self.rawValue = rawValue
        }

        /// Copies the items' text and URLs to the clipboard (offered here).
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        /// Saves the items' images to the picture library (offered here: the XDG pictures
        /// folder, which `UIImagePickerController` lists).
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        /// Posts to Facebook (not offered here).
        public static let postToFacebook = ActivityType("com.apple.UIKit.activity.PostToFacebook")
        /// Posts to Twitter (not offered here).
        public static let postToTwitter = ActivityType("com.apple.UIKit.activity.PostToTwitter")
        /// Posts to Weibo (not offered here).
        public static let postToWeibo = ActivityType("com.apple.UIKit.activity.PostToWeibo")
        /// Sends a message (not offered here).
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        /// Sends mail (not offered here).
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        /// Prints (not offered here).
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        /// Assigns an image to a contact (not offered here).
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
        /// Adds a URL to the reading list (not offered here).
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        /// Posts to Flickr (not offered here).
        public static let postToFlickr = ActivityType("com.apple.UIKit.activity.PostToFlickr")
        /// Posts to Vimeo (not offered here).
        public static let postToVimeo = ActivityType("com.apple.UIKit.activity.PostToVimeo")
        /// Posts to Tencent Weibo (not offered here).
        public static let postToTencentWeibo = ActivityType("com.apple.UIKit.activity.TencentWeibo")
        /// Sends by AirDrop (not offered here).
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        /// Opens in Books (not offered here).
        public static let openInIBooks = ActivityType("com.apple.UIKit.activity.OpenInIBooks")
        /// Marks up as PDF (not offered here).
        public static let markupAsPDF = ActivityType("com.apple.UIKit.activity.MarkupAsPDF")
    }
}
