import Foundation

/// UIKit's image picker, for the desktop: the photo library is the user's pictures folder,
/// shown as a grid of its images inside the picker's own navigation bar, with Cancel.
/// Apple's FoodTracker tutorial picks its meal photo this way:
///
/// ```swift
/// let picker = UIImagePickerController()
/// picker.sourceType = .photoLibrary
/// picker.delegate = self        // a UIImagePickerControllerDelegate & UINavigationControllerDelegate
/// present(picker, animated: true)
/// ```
///
/// The library is `XDG_PICTURES_DIR`, else `~/Pictures`: its PNG and JPEG files (not its
/// subfolders), newest first, at most `maximumLibraryImages`. Touching one tells the
/// delegate `imagePickerController(_:didFinishPickingMediaWithInfo:)` with the image
/// (`.originalImage`), its file (`.imageURL`) and `.mediaType` `public.image`; Cancel tells
/// it `imagePickerControllerDidCancel(_:)`. The delegate dismisses the picker, as in UIKit;
/// one that does not implement a method gets the default, which dismisses it.
///
/// There is no camera (`isSourceTypeAvailable(.camera)` is false; asking for it shows the
/// library, with a warning) and no editing step: `allowsEditing` is kept but no
/// `.editedImage` is given. An image that does not decode is not picked, with a warning.
@preconcurrency @MainActor
open class UIImagePickerController: UINavigationController {
    /// Where the picker's images come from.
    public enum SourceType: Int, Sendable {
        /// The photo library: the pictures folder.
        case photoLibrary = 0
        /// A camera, which the desktop picker does not have.
        case camera = 1
        /// The saved photos: the same pictures folder.
        case savedPhotosAlbum = 2
    }

    /// The keys of what a pick gives the delegate.
    public struct InfoKey: Hashable, RawRepresentable, Sendable {
        /// The key's name, UIKit's.
        public let rawValue: String
        /// The key named `rawValue`.
        public init(rawValue: String) { self.rawValue = rawValue }

        /// The picked media's type identifier (`public.image`).
        public static let mediaType = InfoKey(rawValue: "UIImagePickerControllerMediaType")
        /// The picked image, a `UIImage`.
        public static let originalImage = InfoKey(rawValue: "UIImagePickerControllerOriginalImage")
        /// An edited image; the desktop picker gives none.
        public static let editedImage = InfoKey(rawValue: "UIImagePickerControllerEditedImage")
        /// The edit's crop rectangle; not given.
        public static let cropRect = InfoKey(rawValue: "UIImagePickerControllerCropRect")
        /// A movie's file; not given (images only).
        public static let mediaURL = InfoKey(rawValue: "UIImagePickerControllerMediaURL")
        /// The asset library's URL of the item; not given.
        public static let referenceURL = InfoKey(rawValue: "UIImagePickerControllerReferenceURL")
        /// A camera photo's metadata; not given.
        public static let mediaMetadata = InfoKey(rawValue: "UIImagePickerControllerMediaMetadata")
        /// The picked image's file, a `URL`.
        public static let imageURL = InfoKey(rawValue: "UIImagePickerControllerImageURL")
    }

    /// The most images the library shows: a pictures folder of thousands would otherwise be
    /// listed and decoded cell by cell without end.
    public static let maximumLibraryImages = 500

    /// The source asked for; the library is shown for each (there is no camera).
    open var sourceType: SourceType = .photoLibrary {
        didSet {
            if sourceType == .camera {
                Diagnostics.warn("UIImagePickerController: there is no camera here; the photo library is shown instead",
                                 once: "UIImagePickerController.camera")
            }
        }
    }
    /// The media types offered; images only (`public.image`).
    open var mediaTypes: [String] = ["public.image"]
    /// Kept for UIKit code; the desktop picker has no editing step.
    open var allowsEditing = false

    /// The folder the library lists; `XDG_PICTURES_DIR`, else `~/Pictures`.
    var libraryFolder: URL = UIImagePickerController.defaultLibraryFolder()

    /// Whether `sourceType` can be shown: the library and the saved photos, not a camera.
    open class func isSourceTypeAvailable(_ sourceType: SourceType) -> Bool {
        sourceType != .camera
    }

    /// The media types `sourceType` offers: images, or nil for an unavailable source.
    open class func availableMediaTypes(for sourceType: SourceType) -> [String]? {
        isSourceTypeAvailable(sourceType) ? ["public.image"] : nil
    }

    /// A picker showing the photo library.
    public convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// A picker showing the photo library (the nib is not used).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        pushViewController(PhotoLibraryViewController(), animated: false)
    }

    /// A picker decoded from a storyboard, showing the photo library.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if viewControllers.isEmpty { pushViewController(PhotoLibraryViewController(), animated: false) }
    }

    /// With no delegate the picker goes away as soon as it shows, as UIKit's does: nothing
    /// would ever dismiss it.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        if delegate == nil, presentingViewController != nil {
            Diagnostics.warn("UIImagePickerController was shown without a delegate; it is dismissed", once: "UIImagePickerController.noDelegate")
            dismiss(animated: false)
        }
    }

    /// The delegate's picking methods, when the navigation delegate is one.
    var pickerDelegate: (any UIImagePickerControllerDelegate)? { delegate as? any UIImagePickerControllerDelegate }

    /// Tells the delegate `url`'s image was picked; an image that does not decode is not.
    func pick(_ url: URL) {
        guard let image = UIImage(contentsOfFile: url.path) else {
            Diagnostics.warn("UIImagePickerController: \(MessageText.quoted(url.lastPathComponent)) is not an image that decodes; it was not picked",
                             once: "UIImagePickerController.decode.\(url.path)")
            return
        }
        let info: [InfoKey: Any] = [.originalImage: image, .imageURL: url, .mediaType: "public.image"]
        if let pickerDelegate {
            pickerDelegate.imagePickerController(self, didFinishPickingMediaWithInfo: info)
        } else {
            dismiss(animated: true)
        }
    }

    /// Tells the delegate the pick was cancelled.
    func cancel() {
        if let pickerDelegate {
            pickerDelegate.imagePickerControllerDidCancel(self)
        } else {
            dismiss(animated: true)
        }
    }

    /// The library's images: PNG and JPEG files of `folder`, newest first.
    static func libraryImages(in folder: URL) -> [URL] {
        let keys: [URLResourceKey] = [.contentModificationDateKey, .isRegularFileKey]
        guard let files = try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: keys,
                                                                        options: [.skipsHiddenFiles]) else { return [] }
        let imageExtensions: Set<String> = ["png", "jpg", "jpeg"]
        var dated: [(url: URL, date: Date)] = []
        for url in files where imageExtensions.contains(url.pathExtension.lowercased()) {
            let date = (try? url.resourceValues(forKeys: Set(keys)))?.contentModificationDate ?? .distantPast
            dated.append((url, date))
        }
        dated.sort { first, second in
            first.date != second.date ? first.date > second.date : first.url.lastPathComponent < second.url.lastPathComponent
        }
        return dated.prefix(maximumLibraryImages).map { $0.url }
    }

    static func defaultLibraryFolder() -> URL {
        if let configured = ProcessInfo.processInfo.environment["XDG_PICTURES_DIR"], !configured.isEmpty {
            return URL(fileURLWithPath: configured, isDirectory: true)
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent("Pictures", isDirectory: true)
    }
}
