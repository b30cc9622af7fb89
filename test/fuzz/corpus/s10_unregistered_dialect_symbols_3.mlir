func.func private @attr() attributes {k = #qux.knob}
