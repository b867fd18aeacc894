import Foundation
import Testing
@testable import OpenUIKit

/// A navigation bar's item stack and its delegate, and a toolbar's layout.
@MainActor
@Suite("UINavigationBar and UIToolbar")
struct UINavigationBarTests {
    final class Delegate: NSObject, UINavigationBarDelegate {
        var log: [String] = []
        var allowsPop = true
        func navigationBar(_ navigationBar: UINavigationBar, shouldPush item: UINavigationItem) -> Bool {
            log.append("shouldPush \(item.title ?? "")"); return true
        }
        func navigationBar(_ navigationBar: UINavigationBar, didPush item: UINavigationItem) { log.append("didPush \(item.title ?? "")") }
        func navigationBar(_ navigationBar: UINavigationBar, shouldPop item: UINavigationItem) -> Bool {
            log.append("shouldPop \(item.title ?? "")"); return allowsPop
        }
        func navigationBar(_ navigationBar: UINavigationBar, didPop item: UINavigationItem) { log.append("didPop \(item.title ?? "")") }
    }

    @Test func pushAndPopAskTheDelegate() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
        let delegate = Delegate()
        bar.delegate = delegate
        let first = UINavigationItem(title: "First"), second = UINavigationItem(title: "Second")
        bar.pushItem(first, animated: false)
        bar.pushItem(second, animated: false)
        #expect(bar.topItem === second && bar.backItem === first)
        delegate.allowsPop = false
        #expect(bar.popItem(animated: false) == nil)
        delegate.allowsPop = true
        #expect(bar.popItem(animated: false) === second)
        #expect(bar.items?.count == 1 && bar.backItem == nil)
        #expect(delegate.log == ["shouldPush First", "didPush First", "shouldPush Second", "didPush Second",
                                 "shouldPop Second", "shouldPop Second", "didPop Second"])
        let warnings = Diagnostics.warningCount()
        bar.pushItem(first, animated: false)
        #expect(Diagnostics.warningCount() == warnings + 1, "an item already in the stack is refused")
    }

    @Test func theBarIs44PointsAndTheTitleIsCentred() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        #expect(bar.sizeThatFits(CGSize(width: 400, height: 0)).height == 44)
        bar.items = [UINavigationItem(title: "Middle")]
        bar.layoutIfNeeded()
        bar.contentView?.layoutIfNeeded()
        let title = bar.contentView?.titleLabelFrame ?? .zero
        #expect(abs(title.midX - 200) < 1)
    }

    @Test func leftItemsReplaceTheBackButtonUnlessTheySupplementIt() {
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        let top = UINavigationItem(title: "Top")
        top.leftBarButtonItem = UIBarButtonItem(title: "Left", style: .plain, target: nil, action: nil)
        bar.items = [UINavigationItem(title: "Below"), top]
        bar.layoutIfNeeded()
        #expect(bar.contentView?.hasBackButton == false)
        top.leftItemsSupplementBackButton = true
        bar.layoutIfNeeded()
        #expect(bar.contentView?.hasBackButton == true)
        top.hidesBackButton = true
        bar.layoutIfNeeded()
        #expect(bar.contentView?.hasBackButton == false)
    }

    @Test func flexibleSpacesShareTheToolbarsFreeWidth() {
        let toolbar = UIToolbar(frame: CGRect(x: 0, y: 0, width: 400, height: 44))
        let a = UIBarButtonItem(barButtonSystemItem: .add, target: nil, action: nil)
        let b = UIBarButtonItem(barButtonSystemItem: .trash, target: nil, action: nil)
        toolbar.items = [a, .flexibleSpace(), b]
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 400, height: 100))
        window.addSubview(toolbar)
        window.renderIfNeeded()
        // The side margin follows the width class: 20 points regular, 16 compact (iOS).
        let margin: CGFloat = toolbar.traitCollection.horizontalSizeClass == .compact ? 16 : 20
        let inset = margin - BarButtonItemView.horizontalPadding
        let views = toolbar.shownItemViews.compactMap { $0 }
        #expect(views.count == 2)
        #expect(abs(views[0].frame.minX - inset) < 0.5, "the leading margin, less the item's padding")
        #expect(abs(views[1].frame.maxX - (400 - inset)) < 0.5, "the last item reaches the trailing margin")
    }
}
