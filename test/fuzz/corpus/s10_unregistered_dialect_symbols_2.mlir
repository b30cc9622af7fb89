func.func private @angle_type(!qux<"x">)
