import IBModel

/// `<collectionViewLayout key="collectionViewLayout" customClass="X">`: the app's own layout class.
extension UnitBuilder {
    /// `X()`, declared as its own local: the nib decoded the layout with `init(coder:)`; code creates
    /// it with `init()`, which every `UICollectionViewLayout` has. Nil (a flow layout and a warning,
    /// as before) for a layout without a custom class or with attributes IB only writes for others.
    func customLayout(_ layout: IBObject) -> String? {
        guard let custom = layout.customClassName else { return nil }
        let known: Set<String> = ["id", "key", "customClass", "customModule", "customModuleProvider"]
        guard layout.attributes.allSatisfy({ known.contains($0.name) }), layout.properties.isEmpty else { return nil }
        let name = localName(for: layout)
        create.append(Statement("let \(name) = \(custom)()", line: layout.position.line))
        emittedView(at: layout.position)
        let message = "custom layout class \(custom) is created with init(), not init(coder:), and gets no awakeFromNib"
        note(message, at: layout.position)
        configure.append(Statement("", comment: message, line: layout.position.line))
        return name
    }
}
