import Foundation

/// The system's Save Image: the items' images are written as PNG files into the picture
/// library, the folder `UIImagePickerController` lists (`XDG_PICTURES_DIR`, else
/// `~/Pictures`), named by the moment they were saved, never over an existing file.
@MainActor
final class SaveImageActivity: UIActivity {
    /// Where the images go.
    let folder: URL
    private var images: [UIImage] = []
    /// How many images the sheet's items hold, for the title.
    private var imageCount = 1

    init(folder: URL) {
        self.folder = folder
        super.init()
    }

    override var activityType: UIActivity.ActivityType? { .saveToCameraRoll }
    override var activityTitle: String? { imageCount > 1 ? "Save \(imageCount) Images" : "Save Image" }
    override var activityImage: UIImage? { UIImage(systemName: "square.and.arrow.down") }

    override func canPerform(withActivityItems activityItems: [Any]) -> Bool {
        let count = activityItems.filter { $0 is UIImage }.count
        imageCount = Swift.max(1, count)
        return count > 0
    }

    override func prepare(withActivityItems activityItems: [Any]) {
        images = activityItems.compactMap { $0 as? UIImage }
    }

    override func perform() {
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            let stamp = Self.stampFormatter.string(from: Date())
            for image in images {
                guard let data = image.pngData() else { throw SaveImageError.notEncodable }
                try data.write(to: freeURL(named: "Image \(stamp)"), options: .withoutOverwriting)
            }
            activityDidFinish(true)
        } catch {
            Diagnostics.warn("Save Image: the image could not be saved in \(folder.path): \(error.localizedDescription)")
            host?.activity(self, didFinishCompleted: false, error: error)
        }
    }

    /// `name`.png in the folder, or `name 2`.png, `name 3`.png… when taken.
    private func freeURL(named name: String) -> URL {
        var candidate = folder.appendingPathComponent("\(name).png")
        var number = 2
        while FileManager.default.fileExists(atPath: candidate.path) {
            candidate = folder.appendingPathComponent("\(name) \(number).png")
            number += 1
        }
        return candidate
    }

    /// iOS's screenshot naming: the date, then the time with dots.
    private static let stampFormatter: DateFormatter = {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.dateFormat = "yyyy-MM-dd 'at' HH.mm.ss"
        return formatter
    }()

    /// Why an image was not saved.
    enum SaveImageError: LocalizedError {
        case notEncodable

        var errorDescription: String? { "the image has no pixels to encode as PNG" }
    }
}
