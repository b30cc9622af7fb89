module attributes {dlti.dl_spec = #dlti.dl_spec<#dlti.dl_entry<index, 256>>} {
  module {
    func.func @inner() {
      %0 = memref.alloc() : memref<4xindex>
      return
    }
  }
}
