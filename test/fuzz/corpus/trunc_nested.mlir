module {
  module {
    func.func @f() {
