import CCairo
import Foundation

/// The context a PDF renderer's drawing closure receives: it draws onto the current page and
/// begins new ones. Units are points, y down, origin at the page's top-left corner (or at
/// the page bounds' origin, see `beginPage(withBounds:pageInfo:)`).
public final class UIGraphicsPDFRendererContext: UIGraphicsRendererContext {
    /// The current page's bounds, in points.
    public private(set) var pdfContextBounds: CGRect

    private let surface: CairoSurface
    private let defaultPageBounds: CGRect
    /// How many pages have been begun.
    private(set) var pageCount = 0

    init(cgContext: CGContext, surface: CairoSurface, defaultPageBounds: CGRect) {
        self.surface = surface
        self.defaultPageBounds = defaultPageBounds
        self.pdfContextBounds = defaultPageBounds
        super.init(cgContext: cgContext)
        // Kept for the whole document, so each page can start from this pristine state.
        cgContext.saveGState()
        // Drawing before the first beginPage() lands on the first page, placed as if that
        // page had been begun with the renderer's bounds.
        if defaultPageBounds.origin != .zero {
            cgContext.translateBy(x: -defaultPageBounds.minX, y: -defaultPageBounds.minY)
        }
    }

    /// Ends the current page, if any, and begins one with the renderer's bounds.
    public func beginPage() {
        beginPage(withBounds: defaultPageBounds, pageInfo: [:])
    }

    /// Ends the current page, if any, and begins one of `bounds.size` points; drawing at
    /// `bounds.origin` lands in the page's top-left corner. Each page starts with a fresh
    /// graphics state (transform, clip, colours).
    ///
    /// Bounds that are not finite, under 1 point, or over the 14,400 points PDF viewers
    /// accept give a page of the renderer's bounds instead, with a warning. `pageInfo`
    /// entries (page boxes, for instance) are not supported; they are ignored with a warning.
    public func beginPage(withBounds bounds: CGRect, pageInfo: [String: Any]) {
        if !pageInfo.isEmpty {
            Diagnostics.warn("UIGraphicsPDFRendererContext.beginPage ignored its pageInfo: page info entries are not supported",
                             once: "UIGraphicsPDFRendererContext.pageInfo")
        }
        var page = bounds
        if !UIGraphicsPDFRenderer.isValidPage(bounds) {
            Diagnostics.warn("UIGraphicsPDFRendererContext.beginPage(withBounds: \(bounds)) used \(defaultPageBounds) instead: a page must be finite and 1…\(UIGraphicsPDFRenderer.maximumPageSidePoints) points on a side",
                             once: "UIGraphicsPDFRendererContext.bounds")
            page = defaultPageBounds
        }
        if pageCount > 0 {
            cairo_show_page(cgContext.cairo)
        }
        while cgContext.gStateDepth > 0 { cgContext.restoreGState() }
        cgContext.beginPath()
        cgContext.saveGState()
        cairo_pdf_surface_set_size(surface.pointer, Double(page.width), Double(page.height))
        if page.origin != .zero {
            cgContext.translateBy(x: -page.minX, y: -page.minY)
        }
        pdfContextBounds = page
        pageCount += 1
    }

    /// Ends the last page. Done explicitly because cairo drops a last page with nothing
    /// drawn on it, and UIKit keeps every page begun.
    func endLastPage() {
        if pageCount > 0 {
            cairo_show_page(cgContext.cairo)
        }
    }
}
