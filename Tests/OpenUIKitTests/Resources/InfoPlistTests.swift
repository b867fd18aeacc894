import Foundation
import Testing
@testable import OpenUIKit

/// `Info.plist` as the launch reads it: build variables expanded, the keys it uses, the scene
/// manifest, and hostile files refused with one message naming them.
@MainActor
@Suite struct InfoPlistTests {
    private let settings = BuildSettings(productName: "Card Game", moduleName: "CardGame")

    /// An Xcode 11 template's plist (the sample's shape, STORYBOARDS.md §12), written as XML.
    private static let templatePlist = """
        <?xml version="1.0" encoding="UTF-8"?>
        <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
        <plist version="1.0">
        <dict>
            <key>CFBundleName</key><string>$(PRODUCT_NAME)</string>
            <key>CFBundleIdentifier</key><string>$(PRODUCT_BUNDLE_IDENTIFIER)</string>
            <key>CFBundleDevelopmentRegion</key><string>$(DEVELOPMENT_LANGUAGE)</string>
            <key>UIMainStoryboardFile</key><string>Main</string>
            <key>UILaunchStoryboardName</key><string>LaunchScreen</string>
            <key>UISupportedInterfaceOrientations</key>
            <array><string>UIInterfaceOrientationPortrait</string><string>UIInterfaceOrientationLandscapeLeft</string></array>
            <key>UISupportedInterfaceOrientations~ipad</key>
            <array><string>UIInterfaceOrientationLandscapeRight</string><string>UIInterfaceOrientationPortrait</string></array>
            <key>UIApplicationSceneManifest</key>
            <dict>
                <key>UIApplicationSupportsMultipleScenes</key><false/>
                <key>UISceneConfigurations</key>
                <dict>
                    <key>UIWindowSceneSessionRoleApplication</key>
                    <array>
                        <dict>
                            <key>UISceneConfigurationName</key><string>Default Configuration</string>
                            <key>UISceneDelegateClassName</key><string>$(PRODUCT_MODULE_NAME).SceneDelegate</string>
                            <key>UISceneStoryboardFile</key><string>Main</string>
                        </dict>
                    </array>
                </dict>
            </dict>
        </dict>
        </plist>
        """

    @Test func theTemplatesKeysAreReadWithBuildVariablesExpanded() throws {
        let plist = try InfoPlist(data: Data(Self.templatePlist.utf8), source: "Info.plist", buildSettings: settings)
        #expect(plist.displayName == "Card Game")
        #expect(plist.string("CFBundleIdentifier") == "local.openuikit.Card-Game")
        #expect(plist.string("CFBundleDevelopmentRegion") == "en")
        #expect(plist.mainStoryboardFile == "Main")
        // UIDevice is an iPad: the ~ipad list wins, and its first entry is landscape.
        #expect(plist.supportedInterfaceOrientations?.first == "UIInterfaceOrientationLandscapeRight")
        #expect(plist.prefersLandscape)
        let manifest = try #require(plist.sceneManifest)
        #expect(!manifest.supportsMultipleScenes)
        #expect(manifest.defaultConfiguration(for: "UIWindowSceneSessionRoleApplication")
                == SceneManifest.Configuration(name: "Default Configuration", delegateClassName: "CardGame.SceneDelegate", storyboardName: "Main"))
    }

    @Test func theDisplayNameWinsOverTheBundleName() {
        let plist = InfoPlist(values: ["CFBundleName": "$(PRODUCT_NAME)", "CFBundleDisplayName": "Set!"], buildSettings: settings)
        #expect(plist.displayName == "Set!")
        let plain = InfoPlist(values: ["CFBundleName": "$(PRODUCT_NAME)"], buildSettings: settings)
        #expect(plain.displayName == "Card Game")
        #expect(!plain.prefersLandscape, "no orientations: portrait")
    }

    @Test func buildVariablesTakeModifiersBracesAndUnknownNames() {
        let plist = InfoPlist(values: [:], buildSettings: settings)
        #expect(settings.expand("$(TARGET_NAME:c99extidentifier)", in: "t") == "Card_Game")
        #expect(settings.expand("${PRODUCT_NAME:rfc1034identifier}.app", in: "t") == "Card-Game.app")
        #expect(settings.expand("a $ b $(", in: "t") == "a $ b $(", "a lone dollar is text")
        let before = Diagnostics.warningCount()
        #expect(settings.expand("x$(NO_SUCH_SETTING)y", in: "Info.plist: Key") == "xy", "Xcode expands unknown settings to nothing")
        #expect(Diagnostics.warningCount() == before + 1)
        #expect(Diagnostics.recentWarnings().last?.contains("NO_SUCH_SETTING") == true)
        #expect(BuildSettings.c99Identifier("3D Touch") == "_3D_Touch")
        _ = plist
    }

    @Test func aBinaryPlistIsReadToo() throws {
        let data = try PropertyListSerialization.data(fromPropertyList: ["CFBundleDisplayName": "Binary"], format: .binary, options: 0)
        #expect(data.starts(with: Array("bplist00".utf8)))
        let plist = try InfoPlist(data: data, source: "Info.plist", buildSettings: settings)
        #expect(plist.displayName == "Binary")
    }

    @Test func hostilePlistsAreRefusedWithTheirFileNamed() throws {
        func refusal(_ data: Data) -> String? {
            do {
                _ = try InfoPlist(data: data, source: "/apps/X/Info.plist", buildSettings: settings)
                return nil
            } catch {
                return error.description
            }
        }
        #expect(refusal(Data("not a plist at all {".utf8))?.hasPrefix("/apps/X/Info.plist: it is not a property list") == true)
        let array = try PropertyListSerialization.data(fromPropertyList: ["a", "b"], format: .xml, options: 0)
        #expect(refusal(array)?.contains("not a dictionary") == true)
        #expect(refusal(Data(count: InfoPlist.maximumByteCount + 1))?.contains("the limit is") == true)
        #expect(refusal(Data([0x62, 0x70, 0x6C, 0x69, 0x73, 0x74, 0x30, 0x30, 0xFF, 0xFF])) != nil, "a broken binary plist")
        do {
            _ = try InfoPlist(contentsOf: URL(fileURLWithPath: "/nonexistent/Info.plist"), buildSettings: settings)
            Issue.record("a missing file was read")
        } catch {
            #expect(error.description.hasPrefix("/nonexistent/Info.plist:"))
        }
    }

    @Test func keysOfTheWrongTypeAreIgnoredWithAMessage() {
        let plist = InfoPlist(values: ["UIMainStoryboardFile": 42, "UISupportedInterfaceOrientations": "UIInterfaceOrientationPortrait",
                                       "UIApplicationSceneManifest": ["UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [7, ["UISceneDelegateClassName": 3]]]]],
                              source: "/apps/Y/Info.plist", buildSettings: settings)
        let before = Diagnostics.warningCount()
        #expect(plist.mainStoryboardFile == nil)
        #expect(plist.supportedInterfaceOrientations == nil)
        let manifest = plist.sceneManifest
        #expect(manifest?.defaultConfiguration(for: "UIWindowSceneSessionRoleApplication") == SceneManifest.Configuration())
        #expect(Diagnostics.warningCount() >= before + 4)
        #expect(Diagnostics.recentWarnings().suffix(4).allSatisfy { $0.hasPrefix("/apps/Y/Info.plist") })
    }
}
