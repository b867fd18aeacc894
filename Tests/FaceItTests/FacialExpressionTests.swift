import FaceItKit
import Foundation
import Testing

@Suite("FacialExpression")
struct FacialExpressionTests {
    typealias Mouth = FacialExpression.Mouth

    @Test func mouthStopsAreOrderedFromFrownToSmileAndEvenlySpaced() {
        #expect(Mouth.allCases == [.frown, .smirk, .neutral, .grin, .smile])
        #expect(Mouth.allCases.map(\.curvature) == [-1, -0.5, 0, 0.5, 1])
        #expect(Mouth.frown < Mouth.smirk && Mouth.grin < Mouth.smile)
    }

    @Test func happierAndSadderStepOneStopAndClampAtTheEnds() {
        #expect(Mouth.neutral.happier == .grin)
        #expect(Mouth.grin.happier == .smile)
        #expect(Mouth.smile.happier == .smile)
        #expect(Mouth.smirk.sadder == .frown)
        #expect(Mouth.frown.sadder == .frown)

        var face = FacialExpression(mouth: .frown)
        var seen: [Mouth] = []
        for _ in 0..<6 {
            seen.append(face.mouth)
            face = face.happier
        }
        #expect(seen == [.frown, .smirk, .neutral, .grin, .smile, .smile])
        #expect(FacialExpression(mouth: .smile).happier == FacialExpression(mouth: .smile))
        #expect(FacialExpression(mouth: .frown).sadder == FacialExpression(mouth: .frown))
        #expect(FacialExpression(mouth: .neutral).sadder.mouth == .smirk)
    }

    @Test func steppingLeavesEyesAndBrowsAlone() {
        let face = FacialExpression(eyes: .squinting, mouth: .neutral, brows: .furrowed)
        #expect(face.happier.eyes == .squinting)
        #expect(face.sadder.brows == .furrowed)
    }

    @Test func aCurvatureBetweenStopsStepsToTheNeighbouringStops() {
        let between = FacialExpression(eyes: .open, mouthCurvature: 0.3, browTilt: 0)
        #expect(between.mouth == .grin)
        #expect(between.happier.mouthCurvature == 0.5)
        #expect(between.sadder.mouthCurvature == 0)
        // A rounding error away from a stop still counts as on it.
        let almostGrin = FacialExpression(eyes: .open, mouthCurvature: 0.5 - 1e-12, browTilt: 0)
        #expect(almostGrin.happier.mouth == .smile)
        #expect(almostGrin.sadder.mouth == .neutral)
    }

    @Test(arguments: [(-1.0, Mouth.frown), (-0.76, .frown), (-0.74, .smirk), (-0.25, .neutral), (0.1, .neutral),
                      (0.25, .neutral), (0.26, .grin), (0.75, .grin), (0.8, .smile), (1.0, .smile)])
    func curvatureReadsAsTheNearestStopWithTiesTowardNeutral(curvature: Double, expected: Mouth) {
        #expect(Mouth.nearest(toCurvature: curvature) == expected)
        #expect(FacialExpression(eyes: .open, mouthCurvature: curvature, browTilt: 0).mouth == expected)
    }

    @Test func settingANamedStopPutsTheNumberOnIt() {
        var face = FacialExpression.neutral
        face.mouth = .smirk
        #expect(face.mouthCurvature == -0.5)
        face.brows = .relaxed
        #expect(face.browTilt == 1)
        face.browTilt = -0.6
        #expect(face.brows == .furrowed)
        face.browTilt = 0.4
        #expect(face.brows == .normal)
    }

    @Test func continuousValuesAreClampedAndNaNIsRefused() {
        var face = FacialExpression.neutral
        face.mouthCurvature = 3
        #expect(face.mouthCurvature == 1)
        face.mouthCurvature -= 5
        #expect(face.mouthCurvature == -1)
        face.mouthCurvature = .nan
        #expect(face.mouthCurvature == -1)
        face.browTilt = -.infinity
        #expect(face.browTilt == 0)
        face.browTilt = 1.5
        #expect(face.browTilt == 1)
        let built = FacialExpression(eyes: .closed, mouthCurvature: .nan, browTilt: -7)
        #expect(built.mouthCurvature == 0 && built.browTilt == -1)
    }

    @Test func defaultIsTheLecturesSmileAndNeutralIsExpressionless() {
        #expect(FacialExpression.default == FacialExpression(eyes: .open, mouth: .smile, brows: .normal))
        #expect(FacialExpression() == .default)
        #expect(FacialExpression.neutral.mouthCurvature == 0)
        #expect(FacialExpression.neutral.browTilt == 0)
        #expect(FacialExpression.neutral.eyes == .open)
        var face = FacialExpression(eyes: .closed, mouthCurvature: -0.3, browTilt: 0.7)
        face = .default
        #expect(face == .default)
    }

    @Test func tappingTogglesBetweenClosedAndNotClosed() {
        #expect(FacialExpression.Eyes.open.toggled == .closed)
        #expect(FacialExpression.Eyes.closed.toggled == .open)
        #expect(FacialExpression.Eyes.squinting.toggled == .closed)
    }

    @Test func argumentsParseCaseNamesIgnoringCase() {
        #expect(Mouth(argument: "smile") == .smile)
        #expect(Mouth(argument: "FROWN") == .frown)
        #expect(Mouth(argument: " Grin ") == .grin)
        #expect(Mouth(argument: "smiling") == nil)
        #expect(Mouth(argument: "") == nil)
        #expect(FacialExpression.Eyes(argument: "Closed") == .closed)
        #expect(FacialExpression.Eyes(argument: "squinting") == .squinting)
        #expect(FacialExpression.Eyes(argument: "shut") == nil)
        #expect(FacialExpression.Brows(argument: "Furrowed") == .furrowed)
        #expect(FacialExpression.Brows(argument: "raised") == nil)
        for mouth in Mouth.allCases { #expect(Mouth(argument: mouth.rawValue) == mouth) }
    }

    @Test func descriptionGivesNamesAndNumbers() {
        let face = FacialExpression(eyes: .open, mouthCurvature: 0.3, browTilt: 0)
        #expect(face.description == "eyes open, mouth grin (0.30), brows normal (0.00)")
    }
}
