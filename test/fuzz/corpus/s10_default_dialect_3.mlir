func.func private @g()
func.func @in_generic_region() {
  "qux.region"() ({
    call @g() : () -> ()
  }, {
  }) : () -> ()
  return
}
