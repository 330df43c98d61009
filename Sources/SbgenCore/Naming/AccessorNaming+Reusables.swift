import IBModel

extension AccessorNaming {
    /// Reuse identifier kinds by element.
    private static let reuseKinds: [String: String] = [
        "tableViewCell": "tableCell", "tableViewHeaderFooterView": "tableHeaderFooter",
        "collectionViewCell": "collectionCell", "collectionReusableView": "collectionSupplementary",
    ]

    /// Top-level elements whose standard class a nib accessor may name; others are typed `NSObject`
    /// (the fallback `UI…`/`NS…` class of an arbitrary element may not exist).
    private static let nibRootElements: Set<String> = [
        "view", "customView", "tableViewCell", "collectionViewCell", "collectionReusableView",
        "tableViewHeaderFooterView", "label", "button", "imageView", "scrollView", "tableView", "collectionView",
        "stackView", "textField", "textView", "window", "customObject", "tableCellView", "collectionViewItem",
        "viewController",
    ]

    /// One accessor per reuse identifier and class, across every emitted document.
    mutating func nameReuseIdentifiers(_ documents: [DocumentContext]) -> [ReuseIdentifierContext] {
        struct Variant {
            var context: ReuseIdentifierContext
            var origin: NameScope.Origin
        }
        var variants: [Variant] = []
        var byKey: [String: Int] = [:]
        for document in documents where document.swiftName != nil {
            let platform = document.platform.flatMap(Platform.init(rawValue:))
            for reusable in document.reusables {
                let location = SourceLocation(file: document.path, line: reusable.line)
                let type = spell(
                    customClass: reusable.customClass, customModule: reusable.customModule,
                    moduleIsPlaceholder: reusable.moduleIsPlaceholder, element: reusable.element, platform: platform,
                    location: location)
                let kind = Self.reuseKinds[reusable.element] ?? "other"
                let nibName = document.kind == "xib" ? document.name : nil
                let file = "\(document.name).\(document.kind)"
                let key = "\(reusable.reuseIdentifier)\u{0}\(kind)\u{0}\(type)"
                if let existing = byKey[key] {
                    if variants[existing].context.nibName == nil { variants[existing].context.nibName = nibName }
                    if !variants[existing].context.documents.contains(file) {
                        variants[existing].context.documents.append(file)
                    }
                    continue
                }
                byKey[key] = variants.count
                variants.append(
                    Variant(
                        context: ReuseIdentifierContext(
                            swiftName: "", identifier: reusable.reuseIdentifier, kind: kind, swiftType: type,
                            nibName: nibName, documents: [file]),
                        origin: NameScope.Origin(identifier: reusable.reuseIdentifier, location: location)))
            }
        }
        // Sorted by identifier first so the names do not depend on which document came first.
        variants.sort { ($0.context.identifier, $0.context.swiftType) < ($1.context.identifier, $1.context.swiftType) }
        var scope = NameScope(what: "reuse identifier", namespace: "ReuseIdentifier")
        var result: [ReuseIdentifierContext] = []
        for variant in variants {
            var context = variant.context
            context.swiftName = scope.claim(SwiftName.member(context.identifier), for: variant.origin)
            result.append(context)
        }
        diagnostics += scope.diagnostics
        return result.sorted { $0.swiftName < $1.swiftName }
    }

    /// The nib's root type: its first top-level object's class.
    mutating func nameNib(_ document: inout DocumentContext, platform: Platform?) {
        guard let root = document.topLevelObjects.first else { return }
        let location = SourceLocation(file: document.path)
        if root.customClass == nil, root.element == "customObject" || !Self.nibRootElements.contains(root.element) {
            document.nibRootType = "NSObject"
            return
        }
        document.nibRootType = spell(
            customClass: root.customClass, customModule: root.customModule,
            moduleIsPlaceholder: root.moduleIsPlaceholder,
            element: root.element, platform: platform, location: location)
    }
}
