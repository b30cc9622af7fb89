// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics

func.func @indices(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires 2 indices}}
  %r = vector.transfer_read %m[%i], %p : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @map_rank(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a permutation_map with result dims of the same rank as the vector type}}
  %r = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0, d1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @in_bounds(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op expects the in_bounds attr of same rank as permutation_map results: affine_map<(d0, d1) -> (d1)> vs inBounds of size: 2}}
  %r = vector.transfer_read %m[%i, %i], %p {in_bounds = [true, true]} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @projected(%m: memref<?x?xf32>, %i: index, %p: f32) {
  // expected-error@+1 {{'vector.transfer_read' op requires a projected permutation_map (at most one dim or the zero constant can appear in each result)}}
  %r = vector.transfer_read %m[%i, %i], %p {permutation_map = affine_map<(d0, d1) -> (d0 + 1)>} : memref<?x?xf32>, vector<4xf32>
  return
}

// -----

func.func @write_indices(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op requires 2 indices}}
  vector.transfer_write %v, %m[%i] : vector<4xf32>, memref<?x?xf32>
  return
}

// -----

func.func @extract_pos(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.extract' op expected position attribute #1 to be a non-negative integer smaller than the corresponding vector dimension or poison (-1)}}
  %e = vector.extract %v[4] : f32 from vector<4xf32>
  return
}

// -----

func.func @shape_cast(%v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.shape_cast' op has different number of elements at source (8) and result (7)}}
  %e = vector.shape_cast %v : vector<2x4xf32> to vector<7xf32>
  return
}

// -----

func.func @transpose(%v: vector<2x4xf32>) {
  // expected-error@+1 {{'vector.transpose' op duplicate position index: 0}}
  %e = vector.transpose %v, [0, 0] : vector<2x4xf32> to vector<2x4xf32>
  return
}

// -----

func.func @broadcast(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.broadcast' op dimension mismatch (4 vs. 3)}}
  %e = vector.broadcast %v : vector<4xf32> to vector<3xf32>
  return
}

// -----

func.func @reduction(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.reduction' op unsupported reduction type ''f32'' for kind 'and'}}
  %r = vector.reduction <and>, %v : vector<4xf32> into f32
  return
}

// -----

func.func @constant_mask() {
  // expected-error@+1 {{'vector.constant_mask' op array attr of size out of bounds of vector result dimension size}}
  %c = vector.constant_mask [5] : vector<4xi1>
  return
}

// -----

func.func @insert_pos(%v: vector<4xf32>, %f: f32) {
  // expected-error@+1 {{'vector.insert' op expected position attribute #1 to be a non-negative integer smaller than the corresponding dest vector dimension}}
  %e = vector.insert %f, %v[4] : f32 into vector<4xf32>
  return
}

// -----

func.func @write_broadcast(%m: memref<?x?xf32>, %i: index, %v: vector<4xf32>) {
  // expected-error@+1 {{'vector.transfer_write' op should not have broadcast dimensions}}
  vector.transfer_write %v, %m[%i, %i] {in_bounds = [true], permutation_map = affine_map<(d0, d1) -> (0)>} : vector<4xf32>, memref<?x?xf32>
  return
}

// -----

// expected-note@+1 {{prior use here}}
func.func @mask_type(%m: memref<?x?xf32>, %i: index, %p: f32, %k: vector<4xi1>) {
  // expected-error@+1 {{use of value '%k' expects different type than prior uses: 'vector<2x4xi1>' vs 'vector<4xi1>'}}
  %r = vector.transfer_read %m[%i, %i], %p, %k {permutation_map = affine_map<(d0, d1) -> (d1, d0)>} : memref<?x?xf32>, vector<4x2xf32>
  return
}
