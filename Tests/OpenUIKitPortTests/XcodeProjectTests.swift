import Testing
@testable import OpenUIKitPort

@Suite("Finding the app target in an Xcode project")
struct XcodeProjectTests {
    /// A project file with the objects the search reads; `targets` are the target entries.
    static func project(targets: String, extra: String = "") -> String {
        """
        // !$*UTF8*$!
        {
            objects = {
                P1 = {isa = PBXProject; mainGroup = G0; targets = (); };
                G0 = {isa = PBXGroup; children = (G1, G2); sourceTree = "<group>"; };
                G1 = {isa = PBXGroup; children = (); path = Grouped; sourceTree = "<group>"; };
                G2 = {isa = PBXGroup; children = (); name = Products; sourceTree = "<group>"; };
                L1 = {isa = XCConfigurationList; buildConfigurations = (C1, C2); };
                C1 = {isa = XCBuildConfiguration; buildSettings = {SDKROOT = iphoneos; }; name = Debug; };
                C2 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "$(SRCROOT)/Sources/App/Info.plist"; }; name = Release; };
                L2 = {isa = XCConfigurationList; buildConfigurations = (C3); };
                C3 = {isa = XCBuildConfiguration; buildSettings = {GENERATE_INFOPLIST_FILE = YES; }; name = Debug; };
                S1 = {isa = PBXFileSystemSynchronizedRootGroup; path = Synced; sourceTree = "<group>"; };
                \(targets)
                \(extra)
            };
            rootObject = P1;
        }
        """
    }

    @Test func theInfoPlistSettingGivesTheFolder() throws {
        let text = Self.project(targets: """
            T0 = {isa = PBXNativeTarget; name = AppTests; productType = "com.apple.product-type.bundle.unit-test"; buildConfigurationList = L2; };
            T1 = {isa = PBXNativeTarget; name = MyApp; productType = "com.apple.product-type.application"; buildConfigurationList = L1; };
            """)
        let project = try XcodeProject(projectFileText: text)
        #expect(project.targetName == "MyApp")
        #expect(project.appFolder == "Sources/App")
    }

    @Test func aPlistInASubfolderOfTheTargetsGroupGivesTheGroup() throws {
        // INFOPLIST_FILE = "Grouped/Supporting Files/Info.plist": the plist's own folder would
        // hold only the delegate; the group named after the target holds the whole app.
        let text = Self.project(targets: """
            T1 = {isa = PBXNativeTarget; name = Grouped; productType = "com.apple.product-type.application"; buildConfigurationList = L3; };
            """, extra: """
            L3 = {isa = XCConfigurationList; buildConfigurations = (C4); };
            C4 = {isa = XCBuildConfiguration; buildSettings = {INFOPLIST_FILE = "${SRCROOT}/Grouped/Supporting Files/Info.plist"; }; name = Debug; };
            """)
        let project = try XcodeProject(projectFileText: text)
        #expect(project.appFolder == "Grouped")
        #expect(project.infoPlistFile == "Grouped/Supporting Files/Info.plist")
        // A plist outside the group still names its own folder.
        let outside = try XcodeProject(projectFileText: Self.project(targets: """
            T1 = {isa = PBXNativeTarget; name = Grouped; productType = "com.apple.product-type.application"; buildConfigurationList = L1; };
            """))
        #expect(outside.appFolder == "Sources/App")
        #expect(outside.infoPlistFile == "Sources/App/Info.plist")
    }

    @Test func withoutAnInfoPlistASynchronizedGroupGivesIt() throws {
        let text = Self.project(targets: """
            T1 = {isa = PBXNativeTarget; name = New; productType = "com.apple.product-type.application"; buildConfigurationList = L2; fileSystemSynchronizedGroups = (S1); };
            """)
        #expect(try XcodeProject(projectFileText: text).appFolder == "Synced")
    }

    @Test func elseTheGroupNamedAfterTheTarget() throws {
        let text = Self.project(targets: """
            T1 = {isa = PBXNativeTarget; name = Grouped; productType = "com.apple.product-type.application"; buildConfigurationList = L2; };
            """)
        #expect(try XcodeProject(projectFileText: text).appFolder == "Grouped")
    }

    @Test func problemsAreOneClearMessage() {
        #expect(throws: PortFileError(path: "p", reason: "the project has no application target (productType \"com.apple.product-type.application\")")) {
            try XcodeProject(projectFileText: Self.project(targets: ""), path: "p")
        }
        let twoApps = Self.project(targets: """
            T1 = {isa = PBXNativeTarget; name = One; productType = "com.apple.product-type.application"; buildConfigurationList = L1; };
            T2 = {isa = PBXNativeTarget; name = Two; productType = "com.apple.product-type.application"; buildConfigurationList = L1; };
            """)
        #expect(throws: PortFileError(path: "X.xcodeproj/project.pbxproj", reason: "the project has 2 application targets (One, Two) and none is named after the project; pass the app target's folder instead")) {
            try XcodeProject(projectFileText: twoApps, path: "X.xcodeproj/project.pbxproj")
        }
        #expect(throws: PortFileError(path: "p", reason: "cannot find the folder of the app target 'Lost': it has no INFOPLIST_FILE setting and no group named after it")) {
            try XcodeProject(projectFileText: Self.project(targets: """
                T1 = {isa = PBXNativeTarget; name = Lost; productType = "com.apple.product-type.application"; buildConfigurationList = L2; };
                """), path: "p")
        }
        #expect(throws: PortFileError(path: "p", reason: "not a readable Xcode project file (line 1: unexpected character '<')")) {
            try XcodeProject(projectFileText: "<?xml version=\"1.0\"?>", path: "p")
        }
    }

    @Test func ofSeveralAppsTheOneNamedAfterTheProject() throws {
        let twoApps = Self.project(targets: """
            T1 = {isa = PBXNativeTarget; name = Watch; productType = "com.apple.product-type.application"; buildConfigurationList = L2; };
            T2 = {isa = PBXNativeTarget; name = X; productType = "com.apple.product-type.application"; buildConfigurationList = L1; };
            """)
        #expect(try XcodeProject(projectFileText: twoApps, path: "X.xcodeproj/project.pbxproj").targetName == "X")
    }
}
