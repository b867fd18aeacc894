import Foundation
@testable import OpenUIKit
import Testing

/// The app's layout direction from the locale's environment and the launch arguments.
@Suite struct InterfaceLayoutDirectionTests {
    func direction(_ environment: [String: String]) -> UIUserInterfaceLayoutDirection {
        InterfaceLayoutDirection.resolve(environment: environment)
    }

    @Test func rightToLeftScriptsMakeARightToLeftInterface() {
        for language in ["ar_EG.UTF-8", "he_IL.UTF-8", "fa_IR", "ur_PK", "ps_AF", "yi_US", "dv_MV", "ckb_IQ", "ug_CN", "sd_PK", "iw_IL"] {
            #expect(direction(["LANG": language]) == .rightToLeft, "\(language)")
        }
        for language in ["en_US.UTF-8", "de_DE@euro", "ja_JP", "ku_TR", "C.UTF-8", "POSIX", "", "tr"] {
            #expect(direction(["LANG": language]) == .leftToRight, "\(language)")
        }
        #expect(direction([:]) == .leftToRight, "no locale at all")
    }

    @Test func theLanguageComesFromLanguageThenLcAllThenLcMessagesThenLang() {
        #expect(direction(["LANGUAGE": "he:en", "LANG": "en_US.UTF-8"]) == .rightToLeft, "LANGUAGE's first entry first")
        #expect(direction(["LANGUAGE": "en:he", "LANG": "he_IL.UTF-8"]) == .leftToRight)
        #expect(direction(["LANGUAGE": ":ar", "LANG": "en_US.UTF-8"]) == .rightToLeft, "empty entries are skipped")
        #expect(direction(["LC_ALL": "ar_SA.UTF-8", "LC_MESSAGES": "en_US", "LANG": "en_US"]) == .rightToLeft)
        #expect(direction(["LC_MESSAGES": "fa_IR.UTF-8", "LANG": "en_US"]) == .rightToLeft)
        #expect(direction(["LC_ALL": "", "LANG": "he_IL"]) == .rightToLeft, "an empty variable counts as unset")
        #expect(direction(["LANGUAGE": "ar", "LANG": "C"]) == .leftToRight, "gettext ignores LANGUAGE in the C locale")
        #expect(direction(["LANGUAGE": "ar"]) == .leftToRight, "nor with no locale set")
    }

    @Test func theEnvironmentOverrideWins() {
        #expect(direction(["OPENUIKIT_LAYOUT_DIRECTION": "rightToLeft", "LANG": "en_US"]) == .rightToLeft)
        #expect(direction(["OPENUIKIT_LAYOUT_DIRECTION": "RTL"]) == .rightToLeft)
        #expect(direction(["OPENUIKIT_LAYOUT_DIRECTION": "ltr", "LANG": "ar_EG"]) == .leftToRight)
        let before = Diagnostics.warningCount()
        #expect(direction(["OPENUIKIT_LAYOUT_DIRECTION": "sideways", "LANG": "he_IL"]) == .rightToLeft, "a bad value: the language decides")
        #expect(Diagnostics.warningCount() > before, "with a warning")
    }

    @Test func xcodesLaunchArgumentsForceADirection() throws {
        #expect(try LaunchArguments(parsing: ["-AppleTextDirection", "YES"]).layoutDirection == .rightToLeft)
        #expect(try LaunchArguments(parsing: ["-NSForceRightToLeftWritingDirection", "YES", "--size", "300x200"]).layoutDirection == .rightToLeft)
        #expect(try LaunchArguments(parsing: ["-AppleTextDirection", "NO"]).layoutDirection == .leftToRight)
        #expect(try LaunchArguments(parsing: []).layoutDirection == nil)
        #expect(throws: LaunchArguments.Failure(description: "-AppleTextDirection “maybe”: the value must be YES or NO")) {
            try LaunchArguments(parsing: ["-AppleTextDirection", "maybe"])
        }
        #expect(throws: LaunchArguments.Failure(description: "-AppleTextDirection needs a value")) {
            try LaunchArguments(parsing: ["-AppleTextDirection"])
        }
    }

    @Test func paragraphStylesKnowEachLanguagesDirection() {
        #expect(NSParagraphStyle.defaultWritingDirection(forLanguage: "he") == .rightToLeft)
        #expect(NSParagraphStyle.defaultWritingDirection(forLanguage: "ar-EG") == .rightToLeft)
        #expect(NSParagraphStyle.defaultWritingDirection(forLanguage: "en") == .leftToRight)
        #expect(NSParagraphStyle.defaultWritingDirection(forLanguage: nil) == .natural)
        #expect([NSWritingDirection.natural, .leftToRight, .rightToLeft].map(\.rawValue) == [-1, 0, 1])
        #expect(NSParagraphStyle.default.baseWritingDirection == .natural)
    }
}
