import Foundation
import Testing
import OpenUIKit

// The code of the "Getting Started" article (Sources/OpenUIKit/OpenUIKit.docc/GettingStarted.md),
// verbatim between the markers; the article adds only its `UIApplicationMain` call. A test below
// checks the article still shows exactly this code, so the article cannot drift from what
// compiles.

// article code begins
/// A round lamp that a tap switches on and off.
final class LampView: UIView {
    var isOn = false { didSet { setNeedsDisplay() } }

    override func draw(_ rect: CGRect) {
        (isOn ? UIColor.systemYellow : UIColor.darkGray).setFill()
        UIBezierPath(ovalIn: bounds.insetBy(dx: 10, dy: 10)).fill()
    }

    func toggle(byReactingTo tap: UITapGestureRecognizer) {
        if tap.state == .ended { isOn.toggle() }
    }
}

final class LampViewController: UIViewController {
    let lamp = LampView()

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        lamp.isOpaque = false
        lamp.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(lamp)
        NSLayoutConstraint.activate([
            lamp.centerXAnchor.constraint(equalTo: view.centerXAnchor),
            lamp.centerYAnchor.constraint(equalTo: view.centerYAnchor),
            lamp.widthAnchor.constraint(equalToConstant: 120),
            lamp.heightAnchor.constraint(equalTo: lamp.widthAnchor),
        ])
        let tap = UITapGestureRecognizer(target: lamp, action: LampView.toggle(byReactingTo:))
        lamp.addGestureRecognizer(tap)
    }
}
// article code ends

@Suite("Getting Started article")
@MainActor
struct GettingStartedDocumentationTests {
    static let configuration = UIApplicationConfiguration(title: "Lamp", size: CGSize(width: 300, height: 300))

    /// The window `UIApplicationMain` hands `withoutDisplay` (a headless host's), tapped at
    /// the lamp's centre with a synthesized touchscreen tap on the host's manual clock.
    @Test func aTapSwitchesTheLampOnAndItIsRedrawn() throws {
        let host = HeadlessHost(configuration: Self.configuration, rootViewController: { LampViewController() })
        let window = host.window, clock = host.clock
        _ = window.renderIfNeeded()
        let controller = try #require(window.rootViewController as? LampViewController)
        #expect(controller.lamp.frame == CGRect(x: 90, y: 90, width: 120, height: 120))
        let buffer = try #require(window.backBuffer)
        let off = buffer.pixel(x: 150, y: 150)
        #expect(off.r == off.g && off.g == off.b && off.r < 128, "dark grey while off")
        #expect(buffer.pixel(x: 95, y: 95) == (255, 255, 255, 255), "the corner outside the lamp shows the white background")

        var synthesizer = GestureSynthesizer(startTime: clock.now)
        for event in synthesizer.tap(at: CGPoint(x: 150, y: 150)) {
            clock.advance(to: event.timestamp)
            window.sendInput(event)
        }
        #expect(controller.lamp.isOn)
        let statistics = try #require(window.renderIfNeeded())
        #expect(statistics.drawCalls == 1, "only the lamp draws again")
        #expect(statistics.compositedPixels <= 120 * 120, "only the lamp's area is recomposited")
        let on = buffer.pixel(x: 150, y: 150)
        #expect(on.r > 200 && on.g > 150 && on.b < 50, "system yellow once on")
    }

    @Test func aTapOutsideTheLampDoesNothing() {
        let host = HeadlessHost(configuration: Self.configuration, rootViewController: { LampViewController() })
        let window = host.window, clock = host.clock
        _ = window.renderIfNeeded()
        var synthesizer = GestureSynthesizer(startTime: clock.now)
        for event in synthesizer.tap(at: CGPoint(x: 30, y: 30)) {
            clock.advance(to: event.timestamp)
            window.sendInput(event)
        }
        #expect((window.rootViewController as? LampViewController)?.lamp.isOn == false)
    }

    /// The article's first code block is this file's code between the markers plus the
    /// `UIApplicationMain` call.
    @Test func theArticleShowsTheTestedCode() throws {
        let test = try String(contentsOfFile: #filePath, encoding: .utf8)
        let begin = try #require(test.range(of: "// article code begins\n"))
        let end = try #require(test.range(of: "// article code ends\n"))
        let tested = String(test[begin.upperBound..<end.lowerBound])

        let article = try String(contentsOf: DocumentationCatalog.directory.appendingPathComponent("GettingStarted.md"),
                                 encoding: .utf8)
        let block = try #require(DocumentationCatalog.swiftCodeBlocks(in: article).first)
        #expect(block.hasPrefix("import OpenUIKit\n\n" + tested + "\n"))
        #expect(block.contains("UIApplicationMain(UIApplicationConfiguration(title: \"Lamp\""))
        let lines = block.split(separator: "\n", omittingEmptySubsequences: false).count
        #expect(lines <= 45, "about 30 lines of code, \(lines) now")
    }
}
