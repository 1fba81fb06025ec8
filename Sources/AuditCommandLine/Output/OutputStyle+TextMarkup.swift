import ReportFormats

extension OutputStyle {
    /// The text report's emphasis in this style: colour only when this style
    /// uses colour, so that reports follow `--no-color`, `NO_COLOR` and the terminal.
    public var textMarkup: TextMarkup {
        let style = self
        return TextMarkup(failure: { style.failure($0) }, success: { style.success($0) }, emphasis: { style.emphasis($0) })
    }
}
