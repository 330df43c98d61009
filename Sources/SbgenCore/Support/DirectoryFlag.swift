#if canImport(FoundationEssentials)
    import FoundationEssentials

    /// What `FileManager.fileExists(atPath:isDirectory:)` reports a directory through: `Bool` in
    /// swift-foundation's FoundationEssentials, `ObjCBool` in Darwin's Foundation.
    typealias DirectoryFlag = Bool

    extension Bool {
        /// The flag itself, so code reads the same as with Darwin's `ObjCBool`.
        var boolValue: Bool { self }
    }
#else
    import Foundation

    /// What `FileManager.fileExists(atPath:isDirectory:)` reports a directory through: `Bool` in
    /// swift-foundation's FoundationEssentials, `ObjCBool` in Darwin's Foundation.
    typealias DirectoryFlag = ObjCBool
#endif
