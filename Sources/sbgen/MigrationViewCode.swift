import SbgenCore

/// The view code `migrate` uses: the `loadview` generator.
enum MigrationViewCode {
    static let provider = ViewCodeProvider.loadView
}
