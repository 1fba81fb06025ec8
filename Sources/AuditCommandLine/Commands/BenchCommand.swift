/// `a11y-audit bench`: Measures audit speed and memory. Arrives with issue 10; until then
/// it is listed in help and running it says so (exit 64).
struct BenchCommand: PendingSubcommand {
    static let configuration = CommandConfiguration(
        name: "bench",
        abstract: "Run the performance benchmark (build with -c release).",
        options: [.format(help: "text: a summary; json: one object of measurements.")],
        availability: .arrivesWith(issue: 10))
}
