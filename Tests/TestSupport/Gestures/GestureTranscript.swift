import Foundation
import OpenUIKit

/// One ordered record of everything that happens around a gesture — recognizers' touch
/// callbacks, state changes, delegate questions, actions, views' touch callbacks and resets —
/// shared by the recording types (`TranscriptTap`, `TranscriptPan`, `TranscriptView`,
/// `TranscriptDelegate`, `TranscriptTarget`), so a test can compare a whole sequence.
@MainActor
public final class GestureTranscript {
    public private(set) var entries: [String] = []

    public init() {}

    public func append(_ entry: String) {
        entries.append(entry)
    }

    /// Records `recognizer`'s state changes as "name → state" (the return to `.possible` at
    /// a reset is left out: the recognizer's `reset()` records "name reset").
    public func recordStates(of recognizer: UIGestureRecognizer, as name: String) {
        recognizer.name = name
        recognizer.transitionObserver = { [weak self] _, _, new in
            guard new != .possible else { return }
            self?.append("\(name) → \(new)")
        }
    }

    /// The entries since `mark` (an earlier `entries.count`).
    public func recent(since mark: Int) -> [String] {
        Array(entries[min(mark, entries.count)...])
    }
}
