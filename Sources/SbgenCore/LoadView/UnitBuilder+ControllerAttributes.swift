import IBModel

extension UnitBuilder {
    /// The scroll views UIKit's `automaticallyAdjustsScrollViewInsets` adjusts: the root view, or
    /// the first subview of the root view.
    static let scrollViewClasses = ["UIScrollView", "UITableView", "UICollectionView", "UITextView"]

    /// What IB decodes on the controller itself besides its title and items:
    /// `extendedLayoutIncludesOpaqueBars`, `<extendedEdge key="edgesForExtendedLayout">`,
    /// `automaticallyAdjustsScrollViewInsets="NO"`, `hidesBottomBarWhenPushed` and
    /// `<userDefinedRuntimeAttributes>` (set on `self`, in `loadView()`: a nib set them right after
    /// `init(coder:)`, still before `viewDidLoad()`).
    func buildControllerAttributes(_ controller: IBObject, root: IBObject) {
        guard document.platform != .macOS else { return }
        let a = controller.attributes
        let line = controller.position.line
        if a.value("extendedLayoutIncludesOpaqueBars") == "YES" {
            configure.append(Statement("extendedLayoutIncludesOpaqueBars = true", line: line))
        }
        if let edges = controller.property("extendedEdge", key: "edgesForExtendedLayout") {
            // IB writes the edges that stay extended; without the element all four are (`.all`).
            let names = ["top", "left", "bottom", "right"].filter { edges.attributes.value($0) == "YES" }
            if names.count < 4 {
                configure.append(
                    Statement(
                        .concat("edgesForExtendedLayout = ", MappedValue.optionList(names)),
                        line: edges.position.line))
            }
        }
        if a.value("automaticallyAdjustsScrollViewInsets") == "NO" {
            adjustsNoScrollViewInsets(root, line: line)
        }
        if a.value("hidesBottomBarWhenPushed") == "YES", !shared.controllersCreatedByFlow {
            unsupported(
                "hidesBottomBarWhenPushed is read when the controller is pushed, which can be before loadView(): "
                    + "set it to true in the controller's initializer (migrate sets it where it creates the controller)",
                at: controller.position)
        }
        if let runtime = controller.property("userDefinedRuntimeAttributes") {
            var properties: [MappedProperty] = []
            var issues: [MappingIssue] = []
            ViewMapping.runtimeAttributes(runtime, className: ownerClass, into: &properties, issues: &issues)
            configureStatements(taking: &properties, target: "self", className: ownerClass, line: runtime.position.line)
            for issue in issues { unsupported(issue.message, at: issue.position) }
        }
    }

    /// `automaticallyAdjustsScrollViewInsets = false` is deprecated since iOS 11, below every
    /// supported target: its replacement, `contentInsetAdjustmentBehavior = .never`, goes on the
    /// scroll view UIKit would have adjusted (the root view, else the root's first subview). Without
    /// one the attribute changes nothing.
    func adjustsNoScrollViewInsets(_ root: IBObject, line: Int) {
        guard let scrollView = Self.insetAdjustedScrollView(root: root, platform: document.platform ?? .iOS),
            let id = scrollView.id, let expression = expressions[id]
        else { return }
        configure.append(
            Statement(
                .concat(expression, ".contentInsetAdjustmentBehavior = .never"),
                comment: "automaticallyAdjustsScrollViewInsets=\"NO\" (deprecated in iOS 11)", line: line))
    }

    /// The root view when it is a scroll view, else the root's first subview when it is one.
    static func insetAdjustedScrollView(root: IBObject, platform: Platform) -> IBObject? {
        func isScrollView(_ object: IBObject) -> Bool {
            guard let name = ViewMapping.className(for: object.element, platform: platform) else { return false }
            return scrollViewClasses.contains { ViewMapping.isKind(name, of: $0) }
        }
        if isScrollView(root) { return root }
        if let first = root.children.first(where: { $0.container == "subviews" }), isScrollView(first) { return first }
        return nil
    }
}
