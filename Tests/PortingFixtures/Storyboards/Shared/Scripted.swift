// Shared by the storyboard stand-ins: gestures played into the window as a replay script
// (the touch streams a touchscreen would send), in simulated time, then a frame rendered.
import OpenUIKit

@MainActor
func play(_ text: String, in window: UIWindow) {
    do {
        ReplayPlayer(script: try ReplayScript(parsing: text)).playToEnd(in: window)
        window.renderIfNeeded()
    } catch {
        print("replay error: \(error)")
    }
}
