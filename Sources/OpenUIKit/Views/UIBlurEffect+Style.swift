import Foundation

extension UIBlurEffect {
    /// The looks a blur effect has, with UIKit's numbers.
    ///
    /// What each draws is an approximation of what iOS draws, with the values named below:
    /// a Gaussian blur of the window behind (standard deviation in points), its colours
    /// saturated, and a grey laid over it (grey level and opacity, 0…1). The adaptive
    /// styles pick their light or dark look from the view's traits.
    public enum Style: Int, @unchecked Sendable {
        /// A nearly white, heavily frosted look (iOS 8).
        case extraLight = 0
        /// A light, lightly frosted look (iOS 8).
        case light = 1
        /// A dark look (iOS 8).
        case dark = 2
        /// Light in light mode and dark in dark mode (iOS 10).
        case regular = 4
        /// Like `regular`, more opaque (iOS 10).
        case prominent = 5
        /// The thinnest, most translucent system material (iOS 13), adaptive.
        case systemUltraThinMaterial = 6
        /// A thin system material, adaptive.
        case systemThinMaterial = 7
        /// The default system material, adaptive.
        case systemMaterial = 8
        /// A thick, nearly opaque system material, adaptive.
        case systemThickMaterial = 9
        /// The material of bars (navigation bars, toolbars), adaptive.
        case systemChromeMaterial = 10
        /// `systemUltraThinMaterial`, always light.
        case systemUltraThinMaterialLight = 11
        /// `systemThinMaterial`, always light.
        case systemThinMaterialLight = 12
        /// `systemMaterial`, always light.
        case systemMaterialLight = 13
        /// `systemThickMaterial`, always light.
        case systemThickMaterialLight = 14
        /// `systemChromeMaterial`, always light.
        case systemChromeMaterialLight = 15
        /// `systemUltraThinMaterial`, always dark.
        case systemUltraThinMaterialDark = 16
        /// `systemThinMaterial`, always dark.
        case systemThinMaterialDark = 17
        /// `systemMaterial`, always dark.
        case systemMaterialDark = 18
        /// `systemThickMaterial`, always dark.
        case systemThickMaterialDark = 19
        /// `systemChromeMaterial`, always dark.
        case systemChromeMaterialDark = 20
    }
}

extension UIBlurEffect.Style {
    /// Every style, in UIKit's order.
    static let all: [UIBlurEffect.Style] = (0...20).compactMap(UIBlurEffect.Style.init(rawValue:))

    /// The case's name, as Swift and Interface Builder's `style=` spell it.
    var name: String {
        switch self {
        case .extraLight: "extraLight"
        case .light: "light"
        case .dark: "dark"
        case .regular: "regular"
        case .prominent: "prominent"
        case .systemUltraThinMaterial: "systemUltraThinMaterial"
        case .systemThinMaterial: "systemThinMaterial"
        case .systemMaterial: "systemMaterial"
        case .systemThickMaterial: "systemThickMaterial"
        case .systemChromeMaterial: "systemChromeMaterial"
        case .systemUltraThinMaterialLight: "systemUltraThinMaterialLight"
        case .systemThinMaterialLight: "systemThinMaterialLight"
        case .systemMaterialLight: "systemMaterialLight"
        case .systemThickMaterialLight: "systemThickMaterialLight"
        case .systemChromeMaterialLight: "systemChromeMaterialLight"
        case .systemUltraThinMaterialDark: "systemUltraThinMaterialDark"
        case .systemThinMaterialDark: "systemThinMaterialDark"
        case .systemMaterialDark: "systemMaterialDark"
        case .systemThickMaterialDark: "systemThickMaterialDark"
        case .systemChromeMaterialDark: "systemChromeMaterialDark"
        }
    }

    // MARK: The looks

    /// How far iOS's bars and panels blur: the Gaussian's standard deviation, in points.
    static let standardBlurRadius: CGFloat = 15
    /// The thin materials blur less, which is most of what makes them thin, in points.
    static let thinBlurRadius: CGFloat = 10
    /// The saturation boost iOS's blurs give what shows through (1 leaves colours).
    static let saturation: CGFloat = 1.8
    /// The light looks' grey: white.
    static let lightGrey: CGFloat = 1
    /// The extra light and the light materials' grey, a touch below white.
    static let paleGrey: CGFloat = 0.97
    /// The dark looks' grey.
    static let darkGrey: CGFloat = 0.11

    /// Opacities of the grey laid over the blur (0…1), thinnest first.
    static let extraLightTintOpacity: CGFloat = 0.82
    static let lightTintOpacity: CGFloat = 0.30
    static let darkTintOpacity: CGFloat = 0.73
    static let prominentLightTintOpacity: CGFloat = 0.60
    static let prominentDarkTintOpacity: CGFloat = 0.82
    /// The materials' opacities in light appearance: ultra thin, thin, regular, thick, chrome.
    static let lightMaterialTintOpacities: [CGFloat] = [0.25, 0.45, 0.62, 0.80, 0.75]
    /// The same in dark appearance.
    static let darkMaterialTintOpacities: [CGFloat] = [0.35, 0.55, 0.70, 0.85, 0.78]

    /// What this style draws in the appearance `appearance` (unspecified counts as light).
    func backdrop(for appearance: UIUserInterfaceStyle) -> BackdropStyle {
        let dark = appearance == .dark
        typealias S = UIBlurEffect.Style
        func look(_ radius: CGFloat, grey: CGFloat, opacity: CGFloat) -> BackdropStyle {
            BackdropStyle(blurRadius: radius, saturation: S.saturation,
                          tint: CGColor(red: grey, green: grey, blue: grey, alpha: opacity))
        }
        func material(_ index: Int, dark isDark: Bool) -> BackdropStyle {
            let radius = index < 2 ? S.thinBlurRadius : S.standardBlurRadius
            return isDark ? look(radius, grey: S.darkGrey, opacity: S.darkMaterialTintOpacities[index])
                : look(radius, grey: S.paleGrey, opacity: S.lightMaterialTintOpacities[index])
        }
        switch self {
        case .extraLight: return look(S.standardBlurRadius, grey: S.paleGrey, opacity: S.extraLightTintOpacity)
        case .light: return look(S.standardBlurRadius, grey: S.lightGrey, opacity: S.lightTintOpacity)
        case .dark: return look(S.standardBlurRadius, grey: S.darkGrey, opacity: S.darkTintOpacity)
        case .regular: return dark ? S.dark.backdrop(for: appearance) : S.light.backdrop(for: appearance)
        case .prominent:
            return dark ? look(S.standardBlurRadius, grey: S.darkGrey, opacity: S.prominentDarkTintOpacity)
                : look(S.standardBlurRadius, grey: S.paleGrey, opacity: S.prominentLightTintOpacity)
        case .systemUltraThinMaterial: return material(0, dark: dark)
        case .systemThinMaterial: return material(1, dark: dark)
        case .systemMaterial: return material(2, dark: dark)
        case .systemThickMaterial: return material(3, dark: dark)
        case .systemChromeMaterial: return material(4, dark: dark)
        case .systemUltraThinMaterialLight: return material(0, dark: false)
        case .systemThinMaterialLight: return material(1, dark: false)
        case .systemMaterialLight: return material(2, dark: false)
        case .systemThickMaterialLight: return material(3, dark: false)
        case .systemChromeMaterialLight: return material(4, dark: false)
        case .systemUltraThinMaterialDark: return material(0, dark: true)
        case .systemThinMaterialDark: return material(1, dark: true)
        case .systemMaterialDark: return material(2, dark: true)
        case .systemThickMaterialDark: return material(3, dark: true)
        case .systemChromeMaterialDark: return material(4, dark: true)
        }
    }
}
