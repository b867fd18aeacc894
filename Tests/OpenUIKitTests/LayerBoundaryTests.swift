import Foundation
import Testing

/// The layering rule the architecture promises: only the X11 platform code speaks Xlib.
@Suite struct LayerBoundaryTests {
    static let sourcesRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/OpenUIKit")

    @Test func onlyPlatformX11ImportsXlib() throws {
        let files = FileManager.default.enumerator(at: Self.sourcesRoot, includingPropertiesForKeys: nil)?
            .compactMap { $0 as? URL }.filter { $0.pathExtension == "swift" } ?? []
        #expect(files.count > 20)
        var offenders: [String] = []
        for file in files where !file.path.contains("/Platform/X11/") {
            let text = try String(contentsOf: file, encoding: .utf8)
            if text.split(separator: "\n").contains(where: { $0.trimmingCharacters(in: .whitespaces) == "import CX11" }) {
                offenders.append(file.lastPathComponent)
            }
        }
        #expect(offenders.isEmpty, "Xlib imported outside Platform/X11: \(offenders)")
    }
}
