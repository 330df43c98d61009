// libFuzzer entry point for the IB parser: any bytes, named as a storyboard, must give a document
// or a DiagnosticError — never a crash, hang or unbounded memory. Built by scripts/fuzz.sh.
import Foundation
import IBModel
import IBParser

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzParser(_ data: UnsafePointer<UInt8>, _ size: Int) -> CInt {
    let bytes = Data(bytes: data, count: size)
    do throws(DiagnosticError) {
        let document = try IBDocumentParser().parse(data: bytes, path: "Fuzz.storyboard")
        // Walk what was built, as every later stage does.
        var count = 0
        document.forEachObject { _ in count += 1 }
        _ = document.platform
    } catch {
        precondition(!error.diagnostics.isEmpty, "an error without a diagnostic")
        for diagnostic in error.diagnostics { precondition(diagnostic.location.file == "Fuzz.storyboard") }
    }
    return 0
}
