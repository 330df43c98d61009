// Objective-C runtime API that generated code uses and Linux's Foundation lacks (it has no
// Objective-C runtime), taken from the iOS 26.2 / macOS 15.5 SDK headers with the Swift names the
// Clang importer gives them: Foundation's NSObjCRuntime.h — `NSSelectorFromString`; objc's
// NSObject.h, the `NSObject` protocol — `respondsToSelector:` and `performSelector:withObject:`
// (whose `id` result is imported as `Unmanaged<AnyObject>!`). Hand-written, not generated: keep to
// what those headers declare. An unwind segue's action is named only by its selector in the IB file.
// Foundation's NSKeyValueCoding.h, the `NSObject (NSKeyValueCoding)` category — `setValue:forKeyPath:`:
// IB's user-defined runtime attributes, set by key path.

/// `NSSelectorFromString(_:)`: the selector named `aSelectorName`.
public func NSSelectorFromString(_ aSelectorName: String) -> Selector { Selector(aSelectorName) }

extension NSObject {
    /// `respondsToSelector:`. The stand-in has no runtime to ask: nothing responds.
    public func responds(to aSelector: Selector!) -> Bool { false }

    /// `performSelector:withObject:`. The stand-in has no runtime: nothing is called.
    @discardableResult public func perform(_ aSelector: Selector!, with object: Any!) -> Unmanaged<AnyObject>! {
        nil
    }

    /// `setValue:forKeyPath:`. The stand-in has no key-value coding: nothing is set.
    public func setValue(_ value: Any?, forKeyPath keyPath: String) {}
}
