module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 256>>} {
  func.func @wide_index() {
    %0 = memref.alloc() : memref<4xindex>
    return
  }
  func.func @i64_elements() {
    %0 = memref.alloc() : memref<4xi64>
    return
  }
}
