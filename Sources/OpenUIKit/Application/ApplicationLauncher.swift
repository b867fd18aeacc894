import Foundation

/// Launches an app the way UIKit does, from its delegate class and its `Info.plist`:
/// what `UIApplicationMain(_:_:_:_:)` and an `@main` app delegate run.
///
/// 1. The command line is read (`LaunchArguments`); a bad one ends the app with a usage
///    error (exit 64), `--help` with the usage (exit 0).
/// 2. The application object (the principal class, else `UIApplication`) and the delegate
///    are made from their classes.
/// 3. `Info.plist` and the asset catalogs are found by `AppResources`' rule. The window is
///    titled by `CFBundleDisplayName` or `CFBundleName` (build variables expanded), which
///    is also its `WM_CLASS`; it is portrait or landscape as the first of
///    `UISupportedInterfaceOrientations(~ipad)` is, unless `--size` says otherwise; the app
///    icon set is its icon.
/// 4. A host makes the window: the display's, or with `--snapshot`/`--pdf` or no `DISPLAY` a
///    headless one. A window the app makes and makes key replaces it.
/// 5. UIKit's launch sequence runs (`finishLaunching`): `willFinishLaunching`, the main
///    storyboard into the window, `didFinishLaunching`, the scene (with a scene manifest),
///    then the app becomes active.
/// 6. Offscreen, the window's frames run until idle (after `--replay`), the snapshot and
///    PDF are written, the app terminates and the process exits; on a display the run loop
///    starts.
///
/// With `--preview DIR`, steps 2 to 6 do not run: the storyboard canvas draws every scene
/// into DIR and the process exits (`StoryboardCanvasRenderer`).
@MainActor
enum ApplicationLauncher {
    /// The delegate the launch made: `UIApplication.delegate` does not retain it (as in UIKit).
    static var launchedDelegate: (any UIApplicationDelegate)?

    /// The window size, in points, of an app whose first supported orientation is portrait
    /// (or that declares none): an iPad's shape, small enough for a 1080-pixel desktop.
    static let portraitWindowSize = CGSize(width: 600, height: 800)
    /// The window size, in points, of an app that launches in landscape.
    static let landscapeWindowSize = CGSize(width: 800, height: 600)
    /// The exit code of a bad command line (sysexits' EX_USAGE).
    static let usageExitCode: Int32 = 64

    /// Runs the app; never returns.
    static func run(arguments: [String], principalClassName: String?, delegateType: (any UIApplicationDelegate.Type)?,
                    delegateClassName: String? = nil) -> Never {
        let name = arguments.first.map { URL(fileURLWithPath: $0).lastPathComponent } ?? "app"
        let options: LaunchArguments
        do {
            options = try LaunchArguments(parsing: Array(arguments.dropFirst()))
        } catch {
            fail("\(name): \(error.description)\nUsage: \(name) [options]; \(name) --help lists them.", code: usageExitCode)
        }
        if options.helpRequested {
            print("USAGE: \(name) \(LaunchArguments.usage)")
            exit(0)
        }
        let replay: ReplayScript?
        do {
            replay = try options.replay.map { path throws(ReplayScript.ParseError) in try ReplayScript(contentsOfFile: path) }
        } catch {
            fail("\(name): --replay \(ReplayScript.quoted(options.replay ?? "")): \(error)", code: usageExitCode)
        }
        if let direction = options.layoutDirection { InterfaceLayoutDirection.current = direction }
        TextEngine.startLoadingFonts()
        if let folder = options.preview {
            // Interface Builder's canvas runs none of the app's launch code: no application
            // subclass, no delegate; only the module its storyboards' classes are in.
            let module = delegateType.flatMap(ClassLookup.moduleName(of:))
                ?? delegateClassName.flatMap { ClassLookup.lookUp($0, module: nil) }.flatMap(ClassLookup.moduleName(of:))
            let renderer = StoryboardCanvasRenderer(outputFolder: folder, scale: options.scale, moduleName: module, appName: name,
                                                    appFolder: AppResources.appFolder)
            exit(renderer.run())
        }

        let application = makeApplication(principalClassName: principalClassName, name: name)
        let delegate = makeDelegate(type: delegateType, className: delegateClassName, name: name)
        launchedDelegate = delegate
        application.delegate = delegate
        let moduleName = delegateType.flatMap(ClassLookup.moduleName(of:))
            ?? delegate.map { ClassLookup.moduleName(of: type(of: $0)) } ?? nil
        let settings = BuildSettings(productName: name, moduleName: moduleName)
        let plist = readInfoPlist(settings: settings)
        application.launchContext = ApplicationLaunchContext(infoPlist: plist, arguments: options, moduleName: moduleName)

        var configuration = windowConfiguration(plist: plist, options: options, name: name)
        let display = environmentValue("DISPLAY")
        guard !options.rendersOffscreenOnly, let display, !display.isEmpty else {
            let snapshot = options.rendersOffscreenOnly ? options.snapshot : "\(name).png"
            if !options.rendersOffscreenOnly {
                say("\(name): there is no X display (DISPLAY is not set), so no window opens; drawing a snapshot instead.")
            }
            let host = HeadlessHost(configuration: configuration, application: application, rootViewController: { nil })
            application.windowHost = host
            finishLaunching(application)
            let code = renderOffscreen(host, application: application, name: name, options: options, replay: replay, snapshot: snapshot)
            application.prepareForTermination()
            host.terminate(exitCode: code)
        }
        configuration.displayName = display
        configuration.makeIconImages = { appIconImages() }
        let host: X11Host
        do {
            host = try X11Host(configuration: configuration, application: application, rootViewController: { nil })
        } catch {
            fail("\(configuration.className): \(error.description)", code: 1)
        }
        application.windowHost = host
        finishLaunching(application)
        application.keyWindow?.showsTouches = options.showTouches
        if let replay { playLive(replay, application: application, name: name) }
        host.run()
    }

    // MARK: The launch sequence

    /// UIKit's launch, once the window exists (`application.windowHost`'s): see the type's
    /// documentation. Also what tests run on an application of their own.
    static func finishLaunching(_ application: UIApplication) {
        let plist = application.launchContext?.infoPlist
        let delegate = application.delegate
        _ = delegate?.application(application, willFinishLaunchingWithOptions: nil)
        var storyboardWindow: UIWindow?
        if plist?.sceneManifest == nil, let storyboard = plist?.mainStoryboardFile, let window = application.windowHost?.window {
            // UIKit makes the window and gives it to the delegate before loading the storyboard.
            storyboardWindow = window
            delegate?.window = window
            if let controller = loadMainInterface(named: storyboard, bundle: nil) { window.rootViewController = controller }
        }
        _ = delegate?.application(application, didFinishLaunchingWithOptions: nil)
        NotificationCenter.default.post(name: UIApplication.didFinishLaunchingNotification, object: application)
        storyboardWindow?.makeKeyAndVisible()
        if let manifest = plist?.sceneManifest { connectScene(application, manifest: manifest) }
        application.changeState(to: .active)
    }

    /// Connects the app's one scene: its configuration (the delegate's choice, else the
    /// plist's), its delegate, and its storyboard's window, as UIKit does for a new window.
    static func connectScene(_ application: UIApplication, manifest: SceneManifest) {
        let role = UISceneSession.Role.windowApplication
        let module = application.launchContext?.moduleName
        let declared = manifest.defaultConfiguration(for: role.rawValue)
        let session = UISceneSession(role: role, configuration: sceneConfiguration(declared, role: role, module: module))
        let options = UIScene.ConnectionOptions()
        let chosen = application.delegate?.application(application, configurationForConnecting: session, options: options) ?? session.configuration
        // A configuration the app made by name takes the rest from the plist entry of that name.
        if chosen !== session.configuration, chosen.delegateClass == nil, chosen.storyboardName == nil,
           let named = manifest.configurations[role.rawValue]?.first(where: { $0.name == chosen.name }) {
            let filled = sceneConfiguration(named, role: role, module: module)
            chosen.delegateClass = filled.delegateClass
            chosen.sceneClass = chosen.sceneClass ?? filled.sceneClass
            chosen.storyboardName = filled.storyboardName
        }
        session.configuration = chosen
        let sceneType = (chosen.sceneClass as? UIScene.Type) ?? UIWindowScene.self
        let scene = sceneType.init(session: session, connectionOptions: options)
        if let delegateClass = chosen.delegateClass {
            if let sceneDelegate = ClassLookup.makeResponder(delegateClass) as? any UISceneDelegate {
                scene.delegate = sceneDelegate
            } else {
                Diagnostics.warn("the scene delegate class \(String(reflecting: delegateClass)) is not a UIResponder conforming to UISceneDelegate; the scene has no delegate")
            }
        }
        application.connectedSceneList.append(scene)
        application.sessionList.append(session)
        var window: UIWindow?
        if let storyboard = chosen.storyboardName, let windowScene = scene as? UIWindowScene {
            let made = UIWindow(windowScene: windowScene)
            made.rootViewController = loadMainInterface(named: storyboard, bundle: nil)
            (scene.delegate as? any UIWindowSceneDelegate)?.window = made
            window = made
        }
        NotificationCenter.default.post(name: UIScene.willConnectNotification, object: scene)
        scene.delegate?.scene(scene, willConnectTo: session, options: options)
        window?.makeKeyAndVisible()
        scene.changeActivationState(to: .foregroundInactive)
    }

    /// A configuration from a plist entry, its class names looked up in `module`.
    private static func sceneConfiguration(_ entry: SceneManifest.Configuration?, role: UISceneSession.Role, module: String?) -> UISceneConfiguration {
        let configuration = UISceneConfiguration(name: entry?.name, sessionRole: role)
        configuration.storyboardName = entry?.storyboardName
        if let className = entry?.delegateClassName {
            configuration.delegateClass = ClassLookup.lookUp(className, module: module)
            if configuration.delegateClass == nil {
                Diagnostics.warn("Info.plist: the scene delegate class \(className) was not found (module \(module ?? "unknown")); the scene has no delegate")
            }
        }
        if let className = entry?.sceneClassName {
            configuration.sceneClass = ClassLookup.lookUp(className, module: module)
        }
        return configuration
    }

    /// The initial controller of the storyboard `name` (Info.plist's `UIMainStoryboardFile`
    /// or the scene's `UISceneStoryboardFile`), its custom classes looked up in the app
    /// delegate's module too (a storyboard made "inherit module from target" names none).
    /// Nil, reported by the loader, when the storyboard is missing or has no initial one.
    static func loadMainInterface(named name: String, bundle: Bundle?) -> UIViewController? {
        if let module = UIApplication.shared.launchContext?.moduleName, !NibObjectKind.extraModuleNames.contains(module) {
            NibObjectKind.extraModuleNames.insert(module, at: 0)
        }
        return UIStoryboard(name: name, bundle: bundle).instantiateInitialViewController()
    }

    // MARK: Parts

    /// The application object: an instance of `principalClassName` (a `UIApplication`
    /// subclass) or a `UIApplication`. Ends the app with a message for a class that is not.
    private static func makeApplication(principalClassName: String?, name: String) -> UIApplication {
        guard let principalClassName, !principalClassName.isEmpty else { return UIApplication.shared }
        guard let type = ClassLookup.lookUp(principalClassName, module: nil), let applicationType = type as? UIApplication.Type else {
            fail("\(name): the principal class \(principalClassName) was not found, or is not a subclass of UIApplication", code: 1)
        }
        if let existing = UIApplication.instance {
            if Swift.type(of: existing) != applicationType {
                Diagnostics.warn("the application object was made before UIApplicationMain, so it is a \(Swift.type(of: existing)), not a \(principalClassName)")
            }
            return existing
        }
        guard let application = applicationType.init(coder: ClassLookup.emptyCoder()) else {
            fail("\(name): the principal class \(principalClassName) could not be made", code: 1)
        }
        UIApplication.instance = application
        return application
    }

    /// The delegate, from its type or its class name; nil when neither is given. Ends the app
    /// with a message for a class that cannot be found or made.
    private static func makeDelegate(type: (any UIApplicationDelegate.Type)?, className: String?, name: String) -> (any UIApplicationDelegate)? {
        let found: AnyClass?
        if let type {
            found = type
        } else if let className, !className.isEmpty {
            found = ClassLookup.lookUp(className, module: nil)
            if found == nil { fail("\(name): the app delegate class \(className) was not found", code: 1) }
        } else {
            return nil
        }
        guard let found, let delegate = ClassLookup.makeResponder(found) as? any UIApplicationDelegate else {
            fail("\(name): the app delegate class \(className ?? String(describing: type)) must be a UIResponder subclass conforming to UIApplicationDelegate", code: 1)
        }
        return delegate
    }

    /// The app's `Info.plist`, or an empty one (a code-only app; or, with a message, a
    /// plist that cannot be read).
    private static func readInfoPlist(settings: BuildSettings) -> InfoPlist {
        guard let url = AppResources.infoPlistURL() else { return InfoPlist(values: [:], buildSettings: settings) }
        do {
            return try InfoPlist(contentsOf: url, buildSettings: settings)
        } catch {
            Diagnostics.warn("Info.plist was not read: \(error.description); the app launches without it")
            return InfoPlist(values: [:], source: url.path, buildSettings: settings)
        }
    }

    /// The window the plist and the options describe.
    static func windowConfiguration(plist: InfoPlist, options: LaunchArguments, name: String) -> UIApplicationConfiguration {
        let title = plist.displayName ?? name
        let size = options.size ?? (plist.prefersLandscape ? landscapeWindowSize : portraitWindowSize)
        return UIApplicationConfiguration(title: title, size: size, scale: options.scale, startsFullscreen: options.fullscreen)
    }

    /// The window's icons from the app's icon set: its images at most `X11WindowIcon`'s
    /// size as they are, larger ones drawn down to it (a 1024-pixel marketing icon).
    static func appIconImages() -> [UIImage] {
        var images: [UIImage] = []
        for catalog in AppResources.catalogs() {
            let sets = catalog.appIconSets
            guard let folder = sets["AppIcon"] ?? sets.keys.sorted().first.flatMap({ sets[$0] }) else { continue }
            let entries = AssetCatalogFolder.contents(of: folder)?["images"] as? [[String: Any]] ?? []
            var seenSides: Set<Int> = []
            for entry in entries {
                guard let file = entry["filename"] as? String, !file.contains("/"),
                      let image = UIImage(contentsOfFile: folder.appendingPathComponent(file).path) else { continue }
                let side = Int(image.size.width * image.scale)
                let icon = side <= X11WindowIcon.largestSide ? image : downscaled(image, to: X11WindowIcon.largestSide)
                if seenSides.insert(Int(icon.size.width * icon.scale)).inserted { images.append(icon) }
            }
            return images
        }
        return images
    }

    private static func downscaled(_ image: UIImage, to side: Int) -> UIImage {
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let size = CGSize(width: side, height: side)
        return UIGraphicsImageRenderer(size: size, format: format).image { _ in image.draw(in: CGRect(origin: .zero, size: size)) }
    }

    // MARK: Running

    /// Offscreen: the replay (or the app's own animations) to their end, then the files.
    /// Returns the exit code: 1 when a file could not be written, 64 for a replay over its bounds.
    private static func renderOffscreen(_ host: HeadlessHost, application: UIApplication, name: String, options: LaunchArguments,
                                        replay: ReplayScript?, snapshot: String?) -> Int32 {
        let window = host.window
        window.showsTouches = options.showTouches
        var code: Int32 = 0
        if let replay {
            let player = ReplayPlayer(script: replay)
            player.log = { say("\(name): replay: \($0)") }
            if case .refused(let error) = player.playToEnd(in: window, application: application) {
                printError("\(name): --replay \(ReplayScript.quoted(options.replay ?? "")): \(error)")
                return usageExitCode
            }
            for failure in player.failures { printError("\(name): replay: \(failure)") }
            if !player.failures.isEmpty { code = 1 }
        } else {
            host.frameClock.runUntilIdle(limit: ReplayPlayer.animationLimit)
        }
        // The window the app made may have replaced the host's during the replay.
        let shown = host.window
        if let snapshot {
            do {
                try shown.saveSnapshot(toPNG: snapshot)
                say("\(name): wrote the snapshot \(absolute(snapshot))")
            } catch {
                printError("\(name): could not write the snapshot: \(error)")
                code = 1
            }
        }
        if let pdf = options.pdf {
            do {
                try shown.savePDF(toPath: pdf)
                say("\(name): wrote the PDF \(absolute(pdf))")
            } catch {
                printError("\(name): could not write the PDF: \(error)")
                code = 1
            }
        }
        return code
    }

    /// The live replay, kept alive while it plays.
    private static var activePlayer: ReplayPlayer?

    /// Plays `replay` into the window once the run loop starts.
    private static func playLive(_ replay: ReplayScript, application: UIApplication, name: String) {
        DispatchQueue.main.async {
            guard let window = application.keyWindow else { return }
            let player = ReplayPlayer(script: replay)
            player.play(in: window, application: application) { outcome in
                if case .refused(let error) = outcome { fail("\(name): --replay: \(error)", code: usageExitCode) }
                for failure in player.failures { printError("\(name): replay: \(failure)") }
                if outcome == .quit { application.terminate(exitCode: player.failures.isEmpty ? 0 : 1) }
                activePlayer = nil
            }
            activePlayer = player
        }
    }

    private static func say(_ message: String) {
        FileHandle.standardOutput.write(Data((message + "\n").utf8))
    }

    private static func printError(_ message: String) {
        FileHandle.standardError.write(Data((message + "\n").utf8))
    }

    private static func absolute(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.path
    }

    private static func fail(_ message: String, code: Int32) -> Never {
        printError(message)
        exit(code)
    }
}
