"test.read_buffer"(%c) : (i32) -> ()
%c = "test.source"() : () -> i32
