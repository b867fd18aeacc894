import Foundation
import Testing
@testable import OpenUIKit

/// Trait collections as values: UIKit's raw values and defaults, merging, containment,
/// equality, and the size classes a window of a given size gets.
@MainActor
@Suite struct UITraitCollectionTests {
    @Test func rawValuesAreUIKits() {
        #expect(UIUserInterfaceSizeClass.unspecified.rawValue == 0)
        #expect(UIUserInterfaceSizeClass.compact.rawValue == 1)
        #expect(UIUserInterfaceSizeClass.regular.rawValue == 2)
        #expect(UIUserInterfaceIdiom.unspecified.rawValue == -1)
        #expect(UIUserInterfaceIdiom.phone.rawValue == 0)
        #expect(UIUserInterfaceIdiom.pad.rawValue == 1)
        #expect(UIUserInterfaceIdiom.mac.rawValue == 5)
        #expect(UIUserInterfaceStyle.light.rawValue == 1)
        #expect(UITraitEnvironmentLayoutDirection.unspecified.rawValue == -1)
        #expect(UITraitEnvironmentLayoutDirection.leftToRight.rawValue == 0)
    }

    /// UIKit: `init()` "creates a trait collection whose traits are set to their default
    /// (unspecified) values"; the default horizontal size class is `.unspecified`.
    @Test func anEmptyCollectionIsUnspecifiedEverywhere() {
        let empty = UITraitCollection()
        #expect(empty.displayScale == 0)
        #expect(empty.horizontalSizeClass == .unspecified)
        #expect(empty.verticalSizeClass == .unspecified)
        #expect(empty.userInterfaceIdiom == .unspecified)
        #expect(empty.preferredContentSizeCategory == .unspecified)
        #expect(empty.userInterfaceStyle == .unspecified)
        #expect(empty.layoutDirection == .unspecified)
    }

    @Test func eachInitializerSpecifiesOneTrait() {
        let scale = UITraitCollection(displayScale: 2)
        #expect(scale.displayScale == 2 && scale.horizontalSizeClass == .unspecified && scale.userInterfaceIdiom == .unspecified)
        let width = UITraitCollection(horizontalSizeClass: .compact)
        #expect(width.horizontalSizeClass == .compact && width.verticalSizeClass == .unspecified && width.displayScale == 0)
        #expect(UITraitCollection(verticalSizeClass: .regular).verticalSizeClass == .regular)
        #expect(UITraitCollection(userInterfaceIdiom: .pad).userInterfaceIdiom == .pad)
        #expect(UITraitCollection(preferredContentSizeCategory: .extraLarge).preferredContentSizeCategory == .extraLarge)
        #expect(UITraitCollection(userInterfaceStyle: .dark).userInterfaceStyle == .dark)
        #expect(UITraitCollection(layoutDirection: .rightToLeft).layoutDirection == .rightToLeft)
    }

    @Test func aScaleThatIsNotANumberStaysUnspecified() {
        let before = Diagnostics.warningCount()
        #expect(UITraitCollection(displayScale: .nan).displayScale == 0)
        #expect(UITraitCollection(displayScale: -1).displayScale == 0)
        #expect(UITraitCollection(displayScale: .nan) == UITraitCollection(), "no NaN inside: it equals an empty collection")
        #expect(Diagnostics.warningCount() >= before + 2)
    }

    @Test func mergingKeepsTheLastSpecifiedValue() {
        let merged = UITraitCollection(traitsFrom: [
            UITraitCollection(displayScale: 2),
            UITraitCollection(userInterfaceIdiom: .phone),
            UITraitCollection(horizontalSizeClass: .regular),
            UITraitCollection(displayScale: 3),
            UITraitCollection(),
        ])
        #expect(merged.displayScale == 3)
        #expect(merged.userInterfaceIdiom == .phone)
        #expect(merged.horizontalSizeClass == .regular)
        #expect(merged.verticalSizeClass == .unspecified)
        #expect(UITraitCollection(traitsFrom: []) == UITraitCollection())
    }

    @Test func containmentIgnoresWhatTheOtherLeavesUnspecified() {
        let full = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 2), UITraitCollection(horizontalSizeClass: .compact),
                                                  UITraitCollection(userInterfaceIdiom: .pad)])
        #expect(full.containsTraits(in: UITraitCollection(displayScale: 2)))
        #expect(full.containsTraits(in: UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 2), UITraitCollection(horizontalSizeClass: .compact)])))
        #expect(!full.containsTraits(in: UITraitCollection(displayScale: 3)))
        #expect(!full.containsTraits(in: UITraitCollection(verticalSizeClass: .regular)), "a trait the receiver leaves unspecified")
        #expect(full.containsTraits(in: UITraitCollection()))
        #expect(full.containsTraits(in: nil))
        #expect(UITraitCollection().containsTraits(in: UITraitCollection()))
    }

    @Test func equalityAndHashingAreByValue() {
        let a = UITraitCollection(traitsFrom: [UITraitCollection(displayScale: 2), UITraitCollection(horizontalSizeClass: .regular)])
        let b = UITraitCollection(traitsFrom: [UITraitCollection(horizontalSizeClass: .regular), UITraitCollection(displayScale: 2)])
        #expect(a == b)
        #expect(a.hash == b.hash)
        #expect(a !== b)
        #expect(a != UITraitCollection(displayScale: 2))
        #expect(Set([a, b]).count == 1)
        #expect((a.copy() as? UITraitCollection) === a, "immutable: a copy is itself")
        #expect(a.description.contains("DisplayScale = 2") && a.description.contains("HorizontalSizeClass = regular"), "\(a)")
    }

    // MARK: Size classes from a window's size

    @Test func sizeClassThresholdsAreInclusiveAtTheBoundary() {
        #expect(UIWindow.minimumRegularWidthInPoints == 678)
        #expect(UIWindow.minimumRegularHeightInPoints == 480)
        #expect(UIWindow.horizontalSizeClass(forWidth: 677.5) == .compact)
        #expect(UIWindow.horizontalSizeClass(forWidth: 678) == .regular)
        #expect(UIWindow.verticalSizeClass(forHeight: 479.5) == .compact)
        #expect(UIWindow.verticalSizeClass(forHeight: 480) == .regular)
    }

    // MARK: The current collection

    @MainActor @Test func performAsCurrentSetsAndRestores() {
        let outer = UITraitCollection(displayScale: 2)
        let inner = UITraitCollection(displayScale: 3)
        let before = UITraitCollection.current
        outer.performAsCurrent {
            #expect(UITraitCollection.current === outer)
            inner.performAsCurrent { #expect(UITraitCollection.current === inner) }
            #expect(UITraitCollection.current === outer)
        }
        #expect(UITraitCollection.current == before)
    }

    @Test func eachThreadHasItsOwnCurrentCollection() async {
        let mine = UITraitCollection(displayScale: 3)
        let (inside, afterwards) = await Task.detached {
            var seen: CGFloat = -1
            mine.performAsCurrent { seen = UITraitCollection.current.displayScale }
            return (seen, UITraitCollection.current.userInterfaceIdiom)
        }.value
        #expect(inside == 3)
        #expect(afterwards == .pad, "off the main thread with nothing set: the screen's traits")
    }

    @Test func setAsCurrentStaysUntilReplaced() async {
        let traits = UITraitCollection(userInterfaceStyle: .dark)
        let style = await Task.detached {
            let saved = UITraitCollection.current
            UITraitCollection.current = traits
            defer { UITraitCollection.current = saved }
            return UITraitCollection.current.userInterfaceStyle
        }.value
        #expect(style == .dark)
    }

    // MARK: Text APIs that take a trait collection

    @Test func textSizesComeFromTheCollectionOrTheCurrentSetting() {
        let big = UITraitCollection(preferredContentSizeCategory: .accessibilityExtraExtraExtraLarge)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: big).pointSize == 53)
        #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraSmall)).pointSize == 14)
        let metrics = UIFontMetrics(forTextStyle: .body)
        #expect(metrics.scaledFont(for: .systemFont(ofSize: 17), compatibleWith: big).pointSize == 53)
        #expect(metrics.scaledFont(for: .systemFont(ofSize: 17), maximumPointSize: 40, compatibleWith: big).pointSize == 40)
        #expect(metrics.scaledValue(for: 17, compatibleWith: UITraitCollection(preferredContentSizeCategory: .extraLarge)) == 19)
    }
}

/// Traits of real windows, which include the process-wide text size: serialized with the
/// tests that change it.
extension CurrentContentSizeCategoryTests {
    @MainActor
    @Suite struct WindowTraitTests {
        /// Known iPad windows, in points, and the classes UIKit gives them (iPad idiom).
        @Test(arguments: [
            (CGSize(width: 320, height: 1024), UIUserInterfaceSizeClass.compact, UIUserInterfaceSizeClass.regular),  // Slide Over
            (CGSize(width: 507, height: 768), .compact, .regular),   // 9.7-inch, landscape half split
            (CGSize(width: 639, height: 1366), .compact, .regular),  // 12.9-inch, portrait two-thirds split
            (CGSize(width: 678, height: 1024), .regular, .regular),  // 12.9-inch, landscape half split
            (CGSize(width: 694, height: 768), .regular, .regular),   // 9.7-inch, landscape two-thirds split
            (CGSize(width: 744, height: 1133), .regular, .regular),  // iPad mini, portrait
            (CGSize(width: 1366, height: 1024), .regular, .regular), // 12.9-inch, landscape
            (CGSize(width: 844, height: 390), .regular, .compact),   // as short as a phone on its side
        ])
        @MainActor func windowsGetTheIPadsSizeClasses(size: CGSize, horizontal: UIUserInterfaceSizeClass, vertical: UIUserInterfaceSizeClass) {
            let traits = UIWindow(frame: CGRect(origin: .zero, size: size)).traitCollection
            #expect(traits.horizontalSizeClass == horizontal)
            #expect(traits.verticalSizeClass == vertical)
        }

        @MainActor @Test func aWindowReportsItsScaleAndTheDesktopsTraits() {
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 300, height: 420))
            window.screenScale = 2
            let traits = window.traitCollection
            #expect(traits.displayScale == 2)
            #expect(traits.horizontalSizeClass == .compact && traits.verticalSizeClass == .compact)
            #expect(traits.userInterfaceIdiom == .pad)
            #expect(traits.userInterfaceStyle == .light)
            #expect(traits.layoutDirection == .leftToRight)
            #expect(traits.preferredContentSizeCategory == UIContentSizeCategory.current)
            #expect(window.traitCollection === traits, "the same object while nothing changes")

            let view = UIView()
            window.addSubview(view)
            let child = UIView()
            view.addSubview(child)
            #expect(view.traitCollection == traits && child.traitCollection == traits)
        }

        @MainActor @Test func aControllersTraitsAreItsViewsAndReadingThemLoadsNothing() {
            let controller = UIViewController()
            _ = controller.traitCollection
            #expect(!controller.isViewLoaded)
            let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 800, height: 600))
            window.screenScale = 3
            window.rootViewController = controller
            #expect(controller.traitCollection == window.traitCollection)
            #expect(controller.traitCollection.horizontalSizeClass == .regular)
        }

        /// UIKit predicts a new view's traits from where it will most likely go: the key window,
        /// else the screen.
        @MainActor @Test func aViewThatWasNeverInAWindowHasThePredictedTraits() {
            let application = UIApplication.shared
            let savedKeyWindow = application.keyWindow
            defer { application.keyWindow = savedKeyWindow }

            application.keyWindow = nil
            let screen = UIView().traitCollection
            #expect(screen.userInterfaceIdiom == .pad)
            #expect(screen.displayScale == AssetCatalog.preferredScale)
            #expect(screen.horizontalSizeClass == .unspecified && screen.verticalSizeClass == .unspecified)
            #expect(screen.preferredContentSizeCategory == UIContentSizeCategory.current)

            let key = UIWindow(frame: CGRect(x: 0, y: 0, width: 1024, height: 768))
            key.screenScale = 2
            application.keyWindow = key
            #expect(UIView().traitCollection == key.traitCollection)
            #expect(UIViewController().traitCollection == key.traitCollection)
        }

        @Test func nilOrNoTextSizeMeansTheCurrentSetting() {
            // Nil, or a collection without a text size, means the user's current size.
            let current = UIFont.preferredFont(forTextStyle: .body).pointSize
            #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: nil).pointSize == current)
            #expect(UIFont.preferredFont(forTextStyle: .body, compatibleWith: UITraitCollection(displayScale: 2)).pointSize == current)
        }
    }
}
