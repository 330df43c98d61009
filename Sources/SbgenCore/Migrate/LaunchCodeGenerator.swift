import IBModel

/// Generates the code that does what UIKit did implicitly at launch from an `Info.plist`'s main
/// storyboard or main nib: create the window, build the initial controller, make it the root, show it.
public enum LaunchCodeGenerator {
    /// The launch plans and the diagnostics (keys that could not be replaced).
    public struct Output: Sendable, Equatable {
        public var plans: [LaunchPlan]
        public var diagnostics: [Diagnostic]
        /// True when every launch key found is replaced by generated code (then the keys are removed).
        public var complete: Bool
        /// Per IB file (project-relative path), the elements the launch code builds: a main nib's
        /// window, controllers and outlets, a macOS main menu's items and actions.
        public var emitted: [String: EmittedElements] = [:]
    }

    /// - Parameters:
    ///   - keys: the plist's launch keys.
    ///   - plist: the plist's project-relative path.
    ///   - near: where storyboards are looked up from (nil: `plist`); a target's folder when its
    ///     keys are build settings.
    ///   - index: the project's storyboards.
    ///   - mainNib: the parsed `NSMainNibFile` xib, when there is one.
    ///   - windowFunctions: a macOS main nib's window id → the view code function that builds it.
    ///   - targets: the deployment targets: below iOS 13 the scene code is marked `@available(iOS 13.0, *)`.
    ///   - sources: what the project's sources declare (``LaunchSourceFacts``).
    public static func generate(
        keys: InfoPlistEditor.LaunchKeys, plist: String, near: String? = nil, index: FlowIndex, mainNib: IBDocument?,
        macStoryboard: IBDocument? = nil, targets: DeploymentTargets = DeploymentTargets(),
        windowFunctions: [String: String] = [:], sources: LaunchSourceFacts = LaunchSourceFacts()
    ) -> Output {
        var output = Output(plans: [], diagnostics: [], complete: true)
        let location = SourceLocation(file: plist, line: 1, column: 1)
        let target = targets[.iOS]
        func initial(_ storyboard: String) -> String? {
            guard let entry = index.storyboard(named: storyboard, near: near ?? plist), entry.initialControllerID != nil
            else {
                output.diagnostics.append(
                    .warning(
                        "the main storyboard '\(storyboard)' has no initial view controller or was not found",
                        at: location))
                output.complete = false
                return nil
            }
            return "\(entry.enumName).makeInitialViewController()"
        }
        if let scene = keys.sceneStoryboards.first, let root = initial(scene.storyboard) {
            let delegate = scene.delegateClass ?? "SceneDelegate"
            // `UIWindowScene` is iOS 13: below it the scene delegate is iOS 13 code already.
            let scenes = sceneLaunchIntroduced
            output.plans.append(
                LaunchPlan(
                    kind: .scene, source: plist, typeName: delegate,
                    attributes: target.allows(scenes)
                        ? [] : ["@available(\(target.platform.availabilityName) \(scenes), *)"],
                    functions: [
                        FlowFunction(
                            comments: [
                                "Does what UIKit did for `UISceneStoryboardFile` = \(scene.storyboard) in \(plist).",
                                "Call it from `scene(_:willConnectTo:options:)`:",
                                "`guard let windowScene = scene as? UIWindowScene else { return }`",
                                "`sbgenInstallWindow(in: windowScene)`",
                            ],
                            signature: "func sbgenInstallWindow(in windowScene: UIWindowScene)",
                            body: [
                                "let window = UIWindow(windowScene: windowScene)",
                                "window.rootViewController = \(root)",
                                "self.window = window", "window.makeKeyAndVisible()",
                            ])
                    ]))
            if keys.sceneStoryboards.count > 1 {
                output.diagnostics.append(
                    .warning(
                        "only the first scene configuration's storyboard is converted; \(keys.sceneStoryboards.count - 1) more",
                        at: location))
                output.complete = false
            }
        } else if let storyboard = keys.mainStoryboard, !keys.usesScenes || keys.sceneStoryboards.isEmpty,
            let root = initial(storyboard)
        {
            var body = [
                "let window = UIWindow(frame: UIScreen.main.bounds)", "window.rootViewController = \(root)",
                "self.window = window", "window.makeKeyAndVisible()",
            ]
            var comments = ["Does what UIKit did for `UIMainStoryboardFile` = \(storyboard) in \(plist)."]
            if let pad = keys.mainStoryboardPad, pad != storyboard, let padRoot = initial(pad) {
                // UIKit used the `~ipad` storyboard on iPad and the plain one elsewhere.
                comments[0] =
                    "Does what UIKit did for `UIMainStoryboardFile` = \(storyboard) and "
                    + "`UIMainStoryboardFile~ipad` = \(pad) in \(plist)."
                body.replaceSubrange(
                    1...1,
                    with: [
                        "if UIDevice.current.userInterfaceIdiom == .pad {",
                        "    window.rootViewController = \(padRoot)", "} else {",
                        "    window.rootViewController = \(root)", "}",
                    ])
            }
            comments.append("Call it first in `application(_:didFinishLaunchingWithOptions:)`.")
            windowWithoutScene(target, location: location, into: &output.diagnostics)
            output.plans.append(
                LaunchPlan(
                    kind: .appDelegate, source: plist, typeName: "AppDelegate",
                    attributes: windowWithoutSceneDeprecation,
                    functions: [
                        FlowFunction(
                            comments: comments, signature: "func sbgenInstallWindow()", body: body)
                    ]))
        }
        if let nib = keys.mainNib {
            if let mainNib, mainNib.platform == .macOS {
                let (plan, diagnostics) = MacLaunch.mainMenuPlan(
                    mainNib, plist: plist, emitted: &output.emitted[mainNib.path, default: EmittedElements()],
                    target: targets[.macOS], windowFunctions: windowFunctions, principalClass: keys.principalClass,
                    sources: sources)
                output.diagnostics += diagnostics
                if let plan { output.plans.append(plan) } else { output.complete = false }
            } else if let mainNib, NibResolver.role(of: mainNib) == .mainNib {
                let (plan, diagnostics) = MainNibLaunch.plan(
                    mainNib, plist: plist, emitted: &output.emitted[mainNib.path, default: EmittedElements()])
                output.diagnostics += diagnostics
                if plan != nil { windowWithoutScene(target, location: location, into: &output.diagnostics) }
                if let plan { output.plans.append(plan) } else { output.complete = false }
            } else {
                let why =
                    mainNib == nil
                    ? "no xib of that name found in the project"
                    : "its File's Owner is not UIApplication or NSApplication, so it is not a main nib"
                output.diagnostics.append(.warning("NSMainNibFile '\(nib)': \(why); not converted", at: location))
                output.complete = false
            }
        }
        for key in keys.notStrings {
            output.diagnostics.append(.warning("\(key): the value is not a string; not converted", at: location))
            output.complete = false
        }
        // UIKit reads `~ipad` keys only on iPad, in place of the plain key: alone, nothing replaces them.
        if let pad = keys.mainStoryboardPad, keys.mainStoryboard == nil {
            output.diagnostics.append(
                .warning(
                    "UIMainStoryboardFile~ipad '\(pad)' without UIMainStoryboardFile is not converted", at: location))
            output.complete = false
        }
        if let pad = keys.mainNibPad {
            output.diagnostics.append(.warning("NSMainNibFile~ipad '\(pad)' is not converted", at: location))
            output.complete = false
        }
        if let storyboard = keys.macMainStoryboard {
            let (plan, diagnostics) =
                macStoryboard.map {
                    MacLaunch.storyboardPlan(
                        $0, plist: plist, emitted: &output.emitted[$0.path, default: EmittedElements()],
                        target: targets[.macOS], principalClass: keys.principalClass, sources: sources)
                }
                ?? (nil, [.warning("NSMainStoryboardFile: the storyboard '\(storyboard)' was not found", at: location)])
            output.diagnostics += diagnostics
            if let plan { output.plans.append(plan) } else { output.complete = false }
        }
        return output
    }

    /// `UIWindowScene` and `UIWindow(windowScene:)`.
    static let sceneLaunchIntroduced = OSVersion(13)

    /// `UIWindow(frame:)` and `UIScreen.main` are deprecated in iOS 26 and tvOS 26 (UIWindow.h,
    /// UIScreen.h) with no replacement for an app without scenes: the window code keeps them and is
    /// itself marked deprecated, so the warning appears where the app calls it, not in generated
    /// code (Swift does not warn inside a deprecated declaration).
    static let windowWithoutSceneDeprecation = ["iOS", "tvOS"].map {
        "@available(\($0), deprecated: 26.0, message: \"UIWindow(frame:) and UIScreen.main are deprecated in \($0) 26: "
            + "adopt the scene life cycle (UIApplicationSceneManifest) and create the window with UIWindow(windowScene:)\")"
    }

    /// At an iOS 26 target, a note (a manual step) that the app has to adopt scenes: the call of the
    /// window code warns.
    static func windowWithoutScene(
        _ target: DeploymentTarget, location: SourceLocation, into diagnostics: inout [Diagnostic]
    ) {
        guard target.allows(OSVersion(26)) else { return }
        diagnostics.append(
            .note(
                "the app has no scene manifest: at iOS 26 its window code (UIWindow(frame:), UIScreen.main) is "
                    + "deprecated; the generated function is marked deprecated, so calling it warns until the app "
                    + "adopts the scene life cycle", at: location))
    }
}
