// swift-tools-version: 6.0
import PackageDescription

let package = Package(
    name: "OpenUIKit",
    products: [
        .library(name: "OpenUIKit", targets: ["OpenUIKit"]),
        // Frameworks UIKit apps import beside UIKit, under their Apple names: a ported app's
        // `import GameplayKit` and `import OSLog` find these (the tool ports `import os` and
        // `import os.log` to `import OSLog`).
        .library(name: "GameplayKit", targets: ["GameplayKit"]),
        .library(name: "OSLog", targets: ["OSLog"]),
        .library(name: "UniformTypeIdentifiers", targets: ["UniformTypeIdentifiers"]),
        .executable(name: "PlayingCard", targets: ["PlayingCard"]),
        .executable(name: "FaceIt", targets: ["FaceIt"]),
        .executable(name: "openuikit-port", targets: ["openuikit-port"]),
    ],
    dependencies: [
        // Command-line parsing for the demo apps and the porting tool.
        .package(url: "https://github.com/apple/swift-argument-parser", from: "1.5.0"),
        // Parsing and rewriting Swift source for the porting tool.
        .package(url: "https://github.com/swiftlang/swift-syntax", from: "603.0.0"),
        // `swift package generate-documentation` for the library's DocC catalog; a command
        // plugin only, so it adds nothing to `swift build`.
        .package(url: "https://github.com/swiftlang/swift-docc-plugin", from: "1.5.0"),
    ],
    targets: [
        // MARK: System libraries (Debian providers in brackets; scripts/setup.sh installs them)

        // Cairo 2D drawing, image surfaces, PNG and PDF output [libcairo2-dev]
        .systemLibrary(
            name: "CCairo",
            pkgConfig: "cairo",
            providers: [.apt(["libcairo2-dev"])]
        ),
        // Pango text layout rendered through Cairo [libpango1.0-dev]
        .systemLibrary(
            name: "CPango",
            pkgConfig: "pangocairo",
            providers: [.apt(["libpango1.0-dev"])]
        ),
        // Xlib, XInput2, MIT-SHM and XRandR; only Platform/X11 may import it. One pkgConfig
        // name per target: xi's gives the include path all four share, and the module map
        // links X11, Xext and Xrandr itself [libx11-dev, libxi-dev, libxext-dev, libxrandr-dev]
        .systemLibrary(
            name: "CX11",
            pkgConfig: "xi",
            providers: [.apt(["libx11-dev", "libxi-dev", "libxext-dev", "libxrandr-dev"])]
        ),

        // libdbus, for the accessibility bridge: AT-SPI spoken on the desktop's accessibility
        // bus; only Platform/AccessibilityBus may import it [libdbus-1-dev]
        .systemLibrary(
            name: "CDBus",
            pkgConfig: "dbus-1",
            providers: [.apt(["libdbus-1-dev"])]
        ),

        // Cairo's SVG surface (in the same libcairo), for the demo apps' scalable icons
        // [libcairo2-dev]
        .systemLibrary(
            name: "CCairoSVG",
            pkgConfig: "cairo-svg",
            providers: [.apt(["libcairo2-dev"])]
        ),

        // libjpeg-turbo, for JPEG images (asset catalogs hold as many JPEGs as PNGs)
        // [libjpeg62-turbo-dev]
        .systemLibrary(
            name: "CLibJPEG",
            pkgConfig: "libjpeg",
            providers: [.apt(["libjpeg62-turbo-dev"])]
        ),
        // libjpeg reports errors by a call that must not return (setjmp/longjmp), which Swift
        // cannot catch: its calls are in this small C target.
        .target(
            name: "CJPEGDecoder",
            dependencies: ["CLibJPEG"],
            linkerSettings: [.linkedLibrary("jpeg")]
        ),

        // SVG and PDF images (asset catalogs' vectors) through librsvg and poppler-glib, which
        // this small C target loads with dlopen on first use rather than linking them: an app
        // without vector images never maps them (they cost every launch about 7 ms). Needs
        // only their runtime packages [librsvg2-2, libpoppler-glib8].
        .target(
            name: "CVectorImages",
            dependencies: ["CCairo"]
        ),

        // Pixel loops Cairo and pixman have no fast path for: a turned store resampled
        // bilinearly through its coverage straight into the back buffer (pixman rotates
        // through a general per-pixel fetcher). Plain C with SSE2 where the machine has it.
        .target(
            name: "CPixelKernels"
        ),

        // MARK: The library

        .target(
            name: "OpenUIKit",
            dependencies: ["CCairo", "CPango", "CX11", "CDBus", "CJPEGDecoder", "CVectorImages", "CPixelKernels", "UniformTypeIdentifiers"]
        ),
        // UniformTypeIdentifiers' `UTType` (identifiers, MIME types, conformance); Foundation
        // only. The library's drag and drop and item providers map types through it.
        .target(
            name: "UniformTypeIdentifiers",
            path: "Sources/UniformTypeIdentifiers"
        ),

        // GameplayKit's random sources, distributions and shuffles; Foundation only.
        .target(
            name: "GameplayKit",
            path: "Sources/GameplayKit"
        ),
        // os.log: `os_log`, `OSLog` and `Logger`, writing one line per message to standard
        // error. Named `OSLog` (Apple's other module with `Logger`), not `os`: SwiftPM puts
        // every module of a build on every target's search path, and a module named `os`
        // makes `#if canImport(os)` true on Linux, which breaks packages that use Darwin's
        // locks behind it (swift-argument-parser's Mutex does).
        .target(
            name: "OSLog",
            path: "Sources/OSLog"
        ),

        // MARK: Tools

        // Draws the playing-card face and back images in assets/; run with `swift run CardArt`.
        .executableTarget(
            name: "CardArt",
            dependencies: ["OpenUIKit"],
            path: "Sources/CardArt"
        ),

        // The porting tool: rewrites UIKit sources into what compiles against OpenUIKit on
        // Linux (imports, @objc and Interface Builder attributes, #selector). The engine is a
        // library so its tests run on in-memory sources; `swift run openuikit-port --help`.
        .target(
            name: "OpenUIKitPort",
            dependencies: [
                .product(name: "SwiftSyntax", package: "swift-syntax"),
                .product(name: "SwiftParser", package: "swift-syntax"),
                .product(name: "SwiftParserDiagnostics", package: "swift-syntax"),
                .product(name: "SwiftDiagnostics", package: "swift-syntax"),
            ],
            path: "Sources/OpenUIKitPort"
        ),
        .executableTarget(
            name: "openuikit-port",
            dependencies: ["OpenUIKitPort", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/openuikit-port"
        ),

        // MARK: Benchmarks (not part of `swift test`; run with `swift run -c release OpenUIKitBenchmarks`)

        // Cairo's Xlib backend, the presentation path the benchmark compares ours against.
        .systemLibrary(
            name: "CCairoXlib",
            path: "Benchmarks/CCairoXlib",
            pkgConfig: "cairo-xlib",
            providers: [.apt(["libcairo2-dev"])]
        ),
        // The Swift floor of the launch case: Foundation and Xlib linked, a connection, nothing drawn.
        .executableTarget(
            name: "SwiftFoundationFloor",
            dependencies: ["CX11"],
            path: "Benchmarks/SwiftFoundationFloor"
        ),
        // Counts the heap allocations of a measured loop (replaces malloc in the benchmark only).
        // Both C targets of the benchmark emit DWARF 4: clang's default DWARF 5 makes valgrind
        // 3.19 (Debian 12) give up reading the whole executable, and the instruction counts
        // are measured under callgrind.
        .target(
            name: "CAllocationCounter",
            path: "Benchmarks/CAllocationCounter",
            cSettings: [.unsafeFlags(["-gdwarf-4"])]
        ),
        // Valgrind's client requests: instruction counts of one measured loop under callgrind.
        .target(
            name: "CCallgrind",
            path: "Benchmarks/CCallgrind",
            cSettings: [.unsafeFlags(["-gdwarf-4"])]
        ),
        .executableTarget(
            name: "OpenUIKitBenchmarks",
            dependencies: ["OpenUIKit", "PlayingCardKit", "FaceItKit", "CCairo", "CPango", "CX11", "CXTest", "CCairoXlib", "CAllocationCounter",
                           "CCallgrind"],
            path: "Benchmarks/OpenUIKitBenchmarks"
        ),
        // The soak: synthesized gestures into the demo apps' real view controllers, headless,
        // watching RSS, live views and Cairo surfaces. The engine is a library so the test
        // suite runs a short soak with it; `swift run -c release OpenUIKitSoak` runs the long one.
        // glibc's allocator statistics: the soak reports the heap in use besides RSS.
        .systemLibrary(
            name: "CMalloc",
            path: "Benchmarks/CMalloc"
        ),
        .target(
            name: "GestureSoak",
            dependencies: ["OpenUIKit", "DemoSupport", "CMalloc", "PlayingCardKit", "FaceItKit",
                           .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Benchmarks/GestureSoak"
        ),
        .executableTarget(
            name: "OpenUIKitSoak",
            dependencies: ["GestureSoak", "OpenUIKit"],
            path: "Benchmarks/OpenUIKitSoak"
        ),

        // MARK: Demo apps (the CS193p demos: a thin executable over each app's Kit)

        // What both demos share: the common command-line options (--size, --scale,
        // --show-touches, --snapshot, --pdf, --replay, --fullscreen), launching with or without
        // a display, snapshots and PDFs, app icons (PNG and SVG) and the installed layout.
        .target(
            name: "DemoSupport",
            dependencies: ["OpenUIKit", "CCairo", "CCairoSVG", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/DemoSupport"
        ),
        // PlayingCard: cards and a seedable deck, the card view, its controllers and command line.
        .target(
            name: "PlayingCardKit",
            dependencies: ["OpenUIKit", "DemoSupport", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/PlayingCardKit"
        ),
        .executableTarget(
            name: "PlayingCard",
            dependencies: ["PlayingCardKit"],
            path: "Sources/PlayingCard"
        ),
        // FaceIt: the facial-expression model, the face view, its controller and command line.
        .target(
            name: "FaceItKit",
            dependencies: ["OpenUIKit", "DemoSupport", .product(name: "ArgumentParser", package: "swift-argument-parser")],
            path: "Sources/FaceItKit"
        ),
        .executableTarget(
            name: "FaceIt",
            dependencies: ["FaceItKit"],
            path: "Sources/FaceIt"
        ),

        // MARK: Tests

        // A tiny app the live X11 tests launch: a known picture, and one stdout line per input
        // value and presented frame.
        .executableTarget(
            name: "HostProbe",
            dependencies: ["OpenUIKit"],
            path: "Tests/HostProbe"
        ),
        // A small UIKit app launched from its own folder (an @main delegate, an Info.plist and an
        // asset catalog in App/, copied whole into its resource bundle), for the end-to-end
        // launch test.
        .executableTarget(
            name: "LaunchProbe",
            dependencies: ["OpenUIKit"],
            path: "Tests/LaunchProbe",
            resources: [.copy("App")]
        ),
        // Runs a program and reports its peak resident memory, which a test cannot learn about
        // a child Foundation's Process reaps.
        .executableTarget(
            name: "MeasuredRun",
            path: "Tests/MeasuredRun"
        ),
        // XTest, to fake pointer and key input on Xvfb [libxtst-dev]
        .systemLibrary(
            name: "CXTest",
            path: "Tests/CXTest",
            pkgConfig: "xtst",
            providers: [.apt(["libxtst-dev"])]
        ),
        // The wire protocol of Xorg's inputtest input driver; a header only [xserver-xorg-dev]
        .systemLibrary(
            name: "CInputTest",
            path: "Tests/CInputTest",
            providers: [.apt(["xserver-xorg-dev"])]
        ),
        // Shared helpers: reference-image comparison, offscreen canvases, and (Live/) X servers,
        // input injection and window inspection for end-to-end tests.
        .target(
            name: "TestSupport",
            dependencies: ["OpenUIKit", "CCairo", "CX11", "CXTest", "CInputTest"],
            path: "Tests/TestSupport"
        ),
        .testTarget(
            name: "OpenUIKitTests",
            dependencies: ["OpenUIKit", "TestSupport", "CCairo", "CPixelKernels", "CX11", "CDBus", "HostProbe", "LaunchProbe", "GameplayKit", "OSLog",
                           "UniformTypeIdentifiers"],
            // Storyboards and xibs the Interface Builder tests read beside their sources.
            exclude: ["References", "InterfaceBuilder/Fixtures",
                      // Recorded touchpad scrolls the scroll tests replay.
                      "Input/ScrollRecordings"]
        ),
        .testTarget(
            name: "PlayingCardTests",
            dependencies: ["PlayingCardKit", "OpenUIKit", "TestSupport", "PlayingCard", "MeasuredRun"],
            exclude: ["References"]
        ),
        .testTarget(
            name: "FaceItTests",
            dependencies: ["FaceItKit", "OpenUIKit", "TestSupport", "CX11", "FaceIt"],
            exclude: ["References"]
        ),
        // The porting tool's engine on in-memory sources, and the built tool on temporary
        // files; deliberately without the OpenUIKit library, so it builds and runs quickly.
        .testTarget(
            name: "OpenUIKitPortTests",
            dependencies: ["OpenUIKitPort", "openuikit-port"]
        ),
        // The lectures' UIKit files (Tests/PortingFixtures, built by no target) ported with
        // openuikit-port and built against OpenUIKit as a package of their own; the test then
        // checks what they draw and how they answer gestures.
        .testTarget(
            name: "PortingFixtureTests",
            dependencies: ["OpenUIKit", "TestSupport", "openuikit-port"],
            exclude: ["References"]
        ),
        // The apps on a desktop: scripts/install.sh into a temporary prefix (a release build,
        // kept in .build/install between runs) and back out, the installed desktop entries and
        // icons, the window's WM_CLASS, icon and startup notification under Xvfb, and --help
        // at 80 columns.
        .testTarget(
            name: "DesktopTests",
            dependencies: ["DemoSupport", "PlayingCardKit", "FaceItKit", "OpenUIKit", "TestSupport", "CX11",
                           "PlayingCard", "FaceIt"]
        ),
        // Floods and soaks: ten real fingers at 1 kHz against a running app (short in the
        // suite, long with OPENUIKIT_FLOOD_SECONDS), and a short headless gesture soak.
        .testTarget(
            name: "StressTests",
            dependencies: ["GestureSoak", "OpenUIKit", "PlayingCardKit", "TestSupport", "PlayingCard"]
        ),
    ],
    swiftLanguageModes: [.v6]
)
