func.func private @f(i99999999999)
