import IBModel

extension UnitBuilder {
    /// A prototype cell of a table or collection view: its content goes into a generated
    /// `sbgenBuildContent()` (an extension of the custom class, or a generated subclass), and the
    /// class is registered under the reuse identifier.
    func buildPrototype(_ cell: IBObject, container: String, collection: Bool) {
        let base = collection ? "UICollectionViewCell" : "UITableViewCell"
        guard cell.element == (collection ? "collectionViewCell" : "tableViewCell"), let reuse = cell.reuseIdentifier
        else {
            return unsupported(
                "<\(cell.element)> prototype without a reuse identifier not converted", at: cell.position)
        }
        let reuseCounts = shared.prototypeReuse ?? Self.prototypeReuseCounts(in: document)
        shared.prototypeReuse = reuseCounts
        let typeName =
            cell.customClassName
            ?? Self.prototypeClassName(
                cell, in: document, reuseCounts: reuseCounts, name: shared.swiftName(of: document))
        let builder = contentBuilder(for: cell, typeName: typeName)
        if let custom = cell.customClassName { builder.checkStyleOfCustomCell(cell, className: custom) }
        builder.buildView(cell, derived: "self")
        var type = builder.finish(
            kind: cell.customClassName == nil ? .cellSubclass : .viewExtension, typeName: typeName, baseClass: base,
            functionName: "sbgenBuildContent", comments: ["Prototype cell '\(reuse)'."], sceneID: cell.id,
            identifier: reuse, line: cell.position.line)
        if cell.customClassName == nil, !collection, let style = builder.cellStyle(cell), style != "default" {
            type.cellStyle = style  // The generated subclass passes it to super.init.
        }
        adopt(builder, type)
        let register =
            collection
            ? "\(container).register(\(typeName).self, forCellWithReuseIdentifier: \(MappedValue.stringLiteral(reuse)))"
            : "\(container).register(\(typeName).self, forCellReuseIdentifier: \(MappedValue.stringLiteral(reuse)))"
        hierarchy.append(Statement(register, line: cell.position.line))
    }

    /// A flow layout's section header or footer (`<collectionReusableView key="sectionHeaderView">`):
    /// registered for its kind, its content built like a prototype cell's, so that dequeuing it
    /// finds it (an unregistered supplementary view raises).
    func buildSupplementaryView(_ view: IBObject, container: String) {
        let isHeader = view.key == "sectionHeaderView"
        guard let reuse = view.reuseIdentifier else {
            return unsupported(
                "<collectionReusableView key=\"\(view.key ?? "")\"> without a reuse identifier not converted",
                at: view.position)
        }
        // Named from the file's project-wide Swift name, as prototype subclasses are.
        let typeName =
            view.customClassName
            ?? "Sbgen\(Self.typeSafe(shared.swiftName(of: document)))\(Self.typeSafe(reuse))ReusableView"
        let builder = contentBuilder(for: view, typeName: typeName)
        builder.buildView(view, derived: "self")
        let type = builder.finish(
            kind: view.customClassName == nil ? .cellSubclass : .viewExtension, typeName: typeName,
            baseClass: "UICollectionReusableView", functionName: "sbgenBuildContent",
            comments: ["Section \(isHeader ? "header" : "footer") '\(reuse)'."], sceneID: view.id, identifier: reuse,
            line: view.position.line)
        adopt(builder, type)
        let kind = isHeader ? "UICollectionView.elementKindSectionHeader" : "UICollectionView.elementKindSectionFooter"
        hierarchy.append(
            Statement(
                "\(container).register(\(typeName).self, forSupplementaryViewOfKind: \(kind), withReuseIdentifier: "
                    + "\(MappedValue.stringLiteral(reuse)))", line: view.position.line))
    }

    /// The unit that builds `object`'s content (a prototype cell, a section header) into `typeName`.
    private func contentBuilder(for object: IBObject, typeName: String) -> UnitBuilder {
        let builder = UnitBuilder(
            document: document, ownerID: object.id, ownerClass: typeName, ownerIsCustom: true,
            ownerConnections: object.connections, nameHint: nameHint, shared: shared)
        builder.firstResponderIDs = firstResponderIDs
        // The outermost unit of a storyboard is its scene's controller.
        builder.enclosingController = enclosingController ?? ownerID.map { ($0, ownerClass) }
        return builder
    }

    /// A content builder's type, its own generated types, diagnostics and modules, in this unit's output.
    private func adopt(_ builder: UnitBuilder, _ type: GeneratedType) {
        diagnostics += builder.diagnostics
        modules.formUnion(builder.modules)
        extraTypes.append(type)
        extraTypes += builder.extraTypes
    }

    /// The generated subclass of a prototype cell without a custom class: `Sbgen<File><ReuseID>Cell`,
    /// plus the cell's id when another such prototype of the file has the same reuse identifier.
    /// - Parameters:
    ///   - reuseCounts: ``prototypeReuseCounts(in:)`` of `document`, when already counted.
    ///   - name: the name derived Swift names use (``SharedCounts/swiftName(of:)``); nil: the file name.
    static func prototypeClassName(
        _ cell: IBObject, in document: IBDocument, reuseCounts: [String: Int]? = nil, name: String? = nil
    ) -> String {
        let reuse = cell.reuseIdentifier ?? ""
        let sameReuse = (reuseCounts ?? prototypeReuseCounts(in: document))[reuse] ?? 0
        let base = "Sbgen\(typeSafe(name ?? document.name))\(typeSafe(reuse))"
        return sameReuse > 1 ? "\(base)\(typeSafe(cell.key_))Cell" : "\(base)Cell"
    }

    /// Reuse identifier → how many prototype cells (`prototypes`/`cells` members) without a custom
    /// class use it: counted once per document, not once per cell (a walk of the whole document).
    static func prototypeReuseCounts(in document: IBDocument) -> [String: Int] {
        var counts: [String: Int] = [:]
        // In place: `forEachObject` hands each object to its closure as a copy.
        ObjectWalk.forEach(in: document) { object in
            // The container first: it rules out nearly every object without an attribute lookup.
            if object.pointee.container == "prototypes" || object.pointee.container == "cells",
                object.pointee.attributes.value("customClass") == nil,
                let reuse = object.pointee.attributes.value("reuseIdentifier")
            {
                counts[reuse, default: 0] += 1
            }
        }
        return counts
    }

    /// A type name fragment: identifier characters only, first letter uppercased.
    static func typeSafe(_ text: String) -> String {
        let clean = sanitize(text).replacingLiteral("_", with: "")
        return clean.prefix(1).uppercased() + clean.dropFirst()
    }

    /// Resolves constraints and connections and packages the statements.
    func finish(
        kind: GeneratedType.Kind, typeName: String, baseClass: String?, functionName: String, comments: [String],
        sceneID: String?, identifier: String?, line: Int, returnExpression: String? = nil
    ) -> GeneratedType {
        var outletTargets: Set<String> = []
        for (connection, _) in connections where connection.kind == .outlet {
            if let destination = connection.destination { outletTargets.insert(destination) }
        }
        let names = resolveConstraints(outletTargets: outletTargets)
        resolveConnections(constraintNames: names)
        let groups = [
            StatementGroup(name: "create", statements: create),
            StatementGroup(name: "configure", statements: configure),
            StatementGroup(name: "hierarchy", statements: hierarchy),
            StatementGroup(name: "constraints", statements: constraintStatements),
            StatementGroup(name: "size classes", statements: sizeClassCode),
            StatementGroup(name: "outlets", statements: outlets),
            StatementGroup(name: "actions", statements: actions),
            StatementGroup(name: "bindings", statements: bindings),
        ].filter { !$0.statements.isEmpty }
        var type = GeneratedType(
            kind: kind, typeName: typeName, baseClass: baseClass, functionName: functionName, comments: comments,
            sceneID: sceneID, identifier: identifier, groups: groups, returnExpression: returnExpression, line: line)
        type.emitted = emitted
        return type
    }
}
