import ArgumentParser
import DemoSupport
import Foundation
import OpenUIKit

extension FacialExpression.Eyes: ExpressibleByArgument {}
extension FacialExpression.Mouth: ExpressibleByArgument {}
extension FacialExpression.Brows: ExpressibleByArgument {}

/// `FaceIt [options]`: the command line of the FaceIt demo.
public struct FaceItCommand: ParsableCommand {
    public static let configuration = CommandConfiguration(
        commandName: "FaceIt",
        abstract: "The CS193p face: pinch it, tap its eyes, swipe or drag its mouth, turn its brows.",
        discussion: """
            Gestures (touchscreen / touchpad / mouse / keyboard):
              face size   pinch / pinch / Alt-drag or Ctrl+wheel / –
              eyes        tap / tap / click / space
              happier     swipe up / three-finger swipe up / quick drag up / ↑
              sadder      swipe down / three-finger swipe down / quick drag down / ↓
              mouth       slow vertical drag / – / slow drag / –
              brows       two-finger rotate / pinch-rotate / Alt-drag / –
              reset       long press / – / hold the button / –
            Esc or q quits, F11 toggles fullscreen. With no display (DISPLAY unset) a snapshot is written.
            """)

    @Option(name: .long, help: ArgumentHelp("The mouth: frown, smirk, neutral, grin or smile.", valueName: "MOUTH"))
    public var mouth: FacialExpression.Mouth?

    @Option(name: .long, help: ArgumentHelp("The eyes: open, closed or squinting.", valueName: "EYES"))
    public var eyes: FacialExpression.Eyes?

    @Option(name: .long, help: ArgumentHelp("The brows: furrowed, normal or relaxed.", valueName: "BROWS"))
    public var brows: FacialExpression.Brows?

    @OptionGroup public var common: DemoOptions

    public init() {}

    /// The no-display snapshot's file name.
    public static let defaultSnapshotPath = "FaceIt.png"

    /// The expression the flags describe, over the lecture's default face.
    public var expression: FacialExpression {
        var expression = FacialExpression.default
        if let mouth { expression.mouth = mouth }
        if let eyes { expression.eyes = eyes }
        if let brows { expression.brows = brows }
        return expression
    }

    @MainActor
    public func makeApp() -> DemoApp {
        let expression = self.expression
        return DemoApp(title: "FaceIt", className: "FaceIt", defaultSize: CGSize(width: 400, height: 400),
                       defaultSnapshotPath: Self.defaultSnapshotPath, icon: FaceItIcon.appIcon) {
            FaceViewController(expression: expression)
        }
    }

    /// Opens the window (or writes the snapshot) and never returns.
    @MainActor
    public func launch() -> Never {
        DemoLauncher.launch(makeApp(), options: common)
    }
}
