import Foundation
import OpenUIKit

/// Where an installed demo app finds its images.
///
/// `scripts/install.sh` builds the apps with `-DOPENUIKIT_INSTALLED` and lays a prefix out as
/// `PREFIX/bin/PlayingCard`, `PREFIX/bin/FaceIt` and `PREFIX/share/openuikit/assets/…`. Such a
/// build looks for images in `OPENUIKIT_ASSETS` (the user's own folders, if set) and then in
/// the `share/openuikit/assets` of the prefix its executable is in, and nowhere else. The
/// default search would also find the source tree the binary was built from (its path is
/// compiled in) while that tree exists, which would hide a broken install on the machine that
/// built it.
///
/// Other builds (`swift run`, tests) keep `AssetCatalog`'s default search.
public enum InstalledLayout {
    /// The assets folder, relative to the prefix.
    public static let assetsPathInPrefix = "share/openuikit/assets"

    /// Whether this binary was built by the installer.
    public static var isInstalledBuild: Bool {
        #if OPENUIKIT_INSTALLED
        true
        #else
        false
        #endif
    }

    /// The assets folder of the prefix `executable` is installed in: the executable's folder
    /// (`bin`, symbolic links resolved) is in the prefix.
    public static func assetsFolder(forExecutable executable: URL) -> URL {
        executable.resolvingSymlinksInPath().deletingLastPathComponent().deletingLastPathComponent()
            .appendingPathComponent(assetsPathInPrefix, isDirectory: true)
    }

    /// The folders an installed app searches, in order: `OPENUIKIT_ASSETS`'s, then the
    /// prefix's.
    public static func searchPaths(forExecutable executable: URL, environmentValue: String?) -> [URL] {
        let fromEnvironment = (environmentValue ?? "").split(separator: ":").map { URL(fileURLWithPath: String($0), isDirectory: true) }
        return fromEnvironment + [assetsFolder(forExecutable: executable)]
    }

    /// In an installed build, points `UIImage(named:)` at the installed assets only; in any
    /// other build, does nothing.
    public static func configureAssetSearch() {
        guard isInstalledBuild, let executable = Bundle.main.executableURL else { return }
        AssetCatalog.usesDefaultSearchPaths = false
        AssetCatalog.explicitSearchPaths = searchPaths(
            forExecutable: executable, environmentValue: ProcessInfo.processInfo.environment[AssetCatalog.environmentVariable])
    }
}
