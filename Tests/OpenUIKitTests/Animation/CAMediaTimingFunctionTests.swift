import Foundation
import Testing
@testable import OpenUIKit

@MainActor
@Suite("CAMediaTimingFunction")
struct CAMediaTimingFunctionTests {
    /// Core Animation's documented control points for each name.
    static let documented: [(CAMediaTimingFunctionName, [Float])] = [
        (.linear, [0, 0, 1, 1]),
        (.easeIn, [0.42, 0, 1, 1]),
        (.easeOut, [0, 0, 0.58, 1]),
        (.easeInEaseOut, [0.42, 0, 0.58, 1]),
        (.default, [0.25, 0.1, 0.25, 1]),
    ]

    func controlPoint(_ function: CAMediaTimingFunction, _ index: Int) -> [Float] {
        var values: [Float] = [-7, -7]
        values.withUnsafeMutableBufferPointer { function.getControlPoint(at: index, values: $0.baseAddress!) }
        return values
    }

    @Test func namesHaveCoreAnimationsRawValues() {
        #expect(CAMediaTimingFunctionName.linear.rawValue == "linear")
        #expect(CAMediaTimingFunctionName.easeIn.rawValue == "easeIn")
        #expect(CAMediaTimingFunctionName.easeOut.rawValue == "easeOut")
        #expect(CAMediaTimingFunctionName.easeInEaseOut.rawValue == "easeInEaseOut")
        #expect(CAMediaTimingFunctionName.default.rawValue == "default")
        #expect(CAMediaTimingFunctionName("easeIn") == .easeIn)
    }

    @Test func namedFunctionsHaveTheDocumentedControlPoints() {
        for (name, points) in Self.documented {
            let function = CAMediaTimingFunction(name: name)
            #expect(controlPoint(function, 0) == [0, 0], "\(name)")
            #expect(controlPoint(function, 1) == [points[0], points[1]], "\(name)")
            #expect(controlPoint(function, 2) == [points[2], points[3]], "\(name)")
            #expect(controlPoint(function, 3) == [1, 1], "\(name)")
        }
    }

    @Test func namedFunctionsEvaluateTheirCurves() {
        for named in CubicTimingCurveTests.namedCurves {
            let name = CAMediaTimingFunctionName(rawValue: named.name)
            let function = CAMediaTimingFunction(name: name)
            for (t, expected) in zip(CubicTimingCurveTests.quarters, named.expected) {
                #expect(abs(function.progress(at: t) - expected) < 1e-9, "\(name) at \(t)")
            }
        }
    }

    @Test func customControlPoints() {
        let function = CAMediaTimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55)
        #expect(controlPoint(function, 1) == [0.68, -0.55])
        #expect(controlPoint(function, 2) == [0.265, 1.55])
        // Overshoots: y leaves 0…1 on the way.
        let reference = SampledTimingCurve(Double(Float(0.68)), Double(Float(-0.55)), Double(Float(0.265)), Double(Float(1.55)))
        for i in 0...20 {
            let t = Double(i) / 20
            #expect(abs(function.progress(at: t) - reference.progress(at: t)) < 1e-7)
        }
        #expect(function.progress(at: 0.1) < 0)
        #expect(function.progress(at: 0.9) > 1)
        #expect(function == CAMediaTimingFunction(controlPoints: 0.68, -0.55, 0.265, 1.55))
        #expect(function != CAMediaTimingFunction(name: .easeIn))
    }

    @Test func anIndexOutsideZeroToThreeWritesNothing() {
        let function = CAMediaTimingFunction(name: .easeIn)
        #expect(controlPoint(function, 4) == [-7, -7])
        #expect(controlPoint(function, -1) == [-7, -7])
        #expect(Diagnostics.recentWarnings().contains { $0.contains("getControlPoint(at: -1)") })
    }

    @Test func controlPointXOutsideTheUnitIntervalIsClamped() {
        let function = CAMediaTimingFunction(controlPoints: -0.25, 0.5, 1.75, 0.5)
        #expect(controlPoint(function, 1) == [0, 0.5])
        #expect(controlPoint(function, 2) == [1, 0.5])
        #expect(Diagnostics.recentWarnings().contains { $0.contains("(-0.25, 0.5), (1.75, 0.5)") })
    }

    @Test func anUnknownNameFallsBackToTheDefault() {
        let function = CAMediaTimingFunction(name: CAMediaTimingFunctionName("bouncy"))
        #expect(function == CAMediaTimingFunction(name: .default))
        #expect(Diagnostics.recentWarnings().contains { $0.contains("\"bouncy\"") })
    }
}
