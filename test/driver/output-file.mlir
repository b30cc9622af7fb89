// -o writes the output to a file (also spelled -o=FILE); `-` is stdout.
// RUN: bufopt %s -o %t && FileCheck %s < %t
// RUN: bufopt -o=%t.2 %s && FileCheck %s < %t.2
// RUN: bufopt %s -o - | FileCheck %s
// RUN: not bufopt %s -o %t.dir/does/not/exist 2>&1 | FileCheck --check-prefix=BADOUT %s

// CHECK: func.func @written_to_a_file
// BADOUT: could not open output file
func.func @written_to_a_file() {
  return
}
