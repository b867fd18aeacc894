import Foundation
import OpenUIKit
import TestSupport
import Testing

@MainActor
@Suite struct UIGraphicsPDFRendererTests {
    /// The PDF's bytes as text; the structure cairo writes (page objects, the page tree) is
    /// plain ASCII outside the compressed content streams.
    private static func text(of data: Data) -> String {
        String(decoding: data, as: Unicode.ASCII.self)
    }

    /// How many page objects (`/Type /Page`, not `/Pages`) the PDF has.
    private static func pageObjectCount(_ pdf: String) -> Int {
        pdf.matches(of: /\/Type\s*\/Page(?![s\w])/).count
    }

    private static func mediaBoxes(_ pdf: String) -> [[Double]] {
        pdf.matches(of: /\/MediaBox\s*\[([^\]]*)\]/).map { match in
            match.1.split(separator: " ").compactMap { Double($0) }
        }
    }

    @Test func twoPagesWrittenToAFileReadBackAsAPDF() throws {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("openuikit-pdf-\(UUID().uuidString).pdf")
        defer { try? FileManager.default.removeItem(at: url) }
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 200, height: 100))
        var pageBounds: [CGRect] = []
        try renderer.writePDF(to: url) { context in
            context.beginPage()
            pageBounds.append(context.pdfContextBounds)
            UIColor.red.setFill()
            context.fill(CGRect(x: 10, y: 10, width: 50, height: 50))
            context.beginPage(withBounds: CGRect(x: 0, y: 0, width: 300, height: 400), pageInfo: [:])
            pageBounds.append(context.pdfContextBounds)
            UIBezierPath(ovalIn: CGRect(x: 20, y: 20, width: 100, height: 100)).fill()
        }
        let data = try Data(contentsOf: url)
        let pdf = Self.text(of: data)
        #expect(pdf.hasPrefix("%PDF-"))
        #expect(pdf.contains("%%EOF"))
        #expect(Self.pageObjectCount(pdf) == 2)
        #expect(pdf.contains(/\/Type\s*\/Pages[^>]*\/Count\s+2\b/))
        #expect(Self.mediaBoxes(pdf) == [[0, 0, 200, 100], [0, 0, 300, 400]])
        #expect(pageBounds == [CGRect(x: 0, y: 0, width: 200, height: 100), CGRect(x: 0, y: 0, width: 300, height: 400)])
    }

    @Test func imagesGoIntoThePDFAsImages() throws {
        let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { context in
            UIColor.green.setFill()
            context.fill(CGRect(x: 0, y: 0, width: 4, height: 4))
        }
        let data = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 100, height: 100)).pdfData { context in
            context.beginPage()
            image.draw(in: CGRect(x: 10, y: 10, width: 80, height: 80))
            image.drawAsPattern(in: CGRect(x: 0, y: 0, width: 10, height: 10))
        }
        let pdf = Self.text(of: data)
        #expect(pdf.contains(/\/Subtype\s*\/Image/))
        #expect(pdf.contains(/\/Width\s+4\b/))
    }

    @Test func eachPageStartsWithAFreshGraphicsState() {
        var transforms: [CGAffineTransform] = []
        _ = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 50, height: 50)).pdfData { context in
            context.beginPage()
            context.cgContext.saveGState()
            context.cgContext.translateBy(x: 5, y: 5)
            UIColor.red.setFill()
            context.beginPage()
            transforms.append(context.cgContext.ctm)
            #expect(context.cgContext.fillColor == UIColor.black.cgColor)
            // A page whose bounds start elsewhere maps its origin to the corner.
            context.beginPage(withBounds: CGRect(x: 10, y: 20, width: 50, height: 50), pageInfo: [:])
            transforms.append(context.cgContext.ctm)
        }
        #expect(transforms == [.identity, CGAffineTransform(translationX: -10, y: -20)])
    }

    @Test func theContextIsCurrentDuringTheActions() {
        _ = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10)).pdfData { context in
            context.beginPage()
            #expect(UIGraphicsGetCurrentContext() === context.cgContext)
        }
        #expect(UIGraphicsGetCurrentContext() == nil)
    }

    @Test func documentInfoBecomesMetadata() {
        let format = UIGraphicsPDFRendererFormat()
        format.documentInfo = [kCGPDFContextTitle: "Playing Cards", kCGPDFContextAuthor: "CS193p"]
        let data = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), format: format)
            .pdfData { $0.beginPage() }
        let pdf = Self.text(of: data)
        #expect(pdf.contains("/Title (Playing Cards)"))
        #expect(pdf.contains("/Author (CS193p)"))
    }

    @Test func unsupportedDocumentInfoIsReported() {
        let format = UIGraphicsPDFRendererFormat()
        format.documentInfo = ["Title": 42]
        let warningsBefore = Diagnostics.warningCount()
        _ = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10), format: format).pdfData { $0.beginPage() }
        #expect(Diagnostics.warningCount() > warningsBefore)
    }

    @Test func actionsWithoutAPageStillGiveOnePageAndAWarning() {
        let warningsBefore = Diagnostics.warningCount()
        let data = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 30, height: 40)).pdfData { context in
            context.fill(CGRect(x: 0, y: 0, width: 5, height: 5))
        }
        let pdf = Self.text(of: data)
        #expect(Self.pageObjectCount(pdf) == 1)
        #expect(Self.mediaBoxes(pdf) == [[0, 0, 30, 40]])
        #expect(Diagnostics.warningCount() > warningsBefore)
    }

    @Test func unusablePageBoundsFallBackWithAWarning() {
        let warningsBefore = Diagnostics.warningCount()
        let data = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: CGFloat.nan, height: 10)).pdfData { context in
            context.beginPage()
            context.beginPage(withBounds: CGRect(x: 0, y: 0, width: 0, height: 100), pageInfo: [:])
            context.beginPage(withBounds: CGRect(x: 0, y: 0, width: 20_000, height: 100), pageInfo: [:])
        }
        #expect(Self.mediaBoxes(Self.text(of: data)) == Array(repeating: [0, 0, 612, 792], count: 3))
        #expect(Diagnostics.warningCount() >= warningsBefore + 3)
    }

    @Test func aWriteErrorNamesThePath() {
        let url = FileManager.default.temporaryDirectory
            .appendingPathComponent("openuikit-missing-\(UUID().uuidString)")
            .appendingPathComponent("out.pdf")
        let renderer = UIGraphicsPDFRenderer(bounds: CGRect(x: 0, y: 0, width: 10, height: 10))
        do {
            try renderer.writePDF(to: url) { $0.beginPage() }
            Issue.record("writing into a missing folder succeeded")
        } catch {
            #expect(error.localizedDescription.contains(url.path))
            guard case UIGraphicsRendererError.cannotWrite(let path, _) = error else {
                Issue.record("unexpected error \(error)")
                return
            }
            #expect(path == url.path)
        }
        #expect(!FileManager.default.fileExists(atPath: url.path))
    }
}
