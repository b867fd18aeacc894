import Foundation

/// One key path Core Animation animates on a layer (`"position"`, `"bounds.size.width"`,
/// `"transform.rotation.z"`, …): what kind of value it takes, and how to read and write it in
/// a `LayerState`.
///
/// The table holds `CALayer`'s own keys. **Subclasses' keys** (a shape layer's `strokeEnd`,
/// a gradient's `colors`) are added with ``register(_:)``: give the key a `layerType`
/// predicate (`{ $0 is CAShapeLayer }`) and read and write closures over the `LayerState`
/// field that holds the value, so the compositor sees the presentation. Lookups
/// (``key(named:for:)``) check registered keys first, then the table.
@MainActor
struct LayerAnimatableKey {
    /// The kinds of value a key takes, which decide what `fromValue`/`toValue`/`values`
    /// forms are accepted.
    enum Kind {
        /// A number: `NSNumber`, `Double`, `CGFloat`, `Float`, `Int`.
        case scalar
        /// A `CGPoint`.
        case point
        /// A `CGSize`.
        case size
        /// A `CGRect`.
        case rect
        /// A `CGColor`.
        case color
        /// A `CATransform3D` (a `CGAffineTransform` is taken too).
        case transform
        /// A `CGPath` (a shape layer's `path`).
        case path
        /// An array of `CGColor` (a gradient layer's `colors`), interpolated colour by colour
        /// when both ends have as many.
        case colors
        /// An array of numbers (a gradient layer's `locations`).
        case numbers
    }

    /// The key path, as Core Animation spells it.
    let name: String
    let kind: Kind
    /// Which layers have it (all, for `CALayer`'s own keys).
    var layerType: (CALayer) -> Bool = { _ in true }
    let read: (LayerState) -> AnimatedValue
    let write: (inout LayerState, AnimatedValue) -> Void

    // MARK: Lookup

    /// Keys registered by layer subclasses, by name.
    fileprivate static var registered: [String: [LayerAnimatableKey]] = [:]

    /// Adds a key for the layers `key.layerType` accepts (the hook for layer subclasses).
    static func register(_ key: LayerAnimatableKey) {
        registered[key.name, default: []].append(key)
    }

    /// The key `name` names on `layer`; nil (and one warning naming it) for a key path that
    /// does not animate.
    static func key(named name: String, for layer: CALayer) -> LayerAnimatableKey? {
        if let key = registered[name]?.last(where: { $0.layerType(layer) }) ?? table[name] { return key }
        Diagnostics.warn("CALayer cannot animate the key path \"\(name)\": the animation changes nothing",
                         once: "CAAnimation.keyPath.\(name)")
        return nil
    }

    /// `CALayer`'s animatable key paths.
    fileprivate static let table: [String: LayerAnimatableKey] = {
        var keys: [LayerAnimatableKey] = [
            scalar("opacity", \.opacity, clamp: 0...1),
            scalar("cornerRadius", \.cornerRadius, clamp: 0...CGFloat.greatestFiniteMagnitude),
            scalar("borderWidth", \.borderWidth, clamp: 0...CGFloat.greatestFiniteMagnitude),
            scalar("shadowOpacity", \.shadowOpacity, clamp: 0...1),
            scalar("shadowRadius", \.shadowRadius, clamp: 0...CGFloat.greatestFiniteMagnitude),
            color("backgroundColor", \.backgroundColor),
            color("borderColor", \.borderColor),
            color("shadowColor", \.shadowColor),
            LayerAnimatableKey(name: "shadowOffset", kind: .size,
                               read: { .size($0.shadowOffset) }, write: { $0.shadowOffset = $1.size }),
            LayerAnimatableKey(name: "position", kind: .point,
                               read: { .point($0.position) }, write: { $0.position = $1.point }),
            scalar("position.x", \.position.x),
            scalar("position.y", \.position.y),
            LayerAnimatableKey(name: "anchorPoint", kind: .point,
                               read: { .point($0.anchorPoint) }, write: { $0.anchorPoint = $1.point }),
            scalar("anchorPointZ", \.anchorPointZ),
            scalar("zPosition", \.zPosition),
            LayerAnimatableKey(name: "bounds", kind: .rect,
                               read: { .rect($0.bounds) }, write: { $0.bounds = $1.rect }),
            LayerAnimatableKey(name: "bounds.size", kind: .size,
                               read: { .size($0.bounds.size) }, write: { $0.bounds.size = $1.size }),
            LayerAnimatableKey(name: "bounds.origin", kind: .point,
                               read: { .point($0.bounds.origin) }, write: { $0.bounds.origin = $1.point }),
            scalar("bounds.size.width", \.bounds.size.width, clamp: 0...CGFloat.greatestFiniteMagnitude),
            scalar("bounds.size.height", \.bounds.size.height, clamp: 0...CGFloat.greatestFiniteMagnitude),
            scalar("bounds.origin.x", \.bounds.origin.x),
            scalar("bounds.origin.y", \.bounds.origin.y),
            LayerAnimatableKey(name: "transform", kind: .transform,
                               read: { $0.nonAffineTransform.map(AnimatedValue.transform3D) ?? .transform($0.transform) },
                               write: { state, value in
                                   switch value {
                                   case .transform(let t) where t.isFinite: state.transform = t
                                   case .transform3D(let t) where t.isFinite: state.transform3D = t
                                   default: break
                                   }
                               }),
            LayerAnimatableKey(name: "sublayerTransform", kind: .transform,
                               read: { .transformValue($0.sublayerTransformValue) },
                               write: { state, value in
                                   if let t = value.transform3DValue, t.isFinite { state.sublayerTransformValue = t }
                               }),
            transformPart("transform.rotation.z", { [$0.angle] }, { $0.angle = $1[0] },
                          spatial: { [$0.eulerAngles.z] }, { $0.eulerAngles.z = $1[0] }),
            transformPart("transform.rotation", { [$0.angle] }, { $0.angle = $1[0] },
                          spatial: { [$0.eulerAngles.z] }, { $0.eulerAngles.z = $1[0] }),
            transformPart("transform.rotation.x", nil, nil, spatial: { [$0.eulerAngles.x] }, { $0.eulerAngles.x = $1[0] }),
            transformPart("transform.rotation.y", nil, nil, spatial: { [$0.eulerAngles.y] }, { $0.eulerAngles.y = $1[0] }),
            transformPart("transform.scale", { [($0.scaleX + $0.scaleY) / 2] }, { $0.scaleX = $1[0]; $0.scaleY = $1[0] },
                          spatial: { [($0.scale.x + $0.scale.y + $0.scale.z) / 3] },
                          { $0.scale = ($1[0], $1[0], $1[0]) }),
            transformPart("transform.scale.x", { [$0.scaleX] }, { $0.scaleX = $1[0] },
                          spatial: { [$0.scale.x] }, { $0.scale.x = $1[0] }),
            transformPart("transform.scale.y", { [$0.scaleY] }, { $0.scaleY = $1[0] },
                          spatial: { [$0.scale.y] }, { $0.scale.y = $1[0] }),
            transformPart("transform.scale.z", nil, nil, spatial: { [$0.scale.z] }, { $0.scale.z = $1[0] }),
            transformPart("transform.translation.x", { [Double($0.translation.x)] }, { $0.translation.x = CGFloat($1[0]) },
                          spatial: { [$0.translation.x] }, { $0.translation.x = $1[0] }),
            transformPart("transform.translation.y", { [Double($0.translation.y)] }, { $0.translation.y = CGFloat($1[0]) },
                          spatial: { [$0.translation.y] }, { $0.translation.y = $1[0] }),
            transformPart("transform.translation.z", nil, nil, spatial: { [$0.translation.z] }, { $0.translation.z = $1[0] }),
        ]
        var translation = transformPart("transform.translation", { [Double($0.translation.x), Double($0.translation.y)] },
                                        { $0.translation = CGPoint(x: $1[0], y: $1[1]) },
                                        spatial: { [$0.translation.x, $0.translation.y] },
                                        { $0.translation.x = $1[0]; $0.translation.y = $1[1] })
        translation = LayerAnimatableKey(name: translation.name, kind: .size,
                                         read: translation.read, write: translation.write)
        keys.append(translation)
        return Dictionary(uniqueKeysWithValues: keys.map { ($0.name, $0) })
    }()

    /// A number at `keyPath`, kept within `range`; for the layers `layerType` accepts (all
    /// by default).
    static func scalar(_ name: String, _ keyPath: WritableKeyPath<LayerState, CGFloat>,
                       clamp range: ClosedRange<CGFloat> = -CGFloat.greatestFiniteMagnitude...CGFloat.greatestFiniteMagnitude,
                       layerType: @escaping (CALayer) -> Bool = { _ in true }) -> LayerAnimatableKey {
        LayerAnimatableKey(name: name, kind: .scalar, layerType: layerType,
                           read: { .vector([Double($0[keyPath: keyPath])]) },
                           write: { state, value in
                               guard case .vector(let c) = value, c.count == 1, c[0].isFinite else { return }
                               state[keyPath: keyPath] = Swift.min(range.upperBound, Swift.max(range.lowerBound, CGFloat(c[0])))
                           })
    }

    /// A colour at `keyPath`, animated component by component; for the layers `layerType`
    /// accepts (all by default).
    static func color(_ name: String, _ keyPath: WritableKeyPath<LayerState, CGColor?>,
                      layerType: @escaping (CALayer) -> Bool = { _ in true }) -> LayerAnimatableKey {
        LayerAnimatableKey(name: name, kind: .color, layerType: layerType,
                           read: { state in
                               // No colour animates as clear, so a fade in does not pass through black.
                               let color = state[keyPath: keyPath] ?? CGColor(red: 0, green: 0, blue: 0, alpha: 0)
                               return .vector(color.components.map { Double($0) })
                           },
                           write: { state, value in
                               guard case .vector(let c) = value, c.count == 4 else { return }
                               let unit = c.map { CGFloat(Swift.min(1, Swift.max(0, $0.isFinite ? $0 : 0))) }
                               state[keyPath: keyPath] = CGColor(red: unit[0], green: unit[1], blue: unit[2], alpha: unit[3])
                           })
    }

    /// A part of the transform, as Core Animation's transform key paths name them: the
    /// transform is decomposed (translation, rotation, scale), the part replaced, and the
    /// transform recomposed, so `transform.rotation.z` from 0 to 2π turns a full circle. An
    /// affine transform goes through its plane decomposition (`get`, `set`) when the key
    /// has one, so the plane's animations are unchanged; a 3D one, or a key with no plane
    /// meaning (`transform.rotation.y`), through `CATransform3D.Decomposed` (`spatialGet`,
    /// `spatialSet`), which keeps the transform's perspective: `transform.rotation.y` on a
    /// layer whose transform has `m34` set turns it in that perspective.
    private static func transformPart(_ name: String, _ get: ((CGAffineTransform.Decomposed) -> [Double])?,
                                      _ set: ((inout CGAffineTransform.Decomposed, [Double]) -> Void)?,
                                      spatial spatialGet: @escaping (CATransform3D.Decomposed) -> [Double],
                                      _ spatialSet: @escaping (inout CATransform3D.Decomposed, [Double]) -> Void) -> LayerAnimatableKey {
        func isPlanar(_ state: LayerState) -> Bool { state.nonAffineTransform == nil && get != nil }
        return LayerAnimatableKey(name: name, kind: .scalar,
                           read: { state in
                               if isPlanar(state), let get { return .vector(get(CGAffineTransform.Decomposed(state.transform))) }
                               return .vector(CATransform3D.Decomposed(state.transform3D).map(spatialGet) ?? [])
                           },
                           write: { state, value in
                               guard case .vector(let c) = value, c.allSatisfy(\.isFinite) else { return }
                               if isPlanar(state), let get, let set {
                                   guard c.count == get(CGAffineTransform.Decomposed(state.transform)).count else { return }
                                   var parts = CGAffineTransform.Decomposed(state.transform)
                                   set(&parts, c)
                                   state.transform = parts.recomposed
                                   return
                               }
                               guard var parts = CATransform3D.Decomposed(state.transform3D), c.count == spatialGet(parts).count else { return }
                               spatialSet(&parts, c)
                               let t = parts.recomposed
                               if t.isFinite { state.transform3D = t }
                           })
    }

    // MARK: Values

    /// `value` as this key's kind of value; nil (with one warning naming the key path) for a
    /// form it does not take.
    func parse(_ value: Any?, role: String) -> AnimatedValue? {
        guard let value else { return nil }
        if let parsed = LayerAnimatableKey.parse(value, as: kind) {
            if case .vector(let c) = parsed, !c.allSatisfy(\.isFinite) {
                Diagnostics.warn("the \(role) of an animation of \"\(name)\" is not finite; it is ignored",
                                 once: "CAAnimation.value.\(name).\(role).nonFinite")
                return nil
            }
            return parsed
        }
        Diagnostics.warn("the \(role) of an animation of \"\(name)\" is a \(type(of: value)), which that key path does not take; it is ignored",
                         once: "CAAnimation.value.\(name).\(role).\(type(of: value))")
        return nil
    }

    /// The numbers of an `NSValue` box of `count` doubles (`NSValue(cgPoint:)` and its kin);
    /// nil for anything else, numbers (which Foundation also boxes as values) included.
    private static func boxedNumbers(_ value: Any, count: Int) -> [Double]? {
        guard !(value is NSNumber), let boxed = value as? NSValue, String(cString: boxed.objCType) == "[\(count)d]" else { return nil }
        return boxed.geometryNumbers(count: count, as: "animation value")
    }

    static func parse(_ value: Any, as kind: Kind) -> AnimatedValue? {
        switch kind {
        case .scalar:
            if let x = value as? Double { return .vector([x]) }
            if let x = value as? CGFloat { return .vector([Double(x)]) }
            if let x = value as? Float { return .vector([Double(x)]) }
            if let x = value as? Int { return .vector([Double(x)]) }
            if let x = value as? NSNumber { return .vector([x.doubleValue]) }
            return nil
        // UIKit code boxes geometry in `NSValue` (`NSValue(cgPoint:)`, `NSValue(caTransform3D:)`).
        case .point:
            if let n = boxedNumbers(value, count: 2) { return .point(CGPoint(x: n[0], y: n[1])) }
            return (value as? CGPoint).map(AnimatedValue.point)
        case .size:
            if let n = boxedNumbers(value, count: 2) { return .size(CGSize(width: n[0], height: n[1])) }
            return (value as? CGSize).map(AnimatedValue.size)
        case .rect:
            if let n = boxedNumbers(value, count: 4) { return .rect(CGRect(x: n[0], y: n[1], width: n[2], height: n[3])) }
            return (value as? CGRect).map(AnimatedValue.rect)
        case .color:
            guard let color = value as? CGColor else { return nil }
            return .vector(color.components.map { Double($0) })
        case .transform:
            if boxedNumbers(value, count: 6) != nil, let boxed = value as? NSValue { return .transform(boxed.cgAffineTransformValue) }
            let unboxed = boxedNumbers(value, count: 16) != nil ? (value as? NSValue)?.caTransform3DValue as Any : value
            if let t = unboxed as? CATransform3D { return t.isFinite ? .transformValue(t) : nil }
            return (value as? CGAffineTransform).map(AnimatedValue.transform)
        case .path:
            return (value as? CGPath).map(AnimatedValue.path)
        case .colors:
            guard let array = value as? [Any] else { return nil }
            var components: [Double] = []
            for item in array {
                guard let color = LayerAnimatableKey.parse(item, as: .color), case .vector(let c) = color else { return nil }
                components += c
            }
            return .vector(components)
        case .numbers:
            guard let array = value as? [Any] else { return nil }
            var numbers: [Double] = []
            for item in array {
                guard let number = LayerAnimatableKey.parse(item, as: .scalar), case .vector(let c) = number else { return nil }
                numbers += c
            }
            return .vector(numbers)
        }
    }

    /// `value` in the form Core Animation hands out for this key (`NSNumber`, `CGPoint`,
    /// `CGSize`, `CGRect`, `CGColor`, `CATransform3D`).
    func box(_ value: AnimatedValue) -> Any {
        switch (kind, value) {
        case let (.scalar, .vector(c)) where c.count == 1: return NSNumber(value: c[0])
        case (.point, _): return value.point
        case (.size, _): return value.size
        case (.rect, _): return value.rect
        case let (.color, .vector(c)) where c.count == 4:
            return CGColor(red: CGFloat(c[0]), green: CGFloat(c[1]), blue: CGFloat(c[2]), alpha: CGFloat(c[3]))
        case let (_, .transform(t)): return CATransform3DMakeAffineTransform(t)
        case let (_, .transform3D(t)): return t
        case let (.path, .path(p)): return p
        case let (.colors, .vector(c)):
            return AnimatedValue.colors(fromComponents: c)
        case let (.numbers, .vector(c)): return c.map { NSNumber(value: $0) }
        default: return value
        }
    }
}

extension AnimatedValue {
    /// The colours whose RGBA components follow one another in `c` (clamped to 0…1).
    static func colors(fromComponents c: [Double]) -> [CGColor] {
        stride(from: 0, to: c.count - c.count % 4, by: 4).map { i in
            let unit = c[i..<(i + 4)].map { CGFloat(Swift.min(1, Swift.max(0, $0.isFinite ? $0 : 0))) }
            return CGColor(red: unit[0], green: unit[1], blue: unit[2], alpha: unit[3])
        }
    }

    static func point(_ p: CGPoint) -> AnimatedValue { .vector([Double(p.x), Double(p.y)]) }
    static func size(_ s: CGSize) -> AnimatedValue { .vector([Double(s.width), Double(s.height)]) }
    static func rect(_ r: CGRect) -> AnimatedValue {
        .vector([Double(r.origin.x), Double(r.origin.y), Double(r.size.width), Double(r.size.height)])
    }

    /// The components as a point (zero when they are not two finite numbers).
    var point: CGPoint {
        guard case .vector(let c) = self, c.count == 2, c.allSatisfy(\.isFinite) else { return .zero }
        return CGPoint(x: c[0], y: c[1])
    }

    var size: CGSize {
        let p = point
        return CGSize(width: p.x, height: p.y)
    }

    var rect: CGRect {
        guard case .vector(let c) = self, c.count == 4, c.allSatisfy(\.isFinite) else { return .zero }
        return CGRect(x: c[0], y: c[1], width: c[2], height: c[3])
    }
}

extension LayerAnimatableKey {
    /// Whether `name` is one of `CALayer`'s animatable key paths (or a registered one), asked
    /// without a warning.
    static func isAnimatable(_ name: String) -> Bool {
        table[name] != nil || registered[name] != nil
    }
}
