import Foundation

/// Core Foundation's "any object" type, which Core Animation's untyped properties (a text
/// layer's `font`) take: any class instance here.
public typealias CFTypeRef = AnyObject
