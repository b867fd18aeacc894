import Foundation

/// Core Foundation's array, as `CGGradient(colorsSpace:colors:locations:)` takes its colours.
/// swift-corelibs-foundation does not make `CFArray` visible on Linux, so it is Foundation's
/// `NSArray` here: `[color.cgColor, other.cgColor] as CFArray` compiles and works as on iOS.
public typealias CFArray = NSArray
