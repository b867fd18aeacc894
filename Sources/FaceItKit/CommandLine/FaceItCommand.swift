import ArgumentParser
import DemoSupport
import Foundation
import OpenUIKit

extension FacialExpression.Eyes: ExpressibleByArgument {}
extension FacialExpression.Mouth: ExpressibleByArgument {}
extension FacialExpression.Brows: ExpressibleByArgument {}

/// `FaceIt [options]`: the command line of the FaceIt demo.
public struct FaceItCommand: ParsableCommand {
    // ArgumentParser wraps the abstract and each line of the discussion at the terminal's
    // width, keeping the line breaks written here: prose is one line per paragraph (joined
    // with `\` in the source), and only the gesture table is broken by hand, each row short
    // enough for 80 columns.
    public static let configuration = CommandConfiguration(
        commandName: "FaceIt",
        abstract: "The CS193p face: pinch it, tap its eyes, swipe or drag its mouth, turn its brows.",
        usage: DemoOptions.usage(command: "FaceIt",
                                 arguments: ["[--mouth <MOUTH>]", "[--eyes <EYES>]", "[--brows <BROWS>]"]),
        discussion: """
            Gestures (touchscreen / touchpad / mouse / keyboard):
              face size   pinch / pinch / Alt-drag or Ctrl+wheel / –
              eyes        tap / tap / click / space
              happier     swipe up / three-finger swipe up / quick drag up / ↑
              sadder      swipe down / three-finger swipe down / quick drag down / ↓
              mouth       slow vertical drag / – / slow drag / –
              brows       two-finger rotate / pinch-rotate / Alt-drag / –
              reset       long press / – / hold the button / –

            Esc or q quits, and F11 toggles fullscreen. With no display (DISPLAY unset), \
            the app writes a snapshot instead of opening a window.
            """)

    // ArgumentParser adds each option's values after its help, "(values: …)".
    @Option(name: .long, help: ArgumentHelp("The mouth, from sad to happy.", valueName: "MOUTH"))
    public var mouth: FacialExpression.Mouth?

    @Option(name: .long, help: ArgumentHelp("The eyes.", valueName: "EYES"))
    public var eyes: FacialExpression.Eyes?

    @Option(name: .long, help: ArgumentHelp("The brows.", valueName: "BROWS"))
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
