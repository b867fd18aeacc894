import Foundation

/// Finds the OpenUIKit checkout this tool was built from, which a ported app depends on when
/// `--openuikit` is not given: the nearest folder above the running executable (in
/// `.build/debug` of the checkout) whose `Package.swift` declares the OpenUIKit package, else
/// the checkout this source file was compiled in.
enum OpenUIKitCheckout {
    /// What identifies OpenUIKit's manifest among other packages'.
    static let manifestMarker = "name: \"OpenUIKit\""

    static func find() -> String? {
        var candidates: [URL] = []
        if let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") {
            candidates.append(URL(fileURLWithPath: executable))
        }
        candidates.append(URL(fileURLWithPath: CommandLine.arguments[0]).standardizedFileURL)
        // Sources/openuikit-port/OpenUIKitCheckout.swift → the checkout.
        candidates.append(URL(fileURLWithPath: #filePath))
        for start in candidates {
            var folder = start.deletingLastPathComponent()
            while folder.path != "/" && !folder.path.isEmpty {
                if isCheckout(folder.path) { return folder.path }
                folder = folder.deletingLastPathComponent()
            }
        }
        return nil
    }

    static func isCheckout(_ path: String) -> Bool {
        guard let data = FileManager.default.contents(atPath: path + "/Package.swift") else { return false }
        return String(decoding: data, as: UTF8.self).contains(manifestMarker)
            && FileManager.default.fileExists(atPath: path + "/Sources/OpenUIKit")
    }
}
