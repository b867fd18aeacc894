import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// The FaceItEmotions fixture app's storyboard (a split view whose master and detail are
/// navigation controllers, the lecture's emotions list and face), loaded from the app folder
/// with the classes of `FaceItEmotionsStoryboardClasses.swift`.
@Suite(.serialized)
@MainActor
struct StoryboardFaceItEmotionsTests {
    /// The app folder: `Tests/PortingFixtures/FaceItEmotions/FaceItEmotions`.
    static let appFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("PortingFixtures/FaceItEmotions/FaceItEmotions")
    /// An iPad in landscape, where the split view tiles its columns.
    static let regularSize = CGSize(width: 1024, height: 768)
    /// A phone-sized window, compact in width, where the split view collapses.
    static let compactSize = CGSize(width: 400, height: 700)
    /// The emotions in the list's order, with their segue identifiers.
    static let emotions = [("Angry", "angry"), ("Happy", "happy"), ("Worried", "worried"), ("Mischievous", "mischievous")]

    init() {
        // The storyboard names the app's module ("FaceItEmotions"); these classes live in the
        // test module.
        NibObjectKind.extraModuleNames = ["OpenUIKitTests"]
    }

    func storyboard() -> UIStoryboard {
        UIStoryboard(name: "Main", bundle: Bundle(path: Self.appFolder.path))
    }

    func launch(_ size: CGSize) throws -> (HeadlessHost, UISplitViewController, EmotionsViewController) {
        let board = storyboard()
        let host = HeadlessHost(configuration: UIApplicationConfiguration(title: "FaceItEmotions", size: size),
                                rootViewController: { board.instantiateInitialViewController() })
        _ = host.window.renderIfNeeded()
        let split = try #require(host.window.rootViewController as? UISplitViewController)
        let master = try #require(split.viewControllers.first as? UINavigationController)
        let emotions = try #require(master.viewControllers.first as? EmotionsViewController)
        return (host, split, emotions)
    }

    func buttons(of emotions: EmotionsViewController) throws -> [UIButton] {
        let stack = try #require(emotions.view.subviews.first as? UIStackView)
        return stack.arrangedSubviews.compactMap { $0 as? UIButton }
    }

    /// A tap on `button` through the window's input path, then the frames that finish what
    /// it started (a push slides).
    func tap(_ button: UIButton, in host: HeadlessHost) {
        let window = host.window, clock = host.clock
        _ = window.renderIfNeeded()
        let center = button.convert(CGPoint(x: button.bounds.midX, y: button.bounds.midY), to: window)
        var synthesizer = GestureSynthesizer(startTime: clock.now)
        for event in synthesizer.tap(at: center) {
            clock.advance(to: event.timestamp)
            window.sendInput(event)
        }
        for _ in 0..<3 {
            clock.advance(by: 0.5)
            _ = window.renderIfNeeded()
        }
    }

    @Test func theContainersAreMadeWithTheirChildrenAndTheChildrenAwakeInside() throws {
        FaceItEmotionsTranscript.events = []
        let split = try #require(storyboard().instantiateInitialViewController() as? UISplitViewController)
        #expect(split.viewControllers.count == 2 && !split.isViewLoaded)
        let master = try #require(split.viewControllers.first as? UINavigationController)
        let detail = try #require(split.viewControllers.last as? UINavigationController)
        let emotions = try #require(master.viewControllers.first as? EmotionsViewController)
        let face = try #require(detail.topViewController as? FaceViewController)
        #expect(!master.isViewLoaded && !emotions.isViewLoaded && !face.isViewLoaded)
        // Each child is made (init(coder:)) while its container decodes; every object of the
        // whole tree hears awakeFromNib only once the outermost container has its children,
        // which is how the lecture's `splitViewController?.delegate = self` in awakeFromNib
        // finds the split view.
        #expect(FaceItEmotionsTranscript.events == [
            "emotions.init(coder:)", "face.init(coder:) parent=nil",
            "emotions.awakeFromNib split=set", "face.awakeFromNib navigationController=set",
        ])
        #expect(split.delegate === emotions)
        #expect(emotions.navigationItem.title == "Emotions")
        #expect(face.faceView == nil, "the face's outlets wait for its view")
        #expect(face.storyboard != nil && emotions.storyboard != nil)
    }

    @Test func sideBySideTheListAndTheFaceShowAndHappyChangesTheFace() throws {
        let (host, split, emotions) = try launch(Self.regularSize)
        let window = host.window
        #expect(!split.isCollapsed)
        #expect(emotions.view.window === window)
        let face = try #require(split.viewControllers.last?.contents as? FaceViewController)
        #expect(face.view.window === window && face.expression == nil)
        let faceView = try #require(face.faceView)
        #expect(faceView.scale == 0.9 && faceView.lineWidth == 5 && faceView.eyesOpen && faceView.mouthCurvature == 0)
        #expect(faceView.gestureRecognizers?.count == 2)
        let buffer = try #require(window.backBuffer)
        ReferenceImage.assertMatches(buffer, named: "storyboard-faceit-emotions-regular", tolerance: 3)

        FaceItEmotionsTranscript.events = []
        let happy = try buttons(of: emotions)[1]
        #expect(happy.currentTitle == "Happy")
        tap(happy, in: host)
        let shown = try #require(split.viewControllers.last?.contents as? FaceViewController)
        #expect(shown !== face, "a showDetail segue makes a new destination")
        #expect(shown.expression?.mouth == .smile && shown.faceView.mouthCurvature == 1 && shown.faceView.eyesOpen)
        #expect(shown.navigationItem.title == "Happy")
        #expect(shown.view.window === window && emotions.view.window === window, "the list stays beside the face")
        // prepare(for:sender:) sees the navigation controller with its root set up and no
        // view loaded; the face appears after.
        #expect(FaceItEmotionsTranscript.events == [
            "face.init(coder:) parent=nil", "face.awakeFromNib navigationController=set",
            "emotions.prepare happy UINavigationController contents=FaceViewController loaded=false",
            "face.viewDidLoad", "face.viewWillAppear", "face.viewDidAppear",
        ])
    }

    @Test func collapsedTheListShowsFirstAndHappyPushesTheFace() throws {
        let (host, split, emotions) = try launch(Self.compactSize)
        let window = host.window
        #expect(split.isCollapsed)
        let master = try #require(emotions.navigationController)
        #expect(master.viewControllers == [emotions], "the delegate kept the empty face off the stack")
        #expect(emotions.view.window === window)
        FaceItEmotionsTranscript.events = []
        tap(try buttons(of: emotions)[1], in: host)
        // prepare(for:sender:) runs before the push; the face appears once it is pushed.
        #expect(FaceItEmotionsTranscript.events == [
            "face.init(coder:) parent=nil", "face.awakeFromNib navigationController=set",
            "emotions.prepare happy UINavigationController contents=FaceViewController loaded=false",
            "face.viewDidLoad", "face.viewWillAppear", "face.viewDidAppear",
        ])
        let face = try #require(master.topViewController?.contents as? FaceViewController)
        #expect(master.viewControllers.count == 2, "collapsed, showDetail pushes")
        #expect(face.expression?.mouth == .smile && face.view.window === window)
        #expect(emotions.view.window == nil)
    }

    @Test func theFacesTapRecognizerFromTheStoryboardTogglesTheEyes() throws {
        let (host, split, _) = try launch(Self.regularSize)
        let face = try #require(split.viewControllers.last?.contents as? FaceViewController)
        let faceView = try #require(face.faceView)
        let window = host.window, clock = host.clock
        let center = faceView.convert(CGPoint(x: faceView.bounds.midX, y: faceView.bounds.midY), to: window)
        var synthesizer = GestureSynthesizer(startTime: clock.now)
        for event in synthesizer.tap(at: center) {
            clock.advance(to: event.timestamp)
            window.sendInput(event)
        }
        #expect(!faceView.eyesOpen, "the storyboard's tap recognizer sent toggleEyesByReactingTo: to the controller")
    }
}
