import Foundation
import Testing
@testable import OpenUIKit

/// The Interface Builder fixtures beside these tests, and small documents made in code.
enum IBFixtures {
    /// `Fixtures/`, next to this file: storyboards and xibs written for these tests in
    /// Xcode's format (read in place, so they are not resources of the test target).
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Fixtures")

    /// The path of the fixture `name` (with its extension).
    static func path(_ name: String) -> String {
        directory.appendingPathComponent(name).path
    }

    /// Every storyboard and xib fixture, sorted by name.
    static func all() throws -> [String] {
        try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasSuffix(".storyboard") || $0.hasSuffix(".xib") }.sorted()
    }

    /// The fixture `name`, read as a document.
    static func document(_ name: String) throws -> IBDocument {
        try IBDocument(contentsOfFile: path(name))
    }

    /// A storyboard document around `scenes` (the text inside `<scenes>`), with `extra`
    /// after them (e.g. `<resources>`).
    static func storyboard(initial: String? = nil, _ scenes: String, extra: String = "") -> String {
        let initialAttribute = initial.map { " initialViewController=\"\($0)\"" } ?? ""
        return """
            <?xml version="1.0" encoding="UTF-8"?>
            <document type="com.apple.InterfaceBuilder3.CocoaTouch.Storyboard.XIB" version="3.0" toolsVersion="17701" \
            targetRuntime="iOS.CocoaTouch" propertyAccessControl="none" useAutolayout="YES"\(initialAttribute)>
                <scenes>
            \(scenes)
                </scenes>
            \(extra)
            </document>
            """
    }

    /// `text` parsed as a document named `file`.
    static func parse(_ text: String, file: String = "Test.storyboard") throws(IBError) -> IBDocument {
        try IBDocument(data: Data(text.utf8), file: file)
    }

    /// The one element of a tiny XML text (`<color red="1" …/>`), for the typed readers.
    static func element(_ xml: String) throws(IBError) -> IBElement {
        try IBXMLReader.parse(Data(xml.utf8), file: "Element.xml")
    }

    /// The `IBError` `body` throws, or nil; any other error is recorded as an issue.
    static func error(_ body: () throws -> Void) -> IBError? {
        do {
            try body()
            return nil
        } catch let error as IBError {
            return error
        } catch {
            Issue.record("expected an IBError, got \(error)")
            return nil
        }
    }
}

extension IBDocument {
    /// The element with `id`; a missing one fails the test with the document's message.
    func element(_ id: String) throws -> IBElement {
        try resolve(id, from: .file(file))
    }
}
