func.func @identities(%x: index) -> (index, index, index, index, index) {
  %z = index.constant 0
  %one = index.constant 1
  %0 = index.add %x, %z
  %1 = index.add %z, %x
  %2 = index.sub %x, %z
  %3 = index.mul %one, %x
  %4 = index.sub %z, %x
  return %0, %1, %2, %3, %4 : index, index, index, index, index
}
