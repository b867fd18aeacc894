import Foundation
import Testing
@testable import OpenUIKit

/// A controller whose tap action is `handle(_:)` (selector `handle:`), as an app declares
/// it for a recognizer made in its storyboard.
final class TapHandlingViewController: UIViewController {
    var handled: [UITapGestureRecognizer] = []
    var tapArea: UIView?

    func handle(_ sender: UITapGestureRecognizer) { handled.append(sender) }
}

extension TapHandlingViewController: InterfaceBuilderKeyed {
    static var interfaceBuilderKeys: InterfaceBuilderKeys {
        InterfaceBuilderKeys(
            for: TapHandlingViewController.self,
            outlets: [.outlet("tapArea", \TapHandlingViewController.tapArea)],
            actions: ["handle:": Selector(TapHandlingViewController.handle(_:))])
    }
}

/// A `<tapGestureRecognizer>` of a storyboard scene, attached to a view through the view's
/// `gestureRecognizers` outlet collection and sending `handle:` to the controller, fires
/// once per tap through the window, with the recognizer as its argument.
@Suite(.serialized)
@MainActor
struct StoryboardTapRecognizerTests {
    init() {
        NibObjectKind.extraModuleNames = ["OpenUIKitTests"]
    }

    /// The scene as Xcode writes it: an empty `<gestureRecognizers/>`, the outlet collection
    /// in the view's `<connections>`, the recognizer among the scene's objects.
    static let xcodeScene = """
        <scene sceneID="s1"><objects>
            <viewController id="vc" customClass="TapHandlingViewController" customModule="App" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <view contentMode="scaleToFill" id="pad">
                            <rect key="frame" x="20" y="200" width="100" height="100"/>
                            <gestureRecognizers/>
                            <connections>
                                <outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="g1"/>
                            </connections>
                        </view>
                    </subviews>
                </view>
                <connections>
                    <outlet property="tapArea" destination="pad" id="o1"/>
                </connections>
            </viewController>
            <placeholder placeholderIdentifier="IBFirstResponder" id="fr" sceneMemberID="firstResponder"/>
            <tapGestureRecognizer id="tap">
                <connections>
                    <action selector="handle:" destination="vc" id="a1"/>
                </connections>
            </tapGestureRecognizer>
        </objects></scene>
        """

    func storyboard(_ scene: String) throws -> UIStoryboard {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("tap-recognizer-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try IBFixtures.storyboard(initial: "vc", scene).write(to: directory.appendingPathComponent("Taps.storyboard"),
                                                               atomically: true, encoding: .utf8)
        return UIStoryboard(name: "Taps", bundle: Bundle(path: directory.path))
    }

    /// A tap at `point` (window coordinates) through the window's input path.
    func tap(at point: CGPoint, in host: HeadlessHost) {
        let window = host.window, clock = host.clock
        _ = window.renderIfNeeded()
        var synthesizer = GestureSynthesizer(startTime: clock.now)
        for event in synthesizer.tap(at: point) {
            clock.advance(to: event.timestamp)
            window.sendInput(event)
        }
        clock.advance(by: 0.5)
        _ = window.renderIfNeeded()
    }

    @Test func aStoryboardTapRecognizerSendsHandleOncePerTapWithItself() throws {
        let board = try storyboard(Self.xcodeScene)
        let host = HeadlessHost(configuration: UIApplicationConfiguration(title: "Taps", size: CGSize(width: 320, height: 480)),
                                rootViewController: { board.instantiateInitialViewController() })
        let controller = try #require(host.window.rootViewController as? TapHandlingViewController)
        let pad = try #require(controller.tapArea)
        let recognizer = try #require(pad.gestureRecognizers?.first as? UITapGestureRecognizer)
        #expect(pad.gestureRecognizers?.count == 1)
        #expect(recognizer.view === pad)

        tap(at: CGPoint(x: 70, y: 250), in: host)
        #expect(controller.handled.count == 1, "one tap, one action")
        #expect(controller.handled.first === recognizer, "the recognizer is the argument")

        tap(at: CGPoint(x: 200, y: 50), in: host)
        #expect(controller.handled.count == 1, "a tap outside the view is not the recognizer's")

        tap(at: CGPoint(x: 30, y: 210), in: host)
        #expect(controller.handled.count == 2)
    }

    /// The fixture that first showed the problem put the outlet collection inside
    /// `<gestureRecognizers>`, where Xcode never writes it: the recognizer is not attached,
    /// and the loader says so instead of dropping it silently.
    @Test func anOutletCollectionInsideTheGestureRecognizersListIsReported() throws {
        let scene = Self.xcodeScene
            .replacingOccurrences(of: "<gestureRecognizers/>", with: """
                <gestureRecognizers>
                    <outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="g0"/>
                </gestureRecognizers>
                """)
            .replacingOccurrences(of: """
                <outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="g1"/>
                """, with: "")
        let before = Diagnostics.warningCount()
        let controller = try #require(try storyboard(scene).instantiateInitialViewController() as? TapHandlingViewController)
        controller.loadViewIfNeeded()
        let pad = try #require(controller.tapArea)
        #expect((pad.gestureRecognizers ?? []).isEmpty)
        let warnings = Diagnostics.recentWarnings().suffix(Diagnostics.warningCount() - before)
        #expect(warnings.contains { $0.contains("<gestureRecognizers> holds 1 element(s), which are not read") && $0.contains("pad") },
                "\(warnings)")
    }
}
