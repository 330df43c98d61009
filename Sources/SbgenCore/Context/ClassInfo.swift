import IBModel

/// The Swift class of an IB object: the custom class when set, else the standard UIKit/AppKit class
/// for its element (from ``StandardTypes``). Context structs copy these fields flat, so templates
/// write `scene.type`, not `scene.class.type`.
struct ClassInfo: Sendable, Hashable {
    /// `customClass` attribute; nil when the object uses its standard class.
    var customClass: String?
    /// `customModule` attribute; nil when unset.
    var customModule: String?
    /// `customModuleProvider="target"` ("Inherit Module From Target"): the class lives in the target
    /// being built, whatever `customModule` says.
    var moduleIsPlaceholder: Bool
    /// The standard class of the element, e.g. `UITableViewController`, `NSWindowController`.
    var baseType: String
    /// `customClass`, or ``baseType``.
    var type: String
    /// The module to import for ``type``: `customModule`, or the standard class's module for an
    /// object without custom class; nil for a custom class without module or with a placeholder module.
    var module: String?

    init(
        customClass: String?, customModule: String?, moduleIsPlaceholder: Bool, baseType: String, type: String,
        module: String?
    ) {
        self.customClass = customClass
        self.customModule = customModule
        self.moduleIsPlaceholder = moduleIsPlaceholder
        self.baseType = baseType
        self.type = type
        self.module = module
    }

    /// The class of `object` on `platform`.
    init(object: IBObject, platform: Platform?) {
        let standard = StandardTypes.resolve(element: object.element, platform: platform)
        let placeholder = object.customModuleProvider == "target"
        let module: String?
        if placeholder {
            module = nil
        } else if let customModule = ModuleImports.importable(object.customModule) {
            module = customModule
        } else {
            module = object.customClass == nil ? standard.module : nil
        }
        self.init(
            customClass: object.customClass, customModule: object.customModule, moduleIsPlaceholder: placeholder,
            baseType: standard.type, type: object.customClass ?? standard.type, module: module)
    }
}
