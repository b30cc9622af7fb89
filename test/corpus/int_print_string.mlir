// Corpus: a program that labels its output with printString, as upstream
// programs do (an llvm.mlir.global string, its llvm.mlir.addressof passed
// to a body-less func.func), around tensor results printed with
// printMemrefI32.  The globals and the pointer pass through bufferization
// untouched.
llvm.mlir.global internal constant @title("sum of rows:\0A\00")
llvm.mlir.global internal constant @done("done\0A\00")
func.func private @printString(!llvm.ptr)
func.func private @printMemrefI32(tensor<*xi32>)

func.func @main() {
  %t = llvm.mlir.addressof @title : !llvm.ptr
  %d = llvm.mlir.addressof @done : !llvm.ptr
  %m = arith.constant dense<[[1, 2, 3], [4, 5, 6]]> : tensor<2x3xi32>
  %z = arith.constant 0 : i32
  %e = tensor.empty() : tensor<2xi32>
  %init = linalg.fill ins(%z : i32) outs(%e : tensor<2xi32>) -> tensor<2xi32>
  %s = linalg.generic {indexing_maps = [affine_map<(i, j) -> (i, j)>, affine_map<(i, j) -> (i)>],
                       iterator_types = ["parallel", "reduction"]}
      ins(%m : tensor<2x3xi32>) outs(%init : tensor<2xi32>) {
  ^bb0(%x: i32, %acc: i32):
    %y = arith.addi %acc, %x : i32
    linalg.yield %y : i32
  } -> tensor<2xi32>
  func.call @printString(%t) : (!llvm.ptr) -> ()
  %u = tensor.cast %s : tensor<2xi32> to tensor<*xi32>
  func.call @printMemrefI32(%u) : (tensor<*xi32>) -> ()
  func.call @printString(%d) : (!llvm.ptr) -> ()
  return
}
