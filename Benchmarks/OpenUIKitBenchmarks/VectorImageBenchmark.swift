import Foundation
import OpenUIKit

/// Asset catalogs' vector images (issue 31): the two ways to honour them, on a typical icon
/// set of 24 single-scale SVG icons of 24 points, wanted at 2x.
///
/// - run time: the catalog keeps the SVGs, and librsvg (loaded with dlopen on the first one)
///   draws each into a bitmap the first time it is asked for;
/// - port time: the port draws every icon into 1x, 2x and 3x PNGs once, as Xcode's asset
///   compiler does, and the app decodes the PNG it needs.
///
/// It prints the first icon ever (the library's loading included), the whole set's first use
/// both ways, the resident memory loading the library adds, what the port would write, and
/// what preserving vectors costs: an image view redrawn at a new size.
@MainActor
enum VectorImageBenchmark {
    static let iconCount = 24
    static let iconSide: CGFloat = 24
    static let scale: CGFloat = 2

    static var residentMebibytes: Double {
        let status = (try? String(contentsOfFile: "/proc/self/status", encoding: .utf8)) ?? ""
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmRSS:") } ?? ""
        return (Double(line.split(separator: " ").dropFirst().first ?? "0") ?? 0) / 1024
    }

    /// Icon `index`: a rounded square frame and a polygon with `index % 5 + 3` points, like
    /// a toolbar glyph (strokes, fills, curves).
    static func icon(_ index: Int) -> String {
        let points = index % 5 + 3
        let polygon = (0..<points).map { step -> String in
            let angle = Double(step) / Double(points) * 2 * .pi + Double(index) * 0.1
            return String(format: "%.2f,%.2f", 12 + 7 * cos(angle), 12 + 7 * sin(angle))
        }.joined(separator: " ")
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="24" height="24" viewBox="0 0 24 24">
              <rect x="1.5" y="1.5" width="21" height="21" rx="5" fill="none" stroke="#007aff" stroke-width="1.5"/>
              <polygon points="\(polygon)" fill="#007aff"/>
              <circle cx="12" cy="12" r="\(1 + index % 3)" fill="#ffffff"/>
            </svg>
            """
    }

    /// Writes an app folder whose catalog holds the icons as `Contents.json` slots say.
    static func writeApp(at folder: URL, slots: (Int) throws -> [(file: String, scale: String?, data: Data)]) throws {
        let catalog = folder.appendingPathComponent("Assets.xcassets")
        for index in 0..<iconCount {
            let set = catalog.appendingPathComponent("icon\(index).imageset")
            try FileManager.default.createDirectory(at: set, withIntermediateDirectories: true)
            var entries: [String] = []
            for slot in try slots(index) {
                try slot.data.write(to: set.appendingPathComponent(slot.file))
                let scale = slot.scale.map { #", "scale" : "\#($0)""# } ?? ""
                entries.append(#"{ "idiom" : "universal", "filename" : "\#(slot.file)"\#(scale) }"#)
            }
            let contents = #"{ "images" : [ \#(entries.joined(separator: ", ")) ], "properties" : { "preserves-vector-representation" : true } }"#
            try Data(contents.utf8).write(to: set.appendingPathComponent("Contents.json"))
        }
    }

    static func loadAll(from bundle: Bundle, traits: UITraitCollection) -> Int {
        var pixels = 0
        for index in 0..<iconCount {
            if let image = UIImage(named: "icon\(index)", in: bundle, compatibleWith: traits) {
                pixels += Int(image.size.width * image.scale)
            }
        }
        return pixels
    }

    static func run() {
        print("Vector images: \(iconCount) SVG icons of \(Int(iconSide)) pt, wanted at \(Int(scale))x, headless")
        let root = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-vectors-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: root) }
        let vectorFolder = root.appendingPathComponent("Vectors"), bitmapFolder = root.appendingPathComponent("Bitmaps")
        do {
            try writeApp(at: vectorFolder) { index in [("icon.svg", nil, Data(icon(index).utf8))] }
        } catch {
            print("could not write the icons: \(error)")
            return
        }
        guard let vectors = Bundle(path: vectorFolder.path) else { return }
        let traits = UITraitCollection(displayScale: scale)

        // The very first vector icon: librsvg and its libraries mapped, then one icon drawn.
        let rssBefore = residentMebibytes
        let firstStart = DispatchTime.now().uptimeNanoseconds
        let first = UIImage(named: "icon0", in: vectors, compatibleWith: traits)
        let firstMilliseconds = Double(DispatchTime.now().uptimeNanoseconds - firstStart) / 1_000_000
        let rssAfter = residentMebibytes
        guard first != nil else {
            print("the first icon did not load (is librsvg2-2 installed?)")
            return
        }
        print(String(format: "first vector icon in the process (dlopen of librsvg included): %.2f ms; resident memory +%.1f MiB",
                     firstMilliseconds, rssAfter - rssBefore))

        // What a port-time rasterizer does: every icon at 1x, 2x and 3x, written as PNGs.
        let portStart = DispatchTime.now().uptimeNanoseconds
        var portBytes = 0
        do {
            try writeApp(at: bitmapFolder) { index in
                try [1, 2, 3].map { (pixelsPerPoint: CGFloat) in
                    AssetCatalog.removeCachedImages()
                    guard let data = UIImage(named: "icon\(index)", in: vectors, compatibleWith: UITraitCollection(displayScale: pixelsPerPoint))?.pngData() else {
                        throw CocoaError(.fileWriteUnknown)
                    }
                    portBytes += data.count
                    return ("icon@\(Int(pixelsPerPoint))x.png", "\(Int(pixelsPerPoint))x", data)
                }
            }
        } catch {
            print("could not rasterize the icons: \(error)")
            return
        }
        let portMilliseconds = Double(DispatchTime.now().uptimeNanoseconds - portStart) / 1_000_000
        let svgBytes = (0..<iconCount).reduce(0) { $0 + icon($1).utf8.count }
        print(String(format: "port time: %d icons × 3 scales drawn and written in %.1f ms: %d bytes of PNG (the SVGs: %d bytes)",
                     iconCount, portMilliseconds, portBytes, svgBytes))
        guard let bitmaps = Bundle(path: bitmapFolder.path) else { return }

        let runner = BenchmarkRunner(warmupRuns: 3, measuredRuns: 30)
        let fromVectors = runner.measure(prepare: { AssetCatalog.removeCachedImages() }) { _ = loadAll(from: vectors, traits: traits) }
        let fromBitmaps = runner.measure(prepare: { AssetCatalog.removeCachedImages() }) { _ = loadAll(from: bitmaps, traits: traits) }
        print(String(format: "first use of the %d icons at %dx, run time (SVG parsed and drawn): median %.2f ms (p90 %.2f), CPU %.2f ms",
                     iconCount, Int(scale), fromVectors.median, fromVectors.p90, fromVectors.cpuMedian))
        print(String(format: "first use of the %d icons at %dx, port time (PNG decoded):         median %.2f ms (p90 %.2f), CPU %.2f ms",
                     iconCount, Int(scale), fromBitmaps.median, fromBitmaps.p90, fromBitmaps.cpuMedian))

        // Preserving vectors: an image view 4× the icon redrawn at a new size each run (the
        // vector drawn at the view's pixels) against the same view enlarging the 2x bitmap.
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 200, height: 200))
        window.screenScale = scale
        let view = UIImageView(frame: CGRect(x: 0, y: 0, width: 96, height: 96))
        window.addSubview(view)
        var grow: CGFloat = 0
        let preserved = UIImage(named: "icon3", in: vectors, compatibleWith: traits)
        let enlarged = UIImage(named: "icon3", in: bitmaps, compatibleWith: traits)
        func redraw(_ image: UIImage?) -> BenchmarkRunner.Summary {
            view.image = image
            return runner.measure {
                // A new size every run, so a preserved vector is drawn again each time.
                grow = grow >= 40 ? 0 : grow + 1
                view.frame.size = CGSize(width: 96 + grow, height: 96 + grow)
                window.renderIfNeeded()
            }
        }
        let vectorDraw = redraw(preserved), bitmapDraw = redraw(enlarged)
        print(String(format: "an image view of about 4× the icon redrawn at a new size: preserved vector %.3f ms (CPU %.3f), enlarged 2x bitmap %.3f ms (CPU %.3f)",
                     vectorDraw.median, vectorDraw.cpuMedian, bitmapDraw.median, bitmapDraw.cpuMedian))
    }
}
