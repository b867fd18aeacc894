import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

/// The kinds of method UIKit code names in `#selector(...)`, on a main-actor class as a view
/// controller is.
@MainActor
private final class Handler {
    var log: [String] = []
    func flipCard() { log.append("flipCard") }
    func tapped(_ tap: UITapGestureRecognizer) { log.append("tapped \(tap.state)") }
    func pressed(_ sender: UIButton) { log.append("pressed \(sender.tag)") }
    func anything(_ sender: Any) { log.append("anything \(type(of: sender))") }
    func object(_ sender: AnyObject) { log.append("object") }
    func view(_ sender: UIView) { log.append("view \(sender.tag)") }
    func maybe(_ sender: UIControl?) { log.append("maybe \(sender == nil ? "nil" : "control")") }
    @discardableResult func count() -> Int { log.append("count"); return log.count }
    @discardableResult func countSender(_ sender: UIControl) -> Int { log.append("countSender"); return log.count }
}

/// A plain (non-isolated) class works too.
private final class PlainHandler {
    var calls = 0
    func go() { calls += 1 }
}

@Suite("Selector")
@MainActor
struct SelectorTests {
    @Test func everyMethodShapeUIKitCodeUsesConverts() {
        let handler = Handler()
        let button = UIButton(frame: .zero)
        button.tag = 7
        let selectors = [
            Selector(Handler.flipCard), Selector(Handler.pressed), Selector(Handler.pressed(_:)),
            Selector(Handler.anything), Selector(Handler.object), Selector(Handler.view),
            Selector(Handler.maybe), Selector(Handler.count), Selector(Handler.countSender),
        ]
        for selector in selectors {
            #expect(selector.perform(on: handler, sender: button))
        }
        #expect(handler.log == [
            "flipCard", "pressed 7", "pressed 7", "anything UIButton", "object", "view 7", "maybe control",
            "count", "countSender",
        ])
        let plain = PlainHandler()
        #expect(Selector(PlainHandler.go).perform(on: plain, sender: nil))
        #expect(plain.calls == 1)
    }

    @Test func canBeStoredAndDescribesItsSignature() {
        final class Holder { var action: Selector? }
        let holder = Holder()
        holder.action = Selector(Handler.pressed)
        #expect(holder.action?.description == "(Handler) -> (UIButton) -> ()")
        #expect(Selector(Handler.flipCard).description == "(Handler) -> () -> ()")
        #expect(Selector(Handler.count).description == "(Handler) -> () -> ()")
    }

    @Test func equalityIsClassAndParameterType() {
        #expect(Selector(Handler.flipCard) == Selector(Handler.flipCard))
        #expect(Selector(Handler.flipCard) == Selector(Handler.count), "no name at run time: same class, no parameter")
        #expect(Selector(Handler.pressed) != Selector(Handler.view), "UIButton and UIView parameters differ")
        #expect(Selector(Handler.flipCard) != Selector(Handler.pressed))
        #expect(Selector(Handler.flipCard) != Selector(PlainHandler.go))
        #expect(Set([Selector(Handler.flipCard), Selector(Handler.count), Selector(Handler.pressed)]).count == 2)
    }

    @Test func aTargetOfTheWrongClassIsSkippedWithOneWarning() {
        let plain = PlainHandler()
        let selector = Selector(Handler.flipCard)
        let before = Diagnostics.warningCount()
        #expect(!selector.perform(on: plain, sender: nil))
        #expect(!selector.perform(on: plain, sender: nil))
        #expect(Diagnostics.warningCount() == before + 2)
        #expect(Diagnostics.recentWarnings().last?.contains("(Handler) -> () -> ()") == true)
        #expect(Diagnostics.recentWarnings().last?.contains("PlainHandler") == true)
    }

    @Test func aSenderTheParameterRejectsIsSkippedWithAWarning() {
        let handler = Handler()
        let before = Diagnostics.warningCount()
        #expect(!Selector(Handler.pressed).perform(on: handler, sender: UIView(frame: .zero)))
        #expect(!Selector(Handler.pressed).perform(on: handler, sender: nil))
        #expect(handler.log.isEmpty)
        #expect(Diagnostics.warningCount() == before + 2)
        #expect(Diagnostics.recentWarnings().last?.contains("cannot take the sender nil") == true)
        // An optional parameter takes nil.
        #expect(Selector(Handler.maybe).perform(on: handler, sender: nil))
        #expect(handler.log == ["maybe nil"])
    }

    @Test func aControlWithAWrongTargetKeepsWorking() {
        let control = UIControl(frame: .zero)
        let plain = PlainHandler()
        let handler = Handler()
        control.addTarget(plain, action: Selector(Handler.flipCard), for: .touchUpInside)
        control.addTarget(handler, action: Selector(Handler.flipCard), for: .touchUpInside)
        let before = Diagnostics.warningCount()
        control.sendActions(for: .touchUpInside)
        #expect(handler.log == ["flipCard"], "the next action still runs")
        #expect(Diagnostics.warningCount() == before + 1)
    }

    @Test func applicationSendActionReportsWhetherAMethodRan() {
        let handler = Handler()
        #expect(UIApplication.shared.sendAction(Selector(Handler.flipCard), to: handler, from: nil, for: nil))
        #expect(!UIApplication.shared.sendAction(Selector(Handler.flipCard), to: nil, from: nil, for: nil))
        let before = Diagnostics.warningCount()
        #expect(!UIApplication.shared.sendAction(Selector(Handler.flipCard), to: 42, from: nil, for: nil))
        #expect(Diagnostics.warningCount() == before + 1, "a value is not a target")
    }

    // MARK: Gesture recognizers

    @Test func aRecognizerTakesASelector() {
        let harness = GestureHarness()
        let view = harness.addView()
        let handler = Handler()
        let tap = UITapGestureRecognizer(target: handler, action: Selector(Handler.tapped))
        tap.addTarget(handler, action: Selector(Handler.flipCard))
        view.addGestureRecognizer(tap)
        var script = harness.script()
        script.tap(at: CGPoint(x: 50, y: 50))
        harness.send(script)
        #expect(handler.log == ["tapped ended", "flipCard"])
    }

    @Test func aRecognizerWhoseMethodWantsAnotherRecognizerIsSkippedWithAWarning() {
        let harness = GestureHarness()
        let view = harness.addView()
        let handler = Handler()
        // Compiles (the parameter is a recognizer) but can never take a pan.
        let pan = UIPanGestureRecognizer(target: handler, action: Selector(Handler.tapped))
        view.addGestureRecognizer(pan)
        let before = Diagnostics.warningCount()
        var script = harness.script()
        script.down(1, at: CGPoint(x: 50, y: 50))
        script.move(1, to: CGPoint(x: 150, y: 50), duration: 0.1, steps: 5)
        script.up(1)
        harness.send(script)
        #expect(handler.log.isEmpty)
        #expect(Diagnostics.warningCount() > before)
        #expect(Diagnostics.recentWarnings().last?.contains("UIPanGestureRecognizer") == true)
    }

    @Test func removingASelectorTargetFromARecognizer() {
        let harness = GestureHarness()
        let view = harness.addView()
        let handler = Handler(), other = Handler()
        let tap = UITapGestureRecognizer(target: handler, action: Selector(Handler.tapped))
        tap.addTarget(other, action: Selector(Handler.tapped))
        tap.addTarget(handler, action: Selector(Handler.flipCard))
        view.addGestureRecognizer(tap)
        tap.removeTarget(handler, action: Selector(Handler.tapped))
        var script = harness.script()
        script.tap(at: CGPoint(x: 50, y: 50))
        harness.send(script)
        #expect(handler.log == ["flipCard"])
        #expect(other.log == ["tapped ended"])
        // nil target: that selector from everyone; nil action: everything of the target.
        tap.removeTarget(nil, action: Selector(Handler.tapped))
        tap.removeTarget(handler, action: nil as Selector?)
        harness.advance(by: 1)
        script = harness.script()
        script.tap(at: CGPoint(x: 50, y: 50))
        harness.send(script)
        #expect(handler.log == ["flipCard"] && other.log == ["tapped ended"])
    }

    @Test func aContinuousGestureBindsOnceAndLetsTheTargetGoWhenItEnds() {
        final class Counter {
            var calls = 0
            func panned(_ pan: UIPanGestureRecognizer) { calls += 1 }
        }
        let harness = GestureHarness()
        let view = harness.addView()
        var counter: Counter? = Counter()
        weak let released = counter
        let pan = UIPanGestureRecognizer(target: counter!, action: Selector(Counter.panned))
        view.addGestureRecognizer(pan)
        var script = harness.script()
        script.down(1, at: CGPoint(x: 50, y: 50))
        script.move(1, to: CGPoint(x: 250, y: 50), duration: 0.2, steps: 10)
        script.up(1)
        harness.send(script)
        #expect(counter?.calls ?? 0 >= 10, "began, changes, ended")
        counter = nil
        #expect(released == nil, "after the gesture the recognizer holds its target weakly again")
    }

    @Test func aNilTargetOrActionAddsNothing() {
        let before = Diagnostics.warningCount()
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        _ = UITapGestureRecognizer(target: nil, action: Selector(Handler.flipCard))
        #expect(Diagnostics.warningCount() == before + 1, "UIKit: a nil target is not valid")
        tap.addTarget(42, action: Selector(Handler.flipCard))
        #expect(Diagnostics.warningCount() == before + 2, "a value cannot be a target")
        #expect(tap.actions.isEmpty)
    }

    @Test func theUnappliedMethodFormStillWorksBesideIt() {
        let harness = GestureHarness()
        let view = harness.addView()
        let handler = Handler()
        let tap = UITapGestureRecognizer(target: handler, action: Handler.tapped)
        tap.addTarget(handler, action: Selector(Handler.flipCard))
        view.addGestureRecognizer(tap)
        tap.removeTarget(handler, action: nil)
        #expect(tap.actions.isEmpty)
    }
}
