import Foundation
import Synchronization

/// The typed lists a document's elements were read into (constraints, connections, runtime
/// attributes), kept for the instantiations after the first, as UIKit compiles a scene once
/// and only unarchives it after that.
///
/// A document shares one of these among its copies. Each list is kept under its owner's id
/// together with the list element's children, and reused only while the element asked about
/// has those very children (the same storage, not merely equal ones): a size-class overlay
/// or any other edited copy of an element is read afresh. Errors are kept like values, so a
/// malformed list reports the same error each time it is read.
final class IBElementReadings: Sendable {
    /// What a reading is of.
    private enum Kind {
        case constraints, connections, runtimeAttributes
    }

    private struct Key: Hashable {
        var kind: Kind
        /// The owner's id.
        var id: String
    }

    /// One kept reading: the list element's children it was read from, and the result (a
    /// `Result` of the list's type, which `Kind` decides).
    private struct Reading: Sendable {
        var source: IBElement.Children
        var result: any Sendable
    }

    /// The readings a document's scenes usually make, reserved so the table does not rehash
    /// its keys at each doubling while the first scene is read.
    private static let typicalReadingCount = 32

    private let state = Mutex<[Key: Reading]>(Dictionary(minimumCapacity: IBElementReadings.typicalReadingCount))

    /// `read`'s result for `owner`, kept under its id with `source` (the children it reads).
    private func reading<Value: Sendable>(_ kind: Kind, of owner: IBElement, source: IBElement.Children,
                                          _ read: () throws(IBError) -> Value) throws(IBError) -> Value {
        guard let id = owner.id else { return try read() }
        let key = Key(kind: kind, id: id)
        let kept: Result<Value, IBError>? = state.withLock { readings in
            guard let reading = readings[key], reading.source.isSame(as: source) else { return nil }
            return reading.result as? Result<Value, IBError>
        }
        if let kept { return try kept.get() }
        let result: Result<Value, IBError>
        do {
            result = .success(try read())
        } catch {
            result = .failure(error)
        }
        state.withLock { readings in readings[key] = Reading(source: source, result: result) }
        return try result.get()
    }

    /// `IBConstraint.list(ownedBy:)`, kept.
    func constraints(ownedBy owner: IBElement) throws(IBError) -> [IBConstraint] {
        try reading(.constraints, of: owner, source: owner.child("constraints")?.children ?? []) { () throws(IBError) in
            try IBConstraint.list(ownedBy: owner)
        }
    }

    /// `IBConnection.list(of:)`, kept.
    func connections(of owner: IBElement) throws(IBError) -> [IBConnection] {
        try reading(.connections, of: owner, source: owner.child("connections")?.children ?? []) { () throws(IBError) in
            try IBConnection.list(of: owner)
        }
    }

    /// `IBRuntimeAttribute.list(of:resources:)` with the document's resources, kept.
    func runtimeAttributes(of owner: IBElement, resources: IBResources) throws(IBError) -> [IBRuntimeAttribute] {
        try reading(.runtimeAttributes, of: owner, source: owner.child("userDefinedRuntimeAttributes")?.children ?? []) { () throws(IBError) in
            try IBRuntimeAttribute.list(of: owner, resources: resources)
        }
    }
}
