/// A view class marked `@IBDesignable`: the storyboard canvas (`openuikit-port preview`)
/// makes its instances as themselves and calls ``UIView/prepareForInterfaceBuilder()`` on
/// each once the inspector's values are set, before it is first drawn, as Interface
/// Builder's canvas does.
///
/// Swift on Linux has no attribute that survives compilation, so `openuikit-port` replaces
/// the `@IBDesignable` it removes with an empty extension adopting this protocol:
///
/// ```swift
/// extension FaceView: InterfaceBuilderDesignable {}
/// ```
///
/// Subclasses of a designable class are designable too, as in Interface Builder.
@preconcurrency @MainActor
public protocol InterfaceBuilderDesignable: UIView {}
