import CX11
import Foundation

/// Looks at other clients' windows from the outside, over a connection of its own, as a
/// window manager or screenshot tool would: finds top-level windows, reads their geometry,
/// pixels and properties, and asks them to close or resize.
///
/// Errors the server reports on this connection (a window that vanished, XGetImage on a
/// window that is not viewable yet) are recorded by `XErrorRecorder` instead of exiting the
/// process; the methods here turn them into nil, a retry or a thrown error.
public final class WindowInspector {
    /// Where a window is and how big, in screen pixels.
    public struct Geometry: Sendable, Equatable, CustomStringConvertible {
        /// The top-left corner of the window's inside (within the border), relative to the
        /// root window.
        public var x: Int
        public var y: Int
        public var width: Int
        public var height: Int
        public var borderWidth: Int
        /// Whether the window and all its ancestors are mapped (so it can be read back).
        public var isViewable: Bool

        public init(x: Int, y: Int, width: Int, height: Int, borderWidth: Int = 0, isViewable: Bool = true) {
            self.x = x
            self.y = y
            self.width = width
            self.height = height
            self.borderWidth = borderWidth
            self.isViewable = isViewable
        }

        public var description: String {
            "\(width)×\(height) at (\(x), \(y))\(isViewable ? "" : ", not viewable")"
        }
    }

    public let displayName: String
    /// The inspector's own connection; tests may use it for requests not wrapped here.
    public let display: OpaquePointer
    public let rootWindow: Window

    public init(displayName: String) throws {
        guard let display = XOpenDisplay(displayName) else {
            throw LiveTestError("cannot open display \(displayName)")
        }
        XErrorRecorder.track(display)
        self.displayName = displayName
        self.display = display
        self.rootWindow = XDefaultRootWindow(display)
    }

    deinit {
        XErrorRecorder.untrack(display)
        XCloseDisplay(display)
    }

    // MARK: Finding windows

    /// The root's children, topmost first, each followed by its own children. Without a
    /// window manager an application's top-level windows are the root's children; with one
    /// they are the frames' children, which this also covers.
    public func topLevelWindows() -> [Window] {
        children(of: rootWindow).flatMap { [$0] + children(of: $0) }
    }

    /// The first top-level window, topmost first, for which `matches` is true; polls until
    /// `timeout` passes.
    public func findWindow(
        timeout: Duration = LiveTiming.windowTimeout, where matches: (Window) -> Bool
    ) async throws -> Window {
        let found = await LiveTiming.poll(timeout: timeout) { () -> Window? in
            let window = topLevelWindows().first(where: matches)
            _ = XErrorRecorder.takeErrors(for: display)  // windows may vanish while we look
            return window
        }
        guard let found else { throw LiveTestError("no matching top-level window on \(displayName) within \(timeout)") }
        return found
    }

    /// The top-level window whose `_NET_WM_PID` is `pid`.
    public func findWindow(pid: Int32, timeout: Duration = LiveTiming.windowTimeout) async throws -> Window {
        do {
            return try await findWindow(timeout: timeout) { cardinalProperty("_NET_WM_PID", of: $0) == UInt(pid) }
        } catch {
            throw LiveTestError("no top-level window with _NET_WM_PID \(pid) on \(displayName) within \(timeout)")
        }
    }

    /// The top-level window titled `title` (in `_NET_WM_NAME` or `WM_NAME`).
    public func findWindow(named title: String, timeout: Duration = LiveTiming.windowTimeout) async throws -> Window {
        do {
            return try await findWindow(timeout: timeout) { self.title(of: $0) == title }
        } catch {
            throw LiveTestError("no top-level window named \"\(title)\" on \(displayName) within \(timeout)")
        }
    }

    /// Whether `window` still exists on the server.
    public func exists(_ window: Window) -> Bool {
        var attributes = XWindowAttributes()
        let ok = XGetWindowAttributes(display, window, &attributes) != 0
        _ = XErrorRecorder.takeErrors(for: display)
        return ok
    }

    private func children(of window: Window) -> [Window] {
        var root: Window = 0, parent: Window = 0
        var children: UnsafeMutablePointer<Window>?
        var count: UInt32 = 0
        guard XQueryTree(display, window, &root, &parent, &children, &count) != 0 else { return [] }
        guard let children else { return [] }
        defer { XFree(children) }
        return (0..<Int(count)).reversed().map { children[$0] }
    }

    // MARK: Geometry and pixels

    /// Where `window` is on the screen and how big; throws if it does not exist.
    public func geometry(of window: Window) throws -> Geometry {
        var attributes = XWindowAttributes()
        guard XGetWindowAttributes(display, window, &attributes) != 0 else {
            throw LiveTestError("window 0x\(String(window, radix: 16)) does not exist: \(XErrorRecorder.takeErrors(for: display))")
        }
        var rootX: Int32 = 0, rootY: Int32 = 0
        var child: Window = 0
        XTranslateCoordinates(display, window, rootWindow, 0, 0, &rootX, &rootY, &child)
        return Geometry(
            x: Int(rootX), y: Int(rootY), width: Int(attributes.width), height: Int(attributes.height),
            borderWidth: Int(attributes.border_width), isViewable: attributes.map_state == IsViewable)
    }

    /// Reads the pixels of `window`'s inside. A window that was only just mapped may not be
    /// viewable yet (XGetImage fails with BadMatch); this retries until `timeout` passes.
    public func capture(_ window: Window, timeout: Duration = LiveTiming.windowTimeout) async throws -> PixelBuffer {
        try await capture(window, timeout: timeout) { _ in true }
    }

    /// Reads `window`'s pixels until `accept` approves of them (the application may not have
    /// drawn yet) or `timeout` passes; throws on timeout, writing nothing.
    public func capture(
        _ window: Window, timeout: Duration = LiveTiming.windowTimeout, until accept: (PixelBuffer) -> Bool
    ) async throws -> PixelBuffer {
        var last: PixelBuffer?
        var lastProblem = "no attempt"
        let accepted = await LiveTiming.poll(timeout: timeout) { () -> PixelBuffer? in
            do {
                let pixels = try captureOnce(window)
                last = pixels
                return accept(pixels) ? pixels : nil
            } catch {
                lastProblem = "\(error)"
                return nil
            }
        }
        if let accepted { return accepted }
        if last != nil {
            throw LiveTestError("window 0x\(String(window, radix: 16)) did not show the expected pixels within \(timeout)")
        }
        throw LiveTestError("cannot read window 0x\(String(window, radix: 16)) within \(timeout): \(lastProblem)")
    }

    /// One XGetImage of the whole inside of `window`, without retrying.
    public func captureOnce(_ window: Window) throws -> PixelBuffer {
        let geometry = try geometry(of: window)
        guard geometry.isViewable else {
            throw LiveTestError("window 0x\(String(window, radix: 16)) is not viewable")
        }
        let allPlanes = UInt.max
        guard let image = XGetImage(display, window, 0, 0, UInt32(geometry.width), UInt32(geometry.height), allPlanes, ZPixmap) else {
            XSync(display, 0)
            throw LiveTestError("XGetImage failed: \(XErrorRecorder.takeErrors(for: display))")
        }
        defer { _ = image.pointee.f.destroy_image(image) }
        return Self.pixels(of: image)
    }

    private static func pixels(of image: UnsafeMutablePointer<XImage>) -> PixelBuffer {
        let width = Int(image.pointee.width), height = Int(image.pointee.height)
        let redMask = image.pointee.red_mask, greenMask = image.pointee.green_mask, blueMask = image.pointee.blue_mask
        func channel(_ value: UInt, _ mask: UInt) -> UInt8 {
            guard mask != 0 else { return 0 }
            let shifted = (value & mask) >> UInt(mask.trailingZeroBitCount)
            let maximum = mask >> UInt(mask.trailingZeroBitCount)
            return UInt8((shifted * 255 + maximum / 2) / maximum)
        }
        var pixels: [PixelBuffer.Pixel] = []
        pixels.reserveCapacity(width * height)
        let getPixel = image.pointee.f.get_pixel!
        for y in 0..<height {
            for x in 0..<width {
                let value = getPixel(image, Int32(x), Int32(y))
                pixels.append(.init(red: channel(value, redMask), green: channel(value, greenMask), blue: channel(value, blueMask)))
            }
        }
        return PixelBuffer(width: width, height: height, pixels: pixels)
    }

    // MARK: Properties

    /// The window's title: `_NET_WM_NAME` (UTF-8) if set, else `WM_NAME`.
    public func title(of window: Window) -> String? {
        stringProperty("_NET_WM_NAME", of: window) ?? stringProperty("WM_NAME", of: window)
    }

    /// A text property (`WM_NAME`, `_NET_WM_NAME`, …) as one string; UTF8_STRING is decoded
    /// as UTF-8, anything else as Latin-1 (what STRING means). Nil when unset.
    public func stringProperty(_ name: String, of window: Window) -> String? {
        guard let value = stringListProperty(name, of: window) else { return nil }
        return value.joined(separator: "\0")
    }

    /// A text property holding NUL-separated strings, such as `WM_CLASS` (instance name,
    /// then class name).
    public func stringListProperty(_ name: String, of window: Window) -> [String]? {
        guard let (type, format, bytes) = rawProperty(name, of: window), format == 8 else { return nil }
        let utf8String = XInternAtom(display, "UTF8_STRING", 0)
        var parts = bytes.split(separator: 0, omittingEmptySubsequences: false)
        if parts.last?.isEmpty == true { parts.removeLast() }
        return parts.map { part in
            type == utf8String
                ? String(decoding: part, as: UTF8.self)
                : String(part.map { Character(Unicode.Scalar($0)) })
        }
    }

    /// The first value of a 32-bit property such as `_NET_WM_PID` (CARDINAL). Nil when unset.
    public func cardinalProperty(_ name: String, of window: Window) -> UInt? {
        cardinalListProperty(name, of: window)?.first
    }

    /// All values of a 32-bit property.
    public func cardinalListProperty(_ name: String, of window: Window) -> [UInt]? {
        guard let (_, format, bytes) = rawProperty(name, of: window), format == 32 else { return nil }
        // Xlib hands 32-bit items back as C longs, 64 bits each on this platform.
        return bytes.withUnsafeBytes { raw in
            (0..<(raw.count / MemoryLayout<UInt>.size)).map { raw.loadUnaligned(fromByteOffset: $0 * MemoryLayout<UInt>.size, as: UInt.self) }
        }
    }

    /// A property's type, format (8, 16 or 32) and bytes as Xlib returns them.
    private func rawProperty(_ name: String, of window: Window) -> (type: Atom, format: Int32, bytes: [UInt8])? {
        let property = XInternAtom(display, name, 1)
        guard property != 0 else { return nil }  // never interned: no window has it
        var type: Atom = 0
        var format: Int32 = 0
        var count: UInt = 0, remaining: UInt = 0
        var data: UnsafeMutablePointer<UInt8>?
        let longestPropertyInLongs = 1 << 20
        let status = XGetWindowProperty(
            display, window, property, 0, longestPropertyInLongs, 0, Atom(AnyPropertyType),
            &type, &format, &count, &remaining, &data)
        defer { if let data { XFree(data) } }
        _ = XErrorRecorder.takeErrors(for: display)
        guard status == Success, type != 0, let data else { return nil }
        let itemSize = format == 8 ? 1 : format == 16 ? MemoryLayout<Int16>.size : MemoryLayout<UInt>.size
        return (type, format, Array(UnsafeBufferPointer(start: data, count: Int(count) * itemSize)))
    }

    // MARK: Acting on windows

    /// Asks `window` to close, as a window manager's close button does: a WM_PROTOCOLS
    /// ClientMessage carrying WM_DELETE_WINDOW.
    public func sendDeleteRequest(to window: Window) throws {
        var event = XEvent()
        event.xclient.type = ClientMessage
        event.xclient.window = window
        event.xclient.message_type = XInternAtom(display, "WM_PROTOCOLS", 0)
        event.xclient.format = 32
        event.xclient.data.l.0 = Int(XInternAtom(display, "WM_DELETE_WINDOW", 0))
        event.xclient.data.l.1 = Int(CurrentTime)
        XSendEvent(display, window, 0, NoEventMask, &event)
        XSync(display, 0)
        let errors = XErrorRecorder.takeErrors(for: display)
        guard errors.isEmpty else { throw LiveTestError("WM_DELETE_WINDOW to 0x\(String(window, radix: 16)) failed: \(errors)") }
    }

    /// Resizes `window` (as a user dragging its frame would, without a window manager) and
    /// returns once the server has done it.
    public func resize(_ window: Window, width: Int, height: Int) throws {
        XResizeWindow(display, window, UInt32(width), UInt32(height))
        XSync(display, 0)
        let errors = XErrorRecorder.takeErrors(for: display)
        guard errors.isEmpty else { throw LiveTestError("resizing 0x\(String(window, radix: 16)) failed: \(errors)") }
    }
}
