import CCairo
import CX11
import Foundation
import OpenUIKit

/// The live floor (run as a child of the benchmark with `--probe-floor-drag`): a plain Xlib
/// and Cairo program that shows the same 1280×800 felt with a card, and on every pointer
/// motion while a button is held redraws the whole picture with the card at the new place
/// and pushes the whole window with XPutImage, waiting for the server (XSync). No toolkit, no
/// damage tracking, no coalescing: the least a program can do per event.
///
/// It prints `first-frame` once shown, then `frame N latency=S` per event: seconds from the
/// event being read off the connection to the end of its XSync, as the toolkit's frame log
/// measures.
enum FloorDragClient {
    static let size = (width: 1280, height: 800)
    /// The size the PlayingCard app gives its card in this window (80 % of the height, 5 : 7).
    static let cardSize = CGSize(width: 640 * 5.0 / 7, height: 640)

    @MainActor
    static func main() -> Never {
        guard let display = XOpenDisplay(nil) else { exit(1) }
        let screen = XDefaultScreen(display)
        let root = XRootWindow(display, screen)
        let window = XCreateSimpleWindow(display, root, 0, 0, UInt32(size.width), UInt32(size.height), 0, 0, 0)
        XStoreName(display, window, "floor")
        XSelectInput(display, window, ExposureMask | ButtonPressMask | ButtonReleaseMask | PointerMotionMask)
        XMapWindow(display, window)

        guard let card = DirectCairoCard(rank: 13, suit: "♥", pointSize: cardSize, scale: 1,
                                         picturePath: DirectCairoCard.pictureFile(named: "K♥", pixelScale: 2)),
              let frame = cairo_image_surface_create(CAIRO_FORMAT_RGB24, Int32(size.width), Int32(size.height)),
              let cr = cairo_create(frame) else { exit(1) }
        let stride = Int(cairo_image_surface_get_stride(frame))
        guard let image = XCreateImage(display, XDefaultVisual(display, screen), 24, ZPixmap, 0,
                                       UnsafeMutablePointer<CChar>(OpaquePointer(cairo_image_surface_get_data(frame))),
                                       UInt32(size.width), UInt32(size.height), 32, Int32(stride)) else { exit(1) }
        let gc = XDefaultGC(display, screen)
        var cardCentre = (x: Double(size.width) / 2, y: Double(size.height) / 2)

        func redrawAndPush() {
            card.draw()
            cairo_set_source_rgb(cr, 0.05, 0.38, 0.19)
            cairo_paint(cr)
            card.paint(into: cr, at: (cardCentre.x - Double(cardSize.width) / 2, cardCentre.y - Double(cardSize.height) / 2))
            cairo_surface_flush(frame)
            XPutImage(display, window, gc, image, 0, 0, 0, 0, UInt32(size.width), UInt32(size.height))
            XSync(display, False)
        }

        var shown = false, frames = 0, dragging = false
        var last = (x: 0.0, y: 0.0)
        var event = XEvent()
        while true {
            XNextEvent(display, &event)
            let start = DispatchTime.now()
            switch event.type {
            case Expose:
                redrawAndPush()
                if !shown {
                    shown = true
                    say("first-frame")
                }
            case ButtonPress:
                dragging = true
                last = (Double(event.xbutton.x), Double(event.xbutton.y))
            case ButtonRelease:
                dragging = false
            case MotionNotify where dragging:
                let x = Double(event.xmotion.x), y = Double(event.xmotion.y)
                cardCentre = (cardCentre.x + x - last.x, cardCentre.y + y - last.y)
                last = (x, y)
                redrawAndPush()
                frames += 1
                let seconds = Double(DispatchTime.now().uptimeNanoseconds - start.uptimeNanoseconds) / 1e9
                say("frame \(frames) latency=\(String(format: "%.6f", seconds))")
            default:
                break
            }
        }
    }

    /// One line to the parent at once (standard output is a pipe, which print would buffer).
    private static func say(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}
