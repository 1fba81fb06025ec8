/// Checks a property that must hold for every input; a violation ends the
/// process with a message (libFuzzer records the input that caused it).
///
/// Only fuzz targets use this: the product itself never traps on input.
public func invariant(
    _ condition: @autoclosure () -> Bool, _ message: @autoclosure () -> String,
    file: StaticString = #fileID, line: UInt = #line
) {
    guard !condition() else { return }
    fatalError("invariant violated: \(message())", file: file, line: line)
}
