import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

@Suite("UIProgressView")
@MainActor
struct UIProgressViewTests {
    @Test func progressIsClampedAndNaNRefused() {
        let view = UIProgressView(progressViewStyle: .default)
        #expect(view.progress == 0 && view.progressViewStyle == .default)
        view.progress = 1.5
        #expect(view.progress == 1)
        view.progress = 0.25
        view.progress = .nan
        #expect(view.progress == 0.25)
        #expect(view.intrinsicContentSize.height == 4)
    }

    /// The fill covers `progress` of the width, from the leading end.
    @Test func theFillCoversTheProgress() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
        window.backgroundColor = .white
        let view = UIProgressView(frame: CGRect(x: 50, y: 48, width: 200, height: 4))
        window.addSubview(view)
        view.progress = 0.5
        window.renderIfNeeded()
        let buffer = window.backBuffer!
        // Inside the fill: the tint colour (system blue); past it: the light grey track.
        let filled = buffer.pixel(x: 100, y: 50)
        let track = buffer.pixel(x: 200, y: 50)
        #expect(filled.b > 200 && filled.r < 40)
        #expect(track.r > 200 && track.r < 250 && abs(Int(track.r) - Int(track.b)) < 12)
    }
}
