func.func @int_absorbing(%x: vector<4xi8>) -> (vector<4xi8>, vector<4xi8>, vector<4xi8>, vector<4xi8>, vector<4xi8>, vector<4xi8>, vector<4xi8>) {
  %c0 = arith.constant dense<0> : vector<4xi8>
  %c1 = arith.constant dense<1> : vector<4xi8>
  %m1 = arith.constant dense<255> : vector<4xi8>
  %0 = arith.muli %x, %c0 : vector<4xi8>
  %1 = arith.andi %c0, %x : vector<4xi8>
  %2 = arith.ori %x, %m1 : vector<4xi8>
  %3 = arith.subi %x, %x : vector<4xi8>
  %4 = arith.xori %x, %x : vector<4xi8>
  %5 = arith.remsi %x, %c1 : vector<4xi8>
  %6 = arith.remui %x, %c1 : vector<4xi8>
  return %0, %1, %2, %3, %4, %5, %6 : vector<4xi8>, vector<4xi8>, vector<4xi8>, vector<4xi8>, vector<4xi8>, vector<4xi8>, vector<4xi8>
}
