// RUN: bufopt %s --split-input-file --verify-diagnostics

// expected-note @+1 {{prior use here}}
func.func @own_of_index(%i: index) {
  // expected-error @+1 {{use of value '%i' expects different type than prior uses: 'memref<2xf32>' vs 'index'}}
  %o = deallocation.own %i : memref<2xf32>
  return
}

// -----

func.func @retain_alloc_not_ownership(%m: memref<2xf32>) {
  // expected-error @+1 {{operand #1 must be variadic of ownership, but got 'memref<2xf32>'}}
  "deallocation.retain"(%m, %m) <{operandSegmentSizes = array<i32: 1, 1>}> : (memref<2xf32>, memref<2xf32>) -> !deallocation.ownership
  return
}

// -----

func.func @retain_retained_not_memref(%o: !deallocation.ownership) {
  // expected-error @+1 {{operand #0 must be variadic of ranked or unranked memref of any type values, but got '!deallocation.ownership'}}
  "deallocation.retain"(%o) <{operandSegmentSizes = array<i32: 1, 0>}> : (!deallocation.ownership) -> !deallocation.ownership
  return
}

// -----

func.func @get_buffer_unranked(%m: memref<*xf32>) {
  // expected-error @+1 {{operand #0 must be ranked memref of any type values or ownership}}
  %p = "deallocation.get_buffer"(%m) : (memref<*xf32>) -> index
  return
}

// -----

func.func @free_memref(%m: memref<2xf32>) {
  // expected-error @+1 {{'deallocation.free' op operand #0 must be ownership, but got 'memref<2xf32>'}}
  "deallocation.free"(%m) : (memref<2xf32>) -> ()
  return
}

// -----

func.func @retain_result_type(%m: memref<2xf32>) {
  // expected-error @+1 {{result #0 must be variadic of ownership}}
  %r = "deallocation.retain"(%m) <{operandSegmentSizes = array<i32: 1, 0>}> : (memref<2xf32>) -> index
  return
}

// -----

func.func @retain_count(%o: !deallocation.ownership) {
  // expected-error @+1 {{1 operands present, but expected 2}}
  deallocation.retain() of(%o) : (!deallocation.ownership, !deallocation.ownership) -> ()
  return
}
