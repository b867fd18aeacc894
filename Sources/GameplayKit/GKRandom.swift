/// What every random source and distribution answers: GameplayKit's common interface for
/// random values.
///
/// Adopt it to feed a ``GKRandomDistribution`` from a source of your own.
public protocol GKRandom {
    /// The next value in the sequence, in `Int32.min ... Int32.max`.
    func nextInt() -> Int
    /// The next value in `0 ..< upperBound`.
    func nextInt(upperBound: Int) -> Int
    /// The next value in `0.0 ... 1.0`.
    func nextUniform() -> Float
    /// The next Boolean value.
    func nextBool() -> Bool
}
