import SbgenCore

/// The view code `migrate` uses: none until the `loadview` generator is on this branch.
enum MigrationViewCode {
    static let provider = ViewCodeProvider.none
}
