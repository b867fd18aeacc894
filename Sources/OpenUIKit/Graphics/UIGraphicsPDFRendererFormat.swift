import CCairo
import Foundation

/// `documentInfo` key for the document title (a `String`).
public let kCGPDFContextTitle = "Title"
/// `documentInfo` key for the document author (a `String`).
public let kCGPDFContextAuthor = "Author"
/// `documentInfo` key for the document subject (a `String`).
public let kCGPDFContextSubject = "Subject"
/// `documentInfo` key for keywords (a `String`, or an array of strings joined with commas).
public let kCGPDFContextKeywords = "Keywords"
/// `documentInfo` key for the creating application (a `String`).
public let kCGPDFContextCreator = "Creator"

/// How a `UIGraphicsPDFRenderer` describes its document.
///
/// An `NSObject` that copies itself (`NSCopying`), as UIKit's format is.
public final class UIGraphicsPDFRendererFormat: NSObject, NSCopying {
    /// Metadata written into the PDF. The keys `kCGPDFContextTitle`, `…Author`, `…Subject`,
    /// `…Keywords` and `…Creator` are supported; other keys, and values that are not text,
    /// are left out with a warning.
    public var documentInfo: [String: Any] = [:]

    /// A format with no metadata.
    public override init() {
        super.init()
    }

    /// A format with no metadata.
    public static func `default`() -> UIGraphicsPDFRendererFormat {
        UIGraphicsPDFRendererFormat()
    }

    /// A new format with the same document info.
    public func copy(with zone: NSZone? = nil) -> Any {
        copiedFormat()
    }

    /// `copy(with:)`, typed.
    func copiedFormat() -> UIGraphicsPDFRendererFormat {
        let format = UIGraphicsPDFRendererFormat()
        format.documentInfo = documentInfo
        return format
    }

    /// Writes the supported `documentInfo` entries into the PDF surface.
    func applyMetadata(to surface: CairoSurface) {
        let fields: [String: cairo_pdf_metadata_t] = [
            kCGPDFContextTitle: CAIRO_PDF_METADATA_TITLE,
            kCGPDFContextAuthor: CAIRO_PDF_METADATA_AUTHOR,
            kCGPDFContextSubject: CAIRO_PDF_METADATA_SUBJECT,
            kCGPDFContextKeywords: CAIRO_PDF_METADATA_KEYWORDS,
            kCGPDFContextCreator: CAIRO_PDF_METADATA_CREATOR,
        ]
        for (key, value) in documentInfo.sorted(by: { $0.key < $1.key }) {
            let text = (value as? String) ?? (value as? [String])?.joined(separator: ", ")
            guard let field = fields[key], let text else {
                Diagnostics.warn("UIGraphicsPDFRendererFormat.documentInfo[\"\(key)\"] was left out: only text for \(fields.keys.sorted().joined(separator: ", ")) is written",
                                 once: "UIGraphicsPDFRendererFormat.documentInfo.\(key)")
                continue
            }
            cairo_pdf_surface_set_metadata(surface.pointer, field, text)
        }
    }
}
