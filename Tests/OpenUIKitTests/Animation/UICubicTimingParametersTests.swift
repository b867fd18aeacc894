import Foundation
import Testing
@testable import OpenUIKit

@MainActor
@Suite("UICubicTimingParameters")
struct UICubicTimingParametersTests {
    @Test func animationCurveHasUIKitsRawValues() {
        #expect(UIView.AnimationCurve.easeInOut.rawValue == 0)
        #expect(UIView.AnimationCurve.easeIn.rawValue == 1)
        #expect(UIView.AnimationCurve.easeOut.rawValue == 2)
        #expect(UIView.AnimationCurve.linear.rawValue == 3)
        #expect(UIView.AnimationCurve(rawValue: 4) == nil)
    }

    @Test func builtInCurvesAreCoreAnimationsNamedFunctions() {
        let pairs: [(UIView.AnimationCurve, CAMediaTimingFunctionName)] = [
            (.easeInOut, .easeInEaseOut), (.easeIn, .easeIn), (.easeOut, .easeOut), (.linear, .linear),
        ]
        for (curve, name) in pairs {
            let parameters = UICubicTimingParameters(animationCurve: curve)
            let function = CAMediaTimingFunction(name: name)
            #expect(parameters.timingCurve == function.timingCurve, "\(curve)")
            #expect(parameters.animationCurve == curve)
            #expect(parameters.timingCurveType == .builtin)
        }
        let easeInOut = UICubicTimingParameters(animationCurve: .easeInOut)
        #expect(easeInOut.controlPoint1 == CGPoint(x: 0.42, y: 0))
        #expect(easeInOut.controlPoint2 == CGPoint(x: 0.58, y: 1))
    }

    @Test func easeInOutProgressAtTheQuarters() {
        let parameters = UICubicTimingParameters(animationCurve: .easeInOut)
        let expected = [0, 0.129161931047, 0.5, 0.870838068953, 1]
        for (t, value) in zip(CubicTimingCurveTests.quarters, expected) {
            #expect(abs(parameters.progress(at: t) - value) < 1e-9, "at \(t)")
        }
    }

    @Test func theDefaultIsCoreAnimationsDefaultFunction() {
        let parameters = UICubicTimingParameters()
        #expect(parameters.controlPoint1 == CGPoint(x: 0.25, y: 0.1))
        #expect(parameters.controlPoint2 == CGPoint(x: 0.25, y: 1))
        #expect(parameters.timingCurveType == .builtin)
        #expect(abs(parameters.progress(at: 0.5) - 0.802403387585) < 1e-9)
    }

    @Test func customControlPoints() {
        let parameters = UICubicTimingParameters(controlPoint1: CGPoint(x: 0.1, y: 0.9), controlPoint2: CGPoint(x: 0.2, y: 1))
        #expect(parameters.timingCurveType == .cubic)
        #expect(parameters.controlPoint1 == CGPoint(x: 0.1, y: 0.9))
        #expect(parameters.controlPoint2 == CGPoint(x: 0.2, y: 1))
        let reference = SampledTimingCurve(0.1, 0.9, 0.2, 1)
        for i in 0...40 {
            let t = Double(i) / 40
            #expect(abs(parameters.progress(at: t) - reference.progress(at: t)) < 1e-7)
        }
        let h = 1e-6
        let slope = (parameters.progress(at: 0.5 + h) - parameters.progress(at: 0.5 - h)) / (2 * h)
        #expect(abs(parameters.velocity(at: 0.5) - slope) < 1e-5)
    }

    @Test func clampsControlPointXAndWarns() {
        let parameters = UICubicTimingParameters(controlPoint1: CGPoint(x: -3.5, y: 0), controlPoint2: CGPoint(x: 0.5, y: 1))
        #expect(parameters.controlPoint1 == CGPoint(x: 0, y: 0))
        #expect(Diagnostics.recentWarnings().contains { $0.contains("-3.5") && $0.contains("UICubicTimingParameters") })
    }

    @Test func providesItselfAsTheCubicParameters() {
        let parameters = UICubicTimingParameters(animationCurve: .easeOut)
        let provider: any UITimingCurveProvider = parameters
        #expect(provider.cubicTimingParameters === parameters)
        #expect(provider.springTimingParameters == nil)
        #expect(parameters.copy() as AnyObject === parameters)
        #expect(parameters == UICubicTimingParameters(animationCurve: .easeOut))
        #expect(parameters != UICubicTimingParameters(animationCurve: .easeIn))
        #expect(UITimingCurveType.builtin.rawValue == 0 && UITimingCurveType.cubic.rawValue == 1)
        #expect(UITimingCurveType.spring.rawValue == 2 && UITimingCurveType.composed.rawValue == 3)
    }
}
