/// The Swift 4.2 SDK renames of UIKit, Foundation and QuartzCore names, as Xcode 10's
/// migrator applied them, for the names OpenUIKit has or will have: Swift 4 and 4.2 apps use
/// the old names, which OpenUIKit (following today's UIKit) does not declare.
///
/// Source: what Xcode 10's migrator ("Migrating to Swift 4.2", swift.org's migration guide)
/// rewrote, as Apple's iOS 12 SDK API differences list it: top-level enums and option sets
/// moved into the types they belong to, global constants became static members, and
/// notification names moved onto the classes that post them. The table was written from
/// those lists for the names UIKit apps commonly use, not generated from the migrator's
/// data, so it is not every rename; a missing one shows as a build error naming the old
/// name. Only names in code are renamed: the porter matches identifiers in type and
/// expression positions, never strings or comments.
enum SDKRenames {
    /// Top-level types that became nested types (or moved): `UIControlState` →
    /// `UIControl.State`. Also used for the Swift 3 attribute-name globals that the Swift 4
    /// migrator turned into `NSAttributedString.Key` members.
    static let types: [String: String] = [
        // UIKit: UIView and friends
        "UIViewAnimationOptions": "UIView.AnimationOptions",
        "UIViewAnimationCurve": "UIView.AnimationCurve",
        "UIViewAnimationTransition": "UIView.AnimationTransition",
        "UIViewKeyframeAnimationOptions": "UIView.KeyframeAnimationOptions",
        "UIViewContentMode": "UIView.ContentMode",
        "UIViewAutoresizing": "UIView.AutoresizingMask",
        "UIViewTintAdjustmentMode": "UIView.TintAdjustmentMode",
        "UILayoutConstraintAxis": "NSLayoutConstraint.Axis",
        "NSLayoutAttribute": "NSLayoutConstraint.Attribute",
        "NSLayoutRelation": "NSLayoutConstraint.Relation",
        "NSLayoutFormatOptions": "NSLayoutConstraint.FormatOptions",
        "UIStackViewDistribution": "UIStackView.Distribution",
        "UIStackViewAlignment": "UIStackView.Alignment",
        // Controls
        "UIControlState": "UIControl.State",
        "UIControlEvents": "UIControl.Event",
        "UIControlContentHorizontalAlignment": "UIControl.ContentHorizontalAlignment",
        "UIControlContentVerticalAlignment": "UIControl.ContentVerticalAlignment",
        "UIButtonType": "UIButton.ButtonType",
        "UIDatePickerMode": "UIDatePicker.Mode",
        "UIProgressViewStyle": "UIProgressView.Style",
        "UIActivityIndicatorViewStyle": "UIActivityIndicatorView.Style",
        "UITextBorderStyle": "UITextField.BorderStyle",
        "UITextFieldViewMode": "UITextField.ViewMode",
        "UISearchBarStyle": "UISearchBar.Style",
        "UISegmentedControlSegment": "UISegmentedControl.Segment",
        // Gestures, touches, events
        "UIGestureRecognizerState": "UIGestureRecognizer.State",
        "UISwipeGestureRecognizerDirection": "UISwipeGestureRecognizer.Direction",
        "UITouchPhase": "UITouch.Phase",
        "UITouchType": "UITouch.TouchType",
        "UIEventType": "UIEvent.EventType",
        "UIEventSubtype": "UIEvent.EventSubtype",
        // Text and images
        "UIFontTextStyle": "UIFont.TextStyle",
        "UIFontWeight": "UIFont.Weight",
        "UIFontDescriptorSymbolicTraits": "UIFontDescriptor.SymbolicTraits",
        "UIFontDescriptorAttributeName": "UIFontDescriptor.AttributeName",
        "UIFontDescriptorTraitKey": "UIFontDescriptor.TraitKey",
        "NSAttributedStringKey": "NSAttributedString.Key",
        "NSFontAttributeName": "NSAttributedString.Key.font",
        "NSForegroundColorAttributeName": "NSAttributedString.Key.foregroundColor",
        "NSBackgroundColorAttributeName": "NSAttributedString.Key.backgroundColor",
        "NSParagraphStyleAttributeName": "NSAttributedString.Key.paragraphStyle",
        "NSStrokeColorAttributeName": "NSAttributedString.Key.strokeColor",
        "NSStrokeWidthAttributeName": "NSAttributedString.Key.strokeWidth",
        "NSUnderlineStyleAttributeName": "NSAttributedString.Key.underlineStyle",
        "NSKernAttributeName": "NSAttributedString.Key.kern",
        "NSShadowAttributeName": "NSAttributedString.Key.shadow",
        "UIImageRenderingMode": "UIImage.RenderingMode",
        "UIImageOrientation": "UIImage.Orientation",
        "UIImageResizingMode": "UIImage.ResizingMode",
        // Application, windows, controllers
        "UIApplicationLaunchOptionsKey": "UIApplication.LaunchOptionsKey",
        "UIApplicationOpenURLOptionsKey": "UIApplication.OpenURLOptionsKey",
        "UIApplicationState": "UIApplication.State",
        "UIWindowLevel": "UIWindow.Level",
        "UIAlertControllerStyle": "UIAlertController.Style",
        "UIAlertActionStyle": "UIAlertAction.Style",
        "UINavigationControllerOperation": "UINavigationController.Operation",
        "UIBarButtonSystemItem": "UIBarButtonItem.SystemItem",
        "UIBarButtonItemStyle": "UIBarButtonItem.Style",
        "UITabBarSystemItem": "UITabBarItem.SystemItem",
        "UIPageViewControllerTransitionStyle": "UIPageViewController.TransitionStyle",
        "UIPageViewControllerNavigationOrientation": "UIPageViewController.NavigationOrientation",
        "UIPageViewControllerNavigationDirection": "UIPageViewController.NavigationDirection",
        "UISplitViewControllerDisplayMode": "UISplitViewController.DisplayMode",
        "UIBlurEffectStyle": "UIBlurEffect.Style",
        "UIPageViewControllerSpineLocation": "UIPageViewController.SpineLocation",
        "UIPageViewControllerOptionsKey": "UIPageViewController.OptionsKey",
        "UIPageViewControllerOptionSpineLocationKey": "UIPageViewController.OptionsKey.spineLocation",
        "UIPageViewControllerOptionInterPageSpacingKey": "UIPageViewController.OptionsKey.interPageSpacing",
        "UIActivityType": "UIActivity.ActivityType",
        "UIActivityCategory": "UIActivity.Category",
        "UIImpactFeedbackStyle": "UIImpactFeedbackGenerator.FeedbackStyle",
        "UINotificationFeedbackType": "UINotificationFeedbackGenerator.FeedbackType",
        "UIDocumentState": "UIDocument.State",
        "UIDocumentChangeKind": "UIDocument.ChangeKind",
        "UIDocumentSaveOperation": "UIDocument.SaveOperation",
        // Scroll, table and collection views
        "UIScrollViewIndicatorStyle": "UIScrollView.IndicatorStyle",
        "UIScrollViewKeyboardDismissMode": "UIScrollView.KeyboardDismissMode",
        "UITableViewStyle": "UITableView.Style",
        "UITableViewRowAnimation": "UITableView.RowAnimation",
        "UITableViewScrollPosition": "UITableView.ScrollPosition",
        "UITableViewCellStyle": "UITableViewCell.CellStyle",
        "UITableViewCellAccessoryType": "UITableViewCell.AccessoryType",
        "UITableViewCellSelectionStyle": "UITableViewCell.SelectionStyle",
        "UITableViewCellEditingStyle": "UITableViewCell.EditingStyle",
        "UITableViewCellSeparatorStyle": "UITableViewCell.SeparatorStyle",
        "UICollectionViewScrollDirection": "UICollectionView.ScrollDirection",
        "UICollectionViewScrollPosition": "UICollectionView.ScrollPosition",
        // QuartzCore's string constants became typed values
        "kCAFillModeForwards": "CAMediaTimingFillMode.forwards",
        "kCAFillModeBackwards": "CAMediaTimingFillMode.backwards",
        "kCAFillModeBoth": "CAMediaTimingFillMode.both",
        "kCAFillModeRemoved": "CAMediaTimingFillMode.removed",
        "kCAMediaTimingFunctionLinear": "CAMediaTimingFunctionName.linear",
        "kCAMediaTimingFunctionEaseIn": "CAMediaTimingFunctionName.easeIn",
        "kCAMediaTimingFunctionEaseOut": "CAMediaTimingFunctionName.easeOut",
        "kCAMediaTimingFunctionEaseInEaseOut": "CAMediaTimingFunctionName.easeInEaseOut",
        "kCAMediaTimingFunctionDefault": "CAMediaTimingFunctionName.default",
        "kCALineCapButt": "CAShapeLayerLineCap.butt",
        "kCALineCapRound": "CAShapeLayerLineCap.round",
        "kCALineCapSquare": "CAShapeLayerLineCap.square",
        "kCALineJoinMiter": "CAShapeLayerLineJoin.miter",
        "kCALineJoinRound": "CAShapeLayerLineJoin.round",
        "kCALineJoinBevel": "CAShapeLayerLineJoin.bevel",
        "kCAFillRuleNonZero": "CAShapeLayerFillRule.nonZero",
        "kCAFillRuleEvenOdd": "CAShapeLayerFillRule.evenOdd",
        "kCAGravityCenter": "CALayerContentsGravity.center",
        "kCAGravityResize": "CALayerContentsGravity.resize",
        "kCAGravityResizeAspect": "CALayerContentsGravity.resizeAspect",
        "kCAGravityResizeAspectFill": "CALayerContentsGravity.resizeAspectFill",
        "kCATransitionFade": "CATransitionType.fade",
        "kCATransitionPush": "CATransitionType.push",
        "kCATransitionMoveIn": "CATransitionType.moveIn",
        "kCATransitionReveal": "CATransitionType.reveal",
        "kCATransitionFromLeft": "CATransitionSubtype.fromLeft",
        "kCATransitionFromRight": "CATransitionSubtype.fromRight",
        "kCATransitionFromTop": "CATransitionSubtype.fromTop",
        "kCATransitionFromBottom": "CATransitionSubtype.fromBottom",
        // Global constants that became static members
        "UITableViewAutomaticDimension": "UITableView.automaticDimension",
        "UICollectionElementKindSectionHeader": "UICollectionView.elementKindSectionHeader",
        "UICollectionElementKindSectionFooter": "UICollectionView.elementKindSectionFooter",
        "UIViewNoIntrinsicMetric": "UIView.noIntrinsicMetric",
        "UILayoutFittingCompressedSize": "UIView.layoutFittingCompressedSize",
        "UILayoutFittingExpandedSize": "UIView.layoutFittingExpandedSize",
        "UIEdgeInsetsZero": "UIEdgeInsets.zero",
        "UIWindowLevelNormal": "UIWindow.Level.normal",
        "UIWindowLevelAlert": "UIWindow.Level.alert",
        "UIWindowLevelStatusBar": "UIWindow.Level.statusBar",
        "UISegmentedControlNoSegment": "UISegmentedControl.noSegment",
        "UIScrollViewDecelerationRateNormal": "UIScrollView.DecelerationRate.normal",
        "UIScrollViewDecelerationRateFast": "UIScrollView.DecelerationRate.fast",
        "UIApplicationOpenSettingsURLString": "UIApplication.openSettingsURLString",
        "UIBackgroundTaskInvalid": "UIBackgroundTaskIdentifier.invalid",
        "UIKeyboardFrameBeginUserInfoKey": "UIResponder.keyboardFrameBeginUserInfoKey",
        "UIKeyboardFrameEndUserInfoKey": "UIResponder.keyboardFrameEndUserInfoKey",
        "UIKeyboardAnimationDurationUserInfoKey": "UIResponder.keyboardAnimationDurationUserInfoKey",
        "UIKeyboardAnimationCurveUserInfoKey": "UIResponder.keyboardAnimationCurveUserInfoKey",
        "UIKeyboardIsLocalUserInfoKey": "UIResponder.keyboardIsLocalUserInfoKey",
    ]

    /// Notification names that moved from `NSNotification.Name` onto the class that posts
    /// them: `.UIKeyboardWillShow` and `NSNotification.Name.UIKeyboardWillShow` →
    /// `UIResponder.keyboardWillShowNotification`.
    static let notificationNames: [String: String] = [
        "UIKeyboardWillShow": "UIResponder.keyboardWillShowNotification",
        "UIKeyboardDidShow": "UIResponder.keyboardDidShowNotification",
        "UIKeyboardWillHide": "UIResponder.keyboardWillHideNotification",
        "UIKeyboardDidHide": "UIResponder.keyboardDidHideNotification",
        "UIKeyboardWillChangeFrame": "UIResponder.keyboardWillChangeFrameNotification",
        "UIKeyboardDidChangeFrame": "UIResponder.keyboardDidChangeFrameNotification",
        "UIApplicationDidFinishLaunching": "UIApplication.didFinishLaunchingNotification",
        "UIApplicationDidBecomeActive": "UIApplication.didBecomeActiveNotification",
        "UIApplicationWillResignActive": "UIApplication.willResignActiveNotification",
        "UIApplicationDidEnterBackground": "UIApplication.didEnterBackgroundNotification",
        "UIApplicationWillEnterForeground": "UIApplication.willEnterForegroundNotification",
        "UIApplicationWillTerminate": "UIApplication.willTerminateNotification",
        "UIApplicationDidReceiveMemoryWarning": "UIApplication.didReceiveMemoryWarningNotification",
        "UIApplicationSignificantTimeChange": "UIApplication.significantTimeChangeNotification",
        "UIDeviceOrientationDidChange": "UIDevice.orientationDidChangeNotification",
        "UIContentSizeCategoryDidChange": "UIContentSizeCategory.didChangeNotification",
        "UITextFieldTextDidBeginEditing": "UITextField.textDidBeginEditingNotification",
        "UITextFieldTextDidChange": "UITextField.textDidChangeNotification",
        "UITextFieldTextDidEndEditing": "UITextField.textDidEndEditingNotification",
        "UITextViewTextDidBeginEditing": "UITextView.textDidBeginEditingNotification",
        "UITextViewTextDidChange": "UITextView.textDidChangeNotification",
        "UITextViewTextDidEndEditing": "UITextView.textDidEndEditingNotification",
        "UIWindowDidBecomeKey": "UIWindow.didBecomeKeyNotification",
        "UIWindowDidResignKey": "UIWindow.didResignKeyNotification",
        "UIWindowDidBecomeVisible": "UIWindow.didBecomeVisibleNotification",
        "UIWindowDidBecomeHidden": "UIWindow.didBecomeHiddenNotification",
        "UIDocumentStateChanged": "UIDocument.stateChangedNotification",
    ]

    /// The types a notification name may be written on, before Swift 4.2.
    static let notificationNameBases: Set<String> = ["NSNotification.Name", "Notification.Name"]

    /// Methods and properties renamed without a change of arguments.
    /// Swift 4's `String.characters` view, unavailable since Swift 5 made `String` the
    /// collection of its characters (SE-0163): `name.characters.count` → `name.count`. The
    /// porter drops the member access, unless the app declares a property of that name
    /// itself (then the access may be its own, and is left alone).
    static let removedStringViews: Set<String> = ["characters"]

    static let members: [String: String] = [
        "addChildViewController": "addChild",
        "removeFromParentViewController": "removeFromParent",
        "childViewControllers": "children",
    ]

    /// Methods whose first argument label changed (and maybe their base name):
    /// `bringSubview(toFront:)` → `bringSubviewToFront(_:)`.
    struct LabelRename: Sendable {
        var name: String
        var label: String
        var newName: String
        /// The new label; nil for none (`_`).
        var newLabel: String?
    }

    static let labels: [LabelRename] = [
        LabelRename(name: "bringSubview", label: "toFront", newName: "bringSubviewToFront", newLabel: nil),
        LabelRename(name: "sendSubview", label: "toBack", newName: "sendSubviewToBack", newLabel: nil),
        LabelRename(name: "willMove", label: "toParentViewController", newName: "willMove", newLabel: "toParent"),
        LabelRename(name: "didMove", label: "toParentViewController", newName: "didMove", newLabel: "toParent"),
    ]

    /// Global functions that became initializers or methods.
    enum FunctionRewrite: Sendable {
        /// `F(a, b, …)` → `Type(label1: a, label2: b, …)`.
        case initializer(type: String, labels: [String])
        /// `F(receiver, a, …)` → `receiver.method(label1: a, …)`; a nil label is `_`.
        case method(name: String, labels: [String?])
    }

    static let functions: [String: FunctionRewrite] = [
        "UIEdgeInsetsMake": .initializer(type: "UIEdgeInsets", labels: ["top", "left", "bottom", "right"]),
        "UIOffsetMake": .initializer(type: "UIOffset", labels: ["horizontal", "vertical"]),
        "UIImagePNGRepresentation": .method(name: "pngData", labels: []),
        "UIImageJPEGRepresentation": .method(name: "jpegData", labels: ["compressionQuality"]),
        "UIEdgeInsetsInsetRect": .method(name: "inset", labels: ["by"]),
    ]
}
