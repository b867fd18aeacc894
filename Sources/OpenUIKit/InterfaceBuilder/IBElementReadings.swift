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
    /// One kept reading: the list element's children it was read from, and the result.
    private struct Reading<Value: Sendable>: Sendable {
        var source: IBElement.Children
        var result: Result<Value, IBError>
    }

    /// The kept readings, a table per kind, each by its owner's id. Each table holds its own
    /// type: one table of `any Sendable` results cost a box per reading and a dynamic cast
    /// per reuse.
    private struct Tables: Sendable {
        var constraints: [String: Reading<[IBConstraint]>] = Dictionary(minimumCapacity: IBElementReadings.typicalReadingCount)
        var connections: [String: Reading<[IBConnection]>] = Dictionary(minimumCapacity: IBElementReadings.typicalReadingCount)
        var runtimeAttributes: [String: Reading<[IBRuntimeAttribute]>] = Dictionary(minimumCapacity: IBElementReadings.typicalReadingCount)
    }

    /// The readings of each kind a document's scenes usually make, reserved so the tables do
    /// not rehash their keys at each doubling while the first scene is read.
    private static let typicalReadingCount = 16

    private let state = Mutex(Tables())

    /// `read`'s result for `owner`, kept under the owner's id with `source` (the children it
    /// reads) in the table `find` and `keep` reach. (Closures rather than a key path, which
    /// copied the whole table out at each reuse.)
    private func reading<Value: Sendable>(of owner: IBElement, source: IBElement.Children,
                                          find: (inout Tables, String) -> Reading<Value>?,
                                          keep: (inout Tables, String, Reading<Value>) -> Void,
                                          _ read: () throws(IBError) -> Value) throws(IBError) -> Value {
        guard let id = owner.id else { return try read() }
        let kept: Result<Value, IBError>? = state.withLock { tables in
            guard let reading = find(&tables, id), reading.source.isSame(as: source) else { return nil }
            return reading.result
        }
        if let kept { return try kept.get() }
        let result: Result<Value, IBError>
        do {
            result = .success(try read())
        } catch {
            result = .failure(error)
        }
        state.withLock { tables in keep(&tables, id, Reading(source: source, result: result)) }
        return try result.get()
    }

    /// `IBConstraint.list(ownedBy:)`, kept.
    func constraints(ownedBy owner: IBElement) throws(IBError) -> [IBConstraint] {
        try reading(of: owner, source: owner.child("constraints")?.children ?? [], find: { $0.constraints[$1] },
                    keep: { $0.constraints[$1] = $2 }) { () throws(IBError) in
            try IBConstraint.list(ownedBy: owner)
        }
    }

    /// `IBConnection.list(of:)`, kept.
    func connections(of owner: IBElement) throws(IBError) -> [IBConnection] {
        try reading(of: owner, source: owner.child("connections")?.children ?? [], find: { $0.connections[$1] },
                    keep: { $0.connections[$1] = $2 }) { () throws(IBError) in
            try IBConnection.list(of: owner)
        }
    }

    /// `IBRuntimeAttribute.list(of:resources:)` with the document's resources, kept.
    func runtimeAttributes(of owner: IBElement, resources: IBResources) throws(IBError) -> [IBRuntimeAttribute] {
        try reading(of: owner, source: owner.child("userDefinedRuntimeAttributes")?.children ?? [], find: { $0.runtimeAttributes[$1] },
                    keep: { $0.runtimeAttributes[$1] = $2 }) { () throws(IBError) in
            try IBRuntimeAttribute.list(of: owner, resources: resources)
        }
    }
}
