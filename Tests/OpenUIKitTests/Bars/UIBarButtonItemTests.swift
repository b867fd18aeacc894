import Foundation
import Testing
@testable import OpenUIKit

/// Bar button items: their initializers, system items and glyphs, and a click on one
/// through the window's input path sending its action with the item as the sender.
@MainActor
@Suite("UIBarButtonItem")
struct UIBarButtonItemTests {
    final class Target: NSObject {
        var senders: [UIBarButtonItem] = []
        func tapped(_ sender: UIBarButtonItem) { senders.append(sender) }
    }

    @Test func systemItemsHaveUIKitsRawValuesAndStyles() {
        // UIKit's UIBarButtonItem.SystemItem raw values (UIBarButtonItem.h).
        #expect(UIBarButtonItem.SystemItem.done.rawValue == 0)
        #expect(UIBarButtonItem.SystemItem.flexibleSpace.rawValue == 5)
        #expect(UIBarButtonItem.SystemItem.trash.rawValue == 16)
        #expect(UIBarButtonItem.SystemItem.close.rawValue == 24)
        #expect(UIBarButtonItem.Style.done.rawValue == 2)
        let done = UIBarButtonItem(barButtonSystemItem: .done, target: nil, action: nil)
        #expect(done.style == .done && done.displayedTitle == "Done")
        let add = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        #expect(add.displayedImage != nil && add.displayedTitle == nil)
        for raw in 0...24 {
            guard let item = UIBarButtonItem.SystemItem(rawValue: raw) else { Issue.record("no system item \(raw)"); continue }
            let made = UIBarButtonItem(barButtonSystemItem: item, target: nil, action: nil)
            #expect(made.isSpace || made.displayedTitle != nil || made.displayedImage != nil, "system item \(raw) shows something")
        }
    }

    @Test func spaces() {
        let fixed = UIBarButtonItem.fixedSpace(30)
        #expect(fixed.width == 30 && fixed.isSpace)
        #expect(UIBarButtonItem.flexibleSpace().isSpace)
        let warnings = Diagnostics.warningCount()
        fixed.width = -.infinity
        #expect(fixed.width == 0 && Diagnostics.warningCount() == warnings + 1)
    }

    @Test func systemNameGivesTemplateGlyphsAndNilForUnknownNames() {
        for name in ["plus", "square.and.arrow.up", "trash", "magnifyingglass", "book", "camera", "play.fill", "pause.fill",
                     "arrow.clockwise", "square.and.pencil", "arrowshape.turn.up.left", "chevron.left", "chevron.backward"] {
            let image = UIImage(systemName: name)
            #expect(image?.renderingMode == .alwaysTemplate, "\(name)")
            #expect(image?.size == CGSize(width: 24, height: 24), "\(name)")
        }
        #expect(UIImage(systemName: "no.such.symbol") == nil, "iOS returns nil for an unknown name")
        #expect(UIImage(systemName: "") == nil)
        let plain = UIImage()
        #expect(plain.renderingMode == .automatic)
        #expect(plain.withRenderingMode(.alwaysOriginal).renderingMode == .alwaysOriginal)
    }

    @Test func primaryActionRunsInsteadOfTheTargetAction() {
        var ran: UIAction?
        let action = UIAction(title: "Go") { ran = $0 }
        let item = UIBarButtonItem(primaryAction: action)
        #expect(item.title == "Go")
        item.sendTapAction(from: nil, event: nil)
        #expect(ran === action && (action.sender as AnyObject?) === item)
    }

    @Test func aDisabledItemSendsNothing() {
        let target = Target()
        let item = UIBarButtonItem(title: "Go", style: .plain, target: target, action: Selector(Target.tapped))
        item.isEnabled = false
        item.sendTapAction(from: nil, event: nil)
        #expect(target.senders.isEmpty)
    }

    /// A click on the item, sent through `UIWindow.sendInput` as the platform sends it.
    @Test func aClickOnABarButtonItemSendsItsActionWithTheItemAsSender() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        let clock = ManualInputClock(now: 10)
        window.inputClock = clock
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        let target = Target()
        let item = UIBarButtonItem(title: "Save", style: .done, target: target, action: Selector(Target.tapped))
        let navigationItem = UINavigationItem(title: "Title")
        navigationItem.rightBarButtonItem = item
        bar.items = [navigationItem]
        window.addSubview(bar)
        window.makeKeyAndVisible()
        window.renderIfNeeded()
        guard let itemView = bar.contentView?.subviews.first(where: { ($0 as? BarButtonItemView).map { v in
            if case .item(let shown) = v.content { return shown === item } else { return false } } ?? false }) else {
            Issue.record("no view for the item")
            return
        }
        let point = itemView.convert(CGPoint(x: itemView.bounds.midX, y: itemView.bounds.midY), to: window)
        #expect(point.x > 300, "the right item is at the right")
        window.sendInput(.pointer(PointerInput(phase: .pressed, button: .left, location: point, buttonsDown: [.left],
                                               timestamp: clock.now, deviceID: 4)))
        clock.advance(by: 0.08)
        window.sendInput(.pointer(PointerInput(phase: .released, button: .left, location: point,
                                               timestamp: clock.now, deviceID: 4)))
        #expect(target.senders.count == 1 && target.senders.first === item)
    }
}
