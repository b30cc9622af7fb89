// Corpus: the vector ops linalg vectorization produces, on values:
// broadcast (scalar and vector, stretching a unit dimension), extract and
// insert (static and dynamic positions, elements and sub-vectors), fma,
// reductions of every kind with and without accumulator, masks,
// shape_cast, transpose; index dialect arithmetic and ub.poison filled
// lane by lane.
func.func @main() {
  %f = arith.constant 1.5 : f32
  %b = vector.broadcast %f : f32 to vector<3xf32>
  vector.print %b : vector<3xf32>
  %row = arith.constant dense<[[1.0, 2.0, 3.0]]> : vector<1x3xf32>
  %b2 = vector.broadcast %row : vector<1x3xf32> to vector<2x3xf32>
  vector.print %b2 : vector<2x3xf32>
  %col = arith.constant dense<[[1.0], [2.0]]> : vector<2x1xf32>
  %b3 = vector.broadcast %col : vector<2x1xf32> to vector<2x3xf32>
  vector.print %b3 : vector<2x3xf32>

  %c1 = arith.constant 1 : index
  %e0 = vector.extract %b3[1] : vector<3xf32> from vector<2x3xf32>
  vector.print %e0 : vector<3xf32>
  %e1 = vector.extract %b2[%c1, 2] : f32 from vector<2x3xf32>
  vector.print %e1 : f32
  %i0 = vector.insert %e1, %b3 [0, %c1] : f32 into vector<2x3xf32>
  vector.print %i0 : vector<2x3xf32>
  %i1 = vector.insert %e0, %b2 [0] : vector<3xf32> into vector<2x3xf32>
  vector.print %i1 : vector<2x3xf32>

  %fma = vector.fma %b2, %b3, %i1 : vector<2x3xf32>
  vector.print %fma : vector<2x3xf32>

  %v = arith.constant dense<[3.0, -1.5, 8.0, 0.25]> : vector<4xf32>
  %acc = arith.constant 10.0 : f32
  %add = vector.reduction <add>, %v : vector<4xf32> into f32
  %mul = vector.reduction <mul>, %v, %acc : vector<4xf32> into f32
  %mn = vector.reduction <minnumf>, %v : vector<4xf32> into f32
  %mx = vector.reduction <maximumf>, %v, %acc : vector<4xf32> into f32
  vector.print %add : f32
  vector.print %mul : f32
  vector.print %mn : f32
  vector.print %mx : f32
  %iv = arith.constant dense<[6, -3, 12, 5]> : vector<4xi32>
  %ia = vector.reduction <add>, %iv : vector<4xi32> into i32
  %ix = vector.reduction <maxsi>, %iv : vector<4xi32> into i32
  %iu = vector.reduction <maxui>, %iv : vector<4xi32> into i32
  %ian = vector.reduction <and>, %iv : vector<4xi32> into i32
  %ixo = vector.reduction <xor>, %iv : vector<4xi32> into i32
  vector.print %ia : i32
  vector.print %ix : i32
  vector.print %iu : i32
  vector.print %ian : i32
  vector.print %ixo : i32

  %c2 = arith.constant 2 : index
  %cm = vector.create_mask %c2, %c1 : vector<3x2xi1>
  vector.print %cm : vector<3x2xi1>
  %km = vector.constant_mask [1, 2] : vector<3x2xi1>
  vector.print %km : vector<3x2xi1>

  %sc = vector.shape_cast %b2 : vector<2x3xf32> to vector<6xf32>
  vector.print %sc : vector<6xf32>
  %tr = vector.transpose %b2, [1, 0] : vector<2x3xf32> to vector<3x2xf32>
  vector.print %tr : vector<3x2xf32>

  // index arithmetic
  %x = index.constant 17
  %y = index.constant -5
  %s = index.add %x, %y
  %d = index.divs %x, %y
  %fl = index.floordivs %x, %y
  %cd = index.ceildivu %x, %c2
  %r = index.rems %y, %c2
  %sh = index.shl %x, %c2
  %mx2 = index.maxu %x, %y
  %lt = index.cmp slt(%y, %x)
  %ult = index.cmp ult(%y, %x)
  %t32 = index.casts %y : index to i32
  %u32 = index.castu %t32 : i32 to index
  vector.print %s : index
  vector.print %d : index
  vector.print %fl : index
  vector.print %cd : index
  vector.print %r : index
  vector.print %sh : index
  vector.print %mx2 : index
  vector.print %lt : i1
  vector.print %ult : i1
  vector.print %t32 : i32
  vector.print %u32 : index

  // a poison vector overwritten lane by lane
  %p = ub.poison : vector<2xf32>
  %p0 = vector.insert %f, %p [0] : f32 into vector<2xf32>
  %p1 = vector.insert %acc, %p0 [1] : f32 into vector<2xf32>
  %sum = arith.addf %p1, %p1 : vector<2xf32>
  vector.print %sum : vector<2xf32>
  return
}
