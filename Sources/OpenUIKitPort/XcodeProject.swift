import Foundation

/// The part of an Xcode project the porting tool needs: where its app target's files are.
///
/// It reads `project.pbxproj` (an `OpenStepPlist`) and finds the one target whose
/// `productType` is an application, then its folder: the folder of its `INFOPLIST_FILE`
/// build setting, else the folder of its file-system-synchronized group (Xcode 16), else the
/// group named after the target in the project's main group. When `Info.plist` sits in a
/// subfolder of that group (`MyApp/Supporting Files/Info.plist`, as many projects tidy it),
/// the group's folder is the app's: the plist's own folder would leave out its sources.
public struct XcodeProject: Sendable {
    /// The product type Xcode gives an iOS app target.
    public static let applicationProductType = "com.apple.product-type.application"

    /// The app target's name.
    public var targetName: String
    /// The app target's folder, relative to the folder holding the `.xcodeproj`.
    public var appFolder: String
    /// The app's `Info.plist` (its `INFOPLIST_FILE`), relative to the folder holding the
    /// `.xcodeproj`; nil when the target has none (Xcode generates it).
    public var infoPlistFile: String?

    /// Reads the project at `projectPath` (the `.xcodeproj` folder); the error is one line
    /// saying what is wrong.
    public init(projectPath: String) throws(PortFileError) {
        let file = projectPath + "/project.pbxproj"
        guard let data = FileManager.default.contents(atPath: file) else {
            throw PortFileError(path: file, reason: "cannot read the project file")
        }
        try self.init(projectFileText: String(decoding: data, as: UTF8.self), path: file)
    }

    /// Reads the text of a `project.pbxproj`; `path` names it in errors.
    public init(projectFileText text: String, path: String = "project.pbxproj") throws(PortFileError) {
        let root: OpenStepPlist
        do {
            root = try OpenStepPlist.parse(text)
        } catch {
            throw PortFileError(path: path, reason: "not a readable Xcode project file (\(error))")
        }
        guard let objects = root["objects"]?.dictionary else {
            throw PortFileError(path: path, reason: "not an Xcode project file: it has no 'objects'")
        }
        let applications = objects.values.filter {
            $0["isa"]?.string == "PBXNativeTarget" && $0["productType"]?.string == Self.applicationProductType
        }
        guard !applications.isEmpty else {
            throw PortFileError(path: path, reason: "the project has no application target (productType \"\(Self.applicationProductType)\")")
        }
        var target = applications[0]
        if applications.count > 1 {
            // Several apps (an app and its watch app, say): the one named after the project.
            let projectName = ((path as NSString).deletingLastPathComponent as NSString).lastPathComponent
                .replacingOccurrences(of: ".xcodeproj", with: "")
            let names = applications.compactMap { $0["name"]?.string }.sorted()
            guard let named = applications.first(where: { $0["name"]?.string == projectName }) else {
                throw PortFileError(path: path, reason: "the project has \(names.count) application targets (\(names.joined(separator: ", "))) and none is named after the project; pass the app target's folder instead")
            }
            target = named
        }
        let name = target["name"]?.string ?? target["productName"]?.string ?? ""
        let plist = Self.infoPlistFile(of: target, objects: objects)
        let group = Self.mainGroupFolder(named: name, root: root, objects: objects)
        var plistFolder = plist.map { ($0 as NSString).deletingLastPathComponent }
        if plistFolder?.isEmpty == true { plistFolder = "." }
        if let folder = plistFolder, let group, folder.hasPrefix(group + "/") {
            plistFolder = group
        }
        guard let folder = plistFolder
            ?? Self.synchronizedGroupFolder(of: target, objects: objects)
            ?? group else {
            throw PortFileError(path: path, reason: "cannot find the folder of the app target '\(name)': it has no INFOPLIST_FILE setting and no group named after it")
        }
        targetName = name
        appFolder = folder
        infoPlistFile = plist
    }

    /// The first `INFOPLIST_FILE` among the target's build configurations, with the
    /// `$(SRCROOT)` and `$(PROJECT_DIR)` prefixes Xcode allows taken off.
    static func infoPlistFile(of target: OpenStepPlist, objects: [String: OpenStepPlist]) -> String? {
        guard let listID = target["buildConfigurationList"]?.string,
              let configurationIDs = objects[listID]?["buildConfigurations"]?.array else { return nil }
        for id in configurationIDs {
            guard let id = id.string, var file = objects[id]?["buildSettings"]?["INFOPLIST_FILE"]?.string, !file.isEmpty else {
                continue
            }
            for prefix in ["$(SRCROOT)/", "${SRCROOT}/", "$(PROJECT_DIR)/", "${PROJECT_DIR}/", "./"] where file.hasPrefix(prefix) {
                file.removeFirst(prefix.count)
            }
            return file
        }
        return nil
    }

    static func synchronizedGroupFolder(of target: OpenStepPlist, objects: [String: OpenStepPlist]) -> String? {
        for id in target["fileSystemSynchronizedGroups"]?.array ?? [] {
            if let id = id.string, let path = objects[id]?["path"]?.string, !path.isEmpty {
                return path
            }
        }
        return nil
    }

    static func mainGroupFolder(named name: String, root: OpenStepPlist, objects: [String: OpenStepPlist]) -> String? {
        guard let projectID = root["rootObject"]?.string, let mainGroupID = objects[projectID]?["mainGroup"]?.string else {
            return nil
        }
        for id in objects[mainGroupID]?["children"]?.array ?? [] {
            guard let id = id.string, let group = objects[id], group["isa"]?.string == "PBXGroup" else { continue }
            let path = group["path"]?.string
            if path == name || (path != nil && group["name"]?.string == name) {
                return path
            }
        }
        return nil
    }
}
