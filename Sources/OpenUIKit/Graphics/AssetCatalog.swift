import Foundation
import Synchronization

/// Where `UIImage(named:)` finds images, and which scale it prefers.
///
/// The app's asset catalogs (`Assets.xcassets`, found by the rule in `AppResources`; a
/// bundle's own for `UIImage(named:in:compatibleWith:)`) are searched first, with the name
/// exactly as the catalog spells it (`Group/Name` in a namespacing group); then loose files:
///
/// An image named `K♥` is the file `K♥.png` (1 pixel per point), `K♥@2x.png` or `K♥@3x.png`,
/// in the first folder of `searchPaths` that holds any of them. Every variant in that folder is
/// kept, so drawing can pick the sharp one for the destination. A trailing `.png` in the name
/// is ignored.
///
/// `UIImage(named:in:compatibleWith:)` with a bundle other than `Bundle.main` searches that
/// bundle's resource folder first (a SwiftPM target's `Bundle.module`, say). Then folders are
/// searched in this order, which is also where the main bundle's images are:
/// 1. `explicitSearchPaths`, set by the app;
/// 2. the colon-separated folders of the `OPENUIKIT_ASSETS` environment variable;
/// 3. an `assets` folder beside the running executable;
/// 4. the package's own top-level `assets` folder, located from this source file at build
///    time, so `swift run` finds the images without bundled resources. A binary copied to
///    another machine does not have it; ship an `assets` folder beside it instead.
///
/// A name written with an emoji presentation selector (`"J♠️"`: U+FE0F after the suit, as
/// emoji keyboards and some editors type it) or a text one (U+FE0E) finds the same image as
/// the bare name: the selectors are dropped before looking.
///
/// A name that no folder holds gives nil silently, as on iOS; set
/// `OPENUIKIT_LOG_MISSING_IMAGES=1` to have each missing name reported once. A file that
/// exists but cannot be used (corrupt, truncated, huge) is always reported: that is bad
/// input, not a miss.
///
/// Looking an image up is cached, misses included, so a `draw(_:)` that asks for the same
/// name every frame touches the file system once. The cache is dropped when the search path
/// (explicit or from the environment) or the preferred scale changes, and by
/// `removeCachedImages()`. Everything here is safe to use from any thread.
public enum AssetCatalog {
    /// The environment variable listing extra asset folders, colon-separated.
    public static let environmentVariable = "OPENUIKIT_ASSETS"
    /// The environment variable that, set to 1, reports each image name found nowhere.
    public static let logMissingImagesEnvironmentVariable = "OPENUIKIT_LOG_MISSING_IMAGES"

    private struct CachedLookup {
        /// The search path the lookup used; a different path makes it stale.
        var searchPaths: [URL]
        var image: NamedImage?
    }

    /// One lookup: the same name wanted at another scale describes itself by another variant,
    /// in dark mode by a catalog's dark variant, and in another bundle by that bundle's image.
    private struct LookupKey: Hashable {
        var name: String
        var scale: CGFloat
        var dark: Bool
        var bundlePath: String?
    }

    private struct State {
        var explicitSearchPaths: [URL] = []
        var usesDefaultSearchPaths = true
        var preferredScale: CGFloat = 1
        var cache: [LookupKey: CachedLookup] = [:]
    }

    private static let state = Mutex(State())

    /// Folders searched before all others; empty by default.
    public static var explicitSearchPaths: [URL] {
        get { state.withLock { $0.explicitSearchPaths } }
        set {
            state.withLock {
                $0.explicitSearchPaths = newValue
                $0.cache.removeAll()
            }
        }
    }

    /// The display scale (pixels per point) that named images describe themselves at: their
    /// `scale` and `size` are those of the variant best for this scale. Drawing still picks
    /// the variant for the actual destination. 1 by default; `UIApplicationMain` sets it to
    /// its window's scale, and again when the desktop's scale changes. Values that are not
    /// finite and positive are refused with a warning.
    ///
    /// `UIGraphicsImageRendererFormat.preferred()` uses it too.
    public static var preferredScale: CGFloat {
        get { state.withLock { $0.preferredScale } }
        set {
            guard newValue.isFinite, newValue > 0 else {
                Diagnostics.warn("AssetCatalog.preferredScale = \(newValue) was ignored: it must be finite and positive")
                return
            }
            state.withLock {
                if $0.preferredScale != newValue { $0.cache.removeAll() }
                $0.preferredScale = newValue
            }
        }
    }

    /// Whether the folders after the explicit ones (`OPENUIKIT_ASSETS`, `assets` beside the
    /// executable, the package's `assets`) are searched; true by default. An app that ships
    /// its images elsewhere, or a test that needs an image to be missing, turns it off.
    public static var usesDefaultSearchPaths: Bool {
        get { state.withLock { $0.usesDefaultSearchPaths } }
        set {
            state.withLock {
                if $0.usesDefaultSearchPaths != newValue { $0.cache.removeAll() }
                $0.usesDefaultSearchPaths = newValue
            }
        }
    }

    /// Every folder searched, in order (see the type's documentation).
    public static var searchPaths: [URL] {
        guard usesDefaultSearchPaths else { return explicitSearchPaths }
        return searchPaths(
            explicit: explicitSearchPaths,
            // getenv rather than ProcessInfo's dictionary: this runs on every lookup.
            environmentValue: getenv(environmentVariable).map { String(cString: $0) },
            executableAssets: executableAssetsDirectory,
            packageAssets: packageAssetsDirectory)
    }

    /// Forgets every cached lookup and decoded image, so files changed on disk are read again
    /// by the next `UIImage(named:)`. Images already created keep their pixels.
    public static func removeCachedImages() {
        state.withLock { $0.cache.removeAll() }
    }

    /// The search order, from its parts.
    package static func searchPaths(explicit: [URL], environmentValue: String?, executableAssets: URL?, packageAssets: URL?) -> [URL] {
        let fromEnvironment = (environmentValue ?? "")
            .split(separator: ":", omittingEmptySubsequences: true)
            .map { URL(fileURLWithPath: String($0), isDirectory: true) }
        return explicit + fromEnvironment + [executableAssets, packageAssets].compactMap { $0 }
    }

    /// `assets` beside the running executable, if that folder exists.
    private static let executableAssetsDirectory: URL? = {
        guard let executable = Bundle.main.executableURL else { return nil }
        return existingDirectory(executable.resolvingSymlinksInPath().deletingLastPathComponent().appendingPathComponent("assets"))
    }()

    /// The package's `assets`, four levels above this file (Sources/OpenUIKit/Graphics/…), if
    /// it exists on this machine.
    private static let packageAssetsDirectory: URL? = {
        var root = URL(fileURLWithPath: #filePath)
        for _ in 0..<4 { root.deleteLastPathComponent() }
        return existingDirectory(root.appendingPathComponent("assets"))
    }()

    private static func existingDirectory(_ url: URL) -> URL? {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue ? url : nil
    }

    // MARK: Lookup

    /// The variants of an image found on disk, with the preferred one already decoded.
    struct NamedImage: Sendable {
        /// Ascending by scale.
        var representations: [ImageRepresentation]
        var primary: ImageRepresentation
        var primarySurface: CairoSurface
        /// How tinting views draw it: a catalog's "Render As", else automatic.
        var renderingMode = UIImage.RenderingMode.automatic
        /// The vector kept for drawing at other sizes ("Preserve Vector Data"); nil for
        /// bitmaps only.
        var preservedVector: VectorImageSource?
        /// The name of the catalog image set it came from, which its `UIImageAsset` stands
        /// for; nil for loose files.
        var catalogSetName: String?
    }

    /// The image called `name`, from the cache or the search path (after `bundle`'s resource
    /// folder, unless it is the main bundle), described at `scale` (nil: `preferredScale`).
    /// Nil if there is none (reported only when asked to, see the type's documentation) or
    /// no variant of it can be decoded (reported).
    static func image(named name: String, in bundle: Bundle? = nil, scale: CGFloat? = nil, dark: Bool = false) -> NamedImage? {
        var paths = searchPaths
        if let folder = resourceFolder(of: bundle) { paths.insert(folder, at: 0) }
        let wantedScale = scale.flatMap { $0.isFinite && $0 > 0 ? $0 : nil } ?? preferredScale
        let key = LookupKey(name: name, scale: wantedScale, dark: dark, bundlePath: bundle?.bundlePath)
        if let cached = cachedImage(key, paths: paths) { return cached }
        let image: NamedImage?
        if case let (set, setName)? = catalogImageSet(named: name, in: bundle) {
            let files = set.files(dark: dark)
            var made = makeImage(files: files, preferredScale: wantedScale)
            made?.renderingMode = set.renderingMode
            made?.catalogSetName = setName
            if set.preservesVectorRepresentation {
                // The vector the bitmaps are drawn from (the sharpest scale's, if slots differ).
                let vector = made?.representations.reversed().lazy.compactMap(\.vector).first
                made?.preservedVector = vector
            }
            image = made
        } else if let baseName = validatedBaseName(withoutPresentationSelectors(name)) {
            // Loose files are keyed by the base name too, so "x", "x.png" and "x\u{FE0F}" share
            // one lookup and one decoded image.
            var looseKey = key
            looseKey.name = "\u{0}loose:" + baseName
            if let cached = cachedImage(looseKey, paths: paths) {
                image = cached
            } else {
                image = lookUp(baseName, in: paths, preferredScale: wantedScale)
                state.withLock { $0.cache[looseKey] = CachedLookup(searchPaths: paths, image: image) }
            }
        } else {
            Diagnostics.warn("UIImage(named: \"\(name)\") is not a usable image name", once: "UIImage.named.invalid.\(name)")
            image = nil
        }
        state.withLock { $0.cache[key] = CachedLookup(searchPaths: paths, image: image) }
        return image
    }

    /// The cached lookup for `key` made with `paths`: nil when there is none or it is stale;
    /// `.some(nil)` for a cached miss.
    private static func cachedImage(_ key: LookupKey, paths: [URL]) -> NamedImage?? {
        guard let cached = state.withLock({ $0.cache[key] }), cached.searchPaths == paths else { return nil }
        return .some(cached.image)
    }

    /// The image set called `name` in the first of the app's (or `bundle`'s) catalogs that
    /// has it (the name as written, then without presentation selectors), with the name that
    /// found it.
    private static func catalogImageSet(named name: String, in bundle: Bundle?) -> (AssetImageSet, String)? {
        let bare = withoutPresentationSelectors(name)
        for catalog in AppResources.catalogs(for: bundle) {
            if let set = catalog.imageSet(named: name) { return (set, name) }
            if bare != name, let set = catalog.imageSet(named: bare) { return (set, bare) }
        }
        return nil
    }

    /// `name` without emoji (U+FE0F) and text (U+FE0E) presentation selectors: they choose
    /// how a character is drawn, not which character it is, and no asset file carries them.
    package static func withoutPresentationSelectors(_ name: String) -> String {
        guard name.unicodeScalars.contains(where: isPresentationSelector) else { return name }
        var scalars = String.UnicodeScalarView()
        scalars.append(contentsOf: name.unicodeScalars.filter { !isPresentationSelector($0) })
        return String(scalars)
    }

    private static func isPresentationSelector(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\u{FE0E}" || scalar == "\u{FE0F}"
    }

    /// The folder of `bundle`'s resources, searched before the others; nil for the main
    /// bundle, whose images are the ones the search path finds, and for none.
    private static func resourceFolder(of bundle: Bundle?) -> URL? {
        guard let bundle, bundle !== Bundle.main, bundle.bundleURL != Bundle.main.bundleURL,
              let path = bundle.resourcePath else { return nil }
        return URL(fileURLWithPath: path, isDirectory: true)
    }

    private static func lookUp(_ baseName: String, in paths: [URL], preferredScale: CGFloat) -> NamedImage? {
        guard let files = variantFiles(named: baseName, in: paths) else {
            // getenv rather than ProcessInfo's dictionary, read per miss, so a test (or a
            // debugger) can turn the log on while the app runs.
            if let flag = getenv(logMissingImagesEnvironmentVariable), String(cString: flag) == "1" {
                let folders = paths.isEmpty ? "no asset folders" : paths.map(\.path).joined(separator: ", ")
                Diagnostics.warn("UIImage(named: \"\(baseName)\") found no \(baseName).png, \(baseName)@2x.png or \(baseName)@3x.png in \(folders)",
                                 once: "UIImage.named.missing.\(baseName)")
            }
            return nil
        }
        return makeImage(files: files.map { AssetImageSet.File(path: $0.path, scale: $0.scale, isVector: false) }, preferredScale: preferredScale)
    }

    /// The image over `files` (ascending by scale), described by the one best for
    /// `preferredScale` that can be decoded; nil if none can. A vector file serving several
    /// scales is read once.
    private static func makeImage(files: [AssetImageSet.File], preferredScale: CGFloat) -> NamedImage? {
        var vectors: [String: VectorImageSource] = [:]
        let representations = files.map { file in
            guard file.isVector else { return ImageRepresentation(filePath: file.path, scale: file.scale) }
            let vector = vectors[file.path] ?? VectorImageSource(path: file.path)
            vectors[file.path] = vector
            return ImageRepresentation(vector: vector, scale: file.scale)
        }
        let scales = representations.map(\.scale)
        let best = ImageRepresentation.bestIndex(scales: scales, pixelsPerPoint: preferredScale)
        // If the preferred file is damaged, describe the image by the next closest one.
        let attempts = [best] + representations.indices.filter { $0 != best }
            .sorted { abs(scales[$0] - scales[best]) < abs(scales[$1] - scales[best]) }
        for index in attempts {
            if let surface = representations[index].surface {
                return NamedImage(representations: representations, primary: representations[index], primarySurface: surface)
            }
        }
        return nil
    }

    /// The name without a `.png` extension; nil for names that could escape the folder or
    /// cannot be file names.
    private static func validatedBaseName(_ name: String) -> String? {
        var base = name
        if base.lowercased().hasSuffix(".png") { base.removeLast(4) }
        let components = base.split(separator: "/", omittingEmptySubsequences: false)
        guard !base.isEmpty, !base.contains("\0"), !base.hasPrefix("/"),
              !components.contains(where: { $0.isEmpty || $0 == ".." || $0 == "." })
        else { return nil }
        return base
    }

    /// The variant files of `baseName` in the first folder holding any, ascending by scale.
    package static func variantFiles(named baseName: String, in paths: [URL]) -> [(path: String, scale: CGFloat)]? {
        // File names are bytes: try both Unicode normal forms, since a name typed in source and
        // one written by another tool may compose accents differently.
        var spellings = [baseName]
        for form in [baseName.precomposedStringWithCanonicalMapping, baseName.decomposedStringWithCanonicalMapping]
        where !spellings.contains(where: { Array($0.utf8) == Array(form.utf8) }) {
            spellings.append(form)
        }
        for folder in paths {
            var found: [(path: String, scale: CGFloat)] = []
            for suffix in ["", "@2x", "@3x"] {
                for spelling in spellings {
                    let path = folder.appendingPathComponent(spelling + suffix + ".png").path
                    // A directory or unreadable file with an image's name counts as found and is
                    // reported when decoded, rather than silently skipped.
                    if FileManager.default.fileExists(atPath: path) {
                        found.append((path, UIImage.scale(fromFileName: path)))
                        break
                    }
                }
            }
            if !found.isEmpty { return found.sorted { $0.scale < $1.scale } }
        }
        return nil
    }
}
