import Foundation
import IBModel
import SbgenCore

/// `sbgen dump`: prints the model of IB files as JSON.
struct DumpCommand: Command {
    let name = "dump"
    let abstract = "Print the parsed model of storyboards and xibs as JSON."
    let positionalUsage = "<file|dir> ..."
    let discussion = """
        Prints a JSON array with one document per file, sorted keys, pretty-printed. Folders are walked;
        hidden folders, .build, DerivedData and compiled .storyboardc/.nib bundles are skipped. The
        schema is described in docs/Model.md.
        """
    let examples = [
        ("The model of one storyboard", "sbgen dump Examples/App/Main.storyboard"),
        ("Every IB file under a folder, only the scene ids", "sbgen dump Examples/App | jq '.[].scenes[].sceneID'"),
    ]
    let options = [OptionSpec(names: ["--format"], valueName: "json", help: "Output format (only json).")]

    func run(_ arguments: ParsedArguments, console: Console) throws(UsageError) -> Int32 {
        if let format = arguments.value("--format"), format != "json" {
            throw UsageError(message: "unknown format '\(format)'; expected json")
        }
        guard !arguments.positionals.isEmpty else { throw UsageError(message: "no input files given") }
        let (files, inputDiagnostics) = InputFiles.collect(arguments.positionals)
        console.report(inputDiagnostics)
        var documents: [IBDocument] = []
        for outcome in DocumentLoader.load(files) {
            switch outcome {
            case .success(let document): documents.append(document)
            case .failure(let error): console.report(error.diagnostics)
            }
        }
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        do {
            let data = try encoder.encode(documents)
            console.output(String(decoding: data, as: UTF8.self) + "\n")
        } catch {
            console.report(.error("cannot encode the model: \(error)", at: SourceLocation(file: "sbgen")))
        }
        return console.errorCount > 0 ? 1 : 0
    }
}
