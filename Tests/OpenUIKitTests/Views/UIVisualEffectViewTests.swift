import Foundation
import TestSupport
import Testing
@testable import OpenUIKit

/// The visual effect API as UIKit declares it: effects as immutable, archivable values, the
/// effect view's content view, its warning for direct subviews, and the looks it draws.
@MainActor
@Suite(.serialized) struct UIVisualEffectViewTests {
    func warnings(during body: () -> Void) -> [String] {
        let before = Diagnostics.warningCount()
        body()
        return Array(Diagnostics.recentWarnings().suffix(Diagnostics.warningCount() - before))
    }

    @Test func theStylesHaveUIKitsNumbers() {
        #expect(UIBlurEffect.Style.extraLight.rawValue == 0 && UIBlurEffect.Style.dark.rawValue == 2)
        #expect(UIBlurEffect.Style.regular.rawValue == 4 && UIBlurEffect.Style.prominent.rawValue == 5)
        #expect(UIBlurEffect.Style.systemUltraThinMaterial.rawValue == 6 && UIBlurEffect.Style.systemChromeMaterial.rawValue == 10)
        #expect(UIBlurEffect.Style.systemUltraThinMaterialLight.rawValue == 11 && UIBlurEffect.Style.systemChromeMaterialDark.rawValue == 20)
        #expect(UIBlurEffect.Style.all.count == 20)
        #expect(UIVibrancyEffectStyle.label.rawValue == 0 && UIVibrancyEffectStyle.separator.rawValue == 7)
    }

    @Test func effectsAreValuesThatCopyAndArchive() throws {
        let blur = UIBlurEffect(style: .systemThickMaterialDark)
        #expect(blur.copy() as AnyObject === blur)
        #expect(blur == UIBlurEffect(style: .systemThickMaterialDark) && blur != UIBlurEffect(style: .dark))
        let data = try NSKeyedArchiver.archivedData(withRootObject: blur, requiringSecureCoding: true)
        let back = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIBlurEffect.self, from: data))
        #expect(back.style == .systemThickMaterialDark)

        let vibrancy = UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light), style: .tertiaryFill)
        let vibrancyData = try NSKeyedArchiver.archivedData(withRootObject: vibrancy, requiringSecureCoding: true)
        let vibrancyBack = try #require(try NSKeyedUnarchiver.unarchivedObject(ofClass: UIVibrancyEffect.self, from: vibrancyData))
        #expect(vibrancyBack == vibrancy && vibrancyBack != UIVibrancyEffect(blurEffect: UIBlurEffect(style: .light)))
    }

    @Test func theContentViewFillsTheEffectViewAndFollowsItsSize() {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .light))
        #expect(view.subviews == [view.contentView])
        view.frame = CGRect(x: 0, y: 0, width: 200, height: 80)
        #expect(view.contentView.frame == view.bounds)
        view.frame.size = CGSize(width: 120, height: 50)
        #expect(view.contentView.frame == CGRect(x: 0, y: 0, width: 120, height: 50))
        // `UIVisualEffectView()` and `init(frame:)` make one with no effect.
        #expect(UIVisualEffectView().effect == nil)
        #expect(UIVisualEffectView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)).contentView.frame.width == 10)
    }

    @Test func aSubviewAddedDirectlyIsWarnedAboutButAdded() {
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        let intoContent = warnings { view.contentView.addSubview(UILabel()) }
        #expect(!intoContent.contains { $0.contains("UIVisualEffectView") })
        let direct = UILabel()
        let warned = warnings { view.addSubview(direct) }
        #expect(warned.contains { $0.contains("UIVisualEffectView") && $0.contains("contentView") })
        #expect(direct.superview === view)
    }

    @Test func theEffectIsCopiedAndDrawnOnTheLayer() {
        let view = UIVisualEffectView(effect: nil)
        #expect(view.layer.modelState.backdrop == .none)
        view.effect = UIBlurEffect(style: .extraLight)
        #expect((view.effect as? UIBlurEffect)?.style == .extraLight)
        let look = view.layer.modelState.backdrop
        #expect(look.blurRadius == UIBlurEffect.Style.standardBlurRadius)
        #expect(look.tint?.alpha == UIBlurEffect.Style.extraLightTintOpacity)
        view.effect = nil
        #expect(view.layer.modelState.backdrop == .none)
    }

    @Test func adaptiveStylesFollowTheAppearance() {
        let regular = UIBlurEffect.Style.regular
        #expect(regular.backdrop(for: .light) == UIBlurEffect.Style.light.backdrop(for: .light))
        #expect(regular.backdrop(for: .dark) == UIBlurEffect.Style.dark.backdrop(for: .dark))
        #expect(UIBlurEffect.Style.systemMaterial.backdrop(for: .dark) == UIBlurEffect.Style.systemMaterialDark.backdrop(for: .light))
        #expect(UIBlurEffect.Style.systemMaterialLight.backdrop(for: .dark) == UIBlurEffect.Style.systemMaterial.backdrop(for: .light))
        // Thicker materials are more opaque.
        let opacities = [UIBlurEffect.Style.systemUltraThinMaterialLight, .systemThinMaterialLight, .systemMaterialLight, .systemThickMaterialLight]
            .map { $0.backdrop(for: .unspecified).tint?.alpha ?? 0 }
        #expect(opacities == opacities.sorted() && Set(opacities).count == 4)

        // A window here is light (the desktop gives no dark appearance): the adaptive look is the light one.
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .regular))
        #expect(view.layer.modelState.backdrop == UIBlurEffect.Style.light.backdrop(for: .light))
    }

    @Test func settingTheEffectInsideAnAnimationBlockAnimatesIt() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let clock = HeadlessFrameClock(window: window)
        let view = UIVisualEffectView(effect: UIBlurEffect(style: .dark))
        view.frame = window.bounds
        window.addSubview(view)
        window.renderIfNeeded()
        let start = view.layer.modelState.backdrop
        UIView.animate(withDuration: 0.2) { view.effect = nil }
        #expect(view.layer.modelState.backdrop == .none)
        clock.advance(by: 0.1)
        let halfway = view.layer.renderState.backdrop
        #expect(halfway.blurRadius > 0 && halfway.blurRadius < start.blurRadius)
        #expect((halfway.tint?.alpha ?? 0) > 0 && (halfway.tint?.alpha ?? 1) < (start.tint?.alpha ?? 0))
        clock.advance(by: 0.2)
        #expect(view.layer.renderState.backdrop == .none)
    }
}
