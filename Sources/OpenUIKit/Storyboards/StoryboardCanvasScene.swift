import Foundation

/// One scene of a storyboard as Interface Builder's canvas shows it: its controller, the
/// size it was designed at, and the name its picture gets (`openuikit-port preview`).
///
/// **The size** is, first, the controller's `<size key="freeformSize">` (a scene set to
/// "Freeform"); else its root view's frame, which Interface Builder writes for the size it
/// shows the scene at (a split view's primary column is 320 points wide on an iPad canvas);
/// else, for a container, which has no view in the file, the device's size with the width
/// of its navigation bar or tab bar when it has one (the same inferred width); else the
/// document's `<device>` size (`IBDevice`).
///
/// **The name** is the storyboard's name, a dash, and the scene's: its Storyboard ID, else
/// the label it was given in the document outline, else its navigation item's title, else
/// its `title`, else its class (`EmotionsViewController`, `UINavigationController`). Names
/// that repeat in one storyboard get the scene's ID after them, so no picture overwrites
/// another. Characters other than letters, digits, `-`, `_` and `.` become `_`.
struct StoryboardCanvasScene: Sendable {
    /// The storyboard's file name without `.storyboard`.
    var storyboardName: String
    /// `sceneID=`, which names the scene in messages.
    var sceneID: String
    /// The scene's controller element.
    var controller: IBElement
    /// The scene's name before it is made unique: see the type's documentation.
    var label: String
    /// The picture's file name without `.png`: `<storyboard>-<scene>`.
    var fileName: String
    /// The canvas size, in points.
    var size: CGSize
    /// The bars the canvas draws around the scene: inferred from its place among the
    /// containers, or as its simulated metrics say (`CanvasSimulatedBars`).
    var bars: CanvasSimulatedBars
    /// The height of the status bar of the document's device, in points (0 where the device
    /// hides it: a phone in landscape).
    var statusBarHeight: CGFloat

    /// Whether the canvas shows a navigation bar above the scene: it is a navigation
    /// controller's root (Interface Builder infers the bar) or its top bar is simulated as one.
    var showsNavigationBar: Bool { bars.navigationBar }

    /// The `kind=` of the segues that make a container's children.
    static let relationshipKind = "relationship"
    /// The relationship that makes a controller a navigation controller's root.
    static let rootRelationship = "rootViewController"
    /// The relationship that makes a controller one of a tab bar controller's children.
    static let tabRelationship = "viewControllers"
    /// The element of a tab bar controller.
    static let tabBarControllerElement = "tabBarController"

    /// The scenes of `document` that have a controller, in document order.
    @MainActor
    static func scenes(of document: IBDocument, storyboardName: String) -> [StoryboardCanvasScene] {
        let device = IBDevice(document: document.root)
        let deviceSize = device?.size ?? IBDevice.defaultSize
        var navigationRoots: [String: String] = [:]  // root → its navigation controller
        var tabChildren: Set<String> = []
        for scene in document.scenes {
            guard let container = scene.controller else { continue }
            for segue in container.child("connections")?.children(named: "segue") ?? [] where segue["kind"] == relationshipKind {
                guard let destination = segue["destination"] else { continue }
                if segue["relationship"] == rootRelationship { navigationRoots[destination] = container.id ?? "" }
                if segue["relationship"] == tabRelationship, container.name == tabBarControllerElement { tabChildren.insert(destination) }
            }
        }
        var found: [StoryboardCanvasScene] = []
        for scene in document.scenes {
            guard let controller = scene.controller else { continue }
            let id = controller.id ?? ""
            // A tab bar controller's child, or the root of a navigation controller that is one,
            // is drawn above the tab bar.
            let inTabs = tabChildren.contains(id) || navigationRoots[id].map(tabChildren.contains) == true
            let bars = CanvasSimulatedBars.scene(controller, infersNavigationBar: navigationRoots[id] != nil,
                                                 infersTabBar: inTabs && controller.name != tabBarControllerElement)
            found.append(StoryboardCanvasScene(
                storyboardName: storyboardName, sceneID: scene.sceneID, controller: controller,
                label: label(of: controller), fileName: "", size: size(of: controller, deviceSize: deviceSize),
                bars: bars, statusBarHeight: device?.statusBarHeight ?? IBDevice.defaultStatusBarHeight))
        }
        var counts: [String: Int] = [:]
        for scene in found { counts[safe(scene.label), default: 0] += 1 }
        for index in found.indices {
            let label = safe(found[index].label)
            let unique = counts[label, default: 0] > 1 ? "\(label)-\(safe(found[index].sceneID))" : label
            found[index].fileName = "\(safe(storyboardName))-\(unique)"
        }
        return found
    }

    /// The scene's name: see the type's documentation.
    @MainActor
    static func label(of controller: IBElement) -> String {
        let candidates = [controller["storyboardIdentifier"], controller["userLabel"],
                          controller.child("navigationItem", key: "navigationItem")?["title"], controller["title"],
                          controller.customClass]
        if let named = candidates.compactMap({ $0 }).first(where: { !$0.trimmingCharacters(in: .whitespaces).isEmpty }) {
            return named
        }
        return NibObjectKind.controllerTags[controller.name].map { String(describing: $0) } ?? "UIViewController"
    }

    /// The canvas size: see the type's documentation. Sizes that are not positive and finite
    /// are passed over.
    static func size(of controller: IBElement, deviceSize: CGSize) -> CGSize {
        func usable(_ size: CGSize?) -> CGSize? {
            guard let size, size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1 else { return nil }
            return size
        }
        if let freeform = controller.child("size", key: "freeformSize"), let size = usable(try? freeform.size()) {
            return size
        }
        if let frame = controller.child(key: "view")?.child("rect", key: "frame"), let size = usable((try? frame.rect())?.size) {
            return size
        }
        for barKey in ["navigationBar", "tabBar"] {
            if let frame = controller.child(key: barKey)?.child("rect", key: "frame"),
               let width = usable((try? frame.rect())?.size)?.width {
                return CGSize(width: width, height: deviceSize.height)
            }
        }
        return deviceSize
    }

    /// `text` with every character but letters, digits, `-`, `_` and `.` replaced by `_`, and
    /// no leading `.` (which would hide the file).
    static func safe(_ text: String) -> String {
        var result = String(text.map { $0.isLetter || $0.isNumber || "-_.".contains($0) ? $0 : "_" })
        if result.hasPrefix(".") { result = "_" + result.dropFirst() }
        return result.isEmpty ? "_" : result
    }
}
