"builtin.module"() ({
  "func.func"() <{