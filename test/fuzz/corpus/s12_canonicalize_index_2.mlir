func.func @chained() -> tensor<?xf32> {
  %a = index.constant 5
  %b = index.constant 7
  %c = index.add %a, %b
  %d = index.mul %c, %a
  %e = index.sub %d, %c
  %f = index.sub %e, %d
  %g = index.sub %f, %f
  %h = index.add %c, %g
  %t = tensor.empty(%h) : tensor<?xf32>
  return %t : tensor<?xf32>
}
