import DemoSupport
import FaceItKit
import Foundation
import OpenUIKit
import PlayingCardKit
import Testing
import TestSupport

/// `scripts/install.sh` for real, into temporary prefixes: what it installs, that the desktop
/// entries validate and the installed apps run from their installed assets only, that a
/// second install changes nothing and `--uninstall` leaves the prefix as it found it, and
/// that bad prefixes are refused before anything is written.
///
/// The install needs a release build of both apps. It lives in `.build/install` and is
/// reused between runs (`scripts/test.sh` makes it before the tests with `--build-only`), so
/// an install with the build ready takes a few seconds; the first ever takes minutes.
@Suite("scripts/install.sh", .serialized)
struct InstallTests {
    struct ScriptResult {
        var status: Int32?
        var output: [String]
        var errors: [String]
        var transcript: String
    }

    /// A cold release build of both apps takes minutes on a small machine; one already made
    /// takes seconds.
    static let installTimeout: Duration = .seconds(1800)

    static func script(_ arguments: [String], timeout: Duration = installTimeout,
                       environment: [String: String] = [:]) async throws -> ScriptResult {
        let child = try ChildProcess(executable: Repository.installScript, arguments: arguments, environment: environment)
        let status = await child.waitForExit(timeout: timeout)
        if status == nil { child.terminate() }
        return ScriptResult(status: status, output: child.standardOutputLines, errors: child.standardErrorLines,
                            transcript: child.transcript)
    }

    /// Every entry under `root`, sorted: folders, files with their size and a hash of their
    /// bytes, symbolic links with their target.
    static func listing(of root: URL) throws -> [String] {
        let files = FileManager.default
        guard let paths = files.enumerator(atPath: root.path)?.allObjects as? [String] else { return [] }
        return try paths.sorted().map { path in
            let url = root.appendingPathComponent(path)
            let type = try files.attributesOfItem(atPath: url.path)[.type] as? FileAttributeType
            switch type {
            case .typeDirectory?: return "dir \(path)"
            case .typeSymbolicLink?: return "link \(path) -> \(try files.destinationOfSymbolicLink(atPath: url.path))"
            default:
                let data = try Data(contentsOf: url)
                // FNV-1a: enough to see a changed file.
                let hash = data.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 }
                return "file \(path) \(data.count) \(String(hash, radix: 16))"
            }
        }
    }

    static func executable(named name: String) throws -> URL {
        for folder in (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(folder)).appendingPathComponent(name)
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        throw LiveTestError("\(name) is not on PATH; run scripts/setup.sh --test")
    }

    static func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    /// What the apps need from the environment to run headless and find images only where
    /// installed: no display, no extra asset folders, no scale from the caller.
    static let headless: Set<String> = ["DISPLAY", AssetCatalog.environmentVariable, "OPENUIKIT_SCALE"]

    // MARK: The whole round trip

    @Test func installValidateRunReinstallUninstall() async throws {
        let folder = try TemporaryFolder("install")
        defer { folder.remove() }
        // A space in the path: the desktop entries must quote it.
        let prefix = folder.url.appendingPathComponent("my prefix")
        // Someone else's files, in folders the install shares with them.
        try Self.write("#!/bin/sh\n", to: prefix.appendingPathComponent("bin/other-tool"))
        try Self.write("[Desktop Entry]\nType=Application\nName=Other\nExec=other-tool\n",
                       to: prefix.appendingPathComponent("share/applications/other.desktop"))
        try Self.write("not really a png", to: prefix.appendingPathComponent("share/icons/hicolor/48x48/apps/other.png"))
        let before = try Self.listing(of: folder.url)

        let started = ContinuousClock.now
        let first = try await Self.script(["--prefix", prefix.path])
        let installTime = ContinuousClock.now - started
        try #require(first.status == 0, "\(first.transcript)")
        #expect(first.output.contains("install: installed PlayingCard FaceIt in \(prefix.path)"), "\(first.transcript)")
        let installed = try Self.listing(of: folder.url)

        // The manifest: every file it names is there, the folders that were there before
        // are not claimed, and no line twice.
        let manifestURL = prefix.appendingPathComponent("share/openuikit/install-manifest")
        let manifest = try String(contentsOf: manifestURL, encoding: .utf8).split(separator: "\n").filter { !$0.hasPrefix("#") }
        #expect(Set(manifest).count == manifest.count, "no duplicates")
        for line in manifest where line.hasPrefix("file ") {
            #expect(FileManager.default.fileExists(atPath: prefix.appendingPathComponent(String(line.dropFirst(5))).path), "\(line)")
        }
        for shared in ["dir .", "dir bin", "dir share", "dir share/applications", "dir share/icons/hicolor/48x48/apps"] {
            #expect(!manifest.contains(Substring(shared)), "\(shared) was there before")
        }
        for created in ["dir share/openuikit/assets", "dir share/icons/hicolor/scalable/apps", "dir share/icons/hicolor/256x256"] {
            #expect(manifest.contains(Substring(created)), "\(created)")
        }

        try await checkDesktopEntries(in: prefix)
        try checkIcons(in: prefix)
        try await checkInstalledAppsRunFromTheirOwnAssets(prefix: prefix, work: folder.url.appendingPathComponent("work"))
        try await checkAMovedPrefixStillFindsItsAssets(prefix: prefix, work: folder.url.appendingPathComponent("work"))

        // Again: the same files, the same manifest.
        let manifestBefore = try Data(contentsOf: manifestURL)
        let second = try await Self.script(["--prefix", prefix.path])
        #expect(second.status == 0, "\(second.transcript)")
        #expect(try Data(contentsOf: manifestURL) == manifestBefore)
        #expect(try Self.listing(of: folder.url) == installed)

        let removal = try await Self.script(["--uninstall", "--prefix", prefix.path])
        #expect(removal.status == 0, "\(removal.transcript)")
        #expect(try Self.listing(of: folder.url) == before, "the prefix as it was before the install")
        let again = try await Self.script(["--uninstall", "--prefix", prefix.path])
        #expect(again.status == 0 && again.output.contains { $0.contains("nothing to uninstall") }, "\(again.transcript)")
        #expect(try Self.listing(of: folder.url) == before)

        // With the release build ready (scripts/test.sh makes it), an install is quick.
        if first.transcript.contains("Compiling") == false {
            #expect(installTime < .seconds(60), "an install with the build ready took \(installTime)")
        }
    }

    private func checkDesktopEntries(in prefix: URL) async throws {
        let validator = try Self.executable(named: "desktop-file-validate")
        for (app, id, className) in [("PlayingCard", "openuikit-playingcard", "PlayingCard"), ("FaceIt", "openuikit-faceit", "FaceIt")] {
            let url = prefix.appendingPathComponent("share/applications/\(id).desktop")
            let validation = try ChildProcess(executable: validator, arguments: [url.path])
            #expect(await validation.waitForExit() == 0, "\(validation.transcript)")
            #expect(validation.lines.isEmpty, "no errors, warnings or hints: \(validation.transcript)")

            let entry = try DesktopEntry(contentsOf: url)
            let binary = prefix.appendingPathComponent("bin/\(app)").path
            #expect(DesktopEntry.execArguments(try #require(entry["Desktop Entry", "Exec"])) == [binary])
            #expect(entry["Desktop Entry", "TryExec"] == binary)
            #expect(entry["Desktop Entry", "Icon"] == id)
            #expect(entry["Desktop Entry", "StartupWMClass"] == className)
            #expect(entry["Desktop Entry", "StartupNotify"] == "true")
            #expect(entry["Desktop Entry", "Name"] == app)
            #expect(FileManager.default.isExecutableFile(atPath: binary))
            let fullscreen = try #require(entry["Desktop Action fullscreen", "Exec"])
            #expect(DesktopEntry.execArguments(fullscreen) == [binary, "--fullscreen"])
            if app == "PlayingCard" {
                #expect(entry["Desktop Entry", "Actions"] == "table;fullscreen;")
                let table = try #require(entry["Desktop Action table", "Exec"])
                #expect(DesktopEntry.execArguments(table) == [binary, "--table", "13"])
            }
        }
    }

    private func checkIcons(in prefix: URL) throws {
        let hicolor = prefix.appendingPathComponent("share/icons/hicolor")
        for icon in [PlayingCardIcon.appIcon, FaceItIcon.appIcon] {
            for side in AppIcon.themeSides {
                let data = try Data(contentsOf: hicolor.appendingPathComponent("\(side)x\(side)/apps/\(icon.name).png"))
                #expect(pngPixelSize(data).map { [$0.width, $0.height] } == [side, side], "\(icon.name) \(side)")
            }
            let svg = try String(contentsOf: hicolor.appendingPathComponent("scalable/apps/\(icon.name).svg"), encoding: .utf8)
            #expect(svg.contains("<svg") && svg.contains("<path") && !svg.contains("<image"), "\(icon.name).svg is vector")
        }
    }

    /// The installed apps draw with the installed images, and look nowhere else: with the
    /// installed assets folder moved away the king of hearts' picture is missing, although
    /// the repository's `assets/` (and the build folders) still hold it.
    private func checkInstalledAppsRunFromTheirOwnAssets(prefix: URL, work: URL) async throws {
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        let playingCard = prefix.appendingPathComponent("bin/PlayingCard")

        // Linked without the toolchain's libraries: the apps outlive a moved toolchain.
        let ldd = try ChildProcess(executable: Self.executable(named: "ldd"), arguments: [playingCard.path])
        #expect(await ldd.waitForExit() == 0, "\(ldd.transcript)")
        #expect(!ldd.lines.contains { $0.text.contains("libswift") || $0.text.contains("libFoundation") }, "\(ldd.transcript)")

        let run = try ChildProcess(executable: playingCard, arguments: ["--card", "KH"],
                                   environment: [AssetCatalog.logMissingImagesEnvironmentVariable: "1"],
                                   removingEnvironment: Self.headless, currentDirectory: work)
        #expect(await run.waitForExit() == 0, "\(run.transcript)")
        let snapshot = work.appendingPathComponent(PlayingCardCommand.defaultSnapshotPath)
        #expect(run.standardOutputLines.contains("PlayingCard: wrote the snapshot \(snapshot.path)"), "\(run.transcript)")
        #expect(!run.standardErrorLines.contains { $0.contains("found no") }, "the K♥ picture is found: \(run.transcript)")
        let withAssets = try Data(contentsOf: snapshot)
        #expect(pngPixelSize(withAssets).map { [$0.width, $0.height] } == [400, 560])

        let assets = prefix.appendingPathComponent(InstalledLayout.assetsPathInPrefix)
        let hidden = prefix.appendingPathComponent("share/openuikit/assets-hidden")
        try FileManager.default.moveItem(at: assets, to: hidden)
        defer { try? FileManager.default.moveItem(at: hidden, to: assets) }
        let blind = try ChildProcess(executable: playingCard, arguments: ["--card", "KH", "--snapshot", "blind.png"],
                                     environment: [AssetCatalog.logMissingImagesEnvironmentVariable: "1"],
                                     removingEnvironment: Self.headless, currentDirectory: work)
        #expect(await blind.waitForExit() == 0, "\(blind.transcript)")
        let missing = blind.standardErrorLines.first { $0.contains("found no K♥.png") }
        #expect(missing?.hasSuffix(" in \(assets.path)") == true, "only the installed folder is searched: \(blind.transcript)")
        #expect(missing?.contains(Repository.root.path) == false)
        #expect(try Data(contentsOf: work.appendingPathComponent("blind.png")) != withAssets, "no picture without the assets")
        try FileManager.default.moveItem(at: hidden, to: assets)
        try? FileManager.default.removeItem(at: work.appendingPathComponent("blind.png"))

        let faceIt = try ChildProcess(executable: prefix.appendingPathComponent("bin/FaceIt"), arguments: ["--snapshot", "face.png"],
                                      removingEnvironment: Self.headless, currentDirectory: work)
        #expect(await faceIt.waitForExit() == 0, "\(faceIt.transcript)")
        #expect(pngPixelSize(try Data(contentsOf: work.appendingPathComponent("face.png"))).map { [$0.width, $0.height] } == [400, 400])
        try FileManager.default.removeItem(at: work)
    }

    /// The apps find their images from where their binary is, so a prefix moved as a whole
    /// (a copied home folder, a disk mounted elsewhere) still works.
    private func checkAMovedPrefixStillFindsItsAssets(prefix: URL, work: URL) async throws {
        let moved = prefix.deletingLastPathComponent().appendingPathComponent("moved prefix")
        try FileManager.default.moveItem(at: prefix, to: moved)
        defer { try? FileManager.default.moveItem(at: moved, to: prefix) }
        try FileManager.default.createDirectory(at: work, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: work) }
        let run = try ChildProcess(executable: moved.appendingPathComponent("bin/PlayingCard"),
                                   arguments: ["--card", "QS", "--snapshot", "moved.png"],
                                   environment: [AssetCatalog.logMissingImagesEnvironmentVariable: "1"],
                                   removingEnvironment: Self.headless, currentDirectory: work)
        #expect(await run.waitForExit() == 0, "\(run.transcript)")
        #expect(!run.standardErrorLines.contains { $0.contains("found no") }, "the Q♠ picture is found: \(run.transcript)")
        #expect(FileManager.default.fileExists(atPath: work.appendingPathComponent("moved.png").path))
    }

    /// A prefix that does not exist yet is made, and goes again with the uninstall.
    @Test func aNewPrefixIsCreatedAndRemovedWhole() async throws {
        let folder = try TemporaryFolder("install-new")
        defer { folder.remove() }
        let prefix = folder.url.appendingPathComponent("fresh")
        let install = try await Self.script(["--prefix", prefix.path])
        try #require(install.status == 0, "\(install.transcript)")
        #expect(FileManager.default.isExecutableFile(atPath: prefix.appendingPathComponent("bin/FaceIt").path))
        let removal = try await Self.script(["--uninstall", "--prefix=\(prefix.path)"])
        #expect(removal.status == 0, "\(removal.transcript)")
        #expect(try Self.listing(of: folder.url) == [])
    }

    /// Each file's inode: a file renamed over another has a new one, whatever its bytes.
    static func inodes(under root: URL) throws -> [String: UInt64] {
        guard let paths = FileManager.default.enumerator(atPath: root.path)?.allObjects as? [String] else { return [:] }
        var inodes: [String: UInt64] = [:]
        for path in paths {
            var info = stat()
            if lstat(root.appendingPathComponent(path).path, &info) == 0 { inodes[path] = UInt64(info.st_ino) }
        }
        return inodes
    }

    /// A reinstall whose copying fails part-way (a full disk; here a `cp` that fails on the
    /// first image, after the binaries and icons were copied) leaves the earlier install as
    /// it was: the same files, not one of them replaced, nothing left beside them.
    @Test func aReinstallThatFailsWhileCopyingLeavesTheEarlierInstallWhole() async throws {
        let folder = try TemporaryFolder("install-full-disk")
        defer { folder.remove() }
        let prefix = folder.url.appendingPathComponent("prefix")
        let first = try await Self.script(["--prefix", prefix.path])
        try #require(first.status == 0, "\(first.transcript)")
        let listing = try Self.listing(of: prefix)
        let inodes = try Self.inodes(under: prefix)

        let shims = folder.url.appendingPathComponent("shims")
        try FileManager.default.createDirectory(at: shims, withIntermediateDirectories: true)
        let cp = shims.appendingPathComponent("cp")
        try Self.write("""
            #!/bin/sh
            case "$*" in
                *share/openuikit/assets/*.openuikit-new*) echo "cp: error writing: No space left on device" >&2; exit 1 ;;
            esac
            exec /bin/cp "$@"

            """, to: cp)
        #expect(chmod(cp.path, 0o755) == 0)
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        let second = try await Self.script(["--prefix", prefix.path], environment: ["PATH": shims.path + ":" + path])
        #expect(second.status == 1, "\(second.transcript)")
        #expect(second.errors.contains { $0.contains("No space left on device") }, "\(second.transcript)")
        #expect(second.errors.contains { $0.contains("removed what this run had added") }, "\(second.transcript)")
        #expect(try Self.listing(of: prefix) == listing, "the same files, nothing beside them")
        #expect(try Self.inodes(under: prefix) == inodes, "not one file replaced")
    }

    // MARK: Refusals (checked before the build, so these are quick)

    /// Runs an install that must be refused: a message naming `expected`, status 1, and the
    /// folder exactly as it was.
    private func expectRefusal(prefix: URL, in folder: URL, mentioning expected: String) async throws {
        let before = try Self.listing(of: folder)
        let result = try await Self.script(["--prefix", prefix.path], timeout: .seconds(60))
        #expect(result.status == 1, "\(result.transcript)")
        #expect(result.errors.contains { $0.hasPrefix("install: ") && $0.contains(expected) }, "\(result.transcript)")
        #expect(!result.transcript.contains("Building"), "refused before building")
        #expect(try Self.listing(of: folder) == before, "nothing written")
    }

    @Test func aFileWhereAFolderMustGoIsRefused() async throws {
        let folder = try TemporaryFolder("install-blocked")
        defer { folder.remove() }
        let prefix = folder.url.appendingPathComponent("prefix")
        try Self.write("a file, not a folder", to: prefix.appendingPathComponent("share"))
        try await expectRefusal(prefix: prefix, in: folder.url, mentioning: "\(prefix.path)/share is in the way")
    }

    @Test func aPrefixThatIsAFileIsRefused() async throws {
        let folder = try TemporaryFolder("install-file")
        defer { folder.remove() }
        let prefix = folder.url.appendingPathComponent("prefix")
        try Self.write("x", to: prefix)
        try await expectRefusal(prefix: prefix, in: folder.url, mentioning: "it is a file")
    }

    @Test func aMissingParentIsRefused() async throws {
        let folder = try TemporaryFolder("install-parent")
        defer { folder.remove() }
        try await expectRefusal(prefix: folder.url.appendingPathComponent("not/there"), in: folder.url, mentioning: "does not exist")
    }

    @Test func someoneElsesFileAtAnInstallPathIsRefused() async throws {
        let folder = try TemporaryFolder("install-foreign")
        defer { folder.remove() }
        let prefix = folder.url.appendingPathComponent("prefix")
        try Self.write("#!/bin/sh\necho another FaceIt\n", to: prefix.appendingPathComponent("bin/FaceIt"))
        try await expectRefusal(prefix: prefix, in: folder.url, mentioning: "was not installed by this script")
    }

    /// Unwritable: a read-only folder for an ordinary user; root writes there anyway, so as
    /// root a folder of /sys, where nobody may create anything.
    @Test func anUnwritablePrefixIsRefused() async throws {
        let folder = try TemporaryFolder("install-readonly")
        defer { folder.remove() }
        if getuid() == 0 {
            let prefix = URL(fileURLWithPath: "/sys/openuikit-install-test")
            try await expectRefusal(prefix: prefix, in: folder.url, mentioning: "/sys is not writable")
            #expect(!FileManager.default.fileExists(atPath: prefix.path))
        } else {
            let readOnly = folder.url.appendingPathComponent("read-only")
            try FileManager.default.createDirectory(at: readOnly.appendingPathComponent("prefix/bin"), withIntermediateDirectories: true)
            #expect(chmod(readOnly.appendingPathComponent("prefix/bin").path, 0o555) == 0)
            try await expectRefusal(prefix: readOnly.appendingPathComponent("prefix"), in: folder.url, mentioning: "bin is not writable")
        }
    }

    /// A manifest naming a path outside the prefix is not followed.
    @Test func uninstallRefusesADamagedManifest() async throws {
        let folder = try TemporaryFolder("install-manifest")
        defer { folder.remove() }
        let prefix = folder.url.appendingPathComponent("prefix")
        try Self.write("keep me", to: folder.url.appendingPathComponent("outside"))
        try Self.write("file ../outside\n", to: prefix.appendingPathComponent("share/openuikit/install-manifest"))
        let before = try Self.listing(of: folder.url)
        let result = try await Self.script(["--uninstall", "--prefix", prefix.path], timeout: .seconds(60))
        #expect(result.status == 1, "\(result.transcript)")
        #expect(result.errors.contains { $0.contains("is damaged") }, "\(result.transcript)")
        #expect(try Self.listing(of: folder.url) == before)
    }

    @Test func unknownArgumentsAreRefusedWithTheUsage() async throws {
        let result = try await Self.script(["--prefx", "/tmp"], timeout: .seconds(60))
        #expect(result.status == 1)
        #expect(result.errors.contains("install: unknown argument: --prefx"), "\(result.transcript)")
        #expect(result.errors.contains { $0.contains("--uninstall") }, "the usage is shown: \(result.transcript)")
    }
}
