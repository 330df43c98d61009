import Dispatch
import Foundation
import IBModel
import IBParser
import SbgenCore
import SbgenTemplate

// sbgen-benchmark: times each stage and each command over a bench set of real IB files, and
// xmllint over the same files in the same run. See README "Benchmarks".

let options = BenchmarkOptions.parse(Array(CommandLine.arguments.dropFirst()))
let set = try BenchSet.build(
    from: options.corpus, into: options.workFolder, minimumBytes: options.minimumMB * 1_048_576)
print(
    "bench set: \(set.files.count) files, \(String(format: "%.1f", set.megabytes)) MB "
        + "(\(options.corpus) ×\(set.copies)), median of \(options.runs) runs, \(ProcessInfo.processInfo.activeProcessorCount) cores"
)
if Commands.which("xmllint") == nil {
    print("warning: no xmllint (Debian: apt-get install libxml2-utils): the rows have no baseline")
}
if !FileManager.default.isExecutableFile(atPath: "/usr/bin/time") {
    print("warning: no /usr/bin/time (Debian: apt-get install time): no peak memory or CPU time")
}
var table = ResultTable(megabytes: set.megabytes, files: set.files.count)

// Commands, as users run them; first, while this process is small: Linux keeps a spawned
// child's peak RSS across exec, so a big parent would inflate it.
let fileList = set.files
if let xmllint = Commands.which("xmllint") {
    table.addBaseline(
        "xmllint --stream --noout", Commands.measure(options.runs, xmllint, ["--stream", "--noout"] + fileList))
    table.add("xmllint --noout", Commands.measure(options.runs, xmllint, ["--noout"] + fileList))
}
let sbgen = options.sbgen
table.add("sbgen dump", Commands.measure(options.runs, sbgen, ["dump", set.root]))
// The built-in templates generate for one UI framework: as a project would, run them once over the
// UIKit (iOS, tvOS) files and once over the AppKit files, next to xmllint over the same files.
// Legacy Xcode 3/4 xibs, which sbgen refuses, are left out of these rows.
for (framework, files) in set.filesByFramework() where !files.isEmpty {
    let megabytes =
        Double(files.reduce(0) { $0 + ((try? FileManager.default.attributesOfItem(atPath: $1)[.size] as? Int) ?? 0) })
        / 1_048_576
    var baseline: Measurement?
    if let xmllint = Commands.which("xmllint") {
        let measurement = Commands.measure(options.runs, xmllint, ["--stream", "--noout"] + files)
        baseline = measurement
        table.add(
            "xmllint --stream, \(framework) files", measurement, files: files.count, megabytes: megabytes,
            baseline: baseline)
    }
    for template in ["scenes", "segues"] where TemplateSelection.builtinText(template) != nil {
        table.add(
            "sbgen generate \(template), \(framework) files",
            Commands.measure(
                options.runs, sbgen,
                ["generate", "--template", template, "-o", options.workFolder + "/out/\(template).swift"] + files),
            files: files.count, megabytes: megabytes, baseline: baseline)
    }
}

// The issue's goal as stated: `scenes` and `segues` in one `generate` run (a configuration file with
// both outputs) over at least --min-mb of one framework's files, next to xmllint over the same files.
for (framework, files) in set.filesByFramework() where !files.isEmpty {
    let replica = try BenchSet.replicate(
        files, under: set.root, into: options.workFolder + "/\(framework)", minimumBytes: options.minimumMB * 1_048_576)
    let label = "\(framework) ×\(replica.copies), \(String(format: "%.0f", replica.megabytes)) MB"
    var baseline: Measurement?
    if let xmllint = Commands.which("xmllint") {
        let measurement = Commands.measure(options.runs, xmllint, ["--stream", "--noout"] + replica.files)
        baseline = measurement
        table.add(
            "xmllint --stream, \(label)", measurement, files: replica.files.count, megabytes: replica.megabytes,
            baseline: baseline)
    }
    let config = options.workFolder + "/\(framework).sbgen.json"
    let outputs = ["scenes", "segues"].map { "{\"template\": \"\($0)\", \"output\": \"out/\(framework)-\($0).swift\"}" }
    try Data("{\"inputs\": [\"\(framework)\"], \"outputs\": [\(outputs.joined(separator: ", "))]}\n".utf8)
        .write(to: URL(fileURLWithPath: config))
    table.add(
        "sbgen generate scenes+segues, \(label)",
        Commands.measure(options.runs, sbgen, ["generate", "--config", config]),
        files: replica.files.count, megabytes: replica.megabytes, baseline: baseline)
    table.add(
        "sbgen dump, \(label)", Commands.measure(options.runs, sbgen, ["dump", replica.root]),
        files: replica.files.count, megabytes: replica.megabytes, baseline: baseline)
}

// Scale: linear cost, and one large storyboard (before the stages: this process is still small).
let uikitFiles = set.filesByFramework().first { $0.0 == "UIKit" }?.1 ?? []
let scaleText = uikitFiles.isEmpty ? "" : try ScaleRows.linear(options: options, set: set, uikit: uikitFiles)
let largeText = uikitFiles.isEmpty ? "" : try ScaleRows.largeStoryboard(options: options, uikit: uikitFiles)

// Stages, in process.
let datas = set.files.map { FileManager.default.contents(atPath: $0) ?? Data() }
table.add("stage: read", Timing.median(options.runs) { _ = set.files.map { FileManager.default.contents(atPath: $0) } })
let parser = IBDocumentParser()
table.add(
    "stage: parse+model",
    Timing.median(options.runs) {
        DispatchQueue.concurrentPerform(iterations: datas.count) { index in
            _ = try? parser.parse(data: datas[index], path: set.files[index])
        }
    })
// What `generate` parses: only what template contexts read.
let accessorParser = IBDocumentParser(detail: .accessors)
table.add(
    "stage: parse+model (accessors)",
    Timing.median(options.runs) {
        DispatchQueue.concurrentPerform(iterations: datas.count) { index in
            _ = try? accessorParser.parse(data: datas[index], path: set.files[index])
        }
    })
let documents = datas.enumerated().compactMap {
    try? accessorParser.parse(data: $0.element, path: set.files[$0.offset])
}
var context: TemplateValue = .null
table.add(
    "stage: context",
    Timing.median(options.runs) {
        context =
            (try? Generator.context(.sbgen, documents: documents, parameters: .init(), environment: [:]).0) ?? .null
    })
if let scenes = try? TemplateSelection.builtin("scenes").load() {
    var text = ""
    table.add(
        "stage: render scenes",
        Timing.median(options.runs) {
            text = (try? Generator.render(scenes.0, context: context, environment: scenes.1)) ?? ""
        })
    let output = options.workFolder + "/out/Scenes.swift"
    table.add(
        "stage: write",
        Timing.median(options.runs) {
            try? FileManager.default.removeItem(atPath: output)
            _ = try? OutputWriter.write(text, to: output)
        })
}

print(table.render())
print("\n" + LoadViewRows.table(options: options, set: set))
print("\n" + scaleText)
print("\n" + largeText)
