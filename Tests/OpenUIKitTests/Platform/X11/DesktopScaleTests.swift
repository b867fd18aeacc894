import CX11
import Foundation
import Testing
import TestSupport
@testable import OpenUIKit

@Suite("Desktop scale and XSETTINGS")
struct DesktopScaleTests {
    /// Builds an XSETTINGS blob the way a settings daemon writes it.
    static func blob(bigEndian: Bool = false, _ settings: [(String, XSettings.Value)]) -> [UInt8] {
        XSettingsManager.encode(settings.map { name, value in
            switch value {
            case .integer(let v): (name, .integer(v))
            case .string(let v): (name, .string(v))
            case .color(let r, let g, let b, let a): (name, .color(red: r, green: g, blue: b, alpha: a))
            }
        }, serial: 7, bigEndian: bigEndian)
    }

    @Test(arguments: [false, true])
    func parsesEveryKindInEitherByteOrder(bigEndian: Bool) throws {
        let settings = try #require(XSettings(bytes: DesktopScaleTests.blob(bigEndian: bigEndian, [
            ("Xft/DPI", .integer(196_608)), ("Net/ThemeName", .string("Adwaita")),
            ("Gtk/Color", .color(red: 1, green: 2, blue: 3, alpha: 65_535)), ("Gdk/WindowScalingFactor", .integer(2)),
        ])))
        #expect(settings.integer("Xft/DPI") == 196_608)
        #expect(settings.integer("Gdk/WindowScalingFactor") == 2)
        #expect(settings.values["Net/ThemeName"] == .string("Adwaita"))
        #expect(settings.values["Gtk/Color"] == .color(red: 1, green: 2, blue: 3, alpha: 65_535))
    }

    @Test func truncatedBlobKeepsWhatCameBefore() throws {
        let whole = DesktopScaleTests.blob([("A/One", .integer(1)), ("B/Two", .string("two"))])
        let settings = try #require(XSettings(bytes: Array(whole.dropLast(3))))
        #expect(settings.integer("A/One") == 1)
        #expect(settings.values["B/Two"] == nil)
        #expect(XSettings(bytes: [0, 0]) == nil)
    }

    @Test func absurdCountDoesNotLoop() throws {
        var bytes = DesktopScaleTests.blob([("A/One", .integer(1))])
        bytes[8] = 0xFF; bytes[9] = 0xFF; bytes[10] = 0xFF; bytes[11] = 0x7F
        let settings = try #require(XSettings(bytes: bytes))
        #expect(settings.integer("A/One") == 1)
    }

    @Test func xftDPIResourceSetsTheScale() {
        let scale = DesktopScale(environment: [:], xsettings: nil, resources: "Xft.antialias:\t1\nXft.dpi:\t192\n")
        #expect(scale.scale == 2)
        #expect(scale.textScale == nil)
        #expect(DesktopScale(environment: [:], xsettings: nil, resources: nil).scale == 1)
    }

    @Test func xsettingsSplitWindowScaleFromTextSize() {
        // GNOME at 2× with "Large Text" (1.25): Xft/DPI = 96 × 2 × 1.25 × 1024.
        let settings = XSettings(values: ["Gdk/WindowScalingFactor": .integer(2), "Xft/DPI": .integer(245_760)])
        let scale = DesktopScale(environment: [:], xsettings: settings, resources: "Xft.dpi: 240")
        #expect(scale.scale == 2)
        #expect(scale.textScale == 1.25)
    }

    @Test func environmentOverridesTheDesktop() {
        let scale = DesktopScale(environment: ["OPENUIKIT_SCALE": "2"], xsettings: nil, resources: "Xft.dpi: 96")
        #expect(scale.scale == 2)
    }

    @Test func theAppsScaleBeatsTheEnvironmentWhichBeatsTheDesktop() {
        let desktop = XSettings(values: ["Gdk/WindowScalingFactor": .integer(2)])
        let fromDesktop = DesktopScale(environment: [:], xsettings: desktop, resources: nil)
        #expect(fromDesktop.scale == 2 && !fromDesktop.scaleIsPinned)
        let fromEnvironment = DesktopScale(environment: ["OPENUIKIT_SCALE": "3"], xsettings: desktop, resources: nil)
        #expect(fromEnvironment.scale == 3 && fromEnvironment.scaleIsPinned)
        let fromApp = DesktopScale(configuredScale: 1.5, environment: ["OPENUIKIT_SCALE": "3"], xsettings: desktop, resources: nil)
        #expect(fromApp.scale == 1.5 && fromApp.scaleIsPinned)
        // An app's scale outside the range is not drawn at; the next source decides.
        let refused = DesktopScale(configuredScale: 40, environment: [:], xsettings: desktop, resources: nil)
        #expect(refused.scale == 2 && !refused.scaleIsPinned)
    }

    @Test func theDesktopsTextSizeUnlessTheEnvironmentPinsOne() {
        // 2× with "Large Text" (1.25): the nearest category is extraExtraLarge (21 / 17).
        let large = XSettings(values: ["Gdk/WindowScalingFactor": .integer(2), "Xft/DPI": .integer(245_760)])
        #expect(DesktopScale(environment: [:], xsettings: large, resources: nil).contentSizeCategory == .extraExtraLarge)
        // A pinned scale does not change what the desktop's dpi means: it is relative to the
        // desktop's own scale.
        #expect(DesktopScale(configuredScale: 1, environment: [:], xsettings: large, resources: nil).contentSizeCategory == .extraExtraLarge)
        // No text size from the desktop is the default size.
        #expect(DesktopScale(environment: [:], xsettings: nil, resources: "Xft.dpi: 192").contentSizeCategory == .large)
        for variable in [UIContentSizeCategory.categoryEnvironmentVariable, UIContentSizeCategory.textScaleEnvironmentVariable] {
            let pinned = DesktopScale(environment: [variable: "1"], xsettings: large, resources: nil)
            #expect(pinned.textSizeIsPinned && pinned.contentSizeCategory == nil, "\(variable)")
            #expect(DesktopScale(environment: [variable: ""], xsettings: large, resources: nil).contentSizeCategory == .extraExtraLarge,
                    "an empty variable is no setting, as at launch")
        }
    }

    @Test func theResourceStringIsReadForXftDPIOnly() {
        #expect(DesktopScale.xftDPI(inResources: "Xft.antialias:\t1\nXft.dpi:\t144\n") == 144)
        #expect(DesktopScale.xftDPI(inResources: "*.dpi: 200\nXft.hinting: 1\n") == nil)
        #expect(DesktopScale(environment: [:], xsettings: nil, resources: "Xft.dpi:\t144").scale == 1.5)
    }

    @Test func absurdValuesAreRefused() {
        #expect(DesktopScale(environment: ["OPENUIKIT_SCALE": "1000"], xsettings: nil, resources: nil).scale == 1)
        #expect(DesktopScale(environment: ["OPENUIKIT_SCALE": "nan"], xsettings: nil, resources: nil).scale == 1)
        #expect(DesktopScale(environment: ["OPENUIKIT_SCALE": "big"], xsettings: nil, resources: nil).scale == 1)
        #expect(DesktopScale(environment: [:], xsettings: nil, resources: "Xft.dpi: 0").scale == 1)
    }

    @Test func keysymsMapToHIDUsages() {
        #expect(X11Keyboard.usage(forKeysym: KeySym(XK_q)) == .keyboardQ)
        #expect(X11Keyboard.usage(forKeysym: KeySym(XK_Q)) == .keyboardQ)
        #expect(X11Keyboard.usage(forKeysym: KeySym(XK_Escape)) == .keyboardEscape)
        #expect(X11Keyboard.usage(forKeysym: KeySym(XK_F11)) == .keyboardF11)
        #expect(X11Keyboard.usage(forKeysym: KeySym(XK_space)) == .keyboardSpacebar)
        #expect(X11Keyboard.usage(forKeysym: KeySym(XK_Left)) == .keyboardLeftArrow)
        #expect(X11Keyboard.usage(forKeysym: KeySym(XK_0)) == .keyboard0)
        #expect(X11Keyboard.usage(forKeysym: KeySym(XK_5)) == UIKeyboardHIDUsage(rawValue: 0x22))
        #expect(X11Keyboard.usage(forKeysym: 0x1234567) == .keyboardErrorUndefined)
    }
}
