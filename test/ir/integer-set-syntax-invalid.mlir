// RUN: bufopt %s --split-input-file --verify-diagnostics
// RUN: mlir-opt %s --split-input-file --verify-diagnostics
// The parse errors of an integer set's constraint list, in mlir-opt's words
// and at its columns.

// expected-error@+1 {{expected '(' in integer set constraint list}}
#set0 = affine_set<(i)[N, M] : )i >= 0)>

// -----

// expected-error@+1 {{expected ')' in integer set constraint list}}
#set0 = affine_set<(i)[N, M] : (i >= 0>

// -----

// expected-error@+1 {{expected ')' in integer set constraint list}}
#set0 = affine_set<(i)[N, M] : (i >= 0 i)>

// -----

// expected-error@+1 {{expected '->' or ':'}}
#set0 = affine_set<(i)[N, M] (i >= 0)>

// -----

// expected-error@+1 {{expected '== affine-expr' or '>= affine-expr' at end of affine constraint}}
#set0 = affine_set<(i)[N, M] : (i > 0)>
