import Foundation

/// What frees the memory handed to `CGDataProvider(dataInfo:data:size:releaseData:)`: called
/// with the info pointer, the data and its size once the provider no longer needs them.
public typealias CGDataProviderReleaseDataCallback = @convention(c) (UnsafeMutableRawPointer?, UnsafeRawPointer, Int) -> Void

/// A source of bytes for an image, as Core Graphics' `CGDataProvider`: raw pixels for
/// `CGImage(width:height:…provider:…)`, or an encoded PNG or JPEG.
///
/// A provider holds an immutable copy of its bytes, so any thread may share it; ``data``
/// returns them as a ``CFData`` (Foundation's `NSData` on Linux).
public final class CGDataProvider: @unchecked Sendable {
    // Unchecked only because `NSData` is not marked `Sendable`: the stored copy is immutable.

    /// The bytes, copied when the provider was made.
    private let bytes: NSData

    /// A provider over a copy of `data`.
    public init?(data: CFData) {
        bytes = data.copy() as? NSData ?? NSData(data: Data(referencing: data))
    }

    /// A provider over `size` bytes at `data`. The bytes are copied at once and then
    /// `releaseData` is called (with `info`), so the caller may free them as soon as this
    /// returns: Core Graphics calls it later, when the provider goes away, which callers
    /// cannot tell apart since the pixels of an image never change. Nil for a negative size.
    public init?(dataInfo info: UnsafeMutableRawPointer?, data: UnsafeRawPointer, size: Int,
                 releaseData: CGDataProviderReleaseDataCallback) {
        guard size >= 0 else {
            Diagnostics.warn("CGDataProvider(dataInfo:data:size: \(size)) is nil: the size is negative")
            return nil
        }
        bytes = NSData(bytes: data, length: size)
        releaseData(info, data, size)
    }

    /// A provider over bytes already copied.
    init(copiedBytes: Data) {
        bytes = NSData(data: copiedBytes)
    }

    /// The provider's bytes: for an image's provider, its pixels in the layout the image
    /// describes (`bytesPerRow`, `bitmapInfo`).
    public var data: CFData? { bytes }

    /// The bytes as a Swift value, for the decoders.
    var contents: Data { Data(referencing: bytes) }

    /// How many bytes the provider holds.
    var byteCount: Int { bytes.length }
}
