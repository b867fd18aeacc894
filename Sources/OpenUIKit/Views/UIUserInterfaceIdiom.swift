import Foundation

/// The kind of device an interface is designed for, with UIKit's raw values.
///
/// Every OpenUIKit window reports `.pad`. A Linux window is resizable, often large, and may be
/// driven by touch, which is what an iPad app in Split View or Stage Manager faces; it is also
/// what Apple's own port of UIKit to the desktop (Mac Catalyst, "Scale Interface to Match
/// iPad") reports. `.mac` would promise Mac-sized controls at 1 point per pixel and `.phone` a
/// narrow screen, and code branching on the idiom would choose the wrong layout from either.
public enum UIUserInterfaceIdiom: Int, Hashable, Sendable, CustomStringConvertible {
    case unspecified = -1
    case phone = 0
    case pad = 1
    case tv = 2
    case carPlay = 3
    case mac = 5
    case vision = 6

    public var description: String {
        switch self {
        case .unspecified: "unspecified"
        case .phone: "phone"
        case .pad: "pad"
        case .tv: "tv"
        case .carPlay: "carPlay"
        case .mac: "mac"
        case .vision: "vision"
        }
    }
}
