import IBModel
import SbgenCore

extension GenerationRunner {
    /// The parsed inputs of a `generate` run: digests when every job renders the sbgen context (each
    /// document is digested on the core that parsed it and released at once, so the documents are
    /// never all in memory), the documents themselves when a job needs the SwiftGen context.
    struct Inputs {
        enum Parsed {
            case documents([IBDocument])
            case digests([DocumentDigest])
        }

        /// What the checks of a job need to know of one input.
        struct Summary {
            var platform: Platform?
            /// The root element's location.
            var location: SourceLocation
        }

        var parsed: Parsed
        /// One per file, in order: nil for a file that parsed, its diagnostics for one that did not.
        var failures: [DiagnosticError?]

        /// Parses `files` on all cores.
        /// - Parameter digested: keep digests rather than documents (every job uses the sbgen context).
        /// - Parameter progress: called with the number of files done so far (see ``DocumentLoader``).
        static func load(_ files: [String], digested: Bool, progress: (@Sendable (Int) -> Void)?) -> Inputs {
            // Contexts read only scenes, objects and segues: the parser drops the rest as it reads.
            if digested {
                let (digests, failures) = split(
                    DocumentLoader.map(files, detail: .accessors, progress: progress) { _, outcome in
                        outcome.map(DocumentDigest.init(document:))
                    })
                return Inputs(parsed: .digests(digests), failures: failures)
            }
            let (documents, failures) = split(DocumentLoader.load(files, detail: .accessors, progress: progress))
            return Inputs(parsed: .documents(documents), failures: failures)
        }

        /// The values of `outcomes` in order, and per outcome its error or nil.
        private static func split<Value>(_ outcomes: [Result<Value, DiagnosticError>]) -> ([Value], [DiagnosticError?])
        {
            var values: [Value] = []
            var failures: [DiagnosticError?] = []
            failures.reserveCapacity(outcomes.count)
            for outcome in outcomes {
                switch outcome {
                case .success(let value):
                    values.append(value)
                    failures.append(nil)
                case .failure(let error): failures.append(error)
                }
            }
            return (values, failures)
        }

        /// Takes the parsed inputs out, leaving none: the caller becomes their only owner, so they are
        /// freed as soon as it is done with them.
        mutating func take() -> Parsed {
            let taken = parsed
            parsed = .digests([])
            return taken
        }

        /// The inputs whose paths are in `paths`, in order.
        func selecting(_ paths: Set<String>) -> Inputs {
            switch parsed {
            case .documents(let documents):
                Inputs(parsed: .documents(documents.filter { paths.contains($0.path) }), failures: [])
            case .digests(let digests):
                Inputs(parsed: .digests(digests.filter { paths.contains($0.path) }), failures: [])
            }
        }

        var summaries: [Summary] {
            switch parsed {
            case .documents(let documents):
                documents.map { Summary(platform: $0.platform, location: $0.location(of: $0.position)) }
            case .digests(let digests): digests.map { Summary(platform: $0.platform, location: $0.location) }
            }
        }
    }
}
