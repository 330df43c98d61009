#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// What the commands read from the environment Xcode sets for a build phase.
enum ProcessEnvironment {
    /// `PRODUCT_MODULE_NAME`: the module of the target being built; nil when unset or empty.
    static var productModuleName: String? {
        ProcessInfo.processInfo.environment["PRODUCT_MODULE_NAME"].flatMap { $0.isEmpty ? nil : $0 }
    }
}
