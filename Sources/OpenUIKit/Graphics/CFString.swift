import Foundation

/// Core Foundation's string, as colour space names are typed. swift-corelibs-foundation does
/// not make `CFString` visible on Linux, so it is Foundation's `NSString` here, as toll-free
/// bridging makes it on Apple's platforms: `"name" as CFString` and `cfString as String` work.
public typealias CFString = NSString
