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
            case "--min-mb": options.minimumMB = positive(next(), "--min-mb")
            case "--runs": options.runs = positive(next(), "--runs")
            case "--sbgen": options.sbgen = next()
            case "-h", "--help": usage(status: 0)
            default: usage()
            }
            index += 1
        }
        return options
    }

    private static func positive(_ text: String, _ option: String) -> Int {
        guard let value = Int(text), value > 0 else {
            FileHandle.standardError.write(Data("sbgen-benchmark: \(option) takes a whole number above 0\n".utf8))
            exit(64)
        }
        return value
    }

    static func usage(status: Int32 = 64) -> Never {
        let text = """
            usage: sbgen-benchmark [--corpus DIR] [--work DIR] [--min-mb 25] [--runs 5] [--sbgen PATH]

              --corpus DIR   the IB files to measure (default ../shared/corpus)
              --work DIR     where the bench sets and outputs are written (default .build/bench)
              --min-mb N     each framework's files are copied until they reach N MiB (default 25)
              --runs N       runs per measurement; medians are printed (default 5)
              --sbgen PATH   the sbgen to measure (default .build/release/sbgen)

            Needs xmllint (Debian: libxml2-utils) for the baseline and GNU time (Debian: time) for peak
            memory and CPU time; without them those columns are left out. See README "Benchmarks".

            """
        FileHandle.standardError.write(Data(text.utf8))
        exit(status)
    }
}
