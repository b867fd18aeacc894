import Foundation
import Synchronization

/// The Interface Builder documents this process has parsed, by file, so that a storyboard or
/// nib made again from a file it has read (`UIStoryboard(name:bundle:)` each time a scene is
/// shown, as apps write it) does not parse the file again.
///
/// UIKit reads a compiled storyboard once and keeps it; here the file is still read each
/// time, through every check of `IBXMLReader.readFile` (a regular file, the size cap), and
/// its bytes are compared with the bytes the kept document was parsed from. Only identical
/// bytes reuse the document, so a file rewritten in place, even within the file system's
/// timestamp granularity, is parsed again; a key of size and modification time would miss
/// that. Failures are not kept: a file that could not be read or parsed is tried again and
/// reported (once per message, as before).
enum IBDocumentCache {
    /// The most bytes of source files whose documents are kept (16 MiB); the least recently
    /// used go first past it. A parsed tree takes several times its file's size, and an
    /// app's storyboards and xibs together are rarely past a megabyte.
    static let maximumCachedBytes = 16 << 20

    private struct Entry {
        /// The file's bytes the document was parsed from.
        var data: Data
        var document: IBDocument
        /// When the entry was last used, in `State.uses`, for eviction.
        var lastUse: UInt64
    }

    private struct State {
        var entries: [String: Entry] = [:]
        /// The sum of the entries' `data` sizes, in bytes.
        var bytes = 0
        /// Uses counted so far.
        var uses: UInt64 = 0
    }

    private static let state = Mutex(State())

    /// The document in the file at `path`: the one parsed before when the file's bytes are
    /// the same, else the file parsed now (and kept). Errors are `IBDocument(contentsOfFile:)`'s.
    static func document(contentsOfFile path: String) throws(IBError) -> IBDocument {
        let data = try IBXMLReader.readFile(path)
        let kept: IBDocument? = state.withLock { state in
            guard var entry = state.entries[path], entry.data == data else { return nil }
            state.uses += 1
            entry.lastUse = state.uses
            state.entries[path] = entry
            return entry.document
        }
        if let kept { return kept }
        let document = try IBDocument(data: data, file: path)
        state.withLock { state in
            if let replaced = state.entries.removeValue(forKey: path) { state.bytes -= replaced.data.count }
            state.uses += 1
            state.entries[path] = Entry(data: data, document: document, lastUse: state.uses)
            state.bytes += data.count
            while state.bytes > maximumCachedBytes, let oldest = state.entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                state.entries[oldest.key] = nil
                state.bytes -= oldest.value.data.count
            }
        }
        return document
    }

    /// Forgets every kept document (for tests that measure a first parse).
    static func removeAll() {
        state.withLock { state in state = State() }
    }

    /// How many documents are kept now.
    static var count: Int {
        state.withLock { $0.entries.count }
    }
}
