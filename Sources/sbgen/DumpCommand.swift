import Dispatch
import IBModel
import IBParser
import SbgenCore

#if canImport(FoundationEssentials)
    import FoundationEssentials
#else
    import Foundation
#endif

/// `sbgen dump`: prints the model of IB files as JSON.
struct DumpCommand: Command {
    let name = "dump"
    let abstract = "Print the parsed model of storyboards and xibs as JSON."
    let positionalUsage = "<file|dir> ..."
    let discussion = """
        Prints a JSON array with one document per file, sorted keys, pretty-printed. Folders are walked;
        hidden folders, .build, DerivedData and compiled .storyboardc/.nib bundles are skipped. A file
        that cannot be read is reported on standard error and left out of the array (exit code 1); when
        no file can be read, nothing is printed. The schema is described in docs/Model.md.
        """
    let examples = [
        ("The model of one storyboard", "sbgen dump Examples/App/Main.storyboard"),
        ("Every IB file under a folder, only the scene ids", "sbgen dump Examples/App | jq '.[].scenes[]?.sceneID'"),
    ]
    let options = [OptionSpec(names: ["--format"], valueName: "json", help: "Output format (only json).")]

    func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Int32 {
        if let format = arguments.value("--format"), format != "json" {
            throw UsageError(message: "unknown format '\(format)'; expected json")
        }
        guard !arguments.positionals.isEmpty else { throw UsageError(message: "no input files given") }
        let (files, inputDiagnostics) = InputFiles.collect(arguments.positionals)
        console.report(inputDiagnostics)
        // Folders without IB files and nothing else: an error, as for `generate` and `migrate`.
        guard !files.isEmpty else { return console.noInputs("dump", arguments) }
        // Parse and serialize on all cores while this thread prints in input order. The JSON of a
        // document (about 3 times its file) comes in pieces, printed as they come once the document
        // is next in order: a large file's JSON is never all in memory. At most 16 files per core are
        // done ahead of printing, so memory stays bounded whatever the input; fewer left a core idle
        // behind a large file (10–20% of the wall time over the bench sets).
        let cores = ProcessInfo.processInfo.activeProcessorCount
        let pipeline = OrderedPipeline<Result<ModelJSONWriter.Chunk, DiagnosticError>>(
            count: files.count, ahead: max(32, cores * 16), workers: cores
        ) { index, emit in
            do throws(DiagnosticError) {
                let document = try IBDocumentParser().parse(path: files[index])
                // Each document starts with the separator after a previous one; the first skips the
                // comma (one write per document, not two).
                return .success(ModelJSONWriter.write(document, depth: 1, prefix: ",\n  ") { emit(.success($0)) })
            } catch {
                return .failure(error)
            }
        }
        var printed = 0
        let progress = console.progress(total: files.count, label: "reading")
        // The array opens with the first document: when every input fails, nothing is printed.
        for index in files.indices {
            var started = false
            pipeline.next { part in
                switch part {
                case .success(let chunk):
                    let skipsComma = !started && printed == 0
                    if skipsComma { console.output("[") }
                    if !started {
                        started = true
                        printed += 1
                    }
                    console.output(bytes: UnsafeBufferPointer(rebasing: chunk.bytes.dropFirst(skipsComma ? 1 : 0)))
                case .failure(let error):
                    progress?.finish()  // a diagnostic starts on a clean line
                    console.report(error.diagnostics)
                }
            }
            if started { console.info("read \(files[index])") }  // -v, as `generate` says it
            progress?.update(index + 1)
        }
        progress?.finish()
        if printed > 0 {
            console.output("\n]\n")
        } else if console.errorCount == 0 {
            console.output("[\n\n]\n")  // no input at all (an empty folder): an empty array
        }
        return console.errorCount > 0 ? 1 : 0
    }
}
