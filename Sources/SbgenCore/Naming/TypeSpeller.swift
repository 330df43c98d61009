import IBModel

/// Spells a class as generated code writes it, with SwiftGen's module rules: the module is the
/// custom module, the target module for "Inherit Module From Target" (`env.PRODUCT_MODULE_NAME`,
/// else `param.module`), or the standard class's module; it is written as a prefix
/// (`RecipeBook.RecipeCell`, `UIKit.UINavigationController`) unless `ignoreTargetModule` is set and
/// it is the target module.
struct TypeSpeller {
    /// The module "Inherit Module From Target" classes live in, when known.
    let targetModule: String?
    /// Modules that are the target (`env.PRODUCT_MODULE_NAME`, `param.module`).
    let targetModules: Set<String>
    /// `--param ignoreTargetModule`.
    let ignoreTargetModule: Bool
    /// Modules that a class of the same name hides (module `Sidebar` with a class `Sidebar`): their types
    /// are written unqualified.
    var shadowedModules: Set<String> = []

    /// Generic standard classes: IB cannot say their generic argument, so accessors use the base.
    private static let genericTypes: Set<String> = ["UIHostingController", "NSHostingController"]

    init(parameters: TemplateParameters, environment: [String: String]) {
        let paramModule = parameters.string("module")
        let envModule = environment["PRODUCT_MODULE_NAME"].flatMap { $0.isEmpty ? nil : $0 }
        targetModule = envModule ?? paramModule
        targetModules = Set([envModule, paramModule].compactMap { $0 })
        ignoreTargetModule = parameters.flag("ignoreTargetModule")
    }

    /// A spelled type and the module it needs imported (nil: none, or the target itself).
    struct Spelled {
        var type: String
        var module: String?
        /// True when the custom class could not be used (not a plain Swift name).
        var replacedCustomClass: Bool
        /// True for the framework's plain controller/view class with no custom class.
        var isStandard: Bool
        /// A `customModule` that is not a Swift module name (`My-App`), left out of ``type``.
        var unusableModule: String? = nil
    }

    /// Spells an object's class.
    /// - Parameters:
    ///   - element: IB element (for the standard class and module when there is no usable custom class).
    ///   - platform: the document's platform.
    func spell(
        customClass: String?, customModule: String?, moduleIsPlaceholder: Bool, element: String, platform: Platform?
    ) -> Spelled {
        let standard = StandardTypes.resolve(element: element, platform: platform)
        let framework = StandardTypes.framework(for: platform)
        if let customClass, SwiftName.isPlainTypeName(customClass) {
            let module: String?
            var unusable: String?
            if moduleIsPlaceholder || customModule.map(ModuleImports.isBuildSetting) == true {
                // `$(PRODUCT_MODULE_NAME)` (Xcode's templates write it) is the target too.
                module = targetModule
            } else {
                module = ModuleImports.importable(customModule)
                if module == nil, let customModule, !customModule.isEmpty { unusable = customModule }
            }
            return Spelled(
                type: qualified(customClass, module: module), module: module, replacedCustomClass: false,
                isStandard: false, unusableModule: unusable)
        }
        var type = standard.type
        var module = standard.module
        if Self.genericTypes.contains(type) {
            type = StandardTypes.prefix(for: platform) + "ViewController"
            module = framework
        }
        return Spelled(
            type: qualified(type, module: module), module: module, replacedCustomClass: customClass != nil,
            isStandard: true)
    }

    /// The framework's base class with the prefix rule applied (`UIKit.UIViewController`).
    func base(_ name: String, platform: Platform?) -> String {
        qualified(StandardTypes.prefix(for: platform) + name, module: StandardTypes.framework(for: platform))
    }

    private func qualified(_ type: String, module: String?) -> String {
        guard let module, !module.isEmpty else { return type }
        if ignoreTargetModule && targetModules.contains(module) { return type }
        if shadowedModules.contains(module) { return type }
        return "\(module).\(type)"
    }
}

extension TemplateParameters {
    /// A string parameter; nil when absent, a flag or empty.
    func string(_ key: String) -> String? {
        if case .string(let value)? = values[key], !value.isEmpty { return value }
        return nil
    }

    /// A flag: `--param key`, or `key=true`/`key=1`/`key=yes`.
    func flag(_ key: String) -> Bool {
        switch values[key] {
        case .bool(let value)?: return value
        case .string(let value)?: return ["true", "1", "yes"].contains(value.lowercased())
        default: return false
        }
    }
}
