import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// The image picker as Apple's FoodTracker uses it: a meal controller presents it from the
/// photo library, is its delegate (both protocols), takes the original image and dismisses
/// it; Cancel dismisses it too.
@MainActor
@Suite(.serialized)
struct UIImagePickerControllerTests {
    final class MealViewController: UIViewController, UIImagePickerControllerDelegate, UINavigationControllerDelegate {
        var photo: UIImage?
        var photoURL: URL?
        var cancelled = 0

        func imagePickerControllerDidCancel(_ picker: UIImagePickerController) {
            cancelled += 1
            dismiss(animated: true, completion: nil)
        }

        func imagePickerController(_ picker: UIImagePickerController, didFinishPickingMediaWithInfo info: [UIImagePickerController.InfoKey: Any]) {
            guard let selectedImage = info[.originalImage] as? UIImage else { return }
            photo = selectedImage
            photoURL = info[.imageURL] as? URL
            dismiss(animated: true, completion: nil)
        }
    }

    let harness = GestureHarness(size: CGSize(width: 768, height: 1024))
    let frames: HeadlessFrameClock
    let meal = MealViewController()
    let folder: URL

    init() throws {
        harness.window.rootViewController = meal
        harness.window.makeKeyAndVisible()
        frames = HeadlessFrameClock(window: harness.window)
        folder = FileManager.default.temporaryDirectory.appendingPathComponent("picker-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        // Two photos, the wide one newer, and a file that is not an image.
        for (name, size, age) in [("tall.png", CGSize(width: 30, height: 60), 100.0), ("wide.png", CGSize(width: 80, height: 40), 10.0)] {
            let data = UIGraphicsImageRenderer(size: size).pngData { context in
                UIColor.systemOrange.setFill()
                context.fill(CGRect(origin: .zero, size: size))
            }
            let url = folder.appendingPathComponent(name)
            try data.write(to: url)
            try FileManager.default.setAttributes([.modificationDate: Date(timeIntervalSinceNow: -age)], ofItemAtPath: url.path)
        }
        try Data("not a picture".utf8).write(to: folder.appendingPathComponent("notes.txt"))
    }

    func presentPicker() throws -> (UIImagePickerController, PhotoLibraryViewController) {
        let picker = UIImagePickerController()
        picker.libraryFolder = folder
        picker.sourceType = .photoLibrary
        picker.delegate = meal
        meal.present(picker, animated: false)
        frames.advance(by: 0.1)
        let library = try #require(picker.topViewController as? PhotoLibraryViewController)
        return (picker, library)
    }

    @Test func theLibraryListsTheFoldersImagesNewestFirst() throws {
        let (picker, library) = try presentPicker()
        #expect(meal.presentedViewController === picker)
        #expect(library.listedImages.map(\.lastPathComponent) == ["wide.png", "tall.png"])
        #expect(library.collectionView.visibleCells.count == 2)
        #expect(library.navigationItem.rightBarButtonItem != nil)
        #expect(library.title == "Photos")
    }

    @Test func touchingAPhotoGivesTheDelegateTheImageAndItsFile() throws {
        let (_, library) = try presentPicker()
        let cell = try #require(library.collectionView.cellForItem(at: IndexPath(item: 1, section: 0)))
        let center = cell.convert(CGPoint(x: cell.bounds.midX, y: cell.bounds.midY), to: nil)
        var script = harness.script()
        script.tap(at: center)
        harness.send(script)
        frames.advance(by: 0.6)
        #expect(meal.photo?.size == CGSize(width: 30, height: 60))
        #expect(meal.photoURL?.lastPathComponent == "tall.png")
        #expect(meal.presentedViewController == nil, "the delegate dismissed the picker")
    }

    @Test func cancelTellsTheDelegate() throws {
        let (_, library) = try presentPicker()
        let cancel = try #require(library.navigationItem.rightBarButtonItem)
        #expect(cancel.action != nil)
        library.cancel()
        frames.advance(by: 0.6)
        #expect(meal.cancelled == 1)
        #expect(meal.presentedViewController == nil)
    }

    @Test func thereIsNoCamera() {
        #expect(UIImagePickerController.isSourceTypeAvailable(.photoLibrary))
        #expect(!UIImagePickerController.isSourceTypeAvailable(.camera))
        #expect(UIImagePickerController.availableMediaTypes(for: .photoLibrary) == ["public.image"])
        #expect(UIImagePickerController.availableMediaTypes(for: .camera) == nil)
    }
}
