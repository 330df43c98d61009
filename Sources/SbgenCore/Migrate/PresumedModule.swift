import IBModel

/// The module a file's generated code is built into when nothing says so (no `--module`, no
/// "Inherit Module From Target" mark, no folder named like a module, no vote): the module of the
/// classes its code extends. Their `loadView()` calls the generated builder, so the extension is
/// in their module; importing that module there would be a self-import.
enum PresumedModule {
    /// The one valid `customModule` of `document`'s scene controllers (a storyboard) or File's
    /// Owner and top-level objects (a xib); nil when they name none or several.
    static func of(_ document: IBDocument) -> String? {
        var modules: Set<String> = []
        func add(_ object: IBObject) {
            guard object.placeholderIdentifier != "IBFirstResponder",
                let module = object.attributes.value("customModule"), ModuleImports.isModuleName(module)
            else { return }
            modules.insert(module)
        }
        for scene in document.scenes {
            for member in scene.members where member.sceneMemberID == "viewController" { add(member) }
        }
        for object in document.objects { add(object) }
        return modules.count == 1 ? modules.first : nil
    }
}
