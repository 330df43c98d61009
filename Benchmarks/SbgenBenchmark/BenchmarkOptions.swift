import Foundation

/// Command-line options of `sbgen-benchmark`.
struct BenchmarkOptions {
    var corpus = "../shared/corpus"
    var workFolder = ".build/bench"
    var minimumMB = 25
    var runs = 5
    var sbgen = ".build/release/sbgen"

    static func parse(_ arguments: [String]) -> BenchmarkOptions {
        var options = BenchmarkOptions()
        var index = 0
        func next() -> String {
            index += 1
            guard index < arguments.count else { usage() }
            return arguments[index]
        }
        while index < arguments.count {
            switch arguments[index] {
            case "--corpus": options.corpus = next()
            case "--work": options.workFolder = next()
            case "--min-mb": options.minimumMB = Int(next()) ?? options.minimumMB
            case "--runs": options.runs = Int(next()) ?? options.runs
            case "--sbgen": options.sbgen = next()
            default: usage()
            }
            index += 1
        }
        return options
    }

    static func usage() -> Never {
        FileHandle.standardError.write(
            Data(
                "usage: sbgen-benchmark [--corpus DIR] [--work DIR] [--min-mb 25] [--runs 5] [--sbgen PATH]\n".utf8))
        exit(64)
    }
}
