import Foundation

/// Core Foundation's immutable byte buffer, as `CGDataProvider.data` returns it.
///
/// On Linux, swift-corelibs-foundation does not make `CFData` or its functions visible to
/// code that imports Foundation, so OpenUIKit names Foundation's `NSData` `CFData`, as Apple's
/// toll-free bridging does: `data as CFData`, `cfData as Data` and
/// `CFDataGetBytePtr(cgImage.dataProvider!.data)` compile and work as on iOS.
public typealias CFData = NSData

/// Core Foundation's index and count type.
public typealias CFIndex = Int

/// The first byte of `data`; nil for empty data. Valid while `data` lives.
public func CFDataGetBytePtr(_ data: CFData!) -> UnsafePointer<UInt8>! {
    guard let data, data.length > 0 else { return nil }
    return data.bytes.assumingMemoryBound(to: UInt8.self)
}

/// How many bytes `data` holds.
public func CFDataGetLength(_ data: CFData!) -> CFIndex {
    data?.length ?? 0
}
