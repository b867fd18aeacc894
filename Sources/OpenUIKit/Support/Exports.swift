// `import UIKit` brings Foundation with it (CGFloat, CGRect, NSAttributedString, Bundle,
// Date, …), and code written for UIKit relies on that. `import OpenUIKit` does the same.
@_exported import Foundation
