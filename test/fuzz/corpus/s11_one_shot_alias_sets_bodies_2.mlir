func.func @region_args(%t: tensor<3xi32>) {
  "foreign.wrap"(%t) ({
  ^bb0(%a: tensor<3xi32>, %n: index, %b: tensor<2xi32>):
    "foreign.end"() : () -> ()
  }) : (tensor<3xi32>) -> ()
  return
}
