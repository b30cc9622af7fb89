func.func @f() attributes {a = affine_map<(d0, d1) -> ((d0 * 4611686018427387904) * 4 + d1)>, b = affine_map<(d0) -> ((d0 + 9223372036854775807) + 1)>} {
  return
}
