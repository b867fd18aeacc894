import Foundation

/// The storyboard canvas: what an app launched with `--preview DIR` does instead of
/// launching (`openuikit-port preview` runs it), drawing every scene of every storyboard of
/// the app into `DIR/<storyboard>-<scene>.png`, and every top-level view of every xib into
/// `DIR/<xib>-<view>.png` (`XibCanvasItem`), at the size it was designed at, as Interface
/// Builder's canvas shows it: with the simulated status bar, navigation bar, tab bar and
/// toolbar the document names or the scene's place among the containers infers
/// (`CanvasSimulatedBars`).
///
/// Like Interface Builder, it runs none of the app's launch code (no delegate, no scene
/// delegate, no application subclass). Each scene's controller is made as the storyboard
/// makes it (`StoryboardCanvasScene` says at what size and under what name), in a window
/// of its own with no display; views whose class is `@IBDesignable`
/// (``InterfaceBuilderDesignable``) hear `prepareForInterfaceBuilder()` after the inspector's
/// values are set and before they are first drawn; then the window is laid out and drawn,
/// its animations run to their end, and the picture written.
///
/// Unlike Interface Builder, the controllers' and other views' own code runs too
/// (`viewDidLoad`, `draw(_:)`): a ported app's classes are compiled in, and drawing them
/// shows more of the screen than Interface Builder's grey stand-ins would. Containers
/// (navigation, tab bar and split view controllers) are drawn with the scenes they contain,
/// and a navigation controller's root scene is drawn inside a navigation controller of its
/// own, so its bar shows as Interface Builder infers it.
///
/// A storyboard that cannot be read or a scene whose controller cannot be made is reported
/// with the file and the scene; the other scenes are still drawn, and the exit code is 1.
@MainActor
struct StoryboardCanvasRenderer {
    /// The folder the pictures are written into (made when missing).
    var outputFolder: String
    /// Pixels per point (`--scale`); nil draws at 1, so a picture's pixels are the scene's points.
    var scale: CGFloat?
    /// The app's module, where storyboards that name no module find their classes.
    var moduleName: String?
    /// The app's name, starting each message.
    var appName: String
    /// The app's folder, whose storyboards are drawn (`AppResources`' rule finds it for a
    /// launched app); nil when none was found.
    var appFolder: URL?

    /// How long a scene's own animations may run, in seconds of simulated time, before its
    /// picture is taken anyway (a repeating animation never ends).
    static let animationLimit: TimeInterval = 10
    /// The file extension of storyboards.
    static let storyboardExtension = "storyboard"
    /// The file extension of xibs.
    static let xibExtension = "xib"
    /// The extension of localization folders; only `Base.lproj` is drawn, the others holding
    /// translations of the same scenes.
    static let localizationExtension = "lproj"

    /// Draws every scene; returns the exit code: 0 when every scene was drawn, else 1.
    func run() -> Int32 {
        if let moduleName, !NibObjectKind.extraModuleNames.contains(moduleName) {
            NibObjectKind.extraModuleNames.insert(moduleName, at: 0)
        }
        guard let appFolder else {
            printError("\(appName): no app folder (one with Info.plist or an asset catalog) was found beside the executable; there are no storyboards to draw")
            return 1
        }
        let storyboards = Self.storyboards(under: appFolder.path)
        let xibs = Self.files(under: appFolder.path, withExtension: Self.xibExtension)
        guard !storyboards.isEmpty || !xibs.isEmpty else {
            printError("\(appName): \(appFolder.path) holds no storyboard or xib; there is nothing to draw")
            return 1
        }
        do {
            try FileManager.default.createDirectory(atPath: outputFolder, withIntermediateDirectories: true)
        } catch {
            printError("\(appName): cannot make the folder \(outputFolder): \(error.localizedDescription)")
            return 1
        }
        var drawn = 0
        var failures = 0
        for path in storyboards {
            let shownPath = path.hasPrefix(appFolder.path + "/") ? String(path.dropFirst(appFolder.path.count + 1)) : path
            let storyboard = UIStoryboard(contentsOfFile: path)
            guard storyboard.document != nil else {
                printError("\(appName): \(shownPath) could not be read (see above); none of its scenes is drawn")
                failures += 1
                continue
            }
            for scene in storyboard.canvasScenes {
                if draw(scene, of: storyboard, shownPath: shownPath) { drawn += 1 } else { failures += 1 }
            }
        }
        var drawnViews = 0
        for path in xibs {
            let shownPath = path.hasPrefix(appFolder.path + "/") ? String(path.dropFirst(appFolder.path.count + 1)) : path
            let nib = UINib(canvasFile: path)
            guard nib.document != nil else {
                printError("\(appName): \(shownPath) could not be read (see above); none of its views is drawn")
                failures += 1
                continue
            }
            let name = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
            for item in XibCanvasItem.items(of: nib, xibName: name) {
                if draw(item, shownPath: shownPath) { drawnViews += 1 } else { failures += 1 }
            }
        }
        var summary = "\(appName): drew \(drawn) scene\(drawn == 1 ? "" : "s") of \(storyboards.count) storyboard\(storyboards.count == 1 ? "" : "s")"
        if !xibs.isEmpty {
            summary += " and \(drawnViews) view\(drawnViews == 1 ? "" : "s") of \(xibs.count) xib\(xibs.count == 1 ? "" : "s")"
        }
        summary += " into \(outputFolder)"
        guard failures == 0 else {
            printError(summary + "; \(failures) could not be drawn (listed above)")
            return 1
        }
        say(summary)
        return 0
    }

    /// Draws one scene into its file; false (after a message) when it could not be.
    private func draw(_ scene: StoryboardCanvasScene, of storyboard: UIStoryboard, shownPath: String) -> Bool {
        let named = "\(shownPath): scene \"\(MessageText.quoted(scene.label))\" (\(scene.sceneID))"
        guard let controller = storyboard.makeCanvasController(for: scene) else {
            printError("\(appName): \(named): its controller could not be made (see above); the other scenes are still drawn")
            return false
        }
        let configuration = UIApplicationConfiguration(title: scene.fileName, size: scene.size, scale: scale ?? 1)
        let host = HeadlessHost(configuration: configuration, application: .shared, rootViewController: { controller })
        // Containers put their children's views in place during layout: every designable
        // view is in the window once it is laid out, and none is drawn yet.
        host.window.layoutIfNeeded()
        UIStoryboard.prepareDesignables(under: host.window)
        if scene.bars.statusBar {
            UIStoryboard.addCanvasStatusBar(to: host.window, height: scene.statusBarHeight, isLight: scene.bars.lightStatusBar)
        }
        host.frameClock.runUntilIdle(limit: Self.animationLimit)
        let file = (outputFolder as NSString).appendingPathComponent(scene.fileName + ".png")
        do {
            try host.window.saveSnapshot(toPNG: file)
        } catch {
            printError("\(appName): \(named): \(error)")
            return false
        }
        say("\(appName): \(named) → \(file) (\(LaunchArguments.format(scene.size)) points)")
        return true
    }

    /// Draws one view of a xib into its file; false (after a message) when it could not be.
    private func draw(_ item: XibCanvasItem, shownPath: String) -> Bool {
        let named = "\(shownPath): view \"\(MessageText.quoted(item.label))\" (\(item.element.id ?? item.element.name))"
        let controller = item.makeCanvasController()
        let configuration = UIApplicationConfiguration(title: item.fileName, size: item.size, scale: scale ?? 1)
        let host = HeadlessHost(configuration: configuration, application: .shared, rootViewController: { controller })
        host.window.layoutIfNeeded()
        UIStoryboard.prepareDesignables(under: host.window)
        if item.bars.statusBar {
            UIStoryboard.addCanvasStatusBar(to: host.window, height: item.statusBarHeight, isLight: item.bars.lightStatusBar)
        }
        host.frameClock.runUntilIdle(limit: Self.animationLimit)
        let file = (outputFolder as NSString).appendingPathComponent(item.fileName + ".png")
        do {
            try host.window.saveSnapshot(toPNG: file)
        } catch {
            printError("\(appName): \(named): \(error)")
            return false
        }
        say("\(appName): \(named) → \(file) (\(LaunchArguments.format(item.size)) points)")
        return true
    }

    /// The storyboards under `folder`, sorted by path, leaving out hidden folders and the
    /// localization folders other than `Base.lproj`.
    static func storyboards(under folder: String) -> [String] {
        files(under: folder, withExtension: storyboardExtension)
    }

    /// The files ending in `.fileExtension` under `folder`, sorted by path, leaving out hidden
    /// folders and the localization folders other than `Base.lproj`.
    static func files(under folder: String, withExtension wanted: String) -> [String] {
        var found: [String] = []
        let names = ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).sorted()
        for name in names where !name.hasPrefix(".") {
            let path = (folder as NSString).appendingPathComponent(name)
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isFolder) else { continue }
            let fileExtension = (name as NSString).pathExtension
            if isFolder.boolValue {
                let linked = (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
                guard !linked, fileExtension != localizationExtension || name == InterfaceBuilderFileLookup.baseLocalizationFolder else { continue }
                found += files(under: path, withExtension: wanted)
            } else if fileExtension == wanted {
                found.append(path)
            }
        }
        return found
    }

    private func say(_ message: String) {
        FileHandle.standardOutput.write(Data((message + "\n").utf8))
    }

    private func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }
}
