import IBModel

extension ViewCodeProvider {
    /// `prepared`, rendered here already for the wiring most files get: none (every xib, and
    /// storyboards without segue triggers). `migrate` prepares view code on all cores while the
    /// files are parsed; rendering is pure, so that text is reused when the flow hands over no
    /// wiring, and only the other storyboards render again, in file order.
    static func renderingAhead(_ prepared: Prepared) -> Prepared {
        var ahead = prepared
        let render = prepared.render
        let unwired = render(FlowWiring())
        ahead.render = { wiring in wiring == FlowWiring() ? unwired : render(wiring) }
        return ahead
    }
}
