import Foundation
import Testing
@testable import OpenUIKit

/// A view that writes each trait change it hears, with what changed, into a transcript.
@MainActor
final class TraitRecordingView: UIView {
    let name: String
    let log: Transcript
    private(set) var previousCollections: [UITraitCollection?] = []
    /// `UITraitCollection.current` while the last change was reported.
    private(set) var currentDuringLastChange: UITraitCollection?
    private(set) var currentDuringLastLayout: UITraitCollection?

    init(_ name: String, log: Transcript) {
        self.name = name
        self.log = log
        super.init(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        previousCollections.append(previousTraitCollection)
        currentDuringLastChange = UITraitCollection.current
        log.add("\(name) \(TraitDifference.describe(from: previousTraitCollection, to: traitCollection))")
    }

    override func layoutSubviews() {
        currentDuringLastLayout = UITraitCollection.current
    }
}

/// A controller that does the same for itself, with a recording root view.
@MainActor
final class TraitRecordingController: UIViewController {
    let name: String
    let log: Transcript
    private(set) var previousCollections: [UITraitCollection?] = []

    init(_ name: String, log: Transcript) {
        self.name = name
        self.log = log
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    override func loadView() {
        view = TraitRecordingView("\(name).view", log: log)
    }

    override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
        super.traitCollectionDidChange(previousTraitCollection)
        previousCollections.append(previousTraitCollection)
        log.add("\(name) \(TraitDifference.describe(from: previousTraitCollection, to: traitCollection))")
    }
}

extension CurrentContentSizeCategoryTests {
    /// When `traitCollectionDidChange(_:)` is called: once per real change, with the
    /// collection before it, top-down (window, controller, its view, subviews), never when
    /// nothing changed. Serialized with the tests that change the text size, which is a trait.
    @MainActor
    @Suite struct TraitChangeTests {
        /// A key window of `size` at scale 1 holding a recording controller whose view holds
        /// `child`, which holds `grandchild`; the initial traits are delivered and the log is
        /// cleared.
        @MainActor
        struct Scene {
            let log = Transcript()
            let window: RecordingWindow
            let controller: TraitRecordingController
            let child: TraitRecordingView
            let grandchild: TraitRecordingView

            init(size: CGSize = CGSize(width: 600, height: 800)) {
                window = RecordingWindow(frame: CGRect(origin: .zero, size: size), log: log)
                controller = TraitRecordingController("controller", log: log)
                child = TraitRecordingView("child", log: log)
                grandchild = TraitRecordingView("grandchild", log: log)
                window.rootViewController = controller
                controller.view.addSubview(child)
                child.addSubview(grandchild)
                window.makeKeyAndVisible()
                window.renderIfNeeded()
                _ = log.take()
            }
        }

        @MainActor
        final class RecordingWindow: UIWindow {
            var log: Transcript?

            init(frame: CGRect, log: Transcript) {
                self.log = log
                super.init(frame: frame)
            }

            required init?(coder: NSCoder) {
                return nil
            }

            override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                super.traitCollectionDidChange(previousTraitCollection)
                log?.add("window \(TraitDifference.describe(from: previousTraitCollection, to: traitCollection))")
            }
        }

        @Test func crossingTheRegularWidthCallsEveryoneOnceTopDown() {
            let scene = Scene(size: CGSize(width: 600, height: 800))
            scene.window.frame = CGRect(x: 0, y: 0, width: 677, height: 800)
            scene.window.renderIfNeeded()
            #expect(scene.log.take() == "", "still compact: nothing to report")

            scene.window.frame = CGRect(x: 0, y: 0, width: 678, height: 800)
            scene.window.renderIfNeeded()
            #expect(scene.log.take() == """
                window width compact→regular, controller width compact→regular, controller.view width compact→regular, \
                child width compact→regular, grandchild width compact→regular
                """)
            #expect(scene.grandchild.previousCollections.last??.horizontalSizeClass == .compact)
            #expect(scene.controller.previousCollections.last??.horizontalSizeClass == .compact)

            scene.window.frame = CGRect(x: 0, y: 0, width: 678, height: 479)
            scene.window.renderIfNeeded()
            #expect(scene.log.take() == """
                window height regular→compact, controller height regular→compact, controller.view height regular→compact, \
                child height regular→compact, grandchild height regular→compact
                """)
        }

        @Test func settingTheSameValuesAgainReportsNothing() {
            let scene = Scene()
            scene.window.screenScale = 1
            scene.window.frame = scene.window.frame
            UIContentSizeCategory.current = UIContentSizeCategory.current
            scene.window.renderIfNeeded()
            scene.window.layoutIfNeeded()
            #expect(scene.log.take() == "")
        }

        @Test func aScaleChangeIsReportedOnceWithThePreviousScale() {
            let scene = Scene()
            scene.window.screenScale = 2
            // Reading traits before the pass sees the new values, but reports nothing yet.
            #expect(scene.child.traitCollection.displayScale == 2)
            #expect(scene.log.take() == "")
            scene.window.renderIfNeeded()
            #expect(scene.log.take() == "window scale 1→2, controller scale 1→2, controller.view scale 1→2, child scale 1→2, grandchild scale 1→2")
            #expect(scene.child.previousCollections.last??.displayScale == 1)
            scene.window.renderIfNeeded()
            #expect(scene.log.take() == "", "reported once")
        }

        @Test func changesBetweenPassesAreReportedAsOne() {
            let scene = Scene()
            scene.window.screenScale = 2
            scene.window.screenScale = 3
            scene.window.renderIfNeeded()
            #expect(scene.log.take().components(separatedBy: ", ").allSatisfy { $0.hasSuffix("scale 1→3") })

            // There and back before the pass: nothing changed.
            scene.window.frame = CGRect(x: 0, y: 0, width: 1000, height: 800)
            scene.window.frame = CGRect(x: 0, y: 0, width: 600, height: 800)
            scene.window.screenScale = 1
            scene.window.screenScale = 3
            scene.window.renderIfNeeded()
            #expect(scene.log.take() == "")
        }

        @Test func aNewTextSizeIsReportedOnce() {
            let original = UIContentSizeCategory.current
            defer { UIContentSizeCategory.current = original }
            UIContentSizeCategory.current = .large
            let scene = Scene()
            UIContentSizeCategory.current = .accessibilityMedium
            scene.window.layoutIfNeeded()
            #expect(scene.log.take() == """
                window text large→accessibilityMedium, controller text large→accessibilityMedium, \
                controller.view text large→accessibilityMedium, child text large→accessibilityMedium, \
                grandchild text large→accessibilityMedium
                """)
            #expect(scene.child.traitCollection.preferredContentSizeCategory == .accessibilityMedium)
            scene.window.renderIfNeeded()
            #expect(scene.log.take() == "")
        }

        @Test func viewsMovedBetweenWindowsHearOnlyOfRealDifferences() {
            let scene = Scene()
            let log = scene.log
            let view = TraitRecordingView("moved", log: log)
            let inner = TraitRecordingView("inner", log: log)
            view.addSubview(inner)
            scene.child.addSubview(view)
            _ = log.take()

            let sharp = UIWindow(frame: CGRect(x: 0, y: 0, width: 600, height: 800))
            sharp.screenScale = 2
            sharp.addSubview(view)
            #expect(log.take() == "moved scale 1→2, inner scale 1→2")
            #expect(view.previousCollections.last??.displayScale == 1)

            let sameAsSharp = UIWindow(frame: CGRect(x: 0, y: 0, width: 640, height: 900))
            sameAsSharp.screenScale = 2
            sameAsSharp.addSubview(view)
            #expect(log.take() == "", "the same traits in another window")

            // Out of every window: nothing to adapt to, and the view keeps its traits.
            view.removeFromSuperview()
            #expect(log.take() == "")
            #expect(view.traitCollection == sameAsSharp.traitCollection)

            scene.window.addSubview(view)
            #expect(log.take() == "moved scale 2→1, inner scale 2→1")
            #expect(inner.traitCollection === scene.window.traitCollection)
        }

        @Test func aNewViewAddedToTheKeyWindowHearsNothing() {
            let scene = Scene()
            let application = UIApplication.shared
            let savedKeyWindow = application.keyWindow
            defer { application.keyWindow = savedKeyWindow }
            application.keyWindow = scene.window

            let view = TraitRecordingView("new", log: scene.log)
            scene.child.addSubview(view)
            #expect(scene.log.take() == "", "its predicted traits were right")

            // With no key window, a new view predicts the screen's traits, which have no size
            // classes, so joining a window is a change.
            application.keyWindow = nil
            let other = TraitRecordingView("other", log: scene.log)
            scene.child.addSubview(other)
            #expect(scene.log.take() == "other width unspecified→compact, height unspecified→regular")
        }

        @Test func aControllerInstalledInAWindowOfOtherTraitsHearsBeforeItsView() {
            let log = Transcript()
            let controller = TraitRecordingController("controller", log: log)
            _ = controller.view
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
            window.screenScale = 2
            let application = UIApplication.shared
            let savedKeyWindow = application.keyWindow
            defer { application.keyWindow = savedKeyWindow }
            application.keyWindow = nil
            window.rootViewController = controller
            #expect(log.take().hasPrefix("controller scale "), "\(log.entries)")
            #expect(controller.previousCollections.count == 1)
        }

        @Test func theCurrentCollectionIsTheViewsDuringCallbacksAndLayout() {
            let scene = Scene()
            scene.window.screenScale = 2
            scene.child.setNeedsLayout()
            scene.window.renderIfNeeded()
            #expect(scene.child.currentDuringLastChange === scene.child.traitCollection)
            #expect(scene.child.currentDuringLastLayout === scene.child.traitCollection)
        }

        @Test func aCallbackThatRemovesASiblingDoesNotReachIt() {
            let scene = Scene()
            let log = scene.log
            final class Remover: UIView {
                weak var victim: UIView?
                override func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {
                    victim?.removeFromSuperview()
                }
            }
            let remover = Remover()
            let victim = TraitRecordingView("victim", log: log)
            remover.victim = victim
            scene.child.addSubview(remover)
            scene.child.addSubview(victim)
            _ = log.take()
            scene.window.screenScale = 2
            scene.window.renderIfNeeded()
            #expect(!log.take().contains("victim"))
            #expect(victim.superview == nil)
        }
    }
}

enum TraitDifference {
    /// "scale 1→2, width compact→regular": the traits that differ, in a fixed order.
    @MainActor
    static func describe(from old: UITraitCollection?, to new: UITraitCollection) -> String {
        guard let old else { return "from nil" }
        var parts: [String] = []
        func scale(_ value: CGFloat) -> String { value == value.rounded() ? String(Int(value)) : "\(value)" }
        if old.displayScale != new.displayScale { parts.append("scale \(scale(old.displayScale))→\(scale(new.displayScale))") }
        if old.horizontalSizeClass != new.horizontalSizeClass { parts.append("width \(old.horizontalSizeClass)→\(new.horizontalSizeClass)") }
        if old.verticalSizeClass != new.verticalSizeClass { parts.append("height \(old.verticalSizeClass)→\(new.verticalSizeClass)") }
        if old.preferredContentSizeCategory != new.preferredContentSizeCategory {
            parts.append("text \(old.preferredContentSizeCategory)→\(new.preferredContentSizeCategory)")
        }
        if old.userInterfaceIdiom != new.userInterfaceIdiom { parts.append("idiom \(old.userInterfaceIdiom)→\(new.userInterfaceIdiom)") }
        return parts.isEmpty ? "nothing" : parts.joined(separator: ", ")
    }
}
