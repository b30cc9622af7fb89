func.func private @f(si4294967296)
