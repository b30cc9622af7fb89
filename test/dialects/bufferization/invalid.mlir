// RUN: bufopt %s --split-input-file --verify-diagnostics

func.func @to_tensor_shape(%m: memref<4xf32>) {
  // expected-error@+2 {{shapes do not match}}
  // expected-error@+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<5xf32>
  return
}

// -----

func.func @to_tensor_rank(%m: memref<4xf32>) {
  // expected-error@+2 {{shapes do not match}}
  // expected-error@+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<*xf32>
  return
}

// -----

func.func @to_tensor_element(%m: memref<4xf32>) {
  // expected-error@+2 {{element types do not match}}
  // expected-error@+1 {{'bufferization.to_tensor' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_tensor %m : memref<4xf32> to tensor<4xi32>
  return
}

// -----

func.func @to_buffer_element(%t: tensor<4xf32>) {
  // expected-error@+2 {{element types do not match}}
  // expected-error@+1 {{'bufferization.to_buffer' op failed to verify that specified tensor and buffer types match}}
  %0 = bufferization.to_buffer %t : tensor<4xf32> to memref<4xi32>
  return
}

// -----

func.func @alloc_copy_and_sizes(%t: tensor<4xf32>, %n: index) {
  // expected-error@+1 {{dynamic sizes not needed when copying a tensor}}
  %0 = bufferization.alloc_tensor(%n) copy(%t) : tensor<4xf32>
  return
}

// -----

func.func @alloc_missing_size() {
  // expected-error@+1 {{'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 0, expected 1}}
  %0 = bufferization.alloc_tensor() : tensor<?xf32>
  return
}

// -----

func.func @alloc_extra_size(%n: index) {
  // expected-error@+1 {{'bufferization.alloc_tensor' op incorrect number of dynamic sizes, has 1, expected 0}}
  %0 = bufferization.alloc_tensor(%n) size_hint=%n : tensor<4xf32>
  return
}

// -----

func.func @alloc_copy_type(%t: tensor<4xf32>) {
  // expected-error@+1 {{expected that `copy` and return type match}}
  %0 = "bufferization.alloc_tensor"(%t) <{operandSegmentSizes = array<i32: 0, 1, 0>}> : (tensor<4xf32>) -> tensor<4xi32>
  return
}

// -----

func.func @dealloc_conditions(%m: memref<4xf32>, %c: i1) {
  // expected-error@+1 {{'bufferization.dealloc' op must have the same number of conditions as memrefs to deallocate}}
  bufferization.dealloc (%m : memref<4xf32>) if (%c, %c)
  return
}

// -----

func.func @dealloc_results(%m: memref<4xf32>, %c: i1) {
  // expected-error@+1 {{'bufferization.dealloc' op must have the same number of updated conditions (results) as retained operands}}
  %0:2 = "bufferization.dealloc"(%m, %c, %m) <{operandSegmentSizes = array<i32: 1, 1, 1>}> : (memref<4xf32>, i1, memref<4xf32>) -> (i1, i1)
  return
}

// -----

func.func @materialize_writable(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  bufferization.materialize_in_destination %t in %m : (tensor<4xf32>, memref<4xf32>) -> ()
  return
}

// -----

func.func @materialize_writable_tensor(%t: tensor<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op 'writable' must be specified if and only if the destination is of memref type}}
  %0 = bufferization.materialize_in_destination %t in writable %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @materialize_restrict(%t: tensor<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op 'restrict' is valid only for memref destinations}}
  %0 = bufferization.materialize_in_destination %t in restrict %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @materialize_shapes(%t: tensor<4xf32>, %d: tensor<5xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op source/destination shapes are incompatible}}
  %0 = bufferization.materialize_in_destination %t in %d : (tensor<4xf32>, tensor<5xf32>) -> tensor<5xf32>
  return
}

// -----

func.func @materialize_memref_result(%t: tensor<4xf32>, %m: memref<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op memref 'dest' implies zero results}}
  %0 = bufferization.materialize_in_destination %t in restrict writable %m : (tensor<4xf32>, memref<4xf32>) -> tensor<4xf32>
  return
}

// -----

func.func @materialize_result_type(%t: tensor<4xf32>) {
  // expected-error@+1 {{'bufferization.materialize_in_destination' op result and 'dest' types must match}}
  %0 = bufferization.materialize_in_destination %t in %t : (tensor<4xf32>, tensor<4xf32>) -> tensor<4xi32>
  return
}

// -----

func.func @dealloc_tensor_kind(%m: memref<4xf32>) {
  // expected-error@+1 {{custom op 'bufferization.dealloc_tensor' invalid kind of type specified}}
  bufferization.dealloc_tensor %m : memref<4xf32>
  return
}

// -----

func.func @clone_kind(%c: i1) {
  // expected-error@+1 {{custom op 'bufferization.clone' invalid kind of type specified}}
  %0 = bufferization.clone %c : i1 to i1
  return
}
