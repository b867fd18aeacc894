import Foundation
import UniformTypeIdentifiers

/// What a drag out of the app offers another program: representations by type, each with
/// the means to load its data when the program asks.
///
/// A drag between programs carries one selection (X11's `XdndSelection`), so one set of
/// representations stands for the whole session. When every item holds a URL other programs
/// may load (file URLs, web URLs), the items go together as one URI list (`public.url`,
/// whose MIME type is `text/uri-list`: each URL on its own line, each line ended by CRLF,
/// as RFC 2483 and the freedesktop drag and drop conventions say), with the first item's
/// other types beside it. Any other mix offers only the first item's types (a URL among
/// them as a list of one): the other items stay in the app.
@MainActor
struct ExternalDragOffer {
    /// One representation offered: its type and how its data load (the completion runs on
    /// the main queue, with nil when the data could not be had).
    struct Representation {
        let typeIdentifier: String
        let load: (@escaping @MainActor (Data?) -> Void) -> Void
    }

    /// The representations, most faithful first.
    let representations: [Representation]
    /// How many of the session's items the offer carries.
    let itemCount: Int

    /// The offer of `items`; nil when the first item has no type other programs may load.
    init?(items: [UIDragItem]) {
        let providers = items.map(\.itemProvider)
        guard let first = providers.first else { return nil }
        // Every item when all are URLs; else the first alone.
        let carried = providers.allSatisfy { Self.visibleURLType(of: $0) != nil } ? providers : [first]
        let urlTypes = carried.map(Self.visibleURLType(of:))
        var representations: [Representation] = []
        var firstItemTypes = first.typeIdentifiersVisibleToOtherPrograms
        if !urlTypes.contains(nil) {
            let sources = zip(carried, urlTypes.compactMap { $0 }).map { ($0, $1) }
            representations.append(Representation(typeIdentifier: UTType.url.identifier) { done in
                Self.loadURIList(from: sources, completion: done)
            })
            // The list stands for every URL type of the first item.
            firstItemTypes.removeAll { UTType($0)?.conforms(to: .url) == true }
        }
        for identifier in firstItemTypes {
            representations.append(Representation(typeIdentifier: identifier) { done in
                first.loadDataRepresentation(forTypeIdentifier: identifier) { data, _ in
                    MainActor.assumeIsolated { done(data) }
                }
            })
        }
        guard !representations.isEmpty else { return nil }
        self.representations = representations
        itemCount = carried.count
    }

    /// A URI list of `urls`: each URL's absolute string on its own line, ended by CRLF.
    static func uriList(_ urls: [URL]) -> Data {
        Data(urls.map { $0.absoluteString + "\r\n" }.joined().utf8)
    }

    /// The first registered type of `provider` that other programs may load and that is a
    /// URL; nil when it has none.
    private static func visibleURLType(of provider: NSItemProvider) -> String? {
        provider.typeIdentifiersVisibleToOtherPrograms.first { UTType($0)?.conforms(to: .url) == true }
    }

    /// Loads each source's URLs (a representation may itself hold a list) and gives
    /// `completion` one URI list of them all, in the items' order; an item whose data do
    /// not load or are not URLs is left out, with a warning; nil when none loads.
    private static func loadURIList(from sources: [(NSItemProvider, String)], completion: @escaping @MainActor (Data?) -> Void) {
        var loaded = [[URL]?](repeating: nil, count: sources.count)
        var remaining = sources.count
        for (index, (provider, identifier)) in sources.enumerated() {
            provider.loadDataRepresentation(forTypeIdentifier: identifier) { data, _ in
                MainActor.assumeIsolated {
                    if let data {
                        do {
                            loaded[index] = try ItemProviderDecoding.urls(from: data)
                        } catch {
                            Diagnostics.warn("drag out: item \(index + 1)'s \(identifier) is left out of the URI list: \(error.localizedDescription)",
                                             once: "ExternalDragOffer.badURL")
                        }
                    }
                    remaining -= 1
                    guard remaining == 0 else { return }
                    let urls = loaded.compactMap { $0 }.flatMap { $0 }
                    completion(urls.isEmpty ? nil : uriList(urls))
                }
            }
        }
    }
}
