import Foundation
import Testing
@testable import OpenUIKit

/// A controller with UIKit's three action forms, as the port writes its table: no
/// argument, the sender, and the sender with the event (`touchCard:forEvent:`).
final class EventActionViewController: UIViewController {
    var calls: [String] = []
    var events: [UIEvent] = []
    /// Each event's touches and their phases when the action ran (an event is reused).
    var touchesSeen: [[(view: UIView?, phase: UITouch.Phase)]] = []
    var senders: [UIButton] = []

    func reset() { calls.append("reset") }
    func flip(_ sender: UIButton) { calls.append("flip"); senders.append(sender) }
    func touchCard(_ sender: UIButton, forEvent event: UIEvent) {
        calls.append("touchCard")
        senders.append(sender)
        events.append(event)
        touchesSeen.append((event.allTouches ?? []).map { ($0.view, $0.phase) })
    }
    func handle(_ recognizer: UITapGestureRecognizer) { calls.append("handle") }
}

extension EventActionViewController: InterfaceBuilderKeyed {
    static var interfaceBuilderKeys: InterfaceBuilderKeys {
        InterfaceBuilderKeys(
            for: EventActionViewController.self,
            actions: [
                "reset": Selector(EventActionViewController.reset),
                "flip:": Selector(EventActionViewController.flip(_:)),
                "touchCard:forEvent:": Selector(EventActionViewController.touchCard(_:forEvent:)),
                "handle:": Selector(EventActionViewController.handle(_:)),
            ])
    }
}

/// Storyboard actions of UIKit's two-parameter form (`action(_:forEvent:)`) are connected
/// and sent the `UIEvent` of the touch that triggered them; the other forms keep working.
@Suite(.serialized)
@MainActor
struct StoryboardEventActionTests {
    init() {
        NibObjectKind.extraModuleNames = ["OpenUIKitTests"]
    }

    static let storyboardText = IBFixtures.storyboard(initial: "vc", """
        <scene sceneID="s1"><objects>
            <viewController id="vc" customClass="EventActionViewController" customModule="App" sceneMemberID="viewController">
                <view key="view" contentMode="scaleToFill" id="root">
                    <rect key="frame" x="0.0" y="0.0" width="320" height="480"/>
                    <subviews>
                        <button opaque="NO" contentMode="scaleToFill" id="card">
                            <rect key="frame" x="20" y="20" width="100" height="60"/>
                            <connections>
                                <action selector="touchCard:forEvent:" destination="vc" eventType="touchUpInside" id="a1"/>
                                <action selector="flip:" destination="vc" eventType="touchUpInside" id="a2"/>
                                <action selector="reset" destination="vc" eventType="touchUpInside" id="a3"/>
                            </connections>
                        </button>
                        <view contentMode="scaleToFill" id="pad">
                            <rect key="frame" x="20" y="200" width="100" height="100"/>
                            <gestureRecognizers>
                                <outletCollection property="gestureRecognizers" destination="tap" appends="YES" id="g1"/>
                            </gestureRecognizers>
                        </view>
                    </subviews>
                </view>
            </viewController>
            <tapGestureRecognizer id="tap">
                <connections>
                    <action selector="handle:" destination="vc" id="a4"/>
                </connections>
            </tapGestureRecognizer>
        </objects></scene>
        """)

    func bundle() throws -> Bundle {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("event-action-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Self.storyboardText.write(to: directory.appendingPathComponent("Events.storyboard"), atomically: true, encoding: .utf8)
        return try #require(Bundle(path: directory.path))
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

    @Test func aTwoParameterActionGetsTheTouchsEventAndTheOtherFormsStillWork() throws {
        let board = UIStoryboard(name: "Events", bundle: try bundle())
        let host = HeadlessHost(configuration: UIApplicationConfiguration(title: "Events", size: CGSize(width: 320, height: 480)),
                                rootViewController: { board.instantiateInitialViewController() })
        let controller = try #require(host.window.rootViewController as? EventActionViewController)
        let button = try #require(controller.view.subviews.first as? UIButton)
        #expect(button.actions(forTarget: controller, forControlEvent: .touchUpInside)?.count == 3)

        tap(at: CGPoint(x: 70, y: 50), in: host)
        // Sent in the order the storyboard connected them, as UIKit does.
        #expect(controller.calls == ["touchCard", "flip", "reset"])
        #expect(controller.senders.count == 2 && controller.senders.allSatisfy { $0 === button })
        // The event is the touch's: when the action ran it held the touch lifting on the button.
        let touches = try #require(controller.touchesSeen.first)
        #expect(touches.count == 1)
        #expect(touches.first?.view === button)
        #expect(touches.first?.phase == .ended)

        #expect(controller.events.count == 1)
    }
}
