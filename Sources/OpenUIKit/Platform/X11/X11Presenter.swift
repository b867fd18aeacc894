import CX11
import Foundation

/// Shows the window's back buffer: the back buffer's own memory is the image the server reads,
/// and only damaged rectangles are sent.
///
/// - **MIT-SHM** (local servers): the back buffer lives in a shared-memory segment, so
///   presenting copies nothing on the client side and sends no pixels over the socket. The
///   server must finish reading before the next frame draws, so each present ends with an
///   `XSync` (one round trip).
/// - **XPutImage** (remote servers, or no MIT-SHM): the back buffer is ordinary memory wrapped
///   in an `XImage`; Xlib copies the damaged rows into the request stream.
///
/// The benchmark compares both with cairo-xlib (drawing straight into the window through the
/// server); see docs/ARCHITECTURE.md for the figures and why this path won.
@MainActor
package final class X11Presenter {
    package enum Method: String {
        case sharedMemory = "MIT-SHM"
        case putImage = "XPutImage"
    }

    package private(set) var method: Method
    private let display: OpaquePointer
    private let window: Window
    private let visual: UnsafeMutablePointer<Visual>
    private let depth: Int32
    private let gc: GC

    private var image: UnsafeMutablePointer<XImage>?
    private var segment: UnsafeMutablePointer<XShmSegmentInfo>?
    private var surface: CairoSurface?

    package init(connection: X11Connection, window: Window, visual: UnsafeMutablePointer<Visual>, depth: Int32, forceMethod: Method? = nil) {
        display = connection.display
        self.window = window
        self.visual = visual
        self.depth = depth
        var values = XGCValues()
        values.graphics_exposures = False
        gc = XCreateGC(connection.display, window, UInt(GCGraphicsExposures), &values)
        method = forceMethod ?? (connection.hasSharedMemoryExtension ? .sharedMemory : .putImage)
    }

    /// A new back buffer of the given size whose memory the server can read; the previous one
    /// is finished and released.
    package func makeBackBuffer(pixelWidth: Int, pixelHeight: Int, scale: CGFloat) -> CairoSurface? {
        releaseImage()
        guard pixelWidth > 0, pixelHeight > 0,
              pixelWidth <= CairoSurface.maximumPixelDimension, pixelHeight <= CairoSurface.maximumPixelDimension else {
            Diagnostics.warn("refused a window back buffer of \(pixelWidth)×\(pixelHeight) pixels")
            return nil
        }
        if method == .sharedMemory, let surface = makeSharedBuffer(pixelWidth, pixelHeight, scale) {
            return surface
        }
        if method == .sharedMemory {
            Diagnostics.warn("MIT-SHM could not be used with this X server (a remote display?); presenting with XPutImage", once: "x11-shm-fallback")
            method = .putImage
        }
        return makePlainBuffer(pixelWidth, pixelHeight, scale)
    }

    /// Sends the given window-pixel rectangles of the back buffer to the window. Returns the
    /// number of pixels sent.
    @discardableResult
    package func present(_ rects: [CGRect]) -> Int {
        guard let image, let surface, !rects.isEmpty else { return 0 }
        surface.flush()
        let bounds = CGRect(x: 0, y: 0, width: Int(image.pointee.width), height: Int(image.pointee.height))
        var pixels = 0
        for rect in rects {
            let r = rect.standardized.intersection(bounds)
            guard !r.isNull, !r.isEmpty else { continue }
            let x = Int32(r.minX.rounded(.down)), y = Int32(r.minY.rounded(.down))
            let w = UInt32(r.maxX.rounded(.up)) - UInt32(x), h = UInt32(r.maxY.rounded(.up)) - UInt32(y)
            switch method {
            case .sharedMemory: XShmPutImage(display, window, gc, image, x, y, x, y, w, h, False)
            case .putImage: XPutImage(display, window, gc, image, x, y, x, y, w, h)
            }
            pixels += Int(w) * Int(h)
        }
        if method == .sharedMemory {
            // The next frame draws into the same memory; the server must be done reading it.
            XSync(display, False)
        } else {
            XFlush(display)
        }
        return pixels
    }

    /// Releases the image and shared memory; call before the window is destroyed.
    package func close() {
        releaseImage()
        XFreeGC(display, gc)
    }

    // MARK: Private

    private func makeSharedBuffer(_ width: Int, _ height: Int, _ scale: CGFloat) -> CairoSurface? {
        let info = UnsafeMutablePointer<XShmSegmentInfo>.allocate(capacity: 1)
        info.initialize(to: XShmSegmentInfo())
        guard let image = XShmCreateImage(display, visual, UInt32(depth), ZPixmap, nil, info, UInt32(width), UInt32(height)) else {
            info.deallocate()
            return nil
        }
        let stride = Int(image.pointee.bytes_per_line)
        let id = shmget(IPC_PRIVATE, stride * height, IPC_CREAT | 0o600)
        guard id >= 0, stride == CairoSurface.opaqueStride(pixelWidth: width) else {
            XFree(image)
            info.deallocate()
            return nil
        }
        let address = shmat(id, nil, 0)
        guard let address, address != UnsafeMutableRawPointer(bitPattern: -1) else {
            shmctl(id, IPC_RMID, nil)
            XFree(image)
            info.deallocate()
            return nil
        }
        info.pointee.shmid = id
        info.pointee.shmaddr = address.assumingMemoryBound(to: CChar.self)
        info.pointee.readOnly = False
        image.pointee.data = address.assumingMemoryBound(to: CChar.self)
        let errors = X11ErrorHandlers.trapping(display) { XShmAttach(display, info) }
        // Marked for removal now: the kernel frees it once both sides have detached, even if
        // this process is killed.
        shmctl(id, IPC_RMID, nil)
        guard errors.isEmpty, let surface = CairoSurface.wrappingOpaquePixels(address, pixelWidth: width, pixelHeight: height, stride: stride, scale: scale) else {
            if errors.isEmpty { XShmDetach(display, info) }
            shmdt(address)
            image.pointee.data = nil
            XFree(image)
            info.deallocate()
            return nil
        }
        self.image = image
        self.segment = info
        self.surface = surface
        return surface
    }

    private func makePlainBuffer(_ width: Int, _ height: Int, _ scale: CGFloat) -> CairoSurface? {
        guard let surface = CairoSurface.makeImage(pixelWidth: width, pixelHeight: height, scale: scale, opaque: true),
              let data = surface.imageData,
              let image = XCreateImage(display, visual, UInt32(depth), ZPixmap, 0, data.assumingMemoryBound(to: CChar.self),
                                       UInt32(width), UInt32(height), 32, Int32(surface.imageStride)) else { return nil }
        // Cairo's pixels are native-endian words; Xlib swaps them for the server if needed.
        image.pointee.byte_order = X11Presenter.hostByteOrder
        self.image = image
        self.surface = surface
        return surface
    }

    private static let hostByteOrder: Int32 = 1.littleEndian == 1 ? LSBFirst : MSBFirst

    private func releaseImage() {
        surface?.finish()
        surface = nil
        if let segment {
            XShmDetach(display, segment)
            XSync(display, False)
            shmdt(segment.pointee.shmaddr)
            segment.deallocate()
            self.segment = nil
        }
        if let image {
            // The pixels belong to cairo or to the segment, not to Xlib.
            image.pointee.data = nil
            XFree(image)
            self.image = nil
        }
    }
}
