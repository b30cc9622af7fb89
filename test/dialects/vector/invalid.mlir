// RUN: bufopt %s --split-input-file --verify-diagnostics

func.func @f(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  vector.print str "x" punctuation <comma>
  return
}

// -----

func.func @f(%v: vector<4xf32>) {
  // expected-error@+1 {{'vector.print' op failed to verify that `source` or `punctuation` are not set when printing strings}}
  "vector.print"(%v) <{punctuation = #vector.punctuation<newline>, stringLiteral = "x"}> : (vector<4xf32>) -> ()
  return
}

// -----

func.func @f(%t: tensor<4xf32>) {
  // expected-error@+1 {{'vector.print' op operand #0 must be , but got 'tensor<4xf32>'}}
  vector.print %t : tensor<4xf32>
  return
}
