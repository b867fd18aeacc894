import Foundation

/// A keyed coder with nothing in it: every key is absent and every decode gives nothing.
/// It makes a responder class (the app delegate, the application, a scene delegate) through
/// its required `init?(coder:)` (see `UIResponder`).
///
/// An empty `NSKeyedUnarchiver` did the same, but writing its archive makes Foundation build
/// its table of every class's Objective-C name, which cost a storyboard app a tenth of its
/// launch (6 ms of about 60 ms of CPU).
final class EmptyCoder: NSCoder, @unchecked Sendable {
    // @unchecked Sendable: the coder holds no state.

    override var allowsKeyedCoding: Bool { true }
    override func containsValue(forKey key: String) -> Bool { false }
    override func decodeBool(forKey key: String) -> Bool { false }
    override func decodeDouble(forKey key: String) -> Double { 0 }
    override func decodeFloat(forKey key: String) -> Float { 0 }
    override func decodeInt64(forKey key: String) -> Int64 { 0 }
    override func decodeInt32(forKey key: String) -> Int32 { 0 }
    override func decodeInteger(forKey key: String) -> Int { 0 }
    override func decodeObject(forKey key: String) -> Any? { nil }
}
