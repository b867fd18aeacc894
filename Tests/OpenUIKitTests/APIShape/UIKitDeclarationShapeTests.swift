import Foundation
@testable import OpenUIKit
import TestSupport
import Testing

// Code shaped as a UIKit project writes it: overrides of UIKit's open members, initializers
// with UIKit's failability, NSObject-based delegates, value-compared colours and drawing off
// the main thread. That this file compiles is half the test; the other half checks that
// what the declarations promise happens.

// MARK: A view overriding what UIKit lets a view override

/// Records what the system and its own code call on it.
final class ShapeRecordingView: UIView {
    var framesSet: [CGRect] = []
    var boundsSet: [CGRect] = []
    var centersSet: [CGPoint] = []
    var layoutCount = 0
    var drawnRects: [CGRect] = []
    var fillColor = UIColor.green
    /// How far outside its bounds the view still takes touches.
    var touchSlop: CGFloat = 0
    var contentSize = CGSize(width: 30, height: 12)

    override var frame: CGRect {
        get { super.frame }
        set {
            framesSet.append(newValue)
            super.frame = newValue
        }
    }

    override var bounds: CGRect {
        didSet { boundsSet.append(bounds) }
    }

    override var center: CGPoint {
        didSet { centersSet.append(center) }
    }

    override func layoutSubviews() {
        super.layoutSubviews()
        layoutCount += 1
    }

    override func draw(_ rect: CGRect) {
        drawnRects.append(rect)
        fillColor.setFill()
        UIBezierPath(rect: bounds).fill()
    }

    override func point(inside point: CGPoint, with event: UIEvent?) -> Bool {
        bounds.insetBy(dx: -touchSlop, dy: -touchSlop).contains(point)
    }

    override func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? {
        // Children never take touches: the view handles its whole area itself.
        super.hitTest(point, with: event) == nil ? nil : self
    }

    override var intrinsicContentSize: CGSize { contentSize }
}

// MARK: A stack view subclass with UIKit's non-failable coder initializer

final class ShapeToolbar: UIStackView {
    private(set) var addedSubviews: [UIView] = []

    override init(frame: CGRect) {
        super.init(frame: frame)
        axis = .vertical
    }

    required init(coder: NSCoder) {
        super.init(coder: coder)
        axis = .vertical
    }

    override func addSubview(_ view: UIView) {
        addedSubviews.append(view)
        super.addSubview(view)
    }
}

// MARK: A custom recognizer overriding UIKit's designated initializer

final class ShapeRecognizer: UIGestureRecognizer {
    private(set) var madeWithTarget = false

    override init(target: Any?, action: Selector?) {
        super.init(target: target, action: action)
        madeWithTarget = true
    }
}

// MARK: A delegate as apps declare them

final class ShapeDataSource: NSObject, UIGestureRecognizerDelegate {
    var allowsBegin = true

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        allowsBegin
    }
}

// MARK: Drawing off the main thread

/// What `drawShapeBadge` made, and what it saw while drawing.
struct ShapeBadge: Sendable {
    var image: UIImage
    var hadContextOutside: Bool
    var hadContextInside: Bool
    var onMainThread: Bool
}

/// A badge drawn wherever the caller runs: nothing here is main-actor isolated, as in UIKit.
func drawShapeBadge(side: CGFloat, color: UIColor) -> ShapeBadge {
    let outside = UIGraphicsGetCurrentContext() != nil
    var inside = false
    let renderer = UIGraphicsImageRenderer(size: CGSize(width: side, height: side))
    let image = renderer.image { context in
        inside = UIGraphicsGetCurrentContext() === context.cgContext
        let cg: CGContext = context.cgContext
        cg.setFillColor(UIColor.white.cgColor)
        cg.fill(CGRect(x: 0, y: 0, width: side, height: side))
        color.setFill()
        let disc = UIBezierPath(ovalIn: CGRect(x: side / 4, y: side / 4, width: side / 2, height: side / 2))
        disc.fill()
        UIColor.black.setStroke()
        let frame = UIBezierPath(rect: CGRect(x: 0.5, y: 0.5, width: side - 1, height: side - 1))
        frame.lineWidth = 1
        frame.stroke()
        NSAttributedString(string: "7", attributes: [.font: UIFont.systemFont(ofSize: 6)]).draw(at: CGPoint(x: 1, y: 1))
    }
    return ShapeBadge(image: image, hadContextOutside: outside, hadContextInside: inside, onMainThread: Thread.isMainThread)
}

@MainActor
@Suite struct UIKitDeclarationShapeTests {
    // MARK: Overriding UIView's open members

    @Test func autoresizingAndSizeToFitGoThroughTheOverriddenFrameSetter() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let child = ShapeRecordingView(frame: CGRect(x: 10, y: 10, width: 80, height: 20))
        child.autoresizingMask = [.flexibleWidth]
        parent.addSubview(child)
        child.framesSet.removeAll()

        parent.frame = CGRect(x: 0, y: 0, width: 200, height: 100)
        #expect(child.framesSet == [CGRect(x: 10, y: 10, width: 180, height: 20)],
                "autoresizing places the child through its frame setter, as UIKit does")
        #expect(child.frame == CGRect(x: 10, y: 10, width: 180, height: 20))

        child.framesSet.removeAll()
        child.sizeToFit()
        #expect(!child.framesSet.isEmpty, "sizeToFit puts the frame's origin back through the setter")
        #expect(child.boundsSet.last?.size == child.bounds.size)
    }

    @Test func autoLayoutPlacesAViewThroughItsBoundsAndCenter() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let child = ShapeRecordingView(frame: .zero)
        child.translatesAutoresizingMaskIntoConstraints = false
        root.addSubview(child)
        NSLayoutConstraint.activate([
            child.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            child.topAnchor.constraint(equalTo: root.topAnchor, constant: 5),
        ])
        child.boundsSet.removeAll()
        child.centersSet.removeAll()
        root.layoutIfNeeded()

        // The size comes from the overridden intrinsicContentSize.
        #expect(child.frame == CGRect(x: 20, y: 5, width: 30, height: 12))
        #expect(child.boundsSet.last?.size == CGSize(width: 30, height: 12))
        #expect(child.centersSet.last == CGPoint(x: 35, y: 11))
        #expect(child.layoutCount >= 1, "the overridden layoutSubviews ran")

        child.contentSize = CGSize(width: 50, height: 10)
        child.invalidateIntrinsicContentSize()
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 20, y: 5, width: 50, height: 10))
    }

    @Test func hitTestingUsesTheOverriddenPointInsideAndHitTest() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        let button = ShapeRecordingView(frame: CGRect(x: 40, y: 40, width: 20, height: 20))
        let inner = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        button.addSubview(inner)
        root.addSubview(button)

        #expect(root.hitTest(CGPoint(x: 35, y: 50), with: nil) === root)
        button.touchSlop = 8
        #expect(root.hitTest(CGPoint(x: 35, y: 50), with: nil) === button, "the slop of point(inside:with:) counts")
        #expect(root.hitTest(CGPoint(x: 42, y: 42), with: nil) === button,
                "the overridden hitTest keeps touches from the subview")
    }

    @Test func theOverriddenDrawPaintsTheView() throws {
        let view = ShapeRecordingView(frame: CGRect(x: 0, y: 0, width: 8, height: 8))
        view.fillColor = .blue
        let image = UIGraphicsImageRenderer(size: CGSize(width: 8, height: 8)).image { _ in
            view.drawHierarchy(in: CGRect(x: 0, y: 0, width: 8, height: 8), afterScreenUpdates: true)
        }
        #expect(!view.drawnRects.isEmpty)
        let pixel = image.cairoSurface.pixel(x: 4, y: 4)
        #expect(pixel == (0, 0, 255, 255))
    }

    @Test func arrangingAViewGoesThroughTheOverriddenAddSubview() {
        let toolbar = ShapeToolbar(frame: CGRect(x: 0, y: 0, width: 40, height: 100))
        let item = UIView()
        toolbar.addArrangedSubview(item)
        #expect(toolbar.addedSubviews.count == 1 && toolbar.addedSubviews.first === item)
        #expect(item.superview === toolbar)
        let other = UIView()
        toolbar.insertSubview(other, aboveSubview: UIView())
        #expect(toolbar.addedSubviews.last === other, "a missing sibling falls back to addSubview, which the override hears")
    }

    // MARK: Initializers

    @Test func initializersHaveUIKitsFailability() throws {
        // Not optional: UIStackView's coder initializer cannot fail.
        let toolbar: ShapeToolbar = ShapeToolbar(coder: NSKeyedArchiver(requiringSecureCoding: false))
        #expect(toolbar.axis == .vertical)
        #expect(ShapeToolbar(frame: .zero).axis == .vertical)
        // Optional, as in UIKit.
        let view: UIView? = UIView(coder: NSKeyedArchiver(requiringSecureCoding: false))
        #expect(view != nil)
        #expect(UIImage(named: "no such image, anywhere") == nil)
        #expect(UIImage(data: Data([1, 2, 3])) == nil)
        #expect(UIImage(contentsOfFile: "/nonexistent/image.png") == nil)
        #expect(UIFont(name: "No Such Font Family", size: 12) == nil)
        #expect(UIFont(name: UIFont.systemFontFamilyName, size: 12) != nil)
    }

    @Test func aRecognizerSubclassOverridesTheDesignatedInitializer() {
        let plain = ShapeRecognizer()
        #expect(plain.madeWithTarget, "init() goes through init(target:action:), as in UIKit")
        let tap = UITapGestureRecognizer(target: nil, action: nil)
        #expect(tap.numberOfTapsRequired == 1)
    }

    // MARK: NSObject bases and value equality

    @Test func colorsAndFontsCompareByValue() {
        let a = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        let b = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
        #expect(a == b && a !== b)
        #expect(a.isEqual(b) && a.hash == b.hash)
        #expect(UIColor(red: 1, green: 0, blue: 0, alpha: 1) == UIColor.red)
        #expect(a != UIColor.orange.withAlphaComponent(0.5))
        #expect(!a.isEqual("orange"))
        let colors: Set<UIColor> = [a, b, .red, UIColor(red: 1, green: 0, blue: 0, alpha: 1)]
        #expect(colors.count == 2)

        let font = UIFont.systemFont(ofSize: 12)
        #expect(font == UIFont.systemFont(ofSize: 12))
        #expect(font != UIFont.systemFont(ofSize: 13))
        #expect(Set([font, UIFont.systemFont(ofSize: 12), UIFont.boldSystemFont(ofSize: 12)]).count == 2)

        let objects: [NSObject] = [a, font, UIBezierPath(), UIImage(), UITapGestureRecognizer(),
                                   UIGraphicsImageRenderer(size: CGSize(width: 1, height: 1))]
        #expect(objects.count == 6)
    }

    @Test func pathsImagesAndRecognizersCompareByIdentity() throws {
        let first = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
        let second = UIBezierPath(rect: CGRect(x: 0, y: 0, width: 4, height: 4))
        #expect(first != second && first == first)
        let paths: Set<UIBezierPath> = [first, second, first]
        #expect(paths.count == 2)
        // Core Graphics' paths, unlike UIKit's, compare by their elements.
        #expect(Set([first.cgPath, second.cgPath, UIBezierPath(ovalIn: .zero).cgPath]).count == 2)

        first.lineWidth = 3
        let copy = try #require(first.copy() as? UIBezierPath)
        #expect(copy !== first && copy.cgPath == first.cgPath && copy.lineWidth == 3)
        copy.addLine(to: CGPoint(x: 9, y: 9))
        #expect(copy.cgPath != first.cgPath, "a copy changes on its own")

        let image = UIImage()
        #expect(image == image && image != UIImage())
        let recognizer = UIPanGestureRecognizer()
        #expect(Set<UIGestureRecognizer>([recognizer, recognizer, UIPanGestureRecognizer()]).count == 2)
        let constraint = UIView().widthAnchor.constraint(equalToConstant: 10)
        #expect(constraint == constraint && constraint != UIView().widthAnchor.constraint(equalToConstant: 10))
    }

    @Test func objectAttributeValuesCanBeAddedToARange() throws {
        // UIKit code styles part of a string with `addAttribute`, whose values (colours,
        // fonts) are NSObjects; Foundation on Linux needs the library's overload for that.
        let text = NSMutableAttributedString(string: "♣♦xx", attributes: [.font: UIFont.systemFont(ofSize: 10)])
        text.addAttribute(.font, value: UIFont.systemFont(ofSize: 30), range: NSRange(location: 2, length: 2))
        text.addAttribute(.foregroundColor, value: UIColor.red, range: NSRange(location: 0, length: 1))
        let big = try #require(text.attribute(.font, at: 3, effectiveRange: nil) as? UIFont)
        #expect(big.pointSize == 30)
        let small = try #require(text.attribute(.font, at: 0, effectiveRange: nil) as? UIFont)
        #expect(small.pointSize == 10)
        #expect(text.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
        #expect(text.attribute(.foregroundColor, at: 1, effectiveRange: nil) == nil)
    }

    @Test func anNSObjectDelegateIsHeldWeakly() {
        let recognizer = UITapGestureRecognizer()
        var dataSource: ShapeDataSource? = ShapeDataSource()
        recognizer.delegate = dataSource
        #expect(recognizer.delegate === dataSource)
        #expect(recognizer.delegate?.isEqual(dataSource) == true, "NSObjectProtocol's members come with the protocol")
        dataSource = nil
        #expect(recognizer.delegate == nil)
    }

    // MARK: Drawing off the main thread

    @Test func drawingOnABackgroundThreadMakesTheExpectedPixels() async throws {
        let color = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
        let badge = await Task.detached {
            drawShapeBadge(side: 20, color: color)
        }.value
        #expect(!badge.onMainThread)
        #expect(!badge.hadContextOutside, "no context is current outside the renderer")
        #expect(badge.hadContextInside, "the renderer's context is current on the drawing thread")
        let surface = badge.image.cairoSurface
        #expect(surface.pixel(x: 10, y: 10) == (255, 0, 0, 255), "the disc's middle")
        #expect(surface.pixel(x: 0, y: 10) == (0, 0, 0, 255), "the stroked frame")
        #expect(surface.pixel(x: 3, y: 17) == (255, 255, 255, 255), "the white ground")
        // Text drew too: some pixel of the digit's area is neither white nor the frame.
        var inked = false
        for y in 1..<8 { for x in 1..<6 where surface.pixel(x: x, y: y) != (255, 255, 255, 255) { inked = true } }
        #expect(inked)
    }

    @Test func threadsDrawingAtOnceKeepTheirOwnCurrentContext() async {
        let colors: [UIColor] = [.red, .green, .blue, .yellow, .cyan, .magenta]
        let middles = await withTaskGroup(of: (Int, UInt8, UInt8, UInt8).self) { group in
            for (index, color) in colors.enumerated() {
                group.addTask {
                    var last = (UInt8(0), UInt8(0), UInt8(0))
                    // Many renders each, so the threads' drawing overlaps in time.
                    for _ in 0..<20 {
                        let pixel = drawShapeBadge(side: 12, color: color).image.cairoSurface.pixel(x: 6, y: 6)
                        last = (pixel.r, pixel.g, pixel.b)
                    }
                    return (index, last.0, last.1, last.2)
                }
            }
            var results: [Int: (UInt8, UInt8, UInt8)] = [:]
            for await (index, r, g, b) in group { results[index] = (r, g, b) }
            return results
        }
        for (index, color) in colors.enumerated() {
            let expected = (UInt8(color.red * 255), UInt8(color.green * 255), UInt8(color.blue * 255))
            let got = middles[index]
            #expect(got?.0 == expected.0 && got?.1 == expected.1 && got?.2 == expected.2, "colour \(index)")
        }
    }

    @Test func coreGraphicsAndTextAreUsableOffTheMainActor() async {
        let measured = await Task.detached { () -> (CGSize, Bool) in
            let size = NSAttributedString(string: "Hello", attributes: [.font: UIFont.systemFont(ofSize: 20)]).size()
            let path = CGMutablePath()
            path.addRect(CGRect(x: 0, y: 0, width: 10, height: 10))
            let bezier = UIBezierPath(cgPath: path)
            return (size, bezier.contains(CGPoint(x: 5, y: 5)))
        }.value
        #expect(measured.0.width > 20 && measured.0.height > 10)
        #expect(measured.1)
    }
}

// MARK: Scrolling and hovering as iPadOS apps write them

/// A delegate implementing both `shouldReceive` overloads, as UIKit code does.
final class ShapeScrollDelegate: NSObject, UIGestureRecognizerDelegate {
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool { true }
    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive event: UIEvent) -> Bool {
        event.type == .scroll || event.type == .hover
    }
}

/// A hover recognizer subclass overriding what UIKit lets it override.
final class ShapeHover: UIHoverGestureRecognizer {
    var resets = 0
    override func reset() {
        super.reset()
        resets += 1
    }
}

@Suite("UIKit declaration shape: scrolling and hovering")
@MainActor
struct ScrollDeclarationShapeTests {
    @Test func scrollTypesAndMasksAreUIKits() {
        // UIEvent.h: UIScrollTypeDiscrete = 0, UIScrollTypeContinuous = 1; the mask's bits are 1 << type.
        #expect(UIScrollType(rawValue: 1) == .continuous && UIScrollType.discrete.rawValue == 0)
        #expect(UIScrollTypeMask.discrete.rawValue == 1 && UIScrollTypeMask.continuous.rawValue == 2)
        #expect(UIScrollTypeMask.all == [.discrete, .continuous])
        let pan = UIPanGestureRecognizer()
        #expect(pan.allowedScrollTypesMask == [], "a plain pan follows no scrolling")
        pan.allowedScrollTypesMask = .all
        pan.delegate = ShapeScrollDelegate()
        #expect(pan.allowedScrollTypesMask.contains(.continuous))
    }

    @Test func aHoverSubclassResetsAfterItsHover() {
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.inputClock = ManualInputClock(now: 1)
        let hover = ShapeHover(target: nil, action: nil)
        window.addGestureRecognizer(hover)
        window.sendInput(.pointer(PointerInput(phase: .moved, location: CGPoint(x: 5, y: 5), timestamp: 1, deviceID: 2)))
        #expect(hover.state == .began && hover.location(in: window) == CGPoint(x: 5, y: 5))
        window.sendInput(.pointer(PointerInput(phase: .exited, location: CGPoint(x: 5, y: 5), timestamp: 1.1, deviceID: 2)))
        #expect(hover.resets == 1 && hover.state == .possible)
    }

    @Test func aReplicatorLayerSubclassBacksAView() throws {
        let view = ShapeSpinnerView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
        let replicator = try #require(view.layer as? ShapeReplicator)
        #expect(replicator.instanceCount == 8, "made through init() as the view's layerClass, set up there")
        let copy = ShapeReplicator(layer: replicator)
        #expect(copy.instanceCount == 8 && copy.madeAsCopy)
        #expect(ShapeReplicator(coder: NSCoder()) != nil)
    }
}

// MARK: A replicator layer subclassed and used as a view's layer class

final class ShapeReplicator: CAReplicatorLayer {
    private(set) var madeAsCopy = false

    required init() {
        super.init()
        instanceCount = 8
        instanceTransform = CATransform3DMakeRotation(.pi / 4, 0, 0, 1)
        instanceDelay = 1.0 / 8
    }

    required init(layer: Any) {
        super.init(layer: layer)
        madeAsCopy = true
    }

    required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    override func layoutSublayers() {
        super.layoutSublayers()
    }
}

final class ShapeSpinnerView: UIView {
    override class var layerClass: AnyClass { ShapeReplicator.self }
}

// MARK: Batch updates whose closure uses the controller's members without `self.`

/// A palette as the lectures' EmojiArt writes it: the model changes inside
/// `performBatchUpdates` with no `self.`, which compiles only because UIKit's updates
/// closure does not escape.
final class ShapePaletteController: UIViewController, UICollectionViewDataSource, UITableViewDataSource {
    var emojis = ["😀", "🎁", "✈️"]
    let collection = UICollectionView(frame: CGRect(x: 0, y: 0, width: 320, height: 80), collectionViewLayout: UICollectionViewFlowLayout())
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { emojis.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { emojis.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }

    func moveFirstEmojiToTheEnd() {
        collection.performBatchUpdates({
            let first = emojis.remove(at: 0)
            emojis.append(first)
            collection.deleteItems(at: [IndexPath(item: 0, section: 0)])
            collection.insertItems(at: [IndexPath(item: emojis.count - 1, section: 0)])
        })
    }

    func addEmoji(_ emoji: String) {
        table.performBatchUpdates({
            emojis.append(emoji)
            table.insertRows(at: [IndexPath(row: emojis.count - 1, section: 0)], with: .automatic)
        }, completion: nil)
    }
}

@MainActor
@Suite struct NonEscapingBatchUpdateTests {
    @Test func theUpdatesRunBeforeTheCallReturnsAndTheListsFollow() {
        let controller = ShapePaletteController()
        controller.collection.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
        controller.collection.dataSource = controller
        controller.table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        controller.table.dataSource = controller
        controller.collection.layoutIfNeeded()
        controller.table.layoutIfNeeded()
        controller.moveFirstEmojiToTheEnd()
        #expect(controller.emojis == ["🎁", "✈️", "😀"])
        #expect(controller.collection.numberOfItems(inSection: 0) == 3)
        controller.addEmoji("🎱")
        #expect(controller.emojis.count == 4)
        #expect(controller.table.numberOfRows(inSection: 0) == 4)
        // The optional form still takes nil, as UIKit's does.
        controller.collection.performBatchUpdates(nil, completion: nil)
    }
}

// MARK: A table view subclass overriding UIKit's open members

/// A table that counts the rows inserted into it and lets no cell of row 0 be found: UIKit
/// declares the lookups and updates `open`, and apps override them (to log, or to keep
/// something of their own in step).
final class ShapeCountingTableView: UITableView {
    var insertedRows = 0
    override func insertRows(at indexPaths: [IndexPath], with animation: UITableView.RowAnimation) {
        insertedRows += indexPaths.count
        super.insertRows(at: indexPaths, with: animation)
    }
    override func cellForRow(at indexPath: IndexPath) -> UITableViewCell? {
        indexPath.row == 0 ? nil : super.cellForRow(at: indexPath)
    }
    override var indexPathsForSelectedRows: [IndexPath]? { super.indexPathsForSelectedRows }
}

@MainActor
@Suite struct OpenTableViewMemberTests {
    @Test func overridesOfTheLookupsAndUpdatesAreCalled() throws {
        let controller = ShapePaletteController()
        let table = ShapeCountingTableView(frame: CGRect(x: 0, y: 0, width: 320, height: 200))
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.dataSource = controller
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) == nil, "the override answers")
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0)) != nil)
        controller.emojis.append("🎱")
        table.performBatchUpdates({ table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .none) })
        #expect(table.insertedRows == 1 && table.numberOfRows(inSection: 0) == 4)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 2, section: 0)])
    }
}
