import Dispatch
import Foundation
import IBModel
import IBParser
import SbgenCore

// sbgen-benchmark: times each stage over a bench set of IB files. See README "Benchmarks".
// Usage: sbgen-benchmark <folder> [runs]

let arguments = CommandLine.arguments
guard arguments.count >= 2 else {
    FileHandle.standardError.write(Data("usage: sbgen-benchmark <folder> [runs]\n".utf8))
    exit(64)
}
let runs = arguments.count > 2 ? Int(arguments[2]) ?? 5 : 5
let files = InputFiles.collect([arguments[1]]).files
let datas = files.map { FileManager.default.contents(atPath: $0) ?? Data() }
let bytes = datas.reduce(0) { $0 + $1.count }

func median(_ body: () -> Void) -> Double {
    var times: [Double] = []
    for _ in 0..<runs {
        let start = DispatchTime.now().uptimeNanoseconds
        body()
        times.append(Double(DispatchTime.now().uptimeNanoseconds - start) / 1e9)
    }
    return times.sorted()[times.count / 2]
}

func report(_ stage: String, _ seconds: Double) {
    let mb = Double(bytes) / 1_048_576
    print(
        stage.padding(toLength: 22, withPad: " ", startingAt: 0)
            + String(format: "%8.3f s %9.0f files/s %8.1f MB/s", seconds, Double(files.count) / seconds, mb / seconds))
}

print("bench set: \(files.count) files, \(String(format: "%.1f", Double(bytes) / 1_048_576)) MB, \(runs) runs, median")
report("read", median { _ = files.map { FileManager.default.contents(atPath: $0) } })
let parser = IBDocumentParser()
report(
    "parse+model (1 core)",
    median {
        for (index, data) in datas.enumerated() { _ = try? parser.parse(data: data, path: files[index]) }
    })
report(
    "parse+model (all)",
    median {
        DispatchQueue.concurrentPerform(iterations: datas.count) { index in
            _ = try? parser.parse(data: datas[index], path: files[index])
        }
    })
