import CCairo
import CCairoSVG
import Foundation
import OpenUIKit

/// A demo app's icon: one drawing, by the app's own views, that makes every file and size a
/// desktop asks for.
///
/// - the window's icon (`_NET_WM_ICON`) at `windowIconSides`, rendered when the window opens;
/// - PNGs at `themeSides` and an SVG for the hicolor icon theme, written by
///   `writeThemeIcons(to:)` (what `--export-icons` and `scripts/install.sh` use).
///
/// Each size is drawn afresh at that size, not scaled from a large one, so the views lay
/// themselves out for it (minimum line widths and font sizes stay readable when small). The
/// SVG comes from the same drawing through Cairo's SVG surface: paths stay paths and text
/// becomes glyph outlines.
///
/// An icon is drawn in layers, bottom first, each composited as a group onto the ones below.
/// A view that fills with the copy blend mode (`UIRectFill`, as a card's face does) then
/// replaces only what its own layer drew. That is also what keeps the SVG vector: SVG 1.1
/// has no copy operator, so cairo turns the whole page into one bitmap when a copy lands on
/// earlier drawing, but a copy inside a fresh group has nothing beneath it.
public struct AppIcon: Sendable {
    /// Draws one layer into the current graphics context, in the square from (0, 0) to
    /// (side, side) in points, on a transparent background.
    public typealias Layer = @MainActor @Sendable (_ side: CGFloat) -> Void

    /// The icon's name in an icon theme, which the desktop entry's `Icon=` names.
    public var name: String
    /// The layers, bottom first.
    public var layers: [Layer]

    public init(name: String, layers: [Layer]) {
        self.name = name
        self.layers = layers
    }

    /// Draws the icon into the current graphics context at `side` points a side.
    @MainActor
    public func draw(side: CGFloat) {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        for layer in layers {
            cairo_push_group(context.cairo)
            layer(side)
            cairo_pop_group_to_source(context.cairo)
            cairo_paint(context.cairo)
        }
    }

    /// The window icon's sizes in pixels: what panels (16–32), switchers (48–64) and docks
    /// (up to 128) show; window managers scale down from the nearest larger one.
    public static let windowIconSides = [16, 24, 32, 48, 64, 128]
    /// The PNG sizes installed in the icon theme.
    public static let themeSides = [48, 128, 256]
    /// The SVG's size in its own units (px), the icon theme's nominal size for scalable icons.
    public static let scalableSide = 256

    /// The icon as an image of `side` × `side` pixels.
    @MainActor
    public func image(side: Int) -> UIImage {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).image { _ in draw(side: CGFloat(side)) }
    }

    /// The icon as PNG data of `side` × `side` pixels.
    @MainActor
    public func pngData(side: Int) -> Data {
        UIGraphicsImageRenderer(size: CGSize(width: side, height: side)).pngData { _ in draw(side: CGFloat(side)) }
    }

    /// The window icon's images, smallest first.
    @MainActor
    public func windowIconImages() -> [UIImage] {
        AppIcon.windowIconSides.map { image(side: $0) }
    }

    /// The icon as an SVG document of `scalableSide` px a side.
    @MainActor
    public func svgData() throws -> Data {
        let side = Double(AppIcon.scalableSide)
        let output = SVGOutput()
        return try withExtendedLifetime(output) {
            guard let raw = cairo_svg_surface_create_for_stream({ closure, bytes, length in
                guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
                let output = Unmanaged<SVGOutput>.fromOpaque(closure).takeUnretainedValue()
                if let bytes, length > 0 { output.data.append(bytes, count: Int(length)) }
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(output).toOpaque(), side, side) else {
                throw AppIconError(description: "cairo could not start an SVG")
            }
            let surface = CairoSurface(owning: raw)
            // Pixels, the unit icon themes and browsers assume, rather than cairo's points.
            cairo_svg_surface_set_document_unit(raw, CAIRO_SVG_UNIT_PX)
            withCurrentGraphicsContext(CGContext(surface: surface)) { draw(side: CGFloat(side)) }
            // Finishing writes the document's end; the output must outlive it.
            cairo_surface_finish(raw)
            let status = cairo_surface_status(raw)
            guard status == CAIRO_STATUS_SUCCESS else {
                throw AppIconError(description: "cairo could not write the SVG: \(String(cString: cairo_status_to_string(status)))")
            }
            return output.data
        }
    }

    /// Writes the icon-theme files under `directory`, laid out as a theme's folder is
    /// (`48x48/apps/NAME.png`, …, `scalable/apps/NAME.svg`), creating folders as needed.
    /// Returns the files written, relative to `directory`.
    @MainActor
    @discardableResult
    public func writeThemeIcons(to directory: URL) throws -> [String] {
        var files: [(path: String, data: Data)] = AppIcon.themeSides.map { side in
            ("\(side)x\(side)/apps/\(name).png", pngData(side: side))
        }
        files.append(("scalable/apps/\(name).svg", try svgData()))
        for file in files {
            let url = directory.appendingPathComponent(file.path)
            try AppIcon.makeFolders(url.deletingLastPathComponent().path)
            do {
                try OutputFile.write(file.data, to: url.path)
            } catch {
                throw AppIconError(description: error.description)
            }
        }
        return files.map(\.path)
    }

    /// Creates `path` and the folders above it, saying in plain words what is in the way:
    /// Foundation's own message for a file where a folder should be is "You don't have
    /// permission", whoever runs it.
    private static func makeFolders(_ path: String) throws(AppIconError) {
        var prefix = path.hasPrefix("/") ? "" : "."
        for component in path.split(separator: "/") {
            prefix += "/" + component
            var info = stat()
            if lstat(prefix, &info) == 0 {
                let kind = info.st_mode & S_IFMT
                if kind == S_IFDIR { continue }
                // A link to a folder is a folder for this purpose (a home on another disk).
                if kind == S_IFLNK, stat(prefix, &info) == 0, info.st_mode & S_IFMT == S_IFDIR { continue }
                throw AppIconError(description: "cannot make the folder \(prefix): a file is in the way")
            }
            if mkdir(prefix, 0o755) != 0, errno != EEXIST {
                throw AppIconError(description: "cannot make the folder \(prefix): \(String(cString: strerror(errno)))")
            }
        }
    }
}

/// Why an icon file could not be made; the description is one line for the user.
public struct AppIconError: Error, CustomStringConvertible {
    public let description: String
}

/// Collects what cairo's SVG surface writes.
private final class SVGOutput {
    var data = Data()
}
