import CCairo
import Foundation

/// Draws a multi-page PDF document, returned as data or written to a file.
///
/// ```swift
/// let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 612, height: 792))
/// try renderer.writePDF(to: url) { context in
///     context.beginPage()
///     UIColor.blue.setFill()
///     context.fill(CGRect(x: 72, y: 72, width: 100, height: 100))
/// }
/// ```
///
/// Units are points (1/72 inch) and drawing is vector: paths, text and images go into the
/// PDF as such. Call `beginPage()` before drawing each page. UIKit requires a page before any
/// drawing; here, drawing before the first `beginPage()` lands on the first page, and if the
/// actions begin no page at all, the document still has one page of the renderer's bounds and
/// a warning is reported.
///
/// As in UIKit, a renderer is an `NSObject` that any thread may use: the actions run on the
/// calling thread with the page's context current on that thread only.
public final class UIGraphicsPDFRenderer: NSObject {
    /// The largest page side, in points, that PDF viewers accept (200 inches).
    public static let maximumPageSidePoints: CGFloat = 14_400

    /// The page used when the renderer's bounds are unusable: US Letter, 8.5×11 inches.
    static let letterPage = CGRect(x: 0, y: 0, width: 612, height: 792)

    /// A copy of the format given at creation.
    public let format: UIGraphicsPDFRendererFormat

    /// The bounds of pages begun with `beginPage()`.
    private let bounds: CGRect

    /// A renderer whose pages are `bounds` by default. Unusable bounds (not finite, under 1
    /// point, over `maximumPageSidePoints`) are replaced by US Letter with a warning.
    public init(bounds: CGRect, format: UIGraphicsPDFRendererFormat = .default()) {
        self.format = format.copiedFormat()
        if Self.isValidPage(bounds) {
            self.bounds = bounds
        } else {
            Diagnostics.warn("UIGraphicsPDFRenderer(bounds: \(bounds)) used US Letter pages instead: a page must be finite and 1…\(Self.maximumPageSidePoints) points on a side",
                             once: "UIGraphicsPDFRenderer.bounds")
            self.bounds = Self.letterPage
        }
        super.init()
    }

    /// Runs `actions` and returns the PDF they drew.
    public func pdfData(actions: (UIGraphicsPDFRendererContext) -> Void) -> Data {
        render(actions)
    }

    /// Runs `actions` and writes the PDF they drew to the file `url`, replacing it.
    ///
    /// - Throws: `UIGraphicsRendererError.cannotWrite` naming the path when `url` is not a
    ///   file URL or the file cannot be written. The actions have run by then.
    public func writePDF(to url: URL, withActions actions: (UIGraphicsPDFRendererContext) -> Void) throws {
        guard url.isFileURL else {
            throw UIGraphicsRendererError.cannotWrite(path: url.absoluteString, reason: "it is not a file URL")
        }
        let data = render(actions)
        // Through `OutputFile`: beside the target, then renamed, so a symbolic link or a
        // device node at `url` is refused rather than replaced.
        do {
            try OutputFile.write(data, to: url.path)
        } catch {
            throw UIGraphicsRendererError.cannotWrite(path: url.path, reason: error.reason)
        }
    }

    static func isValidPage(_ bounds: CGRect) -> Bool {
        bounds.origin.x.isFinite && bounds.origin.y.isFinite
            && bounds.width.isFinite && bounds.height.isFinite
            && (1...maximumPageSidePoints).contains(bounds.width)
            && (1...maximumPageSidePoints).contains(bounds.height)
    }

    private func render(_ actions: (UIGraphicsPDFRendererContext) -> Void) -> Data {
        let writer = DataWriter()
        return withExtendedLifetime(writer) {
            let raw = cairo_pdf_surface_create_for_stream({ closure, bytes, length in
                guard let closure else { return CAIRO_STATUS_WRITE_ERROR }
                let writer = Unmanaged<DataWriter>.fromOpaque(closure).takeUnretainedValue()
                if let bytes, length > 0 { writer.data.append(bytes, count: Int(length)) }
                return CAIRO_STATUS_SUCCESS
            }, Unmanaged.passUnretained(writer).toOpaque(), Double(bounds.width), Double(bounds.height))
            guard let raw else { return Data() }
            let surface = CairoSurface(owning: raw)
            guard cairo_surface_status(raw) == CAIRO_STATUS_SUCCESS else {
                Diagnostics.warn("cairo could not start a PDF: \(CairoSurface.describe(cairo_surface_status(raw)))")
                return Data()
            }
            format.applyMetadata(to: surface)
            let cgContext = CGContext(surface: surface)
            let context = UIGraphicsPDFRendererContext(cgContext: cgContext, surface: surface, defaultPageBounds: bounds)
            withCurrentGraphicsContext(cgContext) {
                actions(context)
            }
            context.endLastPage()
            if context.pageCount == 0 {
                Diagnostics.warn("UIGraphicsPDFRenderer actions began no page; the PDF has one page of \(bounds)",
                                 once: "UIGraphicsPDFRenderer.noPage")
            }
            // Finishing writes the trailer; the writer must outlive it, hence the enclosing
            // withExtendedLifetime. A context that escaped the actions can draw no further.
            cairo_surface_finish(raw)
            let status = cairo_surface_status(raw)
            if status != CAIRO_STATUS_SUCCESS {
                Diagnostics.warn("cairo could not complete a PDF: \(CairoSurface.describe(status))")
            }
            return writer.data
        }
    }
}

/// Why a renderer could not deliver its output.
public enum UIGraphicsRendererError: Error, Equatable, CustomStringConvertible, LocalizedError {
    /// The output file at `path` could not be written, for `reason`.
    case cannotWrite(path: String, reason: String)

    public var description: String {
        switch self {
        case .cannotWrite(let path, let reason):
            return "could not write \(path): \(reason)"
        }
    }

    public var errorDescription: String? { description }
}
