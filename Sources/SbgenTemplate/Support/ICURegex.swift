#if canImport(FoundationEssentials) && canImport(Glibc)
    import Glibc

    /// ICU's regular expressions, the engine under swift-corelibs-foundation's `NSRegularExpression`
    /// (same syntax, same matches), for templates' `replace:…,"regex"` without linking Foundation.
    /// The library (`lib_FoundationICU.so`, beside the Swift runtime) is opened on first use only:
    /// loading it at start-up would cost every run ~2 MB of memory.
    enum ICURegex {
        enum Failure: Error, Equatable {
            /// The pattern does not compile.
            case invalidPattern
            /// `lib_FoundationICU.so` or one of its functions was not found.
            case unavailable
            /// `shouldStop` returned true during a match.
            case stopped
            /// ICU gave up on a match with this error code (`U_REGEX_STACK_OVERFLOW` when
            /// backtracking outgrows its stack): the matches found so far are not all of them.
            case matchFailed(Int32)
        }

        /// Every match of `pattern` in `text`, left to right, as `NSRegularExpression` finds them:
        /// `onMatch` gets the UTF-16 range of the match and of each group (nil for a group that took
        /// no part) and returns false to stop. `shouldStop` is asked every few thousand matching
        /// steps, so a runaway backtracking match can be abandoned.
        static func enumerateMatches(
            of pattern: String, in text: String, shouldStop: @escaping () -> Bool,
            onMatch: ([Range<Int>?]) -> Bool
        ) throws(Failure) {
            guard let icu = Functions.shared else { throw .unavailable }
            var status: Int32 = 0
            let patternUnits = Array(pattern.utf16)
            guard let regex = icu.open(patternUnits, Int32(patternUnits.count), 0, nil, &status), status <= 0 else {
                throw .invalidPattern
            }
            defer { icu.close(regex) }
            let textUnits = Array(text.utf16)
            let groups = Int(icu.groupCount(regex, &status))
            let stopper = Stopper(shouldStop)
            let context = Unmanaged.passRetained(stopper)
            defer { context.release() }
            try textUnits.withUnsafeBufferPointer { buffer throws(Failure) in
                icu.setText(regex, buffer.baseAddress, Int32(buffer.count), &status)
                icu.setMatchCallback(
                    regex,
                    { context, _ in
                        // ICU calls back every few thousand steps; 0 stops the match.
                        Unmanaged<Stopper>.fromOpaque(context!).takeUnretainedValue().check() ? 0 : 1
                    }, context.toOpaque(), &status)
                guard status <= 0 else { throw .unavailable }
                while icu.findNext(regex, &status) != 0, status <= 0 {
                    var ranges: [Range<Int>?] = []
                    for group in 0...groups {
                        var groupStatus: Int32 = 0
                        let start = Int(icu.start(regex, Int32(group), &groupStatus))
                        let end = Int(icu.end(regex, Int32(group), &groupStatus))
                        ranges.append(groupStatus <= 0 && start >= 0 && end >= start ? start..<end : nil)
                    }
                    guard onMatch(ranges) else { return }
                }
                // `findNext` returns false both at the end and on failure: only the status tells.
                if status > 0, !stopper.stopped { throw .matchFailed(status) }
            }
            if stopper.stopped { throw .stopped }
        }

        /// Whether to stop, asked from ICU's callback; remembers a yes.
        private final class Stopper {
            let shouldStop: () -> Bool
            var stopped = false

            init(_ shouldStop: @escaping () -> Bool) { self.shouldStop = shouldStop }

            func check() -> Bool {
                if !stopped, shouldStop() { stopped = true }
                return stopped
            }
        }

        /// The `uregex_*` functions sbgen calls (ICU's C API, `swift_`-prefixed in this build).
        private struct Functions: @unchecked Sendable {
            typealias Status = UnsafeMutablePointer<Int32>
            typealias MatchCallback = @convention(c) (UnsafeRawPointer?, Int32) -> Int8
            typealias Open =
                @convention(c) (
                    UnsafePointer<UInt16>?, Int32, UInt32, UnsafeMutableRawPointer?, Status
                ) -> OpaquePointer?
            typealias Close = @convention(c) (OpaquePointer) -> Void
            typealias SetText = @convention(c) (OpaquePointer, UnsafePointer<UInt16>?, Int32, Status) -> Void
            typealias GroupCount = @convention(c) (OpaquePointer, Status) -> Int32
            typealias FindNext = @convention(c) (OpaquePointer, Status) -> Int8
            typealias Bound = @convention(c) (OpaquePointer, Int32, Status) -> Int32
            typealias SetMatchCallback =
                @convention(c) (OpaquePointer, MatchCallback?, UnsafeRawPointer?, Status) -> Void

            let open: Open
            let close: Close
            let setText: SetText
            let groupCount: GroupCount
            let findNext: FindNext
            let start: Bound
            let end: Bound
            let setMatchCallback: SetMatchCallback

            static let shared: Functions? = {
                guard let library = dlopen("lib_FoundationICU.so", RTLD_NOW | RTLD_LOCAL) else { return nil }
                func function<T>(_ name: String, as type: T.Type) -> T? {
                    dlsym(library, "swift_uregex_" + name).map { unsafeBitCast($0, to: type) }
                }
                guard let open = function("open", as: Open.self), let close = function("close", as: Close.self),
                    let setText = function("setText", as: SetText.self),
                    let groupCount = function("groupCount", as: GroupCount.self),
                    let findNext = function("findNext", as: FindNext.self),
                    let start = function("start", as: Bound.self), let end = function("end", as: Bound.self),
                    let setMatchCallback = function("setMatchCallback", as: SetMatchCallback.self)
                else { return nil }
                return Functions(
                    open: open, close: close, setText: setText, groupCount: groupCount, findNext: findNext,
                    start: start, end: end, setMatchCallback: setMatchCallback)
            }()
        }
    }
#endif
