import Foundation

/// One top-level view of a xib as Interface Builder's canvas shows it: the view, the size it
/// was designed at, its simulated bars, and the name its picture gets
/// (`openuikit-port preview` draws every xib of an app beside the storyboards' scenes).
///
/// **The name** is the xib's name, a dash, and the view's: its label in the document outline,
/// else its class (`customClass`), else its object ID; a name repeated in one xib gets the
/// object's ID after it. Characters are made safe as scenes' names are.
///
/// **The size** is the view's `<rect key="frame">` (Interface Builder writes the size the
/// canvas shows it at), else its `freeformSize`, else the document's device.
///
/// **The bars** are only those its simulated metrics name (a xib's view has no container to
/// infer them from): see `CanvasSimulatedBars`. Interface Builder before iOS 7 placed a view
/// under opaque bars and wrote that place into its frame (a table view at `y="64"`, 416 points
/// tall, under a status and a navigation bar on a 480-point phone); such a view is drawn
/// there, with its bars above it and a bottom bar below it, instead of under them. A view
/// at the top (every later xib) has its bars drawn over it, as the canvas draws translucent
/// bars.
struct XibCanvasItem {
    /// The xib's file name without `.xib`.
    var xibName: String
    /// The view's element.
    var element: IBElement
    /// The view, made with the others of the xib and awake.
    var view: UIView
    /// The view's name before it is made unique.
    var label: String
    /// The picture's file name without `.png`: `<xib>-<view>`.
    var fileName: String
    /// The canvas size, in points.
    var size: CGSize
    /// Where the view sits on the canvas: below the top bars when its frame says so.
    var viewFrame: CGRect
    /// The bars drawn around the view.
    var bars: CanvasSimulatedBars
    /// The device's status bar height, in points.
    var statusBarHeight: CGFloat

    /// The view's name: see the type's documentation.
    static func label(of element: IBElement) -> String {
        let candidates = [element["userLabel"], element.customClass, element.id]
        return candidates.compactMap { $0 }.first { !$0.trimmingCharacters(in: .whitespaces).isEmpty } ?? element.name
    }

    /// The canvas size: see the type's documentation. Sizes that are not positive and finite
    /// are passed over.
    static func size(of element: IBElement, deviceSize: CGSize) -> CGSize {
        func usable(_ size: CGSize?) -> CGSize? {
            guard let size, size.width.isFinite, size.height.isFinite, size.width >= 1, size.height >= 1 else { return nil }
            return size
        }
        if let frame = element.child("rect", key: "frame"), let size = usable((try? frame.rect())?.size) { return size }
        if let freeform = element.child("size", key: "freeformSize"), let size = usable(try? freeform.size()) { return size }
        return deviceSize
    }

    /// How far below the bars' edge a view's recorded top may be and still count as placed
    /// under them, in points: frames are written with fractions.
    static let barEdgeTolerance: CGFloat = 0.5

    /// The canvas size and the view's frame on it, for a view of `designedSize` whose frame
    /// in the file is `recorded` (nil when it has none), under `bars`, on a screen of one of
    /// `screenHeights` (the document's device; every device's when it names none, as the
    /// oldest xibs do).
    @MainActor
    static func placement(recorded: CGRect?, designedSize: CGSize, bars: CanvasSimulatedBars,
                          statusBarHeight: CGFloat, screenHeights: [CGFloat]) -> (canvas: CGSize, viewFrame: CGRect) {
        let topBars = (bars.statusBar ? statusBarHeight : 0) + (bars.navigationBar ? UINavigationBar.standardHeight : 0)
        let bottomBar = bars.tabBar ? UITabBar.standardHeight : bars.toolbar ? UIToolbar.standardHeight : 0
        guard let recorded, recorded.minY.isFinite, recorded.minY > 0, topBars > 0,
              recorded.minY <= topBars + barEdgeTolerance else {
            return (designedSize, CGRect(origin: .zero, size: designedSize))
        }
        let viewFrame = CGRect(x: 0, y: recorded.minY, width: designedSize.width, height: designedSize.height)
        // A view that stops exactly a bottom bar's height above the screen's bottom was placed
        // above that bar too; otherwise the bar is drawn over the view's foot.
        let endsAboveBottomBar = bottomBar > 0
            && screenHeights.contains { abs(viewFrame.maxY + bottomBar - $0) <= barEdgeTolerance }
        return (CGSize(width: designedSize.width, height: viewFrame.maxY + (endsAboveBottomBar ? bottomBar : 0)), viewFrame)
    }

    /// The top-level views of `nib` (a xib named `xibName`), made once, with unique names.
    /// Top-level objects that are not views (controllers, gesture recognizers) are left out.
    @MainActor
    static func items(of nib: UINib, xibName: String) -> [XibCanvasItem] {
        guard let document = nib.document else { return [] }
        let device = IBDevice(document: document.root)
        let deviceSize = device?.size ?? IBDevice.defaultSize
        var found: [XibCanvasItem] = []
        for (element, object) in nib.instantiateForCanvas() {
            guard let view = object as? UIView else { continue }
            let bars = CanvasSimulatedBars.xibView(element, document: document.root)
            let statusBarHeight = device?.statusBarHeight ?? IBDevice.defaultStatusBarHeight
            let recorded = element.child("rect", key: "frame").flatMap { try? $0.rect() }
            let screenHeights = device.map { [$0.size.height] } ?? IBDevice.portraitSizes.values.map(\.height)
            let placed = placement(recorded: recorded, designedSize: size(of: element, deviceSize: deviceSize), bars: bars,
                                   statusBarHeight: statusBarHeight, screenHeights: screenHeights)
            found.append(XibCanvasItem(
                xibName: xibName, element: element, view: view, label: label(of: element), fileName: "",
                size: placed.canvas, viewFrame: placed.viewFrame, bars: bars, statusBarHeight: statusBarHeight))
        }
        var counts: [String: Int] = [:]
        for item in found { counts[StoryboardCanvasScene.safe(item.label), default: 0] += 1 }
        for index in found.indices {
            let label = StoryboardCanvasScene.safe(found[index].label)
            let repeated = counts[label, default: 0] > 1
            let unique = repeated ? "\(label)-\(StoryboardCanvasScene.safe(found[index].element.id ?? String(index)))" : label
            found[index].fileName = "\(StoryboardCanvasScene.safe(xibName))-\(unique)"
        }
        return found
    }

    /// A controller whose clear root view holds the view at its designed size, under the
    /// bars its metrics name, for a window of the canvas size.
    @MainActor
    func makeCanvasController() -> UIViewController {
        let controller = UIViewController()
        let root = controller.view!
        // The root takes the canvas size first, so a view that resizes with its superview
        // keeps its designed size when the window lays the root out.
        root.frame = CGRect(origin: .zero, size: size)
        root.backgroundColor = .clear
        view.frame = viewFrame
        root.addSubview(view)
        let top = bars.statusBar ? statusBarHeight : 0
        if bars.navigationBar {
            let bar = UINavigationBar(frame: CGRect(x: 0, y: top, width: size.width, height: UINavigationBar.standardHeight))
            bar.items = [UINavigationItem(title: "")]
            root.addSubview(bar)
        }
        if bars.tabBar || bars.toolbar {
            let bottom: UIView = bars.tabBar ? UITabBar() : UIToolbar()
            let height = bars.tabBar ? UITabBar.standardHeight : UIToolbar.standardHeight
            bottom.frame = CGRect(x: 0, y: size.height - height, width: size.width, height: height)
            root.addSubview(bottom)
        }
        return controller
    }
}
