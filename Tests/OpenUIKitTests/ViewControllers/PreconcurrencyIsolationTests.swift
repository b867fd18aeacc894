import Foundation
import Testing

/// UIKit's classes and delegate protocols are main-actor isolated, but their isolation came
/// after the apps written against them: an app in the Swift 5 language mode that reads a
/// controller's property from a background queue's closure (the lectures' image fetching)
/// builds, with warnings. OpenUIKit's public classes and protocols are
/// `@preconcurrency @MainActor` for the same reason; this type-checks such an app against the
/// built module, and checks that the Swift 6 mode still points the race out.
@Suite("Preconcurrency isolation")
struct PreconcurrencyIsolationTests {
    static let app = """
        import Foundation
        import OpenUIKit

        class ImageController: UIViewController, UIScrollViewDelegate {
            var imageURL: URL?
            let imageView = UIImageView()
            weak var spinner: UIActivityIndicatorView!

            func fetchImage() {
                guard let url = imageURL else { return }
                spinner.startAnimating()
                DispatchQueue.global(qos: .userInitiated).async { [weak self] in
                    let contents = try? Data(contentsOf: url)
                    if let data = contents, url == self?.imageURL {
                        DispatchQueue.main.async { self?.imageView.image = UIImage(data: data) }
                    }
                }
            }
        }

        final class Rows: NSObject, UITableViewDataSource {
            var items = ["Earth", "Saturn"]
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                UITableViewCell(style: .default, reuseIdentifier: nil)
            }
            func count() { DispatchQueue.global().async { [weak self] in _ = self?.items.count } }
        }
        """

    @Test func anAppReadingItsControllerOffTheMainQueueBuildsWithWarnings() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("preconcurrency-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("App.swift")
        try Self.app.write(to: file, atomically: true, encoding: .utf8)

        async let swift5 = Task.detached { try SelectorCompileTimeTests.typecheck([file], swiftVersion: "5") }.value
        async let swift6 = Task.detached { try SelectorCompileTimeTests.typecheck([file], swiftVersion: "6") }.value
        let (five, six) = try await (swift5, swift6)

        #expect(five.status == 0, "the Swift 5 app must build:\n\(five.output)")
        #expect(five.output.contains("main actor-isolated property 'imageURL'"), "it is warned about:\n\(five.output)")
        #expect(six.output.contains("main actor-isolated property 'imageURL'"), "Swift 6 points it out:\n\(six.output)")
    }
}
